import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk, runOkWithoutLocale } from '../helpers/run-cli.js';

// A designer's fire as a salvo written only in data (tests/fixtures/salvo-square, "Hedgerow Salvo", `kind: salvo`
// with no hook): the dice total divided by the range's divisor (rule 6.1), hit dice killing figures, two pips a
// figure under cover (6.2), hits on tanks adding up (6.3) and the order hits go in (6.4), run by the engine alone.
const GAME = 'tests/fixtures/salvo-square';
const SQUADS = 'b-squad#1@B3,b-squad#2@B3';
const journal = () => join(mkdtempSync(join(tmpdir(), 'salvo-')), 'game.json');

describe('Hedgerow Salvo: fire as a declared salvo, from data alone', () => {
  it('validates with no warning and offers the engine’s own options (no hook, no fields declared)', async () => {
    expect(await runOk('validate', GAME)).toMatch(/^ok +tests\/fixtures\/salvo-square: 4 units, 0 markers, 4 charts/);
    const help = await runOk('fire', GAME, '--help');
    for (const flag of ['--firer', '--target', '--order', '--hits', '--turn', '--dice', '--hit-dice'])
      expect(help).toContain(flag);
  });

  it('rule 6.1: four squad dice at range 2 total 17, divided by 3 is 5 hits, the remainder 2 lost', async () => {
    const j = await runJson('fire', GAME, '--firer', SQUADS, '--target', 'g-tank@B5', '--dice', '6,5,4,2');
    expect(j).toMatchObject({ range: 2, divisor: 3, dice: 4, total: 17, hits: 5, remainder: 2 });
    // 6.3: a tank takes three hits to destroy; the two more are left over.
    expect(j.outcomes).toEqual([expect.objectContaining({ ref: 'g-tank', status: 'destroyed', after: 3 })]);
    expect(j.wastedHits).toBe(2);
    expect(j.hitChances.reduce((n: number, c: { probability: number }) => n + c.probability, 0)).toBeCloseTo(1, 12);
  });

  it('rule 6.1: a squad has no divisor at range 3, and fire out of range is refused (exit 1)', async () => {
    const r = await runCli('fire', GAME, '--firer', 'b-squad#1@B3', '--target', 'g-tank@B6', '--dice', '6,6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('b-squad#1 (Squad) cannot fire at range 3; it fires at range 1, 2 (6.1)');
  });

  it('rule 6.2: the same hit dice, 2 and 1, kill three figures in the open and one in a hedge', async () => {
    const shot = (at: string) =>
      runJson(
        'fire',
        GAME,
        '--firer',
        'b-squad#1@B5',
        '--target',
        `g-squad#1@${at}`,
        '--dice',
        '3,3',
        '--hit-dice',
        '2,1',
      );
    const open = await shot('C3');
    expect(open).toMatchObject({ hits: 2, cover: false, hitDice: [2, 1], lostPips: 0 });
    expect(open.outcomes[0]).toMatchObject({ ref: 'g-squad#1', after: 3, left: 1, status: 'hit' });
    const hedge = await shot('A3');
    expect(hedge).toMatchObject({ terrain: 'hedge', cover: true, hits: 2, lostPips: 1 });
    expect(hedge.outcomes[0]).toMatchObject({ ref: 'g-squad#1', after: 1, left: 3 });
  });

  it('rule 6.4: a tank (Combat 3) is not hit before a squad no stronger than the firing squads', async () => {
    const base = ['fire', GAME, '--firer', SQUADS, '--target', 'g-squad#1@B5,g-tank@B5', '--dice', '6,6,6,6'];
    const r = await runCli(...base, '--order', 'g-tank,g-squad#1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('g-tank (3) cannot be hit before g-squad#1 (1');
    expect(r.err).toContain('units no stronger than the firer first: 6.4');
    const j = await runJson(...base, '--hit-dice', '4');
    expect(j.order).toEqual(['g-squad#1', 'g-tank']);
  });

  it('rules 6.2, 6.3: the journal keeps losses; a destroyed tank is not fired at again', async () => {
    const file = journal();
    await runOk('fire', GAME, '--firer', SQUADS, '--target', 'g-tank@B5', '--dice', '3,3,1,1', '--journal', file);
    expect(JSON.parse(readFileSync(file, 'utf8')).state).toMatchObject({ damage: { 'g-tank': 2 }, eliminated: [] });
    const again = ['fire', GAME, '--firer', 'b-tank#1@B3', '--target', 'g-tank@B5', '--journal', file];
    expect((await runJson(...again, '--dice', '1,1,1')).outcomes[0]).toMatchObject({ before: 2, after: 3 });
    const state = JSON.parse(readFileSync(file, 'utf8')).state;
    expect(state).toMatchObject({ eliminated: ['g-tank'], positions: { 'g-tank': 'B5', 'b-tank#1': 'B3' } });
    expect(state.damage).toEqual({});
    const before = readFileSync(file, 'utf8');
    const r = await runCli(...again, '--dice', '6,6,6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('g-tank has been eliminated already');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('speaks Russian from the catalogue alone: the steps of a game with no words of its own', async () => {
    const r = await runOkWithoutLocale(
      'fire',
      GAME,
      '--firer',
      SQUADS,
      '--target',
      'g-squad#1@A3',
      '--dice',
      '1,1,1,1',
      '--hit-dice',
      '2,1',
      '--lang',
      'ru',
    );
    expect(r).toContain('Огонь из B3 по A3, дальность 1');
    expect(r).toContain('в укрытии фигурке нужно 2 на кубиках попадания');
    expect(r).not.toMatch(/\b(Fire from|Hits go|under cover|Salvo \d)\b/);
  });

  it('names its places as the map does: hexes on a hex map, where a square map says sectors (rule 6.1)', async () => {
    // The same game on a hex board: the engine's own words follow the map's kind, in English and Russian.
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hex-'));
    cpSync(GAME, dir, { recursive: true });
    const game = readFileSync(join(dir, 'game.yaml'), 'utf8').replace('mapKind: square', 'mapKind: hex');
    writeFileSync(join(dir, 'game.yaml'), game);
    const map = readFileSync(join(dir, 'map.yaml'), 'utf8')
      .replace('kind: square', 'kind: hex\n  orientation: flat\n  shifted: even\n  labels: { primary: letter-number }')
      .replace('Hedgerow board', 'Hedgerow hexes')
      // Hex labels are column-letter, row-number: the board turns a quarter so the set-up cells stay on it.
      .replace('rows: 4', 'rows: 6')
      .replace('columns: 6', 'columns: 4');
    writeFileSync(join(dir, 'map.yaml'), map);
    const both = await runCli('fire', dir, '--firer', 'b-squad#1@B3', '--target', 'g-tank@B3', '--preview');
    expect(both.code).toBe(1);
    expect(both.err).toContain('B3 holds both sides; fire goes from one hex into another');
    const apart = ['fire', dir, '--firer', 'b-squad#1@B3,b-squad#2@B4', '--target', 'g-tank@B5', '--preview'];
    expect((await runCli(...apart)).err).toContain('units fire from one hex at a time: b-squad#2 is in B4, not B3');
    expect((await runCli(...apart, '--lang', 'ru')).err).toContain('отряды стреляют из одного гекса за раз');
    const j = await runJson('fire', dir, '--firer', SQUADS, '--target', 'g-tank@B5', '--dice', '6,6,6,6');
    expect(j).toMatchObject({ range: 2, hits: 8, wastedHits: 5 });
    expect(j.steps).toContain('5 hits left over: nothing left in the hex to hit');
    expect(JSON.stringify(j.steps)).not.toContain('sector');
    // The square board keeps its sectors.
    const square = await runCli('fire', GAME, '--firer', 'b-squad#1@B3', '--target', 'g-tank@B3', '--preview');
    expect(square.err).toContain('B3 holds both sides; fire goes from one sector into another');
  });
});

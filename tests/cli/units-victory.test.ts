import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { unitStatusHook, findHook } from '../../src/games/game-hooks.js';
import { chartEnds } from '../../src/assist/crt/resolve-crt.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import type { Crt } from '../../src/model/schema/charts.js';

const dir = mkdtempSync(join(tmpdir(), 'units-'));
const json = async (...args: string[]) => {
  const r = await runCli(...args, '--json');
  if (r.code !== 0) throw new Error(`${args.join(' ')}: exit ${r.code}: ${r.err}`);
  return JSON.parse(r.out);
};
type Row = { id: string; counters: { ref: string; status: string; detail?: string; at?: string }[] };
const row = (rows: Row[], id: string) => rows.find((r) => r.id === id)!;

describe('units GAME: the counter mix with each counter’s status from the journal', () => {
  it('Remagen: eliminated, figures lost, due, and where last seen', async () => {
    const file = join(dir, 'remagen.json');
    await json(
      'fire',
      'remagen',
      '--firer',
      'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18',
      '--target',
      'us-27aib-rifles#1@L16,us-27aib-mg#1@L16',
      '--dice',
      '2,1,1',
      '--hit-dice',
      '3',
      '--turn',
      '2',
      '--journal',
      file,
    );
    const u = await json('units', 'remagen', '--journal', file);
    expect(u.turn).toBe(2);
    const rifles = row(u.units, 'us-27aib-rifles');
    expect(rifles).toMatchObject({ side: 'us', formation: '27th-aib', count: 9, setup: 'us-start, turn 1' });
    expect(rifles.counters[0]).toMatchObject({ ref: 'us-27aib-rifles#1', status: 'eliminated' });
    expect(rifles.counters[1]).toMatchObject({ status: 'on the board' });
    expect(row(u.units, 'us-27aib-mg').counters[0]).toMatchObject({ status: 'on the board', at: 'L16' });
    expect(row(u.units, 'de-11pz-pz4').counters[0]).toMatchObject({ at: 'L18' });
    expect(row(u.units, 'us-311-rifles').counters[0].status).toBe('due turn 5');
    expect(row(u.units, 'us-paratroops').counters[0].status).toBe('awaiting the drop');
    const text = (await runCli('units', 'remagen', '--journal', file, '--side', 'us')).out;
    expect(text).toMatch(
      / {2}us:\n {4}us-27aib-rifles ×9 \| 27th-aib \| fire 1 die, combat 1, move 2 \| set-up us-start/,
    );
    expect(text).toContain('#1: eliminated');
  });

  // Issue 24: Veritable's twelve reserve units each printed the reserve's whole note (8.1, 9.1), about 300
  // characters a line, and "set-up set up by the players". The note is said once; a line holds what is the unit's.
  it('Veritable: each unit on a short line, its reserve’s note said once (8.1, 9.1)', async () => {
    const text = (await runCli('units', 'veritable')).out;
    const lines = text.trimEnd().split('\n');
    const units = lines.filter((l) => /^ {4}\S/.test(l));
    expect(units).toHaveLength(43);
    expect(Math.max(...units.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(text).not.toContain('set up by the players');
    const note = 'enters from turn 2 on a west-edge road hex (8.1)';
    expect(text.split(note)).toHaveLength(2);
    expect(text).toContain('  reserve allied-reserve: enters from turn 2');
    // The box by its name, once (it read "in the strategic reserve, allied-reserve").
    expect(text).toContain('    129-bde | 43rd-wessex | 5-4 | in the Allied strategic reserve\n');
    expect(text).toContain('    gr-1051 | 84th-infantry | 2-3-3 | set-up east-of-front | not set up yet\n');
    expect(text).toContain('  factors: C-M combat-move; A-D-M attack-defence-move\n');
  });

  it('Nordwind: reserves in their box (F, G), the 269th withdrawn from turn 18 (M)', async () => {
    const file = join(dir, 'nordwind.json');
    await json('hand', 'nordwind', '--side', 'allied', '--set', 'movement-1', '--turn', '18', '--journal', file);
    const u = await json('units', 'nordwind', '--journal', file, '--side', 'german');
    expect(row(u.units, 'gr-469').counters[0].status).toBe('withdrawn');
    expect(row(u.units, 'pz-rgt-22').counters[0].status).toBe('on the board');
    const early = join(dir, 'nordwind-early.json');
    await json('hand', 'nordwind', '--side', 'allied', '--set', 'movement-1', '--turn', '5', '--journal', early);
    const e = await json('units', 'nordwind', '--journal', early, '--side', 'german');
    expect(row(e.units, 'pz-rgt-22')).toMatchObject({ reserve: expect.stringContaining('german-reserve') });
    expect(row(e.units, 'pz-rgt-22').counters[0].status).toBe('in reserve');
  });

  it('a game without its own reader (the mini fixture) shows eliminations from the common state', async () => {
    const u = await json('units', 'tests/fixtures/mini-area');
    expect(u.units.length).toBeGreaterThan(0);
    expect(u.units[0].counters[0].status).toBe('in play');
  });
});

describe('victory GAME from the state, with the texts’ levels', () => {
  it('Remagen: points for objectives held (option victory-conditions, reconstructed)', async () => {
    const position = join(dir, 'remagen-position.yaml');
    writeFileSync(
      position,
      ['units:', '  - us-27aib-rifles#1@I12', '  - us-27aib-rifles#2@G10', '  - us-27aib-rifles#3@K17', ''].join('\n'),
    );
    const r = await json('victory', 'remagen', '--position', position, '--turn', '15');
    expect(r).toMatchObject({ points: 6, result: 'German marginal victory', reading: 'points' });
    expect(r.objectives.filter((o: { held: boolean }) => o.held).map((o: { id: string }) => o.id)).toEqual([
      'erpel',
      'erpeler-ley',
      'kretzhaus',
    ]);
    const crossing = await json(
      'victory',
      'remagen',
      '--position',
      position,
      '--turn',
      '15',
      '--victory-conditions',
      'hold-a-crossing',
    );
    expect(crossing.result).toBe('German victory');
    const west = join(dir, 'west.yaml');
    writeFileSync(west, 'units:\n  - us-27aib-rifles#1@K5\n');
    expect((await json('victory', 'remagen', '--position', west, '--turn', '4')).result).toBe(
      'German decisive victory',
    );
  });

  it('Nordwind (I): Strasbourg and five exits; seven to more than nine exits; nine by option; the towns', async () => {
    const v = (...args: string[]) => json('victory', 'nordwind', ...args);
    expect(await v('--exited', '5', '--german-holds', 'strasbourg')).toMatchObject({
      result: 'German victory',
      section: 'I.1',
    });
    expect((await v('--exited', '5', '--german-holds', 'strasbourg', '--strasbourg-contested')).section).not.toBe(
      'I.1',
    );
    expect((await v('--exited', '7')).result).toBe('German marginal victory');
    expect((await v('--exited', '10')).result).toBe('German overwhelming victory');
    expect((await v('--exited', '9')).result).toBe('German marginal victory');
    expect((await v('--exited', '9', '--exactly-nine', 'overwhelming')).result).toBe('German overwhelming victory');
    const none = await v('--exited', '9', '--exactly-nine', 'none', '--german-holds', 'lemberg');
    expect(none).toMatchObject({ section: 'I.3', counted: { german: 1, allied: 35, difference: 34 } });
    expect(none.result).toBe('Allied overwhelming victory');
    const bad = await runCli('victory', 'nordwind', '--german-holds', 'nowhere');
    expect(bad.code).toBe(1);
  });

  it('Death of a Division keeps its victory (rules 1) through the same registry', async () => {
    expect((await json('victory', 'death-of-a-division', '--taken-on', '3')).level).toBe('German strategic victory');
  });
});

describe('each game’s hooks, by the names its data gives', () => {
  it('finds each game’s unit status and victory; the Morale Chart’s ends are its data (charts.yaml)', async () => {
    for (const g of ['remagen', 'nordwind', 'death-of-a-division', 'veritable'])
      expect(await unitStatusHook(loadScenario(`data/${g}`)), g).toBeTypeOf('function');
    const morale = loadScenario('data/remagen').charts.find((c) => c.id === 'morale') as Crt;
    expect(chartEnds(morale)).toEqual({
      worse: 'AE',
      better: 'DE',
      rule: 'Morale Chart: odds worse than 1-6 = A ELIM, odds better than 6-1 = D ELIM',
      // The same rule as a keyed message, which --lang words (the chart's name by the game's locale).
      said: {
        key: 'crt.endsRule',
        values: { chart: 'Morale Chart', text: 'odds worse than 1-6 = A ELIM, odds better than 6-1 = D ELIM' },
      },
    });
    // Nordwind's victory (I) is declared as ways in rules.yaml: no hook of that name is left.
    expect(await findHook('nordwind.victory')).toBeUndefined();
    expect((await findHook('nordwind.hand'))?.verb).toBe('hand');
  });
});

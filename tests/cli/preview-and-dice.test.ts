import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { DiceBox } from '../../src/assist/dice/dice-box.js';
import { seededSource } from '../../src/assist/dice/random-source.js';
import { parseDice } from '../../src/model/dice-spec.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';
import { OVERRUN_ARGS } from '../helpers/overrun-args.js';

const dir = mkdtempSync(join(tmpdir(), 'preview-'));
const DOAD = 'death-of-a-division';
const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16';
const NORDWIND_EXAMPLE = NORDWIND_SECTION_L;

/** Every procedure of Remagen, Nordwind and Death of a Division, with crt: game, then the command line. */
const PROCEDURES: [string, string[]][] = [
  ['remagen', ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS]],
  ['remagen', ['morale', 'remagen', '--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17']],
  ['remagen', ['bridge', 'remagen', '--turn', '4']],
  ['remagen', ['labour', 'remagen', '--site', 'pontoon-north', '--engineers', 'us-9engr#1@B8', '--turn', '2']],
  ['remagen', ['labour', 'remagen', '--site', 'pontoon-north', '--damage', '2', '--lu', '20']],
  ['remagen', ['drop', 'remagen', '--turn', '8']],
  ['remagen', ['victory', 'remagen']],
  ['remagen', ['crt', 'remagen', '--odds', '3:1']],
  ['nordwind', ['combat', 'nordwind', ...NORDWIND_EXAMPLE]],
  ['nordwind', ['hand', 'nordwind', '--side', 'german', '--set', 'movement-1,air-support-german']],
  ['nordwind', ['victory', 'nordwind', '--exited', '7', '--german-holds', 'lemberg']],
  ['nordwind', ['crt', 'nordwind', '--table', 'forest', '--diff', '2']],
  [DOAD, ['fire', DOAD, '--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@winterspelt']],
  [DOAD, ['overrun', DOAD, ...OVERRUN_ARGS]],
  [DOAD, ['surprise', DOAD, '--area', 'auw,winterspelt']],
  [DOAD, ['arrival', DOAD, '--unit', 'us-14-tank', '--turn', '2']],
  [DOAD, ['victory', DOAD, '--taken-on', '5']],
];

/** A journal of `game` that already holds an entry, so a write would show. */
async function startedJournal(game: string): Promise<string> {
  const file = join(mkdtempSync(join(dir, 'j-')), 'game.json');
  const first =
    game === 'nordwind'
      ? ['crt', 'nordwind', '--table', 'forest', '--diff', '0', '--roll', '7']
      : game === 'remagen'
        ? ['crt', 'remagen', '--odds', '2:1', '--roll', '3']
        : [
            'fire',
            DOAD,
            '--firer',
            'us-424-inf@winterspelt',
            '--target',
            'de-164-vgr@winterspelt',
            '--dice',
            '1,1,1,1,1,1',
          ];
  const r = await runCli(...first, '--seed', 'preview', '--journal', file);
  expect(r.code, r.err).toBe(0);
  return file;
}

describe('--preview: the totals and the chance of every result, nothing rolled, nothing written', () => {
  it.each(PROCEDURES)('%s: %j writes nothing to the journal', async (game, args) => {
    const file = await startedJournal(game);
    const before = readFileSync(file);
    const r = await runCli(...args, '--preview', '--journal', file);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('preview');
    expect(r.out).not.toContain('Dice:');
    expect(readFileSync(file).equals(before)).toBe(true);
    const json = await runCli(...args, '--preview', '--journal', file, '--json');
    expect(JSON.parse(json.out).preview).toBe(true);
    expect(readFileSync(file).equals(before)).toBe(true);
    const fresh = join(dir, `never-${Math.random()}.json`);
    expect((await runCli(...args, '--preview', '--journal', fresh)).code).toBe(0);
    expect(existsSync(fresh)).toBe(false);
  });

  it('a dice preview in Russian writes its chances with the Russian decimal mark, as every report does', async () => {
    const ru = await runCli('roll', '2d6', '--preview', '--lang', 'ru');
    expect(ru.out).toMatch(/^ {2}7 +█+·+ {2}16,7% \(6\/36\)/m);
    expect((await runCli('roll', '2d6', '--preview')).out).toMatch(/^ {2}7 +█+·+ {2}16\.7% \(6\/36\)/m);
  });

  it('shows the chance of every result where dice decide: Nordwind section L’s example, +3, D1 11/36', async () => {
    const r = JSON.parse((await runCli('combat', 'nordwind', ...NORDWIND_EXAMPLE, '--preview', '--json')).out);
    expect(r).toMatchObject({ column: '+3', differential: 2, shift: 1, drm: -1 });
    expect(r.probabilities.D1).toBeCloseTo(11 / 36, 12);
    const fire = JSON.parse(
      (await runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--preview', '--json')).out,
    );
    expect(fire).toMatchObject({ dice: 3, divisor: 3 });
    expect(fire.hitChances.reduce((n: number, c: { probability: number }) => n + c.probability, 0)).toBeCloseTo(1);
  });

  it('supply and roll preview too, and roll gives the chance of each total', async () => {
    const roll = JSON.parse((await runCli('roll', '2d6', '--preview', '--json')).out);
    expect(roll.outcomes.find((o: { code: string }) => o.code === '7').fraction).toBe('6/36');
    expect((await runCli('roll', '2d6', '--preview')).out).toContain('nothing rolled');
  });
});

describe('a resolve prints the chances before the roll', () => {
  const CASES: string[][] = [
    ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--seed', 'c'],
    ['morale', 'remagen', '--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17', '--roll', '4'],
    ['bridge', 'remagen', '--turn', '5', '--roll', '2'],
    ['labour', 'remagen', '--site', 'pontoon-north', '--engineers', 'us-9engr#1@B8', '--turn', '2', '--dice', '5'],
    ['drop', 'remagen', '--turn', '8', '--dice', '3,4'],
    ['combat', 'nordwind', ...NORDWIND_EXAMPLE, '--rolls', '8', '--heroic-stand', 'none'],
    ['crt', 'nordwind', '--table', 'forest', '--diff', '2', '--roll', '8'],
    ['fire', DOAD, '--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@winterspelt', '--seed', 'c'],
    ['surprise', DOAD, '--area', 'auw', '--german-dice', '3', '--us-dice', '4'],
    ['arrival', DOAD, '--unit', 'us-14-tank', '--dice', '6', '--turn', '2'],
  ];
  it.each(CASES)('%s %s', async (...args) => {
    const r = await runCli(...args);
    expect(r.code, r.err).toBe(0);
    const chances = r.out.indexOf('Chances');
    expect(chances).toBeGreaterThan(0);
    expect(r.out.slice(chances)).toContain('before the roll');
    expect(chances).toBeLessThan(r.out.indexOf('Dice:'));
  });
});

describe('hand dice: complete, or --fill; every machine die marked; extra dice refused', () => {
  it('too few hand dice for the salvo are refused; --fill rolls the rest and marks them (Computing Hits)', async () => {
    const file = join(mkdtempSync(join(dir, 'fill-')), 'game.json');
    const args = ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4', '--journal', file];
    const short = await runCli(...args);
    expect(short.code).toBe(1);
    expect(short.err).toContain('3 dice are rolled here; --dice gave 2');
    expect(short.err).toContain('--fill');
    expect(existsSync(file)).toBe(false);
    const r = await runCli(...args, '--fill', '--seed', 'f');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Dice: 2d6: 5 4 = 9 \(by hand\); 1d6 = \d \(machine\)/);
    const rolls = JSON.parse(readFileSync(file, 'utf8')).entries[0].rolls;
    expect(rolls[0]).toMatchObject({ faces: [5, 4], entered: true });
    expect(rolls.slice(1).every((x: { entered: boolean }) => !x.entered)).toBe(true);
  });

  it('hand dice for the salvo but none for the hits: the hit dice are asked for, not made up', async () => {
    const r = await runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4');
    expect(r.code).toBe(1);
    expect(r.err).toContain('--hit-dice is needed');
    const filled = JSON.parse(
      (await runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--fill', '--json'))
        .out,
    );
    expect(filled.rolls.map((x: { entered: boolean }) => x.entered)).toEqual([true, false]);
  });

  it('Nordwind --rolls: an extra roll is refused, a missing one asked for or filled (L)', async () => {
    const base = ['combat', 'nordwind', ...NORDWIND_EXAMPLE, '--heroic-stand', 'none'];
    const extra = await runCli(...base, '--rolls', '8,5');
    expect(extra.code).toBe(1);
    expect(extra.err).toContain('--rolls gave 2 rolls; only 1 was needed');
    // 12 less 1 is DE1 on +3: the battle goes on and needs a second roll.
    const short = await runCli(...base, '--rolls', '12');
    expect(short.code).toBe(1);
    expect(short.err).toContain('more are needed');
    const filled = JSON.parse((await runCli(...base, '--rolls', '12', '--fill', '--json')).out);
    expect(filled.rolls[0]).toMatchObject({ total: 12, entered: true });
    expect(filled.rolls.slice(1).every((x: { entered: boolean }) => !x.entered)).toBe(true);
    expect((await runCli(...base, '--rolls', '12', '--fill')).out).toContain('(machine)');
  });

  it('Death of a Division overrun: parting shots by hand after a hand roll, none after a failure (5)', async () => {
    const over = [
      'overrun',
      DOAD,
      '--movers',
      'de-294-vgr@losheim',
      '--into',
      'krewinkel',
      '--defenders',
      'us-18-cav-c@krewinkel',
      '--hits',
      'us-18-cav-c=1',
    ];
    const missing = await runCli(...over, '--roll', '5');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--parting-dice is needed');
    const unused = await runCli(...over, '--roll', '2', '--parting-dice', '6');
    expect(unused.code).toBe(1);
    expect(unused.err).toContain('fires no parting shots');
  });

  it('the shared feed Veritable’s --retreat-rolls uses: enough rolls unless --fill, none unused', () => {
    const d6 = parseDice('1d6');
    const feed = (entered: number[], fill = false) =>
      new DiceBox(seededSource('x'), { fill, hand: entered.length > 0 }).totals('--retreat-rolls', d6, entered);
    const short = feed([3]);
    expect(short.next()).toBe(3);
    expect(() => short.next()).toThrow(/--retreat-rolls gave 1 roll; more are needed/);
    const box = new DiceBox(seededSource('x'), { fill: true, hand: true });
    const filled = box.totals('--retreat-rolls', d6, [3]);
    filled.next();
    filled.next();
    expect(box.rolls.map((r) => r.entered)).toEqual([true, false]);
    const extra = feed([3, 4]);
    extra.next();
    expect(() => extra.finish()).toThrow(/gave 2 rolls; only 1 was needed/);
  });
});

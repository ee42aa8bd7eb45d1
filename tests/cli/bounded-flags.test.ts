import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { OVERRUN_ARGS } from '../helpers/overrun-args.js';

// A number that once ran out of memory must not take the test runner with it: run the built CLI in its
// own process, with a deadline.
const spawnCli = (...args: string[]) =>
  spawnSync(process.execPath, ['bin/sandtable.js', ...args], { encoding: 'utf8', timeout: 15_000 });

const VERITABLE = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'];
const NORDWIND = ['--area', 'reyersviller', '--attacker', '2', '--defender', '1', '--rolls', '7'];

describe('the faults of "nothing lost, nothing hung, nothing half-written"', () => {
  it('crt --odds 0:0 is refused', async () => {
    for (const odds of ['0:0', '5:0', '0:5']) {
      const r = await runCli('crt', 'veritable', '--odds', odds);
      expect(r.code, odds).toBe(2);
      expect(r.err).toContain(`--odds takes attack:defence totals of 1 to 9999 each, such as 24:8; not "${odds}"`);
      expect(r.out).toBe('');
    }
  });

  it('crt refuses odds, differentials, shifts and modifiers beyond any table, and reads those within', async () => {
    expect((await runCli('crt', 'veritable', '--odds', '10000:1')).err).toMatch(/--odds .*1 to 9999/);
    expect((await runCli('crt', 'nordwind', '--table', 'forest', '--diff', '10000')).err).toMatch(/--diff .*9999/);
    expect((await runCli('crt', 'veritable', '--odds', '3:1', '--shift', '21')).err).toContain(
      '--shift takes a whole number from -20 to 20, not 21',
    );
    expect((await runCli('crt', 'veritable', '--odds', '3:1', '--drm', '-21')).code).toBe(2);
    const edge = await runCli('crt', 'veritable', '--odds', '9999:1', '--shift', '-20', '--drm', '20', '--no-roll');
    expect(edge.code).toBe(0);
  });

  it('combat nordwind --defender 99999999 is refused at once, naming the flag and the bound', () => {
    for (const side of ['--defender', '--attacker']) {
      const args = NORDWIND.map((a, i) => (NORDWIND[i - 1] === side ? '99999999' : a));
      const started = Date.now();
      const r = spawnCli('combat', 'nordwind', ...args);
      expect(r.signal, `${side} hung`).toBeNull();
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(
        `${side} takes a whole number from 1 to 37 (the most units a side has in Operation Nordwind), not 99999999`,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('combat nordwind still fights the largest battle the counter mix allows', async () => {
    const r = await runCli('combat', 'nordwind', '--area', 'reyersviller', '--attacker', '37', '--defender', '37');
    expect([0, 1]).toContain(r.code);
    expect(r.err).not.toMatch(/internal error/);
  });

  it('a negative --air-defender gives the attacker no shift: it is refused', async () => {
    const r = await runCli('combat', 'veritable', ...VERITABLE, '--air-defender', '-1', '--json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--air-defender takes a whole number from 0 to 1');
    expect(r.out).toBe('');
    expect((await runCli('combat', 'veritable', ...VERITABLE, '--air-attacker', '-1')).code).toBe(2);
  });

  it('air units are counted up to what the side can have in a turn: 3 RAF, 1 Luftwaffe Surge', async () => {
    const shifts = async (...air: string[]) => {
      const r = await runCli('combat', 'veritable', ...VERITABLE, ...air, '--json');
      expect(r.err).toBe('');
      return JSON.parse(r.out).netShift as number;
    };
    expect((await shifts('--air-attacker', '3')) - (await shifts())).toBe(3);
    expect((await shifts('--air-defender', '1')) - (await shifts())).toBe(-1);
    expect((await runCli('combat', 'veritable', ...VERITABLE, '--air-attacker', '4')).err).toContain(
      '--air-attacker takes a whole number from 0 to 3 (air units the allied side can have in a turn, 5.1)',
    );
    expect((await runCli('combat', 'veritable', ...VERITABLE, '--air-defender', '2')).code).toBe(2);
  });

  it('roll 1000000d6 is refused, naming how many dice may be rolled', () => {
    const r = spawnCli('roll', '1000000d6');
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('N in 1000000d6 takes a whole number from 1 to 999 (how many dice), not 1000000');
    expect(spawnCli('roll', '999d6', '--json').status).toBe(0);
  });
});

/** A numeric flag, in a command line that is otherwise good, so the refusal can only be about that flag. */
interface Case {
  flag: string;
  args: (v: string) => string[];
  /** What the error must name; the flag itself unless said. */
  names?: RegExp;
  /** Hostile values this flag rightly takes (a shift of -1). */
  takes?: string[];
  /** The command keeps no journal. */
  noJournal?: boolean;
}

const DOAD = 'death-of-a-division';
const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16';
const DOAD_FIRE = ['fire', DOAD, '--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@winterspelt'];
const OVERRUN = ['overrun', DOAD, ...OVERRUN_ARGS];
const ENGINEERS = ['--engineers', 'us-9engr#1@B8', '--turn', '2'];

const CASES: Case[] = [
  { flag: '--odds', args: (v) => ['crt', 'veritable', '--odds', `${v}:${v}`] },
  { flag: '--diff', args: (v) => ['crt', 'nordwind', '--table', 'forest', '--diff', v], takes: ['-1'] },
  { flag: '--shift', args: (v) => ['crt', 'veritable', '--odds', '3:1', '--shift', v], takes: ['-1'] },
  { flag: '--drm', args: (v) => ['crt', 'veritable', '--odds', '3:1', '--drm', v], takes: ['-1'] },
  { flag: '--roll', args: (v) => ['crt', 'veritable', '--odds', '3:1', '--roll', v] },
  // "-1d6" reads as an unknown option to the argument parser, which says so.
  { flag: 'N in NdM', args: (v) => ['roll', `${v}d6`], names: /d6|unknown option '-1d6'/, noJournal: true },
  { flag: 'M in NdM', args: (v) => ['roll', `2d${v}`], names: /2d/, noJournal: true },
  { flag: '--air-attacker', args: (v) => ['combat', 'veritable', ...VERITABLE, '--air-attacker', v] },
  { flag: '--air-defender', args: (v) => ['combat', 'veritable', ...VERITABLE, '--air-defender', v] },
  { flag: '--roll (veritable)', args: (v) => ['combat', 'veritable', ...VERITABLE, '--roll', v], names: /--roll/ },
  {
    flag: '--retreat-rolls',
    args: (v) => ['combat', 'veritable', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--retreat-rolls', v],
  },
  { flag: '--turn (air)', args: (v) => ['air', 'veritable', '--turn', v], names: /--turn/ },
  { flag: '--surges', args: (v) => ['air', 'veritable', '--turn', '3', '--roll', '2', '--surges', v] },
  { flag: '--turn (fuhrer)', args: (v) => ['fuhrer', 'veritable', '--unit', 'stug-115', '--turn', v], names: /--turn/ },
  { flag: '--attacker', args: (v) => ['combat', 'nordwind', ...NORDWIND, '--attacker', v] },
  { flag: '--defender', args: (v) => ['combat', 'nordwind', ...NORDWIND, '--defender', v] },
  { flag: '--attacker-armour', args: (v) => ['combat', 'nordwind', ...NORDWIND, '--attacker-armour', v] },
  { flag: '--defender-armour', args: (v) => ['combat', 'nordwind', ...NORDWIND, '--defender-armour', v] },
  { flag: '--rolls', args: (v) => ['combat', 'nordwind', ...NORDWIND.slice(0, -2), '--rolls', v] },
  {
    flag: '--hits (remagen)',
    args: (v) => ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--hits', `us-27aib-mg#1=${v}`],
    names: /--hits|UNIT=N/,
  },
  {
    flag: '--turn (remagen fire)',
    args: (v) => ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--turn', v],
    names: /--turn/,
  },
  { flag: '--dice', args: (v) => ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', v] },
  {
    flag: '--hit-dice',
    args: (v) => ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', '6,6,6', '--hit-dice', v],
  },
  {
    flag: '--roll (morale)',
    args: (v) => [
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18',
      '--defender',
      'us-27aib-rifles#1@L17,us-27aib-mg#1@L17',
      '--roll',
      v,
    ],
    names: /--roll/,
  },
  { flag: '--turn (bridge)', args: (v) => ['bridge', 'remagen', '--turn', v], names: /--turn/ },
  { flag: '--roll (bridge)', args: (v) => ['bridge', 'remagen', '--turn', '4', '--roll', v], names: /--roll/ },
  { flag: '--lu', args: (v) => ['labour', 'remagen', '--site', 'pontoon-north', ...ENGINEERS, '--lu', v] },
  { flag: '--damage', args: (v) => ['labour', 'remagen', '--site', 'pontoon-north', '--damage', v] },
  {
    flag: '--turn (labour)',
    args: (v) => ['labour', 'remagen', '--site', 'pontoon-north', '--engineers', 'us-9engr#1@B8', '--turn', v],
    names: /--turn/,
  },
  {
    flag: '--dice (labour)',
    args: (v) => ['labour', 'remagen', '--site', 'pontoon-north', ...ENGINEERS, '--dice', v],
    names: /--dice/,
  },
  { flag: '--turn (drop)', args: (v) => ['drop', 'remagen', '--turn', v], names: /--turn/ },
  { flag: '--dice (drop)', args: (v) => ['drop', 'remagen', '--turn', '8', '--dice', `${v},1`], names: /--dice/ },
  { flag: '--hits (fire)', args: (v) => [...DOAD_FIRE, '--hits', `de-164-vgr=${v}`], names: /--hits|UNIT=N/ },
  { flag: '--assign', args: (v) => [...DOAD_FIRE, '--assign', `de-164-vgr=${v}`], names: /--assign|UNIT=N/ },
  { flag: '--dice (fire)', args: (v) => [...DOAD_FIRE, '--dice', v], names: /--dice/ },
  { flag: '--turn (fire)', args: (v) => [...DOAD_FIRE, '--turn', v], names: /--turn/ },
  { flag: '--roll (overrun)', args: (v) => [...OVERRUN, '--roll', v], names: /--roll/ },
  { flag: '--parting-dice', args: (v) => [...OVERRUN, '--roll', '4', '--parting-dice', v] },
  { flag: '--turn (overrun)', args: (v) => [...OVERRUN, '--turn', v], names: /--turn/ },
  { flag: '--turn (surprise)', args: (v) => ['surprise', DOAD, '--area', 'auw', '--turn', v], names: /--turn/ },
  { flag: '--german-dice', args: (v) => ['surprise', DOAD, '--area', 'auw', '--german-dice', v] },
  { flag: '--us-dice', args: (v) => ['surprise', DOAD, '--area', 'auw', '--us-dice', v] },
  { flag: '--turn (arrival)', args: (v) => ['arrival', DOAD, '--unit', 'us-14-tank', '--turn', v], names: /--turn/ },
  { flag: '--dice (arrival)', args: (v) => ['arrival', DOAD, '--unit', 'us-14-tank', '--dice', v], names: /--dice/ },
  { flag: '--taken-on', args: (v) => ['victory', DOAD, '--taken-on', v] },
  { flag: '--exited', args: (v) => ['victory', 'nordwind', '--exited', v] },
  { flag: '--turn (victory)', args: (v) => ['victory', 'remagen', '--turn', v], names: /--turn/ },
  { flag: '--turn (combat)', args: (v) => ['combat', 'nordwind', ...NORDWIND, '--turn', v], names: /--turn/ },
  {
    flag: '--turn (hand)',
    args: (v) => ['hand', 'nordwind', '--side', 'german', '--set', 'movement-1', '--turn', v],
    names: /--turn/,
  },
];

const HOSTILE = ['1e308', '-1', '99999999', 'NaN', '3.5'];

describe('hostile numbers are refused with a message, quickly, for every bounded flag', () => {
  it.each(CASES)('$flag', async ({ flag, args, names, takes = [], noJournal }) => {
    // A refused command writes nothing: the journal it was given is never created.
    const journal = join(mkdtempSync(join(tmpdir(), 'hostile-')), 'game.json');
    for (const v of HOSTILE.filter((x) => !takes.includes(x))) {
      const started = Date.now();
      const r = await runCli(...args(v), ...(noJournal ? [] : ['--journal', journal]));
      const what = `${flag} ${v}`;
      expect([1, 2], `${what}: exit ${r.code}, ${r.err}`).toContain(r.code);
      expect(r.err.trim(), what).not.toBe('');
      expect(r.err, what).toMatch(names ?? new RegExp(flag));
      expect(r.err, what).not.toMatch(/internal error|\n\s+at |\.ts:\d+/);
      expect(r.out, what).toBe('');
      expect(Date.now() - started, what).toBeLessThan(3000);
      expect(existsSync(journal), what).toBe(false);
    }
  });

  it('the good values next to them still work', async () => {
    expect((await runCli('air', 'veritable', '--turn', '8', '--roll', '6', '--surges', '1')).code).toBe(0);
    expect((await runCli('victory', DOAD, '--taken-on', '10')).code).toBe(0);
    expect((await runCli('labour', 'remagen', '--site', 'pontoon-north', '--damage', '30', '--lu', '30')).code).toBe(0);
    expect((await runCli('bridge', 'remagen', '--turn', '9')).code).toBe(0);
  });
});

import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { copyGame } from '../helpers/broken-copy.js';
import { NORDWIND_SECTION_L } from '../helpers/examples.js';
import { loadScenario } from '../../src/load/load-scenario.js';

// A bundled game's folder copied under its own id plays every procedure exactly as the original: the same output,
// word for word, with the copy's id where the original names its own, and the same journal. Its rules.yaml,
// copied with it, names its game's rule hooks.
const root = mkdtempSync(join(tmpdir(), 'sandtable-copies-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16';
const DOAD_POSITION = join(root, 'doad-position.yaml');
writeFileSync(
  DOAD_POSITION,
  'units:\n  - "us-18-cav-a@roth-kobscheid"\n  - "us-589-fa@auw"\n' +
    '  - { unit: de-294-vgr, at: roth-kobscheid, hits: 1 }\n',
);
// Rule 5's contested area: the 294th shares Losheim with a U.S. troop, and may not overrun into Krewinkel.
const DOAD_CONTESTED = join(root, 'doad-contested.yaml');
writeFileSync(
  DOAD_CONTESTED,
  'units:\n  - "de-294-vgr@losheim"\n  - "us-18-cav-a@losheim"\n  - { unit: us-18-cav-c, at: krewinkel, hits: 1 }\n',
);

/** Plays that a rule refuses on purpose, in the original and the copy alike. */
const REFUSALS: Record<string, number> = { 'death-of-a-division': 2, veritable: 1, remagen: 2 };

/** Commands after `<verb> GAME` (a verb may have a subcommand); JOURNAL is the game's journal in that run. */
const PLAYS: Record<string, string[][]> = {
  veritable: [
    ['combat', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'],
    ['combat', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--preview', '--json'],
    ['air', '--turn', '3', '--roll', '5', '--surges', '0'],
    ['fuhrer', '--unit', 'pgr-60', '--turn', '3', '--roll', '1'],
    ['sequence', '--side', 'allied', '--order', 'attack-move', '--journal', 'JOURNAL'],
    // A turn kept in one journal, so that every hook writes its command line and entry there.
    ['setup check', '--position', 'data/veritable/examples/setup.yaml', '--journal', 'JOURNAL'],
    ['air', '--turn', '1', '--journal', 'JOURNAL'],
    ['sequence', '--side', 'allied', '--order', 'move-attack', '--journal', 'JOURNAL'],
    ['move', '--units', '152-bde@E9', '--journal', 'JOURNAL'],
    [
      'combat',
      '--attacker',
      '71-bde@E7,158-bde@E7',
      '--defender',
      'outpost-2@F7',
      '--seed',
      's',
      '--journal',
      'JOURNAL',
    ],
    ['combat', '--choose', '71-bde=D7,158-bde=D7', '--journal', 'JOURNAL'],
    ['combat', '--choose', '158-bde', '--journal', 'JOURNAL'],
    ['supply', '--journal', 'JOURNAL'],
    ['sequence', '--side', 'german', '--order', 'move-attack', '--journal', 'JOURNAL'],
    ['end-turn', '--journal', 'JOURNAL'],
    ['victory', '--journal', 'JOURNAL'],
    ['combat', '--help'],
    ['reserve', '--help'],
  ],
  remagen: [
    // The set-up (start) into the journal, checked (setup check), before the turn's plays in the same journal.
    ['start', '--journal', 'JOURNAL'],
    ['setup check', '--journal', 'JOURNAL'],
    ['move', '--units', 'us-27aib-rifles#1@J3', '--journal', 'JOURNAL', '--turn', '1'],
    ['fire', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--fill', '--seed', 'copy'],
    // Fire as a declared salvo (kind: salvo) with the game's check hook: losses and the fire portion in the journal,
    // a second salvo from a sector that has fired refused, return fire, Russian and --json.
    ['fire', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--hit-dice', '3,3', '--journal', 'JOURNAL'],
    ['fire', '--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-mg#1@L16', '--dice', '1,1', '--journal', 'JOURNAL'],
    ['fire', '--firer', 'us-27aib-mg#1@L16', '--target', 'de-11pz-pz4#1@L18', '--return-fire', '--dice', '6,6'],
    [
      'fire',
      '--firer',
      'us-27aib-mg#1@L16',
      '--target',
      'de-11pz-pz4#1@L18',
      '--dice',
      '6,1',
      '--json',
      '--lang',
      'ru',
    ],
    ['fire', '--help'],
    ['bridge', '--turn', '4', '--roll', '2', '--journal', 'JOURNAL'],
    ['drop', '--turn', '8', '--dice', '3,4'],
    ['labour', '--site', 'B9', '--damage', '2', '--dice', '6,5', '--journal', 'JOURNAL'],
    ['victory', '--journal', 'JOURNAL'],
    // Options and help come from the hook entries' declarations in rules.yaml, copied with the game.
    ['morale', '--help'],
    ['labour', '--help'],
  ],
  'death-of-a-division': [
    ['fire', '--position', DOAD_POSITION, '--firer', 'us-18-cav-a', '--target', 'de-294-vgr', '--dice', '6,2,6'],
    ['supply', '--position', DOAD_POSITION],
    ['surprise', '--area', 'auw', '--turn', '1', '--seed', 'copy'],
    // Movement from rules.yaml: refused alike (rules 5; 3, 8).
    ['overrun', '--position', DOAD_CONTESTED, '--movers', 'de-294-vgr', '--into', 'krewinkel'],
    // The parting shots are the declared pool the engine rolls: two hits on three movers wait for their owner.
    [
      'overrun',
      ...['--movers', 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim', '--into', 'krewinkel'],
      ...['--defenders', 'us-18-cav-c@krewinkel', '--roll', '5', '--parting-dice', '6,6', '--journal', 'JOURNAL'],
    ],
    ['fire', '--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--turn', '3', '--preview'],
    ['fire', '--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--turn', '4', '--preview'],
    ['arrival', '--unit', 'us-14-tank,us-27-aib', '--dice', '1,6', '--turn', '2'],
    ['victory', '--taken-on', '5'],
    ['move', '--position', DOAD_POSITION, '--units', 'us-589-fa@andler'],
    ['arrival', '--help'],
    ['overrun', '--help'],
  ],
  nordwind: [
    ['combat', ...NORDWIND_SECTION_L, '--preview'],
    ['combat', '--area', 'lemberg', '--attacker', '2', '--defender', '1', '--from', 'north', '--rolls', '7'],
    ['victory', '--journal', 'JOURNAL'],
    // Victory (I) as rules.yaml declares it: each way, the gap's option, the journal's exits read back.
    ['victory', '--exited', '9', '--exactly-nine', 'none', '--german-holds', 'lemberg', '--journal', 'JOURNAL'],
    ['victory', '--german-holds', 'strasbourg', '--journal', 'JOURNAL', '--json'],
    ['victory', '--help'],
    ['move', '--units', 'us-397-inf@siersthal', '--areas', '2', '--turn', '1'],
    ['hand', '--side', 'allied', '--set', 'artillery-support,movement-1', '--turn', '2', '--journal', 'JOURNAL'],
    ['hand', '--help'],
    ['replace', '--help'],
  ],
};

/** The game's id as a word of its own: not inside a unit's id, a file name or a path. */
// Not a message key the journal keeps ("veritable.sequence.kept"): a key names the hooks module, not the game.
const ownId = (game: string) => new RegExp(`(?<![\\w/.-])${game}(?![\\w/-]|\\.\\w)`, 'g');

/** A copy of data/<game> as <game>-copy, with the rules.yaml that names the game's hooks. */
function copyWithHooks(game: string): string {
  const dir = join(root, `${game}-copy`);
  copyGame(join('data', game), dir);
  return dir;
}

describe('a copy of a bundled game under a new id plays exactly as the original', () => {
  for (const [game, plays] of Object.entries(PLAYS))
    it(`${game}: every procedure, through the rule hooks its rules.yaml names`, async () => {
      const copy = copyWithHooks(game);
      expect((await runCli('validate', copy)).code).toBe(0);
      let played = 0;
      for (const [verb, ...args] of plays) {
        const journal = (who: string) => join(root, `${game}-${who}.json`);
        const run = (where: string, who: string) =>
          runCli(...verb.split(' '), where, ...args.map((a) => (a === 'JOURNAL' ? journal(who) : a)));
        const original = await run(game, 'a');
        const copied = await run(copy, 'b');
        // The copy names its own id wherever the original names its id (command lines, --json, the journal's
        // commands), so ids are not normalised: only the original's journal path and the copy's folder are.
        const asCopy = (t: string) => t.split(journal('a')).join(journal('b')).replace(ownId(game), `${game}-copy`);
        // Help is wrapped to the terminal's width, so a longer folder name may move a line break: words compared.
        const wrap = (t: string) => (args.includes('--help') ? t.replace(/\s+/g, ' ') : t);
        const folder = (t: string) => wrap(t.split(copy).join(`${game}-copy`));
        expect(
          { code: copied.code, out: folder(copied.out), err: folder(copied.err) },
          `${verb} ${args.join(' ')}`,
        ).toEqual({ code: original.code, out: wrap(asCopy(original.out)), err: wrap(asCopy(original.err)) });
        if (args.includes('JOURNAL')) {
          // The clock's times are the only thing two runs may not share.
          const read = (f: string) =>
            (existsSync(f) ? readFileSync(f, 'utf8') : '').replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"TIME"');
          expect(folder(read(journal('b'))), `${verb}: the journal`).toBe(asCopy(read(journal('a'))));
        }
        if (original.code === 0 && original.out) played++;
      }
      // Not errors compared with errors: the plays resolve, but for the refusals played on purpose.
      expect(played).toBeGreaterThanOrEqual(plays.length - 1 - (REFUSALS[game] ?? 0));
    });
});

describe('the copies above play every procedure their game declares', () => {
  for (const [game, plays] of Object.entries(PLAYS))
    it(`${game}: each procedure of its rules.yaml is among the plays compared`, () => {
      const ids = loadScenario(join('data', game)).rules!.procedures.map((p) => p.id);
      const verbs = new Set(plays.map(([verb]) => verb.split(' ')[0]));
      expect(ids.filter((id) => !verbs.has(id))).toEqual([]);
    });
});

describe('rule hooks at validate', () => {
  it('a hook rules.yaml names that the code lacks is refused at its line, with did you mean', async () => {
    const dir = join(root, 'bad-hook');
    copyGame('data/veritable', dir);
    writeFileSync(
      join(dir, 'rules.yaml'),
      'rules:\n  sequence:\n    phases:\n      - { id: c, name: Combat, side: allied, procedures: [combat] }\n' +
        '  procedures:\n    - { id: combat, kind: hook, hook: veritable.combatt }\n',
    );
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:6:\d+: rules\.procedures\[0\]\.hook: /);
    expect(r.err).toContain('no rule hook "veritable.combatt" (did you mean "veritable.combat"?)');
  });

  it('a victory item hook misspelt in a copy of Remagen is refused at its line, with did you mean', async () => {
    const dir = join(root, 'bad-item-hook');
    copyGame('data/remagen', dir);
    const rules = join(dir, 'rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('hook: remagen.bridges', 'hook: remagen.bridgez'));
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.objectives\.counts\[0\]\.hook: /);
    expect(r.err).toContain('no victory item hook "remagen.bridgez" (did you mean "remagen.bridges"?)');
  });
});

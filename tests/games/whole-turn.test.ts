import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A whole turn of each bundled game played through the CLI from one journal (issue #22): set-up, movement as the
// referee has it, combat, supply, the end of the turn and victory, with machine dice from one seed; then
// `journal replay` draws every one of them again. Each script is a list of steps, so a step (a movement
// command, a new phase) is added by adding a line. JOURNAL and POSITION stand for files in the test's folder.

interface Step {
  args: string[];
  /** Text the output must hold, when the step's result is part of what the script shows. */
  says?: string;
}

const DOAD_POSITION = [
  'units:',
  '  - "us-422-inf@schnee-eifel"',
  '  - "us-424-inf@winterspelt"',
  '  - "us-589-fa@auw"',
  '  - "us-18-cav-a@roth-kobscheid"',
  '  - "us-168-engr@st-vith"',
  '  - "de-294-vgr@roth-kobscheid"',
  '  - "de-295-vgr@auw"',
  '  - "de-293-vgr@oberlascheid"',
  '  - "de-164-vgr@winterspelt"',
  '',
].join('\n');

const REMAGEN_POSITION = [
  'units:',
  '  - "us-27aib-rifles#1@L16"',
  '  - "us-27aib-mg#1@L16"',
  '  - "de-11pz-pz4#1@L18"',
  '  - "de-11pz-armored-cars#1@L18"',
  '',
].join('\n');

const step = (says: string | undefined, ...args: string[]): Step => ({ args, says });

const SCRIPTS: Record<string, Step[]> = {
  veritable: [
    step('The set-up is legal', 'setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml'),
    step('Turn 1', 'air', 'veritable', '--turn', '1'),
    step('the Allied player turn', 'sequence', 'veritable', '--side', 'allied', '--order', 'move-attack'),
    step('152-bde: E8 → E9', 'move', 'veritable', '--units', '152-bde@E9'),
    step(
      'Waiting for a choice',
      'combat',
      'veritable',
      '--attacker',
      '71-bde@E7,158-bde@E7',
      '--defender',
      'outpost-2@F7',
      '--seed',
      'whole-turn',
    ),
    step('Waiting for a choice (6.5.4)', 'combat', 'veritable', '--choose', '71-bde=D7,158-bde=D7'),
    step('158-bde advances into F7 (6.5.4)', 'combat', 'veritable', '--choose', '158-bde'),
    step('supplied via', 'supply', 'veritable'),
    step('the German player turn', 'sequence', 'veritable', '--side', 'german', '--order', 'move-attack'),
    step('supplied via', 'supply', 'veritable', '--side', 'german'),
    step('German victory (9.2)', 'victory', 'veritable'),
  ],
  remagen: [
    step(
      'Dice: 1d6',
      'labour',
      'remagen',
      '--site',
      'pontoon-north',
      '--engineers',
      'us-9engr#1@B8',
      '--turn',
      '4',
      '--seed',
      'whole-turn',
    ),
    step(
      'us-27aib-rifles#1: L16 → L17, 1 of 2 (Movement)',
      'move',
      'remagen',
      '--position',
      'REMAGEN_POSITION',
      '--units',
      'us-27aib-rifles#1@L17',
    ),
    step(undefined, 'fire', 'remagen', '--firer', 'us-27aib-mg#1@L16', '--target', 'de-11pz-pz4#1@L18'),
    step(
      undefined,
      'fire',
      'remagen',
      '--firer',
      'de-11pz-armored-cars#1@L18',
      '--target',
      'us-27aib-mg#1@L16',
      '--return-fire',
    ),
    step(
      'Result',
      'morale',
      'remagen',
      '--attacker',
      'us-27aib-rifles#1@L17',
      '--defender',
      'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18',
    ),
    step('Turn 4: the column German turns 4–5', 'bridge', 'remagen'),
    step(undefined, 'fire', 'remagen', '--firer', 'de-11pz-pz4#2@M17', '--target', 'us-27aib-rifles#2@L16'),
    step('Result', 'morale', 'remagen', '--attacker', 'de-11pz-pz4#2@M17', '--defender', 'us-27aib-rifles#3@L16'),
    step('US points', 'victory', 'remagen'),
  ],
  'death-of-a-division': [
    // German supply comes before Surprise in the turn (3): the engine refuses the other order.
    step('4 of 4 units in supply', 'supply', 'death-of-a-division', '--position', 'POSITION', '--side', 'german'),
    step('Dice', 'surprise', 'death-of-a-division', '--area', 'auw,winterspelt', '--turn', '1', '--seed', 'whole-turn'),
    step(
      'Dice',
      'fire',
      'death-of-a-division',
      '--position',
      'POSITION',
      '--firer',
      'us-18-cav-a',
      '--target',
      'de-294-vgr',
    ),
    step('OUT OF SUPPLY', 'supply', 'death-of-a-division', '--position', 'POSITION', '--side', 'us'),
    step(
      'us-168-engr: st-vith → wallerode, 1 of 1 (5)',
      'move',
      'death-of-a-division',
      '--position',
      'POSITION',
      '--units',
      'us-168-engr@wallerode',
    ),
    step(undefined, 'victory', 'death-of-a-division', '--position', 'POSITION'),
    // Rule 1 judged on the board the journal has seen since the move, with no position file given.
    step('Sole possession: St. Vith', 'victory', 'death-of-a-division', '--taken-on', '1'),
  ],
  nordwind: [
    step(
      'german hand, turn 1: 10 cards',
      'hand',
      'nordwind',
      '--side',
      'german',
      '--turn',
      '1',
      '--set',
      'movement-2,movement-2,movement-3,artillery-support,air-support-german,heroic-stand,military-intel,' +
        'snowstorm,withdraw,movement-1',
    ),
    step(
      'allied hand, turn 1: 7 cards',
      'hand',
      'nordwind',
      '--side',
      'allied',
      '--set',
      'movement-1,movement-2,artillery-support,air-support-allied,heroic-stand,withdraw,strategic-movement',
    ),
    step(undefined, 'hand', 'nordwind', '--side', 'german', '--play', 'movement-2'),
    step(
      'it stops there (G: stop on entering enemy)',
      'move',
      'nordwind',
      '--units',
      'ss-pzgren-37@rimling,ss-pzgren-38@rimling,ss-pz-abt-17@rimling,gr-87@rimling',
      '--areas',
      '2',
    ),
    step(
      'battle in',
      'combat',
      'nordwind',
      '--area',
      'rimling',
      '--attacker',
      'ss-pzgren-37,ss-pzgren-38,ss-pz-abt-17,gr-87',
      '--defender',
      'us-397-inf,us-71-inf',
      '--attacker-cards',
      'artillery',
      '--heroic-stand',
      'none',
      '--seed',
      'whole-turn',
    ),
    step('Snowstorm: in effect in turn 2', 'hand', 'nordwind', '--side', 'german', '--play', 'snowstorm'),
    step('of at most', 'hand', 'nordwind', '--side', 'german', '--discard', 'withdraw', '--draw', 'movement-1'),
    step('German', 'victory', 'nordwind'),
  ],
};

describe('a whole turn of each bundled game, from a journal, replayed from its seed', () => {
  for (const [game, script] of Object.entries(SCRIPTS))
    it(`${game}: every step is accepted, and journal replay reproduces every machine die`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'whole-turn-'));
      try {
        const files: Record<string, string> = {
          JOURNAL: join(dir, 'game.json'),
          POSITION: join(dir, 'position.yaml'),
          REMAGEN_POSITION: join(dir, 'remagen.yaml'),
        };
        writeFileSync(files.POSITION, DOAD_POSITION);
        writeFileSync(files.REMAGEN_POSITION, REMAGEN_POSITION);
        for (const s of script) {
          const r = await runCli(...s.args.map((a) => files[a] ?? a), '--journal', files.JOURNAL);
          expect(r.code, `${s.args.join(' ')}: ${r.err}`).toBe(0);
          if (s.says) expect(r.out, s.args.join(' ')).toContain(s.says);
        }
        const j = JSON.parse(readFileSync(files.JOURNAL, 'utf8'));
        expect(j.pending).toBeUndefined();
        expect(j.entries.some((e: { rolls: { entered: boolean }[] }) => e.rolls.some((x) => !x.entered))).toBe(true);
        const replay = await runCli('journal', 'replay', files.JOURNAL);
        expect(replay.code, replay.err).toBe(0);
        expect(replay.out).toContain('from seed "whole-turn"');
        expect(replay.out).toContain('Every machine die reproduces');
        const shown = await runCli('journal', 'show', files.JOURNAL);
        expect(shown.code).toBe(0);
        expect(shown.out.split('\n')[1]).toMatch(/^Turn \d/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
});

import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Optional Night Move: "Turns 3, 6, 9, 12, and 15 are NIGHT MOVES during which the Fire portion of the turn is
// omitted. Regular Combat will take place, however." The turn track marks the night turns; the option is on by
// default. The refusal is keyed and cites the section; nothing is written to the journal.
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-night-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16';
const fire = (turn: string, ...more: string[]) =>
  runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--turn', turn, '--seed', 'n', ...more);

describe('Remagen, Optional Night Move: no fire portion at night', () => {
  it('Optional Night Move: fire on turns 3, 6, 9, 12 and 15 is refused, citing the section', async () => {
    for (const turn of ['3', '6', '9', '12', '15']) {
      const journal = join(dir, `night-${turn}.json`);
      const r = await fire(turn, '--journal', journal);
      expect(r.code, turn).toBe(1);
      expect(r.err).toContain(
        `turn ${turn} is a night turn: the Fire portion of the turn is omitted, at units and at bridges alike; ` +
          'combat by morale goes on (Optional Night Move: on turns 3, 6, 9, 12 and 15 the Fire portion is omitted)',
      );
      expect(r.err).not.toContain('    at ');
      expect(existsSync(journal)).toBe(false);
    }
  });

  it('Optional Night Move: a day turn fires; with the option off, a night-track turn fires too', async () => {
    const day = await fire('4');
    expect(day.code, day.err).toBe(0);
    const off = await fire('3', '--night-moves', 'off');
    expect(off.code, off.err).toBe(0);
  });

  it('Optional Night Move, Engineers: fire at a pontoon bridge is refused at night as well', async () => {
    const r = await runCli('labour', 'remagen', '--site', 'B9', '--lu', '20', '--damage', '2', '--turn', '6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('turn 6 is a night turn: the Fire portion of the turn is omitted');
    const day = await runCli('labour', 'remagen', '--site', 'B9', '--lu', '20', '--damage', '2', '--turn', '5');
    expect(day.code, day.err).toBe(0);
  });

  it('Optional Night Move: combat by morale is not omitted at night', async () => {
    const r = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-27aib-rifles#1@L17',
      '--roll',
      '4',
      '--turn',
      '3',
    );
    expect(r.code, r.err).toBe(0);
  });
});

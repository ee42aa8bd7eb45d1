import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Optional rule 10 in movement (issue #22): a unit that stood a whole turn is dug in, and leaves a contested
// area without the hit rule 5 asks; one that moved last turn, or artillery, pays it. Judged from the journal.
const D = 'death-of-a-division';
const dir = mkdtempSync(join(tmpdir(), 'sandtable-doad-dug-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const play = async (name: string, option: string[]) => {
  const journal = join(dir, `${name}.json`);
  const at = join(dir, `${name}.yaml`);
  writeFileSync(
    at,
    'units:\n' +
      ['de-294-vgr@krewinkel', 'us-18-cav-a@krewinkel', 'de-293-vgr@olzheim', 'us-589-fa@auw', 'de-295-vgr@auw']
        .map((l) => `  - "${l}"\n`)
        .join(''),
  );
  // Turn 1: de-293-vgr moves; de-294-vgr stands in Krewinkel the whole turn.
  const first = await runCli('move', D, '--units', 'de-293-vgr@hallschlag', '--position', at, '--journal', journal);
  expect(first.code, first.err).toBe(0);
  const j = JSON.parse(readFileSync(journal, 'utf8'));
  j.entries[0].turn = 1;
  writeFileSync(journal, JSON.stringify(j));
  return (units: string) => runCli('move', D, '--units', units, '--journal', journal, '--turn', '2', ...option);
};

describe('rule 10 (optional): fortifications in movement', () => {
  it('10: a unit that stood the whole last turn leaves a contested area without the hit', async () => {
    const move = await play('dug', ['--option', 'fortifications=on']);
    const r = await move('de-294-vgr@losheim');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'de-294-vgr is dug in at krewinkel (it did not move in turn 1): it leaves without the hit (10)',
    );
    expect(r.out).not.toContain('hit(s)');
    // The move's own line comes first, then the line saying why it costs no hit.
    const lines = r.out.split('\n');
    const own = lines.findIndex((l) => l.includes('de-294-vgr: krewinkel → losheim'));
    const why = lines.findIndex((l) => l.includes('de-294-vgr is dug in'));
    expect(own, r.out).toBeGreaterThanOrEqual(0);
    expect(why).toBe(own + 1);
    expect(JSON.parse(readFileSync(join(dir, 'dug.json'), 'utf8')).state.hits?.['de-294-vgr']).toBeUndefined();
  });

  it('5, 10: without the option, or for artillery, the hit is taken', async () => {
    const plain = await (await play('plain', []))('de-294-vgr@losheim');
    expect(plain.code, plain.err).toBe(0);
    expect(plain.out).toContain('de-294-vgr leaves krewinkel, which holds enemy units: 1 hit(s)');
    const guns = await (await play('guns', ['--option', 'fortifications=on']))('us-589-fa@oberlascheid');
    expect(guns.code, guns.err).toBe(0);
    expect(guns.out).toContain('us-589-fa leaves auw, which holds enemy units: 1 hit(s)');
    expect(guns.out).not.toContain('dug in');
  });
});

import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Pontoon bridges in movement (issue #22). Movement, Bridges: "A PONTOON BRIDGE also consists of two sectors, but
// motorized units crossing a PONTOON BRIDGE reduce their speed by one Movement Factor." Engineers: "30 LUs are
// necessary to complete a Pontoon Bridge"; "A Pontoon Bridge cannot be used for traffic in the turn during which it
// is completed"; a completed bridge brought to zero is destroyed. The journal's labour state says which stand.
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-pontoons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const position = (name: string, lines: string[]) => {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - "${l}"\n`).join('')}`);
  return file;
};
// The north site: bridgeheads B8 (west, open ground, where the tanks stand; the infantry is in A8) and B11 (east,
// Unkel's buildings); bridge sectors B9, B10.
const at = position('north', [
  'us-27aib-rifles#1@A8',
  'us-14tk-pershings#1@B8',
  'us-14tk-shermans-a#1@B8',
  'de-11pz-pz4#1@L18',
]);
/** A journal whose labour state holds the north bridge as given, the units standing as in `at`. */
const journal = async (name: string, north?: Record<string, unknown>) => {
  const file = join(dir, `${name}.json`);
  // A first move writes the journal with everyone's place; then the labour state is set as the labour left it.
  const first = await runCli('move', 'remagen', '--units', 'de-11pz-pz4#1@L17', '--position', at, '--journal', file);
  expect(first.code, first.err).toBe(0);
  const j = JSON.parse(readFileSync(file, 'utf8'));
  j.state = {
    ...j.state,
    moved: { units: {} },
    thisTurn: undefined,
    pontoons: north ? { 'pontoon-north': north } : {},
  };
  writeFileSync(file, JSON.stringify(j));
  return (units: string, turn: string) =>
    runCli('move', 'remagen', '--units', units, '--journal', file, '--turn', turn);
};

describe('Remagen: pontoon bridges in movement', () => {
  it('Engineers: a pontoon site carries no traffic until 30 labour units complete its bridge', async () => {
    const move = await journal('unbuilt', { lu: 24, completed: false });
    const r = await move('us-27aib-rifles#1@B9', '4');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'us-27aib-rifles#1 may not cross at Pontoon site north of the railway bridge (Unkel) (B9, B10): ' +
        'its pontoon bridge stands at 24 of 30 labour units ' +
        '(Engineers: 30 Labour Units complete a Pontoon Bridge; until then it carries no traffic)',
    );
    const none = await (await journal('none'))('us-27aib-rifles#1@B9', '4');
    expect(none.code).toBe(1);
    expect(none.err).toContain('its pontoon bridge stands at 0 of 30 labour units');
  });

  it('Engineers: a pontoon bridge carries no traffic in the turn it is completed, but the next', async () => {
    const move = await journal('new', { lu: 30, completed: true, completedOnTurn: 4 });
    const same = await move('us-27aib-rifles#1@B9', '4');
    expect(same.code).toBe(1);
    expect(same.err).toContain(
      'its pontoon bridge was completed this turn, 4 ' +
        '(Engineers: a Pontoon Bridge cannot be used for traffic in the turn during which it is completed)',
    );
    const next = await move('us-27aib-rifles#1@B9', '5');
    expect(next.code, next.err).toBe(0);
    expect(next.out).toContain('us-27aib-rifles#1: A8 → B8 → B9, 2 of 2 (Movement)');
    expect(next.out).not.toContain('motorized');
  });

  it('Movement, Bridges: a motorized unit loses one movement factor on a pontoon bridge; a note follows', async () => {
    const move = await journal('slow', { lu: 27, completed: true, completedOnTurn: 3 });
    // A Pershing (3): B8 → B9 → B10 is 2 sectors and the pontoon's 1; on to B11 would be 4.
    const far = await move('us-14tk-pershings#1@B11', '5');
    expect(far.code).toBe(1);
    expect(far.err).toContain('costs 4');
    const r = await move('us-14tk-pershings#1@B10', '5');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    const own = lines.findIndex((l) => l.includes('us-14tk-pershings#1: B8 → B9 → B10, 3 of 3 (Movement)'));
    expect(own, r.out).toBeGreaterThanOrEqual(0);
    expect(lines[own + 1]).toContain(
      'us-14tk-pershings#1 is motorized: the pontoon bridge at Pontoon site north of the railway bridge (Unkel) ' +
        'costs it one movement factor more (Movement, Bridges: motorized units crossing a Pontoon Bridge',
    );
    // A Sherman (4) crosses all the way: 3 sectors and the pontoon's 1.
    const sherman = await move('us-14tk-shermans-a#1@B11', '5');
    expect(sherman.code, sherman.err).toBe(0);
    expect(sherman.out).toContain('us-14tk-shermans-a#1: B8 → B9 → B10 → B11, 4 of 4 (Movement)');
  });

  it('Engineers: a bridge destroyed by fire (back to nothing) carries no traffic', async () => {
    const move = await journal('destroyed', { lu: 0, completed: false });
    const r = await move('us-27aib-rifles#1@B9', '6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('its pontoon bridge stands at 0 of 30 labour units');
  });
});

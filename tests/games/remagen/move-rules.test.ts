import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Remagen's own rules on a move (its `movement.check` hook, issue #22), read from the journal's state: ENGAGED
// sectors hold their units, the fallen Ludendorff Bridge carries nobody, and the day slows the Germans.
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const position = (name: string, lines: string[]) => {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - "${l}"\n`).join('')}`);
  return file;
};
const move = (journal: string, turn: string, units: string, ...more: string[]) =>
  runCli('move', 'remagen', '--units', units, '--journal', join(dir, journal), '--turn', turn, ...more);
/** Sets keys of the journal's state, as the morale and bridge procedures leave them. */
const setState = (journal: string, state: Record<string, unknown>) => {
  const file = join(dir, journal);
  const j = JSON.parse(readFileSync(file, 'utf8'));
  j.state = { ...j.state, ...state };
  writeFileSync(file, JSON.stringify(j));
};

describe('Remagen: the journal’s state in movement', () => {
  it('Morale Chart, ENGAGED: no unit moves out of an engaged sector; others move, and may come in', async () => {
    const at = position('engaged', ['us-27aib-rifles#1@K5', 'us-27aib-rifles#2@K3', 'de-11pz-pz4#1@L18']);
    const first = await move('engaged.json', '1', 'us-27aib-rifles#2@K4', '--position', at);
    expect(first.code, first.err).toBe(0);
    setState('engaged.json', { engaged: [{ sector: 'K5', turn: 1 }] });
    const out = await move('engaged.json', '2', 'us-27aib-rifles#1@K6');
    expect(out.code).toBe(1);
    expect(out.err).toContain(
      'us-27aib-rifles#1 stands in K5, engaged since turn 1: no unit moves out of an engaged sector ' +
        '(Morale Chart, ENGAGED: no unit moves out of the engaged sectors)',
    );
    const reinforce = await move('engaged.json', '2', 'us-27aib-rifles#2@K5');
    expect(reinforce.code, reinforce.err).toBe(0);
    const kept = JSON.parse(readFileSync(join(dir, 'engaged.json'), 'utf8')).state.positions;
    expect(kept['us-27aib-rifles#1']).toBe('K5');
  });

  it('Ludendorff RR Bridge: once it has collapsed, no unit crosses it', async () => {
    const at = position('fallen', ['us-27aib-rifles#1@J6', 'us-27aib-rifles#2@J5', 'de-11pz-pz4#1@L18']);
    const first = await move('fallen.json', '4', 'us-27aib-rifles#2@J4', '--position', at);
    expect(first.code, first.err).toBe(0);
    const standing = await runCli('move', 'remagen', '--units', 'us-27aib-rifles#1@K8', '--position', at);
    expect(standing.code, standing.err).toBe(0);
    setState('fallen.json', { ludendorff: { collapsed: true, turn: 5 } });
    const over = await move('fallen.json', '5', 'us-27aib-rifles#1@K8');
    expect(over.code).toBe(1);
    expect(over.err).toContain(
      'us-27aib-rifles#1 may not cross the Ludendorff Bridge (K8, K9): it collapsed on turn 5 ' +
        '(Ludendorff RR Bridge: at the moment it collapses, it is gone)',
    );
  });

  it('Optional Night Move: by day a German unit moves one sector less; at night in full', async () => {
    // A German armoured car (5 sectors) on the open ground of column 17, far from the US.
    const at = position('day', ['de-11pz-armored-cars#1@E17', 'us-27aib-rifles#1@B5']);
    const day = await move('day.json', '2', 'de-11pz-armored-cars#1@J17', '--position', at);
    expect(day.code).toBe(1);
    expect(day.err).toContain(
      'de-11pz-armored-cars#1 moves 5 of its 5 by day: a German unit moves one sector less by day, at least one, ' +
        'except into woods or mountains (Optional Night Move: by day German Movement Factors are one less',
    );
    const four = await move('day.json', '2', 'de-11pz-armored-cars#1@I17', '--position', at);
    expect(four.code, four.err).toBe(0);
    const night = await move('night.json', '3', 'de-11pz-armored-cars#1@J17', '--position', at);
    expect(night.code, night.err).toBe(0);
    const off = await move(
      'off.json',
      '2',
      'de-11pz-armored-cars#1@J17',
      '--position',
      at,
      '--option',
      'night-moves=off',
    );
    expect(off.code, off.err).toBe(0);
  });
});

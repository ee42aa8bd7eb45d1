import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, copyGame } from '../../helpers/broken-copy.js';

// 6.2: Veritable's movement is rules.yaml's `move` (kind: move), run by the engine; Veritable's journal is read and
// written by its `kept` hook. The same commands on the game and on a copy under a new id answer the same.

const dir = mkdtempSync(join(tmpdir(), 'sandtable-veritable-move-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const copy = join(dir, 'reichswald');
copyGame('data/veritable', copy);

/** A journal at the Allied player turn of turn 1 (move-attack), for `game`. */
async function turnOne(game: string, name: string): Promise<string> {
  const j = join(dir, name);
  const steps = [
    ['setup', 'check', game, '--position', 'data/veritable/examples/setup.yaml'],
    ['air', game, '--turn', '1'],
    ['sequence', game, '--side', 'allied', '--order', 'move-attack'],
  ];
  for (const a of steps) {
    const r = await runCli(...a, '--journal', j);
    expect(r.code, r.err).toBe(0);
  }
  return j;
}

describe('6.2: movement is the engine’s declared move, Veritable’s journal kept by its hook', () => {
  it('6.2: a move reports its path and cost under the turn’s title; --preview writes nothing', async () => {
    const j = await turnOne('veritable', 'a.json');
    const before = readFileSync(j, 'utf8');
    const seen = await runCli('move', 'veritable', '--units', '152-bde@E9', '--journal', j, '--preview');
    expect(seen.code, seen.err).toBe(0);
    expect(seen.out).toContain('Operation: Veritable: movement, turn 1 (preview: nothing written)');
    expect(readFileSync(j, 'utf8')).toBe(before);
    const r = await runCli('move', 'veritable', '--units', '152-bde@E9', '--journal', j);
    expect(r.out.trim().split('\n')).toEqual([
      'Operation: Veritable: movement, turn 1',
      '  152-bde: E8 → E9, 3 of 4 (6.2)',
      '  Movement points, paths and zones of control checked against the terrain chart (6.2, 6.4, 6.2.1)',
    ]);
    const kept = JSON.parse(readFileSync(j, 'utf8'));
    expect(kept.state.veritable.units['152-bde']).toEqual({ status: 'map', at: 'E9' });
    expect(kept.state.veritable.activity.spent['152-bde']).toEqual({ points: 3, zoc: true });
    expect(kept.entries.at(-1)).toMatchObject({ command: 'move', inputs: { units: ['152-bde@E9'], exit: [] } });
    // Its points are spent for the turn (6.2): 1 is left.
    const again = await runCli('move', 'veritable', '--units', '152-bde@E8', '--journal', j);
    expect(again.err).toMatch(/152-bde cannot reach E8 from E9: .* it has 1 \(6\.2\)/);
  });

  it('6.2: --lang ru reports the move in Russian (the game’s own command took no --lang)', async () => {
    const j = await turnOne('veritable', 'ru.json');
    const r = await runCli('move', 'veritable', '--units', '71-bde@E8', '--journal', j, '--lang', 'ru');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('движение, ход 1');
    // E8 as the map prints it in both languages (the Russian copy's 0508 is read, not printed).
    expect(r.out).toContain('71-bde: E7 → E8');
    expect(r.out).toMatch(/E8: .*проверяется в конце хода, тогда лишние уничтожаются/);
  });

  it('6.2, 9.1: a copy under a new id moves, refuses and exits exactly as the original', async () => {
    const runs = [
      ['--units', '44-bde@D5'],
      ['--units', '44-bde@K4'],
      ['--units', 'outpost-1@F3'],
      ['--exit', '46-bde'],
      ['--units', '71-bde@E8', '--json'],
    ];
    for (const [game, name] of [
      ['veritable', 'v'],
      [copy, 'c'],
    ]) {
      const j = await turnOne(game, `${name}.json`);
      const said: string[] = [];
      for (const a of runs) {
        const r = await runCli('move', game, ...a, '--journal', j);
        said.push(`${r.code}\n${r.out}\n${r.err}`.replaceAll(j, 'JOURNAL').replaceAll('veritable-copy', 'veritable'));
      }
      writeFileSync(join(dir, `${name}.txt`), said.join('\n---\n'));
    }
    expect(readFileSync(join(dir, 'c.txt'), 'utf8')).toBe(readFileSync(join(dir, 'v.txt'), 'utf8'));
    expect(readFileSync(join(dir, 'v.txt'), 'utf8')).toContain('46-bde cannot leave the map here');
  });

  it('6.2, 6.5.3: a move while a combat’s choice waits is refused citing the section once', async () => {
    const j = await turnOne('veritable', 'wait.json');
    const fight = ['--attacker', '158-bde@E7', '--defender', 'outpost-2@F7', '--seed', 'x', '--journal', j];
    expect((await runCli('combat', 'veritable', ...fight)).code).toBe(0);
    const r = await runCli('move', 'veritable', '--units', '160-bde@D7', '--journal', j);
    expect(r.err).toMatch(/a choice is waiting in .*the rest stay \(6\.5\.3\)\. Answer it/);
  });

  it('6.2: validate refuses a move naming a kept hook that does not exist, at its line', async () => {
    const bad = brokenCopy('data/veritable', {
      'rules.yaml': [['hook: veritable.move-kept', 'hook: veritable.move-keep']],
    });
    const r = await runCli('validate', bad);
    cleanup(bad);
    expect(r.code).not.toBe(0);
    const said = `${r.out}${r.err}`;
    expect(said).toMatch(/rules\.yaml:\d+:\d+: .*kept\.hook: no kept move hook "veritable\.move-keep"/);
    expect(said).toContain('did you mean "veritable.move-kept"');
  });
});

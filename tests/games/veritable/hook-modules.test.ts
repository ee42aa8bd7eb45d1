import { describe, it, expect, afterAll } from 'vitest';
import { hookModules } from '../../../src/games/game-hooks.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';
import { runCli } from '../../helpers/run-cli.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A game whose procedures are all run by the engine still has code: its hook points (a combat's `hooks`, a move's
// `kept.hook`) name its hooks module, where its journal's words and each unit's status are found (`units`).

const dirs: string[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'sandtable-hook-modules-'));
afterAll(() => {
  dirs.forEach(cleanup);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the hooks modules a game names', () => {
  it('a combat’s hook points and a kept move name the module, with no rule hook left', () => {
    const dir = declaredCombatCopy();
    dirs.push(dir);
    const s = loadScenario(dir);
    expect(s.rules?.procedures.some((p) => p.kind === 'hook')).toBe(false);
    expect(hookModules(s)).toEqual(['veritable']);
  });

  it('units: each unit’s status from the journal, in the game’s words, where no rule hook is left', async () => {
    const dir = declaredCombatCopy();
    dirs.push(dir);
    const journal = join(scratch, 'units.json');
    const setup = await runCli(
      'setup',
      'check',
      dir,
      '--position',
      'data/veritable/examples/setup.yaml',
      '--journal',
      journal,
    );
    expect(setup.code, setup.err).toBe(0);
    const units = await runCli('units', dir, '--journal', journal);
    expect(units.out).toMatch(/44-bde \| 15th-scottish \| 5-4 \| .* \| on the map, at E5/);
  });
});

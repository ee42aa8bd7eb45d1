import { afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError, type Problem } from '../../src/load/problem.js';

/**
 * Copies a game folder to `dir`. A bundled game's copy gets its own id (`<id>-copy`): a folder of one's own that
 * keeps a bundled id is refused.
 */
export function copyGame(from: string, dir: string): void {
  cpSync(from, dir, { recursive: true });
  if (!/^data[\\/]/.test(from)) return;
  const file = join(dir, 'game.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: ([a-z0-9-]+)/m, 'id: $1-copy'));
}

/** Copies a fixture game to a temp folder and applies text edits, so each test breaks one thing. */
export function brokenCopy(fixture: string, edits: Record<string, [string | RegExp, string][]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-broken-'));
  copyGame(fixture, dir);
  for (const [file, pairs] of Object.entries(edits)) {
    let text = readFileSync(join(dir, file), 'utf8');
    for (const [from, to] of pairs) {
      const next = text.replace(from, to);
      if (next === text) throw new Error(`edit did not apply to ${file}: ${from}`);
      text = next;
    }
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** The problems loading a folder reports; fails the test if it loads. */
export function problemsOf(dir: string): Problem[] {
  try {
    loadScenario(dir);
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  throw new Error(`expected ${dir} to be rejected`);
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies of a game folder with edits to one of its files, each removed after the test file: `copiesOf(game,
 * 'rules.yaml')([[from, to]])` is the copy's folder.
 */
export function copiesOf(folder: string, file: string): (edits: [string | RegExp, string][]) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(cleanup));
  return (edits) => {
    const dir = brokenCopy(folder, { [file]: edits });
    dirs.push(dir);
    return dir;
  };
}

export const MINI_HEX = 'tests/fixtures/mini-hex';
export const MINI_AREA = 'tests/fixtures/mini-area';
export const RULES_HEX = 'tests/fixtures/rules-hex';

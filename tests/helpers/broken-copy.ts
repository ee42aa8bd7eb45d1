import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError, type Problem } from '../../src/load/problem.js';

/** Copies a fixture game to a temp folder and applies text edits, so each test breaks one thing. */
export function brokenCopy(fixture: string, edits: Record<string, [string | RegExp, string][]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-broken-'));
  cpSync(fixture, dir, { recursive: true });
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

export const MINI_HEX = 'tests/fixtures/mini-hex';
export const MINI_AREA = 'tests/fixtures/mini-area';

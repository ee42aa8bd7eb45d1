import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';

/** Runs the CLI in-process and captures what it prints. */
export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['node', 'sandtable', ...args], {
    out: (t) => (out += t.endsWith('\n') ? t : t + '\n'),
    err: (t) => (err += t.endsWith('\n') ? t : t + '\n'),
  });
  return { code, out, err };
}

/** Runs the CLI and expects it to succeed: exit 0, nothing on stderr; what it printed. */
export async function runOk(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  expect(r.err, r.out).toBe('');
  expect(r.code).toBe(0);
  return r.out;
}

/**
 * Runs a game that has no Russian locale under --lang ru: it answers, and its only word on stderr is the note that
 * the game's own words (units, places, charts) stay English.
 */
export async function runOkWithoutLocale(...args: string[]): Promise<string> {
  const r = await runCli(...args);
  expect(r.code, r.err).toBe(0);
  expect(r.err).toMatch(/^sandtable: заметка: у [\w-]+ нет locales\/ru\.yaml: [^\n]*печатаются по-английски[^\n]*\n?$/);
  return r.out;
}

/** Runs the CLI with --json and expects it to succeed; the answer parsed. */
// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own command's answer.
export const runJson = async (...args: string[]): Promise<any> => JSON.parse(await runOk(...args, '--json'));

/** The files of a kit folder as a user lists them: Sandtable's hidden record of what it wrote is not one. */
export function kitFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();
}

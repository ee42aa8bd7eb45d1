import { describe, it, expect, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJournal } from '../../../src/assist/journal/journal.js';
import { runCli } from '../../helpers/run-cli.js';

// Two players typing at once: each command reads the journal and the state, checks the rules and appends, all
// under the journal's lock, so the second waits and then works from the first one's result. Two processes, as
// two terminals are, each running its command on 50 journals in turn, starting together on each.
const WORKER = fileURLToPath(new URL('../../helpers/paired-commands.mjs', import.meta.url));
const SETUP = fileURLToPath(new URL('../../../data/veritable/examples/setup.yaml', import.meta.url));
const PAIRS = 50;

interface Player {
  codes: number[];
  err: string;
}

function player(dir: string, me: string, other: string, command: string[]): Promise<Player> {
  const args = [WORKER, dir, me, other, String(PAIRS), ...command];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', () => resolve({ codes: out ? JSON.parse(out) : [], err }));
  });
}

/** PAIRS copies of a journal in a folder of their own, and the two players' runs over them. */
async function pairs(base: string, a: string[], b: string[]): Promise<{ dir: string; runs: Player[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'journal-pairs-'));
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < PAIRS; i++) copyFileSync(base, join(dir, `journal-${i}`));
  const runs = await Promise.all([player(dir, 'a', 'b', a), player(dir, 'b', 'a', b)]);
  return { dir, runs };
}

const unitAt = (file: string, unit: string) =>
  (readJournal(file, 'veritable').state.veritable as { units: Record<string, { at?: string }> }).units[unit]?.at;

describe('journal transactions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'journal-tx-'));
  const afterSetup = join(dir, 'after-setup');
  const alliedToMove = join(dir, 'allied-to-move');
  beforeAll(async () => {
    expect((await runCli('setup', 'check', 'veritable', '--position', SETUP, '--journal', afterSetup)).code).toBe(0);
    copyFileSync(afterSetup, alliedToMove);
    const seq = ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack', '--journal', alliedToMove];
    expect((await runCli(...seq)).code).toBe(0);
  });

  it(`${PAIRS} pairs of moves at once: 0 lost state updates, every entry kept, no lock left`, async () => {
    // Both within their movement points (6.2, 6.4): E4 → D4 leaves the outposts' zones for 2 of 4.
    const move = (to: string) => ['move', 'veritable', '--units', to, '--journal', '{file}'];
    const { dir, runs } = await pairs(alliedToMove, move('4-cdn-bde@D4'), move('152-bde@F8'));
    expect(runs.map((r) => r.err)).toEqual(['', '']);
    expect(runs.map((r) => r.codes.filter((c) => c === 0).length)).toEqual([PAIRS, PAIRS]);
    let lost = 0;
    for (let i = 0; i < PAIRS; i++) {
      const file = join(dir, `journal-${i}`);
      expect(readJournal(file, 'veritable').entries).toHaveLength(4);
      lost += (unitAt(file, '4-cdn-bde') === 'D4' ? 0 : 1) + (unitAt(file, '152-bde') === 'F8' ? 0 : 1);
    }
    expect(lost).toBe(0);
    expect(readdirSync(dir).filter((f) => !/^(journal|ready)-/.test(f) || f.endsWith('.lock'))).toEqual([]);
  }, 60_000);

  it(`${PAIRS} pairs of sequence choices for one player turn: one accepted, the other refused (6.1)`, async () => {
    const sequence = (order: string) => ['sequence', 'veritable', '--side', 'allied', '--order', order];
    const { dir, runs } = await pairs(
      afterSetup,
      [...sequence('move-attack'), '--journal', '{file}'],
      [...sequence('attack-move'), '--journal', '{file}'],
    );
    const accepted = Array.from({ length: PAIRS }, (_, i) => runs.filter((r) => r.codes[i] === 0).length);
    expect(accepted.filter((n) => n !== 1)).toEqual([]);
    for (const line of runs.flatMap((r) => r.err.split('\n')).filter(Boolean)) expect(line).toMatch(/6\.1/);
    for (let i = 0; i < PAIRS; i++) expect(readJournal(join(dir, `journal-${i}`), 'veritable').entries).toHaveLength(2);
  }, 60_000);
});

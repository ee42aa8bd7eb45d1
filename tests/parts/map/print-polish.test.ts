import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';

interface Manifest {
  printing: {
    mode: string;
    used?: number;
    tiles?: { id: string; used: number }[];
  };
}

const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

async function manifest(game: string, ...flags: string[]): Promise<Manifest> {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-polish-'));
  temps.push(out);
  const r = await runCli('build', game, '--only', 'map', '--format', 'svg', '--out', out, ...flags);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(readFileSync(join(out, 'map.layout.json'), 'utf8')) as Manifest;
}

const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];

describe.each(['letter', 'a4'])('map sheets on %s', (paper) => {
  it.each(GAMES)('%s: no sheet of the map is less than a quarter used', async (game) => {
    const m = await manifest(game, '--paper', paper);
    const used = m.printing.tiles?.map((t) => [t.id, t.used] as const) ?? [['sheet', m.printing.used ?? 1] as const];
    expect(used.length).toBeGreaterThan(0);
    for (const [id, u] of used) expect(u, `${game} ${paper} ${id}`).toBeGreaterThanOrEqual(0.25);
  });
});

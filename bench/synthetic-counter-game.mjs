// A copy of Operation: Veritable with N counters, for timing how counter sheets grow with the counter count.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse, stringify } from 'yaml';

/**
 * Writes the game folder into a new temp folder and returns its path. Veritable's units are repeated, each
 * copy a piece of its own (count 1, a new id), as a bigger game's mix would be; markers are dropped so that the
 * sheet holds exactly n counters. Set-up and the Russian locale are dropped too: both name units by id, and
 * neither changes what a counter sheet costs.
 */
export function syntheticCounterGame(root, n) {
  const src = join(root, 'data/veritable');
  const dir = mkdtempSync(join(tmpdir(), `sandtable-bench-counters-${n}-`));
  cpSync(src, dir, { recursive: true });
  rmSync(join(dir, 'locales'), { recursive: true, force: true });
  const game = parse(readFileSync(join(dir, 'game.yaml'), 'utf8'));
  delete game.locales;
  // A folder of one's own may not claim a bundled game's id.
  game.id = `veritable-counters-${n}`;
  writeFileSync(join(dir, 'game.yaml'), stringify(game));

  const { units: base } = parse(readFileSync(join(src, 'units.yaml'), 'utf8'));
  const units = Array.from({ length: n }, (_, i) => {
    const { setup: _setup, ...u } = base[i % base.length];
    return { ...u, id: `${u.id}-${i}`, count: 1 };
  });
  writeFileSync(join(dir, 'units.yaml'), stringify({ pieceCount: n, units, markers: [] }));
  return dir;
}

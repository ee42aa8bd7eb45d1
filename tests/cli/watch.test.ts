import { describe, it, expect, afterAll } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';

// `build --watch` rebuilds only the parts a saved file touches: units.yaml saved, the counters are drawn again
// and the map is left as it was.
const BIN = resolve('bin/sandtable.js');
const root = mkdtempSync(join(tmpdir(), 'sandtable-watch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build --watch', () => {
  it('rebuilds the counters, not the map, when units.yaml is saved', async () => {
    expect(spawnSync(process.execPath, [BIN, 'new', 'g', '--map', 'hex'], { cwd: root }).status).toBe(0);
    const child = spawn(process.execPath, [BIN, 'build', 'g', '--watch', '--only', 'counters,map', '--format', 'pdf'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const until = async (re: RegExp) => {
      for (let i = 0; i < 300 && !re.test(err); i++) await new Promise((r) => setTimeout(r, 100));
      expect(err).toMatch(re);
    };
    try {
      await until(/watch: watching g/);
      const kit = join(root, 'output/g');
      const before = {
        counters: statSync(join(kit, 'counters.pdf')).mtimeMs,
        map: statSync(join(kit, 'map.pdf')).mtimeMs,
      };
      await new Promise((r) => setTimeout(r, 50));
      appendFileSync(join(root, 'g/units.yaml'), '# a comment\n');
      await until(/watch: units\.yaml saved: rebuilt counters in [\d.]+ s/);
      expect(statSync(join(kit, 'counters.pdf')).mtimeMs).toBeGreaterThan(before.counters);
      expect(statSync(join(kit, 'map.pdf')).mtimeMs).toBe(before.map);
      // Saved as vim and sed -i save, a new file renamed over the old, twice: both saves are heard.
      const units = join(root, 'g/units.yaml');
      for (const n of [1, 2]) {
        const rebuilt = (err.match(/units\.yaml saved: rebuilt counters/g) ?? []).length;
        writeFileSync(join(root, 'g/units.yaml.tmp'), `${readFileSync(units, 'utf8')}# save ${n}\n`);
        renameSync(join(root, 'g/units.yaml.tmp'), units);
        await until(new RegExp(`(units\\.yaml saved: rebuilt counters[^]*){${rebuilt + 1}}`));
      }
      expect(err).not.toMatch(/units\.yaml\.tmp, units\.yaml saved/);
      // A mistake is reported and the watch goes on, the last good kit kept.
      appendFileSync(join(root, 'g/units.yaml'), 'pieceCount: -1\n');
      await until(/watch: units\.yaml saved: not rebuilt; fix it and save again/);
      expect(err).toMatch(/units\.yaml:\d+:\d+: pieceCount/);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGINT');
    }
  }, 60_000);
});

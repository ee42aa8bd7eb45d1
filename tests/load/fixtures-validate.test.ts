import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';

// The fixture games the tests build, roll and play on are valid games: each passes `validate` as a designer's
// would. A fixture meant to be refused says so in its name (`-bad-`), and is refused.

const ROOT = 'tests/fixtures';
const games = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(ROOT, d.name, 'game.yaml')))
  .map((d) => d.name);

describe('the fixture games', () => {
  it('there are fixture games of both kinds: meant to be valid, and meant to be refused', () => {
    expect(games.filter((g) => !g.includes('-bad-')).length).toBeGreaterThan(10);
    expect(games.filter((g) => g.includes('-bad-')).length).toBeGreaterThan(0);
  });

  it.each(games)('%s validates, or is refused if its name says -bad-', async (game) => {
    const r = await runCli('validate', join(ROOT, game));
    if (game.includes('-bad-')) {
      expect(r.code).toBe(1);
      expect(r.err).toContain(`${game}/`);
    } else {
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
    }
  });
});

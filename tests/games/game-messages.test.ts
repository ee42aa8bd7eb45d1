import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gameMessagesEnglish, gameWords } from '../../src/assist/messages.js';
import { gameHooks } from '../../src/games/game-hooks.js';
import { loadGameMessages } from '../../src/games/game-messages.js';

// A kit's check of a locale's words (build and validate warn of Sandtable's words a locale lacks) registers a
// game's own messages by loading its messages.ts alone, not its hooks and the rules engine behind them. That holds
// only while a hooks module registers no message anywhere else: loading the hooks after the messages must add none,
// or a locale's check would miss those words.
const GAMES = join(import.meta.dirname, '../../src/games');
const modules = readdirSync(GAMES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(GAMES, d.name, 'hooks.ts')))
  .map((d) => d.name);

const ownKeys = (module: string) => Object.keys(gameMessagesEnglish()).filter((k) => k.startsWith(`${module}.`));
const ownWords = (module: string, lang: string) =>
  Object.entries(gameWords(lang)).filter(([k]) => k.startsWith(`${module}.`));

describe("a game's messages come from its messages.ts alone", () => {
  it('finds the hooks modules', () => {
    expect(modules.length).toBeGreaterThan(0);
  });

  for (const module of modules)
    it(`${module}: its hooks register no message its messages.ts did not`, async () => {
      await loadGameMessages(module);
      const keys = ownKeys(module);
      const ru = ownWords(module, 'ru');
      expect(keys.length).toBeGreaterThan(0);
      await gameHooks(module);
      expect(ownKeys(module)).toEqual(keys);
      expect(ownWords(module, 'ru')).toEqual(ru);
    });

  it('a module with no messages.ts, or none at all, registers nothing and refuses nothing', async () => {
    const before = Object.keys(gameMessagesEnglish()).length;
    await loadGameMessages('no-such-module');
    await loadGameMessages('../escape');
    expect(Object.keys(gameMessagesEnglish()).length).toBe(before);
  });
});

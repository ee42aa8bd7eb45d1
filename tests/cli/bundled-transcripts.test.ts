import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { DOAD_POSITION, SESSIONS, VERITABLE_POSITION } from '../helpers/bundled-sessions.js';

// Scripted table sessions for the four bundled games, replayed through the CLI and compared byte for byte with
// the English output they gave before the rules model: a refactor of the procedures must not change a word a
// player reads. Dice are entered by hand or seeded, journals live in a temporary folder whose name is masked.
// UPDATE_GOLDEN=1 rewrites the transcripts (only when a change of output is intended).

describe('bundled games: scripted sessions replay byte for byte', () => {
  for (const [game, commands] of Object.entries(SESSIONS))
    it(`${game}: the English output of every command is unchanged`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sandtable-transcript-'));
      try {
        writeFileSync(join(dir, 'position.yaml'), DOAD_POSITION);
        writeFileSync(join(dir, 'veritable.yaml'), VERITABLE_POSITION);
        const files: Record<string, string> = {
          JOURNAL: join(dir, 'journal.json'),
          POSITION: join(dir, 'position.yaml'),
          VPOSITION: join(dir, 'veritable.yaml'),
        };
        let text = '';
        for (const args of commands) {
          const r = await runCli(...args.map((a) => files[a] ?? a));
          text += `$ sandtable ${args.join(' ')}\n[exit ${r.code}]\n${r.out}${r.err ? `[stderr]\n${r.err}` : ''}\n`;
        }
        text = text.split(dir).join('TMP');
        const golden = join(import.meta.dirname, 'transcripts', `${game}.txt`);
        if (process.env.UPDATE_GOLDEN || !existsSync(golden)) writeFileSync(golden, text);
        expect(text).toBe(readFileSync(golden, 'utf8'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
});

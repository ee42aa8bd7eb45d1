// Card decks: the whole deck into sheets, in process and as a cold CLI run (against dist/).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function run() {
  const { loadScenario } = await import(join(root, 'dist/load/load-scenario.js'));
  const { cardsPart } = await import(join(root, 'dist/build/parts/cards.js'));
  const game = existsSync(join(root, 'data/nordwind/cards.yaml')) ? 'data/nordwind' : 'tests/fixtures/cards-deck';
  const s = loadScenario(join(root, game));
  const out = mkdtempSync(join(tmpdir(), 'bench-cards-'));
  const opts = (formats, extra = {}) => ({ paper: 'letter', lang: 'en', formats, outDir: out, extra, progress() {} });
  try {
    const n = s.cards.deck.size;
    return [
      { name: `cards: ${n}-card deck, sheets pdf+svg`, medianMs: await median(() => cardsPart.build(s, opts(['pdf', 'svg'])), 5), targetMs: 3000 },
      { name: `cards: ${n}-card deck, print-on-demand pdf`, medianMs: await median(() => cardsPart.build(s, opts(['pdf'], { cardLayout: 'pod' })), 5), targetMs: 4000 },
      { name: `cards: cold CLI build ${game.split('/').pop()} --only cards`, medianMs: medianCommand([join(root, 'bin/sandtable.js'), 'build', join(root, game), '--only', 'cards', '--out', out], 3, root), targetMs: 5000 },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PNG } from 'pngjs';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';
import { changedPieces, hasPoppler, pieceSprite, piecesOf, textDiff, textGolden } from './kit-values.js';

// The goldens in kits.test.ts exist to catch a wrong printed value. This proves they do: a copy of Veritable with
// one counter's combat factor changed (44th Brigade, 5 to 2) and one counter's NATO symbol changed (46th Brigade,
// infantry to armour) is held against Veritable's references, and both counters, and only they, fail.
const TEXT_REF = join(import.meta.dirname, 'text', 'veritable-counters.txt');
const PIECE_REF = join(import.meta.dirname, 'pieces', 'veritable-counters.png');
const haveRefs = existsSync(TEXT_REF) && existsSync(PIECE_REF);

async function counters(gameDir: string): Promise<{ text: string; changed: string[] }> {
  const out = mkdtempSync(join(tmpdir(), 'golden-sense-'));
  const r = await runCli('build', gameDir, '--only', 'counters', '--format', 'pdf', '--out', out);
  if (r.code !== 0) throw new Error(`build failed: ${r.err}`);
  const all = piecesOf(join(out, 'counters.layout.json'));
  // A copy carries its own id (a bundled id is refused), and the footer names it: the one line that may differ.
  const text = textGolden(join(out, 'counters.pdf'), all).replaceAll('sources veritable-copy"', 'sources veritable"');
  const got = pieceSprite(
    join(out, 'counters.pdf'),
    all.filter((p) => p.key.endsWith('/1')),
  );
  const keys = readFileSync(PIECE_REF.replace(/\.png$/, '.keys.txt'), 'utf8')
    .trim()
    .split('\n');
  const changed = changedPieces(PNG.sync.read(readFileSync(PIECE_REF)), keys, got);
  cleanup(out);
  return { text, changed };
}

describe.skipIf(!hasPoppler || !haveRefs)('the value goldens see one changed factor and one changed symbol', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(cleanup));

  it('an unchanged copy of Veritable matches the references (so the failures below are the edits)', async () => {
    const same = brokenCopy('data/veritable', {});
    dirs.push(same);
    const { text, changed } = await counters(same);
    expect(textDiff(readFileSync(TEXT_REF, 'utf8'), text)).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('a factor 5 to 2 and an infantry symbol to armour each fail, named by the piece', async () => {
    const dir = brokenCopy('data/veritable', {
      'units.yaml': [
        [/(- id: 44-bde[\s\S]*?combat: )5/, '$12'],
        [/(- id: 46-bde[\s\S]*?sidc: SFGPUC)I/, '$1A'],
      ],
    });
    dirs.push(dir);
    const { text, changed } = await counters(dir);
    // Text sees the factor (the printed "5-4" became "2-4" on the 44th's front), not the symbol.
    const diff = textDiff(readFileSync(TEXT_REF, 'utf8'), text);
    expect(diff).toEqual(expect.arrayContaining([expect.stringMatching(/^- .*\[44-bde\/front\/1\] 5-4$/)]));
    expect(diff).toEqual(expect.arrayContaining([expect.stringMatching(/^\+ .*\[44-bde\/front\/1\] 2-4$/)]));
    // Pixels see both, and nothing else.
    const pieces = changed.map((c) => c.split(':')[0]);
    expect(pieces).toContain('44-bde/front/1');
    expect(pieces).toContain('46-bde/front/1');
    expect(pieces.every((p) => /^4[46]-bde\//.test(p!))).toBe(true);
  });
});

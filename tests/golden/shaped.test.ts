import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PNG } from 'pngjs';
import { strFromU8, unzipSync } from 'fflate';
import { runCli } from '../helpers/run-cli.js';
import { changedPieces, hasPoppler, pieceSprite, piecesOf, textDiff, textGolden, writePng } from './kit-values.js';

// issue 23: pieces of their own shape (a 1 × ½ in leader and turn marker) under the same value goldens as the
// bundled kits: every line the counter sheet prints with its place, every piece cut out at 150 dpi, and the
// VASSAL module's pieces with their palette size and the pixels of each face image. A changed factor, a piece
// drawn square again or a face that loses its shape fails here. `npm run golden:update` rewrites them.
const FIXTURE = 'tests/fixtures/shaped-hex';
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const TEXT = join(import.meta.dirname, 'text', 'shaped-hex-counters.txt');
const SPRITE = join(import.meta.dirname, 'pieces', 'shaped-hex-counters.png');
const KEYS = SPRITE.replace(/\.png$/, '.keys.txt');
const MODULE = join(import.meta.dirname, 'text', 'shaped-hex-vassal-pieces.txt');
const FACES = join(import.meta.dirname, 'pieces', 'shaped-hex-vassal-faces.png');

let out = '';
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'golden-shaped-'));
  const r = await runCli('build', FIXTURE, '--only', 'counters,vassal', '--format', 'pdf', '--out', out);
  if (r.code !== 0) throw new Error(`build shaped-hex failed: ${r.err}`);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function compare(file: string, got: string): void {
  if (UPDATE || !existsSync(file)) {
    writeFileSync(file, got);
    if (!UPDATE) expect.fail(`no golden; run npm run golden:update and read ${file}`);
    return;
  }
  const want = readFileSync(file, 'utf8');
  expect(want === got ? [] : textDiff(want, got)).toEqual([]);
}

/** Width and height from a PNG's IHDR. */
function pngSize(png: Uint8Array): [number, number] {
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [v.getUint32(16), v.getUint32(20)];
}

describe.skipIf(!hasPoppler)('golden: pieces of their own shape', () => {
  it('the counter sheet prints every line where and as its golden says', () => {
    const pieces = piecesOf(join(out, 'counters.layout.json'));
    expect(pieces.some((p) => p.key.startsWith('b1/front') && p.width === 72 && p.height === 36)).toBe(true);
    compare(TEXT, textGolden(join(out, 'counters.pdf'), pieces));
  });

  it('every piece, cut out at 150 dpi, matches its reference', () => {
    const pieces = piecesOf(join(out, 'counters.layout.json')).filter((p) => p.key.endsWith('/1'));
    const got = pieceSprite(join(out, 'counters.pdf'), pieces);
    if (UPDATE || !existsSync(SPRITE)) {
      writePng(SPRITE, got.sprite);
      writeFileSync(KEYS, `${got.keys.join('\n')}\n`);
      if (!UPDATE) expect.fail(`no piece reference; run npm run golden:update and look at ${SPRITE}`);
      return;
    }
    const keys = readFileSync(KEYS, 'utf8').trim().split('\n');
    expect(changedPieces(PNG.sync.read(readFileSync(SPRITE)), keys, got)).toEqual([]);
  });

  it('the VASSAL pieces keep their shape: palette size, face images and their pixels', () => {
    const files = unzipSync(readFileSync(join(out, 'shaped-hex.vmod')));
    const xml = strFromU8(files['buildFile.xml']!);
    const rows: string[] = [];
    const seen = new Set<string>();
    const faceImages = new Map<string, PNG>();
    for (const m of xml.matchAll(
      /<VASSAL\.build\.widget\.PieceSlot entryName="([^"]*)"[^>]*width="(\d+)" height="(\d+)">/g,
    )) {
      const [, name, w, h] = m;
      const at = m.index! + m[0].length;
      const body = xml.slice(at, xml.indexOf('</VASSAL.build.widget.PieceSlot>', at));
      // Each face image the piece shows (both faces where it flips), by size and a digest of its pixels.
      const images = [...new Set(body.match(/face-[0-9a-f]{12}\.png/g) ?? [])];
      const faces = images.map((f, i) => {
        const png = PNG.sync.read(Buffer.from(files[`images/${f}`]!));
        faceImages.set(`${name}/${i ? 'back' : 'front'}`, png);
        return `${png.width}x${png.height}`;
      });
      const row = `${name} ${w}x${h} ${faces.join(' ')}`;
      if (!seen.has(row)) rows.push(row);
      seen.add(row);
      // The palette's size is the face's own: a 1 × ½ in leader is twice as wide as it is high.
      for (const f of images) expect(pngSize(files[`images/${f}`]!), `${name} ${f}`).toEqual([Number(w), Number(h)]);
    }
    const leader = rows.find((r) => r.startsWith('1st Brigade '))!;
    const [w, h] = leader.split(' ')[2]!.split('x').map(Number);
    expect(w).toBe(2 * h!);
    compare(MODULE, `${rows.join('\n')}\n`);
    // Every face image side by side, compared pixel by pixel as the sheet's pieces are.
    const keys = [...faceImages.keys()];
    const cell = {
      w: Math.max(...[...faceImages.values()].map((p) => p.width)),
      h: Math.max(...[...faceImages.values()].map((p) => p.height)),
    };
    const sprite = new PNG({ width: cell.w * keys.length, height: cell.h, fill: true });
    keys.forEach((key, i) => {
      const png = faceImages.get(key)!;
      PNG.bitblt(png, sprite, 0, 0, png.width, png.height, i * cell.w, 0);
    });
    const keysFile = FACES.replace(/\.png$/, '.keys.txt');
    if (UPDATE || !existsSync(FACES)) {
      writePng(FACES, sprite);
      writeFileSync(keysFile, `${keys.join('\n')}\n`);
      if (!UPDATE) expect.fail(`no face reference; run npm run golden:update and look at ${FACES}`);
      return;
    }
    const want = PNG.sync.read(readFileSync(FACES));
    expect(changedPieces(want, readFileSync(keysFile, 'utf8').trim().split('\n'), { sprite, keys, cell })).toEqual([]);
  });
});

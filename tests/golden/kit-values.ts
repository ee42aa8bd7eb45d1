import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// What a printed sheet says and shows, in a form a golden file can hold: every line of text with its place
// (0.1 mm), and every counter cut out of the page at 150 dpi. Page images at 50 dpi see layout; these see values.

const PT_TO_MM = 25.4 / 72;
export const PIECE_DPI = 150;
/** Pixels in one counter that may differ (pixelmatch's anti-aliasing aside) before the piece counts as changed. */
export const PIECE_MAX_DIFF = 4;

export const hasPoppler = spawnSync('sh', ['-c', 'command -v pdftoppm && command -v pdftotext']).status === 0;

const mm = (pt: number): string => (Math.round(pt * PT_TO_MM * 10) / 10).toFixed(1);

function xmlText(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

interface Piece {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  key: string;
}

/** The pieces a manifest placed (counters, cards), each with a key that names it: "id/side/copy". */
export function piecesOf(manifestFile: string): Piece[] {
  if (!existsSync(manifestFile)) return [];
  const m = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    pieces?: {
      page: number;
      id: string;
      side: string;
      copy: number;
      x: number;
      y: number;
      width: number;
      height: number;
    }[];
    cards?: {
      page: number;
      card: string;
      side: string;
      copy: number;
      x: number;
      y: number;
      width: number;
      height: number;
    }[];
  };
  const list = m.pieces ?? m.cards ?? [];
  return list.map((p) => ({
    page: p.page,
    x: p.x,
    y: p.y,
    width: p.width,
    height: p.height,
    key: `${'id' in p ? p.id : (p as { card: string }).card}/${p.side}/${p.copy}`,
  }));
}

/**
 * Every line of text the PDF prints, one per row: "p<page> <x mm> <y mm> [piece] text", sorted by page and
 * place. A line inside a piece the manifest placed names it, so a diff says which counter or card changed.
 */
export function textGolden(pdf: string, pieces: Piece[]): string {
  const r = spawnSync('pdftotext', ['-bbox-layout', pdf, '-'], { maxBuffer: 256 << 20, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pdftotext failed on ${pdf}: ${r.stderr}`);
  const rows: { page: number; x: number; y: number; line: string }[] = [];
  let page = 0;
  const lineRe = /<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g;
  for (const chunk of r.stdout.split(/<page /).slice(1)) {
    page++;
    for (const m of chunk.matchAll(lineRe)) {
      const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
      const words = [...m[5]!.matchAll(/<word[^>]*>([\s\S]*?)<\/word>/g)].map((w) => xmlText(w[1]!));
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const piece = pieces.find(
        (p) => p.page === page && cx >= p.x && cx <= p.x + p.width && cy >= p.y && cy <= p.y + p.height,
      );
      rows.push({ page, x: x0, y: y0, line: `${piece ? `[${piece.key}] ` : ''}${words.join(' ')}` });
    }
  }
  rows.sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x || a.line.localeCompare(b.line));
  return `${rows.map((r) => `p${r.page} ${mm(r.x)} ${mm(r.y)} ${r.line}`).join('\n')}\n`;
}

/** The rows of two text goldens that differ, as a short list a failure message can show. */
export function textDiff(want: string, got: string, max = 12): string[] {
  const a = new Set(want.split('\n'));
  const b = new Set(got.split('\n'));
  const gone = [...a].filter((l) => !b.has(l)).map((l) => `- ${l}`);
  const added = [...b].filter((l) => !a.has(l)).map((l) => `+ ${l}`);
  const all = [...gone, ...added];
  return all.length > max ? [...all.slice(0, max), `… ${all.length - max} more`] : all;
}

export function renderPage(pdf: string, page: number, dpi: number): PNG | undefined {
  const r = spawnSync(
    'pdftoppm',
    ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', '-singlefile', pdf],
    {
      maxBuffer: 128 << 20,
    },
  );
  return r.status === 0 && r.stdout.length ? PNG.sync.read(r.stdout) : undefined;
}

function crop(src: PNG, x: number, y: number, w: number, h: number): PNG {
  const out = new PNG({ width: w, height: h });
  for (let row = 0; row < h; row++) {
    const sy = Math.min(src.height - 1, Math.max(0, y + row));
    for (let col = 0; col < w; col++) {
      const sx = Math.min(src.width - 1, Math.max(0, x + col));
      src.data.copy(out.data, (row * w + col) * 4, (sy * src.width + sx) * 4, (sy * src.width + sx) * 4 + 4);
    }
  }
  return out;
}

/**
 * Every piece of a counters PDF cut out at 150 dpi and laid in one sprite (a grid of equal cells, in manifest
 * order), with the keys in a side list of keys so the test can say which piece changed.
 */
export function pieceSprite(
  pdf: string,
  pieces: Piece[],
): { sprite: PNG; keys: string[]; cell: { w: number; h: number } } {
  const k = PIECE_DPI / 72;
  const cw = Math.ceil(Math.max(...pieces.map((p) => p.width)) * k);
  const ch = Math.ceil(Math.max(...pieces.map((p) => p.height)) * k);
  const cols = Math.max(1, Math.ceil(Math.sqrt(pieces.length)));
  const rows = Math.ceil(pieces.length / cols);
  const sprite = new PNG({ width: cols * cw, height: rows * ch, fill: true });
  sprite.data.fill(255);
  const pages = new Map<number, PNG>();
  pieces.forEach((p, i) => {
    let img = pages.get(p.page);
    if (!img) {
      img = renderPage(pdf, p.page, PIECE_DPI);
      if (!img) throw new Error(`pdftoppm could not render page ${p.page} of ${pdf}`);
      pages.set(p.page, img);
    }
    const piece = crop(
      img,
      Math.round(p.x * k),
      Math.round(p.y * k),
      Math.round(p.width * k),
      Math.round(p.height * k),
    );
    PNG.bitblt(piece, sprite, 0, 0, piece.width, piece.height, (i % cols) * cw, Math.floor(i / cols) * ch);
  });
  return { sprite, keys: pieces.map((p) => p.key), cell: { w: cw, h: ch } };
}

/** Pieces whose pixels differ from the reference sprite by more than PIECE_MAX_DIFF. */
export function changedPieces(
  want: PNG,
  wantKeys: string[],
  got: { sprite: PNG; keys: string[]; cell: { w: number; h: number } },
): string[] {
  if (want.width !== got.sprite.width || want.height !== got.sprite.height || wantKeys.join() !== got.keys.join()) {
    return [`the pieces changed: ${wantKeys.length} in the reference, ${got.keys.length} now (or their size)`];
  }
  const { w, h } = got.cell;
  const cols = want.width / w;
  const out: string[] = [];
  got.keys.forEach((key, i) => {
    const x = (i % cols) * w;
    const y = Math.floor(i / cols) * h;
    const a = crop(want, x, y, w, h);
    const b = crop(got.sprite, x, y, w, h);
    const n = pixelmatch(a.data, b.data, undefined, w, h, { threshold: 0.1 });
    if (n > PIECE_MAX_DIFF) out.push(`${key}: ${n} pixels differ`);
  });
  return out;
}

export function writePng(file: string, png: PNG): void {
  writeFileSync(file, PNG.sync.write(png));
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as zlib from 'node:zlib';
import { rasterise } from '../../print/png.js';
import { configureFontconfig } from '../../print/fonts.js';
import { BlobCache } from '../../util/blob-cache.js';
import { REGION_PX, type BoardTile } from './board-tiles.js';

/**
 * The board and the sheets of small pictures, kept under a hash of what they are drawn from. The bundled games'
 * modules as built by default are drawn once by `npm run build` (bin/cache-seed.cjs), so a machine's first module of
 * one reads them from there: the same SVG rendered by the same sharp gives the same bytes.
 */
const rasters = new BlobCache('png', undefined, true);

/**
 * zlib level 3: the board PNG encodes about five times faster than at 6 for 8% more bytes (Remagen's 29 Mpx board:
 * 68 ms against 343 ms, 2.77 MB against 2.57 MB); the archive stores PNGs as they are.
 */
const PNG_LEVEL = 3;

/**
 * The module's images, each rendered once: an image is named by a hash of its SVG, so faces that draw alike (the
 * plain backs of one formation, a marker's copies) share one PNG in the archive. Each starts rendering as it is
 * added, a few at a time on sharp's threads: the board, added first, rasterises while the main thread still draws
 * the faces, lays out the charts and writes the XML.
 */
export class ImageSet {
  private readonly waiting: { name: string; svg: string; dpi: number; opaque: boolean }[] = [];
  private readonly names = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  /** Small pictures by dpi, drawn together on one sheet each when the set is awaited (see renderSheet). */
  private readonly small = new Map<number, SheetImage[]>();
  private failed: unknown;
  readonly files = new Map<string, Uint8Array>();
  /** What each image is drawn from (a hash of its SVG and dpi), by name: the same on every machine and renderer. */
  readonly sources = new Map<string, string>();

  constructor(private readonly parallel = 4) {}

  /** Queues an SVG (user unit 1 pt) for rendering at `dpi` and returns its file name under images/. */
  add(prefix: string, svg: string, dpi: number): string {
    const hash = createHash('sha1').update(`${dpi}:${svg}`).digest('hex').slice(0, 12);
    const name = `${prefix}-${hash}.png`;
    const size = sheetable(svg, dpi);
    if (!size || this.names.has(name)) return this.addAs(name, svg, dpi);
    this.names.add(name);
    this.sources.set(name, createHash('sha1').update(`${dpi}:false:${svg}`).digest('hex'));
    const group = this.small.get(dpi) ?? [];
    group.push({ name, svg, px: size });
    this.small.set(dpi, group);
    return name;
  }

  /** Queues an SVG for rendering under a name of its own (the board, a chart); `opaque` drops the alpha channel. */
  addAs(name: string, svg: string, dpi: number, opaque = false): string {
    if (this.names.has(name)) return name;
    this.names.add(name);
    this.sources.set(name, createHash('sha1').update(`${dpi}:${opaque}:${svg}`).digest('hex'));
    this.waiting.push({ name, svg, dpi, opaque });
    this.pump();
    return name;
  }

  /**
   * Queues a board drawn as pieces (see boardTiles) for rendering, opaque, as one PNG of `width` × `height` pixels
   * under `name`. libvips renders the pieces and joins them as it encodes; the PNG is kept in the disk cache.
   */
  addTiled(name: string, tiles: readonly BoardTile[], width: number, height: number, dpi: number): string {
    if (this.names.has(name)) return name;
    this.names.add(name);
    const source = createHash('sha1').update(`${dpi}:${width}x${height}`);
    for (const t of tiles) source.update(`\0${t.x},${t.y}:${t.svg}`);
    for (const st of new Set(tiles.flatMap((t) => t.stamps))) source.update(`\0${st.id}:${st.svg}`);
    const digest = source.digest('hex');
    this.sources.set(name, digest);
    const job: Promise<void> = joinTiles(tiles, width, height, dpi, digest)
      .then(
        (png) => void this.files.set(name, png),
        (e: unknown) => void (this.failed ??= e),
      )
      .finally(() => this.running.delete(job));
    this.running.add(job);
    return name;
  }

  private pump(): void {
    while (this.running.size < this.parallel && this.waiting.length) {
      const { name, svg, dpi, opaque } = this.waiting.shift()!;
      // The board and the charts (opaque, large, a second or so each) are kept in the disk cache; faces are not.
      const job: Promise<void> = rasterise(svg, dpi, PNG_LEVEL, opaque, opaque)
        .then(
          (png) => void this.files.set(name, png),
          (e: unknown) => void (this.failed ??= e),
        )
        .finally(() => {
          this.running.delete(job);
          this.pump();
        });
      this.running.add(job);
    }
  }

  /** Waits for every image added so far; throws the first rendering error. */
  async render(): Promise<void> {
    const sheets = [...this.small].map(([dpi, group]) => this.renderSheet(group, dpi));
    this.small.clear();
    const drawn = await Promise.allSettled(sheets);
    while (this.running.size) await Promise.race(this.running);
    for (const d of drawn) if (d.status === 'rejected') this.failed ??= d.reason;
    if (this.failed) throw this.failed;
  }

  /**
   * Small pictures (counter faces, stands, hit boxes, cards) drawn on one sheet, each at a whole-pixel place with
   * air around it, then cut apart: each sharp render of an SVG costs far more to set up than to draw a 64-pixel face
   * (Nordwind's 80 faces: 0.30 s of CPU one by one, 0.16 s on one sheet). A nested <svg> clips to its own viewport
   * and starts on a pixel boundary, so each piece has the pixels its own render gives.
   */
  private async renderSheet(group: SheetImage[], dpi: number): Promise<void> {
    for (const [name, png] of await sheetPngs(group, dpi)) this.files.set(name, png);
  }
}

/** Small pictures drawn on one sheet and cut apart (see ImageSet.renderSheet): each one's PNG by its name. */
async function sheetPngs(group: readonly SheetImage[], dpi: number): Promise<Map<string, Buffer>> {
  const k = dpi / 72;
  // Shelves left to right, a new one when the row is full.
  let [x, y, shelf, width] = [0, 0, 0, 0];
  const placed = group.map((g) => {
    if (x > 0 && x + g.px[0] > SHEET_WIDTH) [x, y, shelf] = [0, y + shelf + SHEET_AIR, 0];
    const at = [x, y] as const;
    x += g.px[0] + SHEET_AIR;
    shelf = Math.max(shelf, g.px[1]);
    width = Math.max(width, x);
    return { ...g, at };
  });
  const height = y + shelf;
  const pt = (v: number) => String(v / k);
  const body = placed.map((g) => `<svg x="${pt(g.at[0])}" y="${pt(g.at[1])}" ${g.svg.slice('<svg '.length)}`).join('');
  const sheet =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${pt(width)}" height="${pt(height)}">${body}</svg>`;
  const key = BlobCache.keyOf(`sheet:${PNG_LEVEL}:${dpi}`, placed.map((g) => g.name).join(','), sheet, rendererStamp());
  const kept = rasters.get(key);
  const unpacked = kept && unpackPngs(kept, placed.length);
  if (unpacked) return new Map(placed.map((g, i) => [g.name, unpacked[i]!]));
  const { default: sharp } = await import('sharp');
  configureFontconfig();
  const { data, info } = await sharp(Buffer.from(sheet), { density: dpi })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Cut and encoded here: a sharp pipeline for each 64-pixel picture costs three times as much (Death of a
  // Division's 207 pictures: 0.13 s against 0.045 s of CPU).
  const pngs = placed.map((g) => rgbaPng(data, info.width, info.channels, g.at, g.px));
  rasters.set(key, packPngs(pngs));
  return new Map(placed.map((g, i) => [g.name, pngs[i]!]));
}

let stamp: string | undefined;
/**
 * What the rendered pixels depend on besides the SVG, for a cache key: sharp's version and the libvips builds it pins,
 * read from its package file. Not sharp.versions: loading sharp (libvips and its libraries) costs about 50 ms of CPU,
 * the whole of it in a module whose pictures are all kept.
 */
function rendererStamp(): string {
  if (stamp) return stamp;
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('sharp')), '..', 'package.json'), 'utf8')) as {
    version: string;
    optionalDependencies?: Record<string, string>;
  };
  return (stamp = JSON.stringify([pkg.version, pkg.optionalDependencies ?? {}]));
}

/** A sheet's pictures kept as one entry: their count and lengths (32-bit, big-endian), then their bytes. */
function packPngs(pngs: readonly Buffer[]): Buffer[] {
  const head = Buffer.alloc(4 * (pngs.length + 1));
  head.writeUInt32BE(pngs.length, 0);
  pngs.forEach((p, i) => head.writeUInt32BE(p.length, 4 * (i + 1)));
  return [head, ...pngs];
}

/** The pictures packPngs kept, or undefined when the entry is not `count` of them whose lengths add up. */
function unpackPngs(kept: Buffer, count: number): Buffer[] | undefined {
  if (kept.length < 4 * (count + 1) || kept.readUInt32BE(0) !== count) return undefined;
  const out: Buffer[] = [];
  let at = 4 * (count + 1);
  for (let i = 0; i < count; i++) {
    const n = kept.readUInt32BE(4 * (i + 1));
    out.push(kept.subarray(at, at + n));
    at += n;
  }
  return at === kept.length ? out : undefined;
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** zlib's own CRC-32 where this Node has it (20.15 and later), else the table's. */
const nativeCrc = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

function pngChunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(body.length + 12);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  if (nativeCrc) {
    out.writeUInt32BE(nativeCrc(out.subarray(4, body.length + 8)), body.length + 8);
    return out;
  }
  let c = -1;
  for (let i = 4; i < body.length + 8; i++) c = CRC_TABLE[(c ^ out[i]!) & 255]! ^ (c >>> 8);
  out.writeUInt32BE((c ^ -1) >>> 0, body.length + 8);
  return out;
}

/**
 * The rectangle at `at` of `size` pixels out of a raw picture `stride` pixels wide, as an 8-bit RGBA PNG: its rows
 * copied unfiltered (filter type 0), then deflated. Deflate finds a flat colour's repeated pixels by itself: the
 * pictures came out 20-28% smaller than with each row filtered by its left neighbour (Nordwind's cards 411 kB
 * against 294 kB, Death of a Division's faces 287 kB against 225 kB), in less time, and a reader has no filter to
 * undo.
 */
function rgbaPng(
  raw: Buffer,
  stride: number,
  channels: number,
  at: readonly [number, number],
  size: readonly [number, number],
): Buffer {
  if (channels !== 4) throw new Error(`a picture sheet must be RGBA, not ${channels} channels`);
  const [w, h] = size;
  const row = w * 4 + 1;
  // Every row starts with its filter byte, 0, as Buffer.alloc leaves it.
  const rows = Buffer.alloc(row * h);
  for (let y = 0; y < h; y++) {
    const src = ((at[1] + y) * stride + at[0]) * 4;
    raw.copy(rows, y * row + 1, src, src + w * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: PNG_LEVEL })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The pieces of a board rendered and joined into one RGB PNG, or read back from the disk cache. `source` is the
 * digest addTiled made of the pieces, stamps, size and dpi: the cache's key is made from it rather than from the
 * pieces' SVG hashed a second time (0.2-1.7 MB of it).
 */
async function joinTiles(
  tiles: readonly BoardTile[],
  width: number,
  height: number,
  dpi: number,
  source: string,
): Promise<Buffer> {
  const key = BlobCache.keyOf(`tiles:${PNG_LEVEL}`, source, rendererStamp());
  const cached = rasters.get(key);
  if (cached) return cached;
  configureFontconfig();
  const { default: sharp } = await import('sharp');
  const k = dpi / 72;
  // libvips joins the pieces as it encodes, a band of rows at a time: neither the pieces nor the whole board are
  // ever held as pixels here (Remagen's 47 MB board: 0.1 s of CPU less than rendering each piece and copying it in).
  // Every piece but those of the last column and row is REGION_PX square, so the grid's cells are the pieces.
  const across = tiles.filter((t) => t.y === 0).length;
  // The words the board repeats, drawn once each and laid into the pieces that show them (see boardTiles).
  const stamps = new Map(tiles.flatMap((t) => t.stamps).map((st) => [st.id, st]));
  const drawn = stamps.size
    ? await sheetPngs(
        [...stamps.values()].map((st) => ({ name: st.id, svg: st.svg, px: [...st.px] })),
        dpi,
      )
    : new Map<string, Buffer>();
  const svgs = tiles.map((t) => {
    if (!t.stamps.length) return Buffer.from(t.svg);
    const defs = t.stamps
      .map((st) => {
        const [w, h] = [st.px[0] / k, st.px[1] / k];
        const png = drawn.get(st.id)!.toString('base64');
        return `<image id="${st.id}" width="${w}" height="${h}" href="data:image/png;base64,${png}"/>`;
      })
      .join('');
    return Buffer.from(t.svg.replace(/^<svg\b[^>]*>/, (root) => `${root}<defs>${defs}</defs>`));
  });
  const png = await (svgs.length > 1 ? sharp(svgs, { join: { across } }) : sharp(svgs[0]!))
    .removeAlpha()
    .extract({ left: 0, top: 0, width, height })
    .png({ compressionLevel: PNG_LEVEL })
    .toBuffer();
  rasters.set(key, png);
  return png;
}

/** A small picture waiting for its sheet: its SVG and the pixels its own render would have. */
interface SheetImage {
  name: string;
  svg: string;
  px: [number, number];
}

/**
 * The air between pictures, and the sheet's width in pixels before a new shelf starts: the sheet stays within one
 * of the renderer's regions (see REGION_PX), each of which would draw every face again.
 */
const SHEET_AIR = 2;
const SHEET_WIDTH = REGION_PX - SHEET_AIR;

/**
 * The pixel size of an SVG that may go on a shared sheet, or undefined: only a document whose root gives its width
 * and height as plain numbers (pt) and which names nothing (an id on one sheet would be found in another picture).
 * The size is what libvips gives the SVG rendered alone: its size in pt at the dpi, rounded.
 */
function sheetable(svg: string, dpi: number): [number, number] | undefined {
  if (!svg.startsWith('<svg ') || /\sid\s*=/.test(svg)) return undefined;
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const w = open && /\swidth="([\d.]+)"/.exec(open);
  const h = open && /\sheight="([\d.]+)"/.exec(open);
  if (!w || !h || /\s[xy]="/.test(open)) return undefined;
  const px = [Number(w[1]), Number(h[1])].map((v) => Math.round((v * dpi) / 72));
  return px[0]! > 0 && px[1]! > 0 && px[0]! <= SHEET_WIDTH ? [px[0]!, px[1]!] : undefined;
}

/** An SVG document of `sizePt` pt square around markup drawn in a `box` × `box` square (a counter face). */
export function squareSvg(markup: string, box: number, sizePt: number): string {
  return faceSvg(markup, { width: box, height: box }, sizePt, sizePt);
}

/**
 * An SVG document of `widthPt` × `heightPt` around markup drawn in `box` (a face of its own shape, a 1 × ½ in
 * leader: 200 × 100 units), so the piece keeps the shape the sheet prints.
 */
export function faceSvg(
  markup: string,
  box: { width: number; height: number },
  widthPt: number,
  heightPt: number,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${widthPt}" height="${heightPt}" viewBox="0 0 ${box.width} ${box.height}">${markup}</svg>`
  );
}

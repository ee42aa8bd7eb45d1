import { configureFontconfig } from './fonts.js';
import { BlobCache } from '../util/blob-cache.js';

const rasters = new BlobCache('png');

/**
 * The one rule for PNG pages: pieces a player cuts out (counters, cards) at 300 dpi, so a cut line and a
 * small factor stay sharp; sheets a player reads (aids, rosters, maps) at 150 dpi.
 */
export const PNG_DPI = { pieces: 300, sheets: 150 } as const;

/**
 * Rasterises an SVG whose user unit is 1 pt. sharp scales an SVG with physical units by (density/72)²,
 * so the SVG passed must carry unitless width/height equal to its size in pt; density then gives the dpi.
 */
export async function svgToPng(svg: string, dpi = 300, compressionLevel = 6, opaque = false): Promise<Buffer> {
  return rasterise(svg, dpi, compressionLevel, opaque, true);
}

/**
 * svgToPng, with the disk cache asked for or not: a small picture (a counter face, a hit box) renders in a
 * millisecond or two, about what writing and reading its cache entry costs, so a module's hundreds of them skip it.
 */
export async function rasterise(
  svg: string,
  dpi: number,
  compressionLevel: number,
  opaque: boolean,
  cache: boolean,
): Promise<Buffer> {
  configureFontconfig();
  const { default: sharp } = await import('sharp');
  // Rasterising a board takes a second or more and gives the same bytes for the same drawing, so a rebuild of
  // unchanged data reads it back. The renderer's versions are in the key: a new libvips or librsvg draws anew.
  const how = `${dpi}:${compressionLevel}:${opaque ? 'on-white' : 'alpha'}`;
  const key = cache ? BlobCache.keyOf(svg, how, sharpVersions(sharp.versions)) : '';
  const cached = cache ? rasters.get(key) : undefined;
  if (cached) return cached;
  // An opaque picture (a board) is written as RGB without alpha: a quarter fewer bytes to decode, and VASSAL's
  // tiler, which sizes its heap from the pixel count, then tiles a 29-megapixel board at its first try. It is drawn
  // on white (a backdrop wider than the page, so a part-covered edge pixel is covered too) and its alpha, then 255
  // everywhere, dropped: what flattening onto white gave within one level at those edge pixels, and 10-15% less
  // time than a flatten pass over every pixel.
  const backed = opaque ? onWhite(svg) : undefined;
  const image = backed
    ? sharp(Buffer.from(backed), { density: dpi }).removeAlpha()
    : opaque
      ? sharp(Buffer.from(svg), { density: dpi }).flatten({ background: '#ffffff' })
      : sharp(Buffer.from(svg), { density: dpi });
  const png = await image.png({ compressionLevel }).toBuffer();
  if (cache) rasters.set(key, png);
  return png;
}

/** The SVG with a white backdrop first under its root element, reaching past every edge; undefined if none fits. */
function onWhite(svg: string): string | undefined {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open || open[0].endsWith('/>')) return undefined;
  // The percentages are of the view box's size, from its origin: one elsewhere than 0 0 is flattened instead.
  const box = /\sviewBox\s*=\s*["']\s*([-+\d.eE]+)[\s,]+([-+\d.eE]+)/.exec(open[0]);
  if (box && (Number(box[1]) !== 0 || Number(box[2]) !== 0)) return undefined;
  const at = open.index + open[0].length;
  return `${svg.slice(0, at)}<rect x="-50%" y="-50%" width="200%" height="200%" fill="#ffffff"/>${svg.slice(at)}`;
}

let versions: string | undefined;
const sharpVersions = (v: object) => (versions ??= JSON.stringify(v));

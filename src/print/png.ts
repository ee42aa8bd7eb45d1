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
  const key = cache ? BlobCache.keyOf(svg, `${dpi}:${compressionLevel}:${opaque}`, sharpVersions(sharp.versions)) : '';
  const cached = cache ? rasters.get(key) : undefined;
  if (cached) return cached;
  const image = sharp(Buffer.from(svg), { density: dpi });
  // An opaque picture (a board) is written as RGB without alpha: a quarter fewer bytes to decode, and VASSAL's
  // tiler, which sizes its heap from the pixel count, then tiles a 29-megapixel board at its first try.
  const png = await (opaque ? image.flatten({ background: '#ffffff' }) : image).png({ compressionLevel }).toBuffer();
  if (cache) rasters.set(key, png);
  return png;
}

let versions: string | undefined;
const sharpVersions = (v: object) => (versions ??= JSON.stringify(v));

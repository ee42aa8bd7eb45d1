import { configureFontconfig } from './fonts.js';

/**
 * The one rule for PNG pages: pieces a player cuts out (counters, cards) at 300 dpi, so a cut line and a
 * small factor stay sharp; sheets a player reads (aids, rosters, maps) at 150 dpi.
 */
export const PNG_DPI = { pieces: 300, sheets: 150 } as const;

/**
 * Rasterises an SVG whose user unit is 1 pt. sharp scales an SVG with physical units by (density/72)²,
 * so the SVG passed must carry unitless width/height equal to its size in pt; density then gives the dpi.
 */
export async function svgToPng(svg: string, dpi = 300, compressionLevel = 6): Promise<Buffer> {
  configureFontconfig();
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: dpi }).png({ compressionLevel }).toBuffer();
}

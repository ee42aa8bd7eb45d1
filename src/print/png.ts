import { configureFontconfig } from './fonts.js';

/**
 * Rasterises an SVG whose user unit is 1 pt. sharp scales an SVG with physical units by (density/72)²,
 * so the SVG passed must carry unitless width/height equal to its size in pt; density then gives the dpi.
 */
export async function svgToPng(svg: string, dpi = 300, compressionLevel = 6): Promise<Buffer> {
  configureFontconfig();
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: dpi }).png({ compressionLevel }).toBuffer();
}

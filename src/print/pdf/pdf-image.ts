import { deflateSync, inflateSync } from 'node:zlib';
import type { PdfWriter } from './pdf-writer.js';
import { UnsupportedSvg } from './unsupported.js';

/** A raster image as PDF wants it: the image dictionary's entries, its stream, and an alpha mask if it has one. */
export interface PdfImage {
  width: number;
  height: number;
  dict: string;
  data: Buffer;
  alpha?: Buffer;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a `data:image/png;base64,…` or `data:image/jpeg;base64,…` href, with its type. */
export function dataUriImage(href: string): { type: 'png' | 'jpeg'; bytes: Buffer } {
  const m = href.match(/^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/);
  if (!m) throw new UnsupportedSvg(`an <image> whose href is not a PNG or JPEG data URI`);
  return { type: m[1] === 'png' ? 'png' : 'jpeg', bytes: Buffer.from(m[2], 'base64') };
}

/** A JPEG passes through as it is (DCTDecode): only its size and colour components are read. */
function jpeg(bytes: Buffer): PdfImage {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) throw new UnsupportedSvg('a JPEG image PDF cannot read');
    const marker = bytes[i + 1];
    const len = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      const height = bytes.readUInt16BE(i + 5);
      const width = bytes.readUInt16BE(i + 7);
      const comps = bytes[i + 9];
      const space = comps === 1 ? '/DeviceGray' : comps === 4 ? '/DeviceCMYK /Decode [1 0 1 0 1 0 1 0]' : '/DeviceRGB';
      return { width, height, data: bytes, dict: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode` };
    }
    i += 2 + len;
  }
  throw new UnsupportedSvg('a JPEG image without a frame header');
}

/** Undoes PNG's per-row filters (8-bit samples, `bpp` bytes a pixel). */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp] : 0;
      const b = y > 0 ? out[row - stride + x] : 0;
      const c = x >= bpp && y > 0 ? out[row - stride + x - bpp] : 0;
      let v = raw[src + x];
      if (type === 1) v += a;
      else if (type === 2) v += b;
      else if (type === 3) v += (a + b) >> 1;
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (type !== 0) throw new UnsupportedSvg('a PNG image with an unknown row filter');
      out[row + x] = v & 0xff;
    }
  }
  return out;
}

/**
 * A PNG of 8-bit samples, not interlaced (what image editors save by default): grey, RGB or palette, each with
 * or without alpha. Alpha becomes the image's soft mask.
 */
function png(bytes: Buffer): PdfImage {
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new UnsupportedSvg('a PNG image without its signature');
  let i = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  let palette: Buffer | undefined;
  const idat: Buffer[] = [];
  while (i + 8 <= bytes.length) {
    const len = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const body = bytes.subarray(i + 8, i + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9];
      if (body[8] !== 8) throw new UnsupportedSvg(`a ${body[8]}-bit PNG image (save it with 8 bits a channel)`);
      if (body[12] !== 0) throw new UnsupportedSvg('an interlaced PNG image (save it without interlacing)');
    } else if (type === 'PLTE') palette = Buffer.from(body);
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    i += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (!channels || !width || !height) throw new UnsupportedSvg('a PNG image PDF cannot read');
  const pixels = unfilter(inflateSync(Buffer.concat(idat)), width, height, channels);
  const colour = colorType === 4 || colorType === 6 ? channels - 1 : channels;
  let data = pixels;
  let alpha: Buffer | undefined;
  if (colour !== channels) {
    data = Buffer.alloc(width * height * colour);
    alpha = Buffer.alloc(width * height);
    for (let p = 0; p < width * height; p++) {
      pixels.copy(data, p * colour, p * channels, p * channels + colour);
      alpha[p] = pixels[p * channels + colour];
    }
  }
  const space =
    colorType === 3
      ? `[/Indexed /DeviceRGB ${(palette?.length ?? 3) / 3 - 1} <${(palette ?? Buffer.alloc(3)).toString('hex')}>]`
      : colour === 1
        ? '/DeviceGray'
        : '/DeviceRGB';
  return {
    width,
    height,
    data: deflateSync(data),
    alpha: alpha && deflateSync(alpha),
    dict: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /FlateDecode`,
  };
}

export function decodeImage(href: string): PdfImage {
  const { type, bytes } = dataUriImage(href);
  return type === 'png' ? png(bytes) : jpeg(bytes);
}

/** Writes an image (and its soft mask) as XObjects; returns the image's object number. */
export function writeImage(pdf: PdfWriter, img: PdfImage): number {
  const head = `/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height}`;
  const grey = `${head} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`;
  const mask = img.alpha ? ` /SMask ${pdf.stream(img.alpha, grey, false)} 0 R` : '';
  return pdf.stream(img.data, `${head} ${img.dict}${mask}`, false);
}

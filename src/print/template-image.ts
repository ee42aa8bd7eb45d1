import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { outsideFolder, OWN_FILES_ONLY } from '../load/game-file.js';
import { escapeXml } from './escape.js';
import { sanitizeSvg } from './sanitize-svg.js';

/**
 * The largest picture a template may take: a 600 dpi counter-sized PNG is well under 1 MB, a full-card
 * painting at print resolution a few MB. A file beyond this is a mistake (a poster, a camera raw) that would
 * make every sheet's PDF enormous.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

type Hash = Record<string, unknown>;

/**
 * {{image "art/tank.png" x=10 y=8 width=30 height=20}}: a PNG, JPEG or SVG file from the game's folder,
 * drawn into the box keeping its proportions. PNG and JPEG are embedded in the page (PDF image objects, an
 * inline data URI in the SVG and PNG); an SVG is sanitised and drawn as vectors. Errors say which file and which
 * argument; the template's name and line are added by the caller.
 */
export function imageMarkup(root: string | undefined, file: unknown, hash: Hash): string {
  if (typeof file !== 'string' || file === '') throw new Error('image: the first argument is a file name in quotes');
  const shown = JSON.stringify(file.slice(0, 80));
  for (const key of ['x', 'y', 'width', 'height'])
    if (typeof hash[key] !== 'number' || !Number.isFinite(hash[key]))
      throw new Error(`image ${shown}: ${key}= must be a number`);
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => hash[k] as number);
  if (w <= 0 || h <= 0 || w > 5000 || h > 5000) throw new Error(`image ${shown}: width and height are from 0 to 5000`);
  if (!root) throw new Error(`image ${shown}: only a game's own templates take images`);
  if (isAbsolute(file)) throw new Error(`image ${shown}: name it from the game folder, e.g. "art/tank.png"`);
  const path = join(root, file);
  const why = outsideFolder(path, root);
  if (why) throw new Error(`image ${shown} ${why}; ${OWN_FILES_ONLY}`);
  if (!existsSync(path) || !statSync(path).isFile()) throw new Error(`image ${shown}: no such file in the game folder`);
  const size = statSync(path).size;
  if (size > MAX_IMAGE_BYTES)
    throw new Error(
      `image ${shown} is ${(size / 1024 / 1024).toFixed(1)} MB; at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB ` +
        'is taken (scale it to the size it prints at)',
    );
  const bytes = readFileSync(path);
  const box = `x="${x}" y="${y}" width="${w}" height="${h}"`;
  const fit = hash.fit === 'stretch' ? 'none' : 'xMidYMid meet';
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') {
    // What the PDF writer reads: 8-bit samples, not interlaced. Said now, with the file, not at PDF time.
    if (bytes[24] !== 8) throw new Error(`image ${shown} is a ${bytes[24]}-bit PNG; save it with 8 bits a channel`);
    if (bytes[28] !== 0) throw new Error(`image ${shown} is an interlaced PNG; save it without interlacing`);
    return `<image ${box} preserveAspectRatio="${fit}" href="data:image/png;base64,${bytes.toString('base64')}"/>`;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return `<image ${box} preserveAspectRatio="${fit}" href="data:image/jpeg;base64,${bytes.toString('base64')}"/>`;
  const text = bytes.toString('utf8');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(text)) {
    let svg: ReturnType<typeof sanitizeSvg>;
    try {
      svg = sanitizeSvg(text);
    } catch (e) {
      throw new Error(`image ${shown}: ${(e as Error).message}`);
    }
    const view =
      svg.attrs.viewBox ??
      (svg.attrs.width && svg.attrs.height ? `0 0 ${parseFloat(svg.attrs.width)} ${parseFloat(svg.attrs.height)}` : '');
    if (!view) throw new Error(`image ${shown}: an SVG needs a viewBox, or a width and a height`);
    return `<svg ${box} viewBox="${escapeXml(view)}" preserveAspectRatio="${fit}">${svg.inner}</svg>`;
  }
  throw new Error(`image ${shown} is not a PNG, JPEG or SVG file`);
}

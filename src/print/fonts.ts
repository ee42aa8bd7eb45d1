import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { cacheFolder } from '../util/cache-dir.js';
import { writeFileAtomic } from '../util/atomic-write.js';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The one family every sheet uses: DejaVu covers Latin and Cyrillic, and ships as TTF that pdfkit can embed. */
export const FONT_FAMILY = 'DejaVu Sans';

export const FONT_FILES = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  condensed: join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  condensedBold: join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
  /** Water names are lettered in italic, as maps have long done. */
  condensedOblique: join(FONT_DIR, 'DejaVuSansCondensed-Oblique.ttf'),
} as const;

/** pdfkit font names registered by the PDF layer, picked from an SVG font-family/weight. */
export function pdfFontFor(family: string | undefined, bold: boolean): keyof typeof FONT_FILES {
  const condensed = /condensed/i.test(family ?? '');
  if (condensed) return bold ? 'condensedBold' : 'condensed';
  return bold ? 'bold' : 'regular';
}

let configured = false;

/**
 * librsvg inside sharp finds fonts through fontconfig; without a config naming our TTF folder,
 * Cyrillic renders as boxes on a machine with no system fonts. Must run before sharp renders text.
 */
export function configureFontconfig(): void {
  if (configured) return;
  const conf = (dir: string) =>
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n' +
    `  <dir>${FONT_DIR}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n` +
    `  <alias><family>sans-serif</family><prefer><family>${FONT_FAMILY}</family></prefer></alias>\n</fontconfig>\n`;
  const write = (dir: string) => {
    const file = join(dir, 'fonts.conf');
    // Rewritten when the project moved: the config names the font folder by its path.
    if (!existsSync(file) || readFileSync(file, 'utf8') !== conf(dir)) writeFileAtomic(file, conf(dir));
    return file;
  };
  const cached = cacheFolder('fontconfig');
  let file: string | undefined;
  try {
    if (cached) file = write(cached);
  } catch {
    // A full or unwritable cache costs only speed: the config goes to a temporary folder instead.
  }
  file ??= write(mkdtempSync(join(tmpdir(), 'sandtable-fontconfig-')));
  process.env.FONTCONFIG_FILE = file;
  configured = true;
}

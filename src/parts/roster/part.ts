import { removeStalePages } from '../../print/remove-stale-pages.js';
import { join } from 'node:path';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { Part, BuildOptions } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { PROJECT_ROOT } from '../../games/bundled.js';
import { svgPagesToPdf, type SvgPage, type PdfInfo } from '../../print/pdf/pdf-document.js';
import { leanSvgPagesToPdf } from '../../print/pdf/lean-svg-pages-to-pdf.js';
import { UnsupportedSvg } from '../../print/pdf/unsupported.js';
import { svgToPng } from '../../print/png.js';
import { writeFileAtomic } from '../../util/atomic-write.js';
import { rosterWords } from './roster-words.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { reportUntranslated } from '../../print/words.js';
import { rosterDocument } from './roster-document.js';
import { oobDocument } from './oob-document.js';
import { counterFronts } from './counter-face.js';

const PNG_DPI = 150;

interface OutFile {
  path: string;
  data: string | Uint8Array;
}

/** The fast writer draws everything these sheets use; the general one stays as the safety net. */
async function pdfOf(pages: SvgPage[], info: PdfInfo): Promise<Uint8Array> {
  try {
    return leanSvgPagesToPdf(pages, info);
  } catch (e) {
    if (!(e instanceof UnsupportedSvg)) throw e;
    return svgPagesToPdf(pages, info);
  }
}

async function pageFiles(pages: SvgPage[], base: string, opts: BuildOptions, info: PdfInfo): Promise<OutFile[]> {
  const files: OutFile[] = [];
  if (opts.formats.includes('pdf')) files.push({ path: join(opts.outDir, `${base}.pdf`), data: await pdfOf(pages, info) });
  if (opts.formats.includes('svg')) pages.forEach((p, i) => files.push({ path: join(opts.outDir, `${base}-${i + 1}.svg`), data: p.svg }));
  if (opts.formats.includes('png')) for (const [i, p] of pages.entries()) files.push({ path: join(opts.outDir, `${base}-${i + 1}.png`), data: await svgToPng(p.svg, PNG_DPI) });
  return files;
}

/** A miniatures game (it has rosters.yaml): roster, muster list and base labels; the tablet page; the CSV. */
async function buildMiniatures(s: Scenario, opts: BuildOptions, base: string): Promise<OutFile[]> {
  const w = rosterWords(s, opts.lang);
  const doc = rosterDocument(s, opts.paper, w, glyphMeasure(), join(PROJECT_ROOT, 'templates', 'roster.html.hbs'));
  const t = doc.muster.total;
  opts.progress(
    `${t.units} unit lines: ${t.figures} figures, ${t.vehicles} vehicles, ${t.guns} guns on ${t.stands} bases; ` +
      `${doc.counts.rosterPages} roster, ${doc.counts.musterPages} muster and ${doc.counts.labelPages} label pages (${doc.counts.labels} labels)`,
  );
  reportUntranslated(w, opts);
  const files = await pageFiles(doc.pages, base, opts, { title: `${s.game.title}: miniatures roster`, subject: 'Roster, muster list and base labels' });
  files.push({ path: join(opts.outDir, `${base}.html`), data: doc.html }, { path: join(opts.outDir, `${base}.csv`), data: doc.csv });
  return files;
}

/** A counter game: order-of-battle sheets, one side after the other, each unit beside its counter. */
async function buildOrderOfBattle(s: Scenario, opts: BuildOptions, base: string): Promise<OutFile[]> {
  const w = rosterWords(s, opts.lang);
  const doc = oobDocument(s, opts.paper, w, glyphMeasure(), counterFronts(s, opts.lang));
  opts.progress(`order of battle: ${doc.sides.map((x) => `${x.name} ${x.units.length} units`).join(', ')} on ${doc.pages.length} pages`);
  reportUntranslated(w, opts);
  return pageFiles(doc.pages, base, opts, { title: `${s.game.title}: order of battle`, subject: doc.sides.map((x) => x.name).join(', ') });
}


export const rosterPart: Part = {
  id: 'roster',
  skipReason: (s) => (s.units.length ? undefined : 'the game has no units'),
  async build(s: Scenario, opts: BuildOptions): Promise<string[]> {
    const suffix = opts.lang === 'en' ? '' : `-${opts.lang}`;
    const base = (s.rosters ? 'roster' : 'order-of-battle') + suffix;
    // Everything is rendered before the first file is written, so a failure leaves no half-made set.
    const files = s.rosters ? await buildMiniatures(s, opts, base) : await buildOrderOfBattle(s, opts, base);
    for (const f of files) writeFileAtomic(f.path, f.data);
    removeStalePages(opts.outDir, base, new Set(files.map((f) => f.path)));
    return files.map((f) => f.path);
  },
};

export default rosterPart;

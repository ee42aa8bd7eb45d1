import { join } from 'node:path';
import type { Part, BuildOptions } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { PROJECT_ROOT } from '../../load/bundled.js';
import { writePdf, type PdfInfo } from '../../print/pdf/write-pdf.js';
import type { Page } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import type { KitFile } from '../../print/write-kit.js';
import { textLayoutManifest } from '../../print/text-boxes.js';
import { PNG_DPI as PNG_RULE, svgToPng } from '../../print/png.js';
import { rosterWords } from './roster-words.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { reportUntranslated } from '../../print/words.js';
import { rosterDocument } from './roster-document.js';
import { oobDocument } from './oob-document.js';
import { counterFronts } from '../counters/api.js';

const PNG_DPI = PNG_RULE.sheets;

async function pageFiles(pages: Page[], base: string, opts: BuildOptions, info: PdfInfo): Promise<KitFile[]> {
  // Every text placed, page by page: a test asserts none overprints another or is cut, and no page is near empty.
  const layout = { part: base, lang: opts.lang, paper: opts.paper, units: 'pt', ...textLayoutManifest(pages) };
  const files: KitFile[] = [{ name: `${base}.layout.json`, data: JSON.stringify(layout, null, 1) + '\n' }];
  if (opts.formats.includes('pdf'))
    files.push({ name: `${base}.pdf`, data: await writePdf(pages, info, opts.progress), pages: pages.length });
  if (opts.formats.includes('svg'))
    pages.forEach((p, i) => files.push({ name: `${base}-${i + 1}.svg`, data: pageToSvg(p) }));
  if (opts.formats.includes('png')) {
    for (const [i, p] of pages.entries())
      files.push({ name: `${base}-${i + 1}.png`, data: await svgToPng(pageToSvg(p), PNG_DPI) });
  }
  return files;
}

/** A miniatures game (it has rosters.yaml): roster, muster list and base labels; the tablet page; the CSV. */
async function buildMiniatures(s: Scenario, opts: BuildOptions, base: string): Promise<KitFile[]> {
  const w = rosterWords(s, opts.lang);
  const doc = rosterDocument(s, opts.paper, w, glyphMeasure(), join(PROJECT_ROOT, 'templates', 'roster.html.hbs'));
  const t = doc.muster.total;
  opts.progress(
    `${t.units} unit lines: ${t.figures} figures, ${t.vehicles} vehicles, ${t.guns} guns on ${t.stands} bases; ` +
      `${doc.counts.rosterPages} roster, ${doc.counts.musterPages} muster ` +
      `and ${doc.counts.labelPages} label pages (${doc.counts.labels} labels)`,
  );
  reportUntranslated(w, opts);
  const files = await pageFiles(doc.pages, base, opts, {
    title: `${s.game.title}: miniatures roster`,
    subject: 'Roster, muster list and base labels',
  });
  files.push({ name: `${base}.html`, data: doc.html }, { name: `${base}.csv`, data: doc.csv });
  return files;
}

/** A counter game: order-of-battle sheets, one side after the other, each unit beside its counter. */
async function buildOrderOfBattle(s: Scenario, opts: BuildOptions, base: string): Promise<KitFile[]> {
  const w = rosterWords(s, opts.lang);
  const doc = oobDocument(s, opts.paper, w, glyphMeasure(), counterFronts(s, opts.lang));
  // The build speaks English whatever the sheets' language: the side as the data names it, not the sheet's "Союзники".
  const english = (x: (typeof doc.sides)[number]) => s.game.sides.find((g) => g.id === x.id)?.name ?? x.name;
  const sides = doc.sides.map((x) => `${english(x)} ${x.units.length} units`).join(', ');
  opts.progress(`order of battle: ${sides} on ${doc.pages.length} pages`);
  reportUntranslated(w, opts);
  return pageFiles(doc.pages, base, opts, {
    title: `${s.game.title}: order of battle`,
    subject: doc.sides.map((x) => x.name).join(', '),
  });
}

export const rosterPart: Part = {
  id: 'roster',
  skipReason: (s) => (s.units.length ? undefined : 'the game has no units'),
  async build(s: Scenario, opts: BuildOptions): Promise<KitFile[]> {
    const base = s.rosters ? 'roster' : 'order-of-battle';
    return s.rosters ? buildMiniatures(s, opts, base) : buildOrderOfBattle(s, opts, base);
  },
};

import type { Part, BuildOptions } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { PAPER } from '../../print/paper.js';
import { mmToPt } from '../../print/units.js';
import { flowAids, orderToFill, type FlowBlock, type FlowPage } from './flow-pages.js';
import { writePdf } from '../../print/pdf/write-pdf.js';
import { svgPage } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import type { KitFile } from '../../print/write-kit.js';
import { textLayoutManifest } from '../../print/text-boxes.js';
import { PNG_DPI as PNG_RULE, svgToPng } from '../../print/png.js';
import { footerText, sheetFooterWords, SHEET_FOOTER_HEIGHT } from '../../print/page-furniture.js';
import { loadTextMeasure, type TextMeasure } from '../../print/text-measure.js';
import { makeTranslator, type Translator } from './translator.js';
import { reportUntranslated } from '../../print/words.js';
import { scenarioAids } from './chart-aids.js';
import { layoutAid, type AidWords } from './layout-aid.js';
import type { Aid } from './aid-model.js';
import type { AidLayout } from './strips/strip.js';
import { aidPageSvg } from './aid-page-svg.js';
import { OPTIONS_AID_ID } from './options-aid.js';
import { placeAid } from './options-place.js';

/** Wider than the 6 mm a printer needs: a chart kept beside the map gets handled. */
const MARGIN = mmToPt(10);
const GAP = mmToPt(5);
const PNG_DPI = PNG_RULE.sheets;
const PORTRAIT_SCALES = [1, 0.9, 0.82];
const LANDSCAPE_SCALES = [1, 0.9, 0.8, 0.7, 0.62];

/** The largest type at which the aid fits across a portrait page, else across a landscape one. */
function fitAid(
  aid: Aid,
  portraitWidth: number,
  landscapeWidth: number,
  m: TextMeasure,
  words: AidWords,
): { layout: AidLayout; landscape: boolean } {
  for (const s of PORTRAIT_SCALES) {
    const layout = layoutAid(aid, portraitWidth, s, m, words);
    if (!layout.overflow) return { layout, landscape: false };
  }
  let last: AidLayout | undefined;
  for (const s of LANDSCAPE_SCALES) {
    last = layoutAid(aid, landscapeWidth, s, m, words);
    if (!last.overflow) break;
  }
  return { layout: last!, landscape: true };
}

/** The narrower widths, as shares of the page, an aid is set at to stand beside another (narrowToSavePages). */
const NARROW_SHARES = [0.6, 0.55, 0.5, 0.45];

/**
 * The pages, with an aid set narrower where that saves a page: a table that takes the whole width on its own may
 * stand in the half page beside a narrow aid once its cells wrap (Death of a Division's Movement table printed alone
 * on a fourth sheet, a quarter used, while the Supply table beside it on the third left half the page blank). Each aid
 * is tried in turn and kept narrow only where the flow then takes fewer pages; `fitted` and `blocks` are updated.
 */
function narrowToSavePages(
  aids: Aid[],
  fitted: { layout: AidLayout; landscape: boolean }[],
  blocks: FlowBlock[],
  area: { portrait: { width: number; height: number }; landscape: { width: number; height: number } },
  m: TextMeasure,
  words: AidWords,
): FlowPage[] {
  let pages = flowAids(blocks, area, GAP);
  aids.forEach((aid, i) => {
    if (fitted[i].landscape) return;
    for (const share of NARROW_SHARES) {
      const width = area.portrait.width * share - GAP;
      if (width >= fitted[i].layout.width) continue;
      // At its full type size: a page is not saved by setting an aid smaller.
      const layout = layoutAid(aid, width, 1, m, words);
      if (layout.overflow) break;
      const block = flowBlock({ layout, landscape: false });
      const trial = flowAids(
        blocks.map((b, k) => (k === i ? block : b)),
        area,
        GAP,
      );
      if (trial.length < pages.length) {
        pages = trial;
        fitted[i] = { layout, landscape: false };
        blocks[i] = block;
        return;
      }
    }
  });
  return pages;
}

function pageFooter(s: Scenario, t: Translator, page: number, pages: number, reconstructed: boolean): string[] {
  if (t.lang === 'en')
    return footerText({
      game: s.game.title,
      part: 'player aids',
      page,
      pages,
      reconstructed,
      gameId: s.id,
      own: s.game.defaultProvenance,
    });
  const words = sheetFooterWords(t, (game) => t.str('reconstructedFooter', { game }));
  return footerText({
    game: t.name(s.id, s.game.title),
    part: t.str('playerAids'),
    page,
    pages,
    reconstructed,
    gameId: s.id,
    words,
    own: s.game.defaultProvenance,
  });
}

/** A fitted aid as the page flow measures it. */
function flowBlock({ layout, landscape }: { layout: AidLayout; landscape: boolean }): FlowBlock {
  return {
    width: layout.width,
    landscape,
    continuedHeight: layout.continued.height,
    strips: layout.strips.map((st) => ({
      height: st.height,
      keepWithNext: st.keepWithNext,
      repeat: st.repeat?.map((h) => layout.strips.indexOf(h)),
    })),
  };
}

export const aidsPart: Part = {
  id: 'aids',
  skipReason: (s) => (s.charts.length || s.cards?.handSizes.length ? undefined : 'the game has no charts'),
  async build(s: Scenario, opts: BuildOptions): Promise<KitFile[]> {
    const t = makeTranslator(s, opts.lang);
    const given = scenarioAids(s, t);
    const m = await loadTextMeasure();
    const paper = PAPER[opts.paper];
    const area = {
      portrait: { width: paper.width - 2 * MARGIN, height: paper.height - 2 * MARGIN - SHEET_FOOTER_HEIGHT },
      landscape: { width: paper.height - 2 * MARGIN, height: paper.width - 2 * MARGIN - SHEET_FOOTER_HEIGHT },
    };
    const words = { night: t.str('night'), continued: t.str('continued') };
    const fittedGiven = given.map((a) => fitAid(a, area.portrait.width, area.landscape.width, m, words));
    const blocksGiven = fittedGiven.map(flowBlock);
    const at = given.findIndex((a) => a.id === OPTIONS_AID_ID);
    const order = at < 0 ? given.map((_, i) => i) : placeAid(blocksGiven, at, area, GAP);
    const aids = order.map((i) => given[i]);
    const fitted = order.map((i) => fittedGiven[i]);
    const blocks = order.map((i) => blocksGiven[i]);
    fitted.forEach((f, i) => {
      if (f.layout.overflow)
        opts.progress(
          `warning: "${aids[i].title}" is too wide for a landscape page even at the least type size: ` +
            'its cells print past their columns. Shorten its headings or cells, or print on --paper a4',
        );
    });
    narrowToSavePages(aids, fitted, blocks, area, m, words);
    // Then the order that leaves no page mostly blank, where one does better than the placed order.
    const filling = orderToFill(blocks, area, GAP);
    for (const list of [aids, fitted, blocks] as unknown[][])
      list.splice(0, list.length, ...filling.map((i) => list[i]));
    const pages = flowAids(blocks, area, GAP);
    const layouts = fitted.map((f) => f.layout);
    const landscapeNote = pages.some((p) => p.landscape) ? ' (wide charts on landscape pages)' : '';
    opts.progress(
      `${aids.length} aids on ${pages.length} ${paper.id} page${pages.length === 1 ? '' : 's'}${landscapeNote}`,
    );
    reportUntranslated(t, opts);

    const ids = aids.map((a) => a.id);
    const svgs = pages.map((page, i) => {
      const width = page.landscape ? paper.height : paper.width;
      const height = page.landscape ? paper.width : paper.height;
      const reconstructed = page.pieces.some((p) => aids[p.block].reconstructed);
      const footer = pageFooter(s, t, i + 1, pages.length, reconstructed);
      return svgPage(aidPageSvg({ page, width, height, margin: MARGIN, layouts, ids, footer }), width, height);
    });

    const files: KitFile[] = [];
    if (opts.formats.includes('pdf')) {
      const info = { title: `${s.game.title}: player aids`, subject: aids.map((a) => a.title).join(', ') };
      files.push({ name: `aids.pdf`, data: await writePdf(svgs, info, opts.progress), pages: svgs.length });
    }
    if (opts.formats.includes('svg'))
      svgs.forEach((p, i) => files.push({ name: `aids-${i + 1}.svg`, data: pageToSvg(p) }));
    if (opts.formats.includes('png')) {
      for (const [i, p] of svgs.entries())
        files.push({ name: `aids-${i + 1}.png`, data: await svgToPng(pageToSvg(p), PNG_DPI) });
    }
    // Every text placed, page by page: a test asserts none overprints another or is cut, and no page is near empty.
    const layout = {
      game: s.id,
      part: 'aids',
      lang: opts.lang,
      paper: paper.id,
      units: 'pt',
      ...textLayoutManifest(svgs),
    };
    files.push({ name: 'aids.layout.json', data: JSON.stringify(layout, null, 1) + '\n' });
    return files;
  },
};

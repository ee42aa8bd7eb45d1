import type { Part, BuildOptions } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import { PAPER } from '../../print/paper.js';
import { sheetGrid } from './sheet-grid.js';
import { planPodPages, planSheets, type Placement, type SheetPlan } from './plan-sheets.js';
import { writePdf } from '../../print/pdf/write-pdf.js';
import { svgPage, type Page } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import { textLayoutManifest } from '../../print/text-boxes.js';
import { kitFileName } from '../../print/file-name.js';
import type { KitFile } from '../../print/write-kit.js';
import { PNG_DPI as PNG_RULE, svgToPng } from '../../print/png.js';
import { gameTitleIn, ownWords } from '../../print/catalogue/index.js';
import { footerText } from '../../print/page-furniture.js';
import { loadTextMeasure } from '../../print/text-measure.js';
import { cardPageSvg } from './card-page-svg.js';
import { deckShowsReconstructed } from './deck-provenance.js';
import { renderDeckFaces } from './render-faces.js';
import { BUNDLED_TEMPLATE_DIR } from '../../load/find-template.js';
import { isAbsolute, relative } from 'node:path';
import { CARD_WORDS } from './card-words.js';

const POD_BLEED_MM = 3;
const PNG_DPI = PNG_RULE.pieces;

const r2 = (n: number) => Math.round(n * 100) / 100;

function cardOptions(opts: BuildOptions) {
  const layout = opts.cardLayout;
  return {
    layout,
    size: opts.cardSize,
    bleedMm: opts.bleedMm ?? (layout === 'pod' ? POD_BLEED_MM : 0),
    duplex: opts.duplex ?? 'long',
    offset: opts.backOffset,
  };
}

export const cardsPart: Part = {
  id: 'cards',
  skipReason: (s) => (s.cards ? undefined : 'the game has no cards.yaml'),
  async build(s: Scenario, opts: BuildOptions): Promise<KitFile[]> {
    const deck = s.cards!;
    const { layout, size, bleedMm, duplex, offset } = cardOptions(opts);
    const measure = await loadTextMeasure();

    const card = { width: mmToPt(size.widthMm), height: mmToPt(size.heightMm) };
    const bleed = mmToPt(bleedMm);
    const rendered = renderDeckFaces(s, card, bleed, measure, opts.template, opts.cardBacks === 'light');
    const { faces, faceSvg, backSvg } = rendered;
    const templates = { files: rendered.templateFiles.map((f) => manifestPath(f, s.dir)) };
    for (const o of rendered.overflow)
      opts.progress(
        `warning: card "${o.card}": its ${o.what} does not fit the card even at the least type size; ` +
          'it prints past its box. Shorten it in cards.yaml or choose a larger --card-size',
      );

    const paper = PAPER[opts.paper];
    const grid = layout === 'sheet' ? sheetGrid(paper, card, bleed, duplex) : undefined;
    const plan: SheetPlan = grid
      ? planSheets(faces.length, grid, duplex, offset)
      : planPodPages(faces.length, card, bleed, duplex);
    const sheets = plan.pages.at(-1)?.sheet ?? 0;
    const bleedNote = bleedMm ? `, ${bleedMm} mm bleed` : '';
    opts.progress(
      `${faces.length} cards, ${size.name} ${size.widthMm} × ${size.heightMm} mm${bleedNote}` +
        (grid
          ? `, ${grid.cols * grid.rows} per ${paper.id} sheet, ${sheets} sheets, backs: ${duplex}`
          : `, one page per card, backs: ${duplex}`),
    );

    const reconstructed = deckShowsReconstructed(deck);
    const byPage = new Map<number, Placement[]>();
    for (const p of plan.placements) byPage.set(p.page, [...(byPage.get(p.page) ?? []), p]);
    const base = layout === 'pod' ? 'cards-pod' : 'cards';
    const pageName = (n: number) => {
      const pg = plan.pages[n - 1];
      return pg.sides.length > 1 ? `${base}-${pg.sheet}` : `${base}-${pg.sheet}-${pg.sides[0]}`;
    };
    const words = ownWords(s, opts.lang, 'cards');
    const footer = opts.lang === 'en' ? undefined : ownWords(s, opts.lang, 'footer');
    const pages: (Page & { name: string })[] = plan.pages.map((pg) => {
      const footerLines = footerText({
        game: gameTitleIn(s, opts.lang),
        part:
          pg.sides.length > 1 || pg.sides[0] === 'front'
            ? (words.front ?? CARD_WORDS.front)
            : (words.back ?? CARD_WORDS.back),
        lang: opts.lang,
        page: pg.sheet,
        pages: sheets,
        // A page of backs prints no value, so it makes no claim about values (Nordwind's 12 back sheets did).
        reconstructed: reconstructed && pg.sides.includes('front'),
        gameId: s.id,
        footer,
        own: s.game.defaultProvenance,
      });
      const svg = cardPageSvg({
        page: pg,
        placements: byPage.get(pg.number) ?? [],
        svgOf: (p) => (p.side === 'front' ? faceSvg.get(faces[p.face].card.id)! : backSvg),
        cardIdOf: (p) => faces[p.face].card.id,
        bleed,
        grid,
        footer: footerLines.join(' · '),
      });
      const trim = layout === 'pod' ? { x: bleed, y: bleed, width: card.width, height: card.height } : undefined;
      return { ...svgPage(svg, pg.width, pg.height, trim), name: pageName(pg.number) };
    });

    const files: KitFile[] = [];
    if (opts.formats.includes('pdf')) {
      const info = { title: `${s.game.title}: cards`, subject: `${faces.length} cards, ${size.name}` };
      files.push({ name: `${base}.pdf`, data: await writePdf(pages, info, opts.progress), pages: pages.length });
    }
    // A print-on-demand file is one PDF; a page per card as loose SVGs would only be clutter.
    if (layout === 'sheet') {
      if (opts.formats.includes('svg'))
        for (const p of pages) files.push({ name: `${p.name}.svg`, data: pageToSvg(p) });
      if (opts.formats.includes('png')) {
        opts.progress(`rendering ${pages.length} PNG pages at ${PNG_DPI} dpi`);
        for (const p of pages) files.push({ name: `${p.name}.png`, data: await svgToPng(pageToSvg(p), PNG_DPI) });
      }
    }
    const manifest = {
      game: s.id,
      part: 'cards',
      layout,
      units: 'pt',
      paper: layout === 'sheet' ? paper.id : undefined,
      cardSize: {
        name: size.name,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        width: r2(card.width),
        height: r2(card.height),
      },
      bleedMm,
      bleed: r2(bleed),
      duplex,
      backOffsetMm: [r2(ptToMm(offset.x)), r2(ptToMm(offset.y))],
      grid: grid ? { cols: grid.cols, rows: grid.rows } : undefined,
      templates: templates.files,
      faces: faces.length,
      pages: plan.pages.map((pg) => ({
        page: pg.number,
        sheet: pg.sheet,
        sides: pg.sides,
        width: r2(pg.width),
        height: r2(pg.height),
        // The name the build gives the file (print/file-name), so the manifest points at the file on disk.
        file: layout === 'sheet' ? kitFileName(`${pageName(pg.number)}.svg`, opts.lang, opts.paper) : undefined,
      })),
      cards: plan.placements.map((p) => ({
        page: p.page,
        sheet: p.sheet,
        side: p.side,
        card: faces[p.face].card.id,
        copy: faces[p.face].copy,
        type: faces[p.face].type.id,
        sides: faces[p.face].card.sides,
        x: r2(p.box.x),
        y: r2(p.box.y),
        width: r2(p.box.width),
        height: r2(p.box.height),
        rotation: p.rotation,
      })),
    };
    // Every text placed, page by page: a test asserts none overprints another or is cut.
    const text = textLayoutManifest(pages);
    files.push({ name: `${base}.layout.json`, data: JSON.stringify({ ...manifest, text }, null, 2) + '\n' });
    return files;
  },
};

/**
 * A template as the layout manifest names it: inside the game folder or the bundled templates/ folder, relative
 * to it, so the same kit built from two checkouts gives the same manifest; a --template file of the user's own,
 * anywhere, as given.
 */
function manifestPath(file: string, gameDir: string): string {
  for (const [base, label] of [
    [gameDir, 'game'],
    [BUNDLED_TEMPLATE_DIR, 'bundled'],
  ] as const) {
    const r = relative(base, file);
    if (r && !r.startsWith('..') && !isAbsolute(r)) return `${label}:${r.split('\\').join('/')}`;
  }
  return file;
}

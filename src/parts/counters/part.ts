import type { BuildOptions, Part } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { InputError } from '../../util/input-error.js';
import { counterPieces, type CounterPiece } from './counter-pieces.js';
import { gameCounterSize } from '../../print/footprint.js';
import { PAPER } from '../../print/paper.js';
import { ptToMm } from '../../print/units.js';
import { footerText } from '../../print/page-furniture.js';
import { writePdf } from '../../print/pdf/write-pdf.js';
import { svgPage } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import type { KitFile } from '../../print/write-kit.js';
import { mmToPt } from '../../print/units.js';
import { fillWords, gameTitleIn, ownWords } from '../../print/catalogue/index.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { sheetFrame } from './sheet-frame.js';
import { counterGrid } from './counter-grid.js';
import { placeCounters, placeMixedCounters, type PlacedCounter } from './place-counters.js';
import { cropMarks } from './crop-marks.js';
import { counterSheetSvg } from './counter-sheet-svg.js';
import { textLayoutManifest } from '../../print/text-boxes.js';
import { counterManifest } from './counter-manifest.js';
import { duplexCheckPages } from './duplex-check.js';
import { COUNTER_WORDS, DUPLEX_WORDS, type DuplexWords } from './counter-words.js';
import { pieceTemplateFiles, resolveCounterTemplates } from './counter-templates.js';
import { counterTemplateLoader } from './counter-template.js';
import { FACE_BOX, faceBox, renderFace } from './render-face.js';

function counterOptions(s: Scenario, opts: BuildOptions) {
  return {
    size: opts.counterSize ?? gameCounterSize(s),
    duplex: opts.duplex ?? 'long',
    offset: opts.backOffset,
    // Colour runs 1 mm past the cut line, so a slightly missed cut never shows the neighbour's colour.
    bleed: mmToPt(opts.bleedMm ?? 1),
    gutter: mmToPt(opts.gutterMm ?? 0),
  };
}

export const countersPart: Part = {
  id: 'counters',
  skipReason: (s) => (s.units.length + s.markers.length ? undefined : 'the game has no units or markers'),

  async build(s: Scenario, opts: BuildOptions): Promise<KitFile[]> {
    const { size, duplex, offset, bleed, gutter } = counterOptions(s, opts);
    const paper = PAPER[opts.paper];
    const frame = sheetFrame(paper.width, paper.height, duplex === 'fold');
    const grid = counterGrid(frame.area, size.pt, bleed, gutter);
    if (!grid.perSheet) {
      const mm = (pt: number) => Math.floor(ptToMm(pt));
      const withBleed = bleed ? ' with their bleed' : '';
      const paperName = paper.label;
      const foldNote = duplex === 'fold' ? ' (half the page, in fold mode)' : '';
      throw new InputError(
        `${s.id}: counters of ${size.label}${withBleed} do not fit on ${paperName} paper: ` +
          `the printable area left for counters${foldNote} is ${mm(frame.area.width)} × ${mm(frame.area.height)} mm`,
      );
    }

    const files = resolveCounterTemplates(s, opts.template);
    const filesOf = pieceTemplateFiles(s, opts.template, files);
    const pieces = counterPieces(s, opts.lang);
    const template = counterTemplateLoader(s.dir);
    const faces = pieces.map((p) => {
      // A piece's own template (by type, formation or side), else the game's.
      const own = filesOf(p);
      // A piece of its own shape draws in a box 100 units on its short side; the bleed is in those units too.
      const box = faceBox(p.size?.width, p.size?.height);
      const bleedUnits = (bleed / (p.size ? Math.min(p.size.width, p.size.height) : size.pt)) * FACE_BOX;
      return {
        front: renderFace(template(own.front), p.front, p, bleedUnits, box),
        back: duplex === 'none' ? '' : renderFace(template(own.back), p.back, p, bleedUnits, box),
      };
    });

    // Square counters all of one size fill the grid; leaders and markers of their own shape go in rows of
    // their size after them.
    const shaped = pieces.some((p) => p.size);
    const plan = shaped
      ? placeMixedCounters(
          pieces.map((p) => ({ count: p.count, width: p.size?.width ?? size.pt, height: p.size?.height ?? size.pt })),
          frame.area,
          bleed,
          gutter,
          paper,
          duplex,
          offset,
        )
      : placeCounters(
          pieces.map((p) => p.count),
          grid,
          paper,
          duplex,
          offset,
        );
    const sides: { page: number; sheet: number; name: string; placed: PlacedCounter[] }[] = [];
    for (let page = 1; page <= plan.pages; page++) {
      const placed = plan.placed.filter((p) => p.page === page);
      const sheet = placed[0]?.sheet ?? page;
      const name = duplex === 'fold' ? 'fold' : duplex === 'none' || page % 2 === 1 ? 'front' : 'back';
      sides.push({ page, sheet, name, placed });
    }
    const words = ownWords(s, opts.lang, 'counters');
    const footerWords = ownWords(s, opts.lang, 'footer');
    const svgs = sides.map((side) => {
      const fronts = side.placed.filter((p) => p.side === 'front');
      const backs = side.placed.filter((p) => p.side === 'back');
      const reconstructed = side.placed.some((p) => pieces[p.piece].reconstructed);
      const note = piecesNote(
        side.placed.map((p) => pieces[p.piece]),
        words,
        opts.lang,
        paper.width - 2 * frame.footer.x,
      );
      const part =
        duplex === 'fold'
          ? (words.fold ?? COUNTER_WORDS.fold)
          : (words[side.name] ?? COUNTER_WORDS[side.name as 'front' | 'back']);
      return counterSheetSvg({
        width: paper.width,
        height: paper.height,
        box: FACE_BOX,
        faces: side.placed.map((p) => ({ ...p, svg: p.side === 'front' ? faces[p.piece].front : faces[p.piece].back })),
        marks: cropMarks(fronts, bleed) + cropMarks(backs, bleed),
        calibration: frame.calibration,
        footer: {
          ...frame.footer,
          lines: footerText({
            game: gameTitleIn(s, opts.lang),
            part,
            page: side.sheet,
            pages: plan.sheets,
            reconstructed,
            gameId: s.id,
            lang: opts.lang,
            footer: opts.lang === 'en' ? undefined : footerWords,
            own: s.game.defaultProvenance,
            note,
          }),
        },
        foldY: frame.foldY,
        lang: opts.lang,
        calibrationWords: opts.lang === 'en' ? undefined : footerWords,
        foldWords: words.foldHere ?? COUNTER_WORDS.foldHere,
      });
    });
    const stem = (side: (typeof sides)[number]) => `counters-sheet${side.sheet}-${side.name}`;

    const out: KitFile[] = [];
    const info = {
      title: `${s.game.title}: counters`,
      subject: `Counter sheets, ${size.label}, ${duplex === 'none' ? 'no backs' : duplex + ' duplex'}`,
    };
    const pages = svgs.map((svg) => svgPage(svg, paper.width, paper.height));
    if (opts.formats.includes('pdf')) {
      out.push({ name: 'counters.pdf', data: await writePdf(pages, info, opts.progress), pages: pages.length });
      if (duplex === 'long' || duplex === 'short') {
        const duplexWords = Object.fromEntries(
          Object.entries(DUPLEX_WORDS).map(([k, en]) => [k, words[k] ?? en]),
        ) as DuplexWords;
        const check = duplexCheckPages(paper.width, paper.height, duplex, offset, s.game.title, duplexWords);
        const checkPages = [check.front, check.back].map((svg) => svgPage(svg, paper.width, paper.height));
        const checkInfo = { title: `${s.game.title}: duplex check` };
        const checkPdf = await writePdf(checkPages, checkInfo, opts.progress);
        out.push({ name: 'counters-duplex-check.pdf', data: checkPdf, pages: checkPages.length, first: true });
      }
    }
    if (opts.formats.includes('svg')) {
      sides.forEach((side, i) =>
        out.push({ name: `${stem(side)}.svg`, data: pageToSvg(pages[i], { physical: true }) }),
      );
    }
    if (opts.formats.includes('png')) {
      const { svgToPng, PNG_DPI } = await import('../../print/png.js');
      for (const [i, side] of sides.entries())
        out.push({ name: `${stem(side)}.png`, data: await svgToPng(svgs[i], PNG_DPI.pieces) });
    }
    const manifest = counterManifest(
      {
        game: s.id,
        paper: opts.paper,
        lang: opts.lang,
        page: paper,
        counterSize: size,
        duplex,
        backOffset: offset,
        bleed,
        gutter,
        sheets: plan.sheets,
        pages: plan.pages,
      },
      plan.placed,
      (i) => ({ id: pieces[i].id, kind: pieces[i].kind }),
    );
    // Every text placed, sheet side by side: a test asserts none overprints another or is cut.
    const text = textLayoutManifest(pages);
    out.push({ name: 'counters.layout.json', data: JSON.stringify({ ...manifest, text }, null, 1) + '\n' });
    const frontCount = plan.placed.filter((p) => p.side === 'front').length;
    const sheetsSuffix = plan.sheets === 1 ? '' : 's';
    opts.progress(`${frontCount} counters of ${size.label} on ${plan.sheets} sheet${sheetsSuffix}, backs: ${duplex}`);
    return out;
  },
};

/** The footer's size, as footerSvg sets it. */
const FOOTER_FONT = 7;

/**
 * The footer's note on a sheet that holds markers which are themselves reconstructed (the piece, or how many): it
 * names them, as the order of battle daggers each reconstructed unit, for no other sheet lists the markers (issue 24:
 * Veritable's RAF and sequence markers printed nothing to say so). Undefined where there are none (the usual note);
 * "some counters" where the names would not fit one line.
 */
export function piecesNote(
  onSheet: readonly CounterPiece[],
  words: Readonly<Record<string, string>>,
  lang: string,
  width: number,
): string | undefined {
  const names = [...new Set(onSheet.filter((p) => p.kind === 'marker' && p.reconstructed).map((p) => p.front.text))];
  if (!names.length) return undefined;
  const note = fillWords(words['note.pieces'] ?? COUNTER_WORDS['note.pieces'], { names: names.join(', ') }, lang);
  return glyphMeasure().width(note, FOOTER_FONT) <= width
    ? note
    : (words['note.pieces.many'] ?? COUNTER_WORDS['note.pieces.many']);
}

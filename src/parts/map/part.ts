import type { Rect } from '../../geometry/point.js';
import type { Part, BuildOptions } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { PAPER, MIN_MARGIN_PT } from '../../print/paper.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import { footerText } from '../../print/page-furniture.js';
import { counterSizeTag, kitFileName } from '../../print/file-name.js';
import { gameCounterSize } from '../../print/footprint.js';
import { planTiles, fitsOnPage, orientedPage, type TilePlan } from './tiles/plan-tiles.js';
import {
  areaNames,
  cutTiles,
  lineCuts,
  movableWords,
  moveAreaNamesOffCuts,
  namesCut,
  trimLines,
} from './tiles/clear-cuts.js';
import { blankTiles, sheetMatter } from './tiles/blank-sheets.js';
import { cutRanges } from './sheet/band-tiles.js';
import { svgToPng } from '../../print/png.js';
import { ScenarioError } from '../../load/problem.js';
import { at } from '../../load/validate/report.js';
import { glyphMeasure } from '../../print/text-measure.js';
import { wrapText } from '../../print/wrap-text.js';
import { drawGridSheet, leastCell } from './grid/grid-sheet.js';
import { drawAreaSheet } from './area/area-sheet.js';
import type { MapDrawing } from './map-drawing.js';
import { clearSymbolsUnderNames } from './clear-names.js';
import type { Item, Page } from '../../print/scene.js';
import { pageToSvg } from '../../print/scene-svg.js';
import { writePdf } from '../../print/pdf/write-pdf.js';
import type { KitFile } from '../../print/write-kit.js';
import { tilePage, overviewPage, singlePage, ownSizePage, seamMarks, edgeWords, fieldCutNote } from './print-pages.js';
import { mapTexts } from './map-texts.js';
import { mapHasReconstructed, mapPrintsDaggers } from './sheet/map-context.js';
import { buildManifest } from './manifest.js';
import { misfitProblems } from './fit-check.js';
import { drawnConnectionProblems } from './area/drawn-check.js';
import { keepsGeometry } from './area/frozen-geometry.js';
import { drawnShapeProblems } from './area/frozen-checks.js';
import { signSeamProblems } from './tiles/sign-seam-check.js';
import { arrowOnRoadProblems } from './area/arrow-road-check.js';
import { fitSheet } from './fit-sheet.js';
import { formatProblem } from '../../load/problem.js';
import { placeLabels } from './place-labels.js';
import { fillWords, gameTitleIn, ownWords } from '../../print/catalogue/index.js';

/** Overlap between tiles: the issue's least is 10 mm; 12 leaves room for a slightly skewed print. */
export const TILE_OVERLAP_PT = mmToPt(12);
/**
 * Room at the foot of each printed page for the sheet's name, its neighbours and the footer lines: three lines of
 * small type, kept short because every point of it is taken from the map on each of dozens of sheets.
 */
export const FOOTER_PT = 22;

export function drawMap(s: Scenario, lang: string, counterPt?: number, paper?: BuildOptions['paper']): MapDrawing {
  // One drawing a build: the map part, the module's board and the companion's map are the same sheet.
  const drawn = drawings.get(s) ?? new Map<string, MapDrawing>();
  drawings.set(s, drawn);
  const key = `${lang}|${counterPt ?? ''}|${paper ?? ''}`;
  const known = drawn.get(key);
  if (known) return known;
  const drawing = clearSymbolsUnderNames(drawMapOnce(s, lang, counterPt, paper));
  // The seams printPages cuts this very drawing at (its names moved off the first cuts make it another drawing than
  // the one cut so far): asked here, a bundled area map's are kept in its map.geometry.json (the frozen-geometry test
  // draws through here), and once cut they stay with the drawing's items (see cutTiles) for printPages to find.
  if (paper && drawing.kind === 'area' && keepsGeometry(s.dir) && tilePlan(drawing.width, drawing.height, paper))
    cutTiles(drawing, tileOptions(paper), undefined, undefined, s.dir);
  drawn.set(key, drawing);
  return drawing;
}

const drawings = new WeakMap<Scenario, Map<string, MapDrawing>>();

/** The tiles a sheet of this size prints on, as printPages plans them; undefined when it fits the paper. */
export function tilePlan(width: number, height: number, paper: BuildOptions['paper']): TilePlan | undefined {
  const size = PAPER[paper];
  if (fitsOnPage(width, height, size, MIN_MARGIN_PT, FOOTER_PT)) return undefined;
  return planTiles(width, height, { paper: size, margin: MIN_MARGIN_PT, overlap: TILE_OVERLAP_PT, footer: FOOTER_PT });
}

/**
 * The columns of tiles a sheet of this size prints on (one column when it fits the paper), each narrowed to the part
 * no trim line can reach: between the ranges its seams may be cut in (see cutRanges). Furniture kept inside one
 * lies whole on one sheet, and the cut passes beside it.
 */
export function tileColumns(
  width: number,
  height: number,
  paper: BuildOptions['paper'],
): { x: number; width: number }[] {
  const p = tilePlan(width, height, paper);
  if (!p) return [{ x: 0, width }];
  const seams = cutRanges(p).x;
  return p.tiles
    .filter((t) => t.row === 1)
    .map((t, i) => {
      const x = i === 0 ? t.window.x : seams[i - 1][1];
      const end = i === seams.length ? t.window.x + t.window.width : seams[i][0];
      return { x, width: end - x };
    });
}

function drawMapOnce(s: Scenario, lang: string, counterPt?: number, paper?: BuildOptions['paper']): MapDrawing {
  const measure = glyphMeasure();
  const map = s.map!;
  const columns = paper ? (w: number, h: number) => tileColumns(w, h, paper) : undefined;
  const tiles = paper ? (w: number, h: number) => tilePlan(w, h, paper) : undefined;
  const drawn =
    map.kind === 'area'
      ? drawAreaSheet(s, map, { lang, measure, counterPt, columns, tiles: paper ? tileOptions(paper) : undefined })
      : drawGridSheet(s, map, { lang, measure, counterPt, tiles });
  // Labels are placed once everything else is drawn, so they know every line, mark and fixed text they must avoid.
  // On a tiled sheet a label keeps off the ranges its seams are cut in, where it can.
  const plan = paper ? tilePlan(drawn.width, drawn.height, paper) : undefined;
  const ranges = plan ? cutRanges(plan) : undefined;
  const placed = placeLabels(drawn.items, ranges);
  const first = { ...drawn, items: placed.items, texts: placed.texts };
  if (!paper || !plan) return first;
  // Where the seams cut as printPages cuts them still cross a word or a box, they are cut again treating the names as
  // movable (crossing one rather than a fixed word or a box), and the names a trim line runs through move aside: area
  // names along their area, labels by the label placer, which now knows the cuts (issue 24: Death of a Division's
  // names on nine portrait columns, Remagen's pontoon labels). A map its seams cut clear prints as before.
  const opts = tileOptions(paper);
  const crossed = (d: MapDrawing, plan: TilePlan) => {
    const lines = trimLines(plan, d.width, d.height);
    return d.items.some((it) => it.kind === 'text' && lines.some((l) => lineCuts(l, it.box)));
  };
  if (!crossed(first, cutTiles(first, opts, undefined, undefined, s.dir))) return first;
  const movable = movableWords(first);
  let lines = trimLines(cutTiles(first, opts, movable, undefined, s.dir), first.width, first.height);
  let overTrail = new Set<string>();
  let moved = moveAreaNamesOffCuts(drawn, lines, overTrail);
  // A name no room lets move off its cut weighs as a town's sign, and the cuts are chosen again: the others cross a
  // name that can move (issue 24: Baerenthal on A3, between its marks and a road, under the only cut past box D).
  // Each round weighs the names still stuck with those before; kept while fewer names are left under a cut.
  let stuck = namesCut({ ...drawn, items: moved }, lines);
  const signs = new Set<number>();
  for (let round = 0; round < 3 && stuck.length; round++) {
    for (const i of stuck) {
      const k = first.items.indexOf(drawn.items[i]!);
      if (k >= 0) signs.add(k);
    }
    const soft = new Set([...movable].filter((i) => !signs.has(i)));
    const lines2 = trimLines(cutTiles(first, opts, soft, signs, s.dir), first.width, first.height);
    const overTrail2 = new Set<string>();
    const moved2 = moveAreaNamesOffCuts(drawn, lines2, overTrail2);
    const left = namesCut({ ...drawn, items: moved2 }, lines2);
    if (left.length >= stuck.length && left.every((i) => stuck.includes(i))) break;
    if (left.length <= stuck.length) [lines, moved, overTrail] = [lines2, moved2, overTrail2];
    stuck = left;
  }
  const again = placeLabels(moved, ranges, lines);
  return { ...drawn, items: again.items, texts: again.texts, facts: namesAsMoved(drawn, moved, overTrail) };
}

/**
 * The drawing's facts with each area name's boxes where it is drawn once moved off the cuts: map.layout.json and the
 * checks that read `areaLabels` (names clear of roads, signs, seams) had the names where they were first set.
 */
function namesAsMoved(
  drawn: MapDrawing,
  moved: readonly Item[],
  /** The areas whose names were moved over a trail as a last resort: recorded as `overTrail`. */
  overTrail: ReadonlySet<string>,
): MapDrawing['facts'] {
  const labels = drawn.facts.areaLabels as { id: string; name: Rect[] }[] | undefined;
  if (!labels) return drawn.facts;
  const groups = new Map(areaNames(drawn).map((g) => [g.id, g.at] as const));
  const boxOf = (i: number) => {
    const it = moved[i]!;
    return it.kind === 'text' ? it.box : undefined;
  };
  return {
    ...drawn.facts,
    areaLabels: labels.map((l) => {
      const at = groups.get(l.id);
      if (!at || at.length !== l.name.length || at.every((i) => moved[i] === drawn.items[i])) return l;
      const boxes = at.map(boxOf);
      if (!boxes.every((b) => b)) return l;
      return overTrail.has(l.id) ? { ...l, name: boxes as Rect[], overTrail: true } : { ...l, name: boxes as Rect[] };
    }),
  };
}

/** How printPages tiles a sheet on this paper. */
const tileOptions = (paper: BuildOptions['paper']) => ({
  paper: PAPER[paper],
  margin: MIN_MARGIN_PT,
  overlap: TILE_OVERLAP_PT,
  footer: FOOTER_PT,
});

/** The map with its fit sheet: a player checks the pieces against one space of each kind before cutting. */
function withFitSheet(
  s: Scenario,
  drawing: MapDrawing,
  lang: string,
  counterPt: number | undefined,
  paper: BuildOptions['paper'],
): MapDrawing {
  const texts = mapTexts(s, lang);
  // The fit sheet prints on the paper asked for: an area larger than it is cut to it.
  const [pw, ph] = [PAPER[paper].width, PAPER[paper].height].sort((a, b) => a - b) as [number, number];
  const room = { width: pw - 2 * MIN_MARGIN_PT, height: ph - 2 * MIN_MARGIN_PT };
  const words = (key: string, english: string, vars?: Record<string, string | number>) =>
    fillWords(texts.t(key, english), vars, lang);
  const fit = fitSheet(s, drawing, counterPt, words, room, lang);
  const name = texts.t('fit.name', 'Fit sheet');
  return fit ? { ...drawing, boards: [...drawing.boards, { id: 'fit', name, page: fit }] } : drawing;
}

/**
 * The pages of map.pdf and how they relate to the map: tiles with an overview first, one sheet, or one full-size
 * page.
 */
export function printPages(
  s: Scenario,
  drawing: MapDrawing,
  opts: {
    paper: BuildOptions['paper'];
    lang: string;
    tile: 'auto' | 'off' | 'full';
    wrap: (text: string, width: number, size: number) => string[];
  },
) {
  const paper = PAPER[opts.paper];
  const texts = mapTexts(s, opts.lang);
  // A track that daggers its reconstructed events says what the dagger means at every sheet's foot: the title
  // block's note has no room to grow on a map whose furniture stands in the room its areas leave.
  const daggers = mapPrintsDaggers(s);
  const reconstructed = daggers || mapHasReconstructed(s);
  const title = `${texts.name(s.id, s.game.title)} · ${texts.name('map', s.map!.name)}`;
  const footer = (page: number, pages: number) =>
    footerText({
      game: gameTitleIn(s, opts.lang),
      part: texts.t('part.map', 'Map'),
      page,
      pages,
      reconstructed,
      gameId: s.id,
      lang: opts.lang,
      footer: opts.lang === 'en' ? undefined : ownWords(s, opts.lang, 'footer'),
      own: s.game.defaultProvenance,
      note: daggers
        ? texts.t(
            'map.reconstructed.daggers',
            'Values marked † and parts of this map are reconstructed by Sandtable, not published by the designer.',
          )
        : undefined,
    });
  // The fit sheet is a check printed once, not part of the board: it goes to a file of its own (map-fit.pdf).
  const boards = drawing.boards.filter((b) => b.id !== 'fit').map((b) => b.page);
  const fit = fitsOnPage(drawing.width, drawing.height, paper, MIN_MARGIN_PT, FOOTER_PT);
  let mapPages: ((pages: number) => Page)[];
  let plan: TilePlan | undefined;
  let mode: 'tiled' | 'single' | 'full';
  if (opts.tile === 'full') {
    mode = 'full';
    mapPages = [
      (pages) => ownSizePage(drawing.width, drawing.height, drawing.items, MIN_MARGIN_PT, FOOTER_PT, footer(1, pages)),
    ];
  } else if (fit) {
    mode = 'single';
    mapPages = [
      (pages) =>
        singlePage(
          paper,
          fit,
          MIN_MARGIN_PT,
          FOOTER_PT,
          drawing.width,
          drawing.height,
          drawing.items,
          footer(1, pages),
        ),
    ];
  } else if (opts.tile === 'off') {
    const other = opts.paper === 'letter' ? 'a4' : 'letter';
    const fitsOther = fitsOnPage(drawing.width, drawing.height, PAPER[other], MIN_MARGIN_PT, FOOTER_PT);
    const size = `${ptToMm(drawing.width).toFixed(0)} × ${ptToMm(drawing.height).toFixed(0)} mm`;
    const anyPaper = fitsOther ? '' : ' or any paper Sandtable prints on';
    const paperHint = fitsOther ? `--paper ${other}, ` : '';
    throw new ScenarioError([
      at(
        s.origins.map!,
        ['printedSize'],
        `the map prints ${size}, larger than ${opts.paper} paper${anyPaper}; with --tile off it must fit one sheet. ` +
          `Use ${paperHint}--tile auto to print it over several sheets, or --tile full for one page of its own size`,
      ),
    ]);
  } else {
    mode = 'tiled';
    // Each seam is cut clear of the furniture and the words, and across the fewest cells (see seamCosts).
    const free = cutTiles(drawing, tileOptions(opts.paper));
    const blocks = [...((drawing.facts.furniture ?? []) as { rect: Rect }[]), ...drawing.boxes].map((b) => b.rect);
    const matter = sheetMatter(drawing.width, drawing.height, drawing.items, blocks);
    // A sheet that keeps nothing once trimmed (no map, no block) is left out; the overview names it.
    const blank = blankTiles(free, matter);
    const p: TilePlan = blank.size ? { ...free, blank: [...blank] } : free;
    plan = p;
    const words = drawing.items.flatMap((it) => (it.kind === 'text' ? [it.box] : []));
    const marks = seamMarks(p, drawing.width, drawing.height, words);
    // A word that a sheet's edge would cut prints only on the sheets that hold it whole.
    const { shared, edge } = edgeWords(p, drawing.items);
    // A field a little larger than a sheet is said to run on, on the overview and on the trim lines that cross it.
    const field = fieldOverSheet(drawing, p);
    const fieldNote = field && fieldCutNote(p, field, texts);
    mapPages = [
      (pages) =>
        overviewPage(
          p,
          drawing.width,
          drawing.height,
          drawing.items,
          texts,
          title,
          footer(1, pages),
          opts.wrap,
          fieldNote,
        ),
      ...p.tiles
        .filter((t) => !blank.has(t.id))
        .map((t, i) => (pages: number) => tilePage(p, t, shared, marks, texts, footer(i + 2, pages), edge, field)),
    ];
  }
  const total = mapPages.length + boards.length;
  const pages = [...mapPages.map((f) => f(total)), ...boards.map((b) => boardOnPaper(b, paper, opts.tile === 'full'))];
  const room = fit ? orientedPage(paper, fit) : undefined;
  const used = room
    ? (drawing.width * drawing.height) /
      ((room.width - 2 * MIN_MARGIN_PT) * (room.height - 2 * MIN_MARGIN_PT - FOOTER_PT))
    : undefined;
  // The print shop's one page says what the tiles' feet say (issue 24: its track printed daggers nothing explained).
  const shop = ownSizePage(drawing.width, drawing.height, drawing.items, MIN_MARGIN_PT, FOOTER_PT, footer(1, 1));
  return { pages, plan, mode, title, shop, used: mode === 'single' ? used : undefined };
}

/** A battle board centred on a sheet of the paper when it fits, else on a page of its own size. */
function boardOnPaper(board: Page, paper: (typeof PAPER)[keyof typeof PAPER], ownSize: boolean): Page {
  const fit = ownSize ? undefined : fitsOnPage(board.width, board.height, paper, MIN_MARGIN_PT, 0);
  if (!fit) return board;
  const { width, height } = orientedPage(paper, fit);
  const dx = (width - board.width) / 2;
  const dy = (height - board.height) / 2;
  return { width, height, layers: board.layers.map((l) => ({ ...l, dx: (l.dx ?? 0) + dx, dy: (l.dy ?? 0) + dy })) };
}

/**
 * The playing field of a grid map that is a little larger than one sheet prints (at most 15 % each way), so that a
 * player would expect it whole and finds it cut: the sheets say where it runs on (Veritable's 11 × 8 in field is
 * 203 mm tall; A4 landscape prints 190 mm). The paper is weighed either way round, whichever the tiles took: the
 * 11 × 8 in field is a letter sheet's own size, and four portrait letter sheets cut it down its width (issue 24).
 * `room` is the sheet's printable window in the orientation the field comes nearest to fitting. Undefined for a field
 * that fits, or one plainly larger (Remagen's).
 */
export function fieldOverSheet(
  drawing: MapDrawing,
  plan: TilePlan,
): (Rect & { room: { width: number; height: number } }) | undefined {
  const field = drawing.facts.grid as Rect | undefined;
  if (!field) return undefined;
  const footer = plan.pageHeight - 2 * plan.windowY - plan.room.height;
  const turned = { width: plan.pageHeight - 2 * plan.windowX, height: plan.pageWidth - 2 * plan.windowY - footer };
  const over = (room: { width: number; height: number }, k: number) =>
    field.width <= room.width * k && field.height <= room.height * k;
  if (over(plan.room, 1) || over(turned, 1)) return undefined;
  const room = [plan.room, turned].find((r) => over(r, 1.15));
  return room ? { ...field, room } : undefined;
}

/**
 * The cells of a grid map that a trim line runs through, by label, in map order: the ones a player tapes together.
 * A cell counts when the line passes more than 1 pt inside it.
 */
export function cellsCut(drawing: MapDrawing, plan: TilePlan): string[] {
  const f = drawing.facts.cellSize as number | undefined;
  if (drawing.kind === 'area' || !f) return [];
  const flat = drawing.facts.orientation === 'flat';
  const pointy = drawing.facts.orientation === 'pointy';
  // Half a cell's height and width: a flat-topped hex is f tall and 2f/√3 wide, a pointed one the other way round.
  const hh = pointy ? f / Math.sqrt(3) : f / 2;
  const hw = flat ? f / Math.sqrt(3) : f / 2;
  const lines = trimLines(plan, drawing.width, drawing.height);
  return drawing.things
    .filter(({ centre: [x, y] }) =>
      lines.some((l) =>
        l.a[0] === l.b[0]
          ? Math.abs(x - l.a[0]) < hw - 1 && y > l.a[1] && y < l.b[1]
          : Math.abs(y - l.a[1]) < hh - 1 && x > l.a[0] && x < l.b[0],
      ),
    )
    .map((t) => t.id);
}

/** What the build says of the sheets that would hold nothing. */
const LEFT_OUT = 'left blank, not printed';

/** Every map PNG is drawn at this resolution ... */
export const MAP_PNG_DPI = 150;
/** ... unless that would pass this many pixels (about 160 MB to hold while drawing): then as fine as stays under. */
export const MAP_PNG_MAX_PIXELS = 40e6;

/** The resolution of a map PNG by the one rule above, and whether the pixel limit lowered it. */
export function pngDpi(width: number, height: number): { dpi: number; limited: boolean } {
  const sqIn = (width / 72) * (height / 72);
  const most = Math.floor(Math.sqrt(MAP_PNG_MAX_PIXELS / sqIn));
  return most >= MAP_PNG_DPI ? { dpi: MAP_PNG_DPI, limited: false } : { dpi: Math.max(20, most), limited: true };
}

export const mapPart: Part = {
  id: 'map',
  skipReason: (s) => (s.map ? undefined : 'the game has no map.yaml'),
  async build(s, opts) {
    const counterPt = opts.counterSize?.pt;
    const tile = opts.tile;
    const drawing = withFitSheet(s, drawMap(s, opts.lang, counterPt, opts.paper), opts.lang, counterPt, opts.paper);
    for (const n of drawing.notes) opts.progress(n);
    // Pieces that do not fit their spaces make an unplayable map: refused unless the player asks for it.
    // So does a map whose drawn roads and arrows go elsewhere than the data says: the referee reads the data; and
    // one whose areas are drawn with slivers no stack stands on, or whose roads pass through the corners where areas
    // meet, or whose town signs stand on a border, or whose areas are drawn with a corner too sharp to be ground, or
    // whose entry arrows lie along a road.
    const measure = glyphMeasure();
    const wrap = (text: string, width: number, size: number) => wrapText(text, width, size, measure);
    const { pages, plan, mode, title, shop, used } = printPages(s, drawing, {
      paper: opts.paper,
      lang: opts.lang,
      tile,
      wrap,
    });
    const misfits = [
      ...misfitProblems(s, drawing, opts.counterSize?.label),
      ...drawnConnectionProblems(s, drawing),
      ...drawnShapeProblems(s, drawing).flat(),
      ...arrowOnRoadProblems(s, drawing),
      // A town's sign cut in two between sheets is taped back together under the player's stacks, read on neither.
      ...(plan ? signSeamProblems(s, drawing, plan) : []),
    ];
    if (misfits.length && !opts.allowMisfit) throw new ScenarioError(misfits);
    for (const p of misfits) opts.progress(`warning: ${formatProblem(p)}`);
    const drawnSize = `${ptToMm(drawing.width).toFixed(0)} × ${ptToMm(drawing.height).toFixed(0)} mm`;
    opts.progress(
      mode === 'tiled'
        ? `${drawnSize} over ${plan!.tiles.length - (plan!.blank?.length ?? 0)} ${opts.paper} sheets ` +
            `(${plan!.rows} × ${plan!.cols}${plan!.blank ? `, ${plan!.blank.join(', ')} ${LEFT_OUT}` : ''}) ` +
            'and a sheet showing how they join'
        : `${drawnSize} on ${mode === 'full' ? 'one page of its own size' : `one ${opts.paper} sheet`}`,
    );
    // A playing surface larger than a sheet's printable window cannot be on one sheet at 100 %: the player is told
    // why a seam crosses the hexes (Veritable's 11 × 8 in field is 203 mm tall; A4 landscape prints 190 mm).
    const field = plan && fieldOverSheet(drawing, plan);
    if (mode === 'tiled' && plan && field) {
      const over = (k: number) => field.width <= field.room.width * k && field.height <= field.room.height * k;
      const mm = (w: number, h: number) => `${ptToMm(w).toFixed(0)} × ${ptToMm(h).toFixed(0)} mm`;
      // Smaller cells are no way out where the pieces need them as large (Veritable's ½ in counters need 15.7 mm
      // hexes, whose 12½ rows stand 196 mm tall): the player is told so, and which cells the cuts cross.
      const cell = drawing.facts.cellSize as number;
      const least = s.map!.kind === 'area' ? undefined : leastCell(s, s.map!, counterPt);
      const k = least && least < cell ? least / cell : 1;
      const still =
        k < 1 && !over(1 / k)
          ? `, and would be at the ${ptToMm(least!).toFixed(1)} mm cells its pieces need ` +
            `(${mm(field.width * k, field.height * k)})`
          : '';
      const crossed = cellsCut(drawing, plan!);
      const across = crossed.length
        ? `the cuts cross ${crossed.length} cells (${crossed.slice(0, 9).join(', ')}${crossed.length > 9 ? ', …' : ''})`
        : 'its cells join across a seam';
      opts.progress(
        `the playing surface (${mm(field.width, field.height)}) is larger than what one ${opts.paper} sheet ` +
          `prints (${mm(field.room.width, field.room.height)} inside its margins)${still}: ${across}; ` +
          `a larger paper or --tile full keeps it whole`,
      );
    }
    const files: KitFile[] = [];
    const sheet: Page = { width: drawing.width, height: drawing.height, layers: [{ items: drawing.items }] };
    if (opts.formats.includes('svg')) {
      files.push({ name: 'map.svg', data: pageToSvg(sheet, { physical: true, title }) });
      for (const b of drawing.boards)
        files.push({ name: `map-${b.id}.svg`, data: pageToSvg(b.page, { physical: true, title: b.name }) });
    }
    if (opts.formats.includes('pdf'))
      files.push({
        name: 'map.pdf',
        data: await writePdf(pages, { title, subject: 'Map' }, opts.progress),
        pages: pages.length,
      });
    const fitBoard = drawing.boards.find((b) => b.id === 'fit');
    if (opts.formats.includes('pdf') && fitBoard)
      files.push({
        name: 'map-fit.pdf',
        data: await writePdf(
          [boardOnPaper(fitBoard.page, PAPER[opts.paper], opts.tile === 'full')],
          { title: `${title} · ${fitBoard.name}`, subject: fitBoard.name },
          opts.progress,
        ),
        pages: 1,
        first: 'at 100 %, your pieces stand on it as they must fit the map',
      });
    // A tiled map also comes whole on one page of its own size, for a print shop's wide-format printer.
    if (opts.formats.includes('pdf') && mode === 'tiled') {
      // Named as the file is written (map-ru-a4-print-shop.pdf, map-5-8in-print-shop.pdf), not as the part names it.
      const shopFile = kitFileName(
        'map-print-shop.pdf',
        opts.lang,
        opts.paper,
        counterSizeTag(opts.counterSize?.label, gameCounterSize(s).label),
      );
      opts.progress(`${shopFile}: the whole ${drawnSize} board on one page, for a wide-format printer`);
      files.push({
        name: 'map-print-shop.pdf',
        data: await writePdf([shop], { title, subject: 'Map, one sheet for a print shop' }, opts.progress),
      });
    }
    const png = pngDpi(drawing.width, drawing.height);
    if (opts.formats.includes('png')) {
      if (png.limited)
        opts.progress(
          `map.png at ${png.dpi} dpi, not ${MAP_PNG_DPI}: at ${MAP_PNG_DPI} dpi the ${drawnSize} sheet would pass ` +
            `${MAP_PNG_MAX_PIXELS / 1e6} million pixels (map.pdf and map.svg keep full detail)`,
        );
      files.push({ name: 'map.png', data: await svgToPng(pageToSvg(sheet), png.dpi) });
      for (const b of drawing.boards)
        files.push({
          name: `map-${b.id}.png`,
          data: await svgToPng(pageToSvg(b.page), pngDpi(b.page.width, b.page.height).dpi),
        });
    }
    files.push({
      name: 'map.layout.json',
      data: buildManifest({
        game: s.id,
        mapName: s.map!.name,
        lang: opts.lang,
        paper: opts.paper,
        drawing,
        printing: { mode, plan, minOverlap: plan ? TILE_OVERLAP_PT : undefined, pages: pages.length, used },
        png: opts.formats.includes('png')
          ? {
              dpi: png.dpi,
              rule: `${MAP_PNG_DPI} dpi unless over ${MAP_PNG_MAX_PIXELS / 1e6} million pixels`,
              limited: png.limited,
            }
          : undefined,
      }),
    });
    return files;
  },
};

import type { BuildOptions, Part } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import type { KitFile } from '../../print/write-kit.js';
import { gameCounterSize } from '../../print/footprint.js';
import { mmToPt } from '../../print/units.js';
import { loadTextMeasure } from '../../print/text-measure.js';
import { escapeXml } from './xml.js';
import { drawMap } from '../map/api.js';
import { counterFaces } from '../counters/api.js';
import { renderDeckFaces } from '../cards/api.js';
import { aidContents, aidScreenWords } from '../aids/api.js';
import { chartHtml, type SwatchImage } from './chart-html.js';
import { planBoard } from './board.js';
import { boardTiles } from './board-tiles.js';
import { planSetup } from './setup.js';
import { faceSvg, ImageSet } from './images.js';
import {
  definitionFor,
  deleteTrait,
  flipLayer,
  hitsLayer,
  KEYS,
  markers,
  reportTrait,
  type Trait,
} from './piece-code.js';
import { hitBoxesOf, hitStripHeight, hitStripSvg } from './hits.js';
import { moduleXml, VASSAL_VERSION, type ModuleInput, type PieceEntry } from './module-xml.js';
import { diceOf, turnLevels } from './turns.js';
import { aboutHtml, moduleData, moduleDescription, moduleVersion } from './about.js';
import { cardPiece, maskRibbonSvg } from './card-piece.js';
import { zipModule } from './zip.js';
import { hasOwnStands, standPieces } from './stands.js';

/** The board image stays under this many pixels: VASSAL holds it in memory, and a table-sized map is huge. */
const BOARD_PIXELS = 30e6;
const MAX_DPI = 150;
const CARD_DPI = 100;
/** A terrain swatch beside its name in a chart: about one line of the chart's type high. */
const SWATCH_PX = 18;

/** The least a counter measures on screen at VASSAL's 100% zoom for its factors and symbol to read. */
export const MIN_PIECE_PX = 64;

/** What a counter stands for on the printed map, in pt: a tray on a sector map sized for miniatures trays. */
function standsForPt(s: Scenario, counterPt: number): number {
  const trays = s.map?.pieces?.trays;
  return trays ? Math.max(counterPt, mmToPt(trays.widthMm)) : counterPt;
}

/**
 * The smallest thing a player moves on the board, in pt at the printed map's scale: the board is scaled so that it is
 * MIN_PIECE_PX across. Where the rosters field stands of their own (Death of a Division: a regiment is three 40 mm
 * stands on one 5/8 in counter), the stands are what stands on the table and the board follows the smallest base;
 * the counters, at least MIN_PIECE_PX, are then drawn about a stand's size. Otherwise it is the counter (a tray on
 * a map sized for trays).
 */
function smallestPiecePt(s: Scenario, counterPt: number): number {
  if (!hasOwnStands(s)) return standsForPt(s, counterPt);
  const used = new Set(s.rosters!.entries.map((e) => e.base));
  const bases = s.rosters!.bases.filter((b) => used.has(b.id));
  return Math.min(...bases.map((b) => mmToPt(Math.min(b.widthMm, b.depthMm))));
}

/**
 * A counter's size in the module, in board pixels: what it stands for on the printed map, at the board's scale. On a
 * sector map sized for miniatures trays a counter stands in for a tray, so it is drawn a tray wide; never smaller
 * than MIN_PIECE_PX, whatever the board's scale.
 */
export function piecePx(s: Scenario, counterPt: number, k: number): number {
  return Math.max(MIN_PIECE_PX, Math.round(standsForPt(s, counterPt) * k));
}

/**
 * Board resolution: the board is scaled to the pieces, so the smallest counter is MIN_PIECE_PX across at its printed
 * scale, and no finer: every pixel more is rasterising time (Remagen's 67-inch map at 75 dpi took 1.8 s of librsvg,
 * at 54 dpi a half of that) and memory in VASSAL, for a board that already reads at 100% zoom. Never past 150 dpi,
 * nor the pixel budget (a table-sized map at a counter's scale would pass it; its counters are then drawn larger
 * than printed).
 */
export function boardDpi(widthPt: number, heightPt: number, pieceInPt = 0): number {
  const sqIn = (widthPt / 72) * (heightPt / 72);
  const budget = Math.min(MAX_DPI, Math.floor(Math.sqrt(BOARD_PIXELS / sqIn)));
  const wanted = pieceInPt > 0 ? Math.ceil((72 * MIN_PIECE_PX) / pieceInPt) : MAX_DPI;
  return Math.max(20, Math.min(budget, wanted));
}

/** Everything the module is made of, before it is zipped: buildFile.xml, moduledata and the images. */
export async function buildModule(s: Scenario, opts: BuildOptions): Promise<Map<string, string | Uint8Array>> {
  const images = new ImageSet();
  // The charts as HTML that VASSAL lays out when a player opens them, from the content the printed aids draw: no
  // picture of them is drawn here (rasterised, they were about half of a cold module build). A terrain swatch is
  // a small picture beside its name, drawn with the counters' small pictures.
  const charts: ModuleInput['charts'] = [];
  const chartFiles = new Map<string, string>();
  if (s.charts.length || s.cards?.handSizes.length) {
    const words = aidScreenWords(s, opts.lang);
    const swatch: SwatchImage = (svg, widthPt, heightPt) => {
      const h = SWATCH_PX;
      const dpi = (72 * h) / heightPt;
      return { file: images.add('swatch', svg, dpi), w: Math.max(1, Math.round((widthPt * dpi) / 72)), h };
    };
    // Numbered as well as named: two aids can share an id (Nordwind: the hand-sizes chart and the cards' own aid).
    for (const [i, aid] of aidContents(s, opts.lang).entries()) {
      const file = `help/chart-${i + 1}-${aid.id}.html`;
      chartFiles.set(file, chartHtml(aid, words, swatch));
      charts.push({ name: aid.title, file });
    }
  }
  // The map part's drawing for the kit's paper: the board is the sheet the player prints, drawn once for both.
  const drawing = drawMap(s, opts.lang, opts.counterSize?.pt, opts.paper);
  const printedCounterPt = opts.counterSize?.pt ?? gameCounterSize(s).pt;
  const dpi = boardDpi(drawing.width, drawing.height, smallestPiecePt(s, printedCounterPt));
  const k = dpi / 72;
  const board = planBoard(s, drawing, k, opts.lang);
  // A raster, not the SVG, though VASSAL 3.7 opens SVG boards: its SourceTileOpSVGImpl parses the whole document
  // again for every 256-pixel tile and Batik draws it, 1.6-3 s a tile for Death of a Division's board (about 30
  // tiles on a screen, again at each zoom), and the tiler never caches them. The player saw a white map for as
  // long as the check ran. Batik also ignores paint-order, so halos hid the names. Tried and measured in round 11.
  const tiles = boardTiles(drawing.items, board.width, board.height, dpi);
  images.addTiled('board.png', tiles, board.width, board.height, dpi);

  const counterPx = piecePx(s, printedCounterPt, k);
  const sides = new Map(s.game.sides.map((x) => [x.id, x.name]));
  const formations = new Map(s.game.formations.map((f) => [f.id, f.name]));
  const hitImages = new Map<string, string[]>();
  // One set of hit-box pictures for every piece of the same boxes and size.
  // A stand leaves room at its foot for its boxes; a counter's face has none (its factors are there), so a
  // counter's boxes hang in a strip just below it (`below`).
  const hitTraits = (unitId: string, widthPt: number, depthPt: number, below = false): Trait[] => {
    const hits = hitBoxesOf(s, unitId);
    if (!hits) return [];
    const height = below ? hitStripHeight(hits.boxes, widthPt) : depthPt;
    const key = `${hits.boxes}/${hits.disabledAt ?? 0}/${widthPt}x${height}`;
    if (!hitImages.has(key))
      hitImages.set(
        key,
        Array.from({ length: hits.boxes + 1 }, (_, n) =>
          images.add('hits', hitStripSvg(hits.boxes, n, widthPt, hits.disabledAt, height), dpi),
        ),
      );
    const offset = below ? ([0, ((depthPt + height) / 2) * k] as const) : undefined;
    return [hitsLayer(hitImages.get(key)!, offset)];
  };
  const faces = counterFaces(s, opts.lang);
  const markerById = new Map(s.markers.map((m) => [m.id, m]));
  const unitById = new Map(s.units.map((u) => [u.id, u]));
  const pieces: PieceEntry[] = faces.map((c) => {
    // A piece of its own shape (a 1 × ½ in leader) keeps it, at the scale the square counters are drawn at.
    const [widthPx, heightPx] = c.size
      ? [c.size.width, c.size.height].map((v) => Math.max(1, Math.round((v / printedCounterPt) * counterPx)))
      : [counterPx, counterPx];
    const [widthPt, heightPt] = [widthPx! / k, heightPx! / k];
    const front = images.add('face', faceSvg(c.front, c.box, widthPt, heightPt), dpi);
    const back = images.add('face', faceSvg(c.back, c.box, widthPt, heightPt), dpi);
    // The hits are drawn over the face (the outer layer is drawn last); a one-sided marker offers no flip.
    const hits = c.kind === 'unit' ? hitTraits(c.id, widthPt, heightPt, true) : [];
    // A marker whose back says what its front says (Remagen's "Disabled", a turn marker) is one-sided in play.
    const marker = c.kind === 'marker' ? markerById.get(c.id) : undefined;
    // So is a unit whose back repeats its front (`back: same`, Nordwind's units that are never flipped, rules C).
    const same = c.kind === 'unit' && unitById.get(c.id)?.back?.kind === 'same';
    const flips = front !== back && !same && !(marker && marker.backText === marker.front);
    const traits: Trait[] = [
      ...(flips || hits.length
        ? [reportTrait([...(flips ? [KEYS.flip] : []), ...(hits.length ? [KEYS.addHit, KEYS.removeHit] : [])])]
        : []),
      ...hits,
      ...(flips ? [flipLayer(front, back)] : []),
    ];
    const side = c.side ? (sides.get(c.side) ?? c.side) : '';
    const formation = c.formation ? (formations.get(c.formation) ?? c.formation) : '';
    traits.push(
      markers([
        ['Side', side],
        ['Formation', formation],
        ['Kind', c.kind],
        ['UnitId', c.id],
      ]),
      deleteTrait(),
    );
    return {
      id: c.id,
      name: c.name,
      tab: c.kind === 'marker' ? 'Markers' : side || 'Units',
      panel: c.kind === 'marker' ? side || 'Common' : formation || 'Other units',
      count: c.count,
      width: widthPx!,
      height: heightPx!,
      definition: definitionFor(traits, c.name, front),
    };
  });

  const counters = [...pieces];
  const stands = hasOwnStands(s) ? standPieces(s, faces, images, dpi, hitTraits) : [];
  pieces.push(...stands);
  const deck = s.cards ? await deckPlan(s, opts, images) : undefined;
  // The small pictures start rendering now; the set-up and the XML below are written while they and the rest render.
  const rendered = images.render();
  // Awaited at the end, but a failure must not go unhandled meanwhile.
  rendered.catch(() => {});

  const stacks = planSetup(s, drawing, k, counterPx);
  const turns = turnLevels(s);
  const dice = diceOf(s);
  const contents = [
    `The map at ${dpi} dpi with its ${board.grid ? 'grid, named as the printed map names it' : 'areas as zones'}` +
      `${board.zones.some((z) => z.kind === 'box') ? ' and its boxes' : ''}`,
    `${counters.reduce((n, p) => n + p.count, 0)} counters in the piece palette by side and formation, Ctrl+F flips`,
    ...(stands.length
      ? [`${stands.length} stands as the rosters field them, in the Stands tab; Ctrl+H marks a hit`]
      : []),
    `${stacks.reduce((n, st) => n + st.pieces.length, 0)} counters set up at the start in ${stacks.length} stacks`,
    ...(deck ? [`The ${deck.cards.length}-card deck with a discard pile and a hand for each side`] : []),
    `Dice: ${dice.map((d) => `${d.n}d${d.sides}`).join(', ')}`,
    ...(turns ? [`A turn tracker of ${turns.labels.length} turns`] : []),
    ...(charts.length ? [`${charts.length} player aids in the Charts window, one tab each`] : []),
  ];
  const description = moduleDescription(s);
  // The pictures in their archive order, so the version is the same whichever image finished rendering first. The
  // version hashes what they are drawn from, not their bytes, so it is the same on a machine with another renderer,
  // and it is known before they are drawn.
  // By code unit: the names are lowercase letters, digits, "-" and "." (a prefix and a hash), which sort the same as by
  // localeCompare, without starting the platform's collator (about 10 ms of a cold module).
  const pictures = [...images.sources.keys()].sort();
  const version = moduleVersion(
    s,
    pictures.map((name) => `${name}:${images.sources.get(name)}`),
  );
  const xml = moduleXml({
    title: s.game.title,
    version,
    description,
    sides: s.game.sides.map((x) => x.name),
    board: { ...board, name: s.map!.name, image: 'board.png' },
    pieces,
    stacks,
    dice,
    turns,
    charts,
    deck,
    helpFile: 'help/about.html',
  });
  const files = new Map<string, string | Uint8Array>([
    ['buildFile.xml', xml],
    ['moduledata', moduleData(s.game.title, version, description, VASSAL_VERSION)],
    ['help/about.html', aboutHtml(s, version, contents)],
    ...chartFiles,
  ]);
  await rendered;
  for (const name of pictures) files.set(`images/${name}`, images.files.get(name)!);
  opts.progress(contents.join('; '));
  return files;
}

async function deckPlan(s: Scenario, opts: BuildOptions, images: ImageSet): Promise<ModuleInput['deck']> {
  const card = { width: mmToPt(opts.cardSize.widthMm), height: mmToPt(opts.cardSize.heightMm) };
  const deck = renderDeckFaces(s, card, 0, await loadTextMeasure(), opts.template);
  const wrap = (svg: string) =>
    svg.trimStart().startsWith('<svg')
      ? svg
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}">${svg}</svg>`;
  const back = images.add('card', wrap(deck.backSvg), CARD_DPI);
  const ribbon = images.add('card', maskRibbonSvg(card.width, card.height), CARD_DPI);
  const faceImage = new Map([...deck.faceSvg].map(([id, svg]) => [id, images.add('card', wrap(svg), CARD_DPI)]));
  const px = (pt: number) => Math.round((pt * CARD_DPI) / 72);
  const size = { width: px(card.width), height: px(card.height) };
  const table = { width: size.width * 3 + 60, height: size.height + 80 };
  const slot = (x: number, label: string) =>
    `<rect x="${x}" y="30" width="${size.width}" height="${size.height}" fill="none" stroke="#555" ` +
    `stroke-dasharray="6 4"/><text x="${x + size.width / 2}" y="20" font-family="sans-serif" font-size="14" ` +
    `text-anchor="middle">${escapeXml(label, false)}</text>`;
  const tableSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${table.width}" height="${table.height}">` +
    `<rect width="100%" height="100%" fill="#e8e4d8"/>${slot(20, 'Deck')}${slot(size.width * 2 + 40, 'Discard')}</svg>`;
  // The table image is drawn in pixels: rendered at 72 dpi, one pt is one pixel.
  const tableImage = images.add('table', tableSvg, 72);
  return {
    name: s.cards!.deck.backTitle === s.game.title ? 'Cards' : s.cards!.deck.backTitle,
    board: { image: tableImage, ...table },
    drawAt: [20 + size.width / 2, 30 + size.height / 2],
    discardAt: [size.width * 2 + 40 + size.width / 2, 30 + size.height / 2],
    cardSize: size,
    cards: deck.faces.map((f) => ({
      name: f.card.title,
      definition: (gpid: number) => cardPiece(f.card, faceImage.get(f.card.id)!, back, ribbon, gpid, s),
    })),
  };
}

export const vassalPart: Part = {
  id: 'vassal',
  skipReason: (s) => (s.map ? undefined : 'the game has no map.yaml for a VASSAL board'),
  async build(s: Scenario, opts: BuildOptions): Promise<KitFile[]> {
    const files = await buildModule(s, opts);
    const data = zipModule(files);
    opts.progress(
      `${s.id}.vmod: ${(data.length / 1e6).toFixed(1)} MB, ${files.size} files, for VASSAL ${VASSAL_VERSION}`,
    );
    return [{ name: `${s.id}.vmod`, data }];
  },
};

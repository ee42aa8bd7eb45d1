import type { Point } from '../../geometry/point.js';
import { COMPONENTS, DATA_ELEMENTS } from './components.js';
import type { BoardPlan } from './board.js';
import type { StackPlan } from './setup.js';
import { el, serializeXml, type XmlElement } from './xml.js';

const B = 'VASSAL.build.';
const M = `${B}module.`;
const MAP = `${M}map.`;
const GRID = `${MAP}boardPicker.board.`;
const MAIN_MAP = 'Main Map';
export const VASSAL_VERSION = '3.7.0';

/** One kind of piece: its palette place and a definition for a given global piece id. */
export interface PieceEntry {
  id: string;
  name: string;
  /** Palette tab (a side, or "Markers") and the panel in it (a formation). */
  tab: string;
  panel: string;
  count: number;
  width: number;
  height: number;
  definition(gpid: number): string;
}

export interface ModuleInput {
  title: string;
  version: string;
  description: string;
  sides: string[];
  board: BoardPlan & { name: string; image: string };
  pieces: PieceEntry[];
  stacks: StackPlan[];
  dice: { n: number; sides: number }[];
  turns?: { labels: string[]; phases: string[] };
  charts: { name: string; file: string }[];
  deck?: {
    name: string;
    board: { image: string; width: number; height: number };
    drawAt: Point;
    discardAt: Point;
    cardSize: { width: number; height: number };
    cards: { name: string; definition(gpid: number): string }[];
  };
  helpFile: string;
}

const pathOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${y}`).join(';');
const n3 = (v: number) => Math.round(v * 1000) / 1000;

/** The components a VASSAL map window carries to move, stack, zoom and report pieces, as the editor adds them. */
function mapFurniture(): XmlElement[] {
  return [
    el(`${MAP}StackMetrics`, {
      bottom: '40,0',
      disabled: false,
      down: '37,0',
      exSepX: 6,
      exSepY: 18,
      top: '38,0',
      unexSepX: 8,
      unexSepY: 16,
      up: '39,0',
    }),
    el(`${MAP}ForwardToKeyBuffer`),
    el(`${MAP}Scroller`),
    el(`${MAP}ForwardToChatter`),
    el(`${MAP}MenuDisplayer`),
    el(`${MAP}MapCenterer`),
    el(`${MAP}StackExpander`),
    el(`${MAP}PieceMover`),
    el(`${MAP}KeyBufferer`),
    el(`${MAP}SelectionHighlighters`),
    el(`${MAP}HighlightLastMoved`, { color: '255,0,0', enabled: true, thickness: 2 }),
    el(`${MAP}Zoomer`, { zoomLevels: '0.2,0.25,0.333,0.4,0.5,0.555,0.625,0.75,1.0,1.25,1.6', zoomStart: 5 }),
    el(`${MAP}CounterDetailViewer`, {
      delay: 700,
      display: 'from top-most layer only',
      fontSize: 11,
      minDisplayPieces: 2,
      showgraph: true,
      showtext: true,
      zoomlevel: 1.0,
    }),
  ];
}

const mapAttrs = (name: string) => ({
  mapName: name,
  allowMultiple: false,
  backgroundcolor: '255,255,255',
  buttonName: '',
  changeFormat: '$message$',
  color: '0,0,0',
  createFormat: '$pieceName$ created in $location$ *',
  edgeHeight: 0,
  edgeWidth: 0,
  markMoved: 'Never',
  moveToFormat: '$pieceName$ moves $previousLocation$ → $location$ *',
  moveWithinFormat: '$pieceName$ moves $previousLocation$ → $location$ *',
  thickness: 3,
});

function boardElement(b: ModuleInput['board']): XmlElement {
  const zones = b.zones.map((z) =>
    el(`${GRID}mapgrid.Zone`, {
      name: z.name,
      locationFormat: '$name$',
      path: pathOf(z.path),
      useParentGrid: false,
      useHighlight: false,
      highlightProperty: '',
    }),
  );
  const grids: XmlElement[] = [];
  if (b.grid) {
    const { spec, numbering: n } = b.grid;
    const numberingAttrs = {
      first: n.first,
      sep: n.sep,
      hType: n.hType,
      hLeading: n.hLeading,
      hOff: n.hOff,
      hDescend: false,
      vType: n.vType,
      vLeading: n.vLeading,
      vOff: n.vOff,
      vDescend: false,
      locationFormat: '$gridLocation$',
      visible: false,
      fontSize: 9,
      color: '0,0,0',
      rotateText: 0,
      hDrawOff: 0,
      vDrawOff: 0,
    };
    // The board image already prints every label and line: VASSAL's own grid stays invisible and only names and snaps.
    const gridAttrs = { x0: spec.x0, y0: spec.y0, dx: n3(spec.dx), dy: n3(spec.dy), snapTo: true, visible: false };
    const common = { edgesLegal: false, cornersLegal: false, dotsVisible: false, color: '0,0,0' };
    grids.push(
      spec.kind === 'hex'
        ? el(`${GRID}HexGrid`, { sideways: spec.sideways, ...gridAttrs, ...common }, [
            el(`${GRID}mapgrid.HexGridNumbering`, { ...numberingAttrs, stagger: n.stagger }),
          ])
        : el(`${GRID}SquareGrid`, { ...gridAttrs, range: 'Metric', ...common }, [
            el(`${GRID}mapgrid.SquareGridNumbering`, numberingAttrs),
          ]),
    );
  }
  const zoned = el(`${GRID}ZonedGrid`, {}, [...zones, ...grids, el(`${GRID}mapgrid.ZonedGridHighlighter`)]);
  return el(`${MAP}boardPicker.Board`, { name: b.name, image: b.image, reversible: false, color: '255,255,255' }, [
    zoned,
  ]);
}

function boardPicker(mapName: string, board: XmlElement, boardName: string): XmlElement {
  return el(
    `${MAP}BoardPicker`,
    {
      addColumnText: 'Add column',
      addRowText: 'Add row',
      boardPrompt: 'Select board',
      slotHeight: 125,
      slotScale: 0.2,
      slotWidth: 350,
      title: 'Choose boards',
    },
    [board, el('setup', {}, [], `${mapName}BoardPicker\t${boardName}\t0\t0`)],
  );
}

/** buildFile.xml for a module: the map and its grid, the palette, set-up stacks, deck, dice, turns and charts. */
export function moduleXml(m: ModuleInput): string {
  let gpid = 1;
  const slot = (p: { name: string; width: number; height: number; definition(g: number): string }) => {
    const id = gpid++;
    return el(
      `${B}widget.PieceSlot`,
      { entryName: p.name, gpid: id, width: p.width, height: p.height },
      [],
      p.definition(id),
    );
  };
  const byId = new Map(m.pieces.map((p) => [p.id, p]));

  const mainMap = el(`${M}Map`, { ...mapAttrs(MAIN_MAP), launch: false }, [
    boardPicker(MAIN_MAP, boardElement(m.board), m.board.name),
    ...mapFurniture(),
    ...m.stacks.map((st) =>
      el(
        `${MAP}SetupStack`,
        { name: st.name, owningBoard: m.board.name, useGridLocation: false, location: '', x: st.at[0], y: st.at[1] },
        st.pieces.map((id) => slot(byId.get(id)!)),
      ),
    ),
  ]);

  const tabs = new Map<string, Map<string, PieceEntry[]>>();
  for (const p of m.pieces) {
    const tab = tabs.get(p.tab) ?? new Map<string, PieceEntry[]>();
    tab.set(p.panel, [...(tab.get(p.panel) ?? []), p]);
    tabs.set(p.tab, tab);
  }
  const palette = el(
    `${M}PieceWindow`,
    { name: 'Pieces', defaultWidth: 0, hidden: false, hotkey: '67,520', scale: 1.0, text: 'Pieces', tooltip: 'Pieces' },
    [
      el(
        `${B}widget.TabWidget`,
        { entryName: 'Pieces' },
        [...tabs].map(([tab, panels]) =>
          el(
            `${B}widget.ListWidget`,
            { entryName: tab, divider: 150, height: 0, width: 0, scale: 1.0 },
            [...panels].map(([panel, pieces]) =>
              el(
                `${B}widget.PanelWidget`,
                { entryName: panel, fixed: false, nColumns: 6, vert: false },
                pieces.map(slot),
              ),
            ),
          ),
        ),
      ),
    ],
  );

  const dice = m.dice.map((d) =>
    el(`${M}DiceButton`, {
      name: `${d.n}d${d.sides}`,
      text: `${d.n}d${d.sides}`,
      tooltip: `Roll ${d.n}d${d.sides}`,
      icon: '',
      hotkey: '',
      nDice: d.n,
      nSides: d.sides,
      plus: 0,
      addToTotal: 0,
      reportTotal: d.n > 1,
      prompt: false,
      reportFormat: '** $name$ = $result$ *** <$PlayerName$>',
      sortDice: false,
    }),
  );

  const turnTracker = m.turns
    ? [
        el(
          `${M}turn.TurnTracker`,
          {
            name: 'Turn',
            buttonText: 'Turn',
            turnFormat: m.turns.phases.length ? '$level1$: $level2$' : '$level1$',
            reportFormat: '<$PlayerId$> turn: $newTurn$',
            length: -1,
            lengthStyle: 'Maximum',
            nexthotkey: '84,520',
            prevhotkey: '84,585',
            plusButtonSize: 22,
            turnButtonHeight: 22,
          },
          [
            el(
              `${M}turn.ListTurnLevel`,
              { property: 'Turn', list: encodeList(m.turns.labels), configFirst: false, configList: false },
              m.turns.phases.length
                ? [
                    el(`${M}turn.ListTurnLevel`, {
                      property: 'Phase',
                      list: encodeList(m.turns.phases),
                      configFirst: false,
                      configList: false,
                    }),
                  ]
                : [],
            ),
          ],
        ),
      ]
    : [];

  const charts = m.charts.length
    ? [
        el(
          `${M}ChartWindow`,
          { name: 'Charts', text: 'Charts', tooltip: 'Player aids', icon: '', hotkey: '65,520', description: '' },
          [
            el(
              `${B}widget.TabWidget`,
              { entryName: 'Charts' },
              m.charts.map((c) => el(`${B}widget.HtmlChart`, { chartName: c.name, description: '', fileName: c.file })),
            ),
          ],
        ),
      ]
    : [];

  const deck = m.deck ? deckComponents(m.deck, m.sides, slot) : [];
  const root = el(
    `${B}GameModule`,
    {
      name: m.title,
      version: m.version,
      description: m.description,
      ModuleOther1: '',
      ModuleOther2: '',
      VassalVersion: VASSAL_VERSION,
      nextPieceSlotId: 0,
    },
    [
      el(`${M}BasicCommandEncoder`),
      // Without GlobalOptions VASSAL never docks the main map into the player window: the player sees a blank pane.
      el(`${M}GlobalOptions`, {
        autoReport: 'Always',
        nonOwnerUnmaskable: 'Never',
        playerIdFormat: '$PlayerName$',
      }),
      el(`${M}Documentation`, {}, [
        el(`${M}documentation.HelpFile`, { title: 'About this module', fileName: m.helpFile, fileType: 'archive' }),
      ]),
      el(`${M}Chatter`),
      el(`${M}KeyNamer`),
      el(`${M}PlayerRoster`, { buttonText: 'Retire', buttonToolTip: 'Switch sides', buttonKeyStroke: '' }, [
        ...m.sides.map((side) => el('entry', {}, [], side)),
      ]),
      mainMap,
      palette,
      ...dice,
      ...turnTracker,
      ...charts,
      ...deck,
      el(`${M}PrototypesContainer`),
    ],
  );
  root.attrs = root.attrs.map(([k, v]) => (k === 'nextPieceSlotId' ? [k, gpid] : [k, v]));
  checkComponents(root);
  return serializeXml(root);
}

/** VASSAL reads a turn level's list with a SequenceEncoder on ',': a comma inside a label is escaped. */
function encodeList(items: readonly string[]): string {
  return items.map((s) => s.split(',').join('\\,')).join(',');
}

function deckComponents(
  deck: NonNullable<ModuleInput['deck']>,
  sides: readonly string[],
  slot: (p: { name: string; width: number; height: number; definition(g: number): string }) => XmlElement,
): XmlElement[] {
  const tableName = deck.name;
  const boardName = `${deck.name} table`;
  const pile = (name: string, at: Point, full: boolean) =>
    el(
      `${MAP}DrawPile`,
      {
        name,
        owningBoard: boardName,
        x: at[0],
        y: at[1],
        width: deck.cardSize.width,
        height: deck.cardSize.height,
        allowMultiple: true,
        allowSelect: false,
        faceDown: full ? 'Always' : 'Never',
        drawFaceUp: false,
        shuffle: full ? 'Always' : 'Never',
        reversible: false,
        draw: true,
        color: '0,0,0',
        reshufflable: !full,
        reshuffleCommand: full ? '' : 'Shuffle into the deck',
        reshuffleTarget: full ? '' : 'Deck',
        reshuffleMessage: '',
        shuffleCommand: 'Shuffle',
        faceDownMessage: '',
        faceUpMessage: '',
      },
      full ? deck.cards.map((c) => slot({ ...c, ...deck.cardSize })) : [],
    );
  const table = el(`${M}Map`, { ...mapAttrs(tableName), launch: true, buttonName: tableName, hotkey: '' }, [
    boardPicker(
      tableName,
      el(`${MAP}boardPicker.Board`, {
        name: boardName,
        image: deck.board.image,
        reversible: false,
        color: '255,255,255',
      }),
      boardName,
    ),
    ...mapFurniture(),
    pile('Deck', deck.drawAt, true),
    pile('Discard', deck.discardAt, false),
  ]);
  const hands = sides.map((side) =>
    el(
      `${M}PlayerHand`,
      { ...mapAttrs(`${side} hand`), launch: true, buttonName: `${side} hand`, side, visible: false },
      [
        boardPicker(
          `${side} hand`,
          el(`${MAP}boardPicker.Board`, {
            name: `${side} hand`,
            image: '',
            reversible: false,
            width: deck.board.width,
            height: Math.round(deck.cardSize.height * 1.6),
            color: '230,230,220',
          }),
          `${side} hand`,
        ),
        ...mapFurniture(),
      ],
    ),
  );
  return [table, ...hands];
}

/** Refuses an element VASSAL has no component for, or an attribute its class never reads. */
export function checkComponents(e: XmlElement, parent?: string): void {
  const known = COMPONENTS[e.tag];
  if (!known) {
    if (!(DATA_ELEMENTS.has(e.tag) && parent && COMPONENTS[parent]?.children?.includes(e.tag)))
      throw new Error(`buildFile.xml: ${e.tag} is not a VASSAL component this writer knows`);
    return;
  }
  for (const [k] of e.attrs)
    if (!known.attrs.includes(k)) throw new Error(`buildFile.xml: ${e.tag} does not read the attribute ${k}`);
  for (const c of e.children) checkComponents(c, e.tag);
}

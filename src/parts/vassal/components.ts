/**
 * The VASSAL components buildFile.xml may name, with the attributes each class reads, as VASSAL 3.7's source declares
 * them (getAttributeNames, or the attributes build() reads). Paths are under vassal-app/src/main/java/VASSAL/build/.
 * The writer refuses any other element or attribute, so a typo never reaches a module VASSAL would half load.
 */
const B = 'VASSAL.build.';
const M = `${B}module.`;
const MAP = `${M}map.`;
const BOARD = `${MAP}boardPicker.`;
const GRID = `${BOARD}board.`;
const NUMBERING = ['first', 'sep', 'hType', 'hLeading', 'hOff', 'hDescend', 'vType', 'vLeading', 'vOff', 'vDescend'];
/** map/boardPicker/board/mapgrid/RegularGridNumbering.java */
const REGULAR_NUMBERING = [
  ...NUMBERING,
  ...['locationFormat', 'visible', 'fontSize', 'color', 'rotateText', 'hDrawOff', 'vDrawOff'],
];
/** AbstractToolbarItem.java */
const TOOLBAR = ['name', 'text', 'tooltip', 'icon', 'hotkey', 'canDisable', 'propertyGate', 'hideWhenDisabled'];
/** module/Map.java */
const MAP_ATTRS = [
  ...['mapName', 'description', 'markMoved', 'markUnmovedText', 'markUnmovedTooltip', 'markUnmovedIcon'],
  ...['markUnmovedHotkey', 'markUnmovedReport', 'edgeWidth', 'edgeHeight', 'backgroundcolor', 'allowMultiple'],
  ...['color', 'thickness', 'launch', 'buttonName', 'tooltip', 'icon', 'hotkey', 'showKey', 'hideKey'],
  ...['onlyReportChangedLocation', 'moveWithinFormat', 'moveToFormat', 'createFormat', 'changeFormat', 'moveKey'],
];
/** module/turn/TurnLevel.java */
const TURN_LEVEL = ['name', 'property', 'turnFormat'];

export const COMPONENTS: Record<string, { source: string; attrs: readonly string[]; children?: readonly string[] }> = {
  [`${B}GameModule`]: {
    source: 'GameModule.java',
    attrs: ['name', 'version', 'description', 'ModuleOther1', 'ModuleOther2', 'VassalVersion', 'nextPieceSlotId'],
  },
  [`${M}BasicCommandEncoder`]: { source: 'module/BasicCommandEncoder.java', attrs: [] },
  [`${M}GlobalOptions`]: {
    source: 'module/GlobalOptions.java',
    attrs: [
      ...['description', 'nonOwnerUnmaskable', 'promptString', 'autoReport', 'playerIdFormat', 'chatterHTMLSupport'],
      ...['hotKeysOnClosedWindows', 'inventoryForAll', 'sendToLocationMoveTrails'],
      ...['storeLeadingZeroIntegersAsStrings', 'purgeBlankPropertyPrompts', 'disablePieceIndexing', 'minMaxHeap'],
    ],
  },
  [`${M}Documentation`]: { source: 'module/Documentation.java', attrs: [] },
  [`${M}documentation.AboutScreen`]: { source: 'module/documentation/AboutScreen.java', attrs: ['title', 'fileName'] },
  [`${M}documentation.HelpFile`]: {
    source: 'module/documentation/HelpFile.java',
    attrs: ['title', 'fileName', 'image', 'fileType'],
  },
  [`${M}Chatter`]: { source: 'module/Chatter.java', attrs: [] },
  [`${M}KeyNamer`]: { source: 'module/KeyNamer.java', attrs: [] },
  [`${M}PlayerRoster`]: {
    source: 'module/PlayerRoster.java',
    attrs: ['buttonText', 'buttonToolTip', 'buttonKeyStroke'],
    children: ['entry'],
  },
  [`${M}Map`]: { source: 'module/Map.java', attrs: MAP_ATTRS },
  [`${M}PlayerHand`]: { source: 'module/PlayerHand.java, PrivateMap.java', attrs: [...MAP_ATTRS, 'side', 'visible'] },
  [`${MAP}BoardPicker`]: {
    source: 'module/map/BoardPicker.java',
    attrs: ['slotScale', 'slotHeight', 'slotWidth', 'title', 'addRowText', 'addColumnText', 'boardPrompt'],
    children: ['setup'],
  },
  [`${BOARD}Board`]: {
    source: 'module/map/boardPicker/Board.java',
    attrs: ['name', 'image', 'reversible', 'width', 'height', 'color'],
  },
  [`${GRID}ZonedGrid`]: { source: 'module/map/boardPicker/board/ZonedGrid.java', attrs: [] },
  [`${GRID}mapgrid.ZonedGridHighlighter`]: {
    source: 'module/map/boardPicker/board/mapgrid/ZonedGridHighlighter.java',
    attrs: [],
  },
  [`${GRID}mapgrid.Zone`]: {
    source: 'module/map/boardPicker/board/mapgrid/Zone.java',
    attrs: ['name', 'locationFormat', 'path', 'useParentGrid', 'useHighlight', 'highlightProperty'],
  },
  [`${GRID}HexGrid`]: {
    source: 'module/map/boardPicker/board/HexGrid.java',
    attrs: [
      'sideways',
      'x0',
      'y0',
      'dy',
      'dx',
      'snapTo',
      'edgesLegal',
      'cornersLegal',
      'visible',
      'dotsVisible',
      'color',
    ],
  },
  [`${GRID}SquareGrid`]: {
    source: 'module/map/boardPicker/board/SquareGrid.java',
    attrs: ['x0', 'y0', 'dx', 'dy', 'range', 'snapTo', 'edgesLegal', 'cornersLegal', 'visible', 'dotsVisible', 'color'],
  },
  [`${GRID}mapgrid.HexGridNumbering`]: {
    source: 'module/map/boardPicker/board/mapgrid/HexGridNumbering.java',
    attrs: [...REGULAR_NUMBERING, 'stagger'],
  },
  [`${GRID}mapgrid.SquareGridNumbering`]: {
    source: 'module/map/boardPicker/board/mapgrid/SquareGridNumbering.java',
    attrs: REGULAR_NUMBERING,
  },
  [`${GRID}RegionGrid`]: {
    source: 'module/map/boardPicker/board/RegionGrid.java',
    attrs: ['snapto', 'visible', 'fontsize'],
  },
  [`${GRID}Region`]: { source: 'module/map/boardPicker/board/Region.java', attrs: ['name', 'originx', 'originy'] },
  [`${MAP}StackMetrics`]: {
    source: 'module/map/StackMetrics.java',
    attrs: ['disabled', 'exSepX', 'exSepY', 'unexSepX', 'unexSepY', 'color', 'top', 'bottom', 'up', 'down'],
  },
  [`${MAP}ForwardToKeyBuffer`]: { source: 'module/map/ForwardToKeyBuffer.java', attrs: [] },
  [`${MAP}Scroller`]: { source: 'module/map/Scroller.java', attrs: [] },
  [`${MAP}ForwardToChatter`]: { source: 'module/map/ForwardToChatter.java', attrs: [] },
  [`${MAP}MenuDisplayer`]: { source: 'module/map/MenuDisplayer.java', attrs: [] },
  [`${MAP}MapCenterer`]: { source: 'module/map/MapCenterer.java', attrs: [] },
  [`${MAP}StackExpander`]: { source: 'module/map/StackExpander.java', attrs: [] },
  [`${MAP}PieceMover`]: { source: 'module/map/PieceMover.java', attrs: [] },
  [`${MAP}KeyBufferer`]: { source: 'module/map/KeyBufferer.java', attrs: [] },
  [`${MAP}SelectionHighlighters`]: { source: 'module/map/SelectionHighlighters.java', attrs: [] },
  [`${MAP}HighlightLastMoved`]: {
    source: 'module/map/HighlightLastMoved.java',
    attrs: ['enabled', 'color', 'thickness'],
  },
  [`${MAP}Zoomer`]: { source: 'module/map/Zoomer.java', attrs: ['zoomStart', 'zoomLevels'] },
  [`${MAP}CounterDetailViewer`]: {
    source: 'module/map/CounterDetailViewer.java',
    attrs: ['delay', 'minDisplayPieces', 'zoomlevel', 'showgraph', 'showtext', 'fontSize', 'display'],
  },
  [`${MAP}SetupStack`]: {
    source: 'module/map/SetupStack.java',
    attrs: ['name', 'owningBoard', 'useGridLocation', 'location', 'x', 'y'],
  },
  [`${MAP}DrawPile`]: {
    source: 'module/map/DrawPile.java',
    attrs: [
      ...['name', 'owningBoard', 'x', 'y', 'width', 'height', 'allowMultiple', 'allowSelect', 'faceDown'],
      ...['drawFaceUp', 'shuffle', 'reversible', 'draw', 'color', 'reshufflable', 'reshuffleCommand'],
      ...['reshuffleTarget', 'reshuffleMessage', 'shuffleCommand', 'faceDownMessage', 'faceUpMessage'],
    ],
  },
  [`${M}PieceWindow`]: {
    source: 'module/PieceWindow.java',
    attrs: ['name', 'description', 'hidden', 'text', 'tooltip', 'icon', 'hotkey', 'scale', 'defaultWidth'],
  },
  [`${B}widget.TabWidget`]: { source: 'widget/TabWidget.java', attrs: ['entryName', 'description'] },
  [`${B}widget.ListWidget`]: {
    source: 'widget/ListWidget.java',
    attrs: ['entryName', 'description', 'scale', 'width', 'height', 'divider'],
  },
  [`${B}widget.PanelWidget`]: {
    source: 'widget/PanelWidget.java',
    attrs: ['entryName', 'description', 'fixed', 'nColumns', 'vert', 'scale'],
  },
  [`${B}widget.PieceSlot`]: {
    source: 'widget/PieceSlot.java (build)',
    attrs: ['entryName', 'gpid', 'width', 'height'],
  },
  [`${M}PrototypesContainer`]: { source: 'module/PrototypesContainer.java', attrs: [] },
  [`${M}PrototypeDefinition`]: {
    source: 'module/PrototypeDefinition.java (build)',
    attrs: ['name', 'description'],
  },
  [`${M}DiceButton`]: {
    source: 'module/DiceButton.java, AbstractToolbarItem.java',
    attrs: [
      ...TOOLBAR,
      ...['reportFormat', 'prompt', 'nDice', 'lockDice', 'nSides', 'lockSides', 'plus', 'lockPlus'],
      ...['addToTotal', 'lockAdd', 'reportTotal', 'sortDice', 'keepDice', 'keepOption', 'keepCount'],
    ],
  },
  [`${M}turn.TurnTracker`]: {
    source: 'module/turn/TurnTracker.java',
    attrs: [
      ...['name', 'description', 'buttonText', 'icon', 'hotkey', 'nexthotkey', 'prevhotkey', 'turnFormat'],
      ...['reportFormat', 'tooltip', 'lengthStyle', 'length', 'plusButtonSize', 'turnButtonHeight', 'fwdOnly'],
    ],
  },
  [`${M}turn.ListTurnLevel`]: {
    source: 'module/turn/ListTurnLevel.java, TurnLevel.java',
    attrs: [...TURN_LEVEL, 'list', 'configList', 'configFirst', 'prompt'],
  },
  [`${M}turn.CounterTurnLevel`]: {
    source: 'module/turn/CounterTurnLevel.java, TurnLevel.java',
    attrs: [...TURN_LEVEL, 'start', 'incr', 'loop', 'loopLimit'],
  },
  [`${M}ChartWindow`]: {
    source: 'module/ChartWindow.java',
    attrs: ['name', 'description', 'text', 'tooltip', 'icon', 'hotkey'],
  },
  [`${B}widget.HtmlChart`]: { source: 'widget/HtmlChart.java', attrs: ['chartName', 'description', 'fileName'] },
};

/** Elements that are not components but data a component reads from its own element (named in `children`). */
export const DATA_ELEMENTS = new Set(['setup', 'entry']);

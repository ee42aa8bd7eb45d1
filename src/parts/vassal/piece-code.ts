import { encodeSequence } from './sequence-encoder.js';

/**
 * A piece definition as PieceSlot and SetupStack carry it: VASSAL's AddPiece command (BasicCommandEncoder,
 * "+/id/type/state"), its type and state each the traits outermost first, tab-separated and nested as
 * Decorator.getType/getState nest them (VASSAL/counters/Decorator.java).
 */
export interface Trait {
  type: string;
  state: string;
}

/** Ctrl as VASSAL stores a keystroke's modifiers (InputEvent CTRL_MASK | CTRL_DOWN_MASK). */
const CTRL = 130;
const SHIFT = 65;
const key = (letter: string, mods = CTRL) => `${letter.charCodeAt(0)},${mods}`;

/** The keys the counters and stands answer to, shared by the layers and the report of what they did. */
export const KEYS = {
  flip: key('F'),
  addHit: key('H'),
  removeHit: key('H', CTRL + SHIFT),
  mask: key('M'),
  delete: key('D'),
};

/** BasicPiece: its image and name; its state the map (none in a palette), position, global id and no properties. */
export function basicPiece(name: string, image: string, gpid: number | string): Trait {
  return {
    type: `piece;${encodeSequence(['', '', image, name], ';')}`,
    state: encodeSequence(['null', 0, 0, gpid, 0], ';'),
  };
}

/**
 * Embellishment (VASSAL/counters/Embellishment.java, "emb2", version 1): always active, one image per level,
 * stepped by its commands. Its state is the level shown, 1 for the first.
 */
export function layer(o: {
  name: string;
  images: readonly string[];
  levelNames?: readonly string[];
  up: { command: string; key: string };
  down?: { command: string; key: string };
  loop: boolean;
  /** Where the layer's pictures are centred relative to the piece's centre, in board pixels. */
  offset?: readonly [number, number];
}): Trait {
  const fields = [
    ...['', CTRL, ''],
    ...[o.up.command, CTRL, ''],
    ...[o.down?.command ?? '', CTRL, ''],
    ...['', '', '1', false, Math.round(o.offset?.[0] ?? 0), Math.round(o.offset?.[1] ?? 0)],
    encodeSequence(o.images, ','),
    encodeSequence(o.levelNames ?? o.images.map(() => ''), ','),
    o.loop,
    o.name,
    ...['', '', false, '', 1],
    1,
    true,
    '',
    o.up.key,
    o.down?.key ?? '',
    o.name,
    1,
  ];
  return { type: `emb2;${encodeSequence(fields, ';')}`, state: '1' };
}

/** The flip between a counter's two faces: Ctrl+F, as VASSAL modules customarily bind it. */
export function flipLayer(front: string, back: string): Trait {
  return layer({
    name: 'Face',
    images: [front, back],
    levelNames: ['', '+ (back)'],
    up: { command: 'Flip', key: KEYS.flip },
    loop: true,
  });
}

/**
 * Hit boxes ticked one by one: Ctrl+H adds a hit, Ctrl+Shift+H takes one back. Each level names its hits after the
 * piece's name ("422nd Infantry (2 hits)"), so the chat report and the stack viewer say how hurt a piece is.
 */
export function hitsLayer(images: readonly string[], offset?: readonly [number, number]): Trait {
  return layer({
    name: 'Hits',
    images,
    offset,
    levelNames: images.map((_, n) => (n === 0 ? '' : `+ (${n} ${n === 1 ? 'hit' : 'hits'})`)),
    up: { command: 'Add hit', key: KEYS.addHit },
    down: { command: 'Remove hit', key: KEYS.removeHit },
    loop: false,
  });
}

/**
 * Report Action (VASSAL/counters/ReportState.java): after the inner traits carry out one of `keys`, the chat says
 * what the piece became ("B4: 44 bde Flip → 44 bde (back)"). Outermost, so it sees the layers' commands done.
 */
export function reportTrait(keys: readonly string[]): Trait {
  const format = '$location$: $oldPieceName$ $menuCommand$ → $newPieceName$ *';
  return {
    type: `report;${encodeSequence([encodeSequence(keys, ','), format, '', '', 'Report', false], ';')}`,
    state: '-1',
  };
}

/** Marker (VASSAL/counters/Marker.java): properties a piece carries, for filters and the inventory. */
export function markers(props: readonly [string, string][]): Trait {
  return {
    type: `mark;${encodeSequence(
      props.map(([k]) => k),
      ',',
    )}`,
    state: encodeSequence(
      props.map(([, v]) => v),
      ',',
    ),
  };
}

/** Delete (VASSAL/counters/Delete.java), on Ctrl+D. */
export function deleteTrait(): Trait {
  return { type: `delete;${encodeSequence(['Delete', KEYS.delete, ''], ';')}`, state: '' };
}

/** The nested tab encoding of Decorator.getType/getState: each inner part escaped once more than its outer. */
function nest(parts: readonly string[]): string {
  if (parts.length === 1) return parts[0];
  return encodeSequence([parts[0], nest(parts.slice(1))], '\t');
}

/** The AddPiece command for a piece of these traits, outermost first, a BasicPiece last. */
export function pieceDefinition(traits: readonly Trait[]): string {
  const type = nest(traits.map((t) => t.type));
  const state = nest(traits.map((t) => t.state));
  return `+/${encodeSequence(['null', type, state], '/')}`;
}

/** Stands for the global piece id while a definition is made once for every copy: no encoder escapes or quotes it. */
const GPID = '\u0001gpid\u0001';

/**
 * A piece's definitions for any global piece id (pieceDefinition of `traits`, outermost first, over a BasicPiece of
 * `name` and `image`), encoded once: the palette and every set-up copy differ only in the id, which no encoder
 * escapes (Remagen's copies: about 60 ms of encoding each build).
 */
export function definitionFor(traits: readonly Trait[], name: string, image: string): (gpid: number) => string {
  const made = pieceDefinition([...traits, basicPiece(name, image, GPID)]);
  const [before, after, ...more] = made.split(GPID);
  // A name or image carrying the stand-in itself: each copy is encoded on its own.
  if (after === undefined || more.length) return (gpid) => pieceDefinition([...traits, basicPiece(name, image, gpid)]);
  return (gpid) => `${before}${gpid}${after}`;
}

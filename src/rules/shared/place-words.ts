import type { MessageKey } from '../../assist/messages.js';
import type { GameMap } from '../../model/schema/map.js';

// The engine's messages that name a place by its kind: written for a square-sector map ("sector"), each has a twin
// for a hex map ("hex") in the catalogue, so a designer's hex game is never told about sectors. A key not listed
// names no place and is said the same on every map.

const ON_HEX = {
  'salvo.oneCell': 'salvo.oneCell.hex',
  'salvo.oneTarget': 'salvo.oneTarget.hex',
  'salvo.bothSides': 'salvo.bothSides.hex',
  'salvo.orderStray': 'salvo.orderStray.hex',
  'salvo.refusedLast': 'salvo.refusedLast.hex',
  'salvo.wasted': 'salvo.wasted.hex',
  'stack.capacity.holdsNo': 'stack.capacity.holdsNo.hex',
  'stack.capacity.over': 'stack.capacity.over.hex',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

/** The key of a message naming a place, in the words of the map's kind. */
export const placeKey = (key: MessageKey, kind: GameMap['kind'] | undefined): MessageKey =>
  (kind === 'hex' && (ON_HEX as Partial<Record<MessageKey, MessageKey>>)[key]) || key;

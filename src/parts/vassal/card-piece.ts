import type { Scenario } from '../../model/scenario.js';
import type { CardsFile } from '../../model/schema/cards.js';
import { encodeSequence } from './sequence-encoder.js';
import { basicPiece, deleteTrait, markers, pieceDefinition, type Trait } from './piece-code.js';

/**
 * Mask (VASSAL/counters/Obscurable.java, "obs"): others see the card's back, shown as an image ('G' style); the
 * player who drew it sees its face. A face-down deck masks every card it holds.
 */
function mask(back: string): Trait {
  return {
    type: `obs;${encodeSequence(['', back, 'Mask', `G${back}`, 'Card', 'player:', 'Peek', 'Card back'], ';')}`,
    state: encodeSequence(['null', ''], ';'),
  };
}

export function cardPiece(card: CardsFile['cards'][number], face: string, back: string, gpid: number, s: Scenario) {
  const sideNames = card.sides.map((id) => s.game.sides.find((x) => x.id === id)?.name ?? id);
  return pieceDefinition([
    mask(back),
    markers([
      ['CardType', card.type],
      ['Sides', sideNames.join(' / ')],
      ['Value', card.value === undefined ? '' : String(card.value)],
    ]),
    deleteTrait(),
    basicPiece(card.title, face, gpid),
  ]);
}

import type { CardsFile } from '../../model/schema/cards.js';

type Card = CardsFile['cards'][number];
type CardType = CardsFile['types'][number];

/** One physical card of the deck: which card it is and which of its copies. */
export interface CardFace {
  card: Card;
  type: CardType;
  /** 1-based copy number among the card's `count`. */
  copy: number;
}

/** The deck as printed: every card repeated `count` times, in the order cards.yaml lists them. */
export function expandDeck(deck: CardsFile): CardFace[] {
  const types = new Map(deck.types.map((t) => [t.id, t]));
  const out: CardFace[] = [];
  for (const card of deck.cards) {
    const type = types.get(card.type);
    // The loader rejects unknown types; this guards code that builds a deck by hand.
    if (!type) throw new Error(`card ${card.id} has unknown type ${card.type}`);
    for (let copy = 1; copy <= card.count; copy++) out.push({ card, type, copy });
  }
  return out;
}

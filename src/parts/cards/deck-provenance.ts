import type { CardsFile } from '../../model/schema/cards.js';

/** Whether anything printed on the cards (the deck list or a card) is our reconstruction rather than published. */
export function deckShowsReconstructed(deck: CardsFile): boolean {
  return 'reconstructed' in deck.deck.provenance || deck.cards.some((c) => 'reconstructed' in c.provenance);
}

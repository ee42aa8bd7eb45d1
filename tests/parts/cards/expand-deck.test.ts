import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { expandDeck } from '../../../src/parts/cards/expand-deck.js';
import { deckShowsReconstructed } from '../../../src/parts/cards/deck-provenance.js';

describe('expandDeck', () => {
  const s = loadScenario('tests/fixtures/cards-deck');
  const faces = expandDeck(s.cards!);

  it('prints every card count times, as many faces as the deck size', () => {
    expect(faces).toHaveLength(s.cards!.deck.size);
    expect(faces.filter((f) => f.card.id === 'move-1').map((f) => f.copy)).toEqual([1, 2, 3, 4]);
    expect(faces.filter((f) => f.type.id === 'support')).toHaveLength(6);
  });
  it('keeps the order of cards.yaml', () => {
    expect(faces[0].card.id).toBe('move-1');
    expect(faces.at(-1)!.card.id).toBe('snowstorm');
  });
  it('notices reconstructed cards', () => {
    expect(deckShowsReconstructed(s.cards!)).toBe(true);
  });
});

/**
 * What other kit parts may use of the cards: each distinct face and the back, drawn by the card sheets' own
 * templates, and the deck as printed (every card repeated by its count). The VASSAL module's deck is this deck.
 */
export { renderDeckFaces, type RenderedDeck } from './render-faces.js';

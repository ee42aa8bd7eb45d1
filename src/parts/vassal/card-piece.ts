import type { Scenario } from '../../model/scenario.js';
import type { CardsFile } from '../../model/schema/cards.js';
import { encodeSequence } from './sequence-encoder.js';
import { basicPiece, deleteTrait, KEYS, markers, pieceDefinition, type Trait } from './piece-code.js';

/**
 * Mask (VASSAL/counters/Obscurable.java, "obs") on Ctrl+M: others see the card's back; the player who masked it
 * sees its face with `ribbon` over it ('G' style draws that image over the face for the owner), a corner mark that
 * says the others see the back. A face-down deck masks every card it holds.
 */
function mask(back: string, ribbon: string): Trait {
  return {
    type: `obs;${encodeSequence([KEYS.mask, back, 'Mask', `G${ribbon}`, 'Card', 'player:', 'Peek', 'Card back'], ';')}`,
    state: encodeSequence(['null', ''], ';'),
  };
}

/** The owner's mark on a masked card: a card-sized picture, clear but for a band across its top corner. */
export function maskRibbonSvg(width: number, height: number): string {
  const band = Math.min(width, height) * 0.13;
  const f = (v: number) => v.toFixed(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}">` +
    `<path d="M${f(width - band * 2)},0 L${f(width - band)},0 L${f(width)},${f(band)} L${f(width)},${f(band * 2)} Z" ` +
    `fill="#7a1f1f" fill-opacity="0.85"/></svg>`
  );
}

export function cardPiece(
  card: CardsFile['cards'][number],
  face: string,
  back: string,
  ribbon: string,
  gpid: number,
  s: Scenario,
) {
  const sideNames = card.sides.map((id) => s.game.sides.find((x) => x.id === id)?.name ?? id);
  return pieceDefinition([
    mask(back, ribbon),
    markers([
      ['CardType', card.type],
      ['Sides', sideNames.join(' / ')],
      ['Value', card.value === undefined ? '' : String(card.value)],
    ]),
    deleteTrait(),
    basicPiece(card.title, face, gpid),
  ]);
}

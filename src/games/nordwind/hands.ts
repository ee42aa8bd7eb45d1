import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';

/** The card type each play in a battle needs (G): support cards, Military Intel, Heroic Stand. */
export const CARD_TYPE = {
  air: 'air-support',
  artillery: 'artillery-support',
  intel: 'military-intel',
  heroicStand: 'heroic-stand',
  reservesReleased: 'reserves-released',
} as const;

export const HAND_RULES = {
  size: msg('nordwind.rule.handSize'),
  play: msg('nordwind.rule.play'),
};

function cardsOf(s: Scenario) {
  if (!s.cards) throw new KeyedRefusal(msg('nordwind.refused.noCards', { game: s.id }));
  return s.cards;
}

/** The day a turn stands for, read off the turn track ("Jan 1, 1945"), as YYYY-MM-DD. */
export function turnDate(s: Scenario, turn: number): string | undefined {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  const label = track?.kind === 'turn-track' ? track.turns.find((t) => t.turn === turn)?.label : undefined;
  const ms = label ? Date.parse(`${label} UTC`) : Number.NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/**
 * The most cards a side may hold on a turn (F, H): the hand-size chart for the turn's day; with option
 * german-hand-after-first-turn at eight-until-jan-10, the German refills to eight instead of seven to 10 January.
 */
export function handLimit(s: Scenario, side: string, turn: number, germanOption: string): number | undefined {
  const date = turnDate(s, turn);
  if (!date) return undefined;
  const row = cardsOf(s).handSizes.find((h) => h.side === side && h.from <= date && date <= (h.to ?? h.from));
  if (!row) return undefined;
  if (side === 'german' && germanOption === 'eight-until-jan-10' && row.size === 7) return 8;
  return row.size;
}

/** Card ids as a side may hold them: known cards, bearing the side's insignia, no more of each than the deck has. */
export function checkHand(s: Scenario, side: string, hand: readonly string[]): void {
  const deck = cardsOf(s);
  const counts = new Map<string, number>();
  for (const id of hand) {
    const card = deck.cards.find((c) => c.id === id);
    if (!card)
      throw new KeyedRefusal(
        msg('nordwind.refused.noCard', { card: id, cards: deck.cards.map((c) => c.id).join(', ') }),
      );
    if (!card.sides.includes(side))
      throw new KeyedRefusal(msg('nordwind.refused.notSideCard', { card: id, side, section: HAND_RULES.play }));
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (counts.get(id)! > card.count)
      throw new KeyedRefusal(msg('nordwind.refused.deckHas', { count: card.count, card: id, given: counts.get(id)! }));
  }
}

/**
 * Takes the cards a side plays out of its hand, when the journal keeps that hand; an unknown hand is not
 * checked. A card the hand does not hold is refused: the play cannot be made.
 */
export function playFromHand(
  s: Scenario,
  hand: readonly string[] | undefined,
  side: string,
  types: readonly string[],
): string[] | undefined {
  if (!hand) return undefined;
  const left = [...hand];
  const deck = cardsOf(s);
  for (const type of types) {
    const i = left.findIndex((id) => deck.cards.find((c) => c.id === id)?.type === type);
    if (i < 0)
      throw new KeyedRefusal(
        msg('nordwind.refused.noTypeCard', {
          side,
          type,
          section: HAND_RULES.play,
          cards: left.join(', ') || msg('nordwind.refused.nothing'),
        }),
      );
    left.splice(i, 1);
  }
  return left;
}

/** Whether a kept hand holds a card of `type`; undefined when the hand is not kept. */
export function holds(s: Scenario, hand: readonly string[] | undefined, type: string): boolean | undefined {
  if (!hand) return undefined;
  return hand.some((id) => cardsOf(s).cards.find((c) => c.id === id)?.type === type);
}

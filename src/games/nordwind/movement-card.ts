import type { AllowanceHook } from '../game-hooks.js';
import { msg } from '../../assist/messages.js';
import { DECK_RULES, snowOn } from './deck.js';
import { nordwindState } from './state.js';

/** Where the rules hold a move to its card (G): the movement cards, any card as one, Air Support against it. */
export const CARD_RULES = {
  card: 'G, Movement cards',
  anyCard: 'G: any other card played as a movement card moves one area',
  air: 'G: an Air Support card played in response reduces the move by 1, never below 1',
} as const;

const AIR = 'air-support';

/**
 * `--areas N` against the cards the journal saw played this turn (G): the side's last card played outside a
 * battle (a Movement card its value, any other card one area), less one for each Air Support card the other side
 * played after it (never below one), and one area in a snowstorm. A side whose hand the journal does not keep,
 * and that played nothing through it, is taken on its word.
 */
export const movementCard: AllowanceHook = ({ scenario: s, side, turn, cells, state, entries }) => {
  const st = nordwindState(state);
  if (snowOn(st, turn) && cells > 1)
    return msg('move.snowAreas', { turn: turn ?? '', areas: cells, section: DECK_RULES.snow });
  const typeOf = (id: string) => s.cards?.cards.find((c) => c.id === id);
  const plays = entries.flatMap((e, at) => {
    if (!e.command.startsWith('hand ') || e.turn !== turn) return [];
    const played = e.inputs.play;
    return Array.isArray(played) ? [{ at, side: String(e.inputs.side), cards: played.map(String) }] : [];
  });
  const own = plays.filter((p) => p.side === side && p.cards.some((c) => typeOf(c)?.type !== 'snowstorm'));
  const last = own.at(-1);
  if (!last) {
    if (!st.hands[side]) return undefined;
    return msg('move.noCard', { side, turn: turn ?? '', section: CARD_RULES.card });
  }
  const cards = last.cards.filter((c) => typeOf(c)?.type !== 'snowstorm');
  const card = cards.find((c) => typeOf(c)?.type === 'movement') ?? cards[0];
  const value = typeOf(card)?.type === 'movement' ? Number(typeOf(card)?.value ?? 1) : 1;
  const air = plays
    .filter((p) => p.side !== side && p.at > last.at)
    .flatMap((p) => p.cards)
    .filter((c) => typeOf(c)?.type === AIR).length;
  const most = Math.max(1, value - air);
  if (cells <= most) return undefined;
  if (air) return msg('move.airAreas', { card, most, air, areas: cells, section: CARD_RULES.air });
  return msg('move.cardAreas', {
    card,
    most,
    areas: cells,
    section: typeOf(card)?.type === 'movement' ? CARD_RULES.card : CARD_RULES.anyCard,
  });
};

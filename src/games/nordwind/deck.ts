import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { NordwindState } from './state.js';

// Nordwind's deck as the journal keeps it: the hands (state.hands), the discard pile and the cards removed from
// the game; the draw pile is what is left of the deck's 105 cards. Its order is the table's: a player says which
// card was drawn, and the journal refuses one the draw pile cannot hold.

export const DECK_RULES = {
  deck: msg('nordwind.rule.deck'),
  removed: msg('nordwind.rule.removed'),
  reshuffle: msg('nordwind.rule.reshuffle'),
  discard: msg('nordwind.rule.discard'),
  snow: msg('nordwind.rule.snow'),
};

/** The card types that leave the game once played (F, G). */
const REMOVED_ONCE_PLAYED = new Set(['reserves-released']);

export interface DeckState {
  discard: string[];
  removed: string[];
}

export const deckOf = (st: NordwindState): DeckState => ({
  discard: [...(st.deck?.discard ?? [])],
  removed: [...(st.deck?.removed ?? [])],
});

const typeOf = (s: Scenario, id: string) => s.cards?.cards.find((c) => c.id === id)?.type;

/** How many of each card the draw pile holds: the deck less every hand, the discards and the removed cards. */
export function drawPile(s: Scenario, hands: Readonly<Record<string, readonly string[]>>, deck: DeckState) {
  const pile = new Map((s.cards?.cards ?? []).map((c) => [c.id, c.count]));
  for (const id of [...Object.values(hands).flat(), ...deck.discard, ...deck.removed])
    pile.set(id, (pile.get(id) ?? 0) - 1);
  return pile;
}

/**
 * Cards coming into a hand from the draw pile (drawn, or dealt with --set): refused when the pile holds no
 * such card, naming a removed Reserves Released (F, G) or the deck's count (B, F). An exhausted pile takes
 * the discards back first (F). Returns the deck after.
 */
export function drawFrom(
  s: Scenario,
  hands: Readonly<Record<string, readonly string[]>>,
  deck: DeckState,
  drawn: readonly string[],
): { deck: DeckState; reshuffled: boolean } {
  let d = deck;
  let reshuffled = false;
  const drawnNow: string[] = [];
  const held = { ...hands, drawnNow };
  for (const id of drawn) {
    let pile = drawPile(s, held, d);
    if ([...pile.values()].every((n) => n <= 0) && d.discard.length) {
      d = { ...d, discard: [] };
      reshuffled = true;
      pile = drawPile(s, held, d);
    }
    if ((pile.get(id) ?? 0) <= 0) {
      const count = s.cards?.cards.find((c) => c.id === id)?.count ?? 0;
      const removed = d.removed.filter((x) => x === id).length;
      const key = removed > 0 && removed === count ? 'deck.removed' : 'deck.noneLeft';
      throw new KeyedRefusal(
        msg(key, {
          card: id,
          count,
          removed,
          discarded: d.discard.filter((x) => x === id).length,
          held: Object.values(held)
            .flat()
            .filter((x) => x === id).length,
          section: removed ? msg('report.list', { a: DECK_RULES.deck, b: DECK_RULES.removed }) : DECK_RULES.deck,
        }),
      );
    }
    drawnNow.push(id);
  }
  return { deck: d, reshuffled };
}

/** Cards leaving a hand by play or discard: onto the discard pile, or out of the game (F, G). */
export function played(s: Scenario, deck: DeckState, ids: readonly string[]): DeckState {
  const out = { discard: [...deck.discard], removed: [...deck.removed] };
  for (const id of ids) (REMOVED_ONCE_PLAYED.has(typeOf(s, id) ?? '') ? out.removed : out.discard).push(id);
  return out;
}

/** The cards that left `before` for `after`, as a multiset. */
export function leftHand(before: readonly string[] | undefined, after: readonly string[] | undefined): string[] {
  const rest = [...(after ?? [])];
  const gone: string[] = [];
  for (const id of before ?? []) {
    const i = rest.indexOf(id);
    if (i >= 0) rest.splice(i, 1);
    else gone.push(id);
  }
  return gone;
}

/** Whether a snowstorm is in effect on `turn` (G). */
export const snowOn = (st: NordwindState, turn: number | undefined): boolean =>
  turn !== undefined && (st.snow ?? []).includes(turn);

/** The card types a snowstorm forbids (G): no strategic movement, no air. */
export const SNOW_FORBIDS = new Set(['strategic-movement', 'air-support']);

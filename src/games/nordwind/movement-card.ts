import type { Scenario } from '../../model/scenario.js';
import type { AllowanceHook } from '../game-hooks.js';
import { msg } from './messages.js';
import { DECK_RULES, snowOn } from './deck.js';
import { nordwindState } from './state.js';

/** Where the rules hold a move to its card (G): the movement cards, any card as one, Air Support against it. */
export const CARD_RULES = {
  card: msg('nordwind.rule.card'),
  anyCard: msg('nordwind.rule.anyCard'),
  air: msg('nordwind.rule.air'),
};

const AIR = 'air-support';
const STRATEGIC = 'strategic-movement';

/** Where the rules hold a Strategic Movement card (G). */
export const SMC_RULES = {
  card: msg('nordwind.rule.smcCard'),
  air: msg('nordwind.rule.smcAir'),
  snow: msg('nordwind.rule.smcSnow'),
  enemy: msg('nordwind.rule.smcEnemy'),
  engaged: msg('nordwind.rule.smcEngaged'),
  reinforce: msg('nordwind.rule.smcReinforce'),
  mixed: msg('nordwind.rule.smcMixed'),
};

type Entries = Parameters<AllowanceHook>[0]['entries'];

/** The hand entries of `turn` that played cards, with their place in the journal. */
function playsOf(entries: Entries, turn: number | undefined) {
  return entries.flatMap((e, at) => {
    if (!e.command.startsWith('hand ') || e.turn !== turn) return [];
    const played = e.inputs.play;
    return Array.isArray(played) ? [{ at, side: String(e.inputs.side), cards: played.map(String) }] : [];
  });
}

/**
 * The Strategic Movement card `side` moves by now: its last card played this turn (a snowstorm aside) is one,
 * with no Movement card beside it. Its place in the journal, and the Air Support cards played against it since.
 */
export function strategicPlay(
  s: Scenario,
  entries: Entries,
  side: string,
  turn: number | undefined,
): { at: number; card: string; air: number } | undefined {
  const typeOf = (id: string) => s.cards?.cards.find((c) => c.id === id)?.type;
  const plays = playsOf(entries, turn);
  const last = plays.filter((p) => p.side === side && p.cards.some((c) => typeOf(c) !== 'snowstorm')).at(-1);
  const card = last?.cards.find((c) => typeOf(c) === STRATEGIC);
  if (!last || !card || last.cards.some((c) => typeOf(c) === 'movement')) return undefined;
  const air = plays
    .filter((p) => p.side !== side && p.at > last.at)
    .flatMap((p) => p.cards)
    .filter((c) => typeOf(c) === AIR).length;
  return { at: last.at, card, air };
}

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
  // A Strategic Movement card: one area, none in a snowstorm, none once Air Support answered it (G).
  const smc = strategicPlay(s, entries, side, turn);
  if (smc) {
    if (snowOn(st, turn))
      return msg('nordwind.smc.snow', { card: smc.card, turn: turn ?? '', section: SMC_RULES.snow });
    if (smc.air) return msg('nordwind.smc.nullified', { card: smc.card, air: smc.air, section: SMC_RULES.air });
    return cells > 1 ? msg('nordwind.smc.areas', { card: smc.card, areas: cells, section: SMC_RULES.card }) : undefined;
  }
  const plays = playsOf(entries, turn);
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

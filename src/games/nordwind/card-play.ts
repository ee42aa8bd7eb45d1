import type { RoundsPlayHook, RoundsPlayQuery } from '../../rules/rounds-hooks.js';
import { KeyedUsage, type Message } from '../../assist/messages.js';
import { columnsMessage } from '../../rules/area-rounds.js';
import { msg } from './messages.js';
import { checkNordwindUnits, nordwindState, NORDWIND_RULES } from './state.js';
import { CARD_TYPE, holds, playFromHand } from './hands.js';
import { deckOf, leftHand, played, snowOn } from './deck.js';

// Nordwind's cards in a battle (L, G), which rules.yaml's combat (`kind: rounds`) names as its `play.hook`: which
// support cards count (an air card not in a snowstorm, one cancelled by the other side's Military Intel), the cards
// leaving the hands the journal keeps, and whether the defender holds a Heroic Stand to answer a result with. The
// battle, its rounds, its numbers and Heroic Stand's effect are declared in rules.yaml and fought by the engine.

type SupportCard = 'air' | 'artillery';
type Side = 'attacker' | 'defender';

function cards(value: unknown): SupportCard[] {
  if (!value) return [];
  return String(value)
    .split(',')
    .map((c) => {
      const t = c.trim();
      if (t !== 'air' && t !== 'artillery') throw new KeyedUsage(msg('nordwind.refused.supportType', { type: t }));
      return t;
    });
}

/** Each side's support cards and Military Intel as played, and whether a snowstorm bars the air cards (G). */
function support(q: RoundsPlayQuery) {
  const st = nordwindState(q.state, q.journal);
  const f = q.flags;
  return {
    st,
    // A snowstorm played in the journal is in effect without being told again (G).
    snowstorm: !!f.snowstorm || snowOn(st, q.turn),
    attacker: { cards: cards(f.attackerCards), intel: !!f.attackerIntel },
    defender: { cards: cards(f.defenderCards), intel: !!f.defenderIntel },
  };
}

/** "air, air, artillery", each card in the report's language. */
const cardList = (list: readonly SupportCard[]): Message =>
  list
    .map((c) => msg(`nordwind.card.${c}`))
    .reduce((all, c) => msg('nordwind.combat.cardsAnd', { cards: all, card: c }));

/** The shift a side's support cards give: one declared shift per card that survives snow and intel (L). */
function cardShifts(side: Side, q: RoundsPlayQuery, perCard: number) {
  const b = support(q);
  const own = b[side];
  const other = b[side === 'attacker' ? 'defender' : 'attacker'];
  const steps: Message[] = [];
  let kept = own.cards.filter((c) => !(b.snowstorm && c === 'air'));
  if (b.snowstorm && kept.length < own.cards.length)
    steps.push(msg('nordwind.combat.snowstorm', { side: msg(`nordwind.combat.${side}`) }));
  if (other.intel && kept.length) {
    const cancelled = kept.includes('air') ? 'air' : 'artillery';
    kept = [...kept];
    kept.splice(kept.indexOf(cancelled), 1);
    steps.push(
      msg('nordwind.combat.intel', { card: msg(`nordwind.card.${cancelled}`), side: msg(`nordwind.combat.${side}`) }),
    );
  }
  if (kept.length)
    steps.push(
      msg(`nordwind.combat.${side}Support`, { cards: cardList(kept), columns: columnsMessage(kept.length * perCard) }),
    );
  return { shift: kept.length * perCard, steps };
}

/** The card types a side plays as support: the air and artillery cards a snowstorm leaves, and Military Intel. */
function supportTypes(q: RoundsPlayQuery, side: Side): string[] {
  const b = support(q);
  return [
    ...b[side].cards
      .filter((c) => !(b.snowstorm && c === 'air'))
      .map((c) => (c === 'air' ? CARD_TYPE.air : CARD_TYPE.artillery)),
    ...(b[side].intel ? [CARD_TYPE.intel] : []),
  ];
}

/** Each side's hand once its support is played, checked against the hands the journal keeps (G). */
function afterSupport(q: RoundsPlayQuery) {
  const { st } = support(q);
  const out: Partial<Record<Side, string[]>> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const id = q.sides[side];
    if (id) out[side] = playFromHand(q.scenario, st.hands[id], id, supportTypes(q, side));
  }
  return out;
}

export const cardPlay: RoundsPlayHook = {
  sequence: NORDWIND_RULES.sequence,
  applies: ['attacker-card', 'defender-card'],
  units(q) {
    checkNordwindUnits(
      q.named.map((u) => ({ ref: u.id, unit: u })),
      nordwindState(q.state, q.journal),
      q.turn,
    );
  },
  played(q, _crt, shift) {
    const a = cardShifts('attacker', q, shift('attacker-card'));
    const d = cardShifts('defender', q, shift('defender-card'));
    return { shift: a.shift + d.shift, steps: [...a.steps, ...d.steps] };
  },
  check(q) {
    afterSupport(q);
  },
  canChoose(q) {
    const { st } = support(q);
    const d = q.sides.defender;
    // A defender whose kept hand holds no Heroic Stand has no choice to make; a hand not kept is taken on his word.
    return !(d && holds(q.scenario, st.hands[d], CARD_TYPE.heroicStand) === false);
  },
  keep(q) {
    const { st } = support(q);
    const left = afterSupport(q);
    // Heroic Stand cards leave the hands that played them: the defender's, and the attacker's in answer (G).
    const stands = (who: Side) =>
      q.choices
        .filter((x) => x === 'both' || (who === 'defender' && x === 'defender'))
        .map(() => CARD_TYPE.heroicStand);
    const hands = { ...st.hands };
    for (const who of ['attacker', 'defender'] as const) {
      const side = q.sides[who];
      const hand = side ? playFromHand(q.scenario, left[who], side, stands(who)) : undefined;
      if (side && hand) hands[side] = hand;
    }
    // The cards played in the battle go to the discards (F).
    let deck = deckOf(st);
    for (const side of Object.keys(hands)) deck = played(q.scenario, deck, leftHand(st.hands[side], hands[side]));
    const attacker = q.sides.attacker;
    return {
      ...(Object.keys(hands).length ? { hands, deck } : {}),
      // An engaged area holds its units until a battle there ends otherwise (L; the move check reads it).
      engaged: [
        ...st.engaged.filter((e) => e.area !== q.area),
        ...(q.outcome === 'engaged' ? [{ area: q.area, ...(q.turn !== undefined ? { turn: q.turn } : {}) }] : []),
      ],
      ...(attacker ? { phase: `${attacker} phase: combat` } : {}),
    };
  },
};

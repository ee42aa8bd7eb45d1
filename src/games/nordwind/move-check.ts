import type { MoveCheckHook } from '../game-hooks.js';
import { msg } from './messages.js';
import { nordwindState } from './state.js';
import { SMC_RULES, strategicPlay } from './movement-card.js';
import type { Unit } from '../../model/schema/units.js';
import { refsOf } from '../../model/unit-refs.js';

/** Where the rules say an engaged area holds its units. */
const SECTION = msg('nordwind.rule.engagedExit');
const WITHDRAW = 'withdraw';

/** Whether `side` has played a Withdraw card in `turn`, as the journal's hand entries have it (G, Withdraw). */
function withdrew(entries: Parameters<MoveCheckHook>[0]['entries'], side: string, turn: number | undefined): boolean {
  return entries.some((e) => {
    const inputs = (e.inputs ?? {}) as { side?: unknown; play?: unknown };
    return (
      e.command.split(' ')[0] === 'hand' &&
      e.turn === turn &&
      inputs.side === side &&
      Array.isArray(inputs.play) &&
      inputs.play.includes(WITHDRAW)
    );
  });
}

/**
 * Operation Nordwind's own rule on a move (rules.yaml's `movement.check`): units in an engaged area may not leave
 * it, unless their side has played a Withdraw card this turn; they may be reinforced by normal movement (L).
 */
export const nordwindMoveCheck: MoveCheckHook = (q) => {
  const st = nordwindState(q.state);
  const e = st.engaged.find((x) => x.area === q.from);
  const smc = strategicPlay(q.scenario, q.entries, q.unit.side, q.turn);
  if (smc) return strategicMove(q, smc, st.engaged);
  if (!e || q.from === q.to || withdrew(q.entries, q.unit.side, q.turn)) return;
  return { refuse: msg('nordwind.move.engaged', { ref: q.ref, at: q.from, turn: e.turn ?? '—', section: SECTION }) };
};

/** The side whose Strategic Movement card moves one arm only (G): Infantry or Armor, not both. */
const ONE_ARM_SIDE = 'german';

/**
 * A move by a Strategic Movement card (G), after the battles (J 9), each unit one area afresh: never out of an
 * engaged area, never into an enemy-occupied one nor to reinforce an engaged one (L, E); for the German player
 * infantry or armour, not both, across the card's moves.
 */
function strategicMove(
  q: Parameters<MoveCheckHook>[0],
  smc: NonNullable<ReturnType<typeof strategicPlay>>,
  engaged: readonly { area: string }[],
): ReturnType<MoveCheckHook> {
  if (q.path) return undefined;
  const v = { ref: q.ref, card: smc.card, from: q.from, to: q.to };
  if (engaged.some((x) => x.area === q.from))
    return { refuse: msg('nordwind.smc.engaged', { ...v, section: SMC_RULES.engaged }) };
  const unitOf = (ref: string) => q.scenario.units.find((u) => refsOf(u).includes(ref) || u.id === ref);
  const positions = (q.state.positions ?? {}) as Record<string, string>;
  const enemy = Object.entries(positions).some(
    ([r, at]) => at === q.to && unitOf(r) && unitOf(r)!.side !== q.unit.side,
  );
  if (enemy) return { refuse: msg('nordwind.smc.enemy', { ...v, section: SMC_RULES.enemy }) };
  if (engaged.some((x) => x.area === q.to))
    return { refuse: msg('nordwind.smc.reinforce', { ...v, section: SMC_RULES.reinforce }) };
  if (q.unit.side === ONE_ARM_SIDE) {
    // The units this card has moved: the moves journaled since it was played, and those before in this command.
    const moved = [
      ...q.entries.slice(smc.at + 1).flatMap((x) => {
        const units = x.command.split(' ')[0] === 'move' && x.turn === q.turn ? x.inputs.units : undefined;
        return Array.isArray(units) ? units.map((u) => String(u).split('@')[0]) : [];
      }),
      ...(q.movedBefore ?? []),
    ];
    const other = moved.find(
      (r) => unitOf(r) && unitOf(r)!.side === q.unit.side && isArmour(unitOf(r)!) !== isArmour(q.unit),
    );
    if (other) return { refuse: msg('nordwind.smc.mixed', { ...v, other, section: SMC_RULES.mixed }) };
  }
  return { phase: STRATEGIC_PHASE, fresh: true };
}

/** Armour, for the Strategic Movement card's infantry or armour (G). */
const isArmour = (u: Unit) => u.abilities.includes('armour') || u.type === 'armour';

/** The sequence phase a Strategic Movement card is played in: after the battles, before the hands refill (J 9). */
const STRATEGIC_PHASE = 'strategic';

import type { Scenario } from '../../model/scenario.js';
import { overStacks } from '../../rules/movement.js';
import type { Message } from '../../assist/messages.js';
import type { Board } from './board.js';
import type { StackingHook } from '../game-hooks.js';
import { beyondTheLimit } from './stacking.js';
import { copyState, type VeritableState } from './state.js';

/** Veritable's stacking limits (6.3), by the name its rules.yaml gives them. */
export const STACKING: Readonly<Record<string, StackingHook>> = { 'veritable.stacking': beyondTheLimit };

/**
 * The end of a game turn (4.4, 6.3): stacking is judged as rules.yaml says (Veritable: at the end of the turn),
 * and the units beyond the limit are eliminated. Judged once a turn: the turn is marked ended.
 */
export function endTurn(
  s: Scenario,
  before: VeritableState,
  board: Board,
): { state: VeritableState; steps: Message[] } {
  const st = copyState(before);
  const steps: Message[] = [];
  const m = s.rules?.movement;
  if (st.endedTurn === st.turn || !st.setupRecorded || st.turn === 0) return { state: st, steps };
  st.endedTurn = st.turn;
  if (!m?.stacking || m.stacking.judged === 'move') return { state: st, steps };
  const placed = [...board.stacks().values()].flatMap((us) =>
    us.map((u) => ({ ref: u.ref, side: u.unit.side, at: u.label, abilities: u.unit.abilities })),
  );
  const byRef = new Map([...board.stacks().values()].flat().map((u) => [u.ref, u]));
  const hook = m.stacking.hook ? STACKING[m.stacking.hook] : undefined;
  for (const o of overStacks(m, placed, hook && ((refs) => hook(refs.map((r) => byRef.get(r)!))))) {
    if (m.stacking.eliminate)
      for (const ref of o.over) {
        st.units[ref] = { status: 'eliminated', turn: st.turn };
        board.remove(ref);
      }
    steps.push(o.message);
  }
  return { state: st, steps };
}

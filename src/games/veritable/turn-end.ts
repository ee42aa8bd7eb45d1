import type { Scenario } from '../../model/scenario.js';
import { overStacks } from '../../rules/movement.js';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { declaredStacking } from '../../rules/stack-limits.js';
import { RuleRefusal } from '../../rules/report.js';
import type { Board } from './board.js';
import { legalRemovals } from './stacking.js';
import { copyState, type VeritableState } from './state.js';

/** An over-stacked hex whose owner chooses which units go (6.3), with every legal choice. */
export interface StackChoice {
  at: string;
  side: string;
  units: string[];
  options: string[][];
  said: Message;
}

/**
 * The end of a game turn (4.4, 6.3): stacking is judged as rules.yaml says (Veritable: at the end of the turn),
 * and the units beyond the limit are eliminated: the owner's choice among the fewest whose loss leaves a legal
 * stack, from `chosen` (refs), or a question when there is a choice and none is given. Judged once a turn.
 */
export function endTurn(
  s: Scenario,
  before: VeritableState,
  board: Board,
  chosen: readonly string[] = [],
): { state: VeritableState; steps: Message[]; question?: StackChoice } {
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
  const hook = declaredStacking(s);
  const section = m.stacking.section;
  for (const o of overStacks(m, placed, hook && ((refs) => hook(refs.map((r) => byRef.get(r)!))))) {
    let over = o.over;
    let message = o.message;
    if (m.stacking.eliminate && hook) {
      const options = legalRemovals(
        s,
        o.units.map((r) => byRef.get(r)!),
      );
      const mine = chosen.filter((r) => o.units.includes(r));
      const side = s.game.sides.find((x) => x.id === o.side)?.name ?? o.side;
      const said = msg('stack.choose', {
        at: o.at,
        side,
        count: options[0].length,
        options: options.map((x) => msg('stack.option', { units: x.join(', ') })),
        section,
      });
      if (options.length > 1 && !mine.length) return { state: before, steps: [], question: { ...o, options, said } };
      if (options.length > 1) {
        const pick = options.find((x) => x.length === mine.length && x.every((r) => mine.includes(r)));
        if (!pick) throw new RuleRefusal(msg('stack.choiceIllegal', { at: o.at, chosen: mine.join(', '), said }));
        over = pick;
        message = msg('stack.eliminatedChosen', { at: o.at, over: pick.join(', '), side, section });
      }
    }
    if (m.stacking.eliminate)
      for (const ref of over) {
        st.units[ref] = { status: 'eliminated', turn: st.turn };
        board.remove(ref);
      }
    steps.push(message);
  }
  return { state: st, steps };
}

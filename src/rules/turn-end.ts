import type { Scenario } from '../model/scenario.js';
import type { TurnEndProcedure } from '../model/schema/turn-end-procedure.js';
import { msg, type Message } from '../assist/messages.js';
import { overStacks } from './movement.js';
import { declaredStacking, fewestRemovals } from './stack-limits.js';
import { keptStanding, type KeptState } from './kept-units.js';
import { RuleRefusal } from './report.js';

// The end of a game turn (rules.yaml `kind: turn-end`) on the game's object in the journal: stacking judged as
// the movement rules declare it (`judged: turn`), the units beyond the limit eliminated (the owner choosing among
// the fewest whose loss leaves a legal stack), and the turn marked ended. A die table that opens the next turn
// calls the same judging for a turn no one ended.

/** What the judging reads and writes of the game's object: a kept state, whatever else the game keeps there. */
export interface TurnEndState {
  turn: number;
  setupRecorded: boolean;
  units: Record<string, { status: string; at?: string; turn?: number }>;
  endedTurn?: number;
}

/** An over-stacked cell whose owner chooses which units go, with every legal choice. */
export interface StackChoice {
  at: string;
  side: string;
  units: string[];
  options: string[][];
  said: Message;
}

/** The game's turn-end declaration, if it has one. */
export const turnEndOf = (s: Scenario): TurnEndProcedure | undefined =>
  s.rules?.procedures.find((p): p is TurnEndProcedure => p.kind === 'turn-end');

/**
 * The game's last turn (its victory's `lastTurn`) and its optional extra turn (the turn-end's declared value),
 * from rules.yaml. A number the data lacks is refused, never given a default.
 */
export function declaredTurns(s: Scenario): { last: number; extra?: number } {
  const v = s.rules?.procedures.find((x) => x.kind === 'victory');
  if (v?.kind !== 'victory' || v.lastTurn === undefined)
    throw new RuleRefusal(msg('turnEnd.noLastTurn', { game: s.id }));
  const p = turnEndOf(s);
  const extra = p?.extra ? p.values.find((x) => x.id === p.extra!.value)?.value : undefined;
  return { last: v.lastTurn, extra };
}

/**
 * Stacking judged at the end of the turn (6.3 in Veritable) on a copy of `before`: the units beyond the limit
 * are eliminated, from `chosen` (refs) where the owner has a choice, else a question is returned and nothing is
 * changed. Judged once a turn: a turn already ended, or a game not set up, is returned as it is.
 */
export function judgeTurnEnd<T extends TurnEndState>(
  s: Scenario,
  before: T,
  chosen: readonly string[] = [],
): { state: T; steps: Message[]; question?: StackChoice } {
  const st = structuredClone(before);
  const steps: Message[] = [];
  const m = s.rules?.movement;
  if (st.endedTurn === st.turn || !st.setupRecorded || st.turn === 0) return { state: st, steps };
  st.endedTurn = st.turn;
  if (!m?.stacking || m.stacking.judged === 'move') return { state: st, steps };
  const standing = keptStanding(s, st as unknown as KeptState);
  const placed = standing.map((u) => ({ ref: u.ref, side: u.unit.side, at: u.at, abilities: u.unit.abilities }));
  const byRef = new Map(standing.map((u) => [u.ref, u]));
  const limits = declaredStacking(s);
  const stacking = m.stacking;
  const section = stacking.section;
  for (const o of overStacks(m, placed, limits && ((refs) => limits(refs.map((r) => byRef.get(r)!))))) {
    let over = o.over;
    let message = o.message;
    if (stacking.eliminate && limits) {
      const options = fewestRemovals(
        stacking,
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
    if (stacking.eliminate) for (const ref of over) st.units[ref] = { status: 'eliminated', turn: st.turn };
    steps.push(message);
  }
  return { state: st, steps };
}

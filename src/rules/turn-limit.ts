import { z } from 'zod';
import type { TurnLimit } from '../model/schema/rules-steps.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';

// How often a unit takes a hook's step in one turn, as its declaration's `limit` says (rules-steps.ts), counted in
// the journal's state under the declared `record`: the turn counted, each unit's count in it, and the units whose
// step failed and had to stop. A count from an earlier turn is no count. The shape is the one journals have
// always kept for this, so an older journal's count still holds.

const record = z.looseObject({
  turn: z.int().min(1).optional(),
  byUnit: z.record(z.string(), z.int().min(0)).default({}),
  stopped: z.array(z.string()).optional(),
});

export type LimitRecord = z.infer<typeof record>;

/** This turn's counts from the journal's state: none for another turn, an unknown turn or a record unreadable. */
export function limitCounts(
  l: TurnLimit,
  state: Readonly<Record<string, unknown>>,
  turn: number | undefined,
): { byUnit: Record<string, number>; stopped: string[] } {
  const r = record.safeParse(state[l.record] ?? {});
  if (!r.success || turn === undefined || r.data.turn !== turn) return { byUnit: {}, stopped: [] };
  return { byUnit: r.data.byUnit, stopped: r.data.stopped ?? [] };
}

/** Refuses a unit that has taken the step its limit's times this turn, or failed it and had to stop. */
export function checkTurnLimit(
  l: TurnLimit,
  counts: ReturnType<typeof limitCounts>,
  refs: readonly string[],
  turn: number | undefined,
): void {
  const tired = refs.find((ref) => (counts.byUnit[ref] ?? 0) >= l.count);
  if (tired)
    throw new KeyedRefusal(
      msg('step.limitReached', { ref: tired, text: l.text, turn: String(turn), section: l.section }),
    );
  const halted = l.stopOnFailure && refs.find((ref) => counts.stopped.includes(ref));
  if (halted && l.stopOnFailure)
    throw new KeyedRefusal(
      msg('step.limitStopped', {
        ref: halted,
        text: l.stopOnFailure.text,
        turn: String(turn),
        section: l.stopOnFailure.section,
      }),
    );
}

/** The journal state's record after these units took the step this turn; nothing is kept without a turn. */
export function limitRecorded(
  l: TurnLimit,
  counts: ReturnType<typeof limitCounts>,
  refs: readonly string[],
  turn: number | undefined,
  success: boolean,
): Record<string, LimitRecord> {
  if (turn === undefined) return {};
  const byUnit = { ...counts.byUnit };
  for (const ref of refs) byUnit[ref] = (byUnit[ref] ?? 0) + 1;
  const stopped = success || !l.stopOnFailure ? counts.stopped : [...counts.stopped, ...refs];
  return { [l.record]: { turn, byUnit, stopped } };
}

/** The report's line when no turn is given: the limit is not counted. */
export const limitUntracked = (l: TurnLimit): Message => msg('step.limitUntracked', { name: l.name });

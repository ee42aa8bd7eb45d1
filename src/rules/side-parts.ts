import { KeyedRefusal, msg, type Message, type Value } from '../assist/messages.js';
import type { DeclaredOutcome, OutcomeReading } from '../model/schema/side-outcome.js';
import {
  applyLosses,
  lossQuestion,
  type LossChoice,
  type LossContext,
  type LossQuestion,
  type LossUnit,
  type UnitOutcome,
} from './owner-losses.js';
import { outcomeOrder, type OutcomeSide } from './side-outcome.js';

// The loop of a combat result declared as an `outcome` (rules.yaml): each side's part in the declared order (its
// `first`), from the part reached so far. A part with a choice and no answer stops the loop at its question, and
// nothing after it is applied; a part with nothing to choose refuses an answer. Each part's losses, retreats and
// who may not return are said in keyed messages. What is on the board, and where a unit may retreat, are the
// combat's own (`part` gives them).

/** Where a combat stands in its result: a side's part still to settle, or every part settled. */
export type PartStage = OutcomeSide | 'done';

/** One side's part of a result, as the combat knows it. */
export interface SidePart<U extends LossUnit> {
  side: string;
  /** The side's name in messages: keyed, or the game's own name for it. */
  sideName: Value;
  code: string;
  reading: OutcomeReading;
  units: readonly U[];
  ctx: LossContext<U>;
  /** The owner's answers for this side, in order; none yet when empty. */
  plan: readonly LossChoice[];
  /** Nothing of this side's to settle in the loop (its part of the result is another effect): passed over unsaid. */
  skip?: boolean;
}

export interface PartsProgress {
  stage: PartStage;
  /** The question the loop stopped at. */
  question?: LossQuestion;
  steps: Message[];
  outcomes: UnitOutcome[];
  mayNotReturn: { ref: string; at: string }[];
}

/**
 * Settles each side's part from `from` in the declared order, rolling retreat tests with `die` in the order they
 * come; the board is changed as the parts are applied (`ctx.board`). Who may not return is said, citing the
 * retreat's section or `noReturn`'s, unless `noReturn` is false (a game that does not declare it); it is returned
 * either way.
 */
export function settleParts<U extends LossUnit>(
  outcome: DeclaredOutcome,
  from: PartStage,
  part: (stage: OutcomeSide) => SidePart<U>,
  die: (choice: LossChoice) => number,
  noReturn?: { section: string } | false,
): PartsProgress {
  const order = outcomeOrder(outcome);
  const out: PartsProgress = { stage: from, steps: [], outcomes: [], mayNotReturn: [] };
  const section = (noReturn ? noReturn.section : undefined) ?? outcome.sections.retreat ?? '';
  for (const stage of order) {
    if (out.stage !== stage) continue;
    const { side, sideName, code, reading, units, ctx, plan, skip } = part(stage);
    const next: PartStage = stage === order[0] ? order[1] : 'done';
    if (skip) {
      out.stage = next;
      continue;
    }
    const question = lossQuestion(ctx, side, units, code, reading);
    if (!question && plan.length)
      throw new KeyedRefusal(msg('loss.nothingToChoose', { side, code, units: plan.map((c) => c.ref).join(', ') }));
    if (question && !plan.length) return { ...out, question };
    const res = applyLosses(ctx, side, units, code, reading, question ? plan : undefined, die);
    for (const o of res.outcomes)
      if (o.outcome !== 'unaffected')
        out.steps.push(msg('loss.unitWhy', { ref: o.ref, hex: o.hex, why: o.said ?? o.why }));
    if (!res.outcomes.some((o) => o.outcome !== 'unaffected'))
      out.steps.push(msg('loss.sideNoEffect', { side: sideName, code }));
    if (noReturn !== false)
      for (const m of res.mayNotReturn) out.steps.push(msg('loss.mayNotReturn', { ref: m.ref, at: m.at, section }));
    out.outcomes.push(...res.outcomes);
    out.mayNotReturn.push(...res.mayNotReturn);
    out.stage = next;
  }
  return out;
}

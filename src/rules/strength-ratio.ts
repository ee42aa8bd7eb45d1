import type { StrengthRatio } from '../model/schema/rules-steps.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';
import { evaluate } from '../model/condition-eval.js';
import { hitsToRemove } from './pool-units.js';
import { unitFacts } from '../model/condition-eval.js';

// The ratio of strengths a hook's step needs, as its declaration's `ratio` says (rules-steps.ts): each side's
// strength less its hits, a defender the declaration names counting as its declared strength, the ratio rounded
// down (12-2 and 18-3 are 6-1), and the step refused below `atLeast`-1. The words of the totals are keyed.

/** A unit on either side of the ratio: its counter and the hits it carries now. */
export interface RatioUnit {
  ref: string;
  unit: Unit;
  hits: number;
}

export interface RatioResult {
  attack: number;
  defence: number;
  /** As the rules write it: "6-1" for 12-2. */
  odds: string;
  /** What each defender counts for, and the declared label of those counted otherwise. */
  defending: { ref: string; value: number; label?: string }[];
  /** "de-294-vgr 6 + de-18-ag 4 = 10", each side's total in words. */
  attackers: Message;
  defenders: Message;
  /** "12-2 is 6-1: 6-1 or better". */
  met: Message;
}

const current = (u: RatioUnit): number => Math.max(hitsToRemove(u.unit) - u.hits, 0);

/** What a defender counts for: the first `defendAs` entry naming it, else its strength less its hits. */
function defendsAs(r: StrengthRatio, u: RatioUnit): { ref: string; value: number; label?: string } {
  const as = r.defendAs.find((d) => evaluate(parseCondition(d.unit), { names: {} }, unitFacts(u.unit)) === true);
  return as ? { ref: u.ref, value: as.strength, label: as.label } : { ref: u.ref, value: current(u) };
}

/** A side's total in words: its units joined with "+", then "= total". */
function sum(items: readonly { ref: string; value: number; label?: string }[], total: number): Message {
  const each = items.map((x) =>
    msg(x.label ? 'step.unitAs' : 'step.unit', { ref: x.ref, value: x.value, ...(x.label ? { label: x.label } : {}) }),
  );
  return msg('step.sum', { units: each.slice(1).reduce((a, b) => msg('step.plus', { a, b }), each[0]), total });
}

/** The ratio of the movers' strength to the defenders'; refused (keyed, with the strength needed) when short. */
export function strengthRatio(r: StrengthRatio, movers: readonly RatioUnit[], defenders: readonly RatioUnit[]) {
  const moving = movers.map((m) => ({ ref: m.ref, value: current(m) }));
  const defending = defenders.map((d) => defendsAs(r, d));
  const attack = moving.reduce((n, m) => n + m.value, 0);
  const defence = defending.reduce((n, d) => n + d.value, 0);
  // A side of no strength at all (every defender counted as 0) is beaten at any ratio.
  const ratio = defence ? Math.floor(attack / defence) : attack;
  const odds = `${ratio}-1`;
  if (ratio < r.atLeast)
    throw new KeyedRefusal(
      msg('step.ratioShort', { attack, defence, odds, text: r.text, need: r.atLeast, strength: r.atLeast * defence }),
    );
  const result: RatioResult = {
    attack,
    defence,
    odds,
    defending,
    attackers: sum(moving, attack),
    defenders: sum(defending, defence),
    met: msg('step.ratioMet', { attack, defence, odds, need: r.atLeast }),
  };
  return result;
}

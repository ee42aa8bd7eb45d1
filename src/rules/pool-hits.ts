import type { DicePoolProcedure } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { ChoicePicks } from '../assist/table/session.js';
import { msg, type Message } from '../assist/messages.js';
import { RuleRefusal } from './report.js';

// A dice pool's hits landing on the units fired at (issue #22): each hit is a step, and a unit whose hits reach
// its steps is eliminated. Who spreads them is the pool's `allocate.by`: the owner of the units hit, or the
// firer. Where more than one spread is legal the roll stops at a question with every unit's legal counts, asked
// and answered as a combat's owner's choices are (`--choose`, the page's taps); the die is not rolled again.

export interface PoolHitsInput {
  p: DicePoolProcedure;
  hits: number;
  /** The units fired at, all in one place. */
  targets: readonly PositionEntry[];
  /** Hits every unit carries before this fire (the journal's, else the position's). */
  carried: Readonly<Record<string, number>>;
  /** The answer to the question, once given: "r-1=2,r-2=1". */
  answer?: string;
  sideName: (id: string) => string;
}

export interface PoolHitsQuestion {
  said: Message;
  example: string;
  rule: string;
  picks: ChoicePicks;
  /** Who answers: the owner of the units hit, or the firer. */
  by: 'owner' | 'firer';
}

export interface PoolHits {
  said: Message[];
  question?: PoolHitsQuestion;
  /** Every target's hits after the fire. */
  hits: Record<string, number>;
  eliminated: string[];
  /** The answer given was read (there was a spread to choose). */
  used: boolean;
}

const refuse = (said: Message): never => {
  throw new RuleRefusal(said);
};

export function landPoolHits(input: PoolHitsInput): PoolHits {
  const { p, targets } = input;
  const section = p.allocate?.section ?? p.section;
  const by = p.allocate?.by ?? 'owner';
  const out: PoolHits = { said: [], hits: {}, eliminated: [], used: false };
  for (const t of targets) out.hits[t.ref] = input.carried[t.ref] ?? t.hits;
  const left = (t: PositionEntry) => Math.max(t.unit.steps - out.hits[t.ref], 0);
  const take = (t: PositionEntry, n: number) => {
    if (!n) return;
    out.hits[t.ref] += n;
    if (out.hits[t.ref] >= t.unit.steps) {
      out.eliminated.push(t.ref);
      out.said.push(msg('settle.eliminated', { ref: t.ref, at: t.at, section }));
    } else out.said.push(msg('settle.stepLost', { ref: t.ref, n, plural: n === 1 ? '' : 's', section }));
  };
  const takers = targets.filter((t) => left(t) > 0);
  const room = takers.reduce((n, t) => n + left(t), 0);
  if (!input.hits || !takers.length) return out;
  // One unit, or hits enough for every step there is: one spread only, so nobody is asked.
  if (takers.length === 1 || input.hits >= room) {
    for (const t of takers) take(t, Math.min(left(t), input.hits));
    return out;
  }
  const n = input.hits;
  if (input.answer === undefined) {
    const side = input.sideName(takers[0].unit.side);
    const words = { side, n, plural: n === 1 ? '' : 's', units: takers.map((t) => t.ref).join(', '), section };
    out.question = {
      said: msg(by === 'owner' ? 'pool.askOwner' : 'pool.askFirer', words),
      example: '',
      rule: section,
      by,
      picks: {
        mode: 'count',
        total: n,
        items: takers.map((t) => ({
          item: t.ref,
          at: t.at,
          values: Array.from({ length: Math.min(left(t), n) + 1 }, (_, i) => String(i)),
        })),
      },
    };
    // A spread that fills the first units in order is a legal answer: the CLI's hint shows it.
    let owed = n;
    out.question.example = takers
      .map((t) => {
        const k = Math.min(left(t), owed);
        owed -= k;
        return `${t.ref}=${k}`;
      })
      .join(',');
    return out;
  }
  out.used = true;
  const given = new Map<string, number>();
  for (const item of input.answer
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [ref, v] = item.split('=').map((x) => x.trim());
    if (!ref || !v) refuse(msg('settle.answerShape', { answer: input.answer, section }));
    const t = takers.find((x) => x.ref === ref);
    const k = Number(v);
    if (!t || !Number.isInteger(k) || k < 0 || k > left(t) || given.has(ref))
      refuse(msg('settle.badLoss', { ref, answer: input.answer, section }));
    given.set(ref, k);
  }
  const sum = [...given.values()].reduce((a, b) => a + b, 0);
  if (sum !== n) refuse(msg('settle.lossTotal', { n, given: sum, section }));
  for (const t of takers) take(t, given.get(t.ref) ?? 0);
  return out;
}

import type { DicePoolProcedure } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { ChoicePicks } from '../assist/table/session.js';
import { msg, type Message } from '../assist/messages.js';
import { RuleRefusal } from './report.js';
import { hitsToRemove } from './pool-units.js';

// A dice pool's hits landing on the units fired at (issue #22): each hit is a step, and a unit whose hits reach
// its steps is eliminated. Who spreads them is the pool's `allocate.by`: the owner of the units hit, or the
// firer. Where more than one spread is legal the roll stops at a question with every unit's legal counts, asked
// and answered as a combat's owner's choices are (`--choose`, the page's taps); the die is not rolled again.

export interface PoolHitsInput {
  /** The pool's section and allocation: a declared dice pool, or a hook's pool of unit dice (unit-pool.ts). */
  p: Pick<DicePoolProcedure, 'section'> & { allocate?: { by: 'owner' | 'firer'; section: string } };
  /** Who spreads the hits, and the rule saying so (an option may give the choice to the firer). */
  by?: { by: 'owner' | 'firer'; section: string };
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
  const section = input.by?.section ?? p.allocate?.section ?? p.section;
  const by = input.by?.by ?? p.allocate?.by ?? 'owner';
  const out: PoolHits = { said: [], hits: {}, eliminated: [], used: false };
  for (const t of targets) out.hits[t.ref] = input.carried[t.ref] ?? t.hits;
  const left = (t: PositionEntry) => Math.max(hitsToRemove(t.unit) - out.hits[t.ref], 0);
  // A unit with a strength factor counts hits against it (removed at its strength); others lose steps.
  const take = (t: PositionEntry, n: number) => {
    if (!n) return;
    out.hits[t.ref] += n;
    const gone = out.hits[t.ref] >= hitsToRemove(t.unit);
    if (gone) out.eliminated.push(t.ref);
    const plural = n === 1 ? '' : 's';
    if (t.unit.factors.kind === 'strength')
      out.said.push(
        msg(gone ? 'pool.hitRemoved' : 'pool.hitTaken', {
          ref: t.ref,
          n,
          plural,
          after: out.hits[t.ref],
          strength: hitsToRemove(t.unit),
          left: hitsToRemove(t.unit) - out.hits[t.ref],
          section,
        }),
      );
    else if (gone) out.said.push(msg('settle.eliminated', { ref: t.ref, at: t.at, section }));
    else out.said.push(msg('settle.stepLost', { ref: t.ref, n, plural, section }));
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

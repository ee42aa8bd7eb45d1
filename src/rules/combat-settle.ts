import type { Scenario } from '../model/scenario.js';
import type { Crt } from '../model/schema/charts.js';
import type { CombatProcedure, RuleResult } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { ChoicePicks } from '../assist/table/session.js';
import { msg, type Message, type MessageKey } from '../assist/messages.js';
import { RuleRefusal } from './report.js';
import { legalRetreats } from './retreat.js';
import type { StackingHook } from './move-hooks.js';
import { lossQuestion, type LossChoice, type LossContext } from './owner-losses.js';
import type { DeclaredOutcome } from '../model/schema/side-outcome.js';
import { combatAdvance } from './combat-advance.js';
import { settleParts, type SidePart } from './side-parts.js';
import { outcomeOrder } from './side-outcome.js';
import { overStacks } from './movement.js';

// What a combat result does to the units on the map, once rolled (issue #22): step losses, eliminations and
// retreats under `movement.retreat`, applied to the positions the journal keeps. Where the rules leave a choice to
// the owner (which unit takes a loss, where a unit retreats, retreat or a step loss) the settlement stops at a
// question with every legal answer; the answers come back in order (`--choose`, or taps on the page), and the same
// roll is settled again with them. Nothing here rolls a die.

type Side = 'attacker' | 'defender';

export interface SettleInput {
  p: CombatProcedure;
  crt: Crt;
  /** The result as rolled: one cell of the chart, split into the two sides' codes where the chart splits. */
  cell: string;
  units: Record<Side, PositionEntry[]>;
  /** Where every unit on the map stands before the result: ref → cell. */
  where: ReadonlyMap<string, string>;
  hits: Readonly<Record<string, number>>;
  /** The owner's answers so far, in the order the questions were asked. */
  answers: readonly string[];
  sideName: (id: string) => string;
  /** The game's stacking hook (`movement.stacking.hook`), for where a retreat may end. */
  stacking?: StackingHook;
  /** A journal keeps the positions: an advance taken in the combat is asked of its owner. */
  keeps?: boolean;
  /** Each unit's printed factor as its side adds it up (its back's when it carries hits), for an exchange. */
  factors?: Readonly<Record<string, number>>;
  /** The sides' combat totals, for an exchange that compares them (`factors: total`). */
  totals?: Readonly<Record<Side, number>>;
}

export interface SettleQuestion {
  said: Message;
  /** `said` line by line, where a game's words set each line under a heading (`says.waiting`). */
  lines?: Message[];
  /** The English answer's shape, for the CLI's hint and the journal's pending record. */
  example: string;
  rule: string;
  picks: ChoicePicks;
}

export interface Settled {
  said: Message[];
  question?: SettleQuestion;
  eliminated: string[];
  retreated: { ref: string; from: string; to: string }[];
  hits: Record<string, number>;
  where: Map<string, string>;
  /** The defender's cell is empty of its units and the result lets the attacker advance (movement.advance). */
  advance: boolean;
  /** The attackers that advanced into it, where the advance is taken in the combat. */
  advanced: string[];
  /** Units that retreated before a comrade of their side was lost, and the cell each left (side-parts.ts). */
  mayNotReturn: { ref: string; at: string }[];
  /** What a game's outcome hook adds to its own --json (each unit's outcome, its question), for `hooks.json`. */
  data?: Record<string, unknown>;
}

/**
 * What a result does, said while an owner's answer is awaited: nothing of it is applied yet, neither the side
 * still to answer nor the side that has (its losses, its retreats, what it chose), until the whole result is.
 */
const PENDING: Readonly<Record<string, MessageKey>> = {
  'settle.eliminated': 'settle.pendingEliminated',
  'settle.stepLost': 'settle.pendingStepLost',
  'settle.retreated': 'settle.pendingRetreated',
  'loss.unitWhy': 'loss.pendingUnitWhy',
};

/** A refused answer: keyed, naming the rule section, so that the page words it in its language. */
const refuse = (said: Message): never => {
  throw new RuleRefusal(said);
};

/** "a=1,b=F4" → [['a','1'],['b','F4']]; an item without "=" is refused. */
function pairs(answer: string, section: string): [string, string][] {
  return answer
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const [k, v] = x.split('=').map((y) => y.trim());
      if (!k || !v) refuse(msg('settle.answerShape', { answer, section }));
      return [k, v] as [string, string];
    });
}

export function settleCombat(s: Scenario, input: SettleInput): Settled {
  const { p, crt, units, sideName } = input;
  const m = s.rules?.movement;
  const parts = crt.split ? input.cell.split(crt.split) : [input.cell, input.cell];
  const results: Record<Side, RuleResult | undefined> = {
    attacker: p.results.find((r) => r.code === parts[0]),
    defender: p.results.find((r) => r.code === parts[1]),
  };
  const out: Settled = {
    said: [],
    eliminated: [],
    retreated: [],
    hits: { ...input.hits },
    where: new Map(input.where),
    advance: false,
    advanced: [],
    mayNotReturn: [],
  };
  const answers = [...input.answers];
  let asked = 0;
  const next = () => (asked < answers.length ? answers[asked++] : undefined);
  const alive = (e: PositionEntry) => !out.eliminated.includes(e.ref);
  const left = (e: PositionEntry) => Math.max(e.unit.steps - (out.hits[e.ref] ?? 0), 1);
  const eliminate = (e: PositionEntry, section: string) => {
    out.eliminated.push(e.ref);
    out.where.delete(e.ref);
    out.said.push(msg('settle.eliminated', { ref: e.ref, at: e.at, section }));
  };
  const loseSteps = (e: PositionEntry, n: number, section: string) => {
    const after = (out.hits[e.ref] ?? 0) + n;
    out.hits[e.ref] = after;
    if (after >= e.unit.steps) eliminate(e, section);
    else out.said.push(msg('settle.stepLost', { ref: e.ref, n, plural: n === 1 ? '' : 's', section }));
  };

  // While a question waits nothing is applied (the answer settles the whole result again): what the result has
  // done so far is said as pending, not as done.
  const waiting = (q: SettleQuestion): Settled => {
    out.question = q;
    out.said = out.said.map((m) => (m.key in PENDING ? msg(PENDING[m.key], m.values) : m));
    return out;
  };

  // An exchange (its own function below): one side loses every unit, the other units of as many factors.
  const ex = [results.attacker, results.defender].find((r) => r?.exchange);
  if (ex) {
    const q = exchange(input, ex, units.attacker.filter(alive), units.defender.filter(alive), next, eliminate, out);
    if (q) return waiting(q);
  }

  // Step losses a side takes as a whole: spread by its owner where more than one unit could take them.
  for (const side of ['attacker', 'defender'] as const) {
    const r = results[side];
    const e = r?.[side];
    if (!r || !e) continue;
    const section = r.section ?? p.section;
    if (e.eliminate) {
      for (const u of units[side].filter(alive)) eliminate(u, section);
      continue;
    }
    const steps = e.steps;
    if (!steps) continue;
    const takers = units[side].filter(alive);
    const room = takers.reduce((n, u) => n + left(u), 0);
    if (takers.length === 1 || room <= steps) {
      // One unit, or no more steps than the loss: nothing to choose.
      let owed = steps;
      for (const u of takers) {
        const n = Math.min(owed, left(u));
        owed -= n;
        if (n) loseSteps(u, n, section);
      }
      continue;
    }
    const answer = next();
    const example = takers.map((u, i) => `${u.ref}=${i === 0 ? steps : 0}`).join(',');
    if (answer === undefined)
      return waiting({
        said: msg('settle.askLosses', {
          side: sideName(takers[0].unit.side),
          n: steps,
          plural: steps === 1 ? '' : 's',
          units: takers.map((u) => u.ref).join(', '),
          section,
        }),
        example,
        rule: section,
        picks: {
          mode: 'count',
          total: steps,
          items: takers.map((u) => ({
            item: u.ref,
            at: u.at,
            values: Array.from({ length: Math.min(left(u), steps) + 1 }, (_, i) => String(i)),
          })),
        },
      });
    const given = new Map(pairs(answer, section).map(([k, v]) => [k, Number(v)]));
    let sum = 0;
    for (const [ref, n] of given) {
      const u = takers.find((x) => x.ref === ref);
      if (!u || !Number.isInteger(n) || n < 0 || n > left(u)) refuse(msg('settle.badLoss', { ref, answer, section }));
      sum += n;
    }
    if (sum !== steps) refuse(msg('settle.lossTotal', { n: steps, given: sum, section }));
    for (const u of takers) if (given.get(u.ref)) loseSteps(u, given.get(u.ref)!, section);
  }

  // A number the owner meets by retreats and losses, unit by unit, as its reading says (owner-losses.ts), each
  // side's part in the declared order (`first`, side-parts.ts).
  const owned = (side: Side) => {
    const r = results[side];
    const e = r?.[side]?.retreatOrLose;
    return r && e ? { e, section: r.section ?? p.section } : undefined;
  };
  if (owned('attacker') || owned('defender')) {
    const q = ownerLosses(
      s,
      input,
      out,
      (side) => {
        const o = owned(side);
        return o && { ...o, takers: units[side].filter(alive) };
      },
      next,
    );
    if (q) return waiting(q);
  }

  // Retreats, and the owner's pick between a retreat and a step loss, unit by unit.
  interface Retreater {
    e: PositionEntry;
    cells: number;
    /** Steps it may lose instead of retreating (a `choose` between the two). */
    instead?: number;
    section: string;
  }
  const retreaters: Retreater[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const r = results[side];
    const e = r?.[side];
    if (!r || !e || e.eliminate) continue;
    const section = r.section ?? p.section;
    const retreat = e.retreat ?? e.choose?.find((c) => c.retreat)?.retreat;
    const instead = e.retreat ? undefined : e.choose?.find((c) => c.steps && !c.retreat)?.steps;
    if (!retreat || !m?.retreat) continue;
    for (const u of units[side].filter(alive)) retreaters.push({ e: u, cells: retreat, instead, section });
  }
  if (retreaters.length) {
    const rule = m!.retreat!.section;
    const placed = () =>
      [...out.where].map(([ref, at]) => ({
        ref,
        at,
        side: s.units.find((u) => u.id === ref || ref.startsWith(`${u.id}#`))?.side ?? '',
      }));
    const mover = (e: PositionEntry) => ({
      ref: e.ref,
      side: e.unit.side,
      type: e.unit.type,
      abilities: e.unit.abilities,
      sidc: e.unit.sidc,
    });
    const options = retreaters.map((x) => ({
      x,
      cells: legalRetreats(s, m!, {
        unit: mover(x.e),
        from: x.e.at,
        cells: x.cells,
        placed: placed(),
        stacking: input.stacking,
        hits: out.hits,
      }),
    }));
    const values = (o: (typeof options)[number]) => [...o.cells, ...(o.x.instead ? ['loss'] : [])];
    const open = options.filter((o) => values(o).length > 1);
    let chosen = new Map<string, string>();
    if (open.length) {
      const answer = next();
      if (answer === undefined) {
        const item = (o: (typeof options)[number]) =>
          msg(o.x.instead ? 'settle.unitRetreatOrLoss' : 'settle.unitRetreat', {
            ref: o.x.e.ref,
            at: o.x.e.at,
            cells: o.cells.join(', '),
            n: o.x.cells,
            steps: o.x.instead ?? 0,
          });
        return waiting({
          said: msg('settle.askRetreat', {
            units: open.map(item).reduce((a, b) => msg('settle.both', { a, b })),
            section: rule,
          }),
          example: open.map((o) => `${o.x.e.ref}=${values(o)[0]}`).join(','),
          rule,
          picks: { mode: 'each', items: open.map((o) => ({ item: o.x.e.ref, at: o.x.e.at, values: values(o) })) },
        });
      }
      chosen = new Map(pairs(answer, rule));
      for (const ref of chosen.keys())
        if (!open.some((o) => o.x.e.ref === ref)) refuse(msg('settle.notAsked', { ref, section: rule }));
      for (const o of open)
        if (!chosen.has(o.x.e.ref)) refuse(msg('settle.unanswered', { ref: o.x.e.ref, section: rule }));
    }
    // Applied in order, each against the map as the earlier retreats left it: two units picking one cell are held
    // to the stacking limit together, and a unit with no choice takes the first cell still legal, else is lost.
    for (const o of options) {
      const { e, section } = o.x;
      const asked = chosen.get(e.ref);
      if ((asked ?? values(o)[0]) === 'loss' && o.x.instead) {
        loseSteps(e, o.x.instead, section);
        continue;
      }
      const legal = legalRetreats(s, m!, {
        unit: mover(e),
        from: e.at,
        cells: o.x.cells,
        placed: placed(),
        stacking: input.stacking,
        hits: out.hits,
      });
      if (asked !== undefined && !legal.includes(asked))
        refuse(msg('settle.badRetreat', { ref: e.ref, at: asked, cells: legal.join(', ') || '—', section: rule }));
      const pick = asked ?? legal[0];
      if (pick === undefined) {
        if (o.x.instead) {
          loseSteps(e, o.x.instead, section);
          continue;
        }
        out.said.push(msg('settle.noRetreat', { ref: e.ref, at: e.at, n: o.x.cells, section: rule }));
        eliminate(e, rule);
        continue;
      }
      out.where.set(e.ref, pick);
      out.retreated.push({ ref: e.ref, from: e.at, to: pick });
      out.said.push(msg('settle.retreated', { ref: e.ref, from: e.at, to: pick, section: rule }));
    }
  }
  const target = units.defender[0]?.at;
  const vacated = !!target && !units.defender.some((e) => out.where.get(e.ref) === target);
  out.advance = vacated && !!(results.defender?.advance || (!crt.split && results.attacker?.advance));
  // An advance taken in the combat (movement.advance.taken: combat): its owner's last question.
  if (m?.advance?.taken === 'combat' && target) {
    const q = advanceInCombat(s, input, out, target, next);
    if (q) return waiting(q);
  }
  if (asked < answers.length) refuse(msg('settle.tooManyAnswers', { section: p.section }));
  return out;
}

/**
 * The advance after combat as the combat's last step: which attackers go into the emptied cell, asked where a
 * journal keeps the positions (`b-2,b-3` or `none`), within the stacking limit the game declares.
 */
function advanceInCombat(
  s: Scenario,
  input: SettleInput,
  out: Settled,
  target: string,
  next: () => string | undefined,
): SettleQuestion | undefined {
  const m = s.rules!.movement!;
  const attackers = input.units.attacker;
  const given = out.advance ? next() : undefined;
  const answer =
    given === undefined
      ? undefined
      : given.trim() === 'none'
        ? ('none' as const)
        : given
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean);
  const unitOf = (ref: string) => attackers.find((e) => e.ref === ref)!;
  const adv = combatAdvance({
    advance: m.advance!,
    target,
    vacated: out.advance,
    attackers: attackers.map((e) => ({ ref: e.ref, from: e.at, now: out.where.get(e.ref) })),
    answer,
    ask: !!input.keeps,
    stacking: (refs) => {
      const placed = refs.map((ref) => {
        const e = unitOf(ref);
        return { ref, at: target, side: e.unit.side, abilities: e.unit.abilities, steps: e.unit.steps };
      });
      const hook = input.stacking;
      const over = overStacks(m, placed, hook && ((rs) => hook(rs.map((r) => ({ ref: r, unit: unitOf(r).unit })))));
      return over[0]?.message;
    },
  });
  out.said.push(...adv.steps);
  for (const ref of adv.advanced) out.where.set(ref, target);
  out.advanced = adv.advanced;
  if (!adv.question) return undefined;
  const q = adv.question;
  return {
    said: q.said,
    example: q.units.join(','),
    rule: m.advance!.section,
    picks: { mode: 'some', items: q.units.map((u) => ({ item: u, at: unitOf(u).at, values: [u] })) },
  };
}

/** Every smallest set of `units` whose factors reach `need`: none of its units could be spared. At most `most`. */
function leastSets(units: readonly PositionEntry[], value: (e: PositionEntry) => number, need: number, most: number) {
  const all = units.reduce((n, u) => n + value(u), 0);
  if (all < need) return [units.map((u) => u.ref)];
  const found: string[][] = [];
  // Stacks in one combat are small (the stacking limit times the attacking hexes); 2^16 subsets at the most.
  const n = Math.min(units.length, 16);
  for (let mask = 1; mask < 1 << n && found.length < most; mask++) {
    const set = units.filter((_, i) => mask & (1 << i));
    if (spare(set, value, need) === undefined && set.reduce((s, u) => s + value(u), 0) >= need)
      found.push(set.map((u) => u.ref));
  }
  return found;
}

/** A unit of `set` the set could lose and still reach `need`, if any. */
function spare(set: readonly PositionEntry[], value: (e: PositionEntry) => number, need: number) {
  const sum = set.reduce((s, u) => s + value(u), 0);
  return set.find((u) => sum - value(u) >= need);
}

/**
 * An exchange as the model declares it: the side with fewer factors (printed, or the combat totals with
 * `factors: total`; the defender on a tie) loses every unit; the other loses whole units whose printed factors
 * reach that number, none more than needed, as its owner chooses. Where one set of units is the only legal
 * answer nobody is asked; else the question lists every unit and the answer names those lost (`b-1,b-3`).
 */
function exchange(
  input: SettleInput,
  r: RuleResult,
  attackers: PositionEntry[],
  defenders: PositionEntry[],
  next: () => string | undefined,
  eliminate: (e: PositionEntry, section: string) => void,
  out: Settled,
): SettleQuestion | undefined {
  const section = (typeof r.exchange === 'object' && r.exchange.section) || r.section || input.p.section;
  const byTotal = typeof r.exchange === 'object' && r.exchange.factors === 'total';
  const value = (e: PositionEntry) => input.factors?.[e.ref] ?? 0;
  const sum = (es: PositionEntry[]) => es.reduce((n, e) => n + value(e), 0);
  const a = byTotal && input.totals ? input.totals.attacker : sum(attackers);
  const d = byTotal && input.totals ? input.totals.defender : sum(defenders);
  const [fewer, more, need] = d <= a ? [defenders, attackers, d] : [attackers, defenders, a];
  const side = (es: PositionEntry[], other: PositionEntry[]) => input.sideName((es[0] ?? other[0])?.unit.side ?? '');
  out.said.push(msg('settle.exchange', { fewer: side(fewer, more), more: side(more, fewer), n: need, section }));
  for (const e of fewer) eliminate(e, section);
  if (!more.length || need <= 0) return undefined;
  const sets = leastSets(more, value, need, 2);
  let lost: string[];
  if (sets.length === 1) lost = sets[0];
  else {
    const answer = next();
    if (answer === undefined)
      return {
        said: msg('settle.askExchange', {
          side: side(more, fewer),
          n: need,
          units: more.map((e) => `${e.ref} (${value(e)})`).join(', '),
          section,
        }),
        example: sets[0].join(','),
        rule: section,
        picks: { mode: 'some', items: more.map((e) => ({ item: e.ref, at: e.at, values: [e.ref] })) },
      };
    lost =
      answer === 'none'
        ? []
        : answer
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean);
    const named = new Set<string>();
    for (const ref of lost) {
      if (!more.some((e) => e.ref === ref) || named.has(ref))
        refuse(msg('settle.exchangeNotOne', { ref, units: more.map((e) => e.ref).join(', '), section }));
      named.add(ref);
    }
    const set = more.filter((e) => named.has(e.ref));
    if (sum(set) < need) refuse(msg('settle.exchangeShort', { given: sum(set), n: need, section }));
    const extra = spare(set, value, need);
    if (extra) refuse(msg('settle.exchangeSpare', { ref: extra.ref, given: sum(set), n: need, section }));
  }
  for (const e of more) if (lost.includes(e.ref)) eliminate(e, section);
  return undefined;
}

/** A number a side's owner meets by retreats and losses, as a result declares it (`retreatOrLose`). */
type OwnedNumber = NonNullable<NonNullable<RuleResult['attacker']>['retreatOrLose']>;

/** A unit of a side's part as owner-losses.ts reads it: where it stands, and its entry. */
interface Standing {
  ref: string;
  label: string;
  e: PositionEntry;
}

/**
 * Each side's number N met by retreats and losses, as `retreatOrLose` reads it, in the order `first` declares: the
 * owner is asked once a side, for every unit "loss" or the cell it retreats to (`b-1=loss,b-2=F4`, in the order
 * they go); where the rules leave nothing to choose nobody is asked. Retreats go where `movement.retreat` allows; a
 * unit with none is lost. Who retreated before a comrade fell is kept, and said where `mayNotReturn` is declared.
 */
function ownerLosses(
  s: Scenario,
  input: SettleInput,
  out: Settled,
  part: (side: Side) => { takers: PositionEntry[]; e: OwnedNumber; section: string } | undefined,
  next: () => string | undefined,
): SettleQuestion | undefined {
  const m = s.rules?.movement;
  const noReturn = m?.retreat?.mayNotReturn;
  const outcomeOf = (e: OwnedNumber, section: string): DeclaredOutcome => ({
    first: input.p.first,
    codes: [{ code: 'N', does: 'retreat-or-lose', section }],
    reading: { attacker: e.reading, defender: e.reading },
    sections: { [e.reading]: section, retreat: m?.retreat?.section ?? section },
    testModifiers: [],
    spends: [],
  });
  const placed = () =>
    [...out.where].map(([ref, at]) => ({
      ref,
      at,
      side: s.units.find((u) => u.id === ref || ref.startsWith(`${u.id}#`))?.side ?? '',
    }));
  const ctxOf = (outcome: DeclaredOutcome): LossContext<Standing> => ({
    outcome,
    board: {
      remove: (ref) => {
        out.eliminated.push(ref);
        out.where.delete(ref);
      },
      place: (ref, to) => {
        out.retreated.push({ ref, from: out.where.get(ref) ?? '', to });
        out.where.set(ref, to);
      },
    },
    ways: {
      routes: (u, cells) => ({
        routes: !m?.retreat
          ? []
          : legalRetreats(s, m, {
              unit: {
                ref: u.ref,
                side: u.e.unit.side,
                type: u.e.unit.type,
                abilities: u.e.unit.abilities,
                sidc: u.e.unit.sidc,
              },
              from: u.label,
              cells,
              placed: placed(),
              stacking: input.stacking,
              hits: out.hits,
            }).map((to) => ({ to, path: [to] })),
        closed: [],
      }),
    },
  });
  let asking: { e: OwnedNumber; section: string } | undefined;
  const order = outcomeOf({ n: 1, reading: 'all-or-losses' }, input.p.section);
  const res = settleParts(
    order,
    outcomeOrder(order)[0],
    (side): SidePart<Standing> => {
      const o = part(side);
      const units = (o?.takers ?? []).map((t) => ({ ref: t.ref, label: t.at, e: t }));
      const sideName = input.sideName(o?.takers[0]?.unit.side ?? '');
      const reading = o?.e.reading ?? 'all-or-losses';
      const ctx = ctxOf(outcomeOf(o?.e ?? { n: 1, reading }, o?.section ?? input.p.section));
      const code = String(o?.e.n ?? '-');
      // A side with no such number, or none of its units left, has nothing here (and nothing is said of it).
      if (!o || !units.length) return { side: sideName, sideName, code, reading, units, ctx, plan: [], skip: true };
      asking = o;
      const q = lossQuestion(ctx, sideName, units, code, reading);
      const answer = q ? next() : undefined;
      const plan: LossChoice[] =
        answer === undefined
          ? []
          : pairs(answer, o.section).map(([ref, v]) =>
              v === 'loss' ? { ref, choice: 'loss' } : { ref, choice: 'retreat', to: v },
            );
      return { side: sideName, sideName, code, reading, units, ctx, plan };
    },
    () => 0,
    noReturn ?? false,
  );
  out.said.push(...res.steps);
  out.mayNotReturn.push(...res.mayNotReturn);
  const q = res.question;
  if (!q || !asking) return undefined;
  const { e, section } = asking;
  return {
    said: q.said!,
    example: q.units
      .slice(0, e.reading === 'that-many' ? q.count : undefined)
      .map((u) => `${u.ref}=${u.hexes[0] ?? 'loss'}`)
      .join(','),
    rule: section,
    picks: { mode: 'each', items: q.units.map((u) => ({ item: u.ref, at: u.at, values: [...u.hexes, 'loss'] })) },
  };
}

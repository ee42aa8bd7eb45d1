import type { Scenario } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { assessCombat, readCrt, says, splitResult, type CombatAssessment, type Sequence } from './combat-reading.js';
import { sideSupply } from './supply.js';
import { stackingWhy } from './stacking.js';
import { has } from './unit-values.js';
import type { Board } from './board.js';
import { retreatWays } from './losses.js';
import type { LossChoice, LossQuestion, UnitOutcome } from '../../rules/owner-losses.js';
import { checkAirUnits } from './air.js';
import { notOnMap, noteTowns } from './status.js';
import { checkPhasing, checkTurnKnown, sequenceFor } from './turn.js';
import { optionIn, type Side, type VeritableState } from './state.js';
import { KeyedRefusal, inputOf, msg as engineMsg, render, type Message } from '../../assist/messages.js';
import { unitFor } from '../../assist/position/position-entries.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { combatAdvance } from '../../rules/combat-advance.js';
import { settleParts } from '../../rules/side-parts.js';
import { hookDeclaration } from '../../model/hook-numbers.js';
import type { DeclaredOutcome, OutcomeReading } from '../../model/schema/side-outcome.js';
import { outcomeOrder, sideReading, spentBy } from '../../rules/side-outcome.js';
import { optionFacts } from '../../model/option-facts.js';

/** What each side's part of a result does, as rules.yaml's combat declares it (its `outcome`). */
export function combatOutcome(s: Scenario): DeclaredOutcome {
  const o = hookDeclaration(s, 'veritable.combat').outcome;
  if (!o)
    throw new KeyedRefusal(msg('refused.hookLacks', { hook: 'veritable.combat', lacking: 'outcome', id: 'combat' }));
  return o;
}

/** A combat as a command names it. Units are "id" where the journal or a position file knows them, else "id@HEX". */
export interface CombatCall {
  attackers: readonly string[];
  /** Defending units, or the one hex they stand in when the position is known. */
  defenders: readonly string[];
  sequence?: Sequence;
  air: { attacker: number; defender: number };
  amphibious?: string;
  /** Supply said by hand, only where no whole position is known to trace it from (7.0). */
  oos?: { attacker: boolean; defender: boolean };
  attackerReading: OutcomeReading;
}

/** What a combat works on: the game, the board, and the journal's state when there is one (changed in place). */
export interface CombatTable {
  s: Scenario;
  index: GridMapIndex;
  crt: Crt;
  board: Board;
  state?: VeritableState;
  /** The owner is asked the advance (6.5.4); left out, where the journal keeps the set-up. */
  asks?: boolean;
  /** What each side's part of a result does, the combat's `outcome` in rules.yaml; left out, its hook's. */
  outcome?: DeclaredOutcome;
}

const outcomeOf = (t: Pick<CombatTable, 's' | 'outcome'>): DeclaredOutcome => t.outcome ?? combatOutcome(t.s);

export interface PreparedCombat {
  attackers: PlacedUnit[];
  defenders: PlacedUnit[];
  sequence: Sequence;
  air: { attacker: number; defender: number };
  assessment: CombatAssessment;
  /** Out-of-supply hexes, traced (7.0) or as said by hand. */
  supply: { traced: boolean; outOfSupply: string[] };
  notes: Message[];
}

export interface AdvanceQuestion {
  into: string;
  units: string[];
  text: string;
  /** `text` as a keyed message; left out of the --json value. */
  said?: Message;
}

export interface CombatProgress {
  pending: PendingCombat;
  /** Set when the combat stops for a player's choice. */
  question?: { loss?: LossQuestion; advance?: AdvanceQuestion };
  done: boolean;
  /** Outcomes settled by this call. */
  outcomes: UnitOutcome[];
  advanced: string[];
  steps: Message[];
}

export interface CombatAnswers {
  choices?: readonly LossChoice[];
  advance?: readonly string[] | 'none';
}

/** A combat once its die is rolled, carried from stage to stage: the defender's result, the attacker's, the advance. */
export interface PendingCombat {
  id: number;
  turn: number;
  attackerSide: Side;
  target: string;
  attackers: { ref: string; at: string }[];
  defenders: { ref: string; at: string }[];
  column: string;
  roll: number;
  result: string;
  attackerResult: string;
  defenderResult: string;
  attackerReading: OutcomeReading;
  retreatModifier: Record<Side, number>;
  stage: 'defender' | 'attacker' | 'advance';
  outcomes: UnitOutcome[];
  advanced: string[];
  mayNotReturn: { ref: string; at: string }[];
}

const ITEM = /^([^@\s]+)@(\S+)$/;

function resolveUnits(t: CombatTable, items: readonly string[], role: 'attacker' | 'defender'): PlacedUnit[] {
  const { board, state, index } = t;
  const out: PlacedUnit[] = [];
  const flag = role === 'attacker' ? '--attacker' : '--defender';
  for (const item of items) {
    const m = item.match(ITEM);
    const ref = m ? m[1] : item;
    const hexGiven = m ? m[2] : undefined;
    const byHex = !m && role === 'defender' && !board.s.units.some((u) => u.id === item) && index.grid.parse(item);
    if (byHex) {
      if (!board.complete) throw new KeyedRefusal(msg('veritable.combat.hexUnknown', { item }));
      const label = index.grid.label(byHex);
      const there = board.at(label);
      // In the engine's words, as every declared combat refuses it.
      if (!there.length) throw new KeyedRefusal(engineMsg('refused.placeEmpty', { flag, at: label }));
      out.push(...there);
      continue;
    }
    const found = unitFor(t.s, ref);
    if ('error' in found)
      throw new RuleRefusal(engineMsg('input.flagged', { input: inputOf(flag).input, error: found.said }));
    const why = state ? notOnMap(state, ref, t.s.id) : undefined;
    if (why && state?.units[ref]?.status !== 'unplaced') throw new RuleRefusal(why);
    const known = board.get(ref);
    if (known) {
      if (hexGiven && index.grid.label(index.cell(hexGiven)) !== known.label)
        throw new KeyedRefusal(msg('veritable.combat.standsElsewhere', { ref, at: known.label, given: hexGiven }));
      out.push(known);
      continue;
    }
    if (board.complete) throw new KeyedRefusal(msg('veritable.combat.notOnMap', { ref }));
    if (!hexGiven) throw new KeyedRefusal(msg('veritable.combat.sayWhere', { ref }));
    out.push(board.place(ref, hexGiven));
  }
  return out;
}

/**
 * Names, checks and weighs a combat against the rules and the journal's state, up to the die: who fights
 * (units there, not eliminated, not in reserve), the phasing player and his Attack/Move choice (6.1, 6.5),
 * each unit attacking once a player turn, air units granted and unspent (5.2), all the units of the attacked
 * hex defending, stacking (6.3), supply at the moment of combat (7.0), then strengths, odds and shifts.
 */
export function prepareCombat(t: CombatTable, call: CombatCall): PreparedCombat {
  const { s, index, crt, board, state } = t;
  if (state) checkTurnKnown(state, t.s.id);
  const attackers = resolveUnits(t, call.attackers, 'attacker');
  const defenders = resolveUnits(t, call.defenders, 'defender');
  const notes: Message[] = [];
  if (!attackers.length || !defenders.length) throw new KeyedRefusal(msg('veritable.combat.needsBoth'));
  const side = attackers[0].unit.side as Side;
  if (call.amphibious !== undefined) {
    if (state && optionIn(s, state, 'optional-amphibious') !== 'on')
      throw new KeyedRefusal(msg('veritable.combat.noAmphibious'));
    const carrier = attackers.find((a) => a.ref === call.amphibious);
    const brigade = carrier?.unit.echelon === 'brigade' && !has(carrier.unit, 'armour-shift');
    if (carrier?.unit.side !== 'allied' || !brigade)
      throw new KeyedRefusal(msg('veritable.combat.amphibiousCarrier', { ref: call.amphibious }));
  }
  let sequence: Sequence = call.sequence ?? 'move-attack';
  if (state) {
    checkPhasing(state, side, msg('veritable.what.combat'), t.s.id);
    sequence = sequenceFor(state, side, call.sequence, t.s.id);
    if (sequence === 'attack-move' && state.activity.moved)
      throw new KeyedRefusal(msg('veritable.combat.attackMoveMoved', { side: msg(`veritable.side.${side}`) }));
    const again = attackers.find((a) => state.activity.attacked.includes(a.ref));
    if (again) throw new KeyedRefusal(msg('veritable.combat.attackedAlready', { ref: again.ref }));
    checkAirUnits(state, side, call.air.attacker);
    checkAirUnits(state, defenders[0].unit.side as Side, call.air.defender);
  }
  if (board.complete) {
    const target = defenders[0].label;
    const missing = board.at(target).filter((u) => !defenders.includes(u));
    if (missing.length && defenders.every((d) => d.label === target))
      throw new KeyedRefusal(
        msg(missing.length > 1 ? 'veritable.combat.defendTogether' : 'veritable.combat.defendTogetherOne', {
          at: target,
          units: missing.map((u) => u.ref).join(', '),
        }),
      );
  }
  const supply = supplyAtCombat(t, attackers, defenders, call.oos, notes);
  if (!board.complete) notes.push(says(s, 'onlyNamed', { section: '6.5.3' }));
  const assessment = assessCombat(s, index, crt, {
    attackers,
    defenders,
    sequence,
    air: call.air,
    outOfSupply: new Set(supply.outOfSupply),
    amphibious: call.amphibious,
    stacks: board.complete ? board.stacks() : undefined,
    names: {
      ...(state?.turn ? { turn: state.turn } : {}),
      ...optionFacts(s.game.options, (id) => optionIn(s, state, id)),
    },
  });
  return { attackers, defenders, sequence, air: call.air, assessment, supply, notes };
}

/**
 * 7.0: supply is determined at the moment of combat. With the whole position known it is traced for every
 * stack in the combat; only without it may the players say it by hand.
 */
function supplyAtCombat(
  t: CombatTable,
  attackers: readonly PlacedUnit[],
  defenders: readonly PlacedUnit[],
  oos: CombatCall['oos'],
  notes: Message[],
): PreparedCombat['supply'] {
  const outOfSupply = new Set<string>();
  if (!t.board.complete) {
    if (oos?.attacker) for (const a of attackers) outOfSupply.add(a.label);
    if (oos?.defender) outOfSupply.add(defenders[0].label);
    notes.push(says(t.s, 'supplySaid', { section: '7.0' }));
    return { traced: false, outOfSupply: [...outOfSupply] };
  }
  if (oos?.attacker || oos?.defender) throw new KeyedRefusal(msg('veritable.combat.oosTraced'));
  const hexes = new Set([...attackers, ...defenders].map((u) => u.label));
  for (const side of ['allied', 'german'] as Side[])
    for (const u of sideSupply(t.s, t.board.entries(), side)) if (!u.supplied && hexes.has(u.at)) outOfSupply.add(u.at);
  notes.push(
    outOfSupply.size
      ? says(t.s, 'oosAt', { section: '7.0, 7.2', hexes: [...outOfSupply].join(', ') })
      : says(t.s, 'allSupplied', { section: '7.0' }),
  );
  return { traced: true, outOfSupply: [...outOfSupply] };
}

/** The combat once its die is rolled: the result, and the defender's choice still to make (6.5). */
export function startCombat(t: CombatTable, p: PreparedCombat, roll: number, reading: OutcomeReading): PendingCombat {
  const res = readCrt(t.crt, p.assessment, roll);
  const parts = splitResult(t.crt, res.result);
  const st = t.state;
  const side = p.assessment.attackerSide as Side;
  const pending: PendingCombat = {
    id: (st?.combats ?? 0) + 1,
    turn: st?.turn ?? 0,
    attackerSide: side,
    target: p.assessment.target,
    attackers: p.attackers.map((u) => ({ ref: u.ref, at: u.label })),
    defenders: p.defenders.map((u) => ({ ref: u.ref, at: u.label })),
    column: res.column,
    roll,
    result: res.result,
    attackerResult: parts.attacker,
    defenderResult: parts.defender,
    attackerReading: reading,
    retreatModifier: {
      allied: p.assessment.retreatModifier.allied ?? 0,
      german: p.assessment.retreatModifier.german ?? 0,
    },
    stage: outcomeOrder(outcomeOf(t))[0],
    outcomes: [],
    advanced: [],
    mayNotReturn: [],
  };
  if (st) keepStarted(t, side, p.sequence, p.air, pending.attackers);
  return pending;
}

/** The journal's state once a combat's die is rolled: its number, the turn's sequence, who attacked, air spent. */
export function keepStarted(
  t: Pick<CombatTable, 's' | 'state' | 'outcome'>,
  side: Side,
  sequence: Sequence,
  air: { attacker: number; defender: number },
  attackers: readonly { ref: string }[],
): void {
  const st = t.state!;
  st.combats += 1;
  if (st.turn === 0) return;
  st.sequence[side] = sequence;
  st.activity.fought = true;
  st.activity.attacked.push(...attackers.map((a) => a.ref));
  // The committed units each side spends (5.2), as the combat's outcome declares them.
  if (st.air && st.air.turn === st.turn) {
    const spent = spentBy(outcomeOf(t), { 'air-attacker': air.attacker, 'air-defender': air.defender });
    st.air.spent[side] += spent.attacker;
    st.air.spent[side === 'allied' ? 'german' : 'allied'] += spent.defender;
  }
}

function onBoard(t: CombatTable, placed: readonly { ref: string; at: string }[]): PlacedUnit[] {
  return placed.map((x) => t.board.get(x.ref) ?? t.board.place(x.ref, x.at));
}

/**
 * Carries a rolled combat as far as the answers allow: the defender's result first, then the attacker's
 * (6.5 example), then the advance into a vacated hex (6.5.4). Where the rules leave the player a choice and
 * no answer was given, it stops and returns the question with every legal answer. The board, and the state
 * when there is one, are changed in place; `die` gives the retreat tests' dice in the order they are rolled.
 */
export function continueCombat(
  t: CombatTable,
  pending: PendingCombat,
  answers: CombatAnswers,
  die: (choice: LossChoice) => number,
): CombatProgress {
  const p: PendingCombat = structuredClone(pending);
  const outcomes: UnitOutcome[] = [];
  const steps: Message[] = [];
  const advanced: string[] = [];
  const attackerSide = p.attackerSide;
  const defenderSide: Side = attackerSide === 'allied' ? 'german' : 'allied';
  const everyone = new Set([...p.attackers, ...p.defenders].map((u) => u.ref));
  const stray = answers.choices?.find((c) => !everyone.has(c.ref));
  if (stray)
    throw new KeyedRefusal(msg('veritable.choose.notInCombat', { ref: stray.ref, id: p.id, target: p.target }));
  const plans = {
    defender: answers.choices?.filter((c) => p.defenders.some((d) => d.ref === c.ref)) ?? [],
    attacker: answers.choices?.filter((c) => p.attackers.some((a) => a.ref === c.ref)) ?? [],
  };
  // The state learns the combat's outcome only once it is whole: a stop for a choice writes nothing.
  const finish = (question?: CombatProgress['question']): CombatProgress => {
    if (t.state && !question) settle(t, p);
    return { pending: p, question, done: !question, outcomes, advanced, steps };
  };

  // Each side's part in the declared order (the defender's first, 6.5 example), read as the outcome declares it:
  // the engine's loop, over Veritable's board and its retreats (6.5.3).
  const outcome = outcomeOf(t);
  if (p.stage !== 'advance') {
    const parts = settleParts(
      outcome,
      p.stage,
      (stage) => {
        const side = stage === 'defender' ? defenderSide : attackerSide;
        // The hook's retreat (6.5.3), asked only of a unit that retreats: never back through the hex fought over.
        const avoid = new Set(stage === 'attacker' ? [p.target] : []);
        return {
          side,
          sideName: msg(`veritable.side.${side}`),
          code: stage === 'defender' ? p.defenderResult : p.attackerResult,
          reading: stage === 'attacker' ? p.attackerReading : sideReading(outcome, 'defender'),
          units: onBoard(t, stage === 'defender' ? p.defenders : p.attackers),
          ctx: { board: t.board, ways: retreatWays(t.s, t.board, avoid, p.retreatModifier[side]), outcome },
          plan: plans[stage],
        };
      },
      die,
    );
    steps.push(...parts.steps);
    outcomes.push(...parts.outcomes);
    p.outcomes.push(...parts.outcomes);
    p.mayNotReturn.push(...parts.mayNotReturn);
    p.stage = parts.stage === 'done' ? 'advance' : parts.stage;
    if (parts.question) return finish({ loss: parts.question });
  }

  // 6.5.4: the advance into a hex the combat emptied, as rules.yaml's `movement.advance` declares it (the engine's).
  const declared = t.s.rules?.movement?.advance;
  if (declared?.taken === 'combat') {
    const adv = combatAdvance({
      advance: declared,
      target: p.target,
      vacated: t.board.at(p.target).length === 0,
      attackers: p.attackers.map((a) => ({ ref: a.ref, from: a.at, now: t.board.get(a.ref)?.label })),
      answer: answers.advance,
      ask: t.asks ?? !!t.state?.setupRecorded,
      stacking: (refs) =>
        stackingWhy(
          t.board.s,
          refs.map((r) => ({ ...t.board.get(r)!, label: p.target })),
        ),
    });
    steps.push(...adv.steps);
    if (adv.question) {
      const q = adv.question;
      return finish({ advance: { into: q.into, units: q.units, text: render(q.said), said: q.said } });
    }
    for (const r of adv.advanced) t.board.place(r, p.target);
    advanced.push(...adv.advanced);
    p.advanced.push(...adv.advanced);
  }
  return finish();
}

/** Writes a finished combat into the state: eliminations, retreats, advances and who may not return. */
export function settle(
  t: Pick<CombatTable, 'state' | 'board'>,
  p: Pick<PendingCombat, 'outcomes' | 'advanced' | 'target' | 'mayNotReturn'>,
): void {
  const st = t.state!;
  const turn = st.turn || undefined;
  for (const o of p.outcomes) {
    if (o.outcome === 'eliminated') st.units[o.ref] = { status: 'eliminated', ...(turn ? { turn } : {}) };
    if (o.outcome === 'retreats' && st.setupRecorded) st.units[o.ref] = { status: 'map', at: o.to };
  }
  if (st.setupRecorded) for (const r of p.advanced) st.units[r] = { status: 'map', at: p.target };
  st.activity.mayNotReturn.push(...p.mayNotReturn);
  if (st.setupRecorded) noteTowns(st, t.board);
}

import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { TurnChoiceProcedure } from '../../model/schema/turn-choice-procedure.js';
import type { ReserveProcedure } from '../../model/schema/reserve-procedure.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';

// A side's choice for its turn (rules.yaml `kind: turn-choice`) and units entering from a reserve (`kind:
// reserve`): the phases that list them must be sides' player turns, each of their texts may fill only the values
// its step gives, and a reserve's sides and map edges must exist.

const TURN_CHOICE_VALUES: Record<keyof TurnChoiceProcedure['says'], string[]> = {
  what: [],
  kept: ['side', 'choice'],
  noTurn: ['game'],
  over: ['side', 'turn', 'next'],
  noPhase: ['side', 'turn'],
  chosen: ['side', 'chosen', 'turn'],
  started: ['side', 'chosen', 'turn'],
  closed: ['side', 'chosen', 'turn'],
};

const RESERVE_VALUES: Record<keyof ReserveProcedure['says'], string[]> = {
  what: [],
  noGame: ['game'],
  title: ['game', 'turn'],
  none: [],
  early: ['turn', 'from'],
  noUnit: ['ref', 'game'],
  notSide: ['ref', 'side'],
  notIn: ['ref'],
  notInWhy: ['ref', 'why'],
  onMap: [],
  enemy: ['at'],
  stack: ['at', 'problem'],
};

/** The phases that list the procedure: at least one, each a side's player turn. */
function phaseProblems(s: Scenario, ref: SourceRef, id: string): Problem[] {
  const phases = (s.rules?.sequence?.phases ?? []).filter((x) => x.procedures.includes(id));
  const sides = s.game.sides.map((x) => x.id);
  const out = phases
    .filter((ph) => !sides.includes(ph.side))
    .map((ph) => at(ref, ['id'], `phase "${ph.id}" is "${ph.side}"'s; "${id}" is run in one side's player turn`));
  return out;
}

/** The procedures the words name by id must exist. */
function commandProblems(s: Scenario, ref: SourceRef, commands: readonly string[]): Problem[] {
  const ids = (s.rules?.procedures ?? []).map((x) => x.id);
  return commands.flatMap((c, i) => (ids.includes(c) ? [] : [at(ref, ['commands', i], missing('procedure', c, ids))]));
}

export function turnChoiceProblems(s: Scenario, ref: SourceRef, p: TurnChoiceProcedure): Problem[] {
  const out = [...phaseProblems(s, ref, p.id), ...commandProblems(s, ref, p.commands)];
  const seen = new Set<string>();
  p.choices.forEach((c, i) => {
    if (seen.has(c.id)) out.push(at(ref, ['choices', i, 'id'], `choice "${c.id}" is declared twice`));
    seen.add(c.id);
    out.push(...saysValueProblems(ref, ['choices', i, 'says'], c.says, ['turn', 'side', 'choice', 'section']));
  });
  for (const [step, known] of Object.entries(TURN_CHOICE_VALUES)) {
    const given = step === 'noTurn' ? [...known, ...p.commands] : known;
    out.push(...saysValueProblems(ref, ['says', step], p.says[step as keyof typeof TURN_CHOICE_VALUES], given));
  }
  return out;
}

export function reserveProblems(s: Scenario, ref: SourceRef, p: ReserveProcedure): Problem[] {
  const out = [...phaseProblems(s, ref, p.id), ...commandProblems(s, ref, p.commands)];
  const sides = s.game.sides.map((x) => x.id);
  const edges = s.map && 'edges' in s.map ? s.map.edges.map((e) => e.id) : [];
  p.enter.forEach((e, i) => {
    if (!sides.includes(e.side)) out.push(at(ref, ['enter', i, 'side'], missing('side', e.side, sides)));
    if (!edges.includes(e.edge)) out.push(at(ref, ['enter', i, 'edge'], missing('map edge', e.edge, edges)));
    out.push(...saysValueProblems(ref, ['enter', i, 'enters'], e.enters, ['ref', 'at']));
    out.push(...saysValueProblems(ref, ['enter', i, 'elsewhere'], e.elsewhere, ['ref', 'cells', 'at']));
  });
  if (!s.units.some((u) => u.reserve))
    out.push(at(ref, ['kind'], 'no unit of units.yaml starts in a reserve (`reserve`), so none can enter'));
  for (const [step, known] of Object.entries(RESERVE_VALUES)) {
    const given = step === 'noGame' ? [...known, ...p.commands] : known;
    out.push(...saysValueProblems(ref, ['says', step], p.says[step as keyof typeof RESERVE_VALUES], given));
  }
  return out;
}

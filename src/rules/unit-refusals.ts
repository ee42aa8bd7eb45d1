import type { OverrunProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import { msg, type Message } from '../assist/messages.js';
import { evaluate, type Val } from '../model/condition-eval.js';
import { unitFacts } from '../model/condition-eval.js';

// Units a step refuses, as its declaration in rules.yaml names them (`refusals`): the engine says when it asks
// (each unit moving in an overrun, each unit on a road march); which units are refused, in which words and by
// which section, is data. A refusal's `when` reads the moment (`option.ID`, `turn`), its `unit` the unit, whose
// `supplied` is what its side's supply check found this turn.

/** What a refusal's conditions read besides the unit's counter: the moment's names, and whether it is cut off. */
export interface RefusalFacts {
  names: Readonly<Record<string, Val>>;
  /** Found out of supply by its side's check this turn (shared/out-of-supply.ts). */
  outOfSupply?: (ref: string) => boolean;
}

// The same entries refuse a unit an overrun and a road march (movement.roadMarch.refusals).
type Refusals = OverrunProcedure['refusals'];

/** The first declared entry whose conditions hold for this unit, else undefined. */
export function unitRefused(refusals: Refusals, ref: string, unit: Unit, facts: RefusalFacts = { names: {} }) {
  const f = { names: { ...facts.names } };
  const u = { ...unitFacts(unit), supplied: !facts.outOfSupply?.(ref) };
  return refusals.find(
    (x) => (!x.when || evaluate(parseCondition(x.when), f) === true) && evaluate(parseCondition(x.unit), f, u) === true,
  );
}

/** The refusal of the first declared entry whose conditions hold for this unit, in words, else undefined. */
export function unitRefusal(refusals: Refusals, ref: string, unit: Unit, facts?: RefusalFacts): Message | undefined {
  const r = unitRefused(refusals, ref, unit, facts);
  return r && msg('hook.unitRefused', { ref, text: r.text, section: r.section });
}

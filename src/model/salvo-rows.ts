import type { Salvo } from './schema/salvo.js';
import type { Unit } from './schema/units.js';
import { parseCondition } from './rules-condition.js';
import { evaluate, unitFacts } from './condition-eval.js';

// Which rows of a salvo's tables a counter reads, by the declaration's unit conditions: here, below both the
// engine that fires and the validate check that every counter finds a row.

/**
 * The row a unit reads in one of the salvo's tables (`rows`): the first entry whose unit condition holds for it
 * and that names a row in that table; undefined where none does.
 */
export function salvoRow(decl: Salvo, u: Unit, table: 'fire' | 'figures' | 'vehicles'): string | undefined {
  const facts = unitFacts(u);
  return decl.rows.find(
    (r) => r[table] !== undefined && (!r.unit || evaluate(parseCondition(r.unit), { names: {} }, facts) === true),
  )?.[table];
}

/** Whether a unit loses figures, by the declaration's unit condition. */
export const losesFigures = (decl: Salvo, u: Unit): boolean =>
  evaluate(parseCondition(decl.figures.unit), { names: {} }, unitFacts(u)) === true;

import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { SupplyProcedure, VictoryProcedure } from '../../model/schema/rules.js';
import type { TallyPoint, VictoryTally } from '../../model/schema/victory-tally.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';

// A tally that reads a kept journal (rules.yaml victory `tally.kept`) and its lines of units out of supply: the
// procedure, option and value they name must exist, and their words may fill only the values their step gives.

/** The numeric values the game's procedures declare (`values`), by id. */
function declaredValues(s: Scenario): string[] {
  return (s.rules?.procedures ?? []).flatMap((p) =>
    'values' in p && Array.isArray(p.values)
      ? (p.values as { id: string; value: unknown }[]).filter((v) => typeof v.value === 'number').map((v) => v.id)
      : [],
  );
}

export function keptProblems(s: Scenario, ref: SourceRef, p: VictoryProcedure, path: PathPart[]): Problem[] {
  const k = p.tally?.kept;
  if (!k) return [];
  const out: Problem[] = [];
  if (p.tally?.state) out.push(at(ref, path, 'a tally reads a kept journal or a state hook: give kept or state'));
  if (p.side === undefined)
    out.push(at(ref, path, 'a kept journal counts places the procedure’s side holds: give side'));
  if (p.lastTurn === undefined)
    out.push(at(ref, path, 'a kept journal’s game is over once lastTurn has ended: give lastTurn'));
  const ids = (s.rules?.procedures ?? []).map((x) => x.id);
  if (!ids.includes(k.setup)) out.push(at(ref, [...path, 'setup'], missing('procedure', k.setup, ids)));
  if (k.extra) {
    const o = s.game.options.find((x) => x.id === k.extra!.option);
    const options = s.game.options.map((x) => x.id);
    if (!o) out.push(at(ref, [...path, 'extra', 'option'], missing('game option', k.extra.option, options)));
    else if (!o.choices.some((c) => c.id === k.extra!.choice))
      out.push(
        at(
          ref,
          [...path, 'extra', 'choice'],
          missing(
            `choice of option "${o.id}"`,
            k.extra.choice,
            o.choices.map((c) => c.id),
          ),
        ),
      );
    const values = declaredValues(s);
    if (!values.includes(k.extra.value))
      out.push(at(ref, [...path, 'extra', 'value'], missing('declared value', k.extra.value, values)));
  }
  for (const step of ['held', 'lost'] as const)
    out.push(...saysValueProblems(ref, [...path, 'says', step], k.says[step], ['place']));
  return out;
}

export function outOfSupplyProblems(
  s: Scenario,
  ref: SourceRef,
  t: VictoryTally,
  pt: TallyPoint,
  path: PathPart[],
): Problem[] {
  const out: Problem[] = [];
  const traced = pt.outOfSupply !== undefined ? 'outOfSupply' : pt.unused !== undefined ? 'unused' : undefined;
  if (pt.says && !traced)
    out.push(
      at(ref, [...path, 'says'], 'only a line of units out of supply (outOfSupply) or unused (unused) has says'),
    );
  if (!traced) return out;
  const side = pt.outOfSupply ?? pt.unused!.side;
  const sidePath = traced === 'outOfSupply' ? [...path, 'outOfSupply'] : [...path, 'unused', 'side'];
  const sides = s.game.sides.map((x) => x.id);
  if (!sides.includes(side)) out.push(at(ref, sidePath, missing('side', side, sides)));
  const what = traced === 'outOfSupply' ? 'units out of supply are' : 'a line across the map is';
  if (!s.rules?.procedures.some((x) => x.kind === 'supply'))
    out.push(at(ref, [...path, traced], `${what} traced as the supply procedure says: declare one`));
  if (traced === 'unused' && (!s.map || s.map.kind === 'area'))
    out.push(at(ref, [...path, traced], "a line across the map runs over a hex or square map's cells"));
  if (!t.kept) out.push(at(ref, [...path, traced], `${what} counted where a kept journal places the units: give kept`));
  const steps: Record<string, string[]> =
    traced === 'outOfSupply' ? { road: ['ref', 'at'], none: [] } : { none: [], across: ['units'], closed: ['units'] };
  for (const [step, text] of Object.entries(pt.says ?? {})) {
    const known = steps[step];
    if (!known) out.push(at(ref, [...path, 'says', step], `a ${traced} line says ${Object.keys(steps).join(', ')}`));
    else out.push(...saysValueProblems(ref, [...path, 'says', step], text, known));
  }
  return out;
}

/** A supply that reads where units stand from a kept journal: the procedures it cites, and no hook besides. */
export function supplyKeptProblems(s: Scenario, ref: SourceRef, p: SupplyProcedure): Problem[] {
  const k = p.kept;
  if (!k) return [];
  const out: Problem[] = [];
  if (p.standing) out.push(at(ref, ['kept'], 'units stand where a kept journal or a hook says: give kept or standing'));
  const ids = (s.rules?.procedures ?? []).map((x) => x.id);
  for (const field of ['setup', 'move'] as const)
    if (!ids.includes(k[field])) out.push(at(ref, ['kept', field], missing('procedure', k[field], ids)));
  return out;
}

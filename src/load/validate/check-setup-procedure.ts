import type { Scenario, SourceRef } from '../../model/scenario.js';
import { SETUP_VALUES, type SetupCheck } from '../../model/schema/setup-check.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';

// A hook's declared set-up check (issue #20) against the game: the sides, zones, later boxes and terrain it names
// are the game's, its unit conditions read, the stacking it judges is declared under `movement`, and every step
// the check can reach is worded with values the step gives. Each problem names the file, line and field, with
// the nearest id.

export function setupProblems(
  s: Scenario,
  ref: SourceRef,
  decl: SetupCheck,
  unitCondition: (path: PathPart[], src: string) => Problem[],
): Problem[] {
  const out: Problem[] = [];
  const base: PathPart[] = ['setup'];
  const map = s.map;
  const sides = s.game.sides.map((x) => x.id);
  const places =
    map?.kind === 'area'
      ? map.areas.map((a) => a.id)
      : [...(map?.zones ?? []), ...(map?.lines ?? []), ...(map?.edges ?? [])].map((z) => z.id);
  const place = (path: PathPart[], id: string) => {
    if (!places.includes(id))
      out.push(at(ref, [...base, ...path], missing('zone, line or edge of the map', id, places)));
  };
  for (const side of Object.keys(decl.sides))
    if (!sides.includes(side)) out.push(at(ref, [...base, 'sides', side], missing('side', side, sides)));
  const locations = [...new Set(s.units.flatMap((u) => (u.setup ? [u.setup.location] : [])))];
  decl.later.forEach((id, i) => {
    if (!locations.includes(id))
      out.push(
        at(ref, [...base, 'later', i], missing('set-up place of a unit (units.yaml setup.location)', id, locations)),
      );
  });
  decl.instead.forEach((x, i) => {
    out.push(...unitCondition([...base, 'instead', i, 'unit'], x.unit));
    x.zones.forEach((z, j) => place(['instead', i, 'zones', j], z));
    out.push(...saysValueProblems(ref, [...base, 'instead', i, 'says'], x.says, ['ref', 'at'], 'outside'));
  });
  if (decl.cover) {
    out.push(...unitCondition([...base, 'cover', 'unit'], decl.cover.unit));
    place(['cover', 'zone'], decl.cover.zone);
  }
  const terrains = map?.terrainTypes.map((t) => t.id) ?? [];
  decl.prohibited.forEach((p, i) => {
    if (!terrains.includes(p.terrain))
      out.push(at(ref, [...base, 'prohibited', i, 'terrain'], missing('terrain', p.terrain, terrains)));
    out.push(
      ...saysValueProblems(ref, [...base, 'prohibited', i, 'says'], p.says, ['ref', 'at', 'terrain'], 'prohibited'),
    );
  });
  const st = s.rules?.movement?.stacking;
  if (decl.stacking && !st?.anyOf && !st?.hook && !st?.capacity && st?.limit === undefined)
    out.push(
      at(
        ref,
        [...base, 'stacking'],
        'no stacking to judge: rules.yaml declares no movement.stacking limit, limits, capacity or hook',
      ),
    );
  // The steps the check reaches, each needing its words.
  const reached = new Set<keyof SetupCheck['says']>(['notInitial', 'outside']);
  reached.add(decl.missing === 'each' ? 'notPlaced' : 'notSetUp');
  if (s.units.some((u) => u.reserve)) reached.add('reserve');
  if (decl.missing === 'each' && s.units.some((u) => !u.reserve && !u.setup)) reached.add('sideZone');
  if (decl.cover) for (const k of ['uncovered', 'covered'] as const) reached.add(k);
  if (decl.stacking) reached.add('stacked');
  if (decl.stacking?.bothSides) reached.add('bothSides');
  const lacking = [...reached].filter((k) => !decl.says[k]);
  if (lacking.length)
    out.push(at(ref, [...base, 'says'], `a set-up check words each step it reports: says lacks ${lacking.join(', ')}`));
  for (const [step, text] of Object.entries(decl.says)) {
    const known = SETUP_VALUES[step as keyof typeof SETUP_VALUES];
    const withSides = step === 'placed' || step === 'legal' ? [...known, ...sides] : known;
    out.push(...saysValueProblems(ref, [...base, 'says', step], text, withSides));
  }
  return out;
}

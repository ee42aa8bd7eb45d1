import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { LIMITS } from '../../model/schema/common.js';

/**
 * Every unit and marker names a side, nationality, formation and abilities that exist; ids are unique
 * across pieces.
 */
export function checkUnits(s: Scenario): Problem[] {
  const out: Problem[] = [];
  const g = s.game;
  const sides = g.sides.map((x) => x.id);
  const nats = new Map(g.nationalities.map((x) => [x.id, x] as const));
  const forms = new Map(g.formations.map((x) => [x.id, x] as const));
  const abilities = g.abilities.map((x) => x.id);
  const seen = new Map<string, string>();
  const pieces = [
    ...s.units.map((u, i) => ({ id: u.id, ref: s.origins.units[i] })),
    ...s.markers.map((m, i) => ({ id: m.id, ref: s.origins.markers[i] })),
  ];
  for (const p of pieces) {
    const first = seen.get(p.id);
    if (first) out.push(at(p.ref, ['id'], `piece id "${p.id}" is used twice (also in ${first})`));
    else seen.set(p.id, `${p.ref.src.file.split('/').pop()}`);
  }
  s.units.forEach((u, i) => {
    const ref = s.origins.units[i];
    if (!sides.includes(u.side)) out.push(at(ref, ['side'], missing('side', u.side, sides)));
    const nat = nats.get(u.nationality);
    if (!nat) out.push(at(ref, ['nationality'], missing('nationality', u.nationality, nats.keys())));
    else if (nat.side !== u.side)
      out.push(
        at(ref, ['nationality'], `nationality "${u.nationality}" belongs to side "${nat.side}", not "${u.side}"`),
      );
    if (u.formation) {
      const f = forms.get(u.formation);
      if (!f) out.push(at(ref, ['formation'], missing('formation', u.formation, forms.keys())));
      else if (f.side !== u.side)
        out.push(at(ref, ['formation'], `formation "${u.formation}" belongs to side "${f.side}", not "${u.side}"`));
    }
    u.abilities.forEach(
      (a, j) => abilities.includes(a) || out.push(at(ref, ['abilities', j], missing('ability', a, abilities))),
    );
    if (u.steps > 1 && u.back.kind === 'plain')
      out.push(
        at(
          ref,
          ['back'],
          `a unit with ${u.steps} steps needs a back side showing its reduced values (back.kind: reduced)`,
        ),
      );
  });
  s.markers.forEach((m, i) => {
    const ref = s.origins.markers[i];
    if (m.side && !sides.includes(m.side)) out.push(at(ref, ['side'], missing('side', m.side, sides)));
    m.abilities.forEach(
      (a, j) => abilities.includes(a) || out.push(at(ref, ['abilities', j], missing('ability', a, abilities))),
    );
  });
  // Each piece is at most LIMITS.copies counters, but thousands of pieces would still be a sheet no build
  // finishes quickly: the total is bounded where it first passes the limit.
  let running = 0;
  const all = [
    ...s.units.map((u, i) => ({ count: u.count, ref: s.origins.units[i] })),
    ...s.markers.map((m, i) => ({ count: m.count, ref: s.origins.markers[i] })),
  ];
  for (const p of all) {
    running += p.count;
    if (running > LIMITS.pieces) {
      out.push(
        at(
          p.ref,
          ['count'],
          `the counters add up to more than ${LIMITS.pieces.toLocaleString('en')} here; ` +
            `a game has at most ${LIMITS.pieces.toLocaleString('en')}`,
        ),
      );
      break;
    }
  }
  if (s.pieceCount !== undefined && s.origins.pieceCount) {
    const total = s.units.reduce((n, u) => n + u.count, 0) + s.markers.reduce((n, m) => n + m.count, 0);
    if (total !== s.pieceCount)
      out.push(
        at(s.origins.pieceCount, [], `the game has ${s.pieceCount} pieces, but units and markers add up to ${total}`),
      );
  }
  return out;
}

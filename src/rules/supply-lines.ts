import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { msg, type Message } from '../assist/messages.js';
import { gridOf } from '../load/validate/map-grid.js';
import { cellKey } from '../geometry/grid.js';
import type { SupplyLine } from './supply.js';

// What rules.yaml's supply adds to a line on the unit's own ground (`inPlace`), what being out of supply does to
// a unit's factors (`outOfSupply.halve`), and the report worded line by line (`report: lines`).

/**
 * Where each side's units are supplied where they stand: by side, the cell keys (on an area map the area ids) of
 * its `inPlace` places, each with the place's name as the data gives it.
 */
export function inPlaces(s: Scenario, p: SupplyProcedure): (side: string, at: string) => string | undefined {
  const map = s.map;
  if (!p.inPlace.length || !map) return () => undefined;
  const grid = map.kind === 'area' ? undefined : gridOf(map);
  const key = (label: string) => {
    if (!grid) return label;
    const c = grid.parse(label);
    return c ? cellKey(c) : label;
  };
  const bySide = new Map<string, Map<string, string>>();
  for (const e of p.inPlace) {
    const here = bySide.get(e.side) ?? new Map<string, string>();
    for (const place of e.places) {
      const at = map.kind === 'area' ? place : (map.places.find((x) => x.name === place)?.at ?? place);
      here.set(key(at), place);
    }
    bySide.set(e.side, here);
  }
  return (side, at) => bySide.get(side)?.get(key(at));
}

const half = (n: number) => Math.ceil(n / 2);

/** What being out of supply does to one unit, as `outOfSupply` declares it. */
export function outOfSupplyEffect(p: SupplyProcedure, u: Unit): Message | undefined {
  const h = p.outOfSupply.halve;
  if (!h) return undefined;
  const exempt = h.exempt.find((x) => u.abilities.includes(x.ability));
  if (exempt) return msg('supply.lines.exempt', { text: exempt.text });
  const f = u.factors;
  const section = h.section;
  if (f.kind === 'attack-defence-move')
    return msg('supply.halvedFactors', {
      from: `${f.attack}-${f.defence}-${f.move}`,
      to: `${half(f.attack)}-${half(f.defence)}-${half(f.move)}`,
      section,
    });
  if (f.kind === 'combat-move')
    return msg('supply.halvedCombat', {
      combat: f.combat,
      halfCombat: half(f.combat),
      move: f.move,
      halfMove: half(f.move),
      section,
    });
  if (f.kind === 'shift-move') return msg('supply.halvedMove', { move: f.move, halfMove: half(f.move), section });
  return msg('supply.halved', { section });
}

/** What blocks a line, as the head of a side's report says it. */
function blocks(p: SupplyProcedure): Message | undefined {
  const parts = [
    ...(p.blockedBy.enemyUnits ? [msg('supply.lines.enemyUnits')] : []),
    ...(p.blockedBy.enemyZoc ? [msg('supply.lines.enemyZoc')] : []),
    ...(p.prohibited.length ? [msg('supply.lines.prohibited')] : []),
  ];
  if (parts.length === 3) return msg('supply.lines.three', { a: parts[0], b: parts[1], c: parts[2] });
  if (parts.length === 2) return msg('supply.lines.two', { a: parts[0], b: parts[1] });
  return parts[0];
}

/**
 * The report of `report: lines`, a side at a time: what the side's lines trace to and what blocks them, the rules
 * that supply its units in place or count its road lines, then each unit's line as a list of cells, or what being
 * out of supply does to it.
 */
export function linesMessages(
  s: Scenario,
  p: SupplyProcedure,
  lines: readonly SupplyLine[],
  unitOf: (ref: string) => Unit | undefined,
): Message[] {
  const map = s.map;
  const edges = map && map.kind !== 'area' ? map.edges : [];
  const places = map && map.kind !== 'area' ? map.places : [];
  const out: Message[] = [];
  for (const side of [...new Set(lines.map((l) => l.side))]) {
    const ids = p.sources.filter((x) => x.side === side).flatMap((x) => x.edges);
    const roles = p.sources.filter((x) => x.side === side).flatMap((x) => x.roles as readonly string[]);
    const sides = edges
      .filter((e) => ids.includes(e.id) || (e.for === side && e.roles.some((r) => roles.includes(r))))
      .map((e) => e.side);
    const how = blocks(p);
    const section = p.blockedBy.section ?? p.section;
    // Each edge by its key ("west" in English, "западного" in Russian), joined as the list of edges the line reads.
    const edgesSaid = [...new Set(sides)]
      .map((e) => msg(`supply.lines.edge.${e}`))
      .reduceRight<Message | undefined>(
        (rest, first) => (rest ? msg('supply.lines.edges', { first, rest }) : first),
        undefined,
      );
    out.push(
      how
        ? msg(map?.kind === 'square' ? 'supply.lines.headSquares' : 'supply.lines.head', {
            side,
            edges: edgesSaid ?? '',
            blocks: how,
            section,
          })
        : msg(map?.kind === 'square' ? 'supply.lines.headSquaresFree' : 'supply.lines.headFree', {
            side,
            edges: edgesSaid ?? '',
            section,
          }),
    );
    for (const e of p.inPlace.filter((x) => x.side === side))
      out.push(msg('supply.lines.rule', { text: e.text, section: e.section }));
    if (p.roads?.sides.includes(side))
      out.push(msg('supply.lines.rule', { text: p.roads.text, section: p.roads.section }));
    for (const l of lines.filter((x) => x.side === side)) {
      if (l.inPlace) {
        const kind = places.find((x) => x.name === l.inPlace)?.kind ?? 'place';
        out.push(msg('supply.lines.inPlace', { ref: l.ref, at: l.at, kind }));
      } else if (l.supplied) {
        const path = l.path!.join(' ');
        out.push(
          l.roadLine === false
            ? msg('supply.lines.viaOffRoad', { ref: l.ref, at: l.at, path, hexes: l.offRoad ?? 0 })
            : msg('supply.lines.via', { ref: l.ref, at: l.at, path }),
        );
      } else {
        const u = unitOf(l.ref);
        const said = (u && outOfSupplyEffect(p, u)) ?? msg('supply.lines.effect', { text: p.outOfSupply.text ?? '' });
        out.push(msg('supply.lines.out', { ref: l.ref, at: l.at, effects: said }));
      }
    }
  }
  return out;
}

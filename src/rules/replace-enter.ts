import type { Scenario } from '../model/scenario.js';
import type { ReplaceProcedure } from '../model/schema/replace-procedure.js';
import { msg } from '../assist/messages.js';
import { unitFor } from '../assist/position/position-entries.js';
import { RuleRefusal } from './report.js';
import { placeName } from './pool-units.js';

// Where a replacement may enter (rules.yaml `kind: replace`, `enter`): the places each side's declaration names,
// by id or by the map's marks for the side, and, where it says `held`, only those the side controls.

type Enter = ReplaceProcedure['enter'][number];

/** The places a declaration names, in the map's order: its cells, then the areas the map marks for the side. */
export function enterPlaces(s: Scenario, e: Enter): string[] {
  const out = new Set(e.cells);
  const map = s.map;
  if (map?.kind === 'area')
    for (const a of map.areas) {
      if (e.roles.includes('start') && a.startFor === e.side) out.add(a.id);
      if (e.roles.includes('entry') && a.entryFor.includes(e.side)) out.add(a.id);
      if (e.roles.includes('supply') && a.supplyFor === e.side) out.add(a.id);
    }
  return [...out];
}

/** Who stands where by the journal's positions: each place's sides. */
function sidesAt(s: Scenario, positions: Readonly<Record<string, string>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [ref, at] of Object.entries(positions)) {
    const found = unitFor(s, ref);
    if ('error' in found) continue;
    if (!out.has(at)) out.set(at, new Set());
    out.get(at)!.add(found.unit.side);
  }
  return out;
}

/** Whether the side controls a place: no enemy unit in it, and its own there or the map's `control` its. */
function heldBy(s: Scenario, side: string, at: string, here: ReadonlySet<string> | undefined): boolean {
  if ([...(here ?? [])].some((x) => x !== side)) return false;
  if (here?.has(side)) return true;
  const area = s.map?.kind === 'area' ? s.map.areas.find((a) => a.id === at) : undefined;
  return area?.control === side;
}

/**
 * Refuses a replacement of `side` entering `at` where the declaration does not let it, citing its section; a side
 * with no declaration enters anywhere. `positions` are the journal's, before the unit comes back.
 */
export function checkEnter(
  s: Scenario,
  p: ReplaceProcedure,
  side: string,
  unit: string,
  at: string,
  positions: Readonly<Record<string, string>>,
): void {
  const rules = p.enter.filter((e) => e.side === side);
  if (!rules.length) return;
  const here = sidesAt(s, positions);
  const open = (r: Enter, x: string) => !r.held || heldBy(s, side, x, here.get(x));
  const named = rules.map((r) => ({ r, places: enterPlaces(s, r) }));
  if (named.some(({ r, places }) => places.includes(at) && open(r, at))) return;
  const e = rules[0];
  const places = named.flatMap((n) => n.places);
  const openPlaces = named.flatMap(({ r, places }) => places.filter((x) => open(r, x)));
  if (places.includes(at)) throw new RuleRefusal(msg('replace.notHeld', { unit, at, side, section: e.section }));
  throw new RuleRefusal(
    msg('replace.where', {
      unit,
      at,
      side,
      places: (openPlaces.length ? openPlaces : places).map((x) => `${x} (${placeName(s, x)})`).join(', '),
      section: e.section,
    }),
  );
}

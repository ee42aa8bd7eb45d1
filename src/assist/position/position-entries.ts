/**
 * A position file says where units stand and what hits they carry, so supply, victory and fire
 * can be worked out from the table as it is. YAML:
 *
 *   units:
 *     - "us-422-inf@schnee-eifel"                      # UNIT@WHERE: a unit (or one copy, "id#2") and its place
 *     - { unit: de-294-vgr, at: losheim, hits: 1 }     # the same as a map; hits default to 0
 *
 * WHERE is an area id on an area map, or a hex / sector label on a grid map ("H8", "0603").
 * A unit may appear once. Every mistake is an InputError naming the file, the line and the field.
 */
import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import { KeyedRefusal, inputOf, msg, render, type Message } from '../messages.js';
import { suggest } from '../../util/suggest.js';
import { gridOf } from '../../load/validate/map-grid.js';

export interface PositionEntry {
  /** The unit as written: its id, or "id#n" for one copy of a unit with several counters. */
  ref: string;
  unit: Unit;
  /** Area id, or the cell label in the map's primary scheme. */
  at: string;
  hits: number;
  /** Line in the position file, when the entry came from one. */
  line?: number;
}

export interface Position {
  file?: string;
  entries: PositionEntry[];
}

/** What is wrong with a reference: in English, and keyed for a front end that words it in its language. */
type Wrong = { error: string; said: Message };
const wrong = (said: Message): Wrong => ({ error: render(said), said });

type Where = (raw: string) => { at: string } | Wrong;

/** Reads a place the way the scenario's map names them: area ids, or cell labels in any of the map's schemes. */
export function placeResolver(s: Scenario): Where {
  const map = s.map;
  if (!map) return () => wrong(msg('place.noMap', { game: s.id }));
  if (map.kind === 'area') {
    const ids = map.areas.map((a) => a.id);
    return (raw) => {
      if (ids.includes(raw)) return { at: raw };
      const near = suggest(raw, ids);
      return wrong(msg('place.notArea', { raw, game: s.id, near: near ? msg('unit.near', { near }) : '' }));
    };
  }
  const grid = gridOf(map);
  return (raw) => {
    const c = grid.parse(raw);
    return c
      ? { at: grid.label(c) }
      : wrong(msg(map.kind === 'hex' ? 'place.notHex' : 'place.notSector', { raw, game: s.id }));
  };
}

/** The unit a reference names ("id", or "id#n" for one of its counters), or what is wrong with the reference. */
export function unitFor(s: Scenario, ref: string): { unit: Unit } | Wrong {
  const id = ref.replace(/#\d+$/, '');
  const unit = s.units.find((u) => u.id === id);
  if (!unit) {
    const near = suggest(
      id,
      s.units.map((u) => u.id),
    );
    return wrong(msg('unit.unknown', { ref: id, game: s.id, near: near ? msg('unit.near', { near }) : '' }));
  }
  const copy = ref.match(/#(\d+)$/);
  if (copy && (Number(copy[1]) < 1 || Number(copy[1]) > unit.count))
    return wrong(msg('unit.counters', { id, count: unit.count, plural: unit.count === 1 ? '' : 's', ref }));
  return { unit };
}

/**
 * Reads "UNIT@WHERE" items, as typed for an input (`flag`, "--firer"): a refusal carries the input's key, which the
 * command line words as its flag and the page as its field's label. Every rule names its input; a caller that does
 * not (a test's position) is reading unit items.
 */
export function positionItems(s: Scenario, items: readonly string[], flag = '--units'): PositionEntry[] {
  const resolve = placeResolver(s);
  const { input } = inputOf(flag);
  const out: PositionEntry[] = [];
  for (const item of items) {
    const m = item.match(/^([^@\s]+)@(\S+)$/);
    if (!m) throw new KeyedRefusal(msg('refused.itemShape', { input, item }));
    const u = unitFor(s, m[1]);
    if ('error' in u) throw new KeyedRefusal(msg('input.flagged', { input, error: u.said }));
    const p = resolve(m[2]);
    if ('error' in p) throw new KeyedRefusal(msg('input.flagged', { input, error: p.said }));
    if (out.some((e) => e.ref === m[1])) throw new KeyedRefusal(msg('refused.itemTwice', { input, ref: m[1] }));
    out.push({ ref: m[1], unit: u.unit, at: p.at, hits: 0 });
  }
  return out;
}

import type { AreaMap } from '../../model/schema/map.js';
import { KeyedRefusal, msg } from '../messages.js';
import { suggest } from '../../util/suggest.js';

export type Area = AreaMap['areas'][number];
export type ConnectionKind = AreaMap['connections'][number]['kind'];

/** Lookups the assist needs on an area map: areas by id, and who borders whom by which kind of connection. */
export interface AreaGraph {
  /** The area with this id; an InputError names a wrong id and suggests the nearest. */
  area(id: string): Area;
  /** Areas joined to this one, optionally only by the given kinds of connection. */
  neighbours(id: string, kinds?: readonly ConnectionKind[]): string[];
  /** Every kind of connection joining the two areas (none when they do not touch). */
  connection(a: string, b: string): ConnectionKind[];
  adjacent(a: string, b: string, kinds?: readonly ConnectionKind[]): boolean;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function areaGraph(map: AreaMap): AreaGraph {
  const areas = new Map(map.areas.map((a) => [a.id, a] as const));
  const joins = new Map<string, ConnectionKind[]>();
  const around = new Map<string, { to: string; kind: ConnectionKind }[]>();
  for (const c of map.connections) {
    const [a, b] = c.between;
    const k = pairKey(a, b);
    joins.set(k, [...(joins.get(k) ?? []), c.kind]);
    around.set(a, [...(around.get(a) ?? []), { to: b, kind: c.kind }]);
    around.set(b, [...(around.get(b) ?? []), { to: a, kind: c.kind }]);
  }
  const area = (id: string): Area => {
    const found = areas.get(id);
    if (found) return found;
    const near = suggest(id, areas.keys());
    throw new KeyedRefusal(msg('refused.notArea', { id, near: near ? msg('refused.didYouMean', { near }) : '' }));
  };
  return {
    area,
    neighbours(id, kinds) {
      area(id);
      const out = (around.get(id) ?? []).filter((x) => !kinds || kinds.includes(x.kind)).map((x) => x.to);
      return [...new Set(out)];
    },
    connection: (a, b) => joins.get(pairKey(a, b)) ?? [],
    adjacent(a, b, kinds) {
      const k = joins.get(pairKey(a, b)) ?? [];
      return kinds ? k.some((x) => kinds.includes(x)) : k.length > 0;
    },
  };
}

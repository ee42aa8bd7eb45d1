import type { Unit } from './schema/units.js';

/** The counters a unit line stands for: "id" alone, or "id#1".."id#n". */
export const refsOf = (u: Pick<Unit, 'id' | 'count'>): string[] =>
  u.count > 1 ? Array.from({ length: u.count }, (_, i) => `${u.id}#${i + 1}`) : [u.id];

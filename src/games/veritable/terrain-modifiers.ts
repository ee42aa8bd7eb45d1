import type { Scenario } from '../../model/scenario.js';

type Effects = Record<string, number | string | boolean>;

/** The effects any terrain-effects chart gives a terrain or hexside feature (a retreat's prohibited ground). */
export function terrainEffects(s: Scenario, id: string): Effects {
  for (const c of s.charts)
    if (c.kind === 'terrain-effects') for (const r of c.rows) if (r.terrain === id) return r.effects;
  return {};
}

export const flag = (e: Effects, key: string): boolean => e[key] === true;

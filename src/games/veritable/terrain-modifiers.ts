import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { Cell } from '../../geometry/types.js';

type Effects = Record<string, number | string | boolean>;

/** The effects any terrain-effects chart gives a terrain or hexside feature (a retreat's prohibited ground). */
export function terrainEffects(s: Scenario, id: string): Effects {
  for (const c of s.charts)
    if (c.kind === 'terrain-effects') for (const r of c.rows) if (r.terrain === id) return r.effects;
  return {};
}

export const num = (e: Effects, key: string, fallback: number): number =>
  typeof e[key] === 'number' ? (e[key] as number) : fallback;
export const flag = (e: Effects, key: string): boolean => e[key] === true;

export interface CrossingFacts {
  features: string[];
  prohibited: string | undefined;
  attackMultiplier: number;
}

/**
 * What a hexside between an attacker and the defender does to the attack: the major river forbids it,
 * rivers and canals halve it (6.5.1). All cumulative. `effects` reads the terrain chart the combat's totals name.
 * The Siegfried Line's shift is rules.yaml's `siegfried`.
 */
export function crossing(effects: (id: string) => Effects, index: GridMapIndex, from: Cell, to: Cell): CrossingFacts {
  const features = index.featuresBetween(from, to);
  let attackMultiplier = 1;
  let prohibited: string | undefined;
  for (const f of features) {
    const e = effects(f);
    if (flag(e, 'attackProhibited')) prohibited = f;
    attackMultiplier *= num(e, 'attackMultiplier', 1);
  }
  return { features, prohibited, attackMultiplier };
}

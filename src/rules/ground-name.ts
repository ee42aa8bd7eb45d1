import type { Scenario } from '../model/scenario.js';

/**
 * A terrain's or a hexside feature's name as the map declares it ("Siegfried Line" for `siegfried-line`), so a
 * report names the ground as the printed terrain chart does; each language reads it through the locale's name.
 */
export function groundName(s: Scenario, id: string): string {
  const map = s.map;
  return (
    map?.terrainTypes.find((t) => t.id === id)?.name ??
    (map && 'lineFeatures' in map ? map.lineFeatures.find((f) => f.id === id)?.name : undefined) ??
    id
  );
}

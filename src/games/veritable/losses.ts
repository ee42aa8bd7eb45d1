import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import { has, retreatValue } from './unit-values.js';
import type { Board } from './board.js';
import { retreatHexes } from './retreat.js';
import { msg } from './messages.js';
import type { RetreatTest, RetreatWays } from '../../rules/owner-losses.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';

// Veritable's retreat, which the engine's owner-losses (src/rules/owner-losses.ts) asks of a unit only as it
// retreats: the hexes it may end in (6.5.3), the outposts that never retreat (8.4), and its retreat test (6.5.3).
// How a side meets its result (retreat or lose, in either reading) is rules.yaml's combat `outcome`.

/** A unit's retreat test (6.5.3): the die plus the modifier must reach no higher than its highest factor. */
export function retreatTest(s: Scenario, unit: Unit, modifier: number): RetreatTest {
  const passAtMost = retreatValue(s, unit);
  const faces = Math.max(0, Math.min(6, passAtMost - modifier));
  return { passAtMost, modifier, chance: `${faces}/6` };
}

/**
 * A side's retreats in one combat: never through the hexes in `avoid` (the one fought over), each test with the
 * side's modifier (8.3).
 */
export function retreatWays(
  s: Scenario,
  board: Board,
  avoid: ReadonlySet<string>,
  modifier: number,
): RetreatWays<PlacedUnit> {
  return {
    routes: (u, cells) => retreatHexes(board, u, cells, avoid),
    barred: (u) => (has(u.unit, 'outpost') ? msg('veritable.loss.outpost', { section: '8.4' }) : undefined),
    test: (u) => retreatTest(s, u.unit, modifier),
  };
}

import type { Unit } from '../model/schema/units.js';
import { beyondTheLimit } from './veritable/stacking.js';

/**
 * Stacking rules too particular to declare, by the name rules.yaml's `movement.stacking.hook` gives them: of a
 * cell's units in order, the refs beyond the limit. A copy of a bundled game names its game's hook.
 */
export type StackingHook = (units: readonly { ref: string; unit: Unit }[]) => string[];

export const STACKING_HOOKS: Readonly<Record<string, StackingHook>> = {
  'veritable.stacking': beyondTheLimit,
};

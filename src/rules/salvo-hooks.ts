import type { HookQuery } from './shared/hook-query.js';
import type { Value } from '../assist/messages.js';
import type { PlacedUnit } from './shared/placed-unit.js';

// A game's own check on a salvo (rules.yaml `kind: salvo`, `check.hook`): what only its code knows, such as the
// turns with no fire, the units not yet on the board and its fire portion's order. The engine plans and rolls the
// salvo and keeps the losses; the hook refuses (by throwing a keyed refusal) and says what else its journal keeps.

/** A salvo's check reads only what every hook query holds. */
export type SalvoQuery = HookQuery;

export interface SalvoCheckHook {
  /** The rule a turn before the journal's is refused under, when the game cites one. */
  sequence?: Value;
  /** Before the units are read: what the turn forbids (a night turn without fire). */
  turn?(q: SalvoQuery): void;
  /** Once the units are placed: those not on the board now. */
  units?(q: SalvoQuery & { units: readonly PlacedUnit[] }): void;
  /** Once the salvo is planned: a refusal, or the game's own journal keys to write with it (its turn's record). */
  keep?(
    q: SalvoQuery & { firers: readonly PlacedUnit[]; targets: readonly PlacedUnit[]; at: string },
  ): Record<string, unknown>;
}

/**
 * A game's own check on a battle (rules.yaml `kind: battle`, `check.hook`), as on a salvo: the turn, the units on the
 * board, then its journal's own keys before the roll (its turn's record) and after it (places a result engages).
 */
export interface BattleCheckHook {
  sequence?: Value;
  turn?(q: SalvoQuery): void;
  units?(q: SalvoQuery & { units: readonly PlacedUnit[] }): void;
  keep?(
    q: SalvoQuery & { attackers: readonly PlacedUnit[]; defenders: readonly PlacedUnit[] },
  ): Record<string, unknown>;
  result?(
    q: SalvoQuery & { attackers: readonly PlacedUnit[]; defenders: readonly PlacedUnit[]; engage: boolean },
  ): Record<string, unknown>;
}

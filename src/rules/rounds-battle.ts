import type { RoundsBattle, RoundsResult } from '../model/schema/rounds-battle.js';

// A battle fought round after round (rules.yaml: a combat hook's `rounds`): what the result read on the CRT does, as
// the declaration says. The hook keeps what only its cards know (a card that answers a result); the engine says
// which side a result strikes, what it takes from it, and whether the battle goes on.

export type RoundSide = 'attacker' | 'defender';

export type RoundOutcome =
  | { kind: 'engaged' }
  | { kind: 'retreats'; side: RoundSide; places: number }
  | { kind: 'loses'; side: RoundSide; count: number | 'all'; goesOn: boolean };

/** The declared effect of a result code; undefined for a code the declaration does not give (validate refuses it). */
export function roundResult(decl: RoundsBattle, code: string): RoundsResult | undefined {
  return decl.results.find((r) => r.code === code);
}

/** The side a result strikes: the one it makes retreat or lose units (none for an engagement). */
export function struck(r: RoundsResult): RoundSide | undefined {
  if (r.defender) return 'defender';
  if (r.attacker) return 'attacker';
  return undefined;
}

/** What a result does, as declared: an engagement, a retreat, or losses (and whether the battle goes on). */
export function roundOutcome(r: RoundsResult): RoundOutcome {
  const side = struck(r);
  const effect = side ? r[side] : undefined;
  if (r.engage || !side || !effect) return { kind: 'engaged' };
  if (effect.retreat !== undefined) return { kind: 'retreats', side, places: effect.retreat };
  return { kind: 'loses', side, count: effect.lose ?? 'all', goesOn: r.goesOn };
}

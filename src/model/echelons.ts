// A unit's size, from a lone team to an army (the NATO echelon marks). Kept apart from the units schema so that
// code the companion page runs (rules conditions that read a unit's echelon) does not pull zod's schemas into it.
export const echelons = [
  'none',
  'team',
  'squad',
  'section',
  'platoon',
  'company',
  'battery',
  'battalion',
  'regiment',
  'brigade',
  'division',
  'corps',
  'army',
] as const;

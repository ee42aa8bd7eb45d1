// Death of a Division's worked overrun (rules 5, 7): three German units in Losheim overrun the US cavalry troop in
// Krewinkel at 12-2 (6-1). Tests of the overrun's dice, bounds and steps start from these flags.
export const OVERRUN_ARGS: readonly string[] = [
  '--movers',
  'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim',
  '--into',
  'krewinkel',
  '--defenders',
  'us-18-cav-c@krewinkel',
];

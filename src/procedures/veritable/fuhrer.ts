export interface FuhrerResult {
  unit: string;
  turn: number;
  roll: number;
  released: boolean;
  refusedForGood: boolean;
  steps: string[];
}

/**
 * Optional 11.2: a reserve unit is released on a roll below the turn number; a 6 keeps it back for the
 * rest of the game.
 */
export function fuhrerRelease(unit: string, turn: number, roll: number, refusedBefore: boolean): FuhrerResult {
  if (refusedBefore)
    return {
      unit,
      turn,
      roll,
      released: false,
      refusedForGood: true,
      steps: [`${unit} was refused with a 6 earlier: it stays in the reserve and may not be asked for again (11.2)`],
    };
  if (roll === 6)
    return {
      unit,
      turn,
      roll,
      released: false,
      refusedForGood: true,
      steps: [`Rolled 6: the Führer says no. ${unit} stays in the reserve for the rest of the game (11.2)`],
    };
  const released = roll < turn;
  return {
    unit,
    turn,
    roll,
    released,
    refusedForGood: false,
    steps: [
      `Turn ${turn}: a roll under ${turn} releases the unit; ` +
        `rolled ${roll}: ${released ? `${unit} is released` : `${unit} stays in the reserve this turn`}`,
    ],
  };
}

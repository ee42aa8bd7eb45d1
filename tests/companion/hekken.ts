import { runCli } from '../helpers/run-cli.js';

// Section 6.5's example, shared by the page's tests and the phone's: the 53rd, the 15th and a 79th Armoured unit
// against Hekken, the Surge committed, its dice and both players' answers, and the CLI's answer to compare with.

export const HEKKEN = {
  attacker: '158-bde@H8,160-bde@H8,71-bde@H8,44-bde@H9,46-bde@H9,227-bde@H9,30-armd-bde@H8',
  defender: 'flak-1@I9,gr-1051@I9',
  sequence: 'move-attack',
  airDefender: '1',
};
/** The attackers in the order the phone's taps name them: the armour with the 53rd, before the 15th. */
export const HEKKEN_TAPPED_ATTACKER = '158-bde@H8,160-bde@H8,71-bde@H8,30-armd-bde@H8,44-bde@H9,46-bde@H9,227-bde@H9';
/** The example's dice: the combat roll, then each retreat's. */
export const HEKKEN_DICE = { roll: '3', retreatRolls: '1,5,1,2,3,5' };
/** The German player's retreats, then the Allied player's. */
export const HEKKEN_ANSWERS = [
  'flak-1=J9,gr-1051=J8',
  '158-bde=G8,160-bde=G8,71-bde=G8,44-bde=G9,46-bde=G9,227-bde=G9,30-armd-bde=G9',
];
/** The example's air (the Surge for the defender) and dice as command-line options. */
export const HEKKEN_DICE_ARGS = [
  ...['--air-defender', HEKKEN.airDefender],
  ...['--roll', HEKKEN_DICE.roll, '--retreat-rolls', HEKKEN_DICE.retreatRolls],
];

/** The example in the CLI, its answers given at once: the JSON the page must equal. */
export async function hekkenCli(attacker = HEKKEN.attacker): Promise<Record<string, unknown>> {
  const r = await runCli(
    ...['combat', 'veritable', '--attacker', attacker, '--defender', HEKKEN.defender],
    ...['--sequence', HEKKEN.sequence, ...HEKKEN_DICE_ARGS],
    ...['--choose', HEKKEN_ANSWERS.join(';'), '--json'],
  );
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out);
}

import { gameMessages } from '../../assist/messages.js';

// Death of a Division's own messages: English here, and the words of each language Sandtable speaks. They are
// registered with the rules' messages when this module loads, which every module of the game that says one does
// (it takes `msg` from here), so no generic file names the game's keys.

export const EN = {
  'death-of-a-division.move.dugIn':
    '{ref} is dug in at {from} (it did not move in turn {turn}): it leaves without the hit ({section})',
  // The state's keys and values as `journal show` and the companion's journal tab word them (rules/journal-words.ts):
  // the game's own words.
  'death-of-a-division.journalKey.arrivals': 'reinforcements arrive (turn)',
  'death-of-a-division.journalKey.surprised': 'surprised',
  'death-of-a-division.journalValue.us': 'United States',
  'death-of-a-division.journalValue.de': 'German',
  'death-of-a-division.journalValue.us-reinforcements': 'US reinforcements',
} as const;

export type DeathOfADivisionKey = keyof typeof EN;

const RU: Partial<Record<DeathOfADivisionKey, string>> = {
  'death-of-a-division.move.dugIn':
    '{ref} окопался в {from} (не двигался в ходу {turn}): уходит без потери ({section})',
  'death-of-a-division.journalKey.arrivals': 'подкрепления прибывают (ход)',
  'death-of-a-division.journalKey.surprised': 'застигнуты врасплох',
  'death-of-a-division.journalValue.us': 'американцы',
  'death-of-a-division.journalValue.de': 'немцы',
  'death-of-a-division.journalValue.us-reinforcements': 'подкрепления американцев',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

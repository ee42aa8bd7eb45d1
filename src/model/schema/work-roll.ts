import { z } from 'zod';
import { strict, id, name, int, list, text } from './common.js';

// Work rolled toward a threshold (issue #20): units at a place roll dice, the pips being the amount of work done,
// kept per place in the journal's state until it reaches the amount that completes the work (a bridge built by
// engineers, a fort dug in, a road repaired). No chart is read. Declared as a rule hook's `work` in rules.yaml and
// judged by src/rules/work-roll.ts; the hook says where the place is and who may work there, and keeps the journal.

const section = name.min(1).max(40);
const condition = z.string().min(1).max(500);

/**
 * The report's steps and refusals the engine words, each by its key in the engine's catalogue (`work.<step>`);
 * a game words a step itself with a text under `says`, which gets the same values.
 */
export const WORK_STEPS = [
  'title',
  'known',
  'oneUnit',
  'manyUnits',
  'halves',
  'chancesOf',
  'roll',
  'rolled',
  'halfEach',
  'halfTotal',
  'sum',
  'lost',
  'complete',
  'short',
  'repaired',
  'stay',
  'outcome',
  'outcomeComplete',
  'outcomeShort',
  'damageTitle',
  'damageKnown',
  'dieComes',
  'diceCome',
  'completedMark',
  'damageChancesOf',
  'hits',
  'damageDice',
  'damageLeft',
  'floor',
  'destroyed',
  'usable',
  'setBack',
  'outcomeDestroyed',
  'outcomeZero',
  'outcomeStands',
  'meaningDestroyed',
  'meaningZero',
  'meaningStands',
  'refusedUnits',
  'refusedNotWorker',
  'refusedDice',
  'refusedAgain',
  'refusedDamageDice',
  'dice',
  'diceRoll',
  'refusedPlace',
  'didYouMean',
  'refusedNotAt',
  'refusedSides',
  'refusedDamageAndUnits',
  'unitsNeeded',
  'turnNeeded',
  // Why the count and the hits stop where they do, after a refused number ('the most labour units a bridge holds').
  'countRange',
  'damageRange',
] as const;

export type WorkStep = (typeof WORK_STEPS)[number];

export const workRoll = strict({
  /**
   * Who rolls and how many dice: the first entry whose unit condition holds (`has(engineer)`); no entry, no work.
   * `text` says who, in the game's words, for the printed aid.
   */
  dice: list(
    strict({
      /** The units that roll these dice: a unit condition (`has(engineer)`). */
      unit: condition,
      /** Dice each such unit rolls (1–10). */
      dice: int(1, 10),
      /** Who rolls, in the game's words, for the printed aid ("each engineer tray"). */
      text: name.optional(),
      section,
    }),
    10,
  ).min(1),
  /** Faces on each die. */
  sides: int(2, 20).default(6),
  /** How many units may roll for one place at once. */
  units: strict({
    /** The fewest units that may roll for a place (default 1). */
    min: int(1, 10).default(1),
    /** The most units that may roll for a place at once. */
    max: int(1, 10),
    section,
  }),
  /** The work that completes the place. */
  complete: strict({
    /** The work (pips summed over turns) that completes the place (`30`). */
    at: int(1, 100_000),
    section,
  }),
  /** The most work a place holds: any overage is lost. Without it, work goes on adding past completion. */
  cap: strict({
    /** The most work the place holds; any more is lost. */
    at: int(1, 100_000),
    section,
  }).optional(),
  /**
   * Where the journal keeps the count: the state key holding a record by place id, and the field of each record
   * holding the work done (the others are `completed` and `completedOnTurn`).
   */
  state: strict({
    /** The journal's state key holding a record per place (`pontoons`). */
    key: id,
    /** The field of each record holding the work done (default `count`). */
    count: id.default('count'),
  }),
  /** Each unit rolls once a turn at most; the state key keeps the turn and the units that rolled in it. */
  oncePerTurn: strict({ state: id, section }).optional(),
  /**
   * Work halved, fractions dropped: on the turns the turn track marks night (`night: true`) and where the
   * condition (`when`: turn, option.ID) holds. `each` names the game option and its choice that halve each die
   * rather than the total; without it the total is halved.
   */
  halve: strict({
    /** Halved on the turns the turn track marks `night: true`. */
    night: z.boolean().default(false),
    /** Halved while this condition holds (`turn`, `option.ID`). */
    when: condition.optional(),
    /** Each die halved, not the total, while a game option has a choice. */
    each: strict({
      /** The game option (an `options[].id`) under which each die is halved rather than the total. */
      option: id,
      /** Its choice that halves each die. */
      choice: id,
    }).optional(),
    /** When it is halved, in the game's words, for the printed aid; the condition otherwise. */
    text: name.optional(),
    section,
  }).optional(),
  /** The units that rolled may not move this turn: a line of the report. */
  stay: strict({ section }).optional(),
  /**
   * Hits on the place: a die a hit, the pips off its work. Work that was complete and falls to 0 is destroyed,
   * and the place starts again from nothing.
   */
  damage: strict({ section }).optional(),
  /**
   * The game's own words for a step of the report (see WORK_STEPS), by step, written in place: each text is keyed
   * "<procedure>.says.<step>" for a locale file, with the values the engine's step gives.
   */
  says: z.partialRecord(z.enum(WORK_STEPS), text.min(1)).default({}),
  section,
});

/** The declaration, and (when run as a procedure) the procedure id that keys its `says` texts. */
export type WorkRoll = z.infer<typeof workRoll> & { readonly saysAs?: string };

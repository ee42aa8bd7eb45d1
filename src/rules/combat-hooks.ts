import type { Scenario } from '../model/scenario.js';
import type { CombatProcedure } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Message } from '../assist/messages.js';
import type { Crt } from '../model/schema/charts.js';
import type { DiceBox } from '../assist/dice/dice-box.js';
import type { Settled } from './combat-settle.js';
import type { RuleReport } from './report.js';

// A declared combat's hook points (rules.yaml `kind: combat`, `hooks`): what only a game's code decides, by the name
// its data gives, while the engine keeps the rest (the column, the shifts, the roll, the result). Each point is a
// pure function of what the engine knows at that moment; a point that answers nothing leaves the step to the engine.

/** What a side's total is made from, as the engine holds it when the totals are formed. */
export interface CombatTotalsQuery {
  scenario: Scenario;
  procedure: CombatProcedure;
  side: 'attacker' | 'defender';
  attackers: readonly PositionEntry[];
  defenders: readonly PositionEntry[];
  /** The units out of supply at the moment of combat, as the game's supply procedure traced them. */
  unsupplied: ReadonlySet<string>;
  /** The combat's inputs by id (`input.ID` in a condition), and further names (`turn`, `option.ID`). */
  inputs: Readonly<Record<string, number | boolean | string>>;
  names: Readonly<Record<string, number | boolean | string>>;
}

/** A side's total, and the report's lines for it in the game's words (its `says`). */
export interface CombatSideTotal {
  total: number;
  said: Message[];
  /** What the game's own --json says of this side (its stacks), for its `hooks.json`; the engine prints none of it. */
  data?: Record<string, unknown>;
}

/** A side's total in code (`hooks.totals`); undefined leaves that side to the declared `totals`. */
export type CombatTotalsHook = (q: CombatTotalsQuery) => CombatSideTotal | undefined;

/** Who fights, as the engine holds them once it has judged its own refusals, before supply, totals and the die. */
export interface CombatCheckQuery {
  scenario: Scenario;
  procedure: CombatProcedure;
  attackers: readonly PositionEntry[];
  defenders: readonly PositionEntry[];
  /** Every unit on the map, when known (a position file, the journal): a hex's whole stack, not only who fights. */
  position?: readonly PositionEntry[];
  inputs: Readonly<Record<string, number | boolean | string>>;
  names: Readonly<Record<string, number | boolean | string>>;
}

/** A combat's own check in code (`hooks.check`): it refuses by throwing a keyed refusal, else returns nothing. */
export type CombatCheckHook = (q: CombatCheckQuery) => void;

/** What the engine knows once the die is rolled, for a result whose effect is a game's code (`hooks.outcome`). */
export interface CombatOutcomeQuery {
  scenario: Scenario;
  procedure: CombatProcedure;
  crt: Crt;
  /** The chart's cell rolled ("2/-"), its column and the die read. */
  cell: string;
  column: string;
  roll: number;
  attackers: readonly PositionEntry[];
  defenders: readonly PositionEntry[];
  /** Every unit on the map, when known: retreats are judged against it; else only against the units fighting. */
  position?: readonly PositionEntry[];
  /** What each game side adds to its retreat tests in this combat, as the outcome's `testModifiers` hold. */
  testModifier: Readonly<Record<string, number>>;
  /** The owner's answers so far, one for each question asked, in order (`--choose a;b`, the page's taps). */
  answers: readonly string[];
  inputs: Readonly<Record<string, number | boolean | string>>;
  names: Readonly<Record<string, number | boolean | string>>;
  /** The command's dice: a hook rolls its own (retreat tests) after the combat die, by hand or by the machine. */
  dice: DiceBox;
  /** A journal keeps the positions: a question the rules leave its owner (an advance) is asked. */
  keeps: boolean;
}

/**
 * What a result does in a game's code (`hooks.outcome`): each side's part, said in keyed messages, and what it did
 * to the units (eliminated, retreated, where each now stands), or the owner's question it stopped at.
 */
export type CombatOutcomeHook = ((q: CombatOutcomeQuery) => Settled) & {
  /** What the result's code says before the die (Veritable's retreat tests, 6.5.3), when it says anything. */
  before?: (q: CombatOutcomeBefore) => CombatOutcomeTold;
};

/** What the engine knows before the die, for a result whose effect is a game's code. */
export type CombatOutcomeBefore = Pick<
  CombatOutcomeQuery,
  'scenario' | 'procedure' | 'attackers' | 'defenders' | 'position' | 'testModifier' | 'inputs' | 'names'
>;

/** The outcome code's lines before the die: `first` heads the report, `last` ends it; `data` joins the --json. */
export interface CombatOutcomeTold {
  first: Message[];
  last: Message[];
  data?: Record<string, unknown>;
}

/** Who fights and what was given, as the engine holds them once its own refusals have passed. */
export interface CombatKeptQuery {
  attackers: readonly PositionEntry[];
  defenders: readonly PositionEntry[];
  inputs: Readonly<Record<string, number | boolean | string>>;
}

/** A declared combat in a game whose own code keeps its journal (`hooks.kept`): what it reads and writes there. */
export interface CombatKept {
  /** Every unit on the map where the game's journal places them, once its set-up is recorded. */
  position?: PositionEntry[];
  /** What conditions read from the game's journal: `turn`, `option.ID`. */
  names: Readonly<Record<string, number | boolean | string>>;
  /** The game's own refusals from its journal (whose turn it is, one attack a turn, air units left). */
  check(q: CombatKeptQuery): void;
  /** What the game's own --json says from its journal (the combat's number, the turn's sequence), for `hooks.json`. */
  data?(q: CombatKeptQuery): Record<string, unknown>;
  /**
   * The journal's state once the combat is whole, the game turn its entry is kept under, and the entry in the game's
   * own terms where its journal words it so (`entry`), else the engine's.
   */
  record(q: CombatKeptQuery & { settled: Settled; read: CombatRead }): {
    state: Record<string, unknown>;
    turn?: number;
    entry?: { command: string; inputs: Record<string, unknown>; result: Record<string, unknown> };
  };
}

/** What the combat read on the chart, for the journal's entry: the net shift, the column, the result, the answers. */
export interface CombatRead {
  shift: number;
  column: string;
  result: string;
  answers: readonly string[];
}

/** The game's journal hook of a declared combat (`hooks.kept`), given the journal's state as it stands. */
export type CombatKeptHook = (q: {
  scenario: Scenario;
  procedure: CombatProcedure;
  state: Readonly<Record<string, unknown>>;
  journal: string | undefined;
}) => CombatKept;

/**
 * What a declared combat worked out, kept on its report for a game whose --json has its own shape (`hooks.json`):
 * never printed as it stands.
 */
export interface CombatFacts {
  /** The hex or area attacked, and each side's total. */
  target: string;
  attack: number;
  defence: number;
  /** Each column shift that held, in its order: its number and its words (`says`, without the frame around them). */
  shifts: { value: number; said: Message }[];
  /** Supply at the moment of combat: traced from a whole position (else as said), and the places out of it. */
  supply: { traced: boolean; out: string[] };
  /** The data the game's hooks gave (`data` of its totals, kept and outcome hooks), merged in that order. */
  hooked: Record<string, unknown>;
}

/** What a game's --json hook reads: the report as the engine made it, and how to answer its question, if any. */
export interface CombatJsonQuery {
  scenario: Scenario;
  procedure: CombatProcedure;
  report: RuleReport;
  facts: CombatFacts;
  /** The line saying how to answer the result's question on the command line; empty without a question. */
  hint: readonly Message[];
}

/** A declared combat's --json in the game's own shape (`hooks.json`), in place of the engine's. */
export type CombatJsonHook = (q: CombatJsonQuery) => unknown;

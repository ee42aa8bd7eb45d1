import type { Scenario } from '../../model/scenario.js';
import type { Position } from '../position/position-entries.js';
import type { AssistFlags, TableEnvironment } from './session.js';
import { render, type Message, type RuleWords } from '../messages.js';

// One procedure at the table, described once and run by both the CLI (flags from the command line) and the
// table companion (the same flags from a form). The description is what the page draws its screen from.

/** What a procedure answers: the CLI's --json value and the lines it prints. */
export interface TableOutput {
  json: unknown;
  lines: Line[];
}

/**
 * One line of a procedure's answer: a keyed message, which the CLI words in English and the page in its
 * language, or text not yet keyed (printed as it is; the page's report-words reads it).
 */
export type Line = string | Message;

/** A line in words: English by default, else the language's `words` with `name` wording the game's names. */
export const lineText = (l: Line, words?: RuleWords, name?: (v: string) => string): string =>
  typeof l === 'string' ? l : render(l, words, name);

/** Lines in English, for the CLI and the journal. */
export const linesText = (ls: readonly Line[]): string[] => ls.map((l) => lineText(l));

/** Where a procedure runs: the game, the session's home, and what only some places can do. */
export interface TableContext {
  scenario: Scenario;
  env: TableEnvironment;
  /** A question asked there and then (a terminal); undefined where the answer comes back on a second run. */
  ask?: (question: string) => Promise<string | undefined>;
  /** A position file read from disk; the page has none. */
  readPosition?: (file: string, s: Scenario) => Position;
}

/** One input of a procedure, named by its flag's key as commander gives it (camelCase). */
export interface TableField {
  key: string;
  label: string;
  /**
   * units: a comma list of unit refs (from the unit list or the map); text: a free value; number; check: on or
   * off; choice: one of `choices`; dice: faces entered by hand, shown only when the player rolls by hand.
   */
  kind: 'units' | 'text' | 'number' | 'check' | 'choice' | 'dice' | 'position';
  /** The rule's section or a short hint shown under the input. */
  hint?: string;
  /** How the value is typed on the command line (UNIT@HEX): shown by `--help`, never on the page. */
  typed?: string;
  side?: string;
  /** Only units of the reserve (units.yaml `reserve`) are offered: a roll the reserve alone may make. */
  reserve?: boolean;
  choices?: readonly string[];
  initial?: string;
  /** The input is a list the command takes as string[] (commander's list option). */
  list?: boolean;
  /** The command cannot run without it: refused as input.required, in the report's language; help marks it. */
  required?: boolean;
  /** A text field that names a place: the page offers the map to tap it (unit fields always do). */
  place?: boolean;
  /** Hand dice of this many sides: the page offers their faces to tap; `many` takes a list, in order. */
  die?: { sides: number; many?: boolean };
  /** The values a list field takes, offered to tap: the game's cards by id, or these words. */
  values?: 'cards' | readonly string[];
  /**
   * The game option (its id in game.yaml) this field sets: the page names the field by the option's title, not
   * by the command line's id; a list field of `id=choice` items (`*`) takes every option's choice.
   */
  option?: string;
}

export interface TableProcedure {
  /**
   * Its title, rule section and fields are declared in the game's rules.yaml (the hook entry's `title`, `section`
   * and `fields`), not here: the CLI's options and help and the page's form come from that one declaration.
   */
  fromData?: boolean;
  /**
   * Its declared shifts and die modifiers may carry a condition (`when`, `per`), which it has the rules engine
   * judge (src/rules/hook-shifts.ts); validate refuses a condition on the numbers of a hook without it. A list
   * names the only numbers (by id) it has judged: a condition on any other is refused too.
   */
  judgesConditions?: boolean | readonly string[];
  /** The values (by id) it reads from its declaration's `values`: validate refuses an entry lacking one. */
  values?: readonly string[];
  game: string;
  /** The CLI's verb: `combat`, `air`, `fire`… */
  verb: string;
  title: string;
  rule: string;
  fields: readonly TableField[];
  run(
    ctx: TableContext,
    flags: AssistFlags & Record<string, unknown>,
    given: Record<string, unknown>,
  ): Promise<TableOutput>;
}

/**
 * The head of a procedure declared in rules.yaml, as its table procedure carries it: the game, the command's verb
 * (the procedure's id), its title and its rule section.
 */
export const declaredHead = (game: string, p: { id: string; title: string; section: string }) =>
  ({ game, verb: p.id, title: p.title, rule: p.section }) as const;

/** What a hook whose title, section and fields rules.yaml declares holds in their place: nothing of its own. */
export const FROM_DATA = { fromData: true, title: '', rule: '', fields: [] } as const;

/** The answer of a procedure: its JSON value and its lines for a person. */
export function tableOutput(json: unknown, lines: () => Line[]): TableOutput {
  return { json, lines: lines() };
}

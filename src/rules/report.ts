import type { JournalRoll } from '../assist/journal/journal-format.js';
import { procedureTitle, type Message } from '../assist/messages.js';
import type { Scenario } from '../model/scenario.js';
import type { CombatFacts } from './combat-hooks.js';

/** A chance before the roll: a result code (or a table's row) and its exact odds. */
export interface Chance {
  code: string;
  meaning: string;
  probability: number;
  fraction: string;
  /** The meaning keyed, for a front end that words it in its language; not enumerable, so not in --json. */
  said?: { code?: Message; meaning: Message };
}

/** What a declared procedure answers, for every front end: keyed messages in the order of play. */
export interface RuleReport {
  game: string;
  procedure: string;
  kind: string;
  title: Message;
  preview: boolean;
  /** Said under the title, unindented: a chart that is Sandtable's reconstruction, not the published one. */
  warnings?: Message[];
  /** What is known before any die. */
  before: Message[];
  chances?: { heading: Message; outcomes: Chance[]; rolled?: string };
  /** What the dice did, and what it does to the game. */
  after: Message[];
  rolls: JournalRoll[];
  /** The dice as the procedure words them, in place of a line a roll (a declared work's `dice` step). */
  rollsSaid?: Message[];
  /** The values a program reads (--json): totals, column, result… */
  data: Record<string, unknown>;
  /** A declared combat's own facts, for a game whose --json has its own shape (`hooks.json`); not printed. */
  combat?: CombatFacts;
}

/** A refusal the rules give ("the attack is not allowed"), in keyed words; its English is the error's text. */
export { KeyedRefusal as RuleRefusal } from '../assist/messages.js';

/**
 * The head every declared procedure's report starts with: the game, the procedure and its kind, the title that
 * cites its section, and whether this was a preview.
 */
export function reportHead(
  s: Scenario,
  p: { id: string; kind: string; title: string; section: string },
  session: { preview: boolean },
): Pick<RuleReport, 'game' | 'procedure' | 'kind' | 'title' | 'preview'> {
  return {
    game: s.id,
    procedure: p.id,
    kind: p.kind,
    title: procedureTitle(s.game.title, p.title, p.section),
    preview: session.preview,
  };
}

// The journal's format, checked without touching a file: the CLI reads it from disk, the table companion from
// the browser's storage or an imported file, and both refuse the same malformed journals.
import { z } from 'zod';
import { KeyedRefusal, msg, type Message } from '../messages.js';
import { formatPath } from '../../load/format-path.js';
import type { RandomState } from '../dice/random-core.js';

/** A roll as the journal keeps it: whether the player entered it by hand or the generator rolled it. */
export interface JournalRoll {
  spec: string;
  faces: number[];
  total: number;
  entered: boolean;
  /** A withdrawn choice's die kept before the sides were recorded: replay cannot draw it again. */
  sidesUnknown?: boolean;
}

export interface JournalEntry {
  at: string;
  command: string;
  inputs: Record<string, unknown>;
  /** Every die rolled for this entry, in the order it was drawn. */
  rolls: JournalRoll[];
  result: unknown;
  /**
   * The result as keyed messages ({key, values}), written since the rules speak in keys; a page words them in
   * its language. Older journals lack it and show `result` as it was written.
   */
  said?: unknown;
  /** The game turn the entry belongs to, when known. */
  turn?: number;
  /** The seeded generator as this entry found it; absent when its dice came from the cryptographic source. */
  rng?: RandomState;
  /** What `journal undo` restores: the state keys as they were, those that were absent, the generator before. */
  undo?: EntryUndo;
}

export interface EntryUndo {
  state: Record<string, unknown>;
  absent: string[];
  rng: RandomState | null;
}

/**
 * A result that waits on a player's choice the rules give after it is known (Heroic Stand, spreading hits).
 * The dice already rolled are kept so that the answer, given on a second call, cannot roll them again.
 */
export interface PendingChoice {
  at: string;
  command: string;
  /** The command's flags as given, to run it again with the choice. */
  flags: Record<string, unknown>;
  /** Choices already made, in order, before this one. */
  choices: string[];
  /** Machine dice drawn so far, in order; the answer draws them again from here, not from the generator. */
  machine: number[];
  /** The sides of each machine die drawn, in the same order, so that `journal replay` can draw them again. */
  machineSides?: number[];
  /** The generator this command started from (for replay), and the journal's before it (for undo). */
  rng?: RandomState;
  undoRng: RandomState | null;
  question: string;
  /** The question as a keyed message; older journals hold only the English `question`. */
  said?: unknown;
  options: string[];
  rule: string;
}

/**
 * A game at the table, kept between commands: per-game state (turn, air surges, labour units, bridge,
 * cards played, eliminations), the seeded generator's state, and every roll with its inputs.
 */
export interface Journal {
  version: 1;
  game: string;
  created: string;
  rng?: RandomState;
  state: Record<string, unknown>;
  entries: JournalEntry[];
  pending?: PendingChoice;
  /** Rolls taken back by `journal undo`, oldest first: spent dice, kept so that replay draws them too. */
  withdrawn?: WithdrawnRoll[];
}

/**
 * An entry, or a choice still waiting, that `journal undo` took back, with the dice it had rolled. The generator
 * is not put back, so no later declaration receives these dice; they stay here for everyone to read, and for
 * `journal replay` to draw again in their place in the generator's sequence.
 */
export interface WithdrawnRoll {
  /** When it was rolled, and when taken back. */
  at: string;
  undone: string;
  kind: 'entry' | 'choice';
  command: string;
  /** The entry's number when it was taken back (for a choice: the number its entry would have had). */
  number: number;
  inputs: Record<string, unknown>;
  rolls: JournalRoll[];
  /** The seeded generator it started from; absent when its dice came from the cryptographic source. */
  rng?: RandomState;
}

/**
 * A year of rolls is well under a megabyte; a file this large is not a journal, and reading it whole would only
 * exhaust memory (or hit the engine's longest string) before saying so.
 */
export const MAX_JOURNAL_BYTES = 64 * 1024 * 1024;

// Made on the first journal read, not as the module loads: a table-side answer without a journal never reads one,
// and building the schemas cost such an answer some 30 ms of CPU.
let schema: ReturnType<typeof journalSchema> | undefined;

function journalSchema() {
  // Loose objects: a key this version does not know is kept when the journal is saved again, not dropped.
  const record = z.record(z.string(), z.unknown());
  const rollSchema = z.looseObject({
    spec: z.string(),
    faces: z.array(z.number()),
    total: z.number(),
    entered: z.boolean(),
  });
  // pure-rand's xoroshiro128plus resumes from exactly four 32-bit integers and throws on anything else; from
  // four zeros it would roll the same face for ever.
  const rngSchema = z.looseObject({
    kind: z.literal('xoroshiro128plus'),
    seed: z.string(),
    state: z
      .array(z.int32())
      .length(4)
      .refine((s) => s.some((w) => w !== 0), 'all zero, from which the generator never moves'),
  });
  // The fields newer Sandtables add are optional, so older journals read as they are.
  const entrySchema = z.looseObject({
    at: z.string(),
    command: z.string(),
    inputs: record,
    rolls: z.array(rollSchema),
    result: z.unknown(),
    turn: z.number().optional(),
    rng: rngSchema.optional(),
    undo: z.looseObject({ state: record, absent: z.array(z.string()), rng: rngSchema.nullable() }).optional(),
  });
  const pendingSchema = z.looseObject({
    at: z.string(),
    command: z.string(),
    flags: record,
    choices: z.array(z.string()),
    machine: z.array(z.int().min(1)),
    machineSides: z.array(z.int().min(1)).optional(),
    rng: rngSchema.optional(),
    undoRng: rngSchema.nullable(),
    question: z.string(),
    options: z.array(z.string()),
    rule: z.string(),
  });
  return z.looseObject({
    version: z.literal(1),
    game: z.string(),
    created: z.string(),
    rng: rngSchema.optional(),
    state: record,
    entries: z.array(entrySchema),
    pending: pendingSchema.optional(),
    withdrawn: z
      .array(
        z.looseObject({
          at: z.string(),
          undone: z.string(),
          kind: z.enum(['entry', 'choice']),
          command: z.string(),
          number: z.int().min(1),
          inputs: record,
          rolls: z.array(rollSchema),
          rng: rngSchema.optional(),
        }),
      )
      .optional(),
  });
}

export function newJournal(game: string): Journal {
  return { version: 1, game, created: new Date().toISOString(), state: {}, entries: [] };
}

const KINDS: Readonly<Record<string, Message>> = {
  string: msg('refused.kindString'),
  number: msg('refused.kindNumber'),
  boolean: msg('refused.kindBoolean'),
};

function kindOf(v: unknown): Message {
  if (v === null) return msg('refused.kindNull');
  if (Array.isArray(v)) return msg('refused.kindList');
  if (typeof v === 'object') return msg('refused.kindObject');
  return KINDS[typeof v] ?? msg('refused.kindOther', { type: typeof v });
}

export function checkJournal(file: string, data: unknown): Journal {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new KeyedRefusal(msg('refused.journalNotObject', { file, kind: kindOf(data) }));
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && version !== 1)
    throw new KeyedRefusal(msg('refused.journalVersion', { file, version }));
  const result = (schema ??= journalSchema()).safeParse(data);
  if (result.success) return data as Journal;
  const shown = 3;
  const problems = result.error.issues.slice(0, shown).map((i) => {
    const where = formatPath(i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)));
    // "record" is the schema's word; to a person editing the file it is an object.
    const what = i.message.replace(/^Invalid input: /, '').replace(/\brecord\b/, 'object');
    return `${where || 'top level'}: ${what}`;
  });
  const more = result.error.issues.length - shown;
  // The problems are the schema's own words (zod's), as the file's lines are quoted: values, not sentences of ours.
  throw new KeyedRefusal(
    msg('refused.journalSchema', {
      file,
      problems: problems.join('; '),
      more: more > 0 ? msg('refused.andMore', { more }) : '',
    }),
  );
}

/** A journal's text, as a file or an import holds it, checked whole; `name` is what errors call it. */
export function parseJournal(name: string, text: string, game?: string): Journal {
  if (!text.trim()) throw new KeyedRefusal(msg('refused.journalEmpty', { file: name }));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new KeyedRefusal(msg('refused.journalUnreadable', { file: name, error: (e as Error).message }));
  }
  const j = checkJournal(name, data);
  if (game && j.game !== game)
    throw new KeyedRefusal(msg('refused.journalOtherGame', { file: name, game: j.game, expected: game }));
  return j;
}

/** The journal as its file holds it. */
export const journalText = (j: Journal): string => JSON.stringify(j, null, 2) + '\n';

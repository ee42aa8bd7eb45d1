import { z } from 'zod';
import { suggest } from '../../util/suggest.js';
import { PIECE_SIZE_SYNTAX, SIZE_PATTERN, SIZE_SYNTAX, pieceSizeToMm, sizeToMm } from '../size.js';

// Zod's JIT writes and compiles a parser for each object schema on its first parse: worth it for a server that
// parses the same shape a million times, a loss for a CLI that parses each game file once (0.1-0.3 s of a cold
// build went to generating and compiling that code). Every module that parses imports this one first.
//
// Zod's memoizer gives a recursive schema cycle support (an input that refers back into itself); to know whether a
// schema is recursive it walks the schema's whole tree on its first parse, every property of every object of it:
// half of checking rules.yaml once (about 5 ms of 10). No schema here is recursive, and an input that refers back
// into itself is refused before validation (parseYaml's depth limit), so the memoizer would never act: a pass-through
// one (as zod/mini has none) parses the same. Set before any schema below is made, as each container reads it then.
const passThrough: z.core.$ZodMemoizer = { attach() {}, guard() {}, alloc: (_inst, _payload, empty) => empty };
z.config({ jitless: true, memoizer: passThrough });

/**
 * What a game file may hold. No printed wargame comes near these (the bundled games have at most 68 units,
 * 52 pieces, a 30 × 24 map, a 105-card deck and 745 characters in one text); they exist so that a slip or a
 * hostile file is refused with a message, rather than a build that runs out of memory, aborts on a number
 * no drawing can hold, or runs for hours. Each is chosen so that a game at every limit still builds quickly.
 */
export const LIMITS = {
  /** Characters in an id, a name, a title, a heading, a label. */
  nameChars: 200,
  /** Characters in a description, a note, a card's or an ability's text, a provenance. */
  textChars: 2000,
  /** Counters printed for one unit or marker. */
  copies: 200,
  /** Counters in the whole game, units and markers together. */
  pieces: 5000,
  /** Steps a unit can lose. */
  steps: 20,
  /** A printed combat, movement or other factor. */
  factor: 999,
  /** A column shift or die roll modifier. */
  shift: 99,
  /** Turns in a game. */
  turns: 500,
  /** Dice rolled at once, and faces on one die. */
  dice: 10,
  faces: 100,
  /** Anything about a roll, points, costs or effects a procedure reads: ± this. */
  value: 1_000_000,
  /** A position or a size on the printed map, in mm: 5 m, beyond any table. */
  mm: 5000,
  /** A line's drawn width, in mm. */
  lineMm: 50,
  /** Columns or rows of a hex map (a 200 × 200 map is 40,000 hexes). */
  gridCells: 200,
  /** Cells one list may name, e.g. all hexes of one terrain: every cell of the largest map. */
  cells: 40_000,
  /** Cards in a deck. */
  cards: 1000,
  /** Items in a list of hand-made things: sides, abilities, charts, rows of a chart, boxes, lines. */
  items: 1000,
  /** Entries in a translation table. */
  entries: 20_000,
} as const;

/** Text a person may write that is no known key, shown at most this long and matched only when short. */
const KEY_SHOWN = 60;

/**
 * A strict object: any key the designer typed that the format does not know is an error,
 * and the message offers the nearest known key, because a typo is the likeliest cause.
 */
export function strict<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .slice(0, 10)
        .map((key) => {
          const near = key.length <= LIMITS.nameChars ? suggest(key, known) : undefined;
          const shown = key.length > KEY_SHOWN ? `${key.slice(0, KEY_SHOWN - 1)}…` : key;
          return `unknown field "${shown}"${near ? ` (did you mean "${near}"?)` : ''}`;
        })
        .join('; ');
    },
  });
}

/** An id, a name, a title, a heading: one line a person reads at a glance. */
export const name = z.string().max(LIMITS.nameChars);

/** A description, a note, a rule in our words: a paragraph at most. */
export const text = z.string().max(LIMITS.textChars);

export const id = z
  .string({
    error: (i) =>
      typeof i.input === 'number'
        ? 'expected an id in quotes; a bare number here loses its leading zeros (write "0603", not 0603)'
        : undefined,
  })
  .max(LIMITS.nameChars)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'ids use letters, digits, "-", "_" and "." only');

/** A whole number between two bounds, both written into the message a designer sees. */
/**
 * A rule hook, named "<game>.<rule>" (`my-game.move-check`): code in src/games/<game>/ that the data refers to by this
 * name, for what the rules model cannot say; `validate` refuses a name no game's code has.
 */
export const hookName = (example: string, of = '<game>.<rule>') =>
  z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, `a hook is named "${of}", e.g. ${example}`);

export const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** Any number between two bounds; never Infinity or NaN, which zod refuses. */
export const num = (min: number, max: number) => z.number().min(min).max(max);

/** How many copies of a counter or a card are printed. */
export const copies = int(1, LIMITS.copies);

/** A turn of the game, counted from 1. */
export const turn = int(1, LIMITS.turns);

/** A printed factor. */
export const factor = int(0, LIMITS.factor);

/** A point on the printed map, in mm from its top-left corner. */
export const coordMm = num(-LIMITS.mm, LIMITS.mm);

/** A length on the printed map or table, in mm, more than nothing. */
export const sizeMm = z.number().positive().max(LIMITS.mm);

/** A number a procedure reads (victory points, costs, effects). */
export const value = num(-LIMITS.value, LIMITS.value);

/** A list with at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number = LIMITS.items) => z.array(item).max(max);

/**
 * A key of a mapping the designer fills (translations, effects). A "__proto__" key never arrives here: the
 * YAML reader refuses it, since a parser would drop it without a word.
 */
export const key = (maxChars: number = LIMITS.nameChars) => z.string().max(maxChars);

/** A mapping with at most `max` entries, each key bounded. */
export const record = <V extends z.ZodType>(k: ReturnType<typeof key>, v: V, max: number = LIMITS.entries) =>
  z.record(k, v).refine((o) => Object.keys(o).length <= max, {
    error: (i) =>
      `has ${Object.keys(i.input as object).length.toLocaleString('en')} entries; ` +
      `at most ${max.toLocaleString('en')} are allowed`,
  });

/**
 * Where a value comes from. Exactly one key: `rules` (with the section), `history` (with a reference),
 * `reconstructed` (Sandtable's reasoning where the published value is lost) or `original` (the designer's own
 * game: the value is theirs, named by the designer).
 */
/** Anything a reader should know about the value: a reading of an unclear rule, an erratum applied, a doubt. */
const provenanceNote = text.optional();

export const provenanceKinds = z.union(
  [
    strict({
      /** The rule section the value is printed in ("6.5", "Terrain Effects Chart"): a player looks it up there. */
      rules: text.min(1),
      /** Which of game.yaml's `sources` that section is in, by id, when the game has more than one. */
      source: name.optional(),
      note: provenanceNote,
    }),
    strict({
      /** The historical reference the value rests on (a book and page, an order of battle), where no rule sets it. */
      history: text.min(1),
      note: provenanceNote,
    }),
    strict({
      /**
       * Sandtable's reasoning where the published value is lost or unreadable: the value is printed marked
       * "reconstructed", and `sandtable sources` lists it. Never used for a designer's own game.
       */
      reconstructed: text.min(1),
      note: provenanceNote,
    }),
    strict({
      /** The designer's name, for a value of their own game: the value is theirs, printed without a mark. */
      original: name.min(1),
      note: provenanceNote,
    }),
  ],
  {
    error:
      'provenance needs exactly one of: rules (with the section), history (with a reference), ' +
      "reconstructed (with the reasoning), original (with the designer's name)",
  },
);
type ProvenanceValue = z.infer<typeof provenanceKinds>;

/**
 * The game's `defaultProvenance` while its folder is being read, so that a designer's own game need not repeat
 * `{ original: "Name" }` on every value. The loader sets it around one synchronous parse (`withDefaultProvenance`).
 */
let fallbackProvenance: ProvenanceValue | undefined;

export function withDefaultProvenance<T>(fallback: ProvenanceValue | undefined, read: () => T): T {
  const before = fallbackProvenance;
  fallbackProvenance = fallback;
  try {
    return read();
  } finally {
    fallbackProvenance = before;
  }
}

/**
 * Where the value comes from: exactly one of `rules`, `history`, `reconstructed` or `original`. May be left out
 * when game.yaml gives a `defaultProvenance`; without either, an error.
 */
export const provenance = provenanceKinds.optional().transform((p, ctx): ProvenanceValue => {
  if (p) return p;
  if (fallbackProvenance) return fallbackProvenance;
  ctx.addIssue({
    code: 'custom',
    message:
      'provenance is missing: write one here, or give game.yaml a defaultProvenance ' +
      '(e.g. { original: "Your Name" } for your own design)',
  });
  return z.NEVER;
});

export const color = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb');

/** A length: "8in", "203mm", "36pt", "5/8" (src/model/size.ts); more than nothing and at most LIMITS.mm. */
export const length = z
  .string()
  .max(30)
  .regex(SIZE_PATTERN, `a length is ${SIZE_SYNTAX}`)
  .refine(
    (s) => {
      const mm = sizeToMm(s);
      return mm === undefined || (mm > 0 && mm <= LIMITS.mm);
    },
    { error: `a length is more than 0 and at most ${LIMITS.mm} mm (${LIMITS.mm / 1000} m)` },
  );

/**
 * A piece of its own shape (a leader, a marker): "1in x 0.5in", width by height, each side from 1/4 in to 4 in,
 * so that a piece is never too small to cut or larger than a sheet holds.
 */
export const pieceSize = z
  .string()
  .max(40)
  .refine((s) => pieceSizeToMm(s) !== undefined, { error: `a piece size is ${PIECE_SIZE_SYNTAX}` })
  .refine(
    (s) => {
      const mm = pieceSizeToMm(s);
      return !mm || [mm.width, mm.height].every((v) => v >= 6.35 - 1e-9 && v <= 101.6 + 1e-9);
    },
    { error: 'each side of a piece is from 1/4 in (6.35 mm) to 4 in (101.6 mm)' },
  );

/** NdM: N dice (1–10) of M faces (2–100), summed (`2d6`); a chart's rows must cover every total they make. */
export const diceSpec = z
  .string()
  .max(10)
  .regex(/^[1-9]\d*d([2-9]|[1-9]\d+)$/, 'dice are written NdM, e.g. 1d6 or 2d6')
  .refine(
    (s) => {
      const m = s.match(/^(\d+)d(\d+)$/);
      return !m || (Number(m[1]) <= LIMITS.dice && Number(m[2]) <= LIMITS.faces);
    },
    { error: `dice are at most ${LIMITS.dice} dice of at most ${LIMITS.faces} faces, e.g. 2d6` },
  );

/** Free-form numeric or text effects read by game procedures, e.g. { defenceMultiplier: 2 }. */
export const effects = record(key(), z.union([value, text, z.boolean()]), 100);
export type Provenance = z.infer<typeof provenanceKinds>;

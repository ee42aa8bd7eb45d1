import type { ChartBook } from '../../load/load-scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import type { RandomSource, RandomState } from '../dice/random-core.js';
import { DiceBox } from '../dice/dice-box.js';
import type { Journal, JournalRoll, PendingChoice } from '../journal/journal-format.js';
import { KeyedRefusal, KeyedUsage, asMessage, inputOf, msg, type Message, type Value } from '../messages.js';

// A procedure at the table, wherever it runs: the CLI keeps its journal in a file, the table companion in the
// browser's storage. Both go through this session, so a roll, a pending choice and an entry are the same.

/** Where the session's journal lives: read once, then changed whole under whatever lock the place has. */
export interface JournalStore {
  /** What messages call the journal: its file name, or the page's name for it. */
  readonly name: string;
  read(game: string): Journal;
  update(game: string, change: (j: Journal) => void): Journal;
  /**
   * Holds the journal for a whole command (read, rules, write), where the place can lock it: a second command
   * waits, then starts from this one's result. Ended by the session once it has written, or by the place
   * when the command ends otherwise.
   */
  begin?(): JournalTransactionLike;
}

/** A journal held for one command: its reads and its writes, then let go. */
export interface JournalTransactionLike {
  read(game: string): Journal;
  update(game: string, change: (j: Journal) => void): Journal;
  end(): void;
}

/** Where dice come from when none are entered: the platform's cryptographic source, or a seed. */
export interface DiceSources {
  crypto(): RandomSource;
  seeded(seed: string, resume?: number[]): RandomSource;
}

/** What the session needs from where it runs. */
export interface TableEnvironment {
  store?: JournalStore;
  sources: DiceSources;
  /** Told of every choice a procedure stops for, kept in a journal or not: where a screen asks it. */
  onAsk?: (asked: ChoiceAsked) => void;
}

export interface AssistFlags {
  seed?: string;
  journal?: string;
  json?: boolean;
  /** Show the totals, the column and the chance of every result; roll nothing, write nothing. */
  preview?: boolean;
  /** Let the machine roll the dice a player did not enter by hand. */
  fill?: boolean;
  /** The answer to a choice the rules give after the result. */
  choose?: string;
  /** Record something for a turn before the journal's. */
  amend?: boolean;
}

/** A required option, checked by hand where a command answering a pending choice may leave it out. */
export function required<T>(value: T | undefined, flag: string): T {
  if (value === undefined || (Array.isArray(value) && !value.length))
    throw new KeyedUsage(msg('input.required', inputOf(flag)));
  return value;
}

/** Whose table it is, for the title line, when it is a designer's own: "original design by Jane Doe". */
export function originalCredit(chart: Chart): string | undefined {
  return 'original' in chart.provenance ? `original design by ${chart.provenance.original}` : undefined;
}

/** The warning line printed wherever a reconstructed table decides an outcome. */
/** The same warning as a keyed message, for a report a front end words in its language. */
export function reconstructionNote(s: ChartBook, chart: Chart): Message | undefined {
  return 'reconstructed' in chart.provenance
    ? msg('report.reconstructed', { chart: chart.name, see: msg('report.sources', { game: s.id }) })
    : undefined;
}

export function reconstructionWarning(s: ChartBook, chart: Chart): string | undefined {
  return 'reconstructed' in chart.provenance
    ? `warning: "${chart.name}" is reconstructed by Sandtable, not the published table (see: sandtable sources ${s.id})`
    : undefined;
}

/**
 * A whole number from a flag, within bounds every caller states. A number no player means (99999999
 * units, -1 air units, a shift of a thousand columns) would otherwise size a loop or an array, or
 * quietly turn into an advantage; it is refused here, naming the flag and its range. `why` says where
 * the bound comes from when the game sets it.
 */
export function parseInteger(
  value: string,
  flag: string | Message,
  min: number,
  max: number,
  why?: string | Message,
): number {
  const range = msg(why ? 'refused.rangeWhy' : 'refused.range', { min, max, why: why ?? '' });
  if (!/^[+-]?\d+$/.test(value.trim())) throw new KeyedUsage(msg('refused.notNumber', { flag, range, value }));
  const n = Number(value);
  if (n < min || n > max) throw new KeyedUsage(msg('refused.outOfRange', { flag, range, value: value.trim() }));
  return n;
}

/** For a game whose charts have no turn track: far beyond any game's length, still refusing 1e308. */
const TURN_LIMIT = 999;

/** The game's last turn, read off its turn track: optional extra turns are on the track too. */
export function lastTurn(book: ChartBook): number {
  const track = book.charts.find((c) => c.kind === 'turn-track');
  return track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : TURN_LIMIT;
}

/**
 * The turn from --turn, else the journal's; undefined when neither knows it. A turn before the journal's is
 * refused unless --amend: play runs one way (`rule` names where the game's sequence says so).
 */
export function turnFrom(
  flags: { turn?: string; amend?: boolean },
  session: Session,
  rule?: Value,
): number | undefined {
  const known = session.journalTurn();
  if (flags.turn === undefined) return known;
  const turn = parseInteger(flags.turn, '--turn', 1, lastTurn(session.scenario), msg('refused.turnsOfGame'));
  if (known !== undefined && turn < known && !flags.amend)
    throw new KeyedRefusal(msg('refused.turnBack', { turn, known, rule: rule ? msg('refused.rule', { rule }) : '' }));
  return turn;
}

/** A source that hands out the dice a pending command already drew, then goes on with the generator. */
function replaying(faces: readonly number[], then: RandomSource): RandomSource {
  const queue = [...faces];
  return {
    int(min, max) {
      const f = queue.shift();
      if (f === undefined) return then.int(min, max);
      if (f < min || f > max) throw new KeyedRefusal(msg('refused.pendingDice', { face: f }));
      return f;
    },
    state: () => then.state(),
  };
}

/** Every machine die drawn, in order, with its sides: what a command stopped for a choice must keep. */
function recording(source: RandomSource, into: number[], sides: number[]): RandomSource {
  return {
    int(min, max) {
      const f = source.int(min, max);
      into.push(f);
      sides.push(max - min + 1);
      return f;
    },
    state: () => source.state(),
  };
}

const sameRng = (a: RandomState | undefined, b: RandomState | undefined) => JSON.stringify(a) === JSON.stringify(b);

export interface EntryDraft {
  command: string;
  inputs: Record<string, unknown>;
  result: unknown;
  /** The result as keyed messages, for a page to word in its language (`result` keeps the English it had). */
  said?: readonly Message[];
  /** Defaults to every die of the session's DiceBox, in the order drawn. */
  rolls?: JournalRoll[];
  turn?: number;
}

export interface ChoiceAsked {
  question: string;
  /** The question as a keyed message, for a page or a refusal to word in its language; `question` is its English. */
  said: Message;
  options: string[];
  rule: string;
  /**
   * The answer's parts, each with every legal value, for a screen that offers them to tap rather than to type:
   * `each` answers every item with one of its values ("flak-1=J9,gr-1051=loss", in the order they were chosen);
   * `some` names the items taken ("46-bde,227-bde"), or `none`; `count` gives items numbers that add up to
   * `total` ("us-1=2,us-2=1", an item given none left out).
   */
  picks?: ChoicePicks;
}

export interface ChoicePicks {
  mode: 'each' | 'some' | 'count';
  items: { item: string; at?: string; values: string[] }[];
  total?: number;
}

/** Hits to spread over units, every one taken: each unit may take from none to all of them. */
export const countPicks = (refs: readonly string[], total: number): ChoicePicks => ({
  mode: 'count',
  total,
  items: refs.map((item) => ({ item, values: Array.from({ length: total + 1 }, (_, i) => String(i)) })),
});

/**
 * The session: dice from --seed, or resumed from the journal's seeded state, or the cryptographic
 * source; and the journal itself, saved only when the command succeeds and never by a preview.
 */
export class Session {
  private current?: Journal;
  readonly source: RandomSource;
  readonly preview: boolean;
  /** The choice this command answers, when the journal holds one waiting for it. */
  readonly pending?: PendingChoice;
  private readonly machine: number[] = [];
  private readonly machineSides: number[] = [];
  /** The generator this command starts from, kept in its entry for `journal replay`. */
  private readonly start?: RandomState;
  /** The journal's generator as read, when the dice go on from it: a writer in between must not be reused. */
  private readonly resumedFrom?: RandomState;
  private box?: DiceBox;
  private readonly store?: JournalStore;
  /** The journal held from this command's first read until it has written. */
  private tx?: JournalTransactionLike;
  constructor(
    readonly scenario: ChartBook,
    private readonly flags: AssistFlags,
    readonly command: string | undefined,
    private readonly env: TableEnvironment,
  ) {
    this.preview = !!flags.preview;
    this.store = flags.journal ? env.store : undefined;
    // A preview writes nothing, so it need not hold anyone up.
    this.tx = this.preview ? undefined : this.store?.begin?.();
    try {
      this.current = (this.tx ?? this.store)?.read(scenario.id);
      const pending = this.current?.pending;
      if (pending) {
        if (pending.command !== command || this.preview || flags.choose === undefined)
          throw new KeyedRefusal(pendingMessage(flags.journal!, pending));
        if (flags.seed !== undefined && flags.seed !== pending.rng?.seed)
          throw new KeyedRefusal(msg('refused.pendingSeed', { command: pending.command }));
        this.pending = pending;
      }
    } catch (e) {
      this.end();
      throw e;
    }
    const pending = this.pending;
    let source: RandomSource;
    // A seed the journal already rolls from goes on where it stands: starting it afresh would hand out dice
    // already spent (seen, then taken back by undo) to a new declaration.
    const fresh = flags.seed !== undefined && !pending && this.current?.rng?.seed !== flags.seed;
    if (fresh && this.current && flags.seed !== undefined) this.refuseSpentSeed(flags.seed);
    if (fresh && flags.seed !== undefined) source = env.sources.seeded(flags.seed);
    else if (this.current?.rng) {
      source = env.sources.seeded(this.current.rng.seed, this.current.rng.state);
      this.resumedFrom = this.current.rng;
    } else source = env.sources.crypto();
    this.start = pending ? pending.rng : source.state();
    this.source = recording(pending ? replaying(pending.machine, source) : source, this.machine, this.machineSides);
  }

  /** A seed this journal rolled from before, and has since left, would give its spent dice again. */
  private refuseSpentSeed(seed: string): void {
    const j = this.current!;
    const used = [...j.entries, ...(j.withdrawn ?? [])].some((e) => e.rng?.seed === seed);
    if (!used) return;
    this.end();
    throw new KeyedRefusal(msg('refused.spentSeed', { seed }));
  }

  /** Lets go of the journal: this command will write no more. */
  end(): void {
    this.tx?.end();
    this.tx = undefined;
  }

  /** Writes under the held journal when there is one, then lets it go; else under the lock for this write. */
  private write(change: (j: Journal) => void): Journal {
    try {
      return (this.tx ?? this.store!).update(this.scenario.id, change);
    } finally {
      this.end();
    }
  }

  /** The journal as this command last read or saved it. */
  get journal(): Journal | undefined {
    return this.current;
  }

  /**
   * The command's dice. `hand` says whether any were entered by hand: then the rest must be too, or --fill
   * given. Created once; a preview's box refuses to roll.
   */
  dice(hand: boolean): DiceBox {
    this.box ??= new DiceBox(this.source, { fill: !!this.flags.fill, hand, preview: this.preview });
    return this.box;
  }

  /** State the engine keeps besides the procedure's own (the turn log), written with the procedure's entry. */
  private readonly carried: Record<string, unknown> = {};
  carry(state: Record<string, unknown>): void {
    Object.assign(this.carried, state);
  }

  state<T>(key: string, initial: T): T {
    if (!this.current) return initial;
    return (this.current.state[key] as T | undefined) ?? initial;
  }

  /**
   * The turn the journal stands at (state.turn), undefined when it names none; a turn that is none of the game's
   * (0, a fraction, past the turn track) is refused naming the journal and the field.
   */
  journalTurn(): number | undefined {
    const turn = this.state<unknown>('turn', undefined);
    const last = lastTurn(this.scenario);
    if (turn === undefined || (Number.isInteger(turn) && (turn as number) >= 1 && (turn as number) <= last))
      return turn as number | undefined;
    const journal = this.store?.name ?? this.flags.journal ?? '';
    throw new KeyedRefusal(msg('refused.stateTurn', { journal, turn: JSON.stringify(turn), last }));
  }

  /** Every state key as the journal holds it, for a game's typed reading. */
  get rawState(): Record<string, unknown> {
    return this.current?.state ?? {};
  }

  /**
   * The flags to run with: as given, or, answering a pending choice, the pending command's own. A flag given
   * again must say what it said then; the choices made before come first, then this one.
   */
  resume<F extends AssistFlags>(flags: F, given: Record<string, unknown>): { flags: F; choices: string[] } {
    const p = this.pending;
    if (!p) return { flags, choices: flags.choose !== undefined ? [flags.choose] : [] };
    const own = new Set(['journal', 'json', 'choose', 'seed', 'fill']);
    for (const [k, v] of Object.entries(given)) {
      if (own.has(k)) continue;
      if (JSON.stringify(p.flags[k]) !== JSON.stringify(v))
        throw new KeyedRefusal(
          msg('refused.otherCommand', {
            file: this.flags.journal!,
            command: p.command,
            flag: k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
            was: p.flags[k] === undefined ? msg('refused.notGiven') : JSON.stringify(p.flags[k]),
          }),
        );
    }
    if (!p.options.some((o) => optionMatches(o, flags.choose!)))
      throw new KeyedUsage(
        msg('refused.chooseOne', {
          question: asMessage(p.said) ?? p.question,
          options: p.options.join(', '),
          given: flags.choose!,
        }),
      );
    return {
      flags: {
        ...(p.flags as F),
        journal: flags.journal,
        json: flags.json,
        choose: flags.choose,
        fill: flags.fill || (p.flags.fill as boolean | undefined),
      },
      choices: [...p.choices, flags.choose!],
    };
  }

  /**
   * Stops the command for a choice the rules give once the result is known: the journal keeps the dice drawn
   * so far and the question; the answer comes with --choose on a second call. Without a journal nothing is
   * kept, and the caller says how to run it again.
   */
  ask(flags: AssistFlags, choices: string[], asked: ChoiceAsked): void {
    this.env.onAsk?.(asked);
    const file = this.flags.journal;
    if (this.preview || !this.current || !file) return;
    const { journal: _j, json: _s, choose: _c, seed: _e, preview: _p, ...kept } = flags;
    this.current = this.write((j) => {
      this.checkNoOtherWriter(j);
      const pending: PendingChoice = {
        at: new Date().toISOString(),
        command: this.command ?? 'command',
        flags: kept as Record<string, unknown>,
        choices,
        machine: [...this.machine],
        machineSides: [...this.machineSides],
        ...(this.start ? { rng: this.start } : {}),
        undoRng: this.pending ? this.pending.undoRng : (j.rng ?? null),
        ...asked,
      };
      const rng = this.source.state();
      if (rng) j.rng = rng;
      j.pending = pending;
    });
  }

  private checkNoOtherWriter(j: Journal): void {
    if (j.pending && !this.pending) throw new KeyedRefusal(pendingMessage(this.flags.journal!, j.pending));
    if (this.machine.length && this.resumedFrom && !sameRng(j.rng, this.resumedFrom))
      throw new KeyedRefusal(msg('refused.otherWriter'));
  }

  /**
   * Appends the entry under the journal's lock, onto the journal as it is on disk now rather than as this
   * command read it: another command may have saved entries in between, and they are kept. Only the state keys
   * this command sets are written over; their old values go into the entry, so `journal undo` can put them
   * back. A preview writes nothing.
   */
  record(entry: EntryDraft, state: Record<string, unknown> = {}): void {
    const file = this.flags.journal;
    if (this.preview || !this.current || !file) return;
    this.current = this.write((j) => {
      this.checkNoOtherWriter(j);
      // --amend records an earlier turn; the game itself stays at the latest.
      const known = j.state.turn;
      const next = { ...this.carried, ...state };
      if (typeof next.turn === 'number' && typeof known === 'number' && next.turn < known) next.turn = known;
      const before: Record<string, unknown> = {};
      const absent: string[] = [];
      for (const k of Object.keys(next)) {
        if (k in j.state) before[k] = j.state[k];
        else absent.push(k);
      }
      const undoRng = this.pending ? this.pending.undoRng : (j.rng ?? null);
      Object.assign(j.state, next);
      const rng = this.source.state();
      if (rng) j.rng = rng;
      delete j.pending;
      const turn = entry.turn ?? (typeof state.turn === 'number' ? state.turn : undefined);
      j.entries.push({
        at: new Date().toISOString(),
        command: entry.command,
        inputs: entry.inputs,
        rolls: entry.rolls ?? this.box?.rolls ?? [],
        result: entry.result,
        ...(entry.said ? { said: entry.said } : {}),
        ...(turn !== undefined ? { turn } : {}),
        ...(this.start ? { rng: this.start } : {}),
        undo: { state: before, absent, rng: undoRng },
      });
    });
  }
}

/** "1|2" matches "1"; a free-form option ("UNIT=N,…") takes anything and is checked by the procedure. */
function optionMatches(option: string, given: string): boolean {
  return option.includes('…') || option === given;
}

function pendingMessage(file: string, p: PendingChoice): Message {
  const said = asMessage(p.said);
  // A keyed question that cites its section among its values already shows it: citing it again read "(7.7) (7.7)".
  // An English question that ends by citing it (a rule hook's) likewise.
  const cited = said !== undefined ? Object.values(said.values).includes(p.rule) : p.question.endsWith(`(${p.rule})`);
  const rule = cited || !p.rule ? '' : msg('refused.rule', { rule: p.rule });
  return msg('refused.pending', {
    file,
    question: said ?? p.question,
    rule,
    command: p.command,
    options: p.options.join('|'),
  });
}

export function chartById<K extends Chart['kind']>(s: ChartBook, id: string, kind: K): Extract<Chart, { kind: K }> {
  const c = s.charts.find((x) => x.id === id);
  if (!c)
    throw new KeyedUsage(msg('refused.noChart', { game: s.id, id, charts: s.charts.map((x) => x.id).join(', ') }));
  if (c.kind !== kind) throw new KeyedUsage(msg('refused.chartKind', { id, kind: c.kind, want: kind }));
  return c as Extract<Chart, { kind: K }>;
}

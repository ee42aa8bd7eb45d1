import { z } from 'zod';
import { msg, type Message, type Value } from '../../assist/messages.js';
import { RuleRefusal } from '../report.js';
import type { Scenario } from '../../model/scenario.js';

// Per-turn bookkeeping, the same for every game: what has been done in this turn and by whom, kept in the
// journal's state under one key and started afresh when the turn moves on. A game names the kinds of act its
// rules limit ("fired", "fought", "bridge") and the order of its phases; the checks and the refusals are here.

/** The key the journal's state keeps it under. */
export const TURN_LOG_KEY = 'thisTurn';

export const turnLogSchema = z.looseObject({
  turn: z.int().min(1).optional(),
  /** The side whose part of the turn it is, once something it did says so. */
  side: z.string().optional(),
  /** Sides whose part of this turn is over: another side has played its part since. */
  done: z.array(z.string()).default([]),
  /** The last phase the side in play has reached, in the game's order. */
  phase: z.string().optional(),
  /** By kind of act, the units or places that did it this turn. */
  acted: z.record(z.string(), z.array(z.string())).default({}),
});

export type TurnLog = z.infer<typeof turnLogSchema>;

/** The log for `turn`: the journal's, when it is this turn's; a fresh one when the turn has moved on. */
export function turnLogFor(raw: unknown, turn: number | undefined): TurnLog {
  const parsed = turnLogSchema.safeParse(raw ?? {});
  const log = parsed.success ? parsed.data : turnLogSchema.parse({});
  if (log.turn === turn) return structuredClone(log);
  return turnLogSchema.parse(turn === undefined ? {} : { turn });
}

/** Sides and phases as a refusal names them: the game's names, not its ids ("United States", "Fire"). */
export interface TurnNames {
  side(id: string): string;
  phase(id: string): string;
}

const AS_IDS: TurnNames = { side: (id) => id, phase: (id) => id };

/** The names a scenario gives its sides (game.yaml) and its phases (rules.yaml's sequence); an unknown id as is. */
export function turnNames(s: Pick<Scenario, 'game' | 'rules'>): TurnNames {
  const sides = new Map(s.game.sides.map((x) => [x.id, x.name]));
  const phases = new Map((s.rules?.sequence.phases ?? []).map((x) => [x.id, x.name]));
  return { side: (id) => sides.get(id) ?? id, phase: (id) => phases.get(id) ?? id };
}

// A keyed refusal: the CLI prints it in English, the page in its own language.
const refuse = (m: Message): never => {
  throw new RuleRefusal(m);
};

/**
 * The side plays now: the start of its part of the turn, or more of it. A side whose part is over (another
 * has played since) is refused: play runs one way through the turn.
 */
export function enterSide(log: TurnLog, side: string, section: Value, names: TurnNames = AS_IDS): void {
  if (log.side === side) return;
  if (log.done.includes(side))
    refuse(
      msg('turn.sideOver', {
        side: names.side(side),
        turn: log.turn ?? '—',
        other: log.side ? names.side(log.side) : '—',
        section,
      }),
    );
  if (log.side) log.done.push(log.side);
  log.side = side;
  delete log.phase;
}

/** The side in play moves to `phase`; a phase before the one it has reached is refused. */
export function enterPhase(
  log: TurnLog,
  phase: string,
  order: readonly string[],
  section: Value,
  names: TurnNames = AS_IDS,
): void {
  const at = log.phase ? order.indexOf(log.phase) : -1;
  const to = order.indexOf(phase);
  if (to < at) refuse(phaseOrder(names, phase, log, section));
  log.phase = phase;
}

/** The refusal of a phase its side is past, in the game's names. */
export function phaseOrder(names: TurnNames, phase: string, log: TurnLog, section: Value): Message {
  const side = log.side ? names.side(log.side) : '—';
  return msg('turn.phaseOrder', { phase: names.phase(phase), after: names.phase(log.phase!), side, section });
}

/** The first of `keys` that has already done `act` this turn. */
export const doneAlready = (log: TurnLog, act: string, keys: readonly string[]): string | undefined =>
  keys.find((k) => log.acted[act]?.includes(k));

/** Refuses a unit (or place, or the one act of the turn) that has already done `act` this turn. */
export function refuseAgain(log: TurnLog, act: string, keys: readonly string[], message: Message): void {
  const again = doneAlready(log, act, keys);
  if (again === undefined) return;
  refuse({ ...message, values: { ...message.values, key: again, turn: log.turn ?? '—' } });
}

/** Keeps that `keys` have done `act` this turn. */
export function markDone(log: TurnLog, act: string, keys: readonly string[]): void {
  const had = log.acted[act] ?? [];
  log.acted[act] = [...had, ...keys.filter((k) => !had.includes(k))];
}

/** A sequence phase as the turn log reads it. */
export interface PhaseLike {
  id: string;
  name: string;
  side: string;
  procedures: readonly string[];
  section?: string;
}

/**
 * Phases in their order for a declared procedure (issue #22): the phase of the sequence that names `procedure`
 * for `side` (else the first that names it) is entered. A side's phase moves its side into play and may not go
 * back; a phase of both sides may not come after a later phase that has been played. Undefined when no phase
 * names the procedure or the turn is not known: nothing to hold it to.
 */
export function enterProcedurePhase(
  log: TurnLog,
  phases: readonly PhaseLike[],
  procedure: string,
  side: string | undefined,
  fallbackSection: string,
  names: TurnNames = AS_IDS,
): PhaseLike | undefined {
  if (log.turn === undefined) return undefined;
  const given = names;
  names = { side: given.side, phase: (id) => phases.find((x) => x.id === id)?.name ?? given.phase(id) };
  const named = phases.filter((x) => x.procedures.includes(procedure));
  const ph =
    named.find((x) => side !== undefined && x.side === side) ??
    named.find((x) => x.side === 'both') ??
    named.find((x) => x.side === log.side) ??
    named[0];
  if (!ph) return undefined;
  const section = ph.section ?? fallbackSection;
  const order = phases.map((x) => x.id);
  const at = log.phase ? order.indexOf(log.phase) : -1;
  if (ph.side === 'both') {
    if (order.indexOf(ph.id) < at) refuse(phaseOrder(names, ph.id, log, section));
    return ph;
  }
  // Another side played on to a later phase of the sequence: this side's earlier phase is past.
  if (log.side && log.side !== ph.side && order.indexOf(ph.id) < at) refuse(phaseOrder(names, ph.id, log, section));
  enterSide(log, ph.side, section, names);
  enterPhase(log, ph.id, order, section, names);
  return ph;
}

import { z } from 'zod';
import { msg } from './messages.js';
import { KeyedRefusal } from '../../assist/messages.js';
import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';

/**
 * The one state of a game of Operation: Veritable, kept in the journal under the game's id: where every unit is,
 * the turn and whose player turn it is, the turn's air units and who spent them, the reserves brought in,
 * what the phasing player has done. Every Veritable command reads it, checks a play against it and writes it
 * back. (A combat that waits for a player's choice is held by the journal itself, not here: nothing of it is
 * written until the choice is made.)
 */
const side = z.enum(['allied', 'german']);
const order = z.enum(['move-attack', 'attack-move']);
const ref = z.string().min(1).max(100);
const hex = z.string().min(1).max(20);
const turn = z.int().min(0).max(8);
const count = z.int().min(0).max(99);

const unitState = z.strictObject({
  /** unplaced: waits for the set-up; reserve: in its side's strategic reserve box (8.1). */
  status: z.enum(['unplaced', 'reserve', 'map', 'eliminated', 'exited']),
  /** The hex when on the map; the set-up zone or the reserve box otherwise. */
  at: z.string().max(100).optional(),
  /** The turn it was eliminated, exited or entered from the reserve. */
  turn: turn.optional(),
});

const placed = z.strictObject({ ref, at: hex });

export const veritableState = z.strictObject({
  version: z.literal(1),
  /** 0 until the set-up or the first air roll says which turn it is. */
  turn,
  /** Whose player turn it is (4.2, 4.3); "setup" before the set-up is recorded. */
  phase: z.enum(['setup', 'allied', 'german']),
  setupRecorded: z.boolean(),
  /** The options the players agreed at set-up; an option not here has the game's default. */
  options: z.record(z.string().max(100), z.string().max(100)),
  units: z.record(ref, unitState),
  /** The air power of the current turn (5.1, 5.2): units granted and units spent. */
  air: z
    .strictObject({
      turn,
      roll: z.int().min(1).max(6).optional(),
      granted: z.strictObject({ allied: count, german: count }),
      spent: z.strictObject({ allied: count, german: count }),
      surgesBefore: count,
    })
    .optional(),
  luftwaffeSurges: count,
  /** This turn's Move/Attack or Attack/Move choice of each side (6.1). */
  sequence: z.strictObject({ allied: order.optional(), german: order.optional() }),
  /** What the phasing player has done this player turn. */
  activity: z.strictObject({
    moved: z.boolean(),
    fought: z.boolean(),
    attacked: z.array(ref).max(100),
    mayNotReturn: z.array(placed).max(100),
    /** Movement points each unit has spent this player turn, and whether it entered or left an enemy ZOC (6.2.1). */
    spent: z
      .record(
        ref,
        // `oos`: out of supply when it first moved this player turn, so its movement is halved all turn (7.2).
        z.strictObject({ points: z.number().min(0).max(999), zoc: z.boolean(), oos: z.boolean().optional() }),
      )
      .optional(),
    /** The phasing side's units out of supply at the start of its player turn, traced then (7.0, 7.2). */
    outOfSupply: z.array(ref).max(200).optional(),
  }),
  reservesEntered: z.array(z.strictObject({ unit: ref, side, turn, at: hex })).max(100),
  fuhrer: z.strictObject({
    released: z.array(ref).max(100),
    refused: z.array(ref).max(100),
    asked: z.strictObject({ turn, units: z.array(ref).max(100) }),
  }),
  /** Who last held each town the victory points name (9.1): a unit of that side entered it. */
  towns: z.record(z.string().max(100), side),
  combats: z.int().min(0).max(9999),
  /** The last turn whose end was judged (6.3's stacking); the game is over once the last turn has ended (4.4). */
  endedTurn: turn.optional(),
});

export type VeritableState = z.infer<typeof veritableState>;
export type UnitState = z.infer<typeof unitState>;
export type Side = z.infer<typeof side>;
export type Order = z.infer<typeof order>;

export const enemyOf = (s: Side): Side => (s === 'allied' ? 'german' : 'allied');

/** The counters of a unit: its id, or "id#1".."id#n" when the unit has several. */
export function unitRefs(u: Unit): string[] {
  return u.count === 1 ? [u.id] : Array.from({ length: u.count }, (_, i) => `${u.id}#${i + 1}`);
}

export const freshActivity = (): VeritableState['activity'] => ({
  moved: false,
  fought: false,
  attacked: [],
  mayNotReturn: [],
});

/**
 * The state before any play: every unit either in its strategic reserve box (8.1, 10.1, 10.2) or waiting to be
 * set up in the zone the scenario names; the towns the victory points name held by the Germans (10.1).
 */
export function initialState(s: Scenario): VeritableState {
  const units: Record<string, UnitState> = {};
  for (const u of s.units)
    for (const r of unitRefs(u))
      units[r] = u.reserve ? { status: 'reserve', at: u.reserve.box } : { status: 'unplaced', at: u.setup?.location };
  return {
    version: 1,
    turn: 0,
    phase: 'setup',
    setupRecorded: false,
    options: {},
    units,
    luftwaffeSurges: 0,
    sequence: {},
    activity: freshActivity(),
    reservesEntered: [],
    fuhrer: { released: [], refused: [], asked: { turn: 0, units: [] } },
    towns: {},
    combats: 0,
  };
}

/**
 * The state from a journal's state object. A journal written before the typed state kept only a few loose
 * keys (turn, luftwaffeSurges, eliminated, fuhrerRefused); they are carried over rather than lost. A state
 * that does not read as a Veritable state is refused, naming the field.
 */
export function readState(s: Scenario, journalState: Record<string, unknown>, file = 'the journal'): VeritableState {
  const raw = journalState[s.id];
  if (raw === undefined) {
    const st = initialState(s);
    const legacyTurn = journalState.turn;
    if (typeof legacyTurn === 'number' && Number.isInteger(legacyTurn) && legacyTurn >= 1 && legacyTurn <= 8)
      Object.assign(st, { turn: legacyTurn, phase: 'allied' });
    const surges = journalState.luftwaffeSurges;
    if (typeof surges === 'number' && (surges === 1 || surges === 2)) st.luftwaffeSurges = surges;
    for (const r of Array.isArray(journalState.eliminated) ? journalState.eliminated : [])
      if (typeof r === 'string' && st.units[r]) st.units[r] = { status: 'eliminated' };
    for (const r of Array.isArray(journalState.fuhrerRefused) ? journalState.fuhrerRefused : [])
      if (typeof r === 'string' && st.units[r]) st.fuhrer.refused.push(r);
    return st;
  }
  const parsed = veritableState.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new KeyedRefusal(
      msg('veritable.state.unreadable', { file, game: s.id, path: i.path.map(String).join('.'), issue: i.message }),
    );
  }
  const st = parsed.data;
  const unknown = Object.keys(st.units).find((r) => !(r in initialState(s).units));
  if (unknown) throw new KeyedRefusal(msg('veritable.state.unknownUnit', { file, game: s.id, ref: unknown }));
  return st;
}

/** The journal keys a command writes: the state, and the turn where any command looks for it. */
export function stateKeys(s: Scenario, st: VeritableState): Record<string, unknown> {
  return { [s.id]: st, turn: st.turn };
}

/** A deep copy to change: a refused play must leave the state it was given untouched. */
export const copyState = (st: VeritableState): VeritableState => structuredClone(st);

/** The option choice in force: agreed at set-up, else the game's default. */
export function optionIn(s: Scenario, st: VeritableState | undefined, id: string): string {
  const o = s.game.options.find((x) => x.id === id);
  if (!o) throw new KeyedRefusal(msg('veritable.option.none', { game: s.id, id }));
  return st?.options[id] ?? o.default;
}

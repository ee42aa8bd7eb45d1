import { z } from 'zod';
import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { KeptJournal } from '../model/schema/victory-tally.js';
import { KeyedRefusal, KeyedUsage, msg } from '../assist/messages.js';
import { unitFor, type PositionEntry } from '../assist/position/position-entries.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { refsOf } from '../model/unit-refs.js';
import { lastTurn } from '../assist/table/session.js';
import { RuleRefusal } from './report.js';
import { saysMessage } from './says.js';
import type { VictoryFacts } from './victory-hooks.js';

// A journal that keeps every unit in the game's own object (state.<game id>), as a game whose commands keep their
// own state write it (rules.yaml victory `tally.kept`): each unit's status and hex, whether the set-up is recorded,
// the options agreed, the units brought in from a reserve, who holds each place (the side whose unit entered it
// last), the turn and the last turn ended. The engine reads these keys alone; the game's other keys are its own.

const ref = z.string().min(1).max(100);
/** The schema for a game whose turns run to `last` (its turn track's last, optional extra turns included). */
const keptStateFor = (last: number) => {
  const turn = z.int().min(0).max(last);
  const keptUnit = z.looseObject({
    status: z.enum(['unplaced', 'reserve', 'map', 'eliminated', 'exited']),
    at: z.string().max(100).optional(),
    turn: turn.optional(),
  });
  return z.looseObject({
    version: z.literal(1),
    turn,
    setupRecorded: z.boolean(),
    options: z.record(z.string().max(100), z.string().max(100)),
    units: z.record(ref, keptUnit),
    reservesEntered: z.array(z.looseObject({ unit: ref, side: z.string().max(100) })).max(500),
    towns: z.record(z.string().max(100), z.string().max(100)),
    endedTurn: turn.optional(),
  });
};
export type KeptState = z.infer<ReturnType<typeof keptStateFor>>;

/** What the reader is given: the journal's whole state, its file name, and whether a journal is kept at all. */
export interface KeptInput {
  raw: Record<string, unknown>;
  journal?: string;
  kept: boolean;
}

/**
 * The game's object from the journal, once its set-up is recorded. Without a journal, with none kept here, or
 * with no game in it yet, the command is refused; an object that does not read is refused naming the field.
 */
export function readKept(s: Scenario, k: KeptJournal, { raw, journal, kept }: KeptInput): KeptState {
  if (!journal) throw new KeyedUsage(msg('kept.needJournal', { what: msg('kept.what.victory') }));
  if (!kept) throw new KeyedUsage(msg('kept.noneKept', { journal }));
  const st = parseKept(s, raw, journal);
  if (!st?.setupRecorded) throw new KeyedRefusal(msg('kept.noGame', { journal, section: sectionOf(s, k.setup) }));
  return st;
}

const sectionOf = (s: Scenario, procedure: string) =>
  s.rules?.procedures.find((p) => p.id === procedure)?.section ?? '';

/** The game's object as the journal holds it, or undefined when it holds none; refused when it does not read. */
export function parseKept(s: Scenario, raw: Record<string, unknown>, journal: string): KeptState | undefined {
  const own = raw[s.id];
  if (own === undefined) return undefined;
  const parsed = keptStateFor(lastTurn(s)).safeParse(own);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const path = i.path.map(String).join('.');
    throw new KeyedRefusal(msg('kept.unreadable', { file: journal, game: s.id, path, issue: i.message }));
  }
  const st = parsed.data;
  const refs = new Set(s.units.flatMap((u) => refsOf(u)));
  const unknown = Object.keys(st.units).find((r) => !refs.has(r));
  if (unknown) throw new KeyedRefusal(msg('kept.unknownUnit', { file: journal, game: s.id, ref: unknown }));
  return st;
}

/**
 * Where every unit stands for a supply check (rules.yaml supply `kept`): the journal's once the set-up is
 * recorded, a position file before that; a position file that would contradict the journal is refused.
 */
export function keptBoard(
  s: Scenario,
  k: { setup: string; move: string },
  q: { raw: Record<string, unknown>; journal?: string; position?: readonly PositionEntry[] },
): PositionEntry[] {
  const { journal, position } = q;
  if (!position && !journal) throw new KeyedUsage(msg('kept.positionOrJournal'));
  const st = journal ? parseKept(s, q.raw, journal) : undefined;
  if (journal && !position && !st?.setupRecorded)
    throw new RuleRefusal(msg('kept.noPositions', { journal, section: sectionOf(s, k.setup) }));
  if (position) {
    if (st?.setupRecorded) throw new KeyedRefusal(msg('kept.journalHolds', { move: k.move, game: s.id }));
    return position.map((e) => ({ ref: e.ref, unit: e.unit, at: e.at, hits: 0 }));
  }
  return st ? keptStanding(s, st) : [];
}

/** The units on the map, where the kept state puts them (hex labels as the map writes them). */
export function keptStanding(s: Scenario, st: KeptState): PositionEntry[] {
  const grid = s.map?.kind === 'hex' ? gridMapIndex(s.map) : undefined;
  const out: PositionEntry[] = [];
  for (const [r, u] of Object.entries(st.units))
    if (u.status === 'map' && u.at) {
      const found = unitFor(s, r);
      if ('error' in found) throw new RuleRefusal(found.said);
      out.push({ ref: r, unit: found.unit, at: grid ? grid.grid.label(grid.cell(u.at)) : u.at, hits: 0 });
    }
  return out;
}

/** An option's choice: the one agreed at set-up, else the game's default. */
const optionIn = (s: Scenario, st: KeptState, id: string) =>
  st.options[id] ?? s.game.options.find((o) => o.id === id)?.default;

/** A number a procedure of the game declares among its `values`, by id. */
function declaredNumber(s: Scenario, id: string): number | undefined {
  for (const p of s.rules?.procedures ?? [])
    if ('values' in p && Array.isArray(p.values)) {
      const v = (p.values as { id: string; value: unknown }[]).find((x) => x.id === id);
      if (v && typeof v.value === 'number') return v.value;
    }
  return undefined;
}

/**
 * The tally's facts from the kept state: the game is over once its last turn has ended (with the extra turn's
 * option on, the extra turn instead); a place is held by the side whose unit entered it last.
 */
export function keptFacts(s: Scenario, p: VictoryProcedure, k: KeptJournal, input: KeptInput): VictoryFacts {
  const st = readKept(s, k, input);
  const sideOf = new Map(s.units.flatMap((u) => refsOf(u).map((r) => [r, u.side] as const)));
  const extraOn = k.extra ? optionIn(s, st, k.extra.option) === k.extra.choice : false;
  const extra = k.extra ? declaredNumber(s, k.extra.value) : undefined;
  const ended = st.endedTurn;
  return {
    turn: st.turn,
    final: ended !== undefined && (ended === extra || (ended === p.lastTurn && !extraOn)),
    holder: (place) => {
      const held = st.towns[place] === p.side;
      const says = held ? k.says.held : k.says.lost;
      return {
        side: held ? p.side : st.towns[place],
        said: saysMessage(p.id, 'kept', held ? 'held' : 'lost', says, { place }),
      };
    },
    units: Object.entries(st.units).map(([r, u]) => ({ ref: r, side: sideOf.get(r) ?? '', status: u.status })),
    entered: st.reservesEntered.map((r) => ({ ref: r.unit, side: r.side })),
    agreed: st.options,
    standing: keptStanding(s, st),
  };
}

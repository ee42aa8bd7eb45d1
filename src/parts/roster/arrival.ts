import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/types.js';
import { locationName } from './location-name.js';
import type { RosterWords } from './roster-words.js';

/**
 * When and where a unit comes into play. `start`: on the map when play begins; `reinforcement`: arrives
 * on a later turn; `reserve`: waits in a reserve box; `open`: the data leaves its placing to the players.
 */
export interface Arrival {
  kind: 'start' | 'reinforcement' | 'reserve' | 'open';
  turn?: number;
  /** The turn as the game's turn track names it ("17 Dec a.m."), else the date the data gives. */
  when?: string;
  location?: string;
  locationName?: string;
  note?: string;
  box?: string;
  boxName?: string;
  /** Victory points the reserve costs to release. */
  cost?: number;
  reserveNote?: string;
}

/** The first turn of the game's turn track, or 1: a unit arriving then is part of the set-up. */
function firstTurn(s: Scenario): number {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  return track && track.kind === 'turn-track' ? Math.min(...track.turns.map((t) => t.turn)) : 1;
}

function turnLabel(s: Scenario, turn: number, w: RosterWords): string | undefined {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  if (track?.kind !== 'turn-track') return undefined;
  const t = track.turns.find((x) => x.turn === turn);
  if (!t) return undefined;
  // "2 - Day 1" next to "Turn 2" would say the number twice.
  const label = w.name(`${track.id}.${turn}`, t.label).replace(new RegExp(`^\\s*${turn}\\s*[-–—:.]\\s*`), '');
  return label || undefined;
}

export function arrivalOf(s: Scenario, u: Unit, w: RosterWords): Arrival {
  const setup = u.setup;
  const where = setup
    ? {
        location: setup.location,
        locationName: locationName(s, setup.location, w),
        note: setup.note && w.note(setup.note),
      }
    : {};
  const when = setup?.turn !== undefined ? (turnLabel(s, setup.turn, w) ?? setup.date) : setup?.date;
  if (u.reserve) {
    return {
      kind: 'reserve',
      turn: setup?.turn,
      when,
      ...where,
      box: u.reserve.box,
      boxName: locationName(s, u.reserve.box, w),
      cost: u.reserve.cost,
      reserveNote: u.reserve.note && w.note(u.reserve.note),
    };
  }
  if (!setup) return { kind: 'open' };
  const later = setup.turn !== undefined && setup.turn > firstTurn(s);
  return {
    kind: later ? 'reinforcement' : 'start',
    turn: later ? setup.turn : undefined,
    when: later ? when : undefined,
    ...where,
  };
}

/**
 * One line for a table cell: "Start · Schnee Eifel", "Turn 3 (17 Dec a.m.) · Amel", "Reserve: German reserve,
 * cost 1 VP".
 */
export function arrivalText(a: Arrival, w: RosterWords): string {
  const turn = a.turn !== undefined ? `${w.str('turn')} ${a.turn}${a.when ? ` (${a.when})` : ''}` : a.when;
  switch (a.kind) {
    case 'start':
      return `${w.str('start')} · ${a.locationName}`;
    case 'reinforcement':
      return `${turn} · ${a.locationName}`;
    case 'reserve': {
      const parts = [`${w.str('reserve')}: ${a.boxName}`];
      if (a.cost !== undefined) parts.push(w.str('cost', { cost: a.cost }));
      if (turn && a.locationName) parts.push(w.str('due', { when: turn, where: a.locationName }));
      return parts.join(', ');
    }
    case 'open':
      return w.str('placedByPlayers');
  }
}

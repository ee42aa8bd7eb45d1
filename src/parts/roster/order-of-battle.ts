import { isReconstructed } from '../../provenance/is-reconstructed.js';
import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/types.js';
import { factorLine, localDesignation } from '../counters/api.js';
import { arrivalOf, type Arrival } from './arrival.js';
import { bySideAndFormation } from './by-side-and-formation.js';
import { locationName } from './location-name.js';
import type { RosterWords } from './roster-words.js';

export interface OobUnit {
  id: string;
  side: string;
  formation?: string;
  name: string;
  designation: string;
  formationName: string;
  factors: string;
  count: number;
  /** What this unit's line adds to its group: where it arrives, its cost, its own note. */
  note: string;
  reconstructed: boolean;
  arrival: Arrival;
}

export interface OobGroup {
  heading: string;
  /** A note every unit of the group shares, printed once under the heading. */
  note?: string;
  units: OobUnit[];
}

export type OobSectionKind = 'setup' | 'reinforcements' | 'reserves' | 'open' | 'replacements';

export interface OobSection {
  kind: OobSectionKind;
  title: string;
  groups: OobGroup[];
  /** Plain lines, for sections that list rules rather than units (replacements). */
  lines: string[];
}

export interface OobSide {
  id: string;
  name: string;
  sections: OobSection[];
  units: OobUnit[];
}

/** Splits units into groups by a key, in order of first appearance; a note all members share moves up to the group. */
function groupsBy(
  units: OobUnit[],
  key: (u: OobUnit) => string,
  heading: (u: OobUnit) => string,
  sharedNote: (u: OobUnit) => string | undefined,
  ownNote: (u: OobUnit, shared: boolean) => string,
): OobGroup[] {
  const keys = [...new Set(units.map(key))];
  return keys.map((k) => {
    const members = units.filter((u) => key(u) === k);
    const notes = new Set(members.map(sharedNote));
    const shared = notes.size === 1 && [...notes][0] ? [...notes][0] : undefined;
    return {
      heading: heading(members[0]),
      note: shared,
      units: members.map((u) => ({ ...u, note: ownNote(u, !!shared) })),
    };
  });
}

const join = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');

function oobUnit(s: Scenario, u: Unit, w: RosterWords): OobUnit {
  const formation = s.game.formations.find((f) => f.id === u.formation);
  return {
    id: u.id,
    side: u.side,
    formation: u.formation,
    name: w.name(u.id, u.name),
    // The counter's own designation in the sheet's language (БГ Катцман for KG Katzmann); none if it has none.
    designation: (w.lang === 'en' || !u.designation
      ? (u.designation ?? '')
      : localDesignation(u, s.locales[w.lang])
    ).trim(),
    formationName: formation ? w.name(formation.id, formation.name) : '',
    // A strength alone is named ("Str 1"): Nordwind's "· 1" after the division read as a stray figure, and its
    // counters print none (every unit is one).
    factors:
      u.factors.kind === 'strength' && u.factors.move === undefined
        ? `${w.str('strength')}\u00a0${u.factors.strength}`
        : factorLine(u.factors).text,
    count: u.count,
    note: '',
    reconstructed: [u.provenance, u.factors.provenance, u.setup?.provenance].some(isReconstructed),
    arrival: arrivalOf(s, u, w),
  };
}

/** Data has no replacement schedule of its own; these words in a box name or a turn event are how it says so. */
const REPLACEMENT = /replac/i;

/**
 * Rules lines about replacements: the side's box of eliminated units where the map calls it a replacement
 * pool, and the turn-track events that mention replacements. A game without either gets no section.
 */
function replacementLines(s: Scenario, side: string, w: RosterWords): string[] {
  const pools = (s.map?.boxes ?? []).filter(
    (b) => b.kind === 'eliminated' && (!b.for || b.for === side) && REPLACEMENT.test(b.name),
  );
  const lines = pools.map((b) => w.str('replacementPool', { box: locationName(s, b.id, w) }));
  for (const c of s.charts)
    if (c.kind === 'turn-track')
      for (const t of c.turns)
        for (const e of t.events)
          if (REPLACEMENT.test(e))
            lines.push(`${w.str('turn')} ${t.turn} (${w.name(`${c.id}.${t.turn}`, t.label)}): ${e}`);
  return lines;
}

/**
 * The order of battle of a counter game, one entry per side: set-up by location, reinforcements by turn,
 * strategic reserves by box with their cost, units the players place, and the replacement rules. Every unit
 * appears in exactly one section.
 */
export function orderOfBattle(s: Scenario, w: RosterWords): OobSide[] {
  const units = s.units.map((u) => oobUnit(s, u, w));
  return bySideAndFormation(s, units, w).map((side): OobSide => {
    const of = (kind: Arrival['kind']) => side.units.filter((u) => u.arrival.kind === kind);
    const sections: OobSection[] = [];
    const push = (kind: OobSectionKind, title: string, groups: OobGroup[], lines: string[] = []) => {
      if (groups.length || lines.length) sections.push({ kind, title, groups, lines });
    };
    push(
      'setup',
      w.str('setup'),
      groupsBy(
        of('start'),
        (u) => u.arrival.location!,
        (u) => u.arrival.locationName!,
        (u) => u.arrival.note,
        (u, shared) => (shared ? '' : (u.arrival.note ?? '')),
      ),
    );
    const reinforcements = of('reinforcement').sort((a, b) => a.arrival.turn! - b.arrival.turn!);
    push(
      'reinforcements',
      w.str('reinforcements'),
      groupsBy(
        reinforcements,
        // One heading for each turn and place: the units that arrive together are listed under it once.
        (u) => JSON.stringify([u.arrival.turn, u.arrival.location]),
        (u) =>
          `${join(`${w.str('turn')} ${u.arrival.turn}`, u.arrival.when)} ` +
          w.str('at', { where: u.arrival.locationName! }),
        () => undefined,
        (u) => u.arrival.note ?? '',
      ),
    );
    // A box's reserves are grouped by when and where they are due: each arrival is printed once, over its units
    // (issue 24: Nordwind's roster said "due Turn 8 … at Bienwald" under each of the three units due then).
    const due = (a: Arrival) =>
      a.turn !== undefined && a.locationName
        ? w.str('due', { when: join(`${w.str('turn')} ${a.turn}`, a.when), where: a.locationName })
        : undefined;
    push(
      'reserves',
      w.str('reserves'),
      groupsBy(
        of('reserve').sort((a, b) => (a.arrival.turn ?? Number.MAX_VALUE) - (b.arrival.turn ?? Number.MAX_VALUE)),
        (u) => JSON.stringify([u.arrival.box, u.arrival.turn ?? null, u.arrival.location ?? null]),
        (u) => join(u.arrival.boxName, due(u.arrival)),
        (u) => u.arrival.reserveNote,
        (u, shared) =>
          join(
            u.arrival.cost !== undefined ? w.str('cost', { cost: u.arrival.cost }) : undefined,
            shared ? undefined : u.arrival.reserveNote,
          ),
      ),
    );
    push(
      'open',
      w.str('placedByPlayers'),
      groupsBy(
        of('open'),
        () => '',
        () => '',
        () => undefined,
        () => '',
      ),
    );
    push('replacements', w.str('replacements'), [], replacementLines(s, side.id, w));
    return { id: side.id, name: side.name, sections, units: side.units };
  });
}

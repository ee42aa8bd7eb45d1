import { isReconstructed } from '../../provenance/is-reconstructed.js';
import type { Scenario } from '../../model/scenario.js';
import type { Unit, RostersFile } from '../../model/types.js';
import { ScenarioError, type Problem } from '../../load/problem.js';
import { problemAt } from '../../load/source-file.js';
import { InputError } from '../../util/input-error.js';
import { factorLine, unitColors, type FaceColors } from '../counters/api.js';
import { arrivalOf, arrivalText, type Arrival } from './arrival.js';
import { combatStrength, moveOf, otherFactors } from './combat-strength.js';
import type { RosterWords } from './roster-words.js';
import { pieceHits } from '../../load/hit-chart.js';

/** Hit boxes from the game's hit chart where the roster names its row, else one per strength point. */
function hitsOf(s: Scenario, e: RostersFile['entries'][number], strength: number) {
  const h = e.hits ? pieceHits(s.charts, e.hits.chart, e.hits.row) : undefined;
  if (!h) return { strength, hitBoxes: strength };
  return {
    strength,
    hitBoxes: h.boxes,
    hitsFromChart: true,
    ...(h.disabledAt !== undefined ? { disabledAt: h.disabledAt } : {}),
    ...(h.figures ? { hitsAreFigures: true } : {}),
  };
}

export type RosterBase = RostersFile['bases'][number];

/** A unit line as the roster prints it: the unit, its miniatures and when it comes into play. */
export interface RosterUnit {
  id: string;
  name: string;
  designation: string;
  side: string;
  nationality: string;
  nationalityName: string;
  formation?: string;
  formationName: string;
  type: Unit['type'];
  typeName: string;
  echelon: Unit['echelon'];
  /** Identical pieces the line stands for; its roster entry covers all of them. */
  count: number;
  /** Hit boxes per piece. */
  strength: number;
  /** Hit boxes per piece: from the game's hit chart where the roster names a row, else the strength. */
  hitBoxes: number;
  /** The box that marks the piece disabled, when its hit chart row has one. */
  disabledAt?: number;
  /** The boxes count figures lost (trays), not hits taken. */
  hitsAreFigures?: boolean;
  /** The boxes come from the game's hit chart, not from the strength. */
  hitsFromChart?: boolean;
  move?: number;
  /** The counter-style factor line, e.g. "1-1-2". */
  factors: string;
  /** Factors besides strength and move, in words, e.g. "fire 2"; '' when none. */
  otherFactors: string;
  /** Stands (trays, bases) to make for the whole line. */
  stands: number;
  figuresPerStand: number;
  figures: number;
  vehicles: number;
  guns: number;
  base: RosterBase;
  arrival: Arrival;
  arrivalText: string;
  /** The roster entry's notes, then the set-up note. */
  notes: string[];
  abilities: { id: string; name: string; text: string }[];
  colors: FaceColors;
  /** Something printed for it is Sandtable's reconstruction. */
  reconstructed: boolean;
}

/** Hyphens that belong to the word rather than join two words of a unit type id. */
const HYPHENATED = /^(self-propelled|anti-tank|anti-aircraft|half-track)/;

/** "self-propelled-artillery" → "self-propelled artillery": unit type ids read as words. */
export function typeWords(type: string): string {
  const keep = type.match(HYPHENATED)?.[0] ?? '';
  return keep + type.slice(keep.length).replace(/-/g, ' ');
}

/**
 * Every unit of a game that has rosters.yaml, joined to its roster entry, in data order. A unit without an
 * entry is an error naming it at its place in the units file, all such units at once: a roster missing a
 * line would send a player to the table short of figures.
 */
export function rosterUnits(s: Scenario, w: RosterWords): RosterUnit[] {
  const rosters = s.rosters;
  if (!rosters) throw new InputError(`${s.id} has no rosters.yaml, so it has no miniatures roster`);
  const entries = new Map(rosters.entries.map((e) => [e.unit, e] as const));
  const bases = new Map(rosters.bases.map((b) => [b.id, b] as const));
  const missing: Problem[] = [];
  s.units.forEach((u, i) => {
    if (entries.has(u.id)) return;
    const message =
      `unit "${u.id}" has no entry in rosters.yaml: add { unit: ${u.id}, stands, figuresPerStand, base } ` +
      'so the roster can list its miniatures';
    const origin = s.origins.units[i];
    missing.push(
      origin
        ? problemAt(origin.src, origin.path, message)
        : { file: `${s.dir}/units.yaml`, path: ['units', i], message },
    );
  });
  if (missing.length) throw new ScenarioError(missing);

  return s.units.map((u) => {
    const e = entries.get(u.id)!;
    const base = bases.get(e.base);
    if (!base)
      throw new InputError(
        `roster entry for unit "${u.id}" names base "${e.base}", which rosters.yaml does not define`,
      );
    const nat = s.game.nationalities.find((n) => n.id === u.nationality);
    const formation = s.game.formations.find((f) => f.id === u.formation);
    const arrival = arrivalOf(s, u, w);
    const notes = [e.notes, u.setup?.note].filter((n): n is string => !!n).map((n) => w.note(n));
    const abilities = u.abilities.map((id) => {
      const a = s.game.abilities.find((x) => x.id === id);
      return { id, name: a ? w.name(a.id, a.name) : id, text: a?.text ?? '' };
    });
    return {
      id: u.id,
      name: w.name(u.id, u.name),
      designation: (u.designation ?? u.name).trim(),
      side: u.side,
      nationality: u.nationality,
      nationalityName: nat ? w.name(nat.id, nat.name) : u.nationality,
      formation: u.formation,
      formationName: formation ? w.name(formation.id, formation.name) : '',
      type: u.type,
      typeName: w.name(`type.${u.type}`, typeWords(u.type)),
      echelon: u.echelon,
      count: u.count,
      ...hitsOf(s, e, combatStrength(u.factors)),
      move: moveOf(u.factors),
      factors: factorLine(u.factors).text,
      otherFactors: otherFactors(u.factors, w),
      stands: e.stands,
      figuresPerStand: e.figuresPerStand,
      figures: e.stands * e.figuresPerStand,
      vehicles: e.vehicles,
      guns: e.guns,
      base,
      arrival,
      arrivalText: arrivalText(arrival, w),
      notes,
      abilities,
      colors: unitColors(u, s.game),
      reconstructed: [u.factors.provenance, e.provenance, base.provenance, u.setup?.provenance].some(isReconstructed),
    };
  });
}

import { pieceSizeToMm } from '../../model/size.js';
import { mmToPt } from '../../print/units.js';
import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Marker, Unit } from '../../model/types.js';
import { factorLine, type FactorLine } from './factor-line.js';
import { markerBackColors, markerColors, unitColors, type FaceColors } from './face-colors.js';
import { markerShowsReconstructed, unitShowsReconstructed } from './reconstructed.js';

export type BackKind = Unit['back']['kind'] | 'text';

/** What a counter face template sees (besides the drawn symbol, which the renderer adds). */
export interface FaceData {
  id: string;
  kind: 'unit' | 'marker';
  face: 'front' | 'back';
  /**
   * On a back face, what the game uses it for: reduced, out-of-supply, plain, other-side, same; 'text' for a marker's
   * back.
   */
  backKind: BackKind | '';
  name: string;
  /** The short designation printed on the counter, in the chosen language. */
  designation: string;
  formation: string;
  side: string;
  nationality: string;
  /** A marker's words on this face; '' on units. */
  text: string;
  /** A word or two naming what this face means, e.g. "Out of supply"; '' when none. */
  label: string;
  factors: FactorLine;
  colors: FaceColors;
  /** The SIDC the symbol is drawn from; '' for a face with no symbol. */
  sidc: string;
  lang: string;
  /** The unit or marker as the data gives it, for designers' own templates. */
  unit: Unit | Marker;
}

/** One kind of counter: both faces, and how many the game needs. */
export interface CounterPiece {
  id: string;
  kind: 'unit' | 'marker';
  count: number;
  /** How messages name it: `unit "b1"`. */
  label: string;
  /** Where the piece sits in its data file, for an error message. A function: reading origins re-parses the files. */
  origin(): SourceRef | undefined;
  /** Its faces print values Sandtable reconstructed: the sheet says so in its footer. */
  reconstructed: boolean;
  /** The echelon that fills a SIDC left without one. */
  echelon: Unit['echelon'];
  /** Its own width and height in pt (units.yaml `size`), where it is not the game's square counter. */
  size?: { width: number; height: number };
  front: FaceData;
  back: FaceData;
}

/** units.yaml's "1in x 0.5in" in pt. */
function ownSize(text: string | undefined): CounterPiece['size'] {
  const mm = text === undefined ? undefined : pieceSizeToMm(text);
  return mm && { width: mmToPt(mm.width), height: mmToPt(mm.height) };
}

const NO_FACTORS: FactorLine = { kind: 'none', text: '', parts: [] };

/**
 * Whether every unit of the game has the one same strength and nothing else to print (Nordwind: "Each counter has
 * a strength of one", rule C). A published counter leaves such a factor off, as it tells a player nothing: 68
 * counters printing a bare "1" read as a misprint. The referee counts units, not printed factors; the roster and
 * the order of battle still give the strength.
 */
export function sharedBareStrength(units: Scenario['units']): boolean {
  if (units.length < 2) return false;
  const first = units[0]!.factors;
  if (first.kind !== 'strength') return false;
  return units.every(
    (u) =>
      u.factors.kind === 'strength' &&
      u.factors.move === undefined &&
      u.factors.strength === first.strength &&
      (u.back.kind === 'same' || !u.back.factors || u.back.factors.kind === 'strength'),
  );
}

const DEFAULT_LABELS: Record<string, string> = {
  'out-of-supply': 'Out of supply',
  reduced: '',
  'other-side': '',
  plain: '',
  same: '',
};

/**
 * The designation in the sheet's language: a locale's "<id>.designation" string if it gives one; a
 * designation of digits and signs ("44", "1051") reads the same in any language; else the translated name.
 */
export function localDesignation(
  u: Scenario['units'][number],
  locale: Scenario['locales'][string] | undefined,
): string {
  if (!locale) return u.designation ?? u.name;
  const own = locale.strings[`${u.id}.designation`];
  if (own) return own;
  if (u.designation && !/\p{L}/u.test(u.designation)) return u.designation;
  return locale.names[u.id] ?? u.designation ?? u.name;
}

/** The pieces of a game's counter mix, units first, in data order, with faces in the chosen language. */
export function counterPieces(s: Scenario, lang: string): CounterPiece[] {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  const name = (id: string | undefined, fallback: string) => (id && locale?.names[id]) || fallback;
  const word = (key: string, fallback: string) => locale?.strings[key] ?? fallback;
  const sideName = (id: string | undefined) => {
    const side = s.game.sides.find((x) => x.id === id);
    return side ? name(side.id, side.name) : '';
  };

  const bare = sharedBareStrength(s.units);
  const unitFactors = (f: Scenario['units'][number]['factors']) => (bare ? NO_FACTORS : factorLine(f));
  const units = s.units.map((u, i): CounterPiece => {
    const formation = s.game.formations.find((f) => f.id === u.formation);
    const nat = s.game.nationalities.find((n) => n.id === u.nationality);
    const colors = unitColors(u, s.game);
    const front: FaceData = {
      id: u.id,
      kind: 'unit',
      face: 'front',
      backKind: '',
      name: name(u.id, u.name),
      designation: localDesignation(u, locale).trim(),
      formation: formation ? name(formation.id, formation.name) : '',
      side: sideName(u.side),
      nationality: nat ? name(nat.id, nat.name) : '',
      text: '',
      label: '',
      factors: unitFactors(u.factors),
      colors,
      sidc: u.sidc,
      lang,
      unit: u,
    };
    const b = u.back;
    const back: FaceData =
      b.kind === 'same'
        ? { ...front, face: 'back', backKind: 'same' }
        : {
            ...front,
            face: 'back',
            backKind: b.kind,
            label: b.label ?? word(b.kind, DEFAULT_LABELS[b.kind] ?? ''),
            factors: b.factors ? unitFactors(b.factors) : NO_FACTORS,
            sidc: b.kind === 'plain' ? '' : u.sidc,
          };
    return {
      id: u.id,
      kind: 'unit',
      count: u.count,
      label: `unit "${u.id}"`,
      origin: () => s.origins.units[i],
      reconstructed: unitShowsReconstructed(u),
      echelon: u.echelon,
      size: ownSize(u.size),
      front,
      back,
    };
  });

  const markers = s.markers.map((m, i): CounterPiece => {
    const colors = markerColors(m, s.game);
    const front: FaceData = {
      id: m.id,
      kind: 'marker',
      face: 'front',
      backKind: '',
      name: name(m.id, m.name),
      designation: '',
      formation: '',
      side: sideName(m.side),
      nationality: '',
      text: (locale?.names[m.id] ?? locale?.strings[m.id] ?? m.front).trim(),
      label: '',
      factors: NO_FACTORS,
      colors,
      sidc: m.sidc ?? '',
      lang,
      unit: m,
    };
    const backText = m.backText ? (locale?.strings[`${m.id}.back`] ?? m.backText).trim() : '';
    // A marker with no words of its own for the back (or words that only repeat its face, Remagen's "Disabled")
    // repeats its face there, as units.yaml says, in reverse colours so the face up shows at a glance (issue 24:
    // Death of a Division's "Dug in" and Veritable's markers printed blank backs, which a published kit never does).
    const backColors = backText && backText !== front.text ? colors : markerBackColors(colors);
    const back: FaceData = {
      ...front,
      face: 'back',
      backKind: 'text',
      text: backText || front.text,
      colors: backColors,
    };
    return {
      id: m.id,
      kind: 'marker',
      count: m.count,
      label: `marker "${m.id}"`,
      origin: () => s.origins.markers[i],
      reconstructed: markerShowsReconstructed(m),
      echelon: 'none',
      size: ownSize(m.size),
      front,
      back,
    };
  });
  return [...units, ...markers];
}

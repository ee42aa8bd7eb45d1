import type { Scenario } from '../../../model/scenario.js';
import { collectProvenance } from '../../../provenance/collect.js';
import { darken, SIDE_FALLBACK } from '../map-style.js';
import { chartFor } from '../furniture/box-block.js';
import { eventMarked } from '../../../provenance/marks.js';

/** Each side's colour: its own, else a deeper shade of its first nationality's counter colour. */
export function sideColours(s: Scenario): Map<string, { name: string; color: string }> {
  return new Map(
    s.game.sides.map((side, i) => {
      const nat = s.game.nationalities.find((n) => n.side === side.id);
      const color = side.color ?? (nat ? darken(nat.background, 0.45) : SIDE_FALLBACK[i % SIDE_FALLBACK.length]);
      return [side.id, { name: side.name, color }];
    }),
  );
}

/** Furniture grows on a table-sized sheet (a miniatures board) so it is read from a chair, up to double. */
export function furnitureScale(width: number, height: number): number {
  return Math.max(1, Math.min(2, Math.min(width, height) / 1224));
}

/** True when anything drawn on the map rests on values Sandtable reconstructed. */
export function mapHasReconstructed(s: Scenario): boolean {
  // Once a scenario: every try at a sheet's furniture asks (a walk of the whole scenario, 40 ms of a cold area map).
  let known = reconstructedMaps.get(s);
  if (known === undefined)
    reconstructedMaps.set(
      s,
      (known = collectProvenance(s).some((e) => e.part.startsWith('map') && e.kind === 'reconstructed')),
    );
  return known;
}

const reconstructedMaps = new WeakMap<Scenario, boolean>();

/** True when a turn track the map draws prints an event with a dagger (a reconstructed arrival). */
export function mapPrintsDaggers(s: Scenario): boolean {
  return (s.map?.boxes ?? []).some((box) => {
    if (box.kind !== 'turn-track') return false;
    const c = chartFor('turn-track', box, s.charts);
    return !!c?.turns.some((turn) => turn.events.some((_, i) => eventMarked(c, turn, i)));
  });
}

export function reconstructedNote(s: Scenario, t: (k: string, e: string) => string): string | undefined {
  if (!mapHasReconstructed(s)) return undefined;
  return t(
    'map.reconstructed',
    `Parts of this map are reconstructed by Sandtable, not published by the designer.`,
  ).replace('{game}', s.id);
}

import type { Part, PartId } from './part.js';

/**
 * Parts load lazily so that commands which never draw (list, validate, crt) never load pdfkit or sharp.
 * A part that is not built yet maps to undefined.
 */
export const PART_LOADERS: Record<PartId, (() => Promise<Part>) | undefined> = {
  counters: () => import('./parts/counters.js').then((m) => m.countersPart),
  map: () => import('./parts/map.js').then((m) => m.mapPart),
  cards: () => import('./parts/cards.js').then((m) => m.cardsPart),
  aids: () => import('./parts/aids.js').then((m) => m.aidsPart),
  roster: () => import('./parts/roster.js').then((m) => m.rosterPart),
};

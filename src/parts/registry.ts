import type { Part, PartId } from './part.js';

/**
 * Parts load lazily so that commands which never draw (list, validate, crt) never load pdfkit or sharp.
 * A part that is not built yet maps to undefined.
 */
export const PART_LOADERS: Record<PartId, (() => Promise<Part>) | undefined> = {
  counters: () => import('./counters/part.js').then((m) => m.countersPart),
  map: () => import('./map/part.js').then((m) => m.mapPart),
  cards: () => import('./cards/part.js').then((m) => m.cardsPart),
  aids: () => import('./aids/part.js').then((m) => m.aidsPart),
  roster: () => import('./roster/part.js').then((m) => m.rosterPart),
  companion: () => import('./companion/part.js').then((m) => m.companionPart),
  vassal: () => import('./vassal/part.js').then((m) => m.vassalPart),
};

import type { Part, PartId } from './part.js';

/**
 * Parts load lazily so that commands which never draw (list, validate, crt) never load pdfkit or sharp.
 * A part that is not built yet maps to undefined.
 */
export const PART_LOADERS: Record<PartId, (() => Promise<Part>) | undefined> = {
  counters: undefined,
  map: undefined,
  cards: undefined,
  aids: undefined,
  roster: undefined,
};

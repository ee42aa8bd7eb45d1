import type { MapTexts } from '../map-texts.js';

/** What every map renderer reads besides the map itself. */
export interface DrawContext {
  texts: MapTexts;
  /** Sides by id, with a colour for edges, boxes and start areas. */
  sides: Map<string, { name: string; color: string }>;
}

export function sideOf(ctx: DrawContext, id: string | undefined): { name: string; color: string } {
  return (id && ctx.sides.get(id)) || { name: id ?? '', color: '#555555' };
}

import type { Mark, Paint } from '../../print/scene.js';
import { fmt, circlePath } from '../../print/scene.js';
import { darken } from './map-style.js';

export type TerrainPattern =
  | 'none'
  | 'trees'
  | 'buildings'
  | 'water'
  | 'marsh'
  | 'hills'
  | 'mountain'
  | 'fortification';

/**
 * One small drawing of a terrain pattern, about `s` pt across, centred on (x, y): the marks a printed map
 * scatters over woods, towns, floods and hills so the terrain reads without colour.
 */
export function terrainGlyph(pattern: TerrainPattern, x: number, y: number, s: number): string {
  const h = s / 2;
  switch (pattern) {
    case 'trees': {
      // A round crown on a short trunk.
      const r = s * 0.34;
      // Each value formatted once: woods carry thousands of trees.
      const [x0, x1, y0, y1] = [fmt(x - s * 0.05), fmt(x + s * 0.05), fmt(y), fmt(y + h)];
      const trunk = `M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`;
      return circlePath(x, y - s * 0.08, r) + trunk;
    }
    case 'buildings': {
      const b = (bx: number, by: number, w: number, hh: number) =>
        `M${fmt(bx)} ${fmt(by)}L${fmt(bx + w)} ${fmt(by)}L${fmt(bx + w)} ${fmt(by + hh)}L${fmt(bx)} ${fmt(by + hh)}Z`;
      return (
        b(x - h, y - h * 0.2, s * 0.42, s * 0.34) +
        b(x + s * 0.04, y - h * 0.7, s * 0.36, s * 0.56) +
        b(x - h * 0.6, y + h * 0.55, s * 0.5, s * 0.2)
      );
    }
    case 'water':
      return [-0.25, 0.25]
        .map((dy) => {
          const yy = y + dy * s;
          return (
            `M${fmt(x - h)} ${fmt(yy)}Q${fmt(x - h / 2)} ${fmt(yy - s * 0.16)} ${fmt(x)} ${fmt(yy)}` +
            `Q${fmt(x + h / 2)} ${fmt(yy + s * 0.16)} ${fmt(x + h)} ${fmt(yy)}`
          );
        })
        .join('');
    case 'marsh': {
      let d = `M${fmt(x - h)} ${fmt(y + h * 0.5)}L${fmt(x + h)} ${fmt(y + h * 0.5)}`;
      for (const dx of [-0.5, 0, 0.5])
        d += `M${fmt(x + dx * h)} ${fmt(y + h * 0.5)}L${fmt(x + dx * h)} ${fmt(y - h * (dx === 0 ? 0.5 : 0.2))}`;
      return d;
    }
    case 'hills':
      return (
        `M${fmt(x - h)} ${fmt(y + h * 0.4)}Q${fmt(x)} ${fmt(y - h * 0.9)} ${fmt(x + h)} ${fmt(y + h * 0.4)}` +
        `M${fmt(x - h * 0.5)} ${fmt(y + h * 0.4)}Q${fmt(x)} ${fmt(y - h * 0.2)} ${fmt(x + h * 0.5)} ${fmt(y + h * 0.4)}`
      );
    case 'mountain':
      return (
        `M${fmt(x - h)} ${fmt(y + h * 0.6)}L${fmt(x - h * 0.15)} ${fmt(y - h * 0.7)}L${fmt(x + h * 0.3)} ${fmt(y)}` +
        `L${fmt(x + h * 0.5)} ${fmt(y - h * 0.3)}L${fmt(x + h)} ${fmt(y + h * 0.6)}Z`
      );
    case 'fortification': {
      // Teeth on a base line, the usual sign for a fortified belt.
      let d =
        `M${fmt(x - h)} ${fmt(y + h * 0.3)}L${fmt(x + h)} ${fmt(y + h * 0.3)}` +
        `L${fmt(x + h)} ${fmt(y + h * 0.5)}L${fmt(x - h)} ${fmt(y + h * 0.5)}Z`;
      for (const dx of [-0.66, 0, 0.66])
        d +=
          `M${fmt(x + dx * h - h * 0.25)} ${fmt(y + h * 0.3)}L${fmt(x + dx * h)} ${fmt(y - h * 0.3)}` +
          `L${fmt(x + dx * h + h * 0.25)} ${fmt(y + h * 0.3)}Z`;
      return d;
    }
    case 'none':
      return '';
  }
}

const markCache = new Map<string, Mark>();

/** A pattern's glyph of size `s` around the origin, as a mark to repeat (see MarksItem): one per pattern and size. */
export function terrainMark(pattern: TerrainPattern, s: number): Mark {
  const key = `${pattern}:${s}`;
  let m = markCache.get(key);
  if (!m) {
    // Every glyph stays inside its s × s square around its spot.
    m = { d: terrainGlyph(pattern, 0, 0, s), box: { x: -s / 2, y: -s / 2, width: s, height: s } };
    markCache.set(key, m);
  }
  return m;
}

/** How a pattern is inked: filled shapes or strokes, in a darker shade of the terrain's own colour. */
export function glyphPaint(pattern: TerrainPattern, terrainColor: string, s: number): Paint {
  const ink = darken(terrainColor, pattern === 'water' ? 0.45 : pattern === 'buildings' ? 0.65 : 0.5);
  const stroked = pattern === 'water' || pattern === 'marsh' || pattern === 'hills';
  return stroked ? { stroke: ink, width: Math.max(0.4, s * 0.09), cap: 'round', join: 'round' } : { fill: ink };
}

/** Where glyphs go inside a cell of size `size` centred on (cx, cy): the lower part, clear of the number at the top. */
export function cellGlyphSpots(pattern: TerrainPattern, cx: number, cy: number, size: number): [number, number][] {
  const r = size / 2;
  const spots: [number, number][] =
    pattern === 'buildings'
      ? [
          [-0.3, 0.1],
          [0.3, 0.1],
          [0, 0.45],
        ]
      : pattern === 'water' || pattern === 'marsh'
        ? [
            [-0.35, 0.05],
            [0.35, 0.05],
            [0, 0.45],
          ]
        : [
            [-0.5, 0.05],
            [0, 0.1],
            [0.5, 0.05],
            [-0.25, 0.48],
            [0.25, 0.48],
          ];
  return spots.map(([dx, dy]) => [cx + dx * r, cy + dy * r]);
}

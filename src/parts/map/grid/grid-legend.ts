import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { mmToPt } from '../../../print/units.js';
import type { Point } from '../../../geometry/point.js';
import { path, polygonPath, polylinePath, rectPath, boxAround, text, type Item } from '../../../print/scene.js';
import { terrainGlyph, glyphPaint } from '../terrain-glyphs.js';
import { darken, GRID_INK, LABEL_INK } from '../map-style.js';
import { distinctLabels, type LegendEntry } from '../furniture/legend-block.js';
import { placeSymbol } from './draw-places.js';
import { LINE_STYLE, zoneColor } from './draw-lines.js';
import { edgeLabel } from './draw-edges.js';
import { sideOf, type DrawContext } from './draw-context.js';

function cellShape(kind: 'hex' | 'square', x: number, y: number, w: number, h: number): Point[] {
  if (kind === 'square') {
    const s = h;
    const x0 = x + (w - s) / 2;
    return [
      [x0, y],
      [x0 + s, y],
      [x0 + s, y + s],
      [x0, y + s],
    ];
  }
  const r = h / Math.sqrt(3);
  const cx = x + w / 2,
    cy = y + h / 2;
  return Array.from(
    { length: 6 },
    (_, k) => [cx + r * Math.cos((k * Math.PI) / 3), cy + r * Math.sin((k * Math.PI) / 3)] as Point,
  );
}

/** The legend of a hex or square map: what the data defines and the map uses, in the order a reader looks. */
export function gridLegend(map: HexMap | SquareMap, ctx: DrawContext, sample: string): LegendEntry[] {
  const { t, name } = ctx.texts;
  const out: LegendEntry[] = [];
  const kind = map.kind;
  const cellEntry = (
    label: string,
    draw: (o: Point[], x: number, y: number, w: number, h: number) => Item[],
  ): LegendEntry => ({
    label,
    swatch: (x, y, w, h) => draw(cellShape(kind, x, y, w, h), x, y, w, h),
  });
  // Only terrain the map shows: the default, and each type some cell is given.
  const shown = new Set([
    map.terrain.default,
    ...Object.entries(map.terrain.cells).flatMap(([id, c]) => (c.length ? [id] : [])),
  ]);
  for (const tt of map.terrainTypes.filter((x) => shown.has(x.id)))
    out.push(
      cellEntry(name(tt.id, tt.name), (o, x, y, w, h) => {
        const items: Item[] = [path(polygonPath(o), boxAround(o), { fill: tt.color, stroke: GRID_INK, width: 0.5 })];
        if (tt.pattern !== 'none') {
          const s = h * 0.42;
          const d = [-0.22, 0.22].map((dx) => terrainGlyph(tt.pattern, x + w / 2 + dx * w, y + h * 0.55, s)).join('');
          items.push(path(d, { x, y, width: w, height: h }, glyphPaint(tt.pattern, tt.color, s)));
        }
        return items;
      }),
    );
  out.push(
    cellEntry(
      kind === 'hex' ? t('legend.cell-number', 'Hex number') : t('legend.sector', 'Sector'),
      (o, x, y, w, h) => [
        path(polygonPath(o), boxAround(o), { fill: '#ffffff', stroke: GRID_INK, width: 0.5 }),
        text(x + w / 2, y + h * 0.42, sample, Math.max(5.5, h * 0.3), {
          face: 'condensed',
          fill: LABEL_INK,
          reads: 'number',
        }),
      ],
    ),
  );
  const hexsideFeatures = new Set(map.kind === 'hex' ? map.hexsides.map((h) => h.feature) : []);
  const roadKinds = new Set(map.roads.map((r) => r.kind));
  for (const f of map.lineFeatures) {
    const w = mmToPt(f.widthMm);
    if (hexsideFeatures.has(f.id))
      out.push(
        cellEntry(name(f.id, f.name) + ' ' + t('legend.hexside', '(hexside)'), (o) => [
          path(polygonPath(o), boxAround(o), { fill: '#f7f3e6', stroke: GRID_INK, width: 0.5 }),
          path(polylinePath([o[0], o[1]]), boxAround(o), {
            stroke: f.color,
            width: w,
            cap: 'round',
            ...(f.dash ? { dash: [w * 1.6, w * 1.2], cap: 'butt' as const } : {}),
          }),
        ]),
      );
    if (roadKinds.has(f.id))
      out.push({
        label: name(f.id, f.name),
        swatch: (x, y, ww, h) => {
          const pts: Point[] = [
            [x + 1, y + h / 2],
            [x + ww - 1, y + h / 2],
          ];
          return [
            ...(f.dash
              ? []
              : [
                  path(polylinePath(pts), boxAround(pts), {
                    stroke: darken(f.color, 0.55),
                    width: w + 0.9,
                    cap: 'round' as const,
                  }),
                ]),
            path(polylinePath(pts), boxAround(pts), {
              stroke: f.color,
              width: w,
              cap: 'round',
              ...(f.dash ? { dash: [w * 2.5, w * 1.5], cap: 'butt' as const } : {}),
            }),
          ];
        },
      });
  }
  if (map.kind === 'square')
    for (const k of [...new Set(map.bridges.map((b) => b.kind))]) {
      const label = t(
        `bridge.${k}`,
        k === 'pontoon-site'
          ? 'Pontoon site (bridgeheads ringed)'
          : k === 'railway'
            ? 'Railway bridge (bridgeheads ringed)'
            : 'Road bridge (bridgeheads ringed)',
      );
      out.push({
        label,
        swatch: (x, y, w, h) => {
          const pts: Point[] = [
            [x + 2, y + h / 2],
            [x + w - 2, y + h / 2],
          ];
          const bw = h * 0.35;
          return k === 'pontoon-site'
            ? [
                path(polylinePath(pts), boxAround(pts), {
                  stroke: '#1d1d1b',
                  width: bw * 0.9,
                  dash: [bw * 1.2, bw * 0.9],
                }),
              ]
            : [
                path(polylinePath(pts), boxAround(pts), { stroke: '#1d1d1b', width: bw * 1.5 }),
                path(
                  polylinePath(pts),
                  boxAround(pts),
                  k === 'railway'
                    ? { stroke: '#ffffff', width: bw * 0.5, dash: [bw, bw] }
                    : { stroke: '#d9d2c3', width: bw * 0.9 },
                ),
              ];
        },
      });
    }
  for (const k of [...new Set(map.places.map((p) => p.kind))].filter((k) => k !== 'river'))
    out.push({
      label: t(`place.${k}`, k[0].toUpperCase() + k.slice(1)),
      swatch: (x, y, w, h) => [
        path(
          placeSymbol(k, x + w / 2, y + h / 2, h * 0.55),
          { x, y, width: w, height: h },
          { fill: '#1d1d1b', stroke: '#ffffff', width: 0.6 },
        ),
      ],
    });
  for (const l of map.lines) {
    const style = LINE_STYLE[l.style];
    out.push(
      cellEntry(name(l.id, l.name), (o, x, y, w, h) => [
        path(polygonPath(o), boxAround(o), { fill: '#f7f3e6', stroke: GRID_INK, width: 0.5 }),
        path(
          polygonPath(o.map(([px, py]) => [px + (x + w / 2 - px) * 0.15, py + (y + h / 2 - py) * 0.15] as Point)),
          boxAround(o),
          {
            stroke: style.stroke,
            width: 1.4,
            ...(style.dash ? { dash: style.dash.map((v) => v * 1.4) } : {}),
          },
        ),
      ]),
    );
  }
  map.zones.forEach((z, i) => {
    if (!z.cells) return;
    const color = zoneColor(i);
    out.push({
      label: name(z.id, z.name),
      swatch: (x, y, w, h) => [
        path(
          rectPath({ x: x + 1, y: y + 1, width: w - 2, height: h - 2 }),
          { x, y, width: w, height: h },
          { stroke: color, width: 1.2, dash: [3, 2] },
        ),
      ],
    });
  });
  for (const e of map.edges) {
    const { color } = sideOf(ctx, e.for);
    out.push({
      label: edgeLabel(e, ctx) + (e.cells ? ` (${t('legend.arrows', 'arrows')})` : ''),
      swatch: (x, y, w, h) => [
        path(
          rectPath({ x, y: y + h * 0.3, width: w, height: h * 0.4 }),
          { x, y, width: w, height: h },
          { fill: color, opacity: 0.85 },
        ),
      ],
    });
  }
  return distinctLabels(out, t('legend.sign', 'sign'));
}

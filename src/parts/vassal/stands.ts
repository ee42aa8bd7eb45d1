import type { Scenario } from '../../model/scenario.js';
import { mmToPt } from '../../print/units.js';
import { escapeXml } from './xml.js';
import { FACE_BOX, type CounterFaces } from '../counters/api.js';
import type { ImageSet } from './images.js';
import type { PieceEntry } from './module-xml.js';
import { definitionFor, deleteTrait, KEYS, markers, reportTrait, type Trait } from './piece-code.js';

/** The tab of the palette that holds a miniatures game's stands, beside the counter sheet's pieces. */
export const STANDS_TAB = 'Stands';

/**
 * Whether the rosters field more stands than the counter sheet prints counters: Death of a Division shows a
 * regiment as three stands on one counter. Where each counter is a stand or tray (Remagen) the counters already are
 * the stands and no second tab is made.
 */
export function hasOwnStands(s: Scenario): boolean {
  const count = new Map(s.units.map((u) => [u.id, u.count]));
  return !!s.rosters?.entries.some((e) => count.has(e.unit) && e.stands !== count.get(e.unit));
}

/**
 * A stand's picture: its base to scale in the side's colour, its number at the top, the unit's counter face in the
 * middle, and room at the foot for the hit boxes layered over it.
 */
function standSvg(face: string, widthPt: number, depthPt: number, label: string, ground: string): string {
  const f = (v: number) => v.toFixed(2);
  const font = Math.max(6, Math.min(widthPt, depthPt) * 0.14);
  const faceSize = Math.min(widthPt * 0.8, depthPt - font * 1.3 - Math.min(widthPt, depthPt) * 0.2);
  const x = (widthPt - faceSize) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${f(widthPt)}" height="${f(depthPt)}" viewBox="0 0 ${f(widthPt)} ${f(depthPt)}">` +
    `<rect x="0.5" y="0.5" width="${f(widthPt - 1)}" height="${f(depthPt - 1)}" rx="2" fill="${ground}" ` +
    `stroke="#222" stroke-width="1"/>` +
    `<svg x="${f(x)}" y="${f(font * 1.3)}" width="${f(faceSize)}" height="${f(faceSize)}" ` +
    `viewBox="0 0 ${FACE_BOX} ${FACE_BOX}">${face}</svg>` +
    `<text x="${f(widthPt / 2)}" y="${f(font * 1.05)}" font-family="DejaVu Sans, sans-serif" ` +
    `font-weight="bold" font-size="${f(font)}" text-anchor="middle" fill="#111">${escapeXml(label, false)}</text></svg>`
  );
}

/**
 * One piece per stand the rosters list, named by unit and stand number ("422nd Infantry 2/3"), drawn to its base's
 * size at the board's scale, carrying the unit's hit boxes as a layer (`hitTraits`) since hits are marked on the
 * table beside the stands, not by taking stands away.
 */
export function standPieces(
  s: Scenario,
  faces: readonly CounterFaces[],
  images: ImageSet,
  dpi: number,
  hitTraits: (unitId: string, widthPt: number, depthPt: number) => Trait[],
): PieceEntry[] {
  const rosters = s.rosters!;
  const bases = new Map(rosters.bases.map((b) => [b.id, b]));
  const face = new Map(faces.map((c) => [c.id, c]));
  const sides = new Map(s.game.sides.map((x) => [x.id, x]));
  const out: PieceEntry[] = [];
  for (const e of rosters.entries) {
    const c = face.get(e.unit);
    const base = bases.get(e.base);
    if (!c || !base) continue;
    const [w, d] = [mmToPt(base.widthMm), mmToPt(base.depthMm)];
    const side = c.side ? sides.get(c.side) : undefined;
    for (let n = 1; n <= e.stands; n++) {
      const label = `${n}/${e.stands}`;
      const image = images.add('stand', standSvg(c.front, w, d, label, side?.color ?? '#d9d2bf'), dpi);
      const name = `${c.name} ${label}`;
      const hits = hitTraits(e.unit, w, d);
      const traits: Trait[] = [
        ...(hits.length ? [reportTrait([KEYS.addHit, KEYS.removeHit])] : []),
        ...hits,
        markers([
          ['Side', side?.name ?? ''],
          ['Kind', 'stand'],
          ['UnitId', e.unit],
          ['Stand', String(n)],
        ]),
        deleteTrait(),
      ];
      out.push({
        id: `${e.unit}#${n}`,
        name,
        tab: STANDS_TAB,
        panel: side?.name ?? 'Stands',
        count: 1,
        width: Math.round((w * dpi) / 72),
        height: Math.round((d * dpi) / 72),
        definition: definitionFor(traits, name, image),
      });
    }
  }
  return out;
}

import type { AreaMap } from '../../../model/schema/map.js';
import type { Rect } from '../../../geometry/point.js';
import type { Item, TextItem } from '../../../print/scene.js';
import { darken } from '../map-style.js';
import type { MapTexts } from '../map-texts.js';
import { boxesOverlap } from '../place-labels.js';
import { chainSegments, letterAlong, lineLength, smoothLine } from '../letter-along.js';
import { riverWidth, type DrawnRiverBorder } from './draw-rivers.js';

/**
 * Each river's name lettered along its longest run of area borders, in italic and the river's colour, at the
 * middle of the run and again about every `repeat` pt along a long one, on whichever side its letters cover no
 * other word.
 */
export function drawAreaRiverNames(
  map: AreaMap,
  borders: readonly DrawnRiverBorder[],
  texts: MapTexts,
  size: number,
  repeat: number,
  avoid: readonly Rect[],
): Item[] {
  const items: Item[] = [];
  for (const r of map.rivers) {
    const segments = borders.filter((b) => b.river === r.id && b.onBorder).flatMap((b) => b.segments);
    const runs = chainSegments(segments)
      .map((l) => smoothLine(l, size * 0.8, size * 6))
      .sort((a, b) => lineLength(b) - lineLength(a));
    const run = runs[0];
    if (!run) continue;
    const total = lineLength(run);
    const copies = Math.max(1, Math.floor(total / repeat));
    const name = texts.name(r.id, r.name);
    const clear = (letters: TextItem[]) => letters.every((l) => !avoid.some((b) => boxesOverlap(l.box, b)));
    for (let i = 0; i < copies; i++) {
      const at = (total * (i + 0.5)) / copies;
      let chosen: TextItem[] | undefined;
      let first: TextItem[] | undefined;
      for (const shift of [0, 1, -1, 2, -2, 3, -3].map((k) => k * size * 3))
        for (const side of [1, -1]) {
          const letters = letterAlong(run, name, at + shift, {
            size,
            face: 'condensedOblique',
            fill: darken(r.color, 0.25),
            offset: side * (riverWidth / 2 + size * 0.45),
            group: `${r.id}#${i + 1}`,
          });
          first ??= letters;
          if (!chosen && letters && clear(letters)) chosen = letters;
        }
      const letters = chosen ?? first;
      if (letters) items.push(...letters);
    }
  }
  return items;
}

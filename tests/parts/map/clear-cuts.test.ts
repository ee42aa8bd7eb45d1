import { describe, it, expect } from 'vitest';
import { text, path, type TextItem } from '../../../src/print/scene.js';
import type { MapDrawing } from '../../../src/parts/map/map-drawing.js';
import { lineCuts, moveAreaNamesOffCuts, type TrimLine } from '../../../src/parts/map/tiles/clear-cuts.js';

// Issue 24: on Death of a Division's nine portrait columns no cut could miss "Habscheid–Pronsfeld" and
// "Wallerode–Meyerode". An area name a trim line runs through moves sideways off it, the least it must, but only
// inside its own area, over no other word and across no more lines than before.
const name = (x: number, y: number, s: string) =>
  text(x, y, s, 10, { face: 'condensedBold', halo: '#ffffff', anchor: 'middle' });
const square = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
const sheet = (items: MapDrawing['items'], polygon = square(0, 0, 400, 200)): MapDrawing => ({
  kind: 'area',
  width: 400,
  height: 200,
  items,
  things: [{ id: 'a', centre: [200, 100], polygon }],
  facts: {},
  boxes: [],
  boards: [],
  notes: [],
});
const cut: TrimLine = { a: [200, 0], b: [200, 200] };

describe('area names off the trim lines', () => {
  it('moves a name the cut runs through to the nearer side, clear of it, in its area', () => {
    const d = sheet([name(190, 100, 'Wallerode–Meyerode')]);
    const [moved] = moveAreaNamesOffCuts(d, [cut]) as TextItem[];
    expect(lineCuts(cut, d.items[0]!.box)).toBe(true);
    expect(lineCuts(cut, moved!.box, 3)).toBe(false);
    expect(moved!.y).toBe(100);
    // The name's middle lay left of the cut: it goes left, the least it must.
    expect(moved!.box.x + moved!.box.width).toBeLessThan(200);
    expect(moved!.box.x + moved!.box.width).toBeGreaterThan(195);
  });

  it('moves the lines of a two-line name together', () => {
    const d = sheet([name(205, 100, 'Habscheid–'), name(205, 111.5, 'Pronsfeld')]);
    const out = moveAreaNamesOffCuts(d, [cut]) as TextItem[];
    expect(out[0]!.x).toBe(out[1]!.x);
    expect(out.every((t) => !lineCuts(cut, t.box, 3))).toBe(true);
  });

  it('leaves a name where it is when its area has no room beside the cut', () => {
    const d = sheet([name(200, 100, 'Wallerode–Meyerode')], square(160, 60, 80, 80));
    expect(moveAreaNamesOffCuts(d, [cut])[0]).toEqual(d.items[0]);
  });

  it('does not move a name onto another word or across a road it kept clear of', () => {
    const other = text(140, 100, 'Born', 10, { face: 'condensed', anchor: 'middle' });
    const road = path('M 150 80 L 150 120', { x: 150, y: 80, width: 0, height: 40 }, { stroke: '#b03030', width: 2 });
    const d = sheet([other, road, name(195, 100, 'Wallerode–Meyerode')]);
    const out = moveAreaNamesOffCuts(d, [cut]) as TextItem[];
    // Left is nearer but holds the road and "Born": the name goes right.
    expect(out[2]!.box.x).toBeGreaterThan(200);
  });
});

describe('an area name with no room beside the cut', () => {
  // Issue 24: Andler's name stood left of its town under the B6/B7 cut on letter. Past the cut to the right lay its
  // marks and its roads; past it to the left lay more than 6 mm from its town. It goes round its town's marks.
  it('moves round its town to a side the cut and its roads leave clear', () => {
    const town: [number, number] = [215, 100];
    const mark = { x: 210, y: 95, width: 10, height: 10 };
    const road = path('M 215 0 L 215 200', { x: 215, y: 0, width: 0, height: 200 }, { stroke: '#b03030', width: 2 });
    const label = text(208, 104, 'Andler', 10, { face: 'condensedBold', halo: '#ffffff', anchor: 'end' });
    const d: MapDrawing = {
      ...sheet([road, label]),
      facts: { areaLabels: [{ id: 'a', centre: town, junction: 5, name: [label.box], marks: [mark] }] },
    };
    const line: TrimLine = { a: [195, 0], b: [195, 200] };
    expect(lineCuts(line, label.box)).toBe(true);
    const moved = moveAreaNamesOffCuts(d, [line])[1] as TextItem;
    expect(lineCuts(line, moved.box, 3)).toBe(false);
    // Right of its mark and the road through it, beside the town (within 6 mm of its point).
    expect(moved.box.x).toBeGreaterThan(mark.x + mark.width);
    expect(moved.box.x - town[0]).toBeLessThan(17);
    expect(moved.box.y).toBeLessThan(town[1]);
    expect(moved.box.y + moved.box.height).toBeGreaterThan(town[1]);
  });
});

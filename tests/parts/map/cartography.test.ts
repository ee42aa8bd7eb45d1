import { describe, it, expect } from 'vitest';
import type { Point } from '../../../src/geometry/point.js';
import { chainSegments, letterAlong, lineLength, nearestAlong } from '../../../src/parts/map/letter-along.js';
import { scaleBlock } from '../../../src/parts/map/furniture/scale-block.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';
import type { PathItem, TextItem } from '../../../src/print/scene.js';

const texts = {
  lang: 'en',
  name: (_: unknown, e: string) => e,
  t: (_: string, e: string) => e,
  chart: (_: string, e: string) => e,
  cells: (t: string) => t,
};
const f = { texts, measure: glyphMeasure(), scale: 1, counterSpace: 40 };

describe('river lettering', () => {
  it('joins hexside pieces given in any order and direction into one course', () => {
    const pts: Point[] = Array.from({ length: 9 }, (_, i) => [i * 20, i % 2 ? 10 : 0]);
    const pieces = pts
      .slice(1)
      .map((p, i) => (i % 3 ? [p, pts[i]] : [pts[i], p]) as [Point, Point])
      .reverse();
    const runs = chainSegments(pieces);
    expect(runs).toHaveLength(1);
    expect(lineLength(runs[0])).toBeCloseTo(lineLength(pts), 6);
  });

  it('sets each letter beside the line, turned with it, reading left to right whichever way the line runs', () => {
    const line: Point[] = [
      [200, 100],
      [0, 100],
    ];
    const letters = letterAlong(line, 'Rhine', 100, {
      size: 8,
      face: 'condensedOblique',
      fill: '#1f4f99',
      offset: 6,
      group: 'r',
    });
    expect(letters!.map((l) => l.text).join('')).toBe('Rhine');
    const xs = letters!.map((l) => l.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    for (const l of letters!) {
      // The middle of the letter, not its baseline, stands off the line.
      const middle: Point = [l.box.x + l.box.width / 2, l.box.y + l.box.height / 2];
      expect(nearestAlong(line, middle).distance).toBeGreaterThan(4);
      expect(l.along).toBe('r');
    }
    expect(
      letterAlong(
        line.map(([x, y]) => [x / 4, y] as Point),
        'A very long river name indeed',
        25,
        {
          size: 8,
          face: 'condensed',
          fill: '#000',
          offset: 6,
          group: 'x',
        },
      ),
    ).toBeUndefined();
  });
});

describe('scale bar', () => {
  it('draws a round length whose printed size is that many cells of the stated ground', () => {
    const cell = 46.2; // pt across flats, for 2 km
    const block = scaleBlock({ cell: 2, unit: 'km' }, () => cell, 'hex', f);
    const items = block.draw(0, 0);
    const bar = items.filter(
      (i): i is PathItem => i.kind === 'path' && (i.fill === '#ffffff' || i.fill === '#1d1d1b') && i.box.height < 6,
    );
    const length = bar.reduce((a, b) => a + b.box.width, 0);
    const end = items.find((i): i is TextItem => i.kind === 'text' && / km$/.test(i.text))!;
    const km = Number.parseFloat(end.text);
    expect(length).toBeCloseTo((km * cell) / 2, 6);
    expect(items.some((i) => i.kind === 'text' && i.text === 'one hex ≈ 2 km')).toBe(true);
    expect(items.some((i) => i.kind === 'text' && i.text === 'N')).toBe(true);
  });

  it('without a ground scale draws the north arrow alone', () => {
    const items = scaleBlock(undefined, () => 0, 'square', f).draw(0, 0);
    expect(items.filter((i) => i.kind === 'text').map((i) => (i as TextItem).text)).toEqual(['N']);
  });
});

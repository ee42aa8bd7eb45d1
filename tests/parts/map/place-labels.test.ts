import { describe, it, expect } from 'vitest';
import { placeLabels, overlappingTexts } from '../../../src/parts/map/place-labels.js';
import { path, polylinePath, text, type Item, type TextItem } from '../../../src/print/scene.js';

const label = (x: number, y: number, s: string, place: 'name' | 'number' = 'name') =>
  text(x, y, s, 6, { place, halo: '#ffffff' });

describe('placeLabels', () => {
  it('moves a name off another text rather than print over it, and lists both as printed', () => {
    const fixed = text(100, 100, 'Sectors around the bridgehead', 7);
    const name = label(100, 101, 'Pontoon site');
    const { items, texts } = placeLabels([fixed, name]);
    expect(overlappingTexts(texts)).toEqual([]);
    const placed = items.find((i): i is TextItem => i.kind === 'text' && i.text === 'Pontoon site')!;
    expect(placed.y === name.y && placed.x === name.x).toBe(false);
    expect(texts.find((t) => t.text === 'Pontoon site')!.moved).toBe(true);
    expect(texts.every((t) => t.truncated === false)).toBe(true);
  });

  it('sets a cell number clear of a thick line over it', () => {
    const river: Item = path(
      polylinePath([
        [80, 98],
        [120, 98],
      ]),
      { x: 80, y: 95, width: 40, height: 6 },
      { stroke: '#1f4f99', width: 6 },
    );
    const n = label(100, 100, 'A2', 'number');
    const { items } = placeLabels([river, n]);
    const placed = items.find((i): i is TextItem => i.kind === 'text')!;
    // Below the river's lower edge (y 101), still over its cell's top (not pushed sideways out of it).
    expect(placed.box.y).toBeGreaterThanOrEqual(101);
    expect(Math.abs(placed.x - 100)).toBeLessThan(3);
  });

  it('raises a name drawn under the least legible size to it', () => {
    const { texts } = placeLabels([text(50, 50, 'Moyland Wood', 5, { place: 'name' })]);
    expect(texts[0].size).toBe(6);
  });

  it('sets a crowded name off with a leader line rather than over the words around it', () => {
    const crowd: Item[] = [];
    for (let dy = -30; dy <= 30; dy += 6) crowd.push(text(100, 100 + dy, 'xxxxxxxxxxxxxxxxxxxxxxxx', 6));
    const { texts, items } = placeLabels([...crowd, label(100, 100.5, 'Goch')]);
    expect(overlappingTexts(texts)).toEqual([]);
    expect(texts.find((t) => t.text === 'Goch')!.leadered).toBe(true);
    expect(items.filter((i) => i.kind === 'path')).toHaveLength(1);
  });
});

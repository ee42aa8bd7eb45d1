import { describe, it, expect } from 'vitest';
import { path, text, rectPath, circlePath, fmt, visibleItems, runsOf, type Item } from '../../src/print/scene.js';
import { pageToSvg } from '../../src/print/scene-svg.js';
import { pathOps } from '../../src/print/pdf/write-pdf.js';

const square = (x: number, y: number, fill = '#ff0000') =>
  path(rectPath({ x, y, width: 10, height: 10 }), { x, y, width: 10, height: 10 }, { fill });

describe('the map scene', () => {
  it('writes a coordinate as String(Math.round(v * 100) / 100) does, so the drawn files keep every byte', () => {
    const plain = (v: number) => String(Math.round(v * 100) / 100);
    const edges = [0, -0, 0.004, -0.004, 0.005, -0.005, 1.005, 2.675, -12.345, 100, -100, 0.1, 0.01, -0.07, 1e16];
    const random = Array.from({ length: 20000 }, (_, i) => ((i * 7919) % 10007) * 0.7317 - 3000 + (i % 13) * 0.001);
    for (const v of [...edges, ...random, NaN, Infinity, -Infinity]) expect(fmt(v), String(v)).toBe(plain(v));
    expect([fmt(12.3), fmt(-0.05), fmt(4000)]).toEqual(['12.3', '-0.05', '4000']);
  });

  it('writes one SVG path for a run of paths painted alike', () => {
    const svg = pageToSvg({
      width: 100,
      height: 100,
      layers: [{ items: [square(0, 0), square(20, 0), square(40, 0, '#00ff00')] }],
    });
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(runsOf([square(0, 0), square(20, 0)])).toHaveLength(1);
  });

  it('escapes names on their way into SVG and gives the true size with physical units', () => {
    const svg = pageToSvg(
      { width: 612, height: 792, layers: [{ items: [text(10, 10, 'Fish & <Chips>', 8)] }] },
      { physical: true },
    );
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).toContain('width="612pt" height="792pt" viewBox="0 0 612 792"');
  });

  it('finds through its index exactly the items a window meets, in drawing order', () => {
    const items: Item[] = [];
    for (let i = 0; i < 400; i++) items.push(square((i * 37) % 2000, Math.floor(i / 7) * 31));
    items.push(
      path(
        rectPath({ x: 0, y: 0, width: 3000, height: 3000 }),
        { x: 0, y: 0, width: 3000, height: 3000 },
        { fill: '#eeeeee' },
      ),
    );
    const window = { x: 500, y: 300, width: 612, height: 500 };
    const brute = items.filter(
      (it) =>
        it.box.x <= window.x + window.width &&
        window.x <= it.box.x + it.box.width &&
        it.box.y <= window.y + window.height &&
        window.y <= it.box.y + it.box.height,
    );
    expect(visibleItems({ items, window })).toEqual(brute);
  });

  it('leaves fine detail out of a coarse layer', () => {
    const items = [square(0, 0), path('M0 0L1 1', { x: 0, y: 0, width: 1, height: 1 }, { stroke: '#000000' }, true)];
    expect(visibleItems({ items, coarse: true })).toHaveLength(1);
  });

  it('turns path data into PDF operators, curves included', () => {
    expect(pathOps('M1 2L3 4Z')).toBe('1 2 m\n3 4 l\nh\n');
    expect(pathOps('M0 0Q3 3 6 0')).toBe('0 0 m\n2 2 4 2 6 0 c\n');
    expect(pathOps(circlePath(0, 0, 5)).match(/ c\n/g)).toHaveLength(4);
  });
});

describe('pathOps', () => {
  it('keeps every operator with its own numbers when moves and lines alternate', () => {
    expect(pathOps('M1 2L3 4M5 6L7 8Z')).toBe('1 2 m\n3 4 l\n5 6 m\n7 8 l\nh\n');
    expect(pathOps('M1 2C3 4 5 6 7 8L9 10')).toBe('1 2 m\n3 4 5 6 7 8 c\n9 10 l\n');
  });
});

import { describe, it, expect } from 'vitest';
import { svgPage } from '../../src/print/scene.js';
import { overlappingPairs, pageTextLayout } from '../../src/print/text-boxes.js';
import { svgText } from '../../src/print/svg-text.js';

const page = (body: string) =>
  svgPage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="612" height="792" viewBox="0 0 612 792">${body}</svg>`,
    612,
    792,
  );

describe('text boxes read from a page', () => {
  it('finds two texts printed over each other, and none where they stand apart', () => {
    const over = pageTextLayout(
      page(svgText(100, 100, 'found no room', { size: 6 }) + svgText(110, 103, 'night', { size: 6 })),
      0,
    );
    expect(over.overlaps).toEqual([[0, 1]]);
    const apart = pageTextLayout(
      page(svgText(100, 100, 'first line', { size: 6 }) + svgText(100, 108, 'second', { size: 6 })),
      0,
    );
    expect(apart.overlaps).toEqual([]);
  });

  it('places text through group transforms and counts an ellipsis as a cut', () => {
    const l = pageTextLayout(
      page(`<g transform="translate(200,300) scale(0.5)">${svgText(0, 0, 'Combat Comm…', { size: 20 })}</g>`),
      0,
    );
    expect(l.texts[0].x).toBeCloseTo(200, 1);
    expect(l.texts[0].size).toBeCloseTo(10, 2);
    expect(l.texts[0].y).toBeLessThan(300);
    expect(l.truncated).toBe(1);
  });

  it('measures the used share without the footer furniture', () => {
    const footer = `<g class="furniture">${svgText(17, 780, 'footer', { size: 7 })}</g>`;
    const body = `<rect x="17" y="17" width="100" height="100" fill="#ccc"/>${footer}`;
    const l = pageTextLayout(page(body), 0);
    expect(l.used).toBeGreaterThan(0);
    expect(l.used).toBeLessThan(0.05);
  });

  it('pairs boxes by a sweep that misses none', () => {
    const boxes = Array.from({ length: 30 }, (_, i) => ({
      x: (i % 5) * 10,
      y: Math.floor(i / 5) * 10,
      width: 12,
      height: 12,
    }));
    let brute = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i],
          b = boxes[j];
        const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (dx > 0.3 && dy > 0.3) brute++;
      }
    expect(overlappingPairs(boxes)).toHaveLength(brute);
  });
});

import { describe, it, expect } from 'vitest';
import { duplexCheckPages } from '../../../src/parts/counters/duplex-check.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';

/** The back's scale labels along the top of each grid: their text, centre and size, in the order drawn. */
function topLabels(svg: string): { text: string; x: number; y: number; size: number }[] {
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)" text-anchor="middle"[^>]*>([^<]+)</g),
  ]
    .map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]), text: m[4] }))
    .filter((l) => /^[+−-]?\d+$/.test(l.text));
}

// Issue 24: on the duplex check's back the X scale read "+2+4+6": labels 2 mm apart touched each other.
describe('the duplex check sheet', () => {
  it('sets the scale labels along the top apart, with true minus signs', () => {
    const { back } = duplexCheckPages(612, 792, 'long', { x: 0, y: 0 }, 'Game');
    const labels = topLabels(back);
    // One scale a grid: the labels of a row at the same height, split where the next grid begins.
    const scales: (typeof labels)[] = [];
    const sortedAll = [...labels].sort((p, q) => p.y - q.y || p.x - q.x);
    for (const l of sortedAll) {
      const last = scales.at(-1)?.at(-1);
      if (last && last.y === l.y && l.x - last.x < 20) scales.at(-1)!.push(l);
      else scales.push([l]);
    }
    expect(scales).toHaveLength(5);
    const m = glyphMeasure();
    for (const sorted of scales) {
      expect(sorted.map((l) => l.text)).toEqual(['−6', '−3', '0', '+3', '+6']);
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        const gap = b.x - m.width(b.text, b.size) / 2 - (a.x + m.width(a.text, a.size) / 2);
        expect(gap, `${a.text} ${b.text}`).toBeGreaterThanOrEqual(1.5);
      }
    }
  });
});

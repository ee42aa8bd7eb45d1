import { describe, it, expect } from 'vitest';
import { counterSymbol, SidcRejected, SYMBOL_VIEWBOX } from '../../../src/parts/counters/milsymbol-symbol.js';

const colors = { fill: '#c0392b', frame: '#111111', icon: '#ffffff' };

describe('counterSymbol', () => {
  it(
    'draws the frame in the division colour, its outline and echelon in the frame colour, ' +
      'the icon in the icon colour',
    () => {
      const s = counterSymbol('SFGPUCI----H', 'brigade', colors);
      expect(s.viewBox).toBe(SYMBOL_VIEWBOX);
      expect(s.body).toContain('fill="#c0392b"');
      expect(s.body).toContain('stroke="#111111"');
      expect(s.body).toContain('stroke="#ffffff"');
      expect(s.body).not.toContain('#fe0');
    },
  );
  // Remagen's tanks and guns were printed with their circles cut flat at the bottom by the unit window.
  it("shows an equipment symbol's whole circle frame, stroke included, inside its window", () => {
    for (const sidc of ['SFGPEVAT----', 'SHGPEVAA----']) {
      const s = counterSymbol(sidc, 'none', colors);
      const circle = s.body.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" stroke-width="([\d.]+)"/);
      expect(circle, `${sidc} draws a circle frame`).not.toBeNull();
      const [cx, cy, r, w] = circle!.slice(1).map(Number) as [number, number, number, number];
      const [x, y, width, height] = s.viewBox.split(' ').map(Number) as [number, number, number, number];
      expect(cy - r - w / 2).toBeGreaterThanOrEqual(y);
      expect(cy + r + w / 2).toBeLessThanOrEqual(y + height);
      expect(cx - r - w / 2).toBeGreaterThanOrEqual(x);
      expect(cx + r + w / 2).toBeLessThanOrEqual(x + width);
    }
  });
  it('gives the same drawing for a repeated SIDC in other colours', () => {
    const a = counterSymbol('SFGPUCA----H', 'brigade', colors).body;
    const b = counterSymbol('SFGPUCA----H', 'brigade', { fill: '#00ff00', frame: '#0000ff', icon: '#ff00ff' }).body;
    expect(b.replaceAll('#00ff00', '#c0392b').replaceAll('#0000ff', '#111111').replaceAll('#ff00ff', '#ffffff')).toBe(
      a,
    );
  });
  it('rejects a SIDC milsymbol cannot draw, saying which part', () => {
    expect(() => counterSymbol('SZGPUCI----H', 'brigade', colors)).toThrow(SidcRejected);
    expect(() => counterSymbol('SZGPUCI----H', 'brigade', colors)).toThrow(/affiliation/);
    expect(() => counterSymbol('SFGPUXYZQ---', 'brigade', colors)).toThrow(/function/);
  });
});

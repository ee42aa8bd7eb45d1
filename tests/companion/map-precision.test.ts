import { describe, expect, it } from 'vitest';
import { relativePath, screenPrecision } from '../../src/parts/companion/part.js';

// The page's map drawing keeps its outlines to about a device pixel at the widest zoom (the map's width / 4,700):
// whole units on a 4,887-unit map, tenths on a 792-unit one. Everything else in the drawing is kept as it was.

const svg = (width: number) =>
  `<svg viewBox="0 0 ${width} 900"><path d="M4858.71 3540.74L4853.46-3538.5Z" stroke-width="2.4"/>` +
  '<polygon points="4858.71,3540.74 10.04,-0.3"/><circle cx="1.25" cy="2.75" r="3.33"/></svg>';

describe("the companion map's outlines at a phone's precision", () => {
  it('a 4,887-unit map: whole units; a shared corner rounds alike in every outline', () => {
    expect(screenPrecision(svg(4886.93))).toBe(
      '<svg viewBox="0 0 4886.93 900"><path d="M4859 3541l-6-7080Z" stroke-width="2.4"/>' +
        '<polygon points="4859,3541 10,0"/><circle cx="1.25" cy="2.75" r="3.33"/></svg>',
    );
  });

  it('whole units round as toFixed(0) does: a half away from zero, and never to "-0"', () => {
    const points = ['2.5', '-2.5', '0.5', '-0.5', '-0.4', '1.49999', '-.5', '.5'];
    const want = points.map((n) => String(+(+n).toFixed(0) || 0));
    expect(want).toEqual(['3', '-3', '1', '-1', '0', '1', '-1', '1']);
    const halves = `<svg viewBox="0 0 4886.93 900"><polygon points="${points.join(' ')}"/></svg>`;
    expect(screenPrecision(halves)).toContain(`points="${want.join(' ')}"`);
  });

  it('a 792-unit map: tenths', () => {
    expect(screenPrecision(svg(792))).toContain('d="M4858.7 3540.7l-5.2-7079.2Z"');
    expect(screenPrecision(svg(792))).toContain('points="4858.7,3540.7 10,-0.3"');
  });

  it('an outline of lines is written as steps that land on the same points; a curve is left as it was', () => {
    // Absolute points back from the steps: every one where the rounded outline had it.
    const absolute = (d: string) => {
      const out: number[][] = [];
      let at = [0, 0];
      let start = at;
      for (const [, c, nums] of d.matchAll(/([MlZ])([^MlZ]*)/g)) {
        const n = (nums.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
        if (c === 'Z') at = start;
        for (let i = 0; i + 1 < n.length; i += 2) {
          at = c === 'M' ? [n[i], n[i + 1]] : [+(at[0] + n[i]).toFixed(1), +(at[1] + n[i + 1]).toFixed(1)];
          if (c === 'M') start = at;
          out.push(at);
        }
      }
      return out;
    };
    const d = 'M10.5 20L12.3 19.9L8 -4Z M100 100L101.1 99.9';
    expect(relativePath(d, 1)).toBe('M10.5 20l1.8-0.1-4.3-23.9ZM100 100l1.1-0.1');
    expect(absolute(relativePath(d, 1))).toEqual([
      [10.5, 20],
      [12.3, 19.9],
      [8, -4],
      [100, 100],
      [101.1, 99.9],
    ]);
    // After a close, a line starts from the outline's first point.
    expect(relativePath('M5 5L6 5ZL7 7', 0)).toBe('M5 5l1 0Zl2 2');
    expect(relativePath('M0 0C1 1 2 2 3 3', 0)).toBe('M0 0C1 1 2 2 3 3');
    expect(relativePath('M0 0L1e-5 2', 0)).toBe('M0 0L1e-5 2');
  });

  it('path data is read the same whether its numbers stand apart (one reading) or not (rounded, then stepped)', () => {
    const path = (width: number, d: string) =>
      /d="([^"]*)"/.exec(screenPrecision(`<svg viewBox="0 0 ${width} 90"><path d="${d}"/></svg>`))?.[1];
    // Numbers apart: commas, spaces, signs after a space, halves rounding away from zero, never "-0".
    expect(path(4886.93, 'M10.5,20.4 L 15.49,-0.5Z')).toBe('M11 20l4-21Z');
    expect(path(4886.93, 'M-0.4 -0.5L0.5 1.5L2 3')).toBe('M0-1l1 3 1 1');
    expect(path(792, 'M1.25 2.5L3.75 -1.25ZM4 4L5.5 5.5')).toBe('M1.3 2.5l2.5-3.8ZM4 4l1.5 1.5');
    expect(path(47, 'M10.5,20.4 L 15.49,-0.5Z')).toBe('M10.5 20.4l4.99-20.9Z');
    expect(path(4886.93, 'M1 2 3 4 5 6')).toBe('M1 2l2 2 2 2');
    // Numbers that touch, or a point the steps cannot write, take the two steps and keep their text.
    expect(path(792, 'M10.5 20.4L5-0.4 7.5.5')).toBe('M10.5 20.4l-5.5-20.8 2.5 0.9');
    expect(path(792, 'M.5 2L3 4')).toBe('M0.5 2l2.5 2');
    expect(path(4886.93, 'M1 2L3')).toBe('M1 2L3');
    expect(path(4886.93, '1 2L3 4')).toBe('1 2L3 4');
    expect(path(4886.93, 'M1e3 2L3 4')).toBe('M1e3 2L3 4');
  });
});

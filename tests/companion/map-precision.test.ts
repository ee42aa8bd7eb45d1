import { describe, expect, it } from 'vitest';
import { screenPrecision } from '../../src/parts/companion/part.js';

// The page's map drawing keeps its outlines to about a device pixel at the widest zoom (the map's width / 4,700):
// whole units on a 4,887-unit map, tenths on a 792-unit one. Everything else in the drawing is kept as it was.

const svg = (width: number) =>
  `<svg viewBox="0 0 ${width} 900"><path d="M4858.71 3540.74L4853.46-3538.5Z" stroke-width="2.4"/>` +
  '<polygon points="4858.71,3540.74 10.04,-0.3"/><circle cx="1.25" cy="2.75" r="3.33"/></svg>';

describe("the companion map's outlines at a phone's precision", () => {
  it('a 4,887-unit map: whole units; a shared corner rounds alike in every outline', () => {
    expect(screenPrecision(svg(4886.93))).toBe(
      '<svg viewBox="0 0 4886.93 900"><path d="M4859 3541L4853-3539Z" stroke-width="2.4"/>' +
        '<polygon points="4859,3541 10,0"/><circle cx="1.25" cy="2.75" r="3.33"/></svg>',
    );
  });

  it('a 792-unit map: tenths', () => {
    expect(screenPrecision(svg(792))).toContain('d="M4858.7 3540.7L4853.5-3538.5Z"');
    expect(screenPrecision(svg(792))).toContain('points="4858.7,3540.7 10,-0.3"');
  });
});

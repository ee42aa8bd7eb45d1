import { describe, it, expect } from 'vitest';
import { cropMarks } from '../../../src/parts/counters/crop-marks.js';

describe('cropMarks', () => {
  it('extends every cut line past the block and its bleed, once per line', () => {
    const boxes = [
      { x: 10, y: 10, width: 20, height: 20 },
      { x: 30, y: 10, width: 20, height: 20 },
    ];
    const d = cropMarks(boxes, 3).match(/d="([^"]+)"/)![1];
    // Cut lines at x = 10, 30, 50 and y = 10, 30: marks above and below, left and right.
    expect(d.match(/M/g)).toHaveLength(3 * 2 + 2 * 2);
    expect(d).toContain('M30.00 -2.00V5.00'); // above: top 10 − bleed 3 − gap 2 = 5, 7 pt long
    expect(d).toContain('M55.00 10.00H62.00'); // right: 50 + 3 + 2
  });
  it('draws nothing for no boxes', () => {
    expect(cropMarks([], 0)).toBe('');
  });
});

import { describe, it, expect } from 'vitest';
import { renumberCells } from '../../src/util/renumber.js';

// The one reading of cell names inside a sentence that the sheets, the companion page and the CLI share.
const CELLS = { I9: '0909', H8: '0808', '1051': 'K51' };

describe('renumberCells', () => {
  it('renames whole cell words, a hexside’s two hexes and a hex after "@"', () => {
    expect(renumberCells('combat at I9 across H8-I9, 71-bde@H8', CELLS)).toBe(
      'combat at 0909 across 0808-0909, 71-bde@0808',
    );
  });
  it('leaves rule sections, words that only contain a label, and a unit id’s number alone', () => {
    expect(renumberCells('6.5.2 I9x AI9 gr-1051 H8.', CELLS)).toBe('6.5.2 I9x AI9 gr-1051 0808.');
  });
  it('leaves text alone where the language numbers cells as the primary does', () => {
    expect(renumberCells('combat at I9', undefined)).toBe('combat at I9');
  });
});

import { describe, it, expect } from 'vitest';
import { toCsv } from '../../../src/parts/roster/csv.js';

describe('CSV for spreadsheets', () => {
  it('quotes commas, quotes and line breaks, and ends records with CRLF', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 3, undefined]])).toBe('"a,b","say ""hi""","two\nlines",3,\r\n');
  });

  it('keeps a spreadsheet from running text as a formula, but leaves signed numbers alone', () => {
    expect(toCsv([['=SUM(A1)', '+3', '-2', '@x']])).toBe("'=SUM(A1),+3,-2,'@x\r\n");
  });
});

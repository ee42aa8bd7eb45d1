import { describe, it, expect } from 'vitest';
import { wrapLines } from '../../src/cli/wrap-lines.js';

// Issue 24: a report's line ran to 357 characters in a terminal. On a terminal the CLI wraps each line between words
// under its own indent; a file, a pipe or a test gets one line a fact.
describe('a report wrapped for a terminal', () => {
  it('breaks a long line between words, its continuation indented under it, none past the width', () => {
    const line = `  Each Allied reserve unit never committed, ${'if a line can be traced '.repeat(6)}: 0 × +2 = 0`;
    const out = wrapLines([line, '  short'], 60);
    expect(out.at(-1)).toBe('  short');
    expect(out.length).toBeGreaterThan(3);
    expect(out.every((l) => [...l].length <= 60)).toBe(true);
    expect(out.slice(1, -1).every((l) => l.startsWith('      ') && l[6] !== ' ')).toBe(true);
    expect(out.slice(0, -1).join(' ').replace(/\s+/g, ' ')).toBe(line.replace(/\s+/g, ' '));
  });

  it('counts characters, not bytes (Russian breaks where English does), keeps a word longer than the room', () => {
    const ru = `  ${'часть '.repeat(20)}`.trimEnd();
    expect(wrapLines([ru], 40).every((l) => [...l].length <= 40)).toBe(true);
    const path = `  see /${'a'.repeat(80)}`;
    expect(wrapLines([path], 40)).toEqual(['  see', `      /${'a'.repeat(80)}`]);
  });
});

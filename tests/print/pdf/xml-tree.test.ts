import { describe, it, expect } from 'vitest';
import { parseXml } from '../../../src/print/pdf/xml-tree.js';

describe('parseXml', () => {
  it('reads elements, attributes and unescaped text', () => {
    const el = parseXml(
      '<?xml version="1.0"?><!-- c --><svg a="1"><text x=\'2\'>&lt;1&gt; &amp; &#1103;&#x44f;</text><g/></svg>',
    );
    expect(el.name).toBe('svg');
    expect(el.attrs).toEqual({ a: '1' });
    const text = el.children[0] as { name: string; attrs: Record<string, string>; children: string[] };
    expect(text.attrs.x).toBe('2');
    expect(text.children.join('')).toBe('<1> & яя');
  });
  it('rejects badly nested or unclosed XML', () => {
    expect(() => parseXml('<g><text></g></text>')).toThrow(/closes/);
    expect(() => parseXml('<g><text>')).toThrow(/never closed/);
    expect(() => parseXml('<g a=1/>')).toThrow(/malformed/);
  });
});

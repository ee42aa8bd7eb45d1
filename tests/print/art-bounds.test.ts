import { describe, it, expect } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sanitizeSvg, SVG_BUDGET } from '../../src/print/sanitize-svg.js';
import { loadTemplate, TEMPLATE_LIMITS } from '../../src/print/templates.js';
import { sideInsignia } from '../../src/parts/cards/insignia.js';
import { templateDirs } from '../../src/load/find-template.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { runCli } from '../helpers/run-cli.js';
import { denseInsignia, useBomb } from '../helpers/hostile-art.js';

// A game's insignia is drawn on every card and its templates render every card: art and templates are
// bounded in the work they can ask for, refused with their file's name, and `validate` refuses them too.

function game(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'sandtable-art-')), 'game');
  cpSync('tests/fixtures/cards-deck', dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function refusal(dir: string): ScenarioError {
  const s = loadScenario(dir);
  try {
    sideInsignia(s.game.sides[0], templateDirs(s));
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('the insignia was accepted');
}

describe('insignia are bounded in the drawing work they ask for', () => {
  it('nested <use> is counted as drawn: a 2.4 KB chain is refused naming the file', () => {
    const e = refusal(game({ 'templates/insignia/german.svg': useBomb() }));
    expect(e.problems[0].file).toMatch(/insignia\/german\.svg$/);
    expect(e.problems[0].message).toMatch(/draws .* elements once its <use> are expanded.*at most/);
  });

  it('a <use> that refers to itself, directly or not, is refused', () => {
    const cyc = '<svg><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>';
    expect(() => sanitizeSvg(cyc)).toThrow(/refers back to itself/);
  });

  it('path data past the budget is refused; within it, kept', () => {
    const numbers = (n: number) => `<svg><path d="M0 0${' L1 1'.repeat(n / 2)}"/></svg>`;
    expect(() => sanitizeSvg(numbers(SVG_BUDGET.numbers + 100))).toThrow(/coordinates/);
    expect(sanitizeSvg(numbers(SVG_BUDGET.numbers / 2)).inner).toMatch(/^<path d=/);
  });

  it('patterns, markers and hairline dashes, which multiply the work of every stroke, are not kept', () => {
    const svg =
      '<svg><defs><pattern id="p" width="0.001" height="0.001"><rect width="1" height="1"/></pattern>' +
      '<marker id="m"><circle r="1"/></marker></defs><rect fill="url(#p)" width="9" height="9"/>' +
      '<path d="M0 0L99 99" marker-mid="url(#m)" stroke-dasharray="0.0001 0.0001" stroke="#000"/></svg>';
    const { inner } = sanitizeSvg(svg);
    expect(inner).not.toMatch(/pattern|marker|dasharray/);
    expect(inner).toContain('stroke="#000"');
  });

  it('a character reference to a control character is refused', () => {
    expect(() => sanitizeSvg('<svg><text>a&#7;b</text></svg>')).toThrow(/U\+0007/);
  });
});

describe('sanitised SVG keeps no CSS that can reach outside or restyle the sheet', () => {
  it('drops every <style> element, and image-set(), image() and other fetching functions in any value', () => {
    const svg =
      '<svg><style>svg { display: none } rect { fill: image-set("http://evil.example/a.png" 1x) }</style>' +
      '<rect width="1" height="1" style="fill:image-set(&quot;http://evil.example/x&quot; 1x);stroke:red"/>' +
      '<rect width="2" height="2" fill="image(http://evil.example/y)" stroke="cross-fade(url(#a), url(#b))"/>' +
      '<rect width="3" height="3" fill="rgb(1, 2, 3)" transform="translate(1 2) rotate(3)"/></svg>';
    const { inner } = sanitizeSvg(svg);
    expect(inner).not.toMatch(/<style|evil|image-set|image\(|cross-fade|display/);
    expect(inner).toContain('style="stroke:red"');
    expect(inner).toContain('<rect width="3" height="3" fill="rgb(1, 2, 3)" transform="translate(1 2) rotate(3)"/>');
  });
});

describe('templates are bounded in size and in rendering work', () => {
  it(`a template larger than ${TEMPLATE_LIMITS.bytes / 1024} KB is refused naming the file`, () => {
    const dir = game({ 'templates/big.svg.hbs': `<svg>${' '.repeat(TEMPLATE_LIMITS.bytes)}</svg>` });
    expect(() => loadTemplate(join(dir, 'templates/big.svg.hbs'), { what: 'card template' })).toThrow(
      /big\.svg\.hbs.*at most/,
    );
  });

  it('7 nested {{#each @root}} is refused before it renders, naming the file and the line', () => {
    const bomb = `${'{{#each @root}}'.repeat(7)}x${'{{/each}}'.repeat(7)}`;
    const dir = game({ 'templates/bomb.svg.hbs': bomb });
    expect(() => loadTemplate(join(dir, 'templates/bomb.svg.hbs'), { what: 'card template' })).toThrow(
      /bomb\.svg\.hbs line 1.*@root/,
    );
  });

  it('rendering work past the budget stops with an error naming the file, whatever the template', () => {
    const dir = game({
      'templates/wide.svg.hbs': '{{#each rows}}{{#each this}}{{#each this}}x{{/each}}{{/each}}{{/each}}',
    });
    const t = loadTemplate(join(dir, 'templates/wide.svg.hbs'), { what: 'card template' });
    const side = Array.from({ length: 100 }, () => 0);
    const rows = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => side));
    expect(() => t.render({ rows })).toThrow(/wide\.svg\.hbs.*more than .* steps/);
    expect(t.render({ rows: [[[1, 2]]] })).toBe('xx');
  });
});

// Issue 25, finding 3: a 205 KB insignia under every count then in force (20,000 coordinates in one path, zig-zagging
// across the box) took librsvg minutes a card, and a PNG build of eight cards ran past 600 s. Its work is in how often
// its edges cross, which grows with their square: that is now counted. How long the heaviest accepted mark takes
// to build is timed in `npm run bench` (the "insignia" rows), not here.
describe('insignia are bounded in how often their edges cross', () => {
  it('the 205 KB mark of crossing edges is refused before anything is drawn, naming the file and the fix', () => {
    const svg = denseInsignia(19_998);
    expect(svg.length).toBeGreaterThan(200 * 1024);
    expect(svg.length).toBeLessThan(256 * 1024);
    const e = refusal(game({ 'templates/insignia/german.svg': svg }));
    expect(e.problems[0].file).toMatch(/insignia\/german\.svg$/);
    expect(e.problems[0].message).toMatch(/edges cross each other about [\d,]+ times.*at most 5,000.*fewer, shorter/);
  });

  it('the count is of crossings, not of size: as many short edges tracing an outline are kept', () => {
    // 9,999 short edges around a circle, the same coordinate count as the refused mark.
    const pts = Array.from({ length: 9_999 }, (_, i) => {
      const a = (i / 9_999) * 2 * Math.PI;
      return `${(50 + 40 * Math.cos(a)).toFixed(6)} ${(50 + 40 * Math.sin(a)).toFixed(6)}`;
    });
    const outline = `<svg viewBox="0 0 100 100"><path fill-rule="evenodd" d="M${pts.join(' L')}Z"/></svg>`;
    expect(sanitizeSvg(outline).inner).toMatch(/^<path/);
    // Long straight strokes cross nothing of their own: a hundred of them are kept.
    const lines = Array.from({ length: 100 }, (_, i) => `<path d="M0 ${i} L100 ${i}"/>`).join('');
    expect(sanitizeSvg(`<svg>${lines}</svg>`).inner).toMatch(/^<path/);
  });

  it('the limit sits between the heaviest mark accepted and the next one, and copies by <use> count too', () => {
    expect(SVG_BUDGET.crossings).toBe(5_000);
    expect(sanitizeSvg(denseInsignia(390)).inner).toMatch(/^<path/);
    expect(() => sanitizeSvg(denseInsignia(400))).toThrow(/edges cross each other about 5,\d{3} times/);
    // Two <use> of the accepted mark draw it three times: past the limit.
    const inner = denseInsignia(390)
      .replace(/^<svg[^>]*>|<\/svg>$/g, '')
      .replace('<path', '<path id="p"');
    const thrice = `<svg xmlns:xlink="http://www.w3.org/1999/xlink">${inner}<use href="#p"/><use href="#p"/></svg>`;
    expect(() => sanitizeSvg(thrice)).toThrow(/edges cross each other/);
  });

  it('validate refuses the 205 KB mark too, with exit 1 and no stack trace', async () => {
    const dir = game({ 'templates/insignia/german.svg': denseInsignia(19_998) });
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/insignia\/german\.svg.*edges cross each other/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});

describe('validate runs the same checks as the build', () => {
  it('a game with a <use> chain insignia fails validate, naming the file', async () => {
    const dir = game({ 'templates/insignia/german.svg': useBomb() });
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/insignia\/german\.svg.*<use>/);
  });

  it('a game with a nested @root template fails validate, naming the file', async () => {
    const bomb = `${'{{#each @root}}'.repeat(7)}x${'{{/each}}'.repeat(7)}`;
    const dir = game({ 'templates/card-face.svg.hbs': bomb });
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/card-face\.svg\.hbs.*@root/);
  });
});

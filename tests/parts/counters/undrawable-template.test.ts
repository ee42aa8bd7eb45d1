import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { firstUndrawable } from '../../../src/print/drawable-svg.js';

// issue 23: what a writer cannot draw is an error naming the template and its line, never a silent drop. The PDF
// falls back to svg-to-pdfkit, which leaves out filters, HTML, style sheets and blend modes without a word.
const root = mkdtempSync(join(tmpdir(), 'sandtable-undrawable-'));
const game = join(root, 'game');
afterAll(() => rmSync(root, { recursive: true, force: true }));
const FRONT = readFileSync(resolve('templates/counter-front.svg.hbs'), 'utf8');
const LAST = FRONT.split('\n').length + 1;
const template = (text: string) => writeFileSync(join(game, 'templates/counter-front.svg.hbs'), text);

beforeAll(() => {
  cpSync(resolve('tests/fixtures/mini-hex'), game, { recursive: true });
  mkdirSync(join(game, 'templates'), { recursive: true });
});

describe('SVG no writer draws alike is refused at validate and build, with the template and line', () => {
  const cases: [string, RegExp][] = [
    ['<foreignObject x="0" y="0" width="9" height="9"><p>HQ</p></foreignObject>', /<foreignObject> cannot be drawn/],
    ['<rect x="1" y="1" width="5" height="5" filter="url(#shadow)"/>', /filter= cannot be drawn: filters/],
    ['<defs><filter id="s"><feGaussianBlur stdDeviation="2"/></filter></defs>', /<filter> cannot be drawn/],
    ['<style>rect { fill: red }</style>', /<style> cannot be drawn: a <style> sheet/],
    ['<g style="fill: red; mix-blend-mode: multiply"><rect width="4" height="4"/></g>', /mix-blend-mode/],
    ['<use href="art/sprites.svg#tank"/>', /a <use> of another file is never fetched/],
  ];
  for (const [markup, why] of cases)
    it(`refuses ${markup.slice(0, 40)}`, async () => {
      template(`${FRONT}\n${markup}`);
      for (const args of [
        ['validate', game],
        ['build', game, '--only', 'counters', '--out', join(root, 'kit')],
      ]) {
        const r = await runCli(...args);
        expect(r.code, args[0]).toBe(1);
        expect(r.err, args[0]).toMatch(new RegExp(`counter-front\\.svg\\.hbs(:| line )${LAST}: `));
        expect(r.err, args[0]).toMatch(why);
        expect(r.err, args[0]).not.toMatch(/\n\s+at /);
      }
      expect(existsSync(join(root, 'kit'))).toBe(false);
    });

  it('refuses undrawable markup an expression writes, naming the template', async () => {
    // A triple-stash of a field writes its text as markup: the unit's name here.
    const dir = join(root, 'named');
    cpSync(game, dir, { recursive: true });
    const units = join(dir, 'units.yaml');
    const text = readFileSync(units, 'utf8');
    const first = text.match(/name: ([^\n,}]+)/)?.[1];
    expect(first).toBeTruthy();
    writeFileSync(units, text.replace(`name: ${first}`, 'name: "<switch/>"'));
    writeFileSync(join(dir, 'templates/counter-front.svg.hbs'), `${FRONT}\n<g>{{{name}}}</g>`);
    const r = await runCli('build', dir, '--only', 'counters', '--out', join(root, 'kit-named'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/counter-front\.svg\.hbs: an expression writes <switch>, which cannot be drawn/);
  });

  it('passes every bundled template and the things svg-to-pdfkit does draw', () => {
    for (const f of ['counter-front', 'counter-back', 'card-face', 'card-back'])
      expect(firstUndrawable(readFileSync(resolve(`templates/${f}.svg.hbs`), 'utf8')), f).toBeUndefined();
    const drawn =
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><clipPath id="c"><rect/></clipPath>' +
      '<mask id="m"><rect/></mask><pattern id="p"><circle/></pattern></defs>' +
      '<text><textPath href="#p">x</textPath></text><use href="#c"/><rect filter="none" style="fill: red"/>';
    expect(firstUndrawable(drawn)).toBeUndefined();
  });
});

describe('template helper errors name the field and line', () => {
  it('a fit of a field the counter lacks names that call and its field, not the first fit', async () => {
    // Two fit calls: the second is the bad one, and the message says its line and its field.
    template(
      `${FRONT}\n{{fit designation x=50 y=50 width=80 size=10}}\n{{fit unit.nickname x=50 y=50 width=80 size=10}}`,
    );
    const r = await runCli('build', game, '--only', 'counters', '--out', join(root, 'kit-fit'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(
        `counter-front\\.svg\\.hbs line ${LAST + 1} ` +
          `\\(\\{\\{fit unit\\.nickname [^)]*\\}\\}\\), field "unit\\.nickname"`,
      ),
    );
  });

  it('arithmetic on a text field names it', async () => {
    template(`${FRONT}\n<rect x="{{add name 2}}" y="0" width="1" height="1"/>`);
    const r = await runCli('build', game, '--only', 'counters', '--out', join(root, 'kit-add'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`line ${LAST} \\(\\{\\{add name 2\\}\\}\\), field "name": add: both arguments`));
  });
});

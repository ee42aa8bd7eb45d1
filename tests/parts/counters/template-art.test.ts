import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync, spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { runCli } from '../../helpers/run-cli.js';

// A designer's counter art: PNG, JPEG and SVG files from the game folder, drawn by the game's own template and
// embedded in every format. What cannot be drawn is an error naming the template and its line.
const hasPoppler = spawnSync('pdfimages', ['-v']).status === 0;
const root = mkdtempSync(join(tmpdir(), 'sandtable-art-'));
const game = join(root, 'game');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FRONT = readFileSync(resolve('templates/counter-front.svg.hbs'), 'utf8');
const ART = [
  '{{#if (eq side "Blue")}}{{image "art/blue.png" x=4 y=4 width=20 height=14}}',
  '{{else if (eq side "Red")}}{{image "art/red.jpg" x=4 y=4 width=20 height=14}}',
  '{{else}}{{image "art/emblem.svg" x=76 y=4 width=20 height=20}}{{/if}}',
].join('\n');

function template(text: string): void {
  writeFileSync(join(game, 'templates/counter-front.svg.hbs'), text);
}

beforeAll(async () => {
  cpSync(resolve('tests/fixtures/mini-hex'), game, { recursive: true });
  mkdirSync(join(game, 'art'));
  mkdirSync(join(game, 'templates'));
  await sharp({ create: { width: 40, height: 28, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 0.5 } } })
    .png()
    .toFile(join(game, 'art/blue.png'));
  await sharp({ create: { width: 40, height: 28, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toFile(join(game, 'art/red.jpg'));
  writeFileSync(
    join(game, 'art/emblem.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a0"/>' +
      '<script>alert(1)</script></svg>',
  );
  template(FRONT.replace('{{#if (eq kind "unit")}}', `${ART}\n{{#if (eq kind "unit")}}`));
});

describe('counter templates that take art', () => {
  it('embeds PNG and JPEG in the PDF (pdfimages finds them), the SVG and the PNG sheets', async () => {
    const out = join(root, 'kit');
    const r = await runCli('build', game, '--only', 'counters', '--format', 'pdf,svg,png', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/pdfkit|general converter/);
    const svg = readFileSync(join(out, 'counters-sheet1-front.svg'), 'utf8');
    expect(svg).toMatch(/<image [^>]*href="data:image\/png;base64,/);
    expect(svg).toMatch(/<image [^>]*href="data:image\/jpeg;base64,/);
    // The SVG art is drawn as vectors, its script gone.
    expect(svg).toMatch(/<circle[^>]*fill="#0a0"/);
    expect(svg).not.toMatch(/<script|alert/);
    // The PNG page shows the red art: its colour, rgb(200, 30, 30), is on no counter of the sheet without it.
    const { data, info } = await sharp(join(out, 'counters-sheet1-front.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (Math.abs(data[i] - 200) < 12 && data[i + 1] < 50 && data[i + 2] < 50) red++;
    expect(red).toBeGreaterThan(100);
    if (hasPoppler) {
      const list = execFileSync('pdfimages', ['-list', join(out, 'counters.pdf')], { encoding: 'utf8' });
      const rows = list.split('\n').slice(2).filter(Boolean);
      // One image object per picture however many counters show it, plus the PNG's alpha mask.
      expect(rows.some((l) => /\bimage\s+40\s+28\s+rgb\s+3\s+8\s+jpeg\b/.test(l))).toBe(true);
      expect(rows.some((l) => /\bimage\s+40\s+28\s+rgb\s+3\s+8\s+image\b/.test(l))).toBe(true);
      expect(rows.some((l) => /\bsmask\s+40\s+28\s+gray\b/.test(l))).toBe(true);
    }
  });

  it('refuses an image outside the game folder, naming the template and line', async () => {
    writeFileSync(join(root, 'outside.png'), readFileSync(join(game, 'art/blue.png')));
    template(`${FRONT}\n{{image "../outside.png" x=1 y=1 width=5 height=5}}`);
    const out = join(root, 'kit-outside');
    const r = await runCli('build', game, '--only', 'counters', '--out', out);
    expect(r.code).toBe(1);
    const line = FRONT.split('\n').length + 1;
    expect(r.err).toMatch(
      new RegExp(`counter-front\\.svg\\.hbs line ${line} .*image "\\.\\./outside\\.png" lies outside the game folder`),
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an image too large, a missing one and one that is no picture', async () => {
    writeFileSync(join(game, 'art/huge.png'), Buffer.alloc(9 * 1024 * 1024));
    writeFileSync(join(game, 'art/notes.png'), 'just text');
    for (const [file, why] of [
      ['art/huge.png', /is 9\.0 MB; at most 8 MB/],
      ['art/none.png', /no such file in the game folder/],
      ['art/notes.png', /is not a PNG, JPEG or SVG file/],
    ] as const) {
      template(`${FRONT}\n{{image "${file}" x=1 y=1 width=5 height=5}}`);
      const r = await runCli('build', game, '--only', 'counters', '--out', join(root, 'kit-bad'));
      expect(r.code, file).toBe(1);
      expect(r.err, file).toMatch(why);
      expect(r.err, file).toMatch(/counter template .*counter-front\.svg\.hbs line \d+/);
    }
    template(`${FRONT}\n{{image "art/blue.png" x=1 y=1 width="wide" height=5}}`);
    const r = await runCli('build', game, '--only', 'counters', '--out', join(root, 'kit-bad'));
    expect(r.err).toMatch(/image "art\/blue\.png": width= must be a number/);
  });

  it('chooses a template per unit type, formation or side where the game has one', async () => {
    template(FRONT);
    const BACK = readFileSync(resolve('templates/counter-back.svg.hbs'), 'utf8');
    const mark = (word: string) => `{{fit "${word}" x=50 y=50 width=80 size=10}}`;
    writeFileSync(join(game, 'templates/counter-front-armour.svg.hbs'), `${FRONT}\n${mark('ARMOURFACE')}`);
    writeFileSync(join(game, 'templates/counter-back-red.svg.hbs'), `${BACK}\n${mark('REDBACK')}`);
    writeFileSync(join(game, 'templates/counter-front-marker.svg.hbs'), `${FRONT}\n${mark('MARKERFACE')}`);
    const out = join(root, 'kit-kinds');
    const r = await runCli('build', game, '--only', 'counters', '--format', 'svg', '--out', out);
    expect(r.code, r.err).toBe(0);
    const front = readFileSync(join(out, 'counters-sheet1-front.svg'), 'utf8');
    const back = readFileSync(join(out, 'counters-sheet1-back.svg'), 'utf8');
    const count = (text: string, word: string) => text.split(`>${word}<`).length - 1;
    // mini-hex: one armour unit (b2), one red unit (r1), two turn markers.
    expect(count(front, 'ARMOURFACE')).toBe(1);
    expect(count(front, 'MARKERFACE')).toBe(2);
    expect(count(back, 'REDBACK')).toBe(1);
    expect(count(front, 'REDBACK') + count(back, 'ARMOURFACE')).toBe(0);
  });

  it('an <image> naming a file is an error naming the template and line, not a silent drop', async () => {
    template(`${FRONT}\n<image x="1" y="1" width="5" height="5" href="art/blue.png"/>`);
    const r = await runCli('build', game, '--only', 'counters', '--out', join(root, 'kit-href'));
    expect(r.code).toBe(1);
    const line = FRONT.split('\n').length + 1;
    expect(r.err).toMatch(
      new RegExp(`counter-front\\.svg\\.hbs line ${line}: <image> names "art/blue\\.png", which no writer fetches`),
    );
    template(FRONT);
  });
});

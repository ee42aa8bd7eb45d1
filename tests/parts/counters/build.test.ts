import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { kitFiles, runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../../helpers/broken-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import type { CounterManifest } from '../../../src/parts/counters/counter-manifest.js';

const MIX = 'tests/fixtures/counters-mix';
const MM = 72 / 25.4;
const temps: string[] = [];
const tempDir = (prefix = 'sandtable-counters-') => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach(cleanup));

async function build(game: string, ...flags: string[]) {
  const out = tempDir();
  const r = await runCli('build', game, '--only', 'counters', '--out', out, ...flags);
  // Another language or paper puts its tag in the name (counters-ru-a4.layout.json): one manifest a build.
  const name = existsSync(out) ? kitFiles(out).find((f) => /^counters.*\.layout\.json$/.test(f)) : undefined;
  const manifestFile = join(out, name ?? 'counters.layout.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as CounterManifest)
    : undefined;
  return { ...r, out, manifest: manifest!, files: existsSync(out) ? kitFiles(out) : [] };
}

const fronts = (m: CounterManifest) => m.pieces.filter((p) => p.side === 'front');
const backOf = (m: CounterManifest, f: CounterManifest['pieces'][number]) =>
  m.pieces.find((p) => p.side === 'back' && p.id === f.id && p.copy === f.copy && p.sheet === f.sheet)!;

describe('sandtable build --only counters', () => {
  it('writes the PDF, one SVG per sheet side and the manifest', async () => {
    const r = await build(MIX);
    expect(r.code, r.err).toBe(0);
    expect(r.files).toEqual([
      'counters-duplex-check.pdf',
      'counters-sheet1-back.svg',
      'counters-sheet1-front.svg',
      'counters.layout.json',
      'counters.pdf',
    ]);
    expect(readFileSync(join(r.out, 'counters.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    // Front and back sheets in print order: page 1 front, page 2 back.
    expect(r.manifest.pages).toBe(2);
    expect(new Set(fronts(r.manifest).map((p) => p.page))).toEqual(new Set([1]));
    expect(new Set(r.manifest.pieces.filter((p) => p.side === 'back').map((p) => p.page))).toEqual(new Set([2]));
  });

  it('places every unit and marker the game has, count times, front and back', async () => {
    const r = await build(MIX);
    const s = loadScenario(MIX);
    const want = new Map([...s.units, ...s.markers].map((x) => [x.id, x.count]));
    const got = new Map<string, number>();
    for (const p of fronts(r.manifest)) got.set(p.id, (got.get(p.id) ?? 0) + 1);
    expect(got).toEqual(want);
    expect(fronts(r.manifest)).toHaveLength(s.pieceCount!);
    expect(r.manifest.pieces.filter((p) => p.side === 'back')).toHaveLength(s.pieceCount!);
  });

  it.each([
    ['1/2', 36],
    ['5/8', 45],
    ['3/4', 54],
    ['1', 72],
    ['16mm', 16 * MM],
  ])('makes every counter exactly the nominal size at --counter-size %s', async (size, pt) => {
    const r = await build(MIX, '--counter-size', size);
    expect(r.code, r.err).toBe(0);
    for (const p of r.manifest.pieces) {
      expect(Math.abs(p.width - pt)).toBeLessThan(0.01);
      expect(Math.abs(p.height - pt)).toBeLessThan(0.01);
    }
  });

  it('runs the colour 1 mm past the cut line by default, so a slight miscut shows no neighbour', async () => {
    const r = await build(MIX);
    expect(r.code, r.err).toBe(0);
    expect(r.manifest.bleed).toBeCloseTo(1 * MM, 1);
    const none = await build(MIX, '--bleed', '0');
    expect(none.manifest.bleed).toBe(0);
  });

  it('keeps counters inside margins home printers can print, and apart from each other', async () => {
    for (const paper of ['letter', 'a4']) {
      const r = await build(MIX, '--paper', paper, '--bleed', '2', '--gutter', '1');
      const { width, height } = r.manifest.page;
      for (const p of r.manifest.pieces) {
        expect(p.x - r.manifest.bleed).toBeGreaterThanOrEqual(6 * MM - 1e-6);
        expect(p.y - r.manifest.bleed).toBeGreaterThanOrEqual(6 * MM - 1e-6);
        expect(p.x + p.width + r.manifest.bleed).toBeLessThanOrEqual(width - 6 * MM + 1e-6);
        expect(p.y + p.height + r.manifest.bleed).toBeLessThanOrEqual(height - 6 * MM + 1e-6);
      }
      const page1 = fronts(r.manifest);
      for (const a of page1)
        for (const b of page1) {
          if (a === b) continue;
          const apart =
            a.x + a.width + 2 * r.manifest.bleed + r.manifest.gutter <= b.x + 1e-6 ||
            b.x + b.width + 2 * r.manifest.bleed + r.manifest.gutter <= a.x + 1e-6 ||
            a.y + a.height + 2 * r.manifest.bleed + r.manifest.gutter <= b.y + 1e-6 ||
            b.y + b.height + 2 * r.manifest.bleed + r.manifest.gutter <= a.y + 1e-6;
          expect(apart).toBe(true);
        }
    }
  });

  it('puts each back where a long-edge duplex print lands it, shifted by the back offset', async () => {
    for (const offset of [undefined, '1.5,-0.5']) {
      const r = await build(MIX, ...(offset ? ['--back-offset', offset] : []));
      const [dx, dy] = offset ? [1.5 * MM, -0.5 * MM] : [0, 0];
      const W = r.manifest.page.width;
      expect(r.manifest.duplex).toBe('long');
      for (const f of fronts(r.manifest)) {
        const b = backOf(r.manifest, f);
        expect(b.page).toBe(f.page + 1);
        expect(b.x).toBeCloseTo(W - f.x - f.width + dx, 2);
        expect(b.y).toBeCloseTo(f.y + dy, 2);
        expect(b.width).toBeCloseTo(f.width, 2);
        expect(b.rotation).toBe(0);
      }
    }
  });

  it(
    'mirrors backs in y for short-edge duplex, with the offset, ' + 'turned so a left-right flip shows them upright',
    async () => {
      const r = await build(MIX, '--duplex', 'short', '--back-offset', '-1,2');
      const H = r.manifest.page.height;
      for (const f of fronts(r.manifest)) {
        const b = backOf(r.manifest, f);
        expect(b.page).toBe(f.page + 1);
        expect(b.x).toBeCloseTo(f.x - 1 * MM, 2);
        expect(b.y).toBeCloseTo(H - f.y - f.height + 2 * MM, 2);
        expect(b.rotation).toBe(180);
      }
    },
  );

  it('puts fronts and backs on one page in fold mode, mirrored across the fold', async () => {
    const r = await build(MIX, '--duplex', 'fold');
    expect(r.code, r.err).toBe(0);
    expect(r.files).toContain('counters-sheet1-fold.svg');
    expect(r.files).not.toContain('counters-duplex-check.pdf');
    expect(r.manifest.pages).toBe(r.manifest.sheets);
    const H = r.manifest.page.height;
    for (const f of fronts(r.manifest)) {
      const b = backOf(r.manifest, f);
      expect(b.page).toBe(f.page);
      expect(f.y + f.height).toBeLessThanOrEqual(H / 2);
      expect(b.y).toBeCloseTo(H - f.y - f.height, 2);
      expect(b.x).toBeCloseTo(f.x, 2);
    }
  });

  it('prints fronts only with --duplex none', async () => {
    const r = await build(MIX, '--duplex', 'none');
    expect(r.manifest.pieces.every((p) => p.side === 'front')).toBe(true);
    expect(r.files).toEqual(['counters-sheet1-front.svg', 'counters.layout.json', 'counters.pdf']);
  });

  it('fills as many sheets as the pieces need, numbering each in its footer', async () => {
    const r = await build(MIX, '--counter-size', '1', '--paper', 'a4', '--gutter', '20', '--bleed', '5');
    expect(r.code, r.err).toBe(0);
    expect(r.manifest.sheets).toBeGreaterThan(1);
    const last = r.manifest.sheets;
    // A counter size other than the game's own is in the name (counters-a4-1in-…).
    expect(readFileSync(join(r.out, `counters-a4-1in-sheet${last}-front.svg`), 'utf8')).toContain(
      `sheet ${last} of ${last}`,
    );
  });

  it('draws calibration squares, the footer and the reconstructed note on the sheets that need it', async () => {
    const r = await build(MIX);
    const svg = readFileSync(join(r.out, 'counters-sheet1-front.svg'), 'utf8');
    expect(svg).toContain('width="72"'); // the 1-inch square
    expect(svg).toMatch(/Print at 100% \/ actual size/);
    expect(svg).toContain('Counter Mix · counters, front · sheet 1 of 1');
    expect(svg).toContain('reconstructed');
    const plain = await build('tests/fixtures/mini-hex', '--duplex', 'none');
    expect(plain.code, plain.err).toBe(0);
  });

  it('escapes text that reaches the SVG', async () => {
    const r = await build(MIX);
    const svg = readFileSync(join(r.out, 'counters-sheet1-front.svg'), 'utf8');
    expect(svg).toContain('&lt;1&gt; &amp; &quot;Flak&quot;');
    expect(svg).not.toContain('<1>');
  });

  it('prints Russian designations with --lang ru, in the SVG and the PDF text', async () => {
    const r = await build(MIX, '--lang', 'ru', '--format', 'pdf,svg,png');
    expect(r.code, r.err).toBe(0);
    const svg = readFileSync(join(r.out, 'counters-ru-sheet1-front.svg'), 'utf8');
    expect(svg).toContain('44-я бригада');
    expect(svg).toContain('1051-й полк');
    expect(readFileSync(join(r.out, 'counters-ru-sheet1-back.svg'), 'utf8')).toContain('снабжения');
    // The PDF's ToUnicode map lists the Cyrillic glyphs it embeds (я = U+044F).
    const pdf = readFileSync(join(r.out, 'counters-ru.pdf'));
    expect(pdf.includes(Buffer.from('/FontFile2'))).toBe(true);
    expect(r.files).toContain('counters-ru-sheet1-front.png');
    const png = readFileSync(join(r.out, 'counters-ru-sheet1-front.png'));
    expect(png.readUInt32BE(16)).toBe(Math.round((612 / 72) * 300)); // 300 dpi Letter
  });

  it('writes PNGs at 300 dpi with --format png', async () => {
    const r = await build(MIX, '--format', 'png', '--paper', 'a4');
    expect(r.files).toEqual(['counters-a4-sheet1-back.png', 'counters-a4-sheet1-front.png', 'counters-a4.layout.json']);
    const png = readFileSync(join(r.out, 'counters-a4-sheet1-front.png'));
    expect(png.readUInt32BE(16)).toBe(Math.round((210 / 25.4) * 300));
  });

  it('uses a designer template given with --template', async () => {
    const dir = tempDir('sandtable-template-');
    const file = join(dir, 'mine.svg.hbs');
    writeFileSync(
      file,
      '<rect width="100" height="100" fill="{{colors.background}}"/><text x="50" y="50">MINE {{designation}}</text>',
    );
    const r = await build(MIX, '--template', file, '--duplex', 'none');
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(join(r.out, 'counters-sheet1-front.svg'), 'utf8')).toContain('MINE 44/15');
  });

  it('uses the game folder’s own templates/counter-front.svg.hbs where it has one', async () => {
    const dir = brokenCopy(MIX, {});
    temps.push(dir);
    mkdirSync(join(dir, 'templates'));
    writeFileSync(
      join(dir, 'templates', 'counter-front.svg.hbs'),
      '<rect width="100" height="100" fill="{{colors.background}}"/><text x="5" y="50">GAME {{designation}}</text>',
    );
    const r = await build(dir, '--duplex', 'none');
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(join(r.out, 'counters-sheet1-front.svg'), 'utf8')).toContain('GAME 44/15');
  });

  it('removes sheets left over from an earlier, larger build', async () => {
    const r = await build(MIX, '--counter-size', '1', '--paper', 'a4', '--gutter', '20', '--bleed', '5');
    expect(r.files).toContain('counters-a4-1in-sheet2-front.svg');
    const again = await runCli(
      'build',
      MIX,
      '--only',
      'counters',
      '--paper',
      'a4',
      '--counter-size',
      '1',
      '--out',
      r.out,
    );
    expect(again.code).toBe(0);
    expect(readdirSync(r.out)).toContain('counters-a4-1in-sheet1-front.svg');
    expect(readdirSync(r.out)).not.toContain('counters-a4-1in-sheet2-front.svg');
  });
});

describe('sandtable build --only counters: bad input', () => {
  async function fails(game: string, flags: string[], message: RegExp) {
    const out = join(tempDir(), 'out');
    const r = await runCli('build', game, '--only', 'counters', '--out', out, ...flags);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  }

  it('names the unit whose SIDC milsymbol rejects, with file and line', async () => {
    const dir = brokenCopy(MIX, { 'units.yaml': [['sidc: SHGPUCI----G', 'sidc: SZGPUCI----G']] });
    temps.push(dir);
    await fails(
      dir,
      [],
      new RegExp(
        String.raw`units\.yaml:\d+:\d+: units\[3\]\.sidc: unit "gr1051": ` +
          'SIDC "SZGPUCI----G" cannot be drawn: milsymbol does not recognise its affiliation',
      ),
    );
  });

  it('names a template file that does not exist', async () => {
    await fails(
      MIX,
      ['--template', 'no/such/template.svg.hbs'],
      /counter template not found: .*no\/such\/template\.svg\.hbs/,
    );
  });

  it('names the unit and the field a template uses that the unit lacks', async () => {
    const file = join(tempDir(), 'strict.svg.hbs');
    writeFileSync(file, '<rect width="100" height="100"/>\n<text>{{unit.notes}}</text>');
    await fails(
      MIX,
      ['--template', file],
      new RegExp(
        String.raw`unit "b44": counter template .*strict\.svg\.hbs line 2 \(\{\{unit\.notes\}\}\) ` +
          'uses the field "notes", which this counter does not have',
      ),
    );
  });

  it('names a template that is not valid Handlebars', async () => {
    const file = join(tempDir(), 'broken.svg.hbs');
    writeFileSync(file, '<text>{{#if designation}}</text>');
    await fails(MIX, ['--template', file], /counter template .*broken\.svg\.hbs: Parse error/);
  });

  it('rejects counters larger than the printable area', async () => {
    await fails(
      MIX,
      ['--counter-size', '300mm'],
      /counters-mix: counters of 300mm with their bleed do not fit on Letter paper/,
    );
    await fails(MIX, ['--counter-size', '140mm', '--duplex', 'fold'], /do not fit .*fold mode/);
  });

  it('rejects sizes, offsets and modes it cannot read', async () => {
    await fails(MIX, ['--counter-size', '7/9ft'], /--counter-size "7\/9ft" is not a counter size/);
    await fails(MIX, ['--back-offset', '3'], /--back-offset "3"/);
    await fails(MIX, ['--duplex', 'both'], /--duplex "both"/);
    await fails(MIX, ['--gutter', 'wide'], /--gutter "wide"/);
  });
});

describe.skipIf(!existsSync('data/veritable/game.yaml'))('Veritable counters', () => {
  it('prints all 52 pieces, and Russian designations with --lang ru', async () => {
    const r = await build('veritable');
    expect(r.code, r.err).toBe(0);
    expect(fronts(r.manifest)).toHaveLength(52);
    const ru = await build('veritable', '--lang', 'ru', '--duplex', 'none');
    expect(ru.code, ru.err).toBe(0);
    expect(readFileSync(join(ru.out, 'counters-ru-sheet1-front.svg'), 'utf8')).toMatch(/[\u0400-\u04ff]/);
  });
});

// Keep the temp folders tidy even when a test above fails early.
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { runCli } from '../helpers/run-cli.js';
import { changedPieces, pieceSprite, piecesOf, textDiff, textGolden, writePng } from './kit-values.js';

// Every kit three ways. Page images (50 dpi) show a change of layout as an image diff in review; they cannot see a
// counter's factor or symbol change (a few hundred pixels of a page). The text goldens hold every line each sheet
// prints with its place to 0.1 mm, and the piece sprites every counter cut out at 150 dpi, so those fail.
// `npm run golden:update` rewrites all three; look at the diffs and the new pages before committing.
const REF = join(import.meta.dirname, 'pages');
const TEXT_REF = join(import.meta.dirname, 'text');
const PIECE_REF = join(import.meta.dirname, 'pieces');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const DPI = 50;
/** pixelmatch's per-pixel colour distance, and the share of pixels allowed to differ (anti-aliasing, rounding). */
const THRESHOLD = 0.1;
const MAX_DIFF = 0.003;

const hasPoppler = spawnSync('sh', ['-c', 'command -v pdftoppm']).status === 0;

const KITS: { game: string; args: string[]; tag: string }[] = [
  { game: 'veritable', args: [], tag: 'veritable' },
  { game: 'veritable', args: ['--lang', 'ru'], tag: 'veritable-ru' },
  { game: 'remagen', args: [], tag: 'remagen' },
  { game: 'death-of-a-division', args: [], tag: 'death-of-a-division' },
  { game: 'nordwind', args: [], tag: 'nordwind' },
];

function renderPage(pdf: string, page: number): PNG | undefined {
  const r = spawnSync(
    'pdftoppm',
    ['-r', String(DPI), '-f', String(page), '-l', String(page), '-png', '-singlefile', pdf],
    {
      maxBuffer: 64 << 20,
    },
  );
  return r.status === 0 && r.stdout.length ? PNG.sync.read(r.stdout) : undefined;
}

/** The pages worth keeping an image of: the first page of every PDF, and a map's second (its first tile). */
function pagesOf(dir: string): { pdf: string; page: number; name: string }[] {
  const out: { pdf: string; page: number; name: string }[] = [];
  for (const f of readdirSync(dir)
    // The print-shop file is the map's own drawing on one page: the map's pages already show it.
    .filter((n) => n.endsWith('.pdf') && !n.includes('print-shop'))
    .sort()) {
    const stem = f.replace(/\.pdf$/, '');
    out.push({ pdf: join(dir, f), page: 1, name: `${stem}-p1` });
    if (stem.startsWith('map') && !stem.endsWith('-fit')) out.push({ pdf: join(dir, f), page: 2, name: `${stem}-p2` });
  }
  return out;
}

describe.skipIf(!hasPoppler)('golden kits', () => {
  const outs = new Map<string, string>();
  /** What each build said it prints: "N pages to print". */
  const printed = new Map<string, number>();
  /** What each build listed: every PDF with the pages it says it has, and whether it is printed first (outside). */
  const listed = new Map<string, { pages: number; file: string; first: boolean }[]>();
  const diffDir = mkdtempSync(join(tmpdir(), 'golden-diff-'));

  beforeAll(async () => {
    for (const kit of KITS) {
      const out = mkdtempSync(join(tmpdir(), `golden-${kit.tag}-`));
      const r = await runCli('build', kit.game, '--format', 'pdf', '--out', out, ...kit.args);
      if (r.code !== 0) throw new Error(`build ${kit.tag} failed: ${r.err}`);
      outs.set(kit.tag, out);
      const pages = r.out.match(/(\d+) pages to print/);
      if (pages) printed.set(kit.tag, Number(pages[1]));
      const lines = [...r.out.matchAll(/^ *(\d+) pages? +(\S+\.pdf)( +print first)?/gm)];
      listed.set(
        kit.tag,
        lines.map((l) => ({ pages: Number(l[1]), file: l[2]!, first: !!l[3] })),
      );
    }
  }, 180_000);

  it("the README states each kit's page count at the defaults, and their total, as the builds print them", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const n = '(\\d+)';
    const stated = readme.match(
      new RegExp(
        `Veritable ${n} pages, Remagen Bridgehead ${n}, Death of a Division ${n}, Operation Nordwind ${n}, ${n} in all`,
      ),
    );
    expect(stated, "the README names the four kits' pages").not.toBeNull();
    const tags = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
    const built = tags.map((t) => printed.get(t));
    expect(stated!.slice(1, 5).map(Number)).toEqual(built);
    expect(Number(stated![5])).toBe(built.reduce((a, b) => a! + b!, 0));
  });

  // Issue 24: the README's figures are checked against the files themselves, not against what the build says of
  // them: every page of every PDF the build wrote, read by pdfinfo, the print-first sheets and the print shop's
  // one-page map included, so neither the README nor the build's own count can drift from the paper.
  it('the README states every page each kit writes, counted by pdfinfo over the PDFs in its folder', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const n = '(\\d+)';
    const stated = readme.match(
      new RegExp(
        `every page it writes: Veritable ${n} \\(${n} in Russian\\), Remagen Bridgehead ${n}, ` +
          `Death of a Division ${n}, Operation Nordwind ${n}, ${n} in all`,
      ),
    );
    expect(stated, 'the README names every page each kit writes').not.toBeNull();
    const pagesIn = (tag: string) =>
      readdirSync(outs.get(tag)!)
        .filter((f) => f.endsWith('.pdf'))
        .reduce((sum, f) => {
          const info = spawnSync('pdfinfo', [join(outs.get(tag)!, f)], { encoding: 'utf8' }).stdout;
          return sum + Number(info.match(/^Pages: +(\d+)/m)?.[1]);
        }, 0);
    const counted = ['veritable', 'veritable-ru', 'remagen', 'death-of-a-division', 'nordwind'].map(pagesIn);
    expect(stated!.slice(1, 6).map(Number)).toEqual(counted);
    // The total is the four kits' in English; the Russian Veritable is the same kit in another language.
    const [v, , ...rest] = counted;
    expect(Number(stated![6])).toBe([v!, ...rest].reduce((a, b) => a + b, 0));
    // The kit a player prints (what the build lists, print-first sheets aside) is within these pages.
    for (const [i, tag] of ['veritable', 'remagen', 'death-of-a-division', 'nordwind'].entries())
      expect(printed.get(tag)!, tag).toBeLessThan([v!, ...rest][i]!);
  });

  // Issue 24: the README said the companion pages weigh 0.66–1.02 MB; since their scripts are packed they weigh about
  // a third of a megabyte. The stated range and the largest page are read against the files each build wrote.
  it("the README states the companion pages' sizes, smallest to largest, as the builds write them", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const stated = readme.match(/Sizes: ([\d.]+)–([\d.]+) MB per game \(([^)]+) largest\)/);
    expect(stated, "the README names the companion pages' sizes").not.toBeNull();
    const names: Record<string, string> = {
      veritable: 'Operation: Veritable',
      remagen: 'Remagen Bridgehead',
      'death-of-a-division': 'Death of a Division',
      nordwind: 'Operation Nordwind',
    };
    const sizes = Object.keys(names).map((tag) => {
      const bytes = readFileSync(join(outs.get(tag)!, 'companion.html')).length;
      return { tag, mb: Number((bytes / 2 ** 20).toFixed(2)) };
    });
    const mbs = sizes.map((x) => x.mb);
    expect([Number(stated![1]), Number(stated![2])]).toEqual([Math.min(...mbs), Math.max(...mbs)]);
    const largest = sizes.reduce((a, b) => (b.mb > a.mb ? b : a));
    expect(names[largest.tag]).toContain(stated![3]);
  });

  // The build's count is what each part says it drew: pdfinfo reads the pages of the files written, so the README's
  // numbers are those of the PDFs a player prints, and a print-first sheet (duplex check, fit sheet) is outside them.
  it('each kit prints as many pages as its PDFs hold, by pdfinfo, the print-first sheets outside the count', () => {
    for (const tag of ['veritable', 'remagen', 'death-of-a-division', 'nordwind']) {
      const files = listed.get(tag)!;
      expect(files.length, tag).toBeGreaterThanOrEqual(3);
      for (const f of files) {
        const info = spawnSync('pdfinfo', [f.file], { encoding: 'utf8' }).stdout;
        expect(Number(info.match(/^Pages: +(\d+)/m)?.[1]), f.file).toBe(f.pages);
      }
      expect(files.filter((f) => f.first).map((f) => f.file.replace(/.*\//, ''))).toEqual([
        'counters-duplex-check.pdf',
        'map-fit.pdf',
      ]);
      const sum = files.filter((f) => !f.first).reduce((n, f) => n + f.pages, 0);
      expect(sum, tag).toBe(printed.get(tag));
    }
  });

  for (const kit of KITS) {
    it(`${kit.tag}: the first page of every part matches its reference image`, () => {
      const dir = outs.get(kit.tag)!;
      mkdirSync(REF, { recursive: true });
      const pages = pagesOf(dir);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const failures: string[] = [];
      for (const p of pages) {
        const png = renderPage(p.pdf, p.page);
        if (!png) {
          failures.push(`${p.name}: pdftoppm could not render page ${p.page}`);
          continue;
        }
        const ref = join(REF, `${kit.tag}-${p.name}.png`);
        if (UPDATE || !existsSync(ref)) {
          if (!UPDATE) failures.push(`${p.name}: no reference image; run npm run golden:update and look at ${ref}`);
          writeFileSync(ref, PNG.sync.write(png));
          continue;
        }
        const want = PNG.sync.read(readFileSync(ref));
        if (want.width !== png.width || want.height !== png.height) {
          failures.push(`${p.name}: page is ${png.width}×${png.height} px, reference ${want.width}×${want.height}`);
          continue;
        }
        const diff = new PNG({ width: png.width, height: png.height });
        const n = pixelmatch(want.data, png.data, diff.data, png.width, png.height, { threshold: THRESHOLD });
        const share = n / (png.width * png.height);
        if (share > MAX_DIFF) {
          const file = join(diffDir, `${kit.tag}-${p.name}.diff.png`);
          writeFileSync(file, PNG.sync.write(diff));
          writeFileSync(file.replace('.diff.png', '.new.png'), PNG.sync.write(png));
          failures.push(
            `${p.name}: ${(share * 100).toFixed(2)} % of pixels differ (allowed ${MAX_DIFF * 100} %); see ${file}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
  for (const kit of KITS) {
    it(`${kit.tag}: every line of text on every sheet is where and what its golden says`, () => {
      const dir = outs.get(kit.tag)!;
      mkdirSync(TEXT_REF, { recursive: true });
      const pdfs = readdirSync(dir)
        .filter((n) => n.endsWith('.pdf'))
        .sort();
      const failures: string[] = [];
      for (const f of pdfs) {
        const stem = f.replace(/\.pdf$/, '');
        const manifest = join(dir, `${stem.replace(/-duplex-check$/, '')}.layout.json`);
        const got = textGolden(join(dir, f), stem.endsWith('duplex-check') ? [] : piecesOf(manifest));
        const ref = join(TEXT_REF, `${kit.tag}-${stem}.txt`);
        if (UPDATE || !existsSync(ref)) {
          if (!UPDATE) failures.push(`${stem}: no text golden; run npm run golden:update and read ${ref}`);
          writeFileSync(ref, got);
          continue;
        }
        const want = readFileSync(ref, 'utf8');
        if (want !== got) failures.push(`${stem}:\n${textDiff(want, got).join('\n')}`);
      }
      expect(pdfs.length).toBeGreaterThanOrEqual(3);
      expect(failures).toEqual([]);
      // pdftotext -bbox over every sheet of a kit: Death of a Division's took 59.6 s on a loaded 2-core machine.
    }, 180_000);

    it(`${kit.tag}: every counter, cut out at 150 dpi, matches its reference`, () => {
      const dir = outs.get(kit.tag)!;
      mkdirSync(PIECE_REF, { recursive: true });
      const stem = readdirSync(dir).find((n) => /^counters(-[a-z0-9]+)*\.pdf$/.test(n) && !n.includes('duplex-check'));
      expect(stem).toBeDefined();
      const base = stem!.replace(/\.pdf$/, '');
      // A second copy of a counter is drawn by the same code as the first: one of each is enough to see a value.
      const pieces = piecesOf(join(dir, `${base}.layout.json`)).filter((p) => p.key.endsWith('/1'));
      expect(pieces.length).toBeGreaterThan(0);
      const got = pieceSprite(join(dir, stem!), pieces);
      const ref = join(PIECE_REF, `${kit.tag}-${base}.png`);
      const keysFile = ref.replace(/\.png$/, '.keys.txt');
      if (UPDATE || !existsSync(ref)) {
        writePng(ref, got.sprite);
        writeFileSync(keysFile, `${got.keys.join('\n')}\n`);
        if (!UPDATE) expect.fail(`no piece reference; run npm run golden:update and look at ${ref}`);
        return;
      }
      const want = PNG.sync.read(readFileSync(ref));
      const keys = readFileSync(keysFile, 'utf8').trim().split('\n');
      const changed = changedPieces(want, keys, got);
      if (changed.length) {
        const file = join(diffDir, `${kit.tag}-${base}.pieces.png`);
        writePng(file, got.sprite);
        changed.push(`new sprite: ${file}`);
      }
      expect(changed).toEqual([]);
    });
  }
});

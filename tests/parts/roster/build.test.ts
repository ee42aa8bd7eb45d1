import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main.js';
import { mmToPt } from '../../../src/print/units.js';
import { brokenCopy, cleanup, MINI_AREA, MINI_HEX } from '../../helpers/broken-copy.js';

const temps: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sandtable-roster-'));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach(cleanup));

async function build(game: string, out: string, ...more: string[]) {
  let err = '';
  const io = { out: () => {}, err: (t: string) => (err += t + '\n') };
  const code = await main(['node', 'sandtable', 'build', game, '--only', 'roster', '--out', out, ...more], io);
  return { code, err };
}

const svgsOf = (dir: string, base: string) =>
  readdirSync(dir)
    .filter((f) => new RegExp(`^${base}-\\d+\\.svg$`).test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'));

describe('sandtable build GAME --only roster: a miniatures game', () => {
  const out = tempDir();
  let run: { code: number; err: string };
  const ready = build('tests/fixtures/roster-mini', out, '--format', 'pdf,svg').then((r) => (run = r));

  it('writes roster.pdf, its pages, roster.html and roster.csv', async () => {
    await ready;
    expect(run.code, run.err).toBe(0);
    expect(readFileSync(join(out, 'roster.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(svgsOf(out, 'roster').length).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(out, 'roster.html'))).toBe(true);
    expect(existsSync(join(out, 'roster.csv'))).toBe(true);
  });

  it('cuts one label per stand at the size of its base', async () => {
    await ready;
    const svg = svgsOf(out, 'roster').join('\n');
    const label = new RegExp(
      String.raw`<g class="label" data-unit="([^"]+)" data-stand="\d+">` +
        '<rect x="[^"]+" y="[^"]+" width="([^"]+)" height="([^"]+)"',
      'g',
    );
    const labels = [...svg.matchAll(label)];
    const byUnit = (id: string) => labels.filter((l) => l[1] === id);
    expect(byUnit('n-inf')).toHaveLength(6);
    expect(byUnit('s-scouts')).toHaveLength(1);
    expect(labels).toHaveLength(11);
    for (const l of byUnit('n-inf'))
      expect([Number(l[2]), Number(l[3])]).toEqual([Number(mmToPt(40).toFixed(2)), Number(mmToPt(20).toFixed(2))]);
    for (const l of byUnit('s-arm'))
      expect([Number(l[2]), Number(l[3])]).toEqual([Number(mmToPt(30).toFixed(2)), Number(mmToPt(50).toFixed(2))]);
  });

  it('prints every unit once on the roster pages, with a hit box per strength point of each piece', async () => {
    await ready;
    const svg = svgsOf(out, 'roster').join('\n');
    for (const id of ['n-inf', 'n-guns', 's-arm', 's-scouts'])
      expect(svg.match(new RegExp(`<g class="unit" data-unit="${id}">`, 'g')), id).toHaveLength(1);
    const inf = svg.slice(svg.indexOf('<g class="unit" data-unit="n-inf">'));
    const boxes = inf.slice(
      inf.indexOf('<g class="hit-boxes">'),
      inf.indexOf('</g>', inf.indexOf('<g class="hit-boxes">')),
    );
    expect(boxes.match(/<rect /g)).toHaveLength(3 * 2);
  });

  it('escapes names in every output', async () => {
    await ready;
    const html = readFileSync(join(out, 'roster.html'), 'utf8');
    expect(html).not.toContain('<b>');
    expect(html).toContain('1st Rifles &lt;b&gt;&amp;amp; &quot;Guards&quot;&lt;/b&gt;');
    for (const svg of svgsOf(out, 'roster')) expect(svg).not.toContain('<b>');
    expect(readFileSync(join(out, 'roster.csv'), 'utf8')).toContain('"1st Rifles <b>&amp; ""Guards""</b>"');
  });

  it('makes a tablet page with a check box per hit and the muster list', async () => {
    await ready;
    const html = readFileSync(join(out, 'roster.html'), 'utf8');
    expect(html).toContain('name="viewport"');
    expect(html.match(/<input type="checkbox"/g)).toHaveLength(3 * 2 + 3 + 4 + 1);
    expect(html).toContain('id="muster"');
  });

  it('writes one CSV row per unit line under a header', async () => {
    await ready;
    const rows = readFileSync(join(out, 'roster.csv'), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0].split(',').slice(0, 3)).toEqual(['side', 'formation', 'unit']);
    expect(rows).toHaveLength(1 + 4);
  });
});

describe('sandtable build GAME --only roster: bad input', () => {
  const failsCleanly = async (game: string, message: RegExp) => {
    const out = tempDir();
    writeFileSync(join(out, 'keep.txt'), 'earlier build');
    const { code, err } = await build(game, out);
    expect(code).toBe(1);
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\n\s+at /);
    expect(readdirSync(out)).toEqual(['keep.txt']);
  };

  it('a unit with no roster entry: exit 1 naming the unit, nothing written', async () => {
    const dir = brokenCopy(MINI_AREA, { 'rosters.yaml': [[/\n\s*- \{ unit: s-arm,[^\n]*/, '']] });
    temps.push(dir);
    await failsCleanly(dir, /units\.yaml:\d+:\d+: .*unit "s-arm" has no entry in rosters\.yaml/);
  });

  it('a base too small for its label: exit 1 naming the base and the unit, nothing written', async () => {
    const dir = brokenCopy('tests/fixtures/roster-mini', {
      'rosters.yaml': [['widthMm: 40, depthMm: 20', 'widthMm: 40, depthMm: 3']],
    });
    temps.push(dir);
    await failsCleanly(
      dir,
      /rosters\.yaml:\d+:\d+: bases\[0\]: base "inf" \(40 × 3 mm\) is too small for the label of unit "n-inf"/,
    );
  });

  it('a formation that does not exist: exit 1 naming it, nothing written', async () => {
    const dir = brokenCopy('tests/fixtures/roster-mini', {
      'units.yaml': [['formation: s-bde', 'formation: s-brigade']],
    });
    temps.push(dir);
    await failsCleanly(dir, /s-brigade/);
  });
});

describe('sandtable build GAME --only roster: a counter game', () => {
  it('writes order-of-battle sheets with each unit beside its counter face', async () => {
    const out = tempDir();
    const { code, err } = await build(MINI_HEX, out, '--format', 'pdf,svg');
    expect(code, err).toBe(0);
    expect(existsSync(join(out, 'order-of-battle.pdf'))).toBe(true);
    const svg = svgsOf(out, 'order-of-battle').join('\n');
    for (const id of ['b1', 'r1']) {
      const at = svg.indexOf(`<g class="oob-unit" data-unit="${id}">`);
      expect(at, id).toBeGreaterThan(0);
      expect(svg.slice(at, at + 200)).toMatch(/^<g class="oob-unit" data-unit="[^"]+"><svg x=/);
    }
  });
});

describe.each([
  ['death-of-a-division', 'roster'],
  ['remagen', 'roster'],
  ['veritable', 'order-of-battle'],
  ['nordwind', 'order-of-battle'],
])('bundled game %s', (game, base) => {
  it(`builds ${base}.pdf`, async () => {
    const out = tempDir();
    const { code, err } = await build(game, out, '--format', 'pdf');
    expect(code, err).toBe(0);
    expect(
      readFileSync(join(out, `${base}.pdf`))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    if (base === 'roster')
      for (const f of ['roster.html', 'roster.csv']) expect(existsSync(join(out, f)), f).toBe(true);
    rmSync(out, { recursive: true, force: true });
  });
});

// Issue 24's fresh look: the build's own lines are English whatever the sheets' language, but a Russian build said
// "order of battle: Союзники 21 units, Немцы 22 units".
describe('sandtable build GAME --only roster --lang ru: a counter game', () => {
  it("names the sides in the build's English, as the data names them", async () => {
    const r = await build('veritable', tempDir(), '--lang', 'ru', '--format', 'svg');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toContain('order of battle: Allied 21 units, German 22 units on 2 pages');
  });
});

import { kitFileName } from '../../../src/print/file-name.js';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { unzipSync, strFromU8 } from 'fflate';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { COMPONENTS, DATA_ELEMENTS } from '../../../src/parts/vassal/components.js';
import {
  gridLocationName,
  locationName,
  numberingName,
  type Numbering,
} from '../../../src/parts/vassal/grid-numbering.js';
import { decodeSequence, encodeSequence } from '../../../src/parts/vassal/sequence-encoder.js';
import { planBoard } from '../../../src/parts/vassal/board.js';
import { drawMap } from '../../../src/parts/map/api.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { parseXml, walk, type Node } from './mini-xml.js';
import type { CounterManifest } from '../../../src/parts/counters/counter-manifest.js';
import { scenarioAids } from '../../../src/parts/aids/chart-aids.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { collectProvenance, summariseProvenance } from '../../../src/provenance/collect.js';
import { terrainOfCells } from '../../../src/parts/map/api.js';
import { checkCapacity } from '../../../src/rules/stack-capacity.js';
import { capacityRule } from '../../../src/load/capacity-kind.js';
import { gridOf } from '../../../src/load/validate/map-grid.js';
import { cellKey } from '../../../src/geometry/grid.js';
import type { HexMap, SquareMap } from '../../../src/model/schema/map.js';
import { spreadOverZone } from '../../../src/parts/vassal/setup.js';

const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
const temps: string[] = [];
afterAll(() => temps.forEach(cleanup));

async function buildModule(game: string, ...flags: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'sandtable-vassal-'));
  temps.push(out);
  const r = await runCli('build', game, '--only', 'vassal,counters', '--format', 'svg', '--out', out, ...flags);
  expect(r.code, r.err).toBe(0);
  const id = game.split('/').at(-1)!;
  // A build in another language names it into the files (veritable-ru.vmod, counters-ru.layout.json).
  const lang = flags.includes('--lang') ? flags[flags.indexOf('--lang') + 1] : 'en';
  const files = unzipSync(readFileSync(join(out, kitFileName(`${id}.vmod`, lang, 'letter'))));
  const xml = strFromU8(files['buildFile.xml']);
  const manifestFile = join(out, kitFileName('counters.layout.json', lang, 'letter'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as CounterManifest;
  return { files, xml, root: parseXml(xml), manifest, out };
}

/** A nested tab list as Decorator.getType/getState writes it: this trait's part, then the inner piece's. */
function unnest(s: string): string[] {
  const out: string[] = [];
  let rest: string | undefined = s;
  while (rest !== undefined) {
    const parts = decodeSequence(rest, '\t');
    out.push(parts[0]);
    rest = parts.length > 1 ? parts.slice(1).join('\t') : undefined;
  }
  return out;
}

/** The UnitId marker of a piece slot: which counter of the data it is. */
function idOf(n: Node): string {
  const traits = traitsOf(n.text);
  const i = traits.findIndex((t) => t.startsWith('mark;'));
  const keys = decodeSequence(traits[i].slice(5), ',');
  return decodeSequence(statesOf(n.text)[i], ',')[keys.indexOf('UnitId')];
}

/** The traits and states of a piece definition as VASSAL decodes it: "+/id/type/state". */
function traitsOf(definition: string): string[] {
  return unnest(decodeSequence(definition.slice(2), '/')[1]);
}
function statesOf(definition: string): string[] {
  return unnest(decodeSequence(definition.slice(2), '/')[2]);
}

function imagesOf(trait: string): string[] {
  const [id, body] = [trait.slice(0, trait.indexOf(';')), trait.slice(trait.indexOf(';') + 1)];
  const f = decodeSequence(body, ';');
  if (id === 'piece') return f[2] ? [f[2]] : [];
  if (id === 'emb2') return decodeSequence(f[15], ',').filter(Boolean);
  if (id === 'obs') return [f[1]];
  return [];
}

function inPolygon(x: number, y: number, pts: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** What VASSAL's ZonedGrid names a board point: the first zone holding it, else the background grid's numbering. */
function locate(board: Node, x: number, y: number): string | undefined {
  const zoned = board.children.find((c) => c.tag.endsWith('ZonedGrid'))!;
  for (const z of zoned.children.filter((c) => c.tag.endsWith('mapgrid.Zone'))) {
    const pts = z.attrs.path.split(';').map((p) => p.split(',').map(Number));
    if (inPolygon(Math.round(x), Math.round(y), pts)) return z.attrs.name;
  }
  const g = zoned.children.find((c) => /board\.(HexGrid|SquareGrid)$/.test(c.tag));
  if (!g) return undefined;
  const n = g.children[0].attrs;
  const numbering: Numbering = {
    first: n.first as 'H' | 'V',
    sep: n.sep,
    hType: n.hType as 'A' | 'N',
    hLeading: Number(n.hLeading),
    hOff: Number(n.hOff),
    vType: n.vType as 'A' | 'N',
    vLeading: Number(n.vLeading),
    vOff: Number(n.vOff),
    stagger: n.stagger === 'true',
  };
  const a = g.attrs;
  const spec = g.tag.endsWith('HexGrid')
    ? { kind: 'hex' as const, sideways: a.sideways === 'true', x0: +a.x0, y0: +a.y0, dx: +a.dx, dy: +a.dy }
    : { kind: 'square' as const, x0: +a.x0, y0: +a.y0, dx: +a.dx, dy: +a.dy };
  return locationName(spec, numbering, x, y);
}

describe('VASSAL grid numbering, as RegularGridNumbering computes it', () => {
  it('names letters A..Z then doubled letters, and pads numbers by the leading zeros asked', () => {
    expect([0, 8, 25, 26, 27].map((v) => numberingName(v, 'A', 0))).toEqual(['A', 'I', 'Z', 'AA', 'BB']);
    expect([0, 9, 10, 123].map((v) => numberingName(v, 'N', 1))).toEqual(['00', '09', '10', '123']);
    expect(numberingName(-2, 'N', 0)).toBe('-2');
  });
  it('puts the column first for "H" and the row first for "V", with the separator between', () => {
    const n: Numbering = {
      first: 'H',
      sep: '',
      hType: 'A',
      hLeading: 0,
      hOff: 0,
      vType: 'N',
      vLeading: 0,
      vOff: 1,
      stagger: false,
    };
    expect(gridLocationName(n, 8, 8)).toBe('I9');
    expect(gridLocationName({ ...n, first: 'V', vType: 'A', vOff: 0, hType: 'N', hOff: 1 }, 3, 17)).toBe('D18');
    expect(gridLocationName({ ...n, hType: 'N', hLeading: 1, hOff: 1, vLeading: 1, sep: '.' }, 8, 8)).toBe('09.09');
  });
  it('finds the hex a point lies in on a flat grid whose odd raw columns sit half a hex lower', () => {
    const g = { kind: 'hex' as const, sideways: false, x0: 100, y0: 100, dx: 86.6, dy: 100 };
    const n: Numbering = {
      first: 'H',
      sep: '',
      hType: 'A',
      hLeading: 0,
      hOff: 0,
      vType: 'N',
      vLeading: 0,
      vOff: 1,
      stagger: false,
    };
    // Worked by hand from HexGrid.getRawColumn/getRawRow: column 1 is shifted down by dy/2.
    expect(locationName(g, n, 100, 100)).toBe('A1');
    expect(locationName(g, n, 186.6, 150)).toBe('B1');
    expect(locationName(g, n, 186.6, 140)).toBe('B1');
    expect(locationName(g, n, 186.6, 250)).toBe('B2');
    expect(locationName(g, n, 273.2, 300)).toBe('C3');
  });
});

describe('set-up spread over a zone', () => {
  const cells = Array.from({ length: 9 }, (_, i) => ({ col: i + 1, row: 1 }));
  it('keeps within the limit in the fewest stacks, on cells spread through the zone', () => {
    const ids = Array.from({ length: 13 }, (_, i) => `u${i}`);
    const { stacks, over } = spreadOverZone(
      ids,
      cells,
      () => 1 / 6,
      () => 'f',
    );
    expect(over).toEqual([]);
    expect(stacks.map((st) => st.ids.length)).toEqual([5, 4, 4]);
    expect(stacks.map((st) => st.cell.col)).toEqual([2, 5, 8]);
  });
  it('fills a zone too small to its limit and hands back the rest', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `u${i}`);
    const { stacks, over } = spreadOverZone(
      ids,
      cells.slice(0, 4),
      () => 1 / 6,
      () => 'f',
    );
    expect(stacks.map((st) => st.ids.length)).toEqual([6, 6, 6, 6]);
    expect(over).toHaveLength(36);
  });
  it('with no limit, stands each formation together', () => {
    const { stacks } = spreadOverZone(['a1', 'a2', 'b1', 'c1'], cells, undefined, (id) => id[0]);
    expect(stacks.map((st) => st.ids)).toEqual([['a1', 'a2'], ['b1'], ['c1']]);
  });
});

describe('VASSAL sequence encoding', () => {
  it('escapes the delimiter, quotes a field that starts with a backslash, and decodes back', () => {
    const fields = ['a;b', '\\x', '', 'plain'];
    const enc = encodeSequence(fields, ';');
    expect(enc).toBe("a\\;b;'\\x';;plain");
    expect(decodeSequence(enc, ';')).toEqual(fields);
  });
});

describe('sandtable build --only vassal', () => {
  const built: Record<string, Awaited<ReturnType<typeof buildModule>>> = {};
  beforeAll(async () => {
    for (const g of GAMES) built[g] = await buildModule(g);
  }, 120_000);

  it.each(GAMES)('%s: the archive holds buildFile.xml, moduledata, the help page, the charts and images', (g) => {
    const names = Object.keys(built[g].files);
    expect(names).toEqual(
      expect.arrayContaining(['buildFile.xml', 'moduledata', 'help/about.html', 'images/board.png']),
    );
    expect(
      names.every(
        (n) =>
          ['buildFile.xml', 'moduledata', 'help/about.html'].includes(n) ||
          /^images\/[\w.-]+\.png$/.test(n) ||
          /^help\/chart-\d+-[\w-]+\.html$/.test(n),
      ),
    ).toBe(true);
    expect(parseXml(strFromU8(built[g].files.moduledata)).tag).toBe('data');
  });

  it.each(GAMES)('%s: every element is a VASSAL component with only attributes its class reads', (g) => {
    const bad: string[] = [];
    for (const { node, parent } of walk(built[g].root)) {
      const known = COMPONENTS[node.tag];
      if (!known) {
        const ok = DATA_ELEMENTS.has(node.tag) && parent && COMPONENTS[parent.tag]?.children?.includes(node.tag);
        if (!ok) bad.push(node.tag);
        continue;
      }
      for (const a of Object.keys(node.attrs)) if (!known.attrs.includes(a)) bad.push(`${node.tag}@${a}`);
    }
    expect(bad).toEqual([]);
  });

  it.each(GAMES)('%s: every image the module names, and every layer of every piece, is in the archive', (g) => {
    const { root, files } = built[g];
    const missing: string[] = [];
    const need = (img: string) => {
      if (img && !files[`images/${img}`]) missing.push(img);
    };
    let pieces = 0;
    for (const { node } of walk(root)) {
      if (node.tag.endsWith('boardPicker.Board')) need(node.attrs.image);
      if (node.tag.endsWith('widget.HtmlChart')) {
        // The chart's page is in the archive, and so is every picture it shows (VASSAL reads them under images/).
        const page = files[node.attrs.fileName];
        if (!page) missing.push(node.attrs.fileName);
        else for (const m of strFromU8(page).matchAll(/<img src="([^"]+)"/g)) need(m[1]);
      }
      if (node.tag.endsWith('PieceSlot')) {
        pieces++;
        const traits = traitsOf(node.text);
        expect(traits.at(-1)!.startsWith('piece;')).toBe(true);
        for (const t of traits) imagesOf(t).forEach(need);
      }
    }
    expect(pieces).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(GAMES)('%s: VASSAL names the drawn centre of every hex, sector and area as the data does', async (g) => {
    const { root } = built[g];
    const board = [...walk(root)].find((x) => x.node.tag.endsWith('boardPicker.Board'))!.node;
    const s = await loadScenario(join('data', g));
    const drawing = drawMap(s, 'en');
    // The plan's own scale is the one the board image was rendered at: read it back from the image's width.
    const png = built[g].files['images/board.png'];
    const width = (png[16] << 24) | (png[17] << 16) | (png[18] << 8) | png[19];
    const plan = planBoard(s, drawing, width / drawing.width, 'en');
    const wrong = plan.places.filter((p) => locate(board, p.centre[0], p.centre[1]) !== p.label);
    expect(plan.places.length).toBeGreaterThan(10);
    expect(wrong.map((w) => `${w.label} → ${locate(board, w.centre[0], w.centre[1])}`)).toEqual([]);
  });

  it.each(GAMES)(
    '%s: the palette holds every counter of the sheet, and the set-up no more copies than printed',
    (g) => {
      const { root, manifest } = built[g];
      const printed = new Map<string, number>();
      for (const p of manifest.pieces.filter((x) => x.side === 'front'))
        printed.set(p.id, (printed.get(p.id) ?? 0) + 1);
      const palette = [...walk(root)].find((x) => x.node.tag.endsWith('PieceWindow'))!.node;
      const counterTabs = palette.children[0].children.filter((tab) => tab.attrs.entryName !== 'Stands');
      const inPalette = counterTabs.flatMap((tab) =>
        [...walk(tab)].filter((x) => x.node.tag.endsWith('PieceSlot')).map((x) => idOf(x.node)),
      );
      expect(new Set(inPalette)).toEqual(new Set(printed.keys()));
      expect(inPalette.length).toBe(printed.size);
      const placed = new Map<string, number>();
      for (const { node } of walk(root))
        if (node.tag.endsWith('SetupStack'))
          for (const c of node.children) placed.set(idOf(c), (placed.get(idOf(c)) ?? 0) + 1);
      for (const [id, n] of placed) expect(n, id).toBeLessThanOrEqual(printed.get(id)!);
      expect([...placed.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    },
  );

  it.each(GAMES)(
    '%s: a Stands tab with a piece per stand where the rosters field more stands than counters',
    async (g) => {
      const s = await loadScenario(join('data', g));
      const palette = [...walk(built[g].root)].find((x) => x.node.tag.endsWith('PieceWindow'))!.node;
      const tab = palette.children[0].children.find((t) => t.attrs.entryName === 'Stands');
      const counts = new Map(s.units.map((u) => [u.id, u.count]));
      const own = s.rosters?.entries.filter((e) => e.stands !== counts.get(e.unit)) ?? [];
      if (!own.length) {
        expect(tab).toBeUndefined();
        return;
      }
      const slots = [...walk(tab!)].filter((x) => x.node.tag.endsWith('PieceSlot')).map((x) => x.node);
      const stands = s.rosters!.entries.reduce((n, e) => n + e.stands, 0);
      expect(slots).toHaveLength(stands);
      const names = new Map(s.units.map((u) => [u.id, u]));
      for (const e of s.rosters!.entries) {
        const mine = slots.filter((n) => idOf(n) === e.unit);
        expect(mine.map((n) => n.attrs.entryName.split(' ').at(-1))).toEqual(
          Array.from({ length: e.stands }, (_, i) => `${i + 1}/${e.stands}`),
        );
        expect(names.has(e.unit)).toBe(true);
      }
      for (const n of slots)
        expect(traitsOf(n.text).some((t) => t.startsWith('emb2;') && t.includes(';Hits;'))).toBe(true);
    },
  );

  it.each(GAMES)('%s: GlobalOptions is there, so VASSAL docks the main map into the player window', (g) => {
    const { root } = built[g];
    const top = root.children.map((c) => c.tag);
    // Without it the player sees an empty white pane at New Game (proven in VASSAL by vassal-check).
    expect(top).toContain('VASSAL.build.module.GlobalOptions');
    const opts = root.children.find((c) => c.tag === 'VASSAL.build.module.GlobalOptions')!;
    expect(opts.attrs.autoReport).toBe('Always');
  });

  it.each(GAMES)('%s: hits are drawn over the face, one-sided pieces offer no flip, and both report', (g) => {
    let hitPieces = 0;
    for (const { node } of walk(built[g].root)) {
      if (!node.tag.endsWith('PieceSlot')) continue;
      const traits = traitsOf(node.text);
      const face = traits.findIndex((t) => t.startsWith('emb2;') && t.includes(';Face;'));
      const hits = traits.findIndex((t) => t.startsWith('emb2;') && t.includes(';Hits;'));
      // VASSAL draws the outer trait last: the hits layer must come before (outside) the face.
      if (face >= 0 && hits >= 0) expect(hits, node.attrs.entryName).toBeLessThan(face);
      if (face >= 0) {
        const pictures = imagesOf(traits[face]);
        expect(new Set(pictures).size, node.attrs.entryName).toBe(2);
      }
      if (hits >= 0) {
        hitPieces++;
        // A counter's boxes hang below it, clear of the factors printed at its foot; a stand keeps them on its base.
        const yOff = Number(decodeSequence(traits[hits].slice(5), ';')[14]);
        const stand = node.attrs.entryName.match(/ \d+\/\d+$/);
        if (stand) expect(yOff, node.attrs.entryName).toBe(0);
        else expect(yOff, node.attrs.entryName).toBeGreaterThanOrEqual(Math.round(+node.attrs.height / 2));
      }
      if (face >= 0 || hits >= 0) {
        const report = traits.findIndex((t) => t.startsWith('report;'));
        expect(report, node.attrs.entryName).toBe(0);
        const keys = decodeSequence(decodeSequence(traits[report].slice(7), ';')[0], ',');
        if (face >= 0) expect(keys).toContain('70,130');
        if (hits >= 0) expect(keys).toEqual(expect.arrayContaining(['72,130', '72,195']));
      }
    }
    if (g !== 'veritable' && g !== 'nordwind') expect(hitPieces).toBeGreaterThan(50);
  });

  it('remagen: a marker whose back says what its front says offers no flip that would change nothing', () => {
    const disabled = [...walk(built.remagen.root)].find(
      (x) => x.node.tag.endsWith('PieceSlot') && x.node.attrs.entryName === 'Disabled',
    )!.node;
    expect(traitsOf(disabled.text).some((t) => t.includes(';Face;'))).toBe(false);
    const engaged = [...walk(built.remagen.root)].find(
      (x) => x.node.tag.endsWith('PieceSlot') && x.node.attrs.entryName === 'Engaged',
    )!.node;
    expect(traitsOf(engaged.text).some((t) => t.includes(';Face;'))).toBe(true);
  });

  it('nordwind: a masked card shows its owner the face under a corner mark, and Ctrl+M masks it', () => {
    const cards = [...walk(built.nordwind.root)].filter(
      (x) => x.node.tag.endsWith('PieceSlot') && traitsOf(x.node.text)[0].startsWith('obs;'),
    );
    expect(cards).toHaveLength(105);
    for (const { node } of cards) {
      const f = decodeSequence(traitsOf(node.text)[0].slice(4), ';');
      const [hotkey, backImage, , style] = f;
      expect(hotkey).toBe('77,130');
      // 'G' draws its image over the face for the owner: that image must not be the card back others see.
      expect(style[0]).toBe('G');
      expect(style.slice(1)).not.toBe(backImage);
      expect(built.nordwind.files[`images/${style.slice(1)}`]).toBeDefined();
    }
  });

  it.each(GAMES)('%s: every counter is at least 64 px across and the board is an RGB PNG VASSAL tiles at once', (g) => {
    const { root, files } = built[g];
    const widths = [...walk(root)]
      .filter((x) => x.node.tag.endsWith('PieceSlot') && !traitsOf(x.node.text)[0].startsWith('obs;'))
      .map((x) => Math.min(+x.node.attrs.width, +x.node.attrs.height));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(64);
    const png = files['images/board.png'];
    const w = (png[16] << 24) | (png[17] << 16) | (png[18] << 8) | png[19];
    const h = (png[20] << 24) | (png[21] << 16) | (png[22] << 8) | png[23];
    // Colour type 2: no alpha channel to decode; VASSAL sizes its tiler's first heap from the pixel count.
    expect(png[25]).toBe(2);
    expect(w * h).toBeLessThanOrEqual(30e6);
  });

  it('veritable: the at-start stacks are a set-up that `setup check` accepts (10.0, 8.4, 6.3)', async () => {
    const { root, out } = built.veritable;
    const board = [...walk(root)].find((x) => x.node.tag.endsWith('boardPicker.Board'))!.node;
    const s = await loadScenario(join('data', 'veritable'));
    const onMap = new Set(s.units.filter((u) => !u.reserve && u.setup?.turn === undefined).map((u) => u.id));
    const entries: string[] = [];
    for (const { node } of walk(root))
      if (node.tag.endsWith('SetupStack'))
        for (const c of node.children)
          if (onMap.has(idOf(c))) entries.push(`${idOf(c)}@${locate(board, +node.attrs.x, +node.attrs.y)}`);
    expect(entries).toHaveLength(onMap.size);
    const file = join(out, 'vassal-start.yaml');
    writeFileSync(file, `units:\n${entries.map((e) => `  - ${e}`).join('\n')}\n`);
    const r = await runCli('setup', 'check', 'veritable', '--position', file);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('10.2');
  });

  it('remagen: the at-start stacks pass `setup check` (Initial Setup, Sector Capacity)', async () => {
    const { root, out } = built.remagen;
    const board = [...walk(root)].find((x) => x.node.tag.endsWith('boardPicker.Board'))!.node;
    const s = await loadScenario(join('data', 'remagen'));
    // The units the declared check sets up: turn 1, not the German Replacement Sectors (rules.yaml `later`).
    const later = s.rules!.procedures.flatMap((p) => (p.kind === 'setup' ? p.setup.later : []));
    const setUp = s.units.filter((u) => u.setup && (u.setup.turn ?? 1) === 1 && !later.includes(u.setup.location));
    const count = new Map(setUp.map((u) => [u.id, u.count]));
    const seen = new Map<string, number>();
    const entries: string[] = [];
    for (const { node } of walk(root))
      if (node.tag.endsWith('SetupStack'))
        for (const c of node.children) {
          const id = idOf(c);
          const at = locate(board, +node.attrs.x, +node.attrs.y);
          if (!count.has(id) || !at) continue;
          const n = (seen.get(id) ?? 0) + 1;
          seen.set(id, n);
          entries.push(`${count.get(id)! > 1 ? `${id}#${n}` : id}@${at}`);
        }
    expect(entries).toHaveLength(setUp.reduce((n, u) => n + u.count, 0));
    const file = join(out, 'vassal-start.yaml');
    writeFileSync(file, `units:\n${entries.map((e) => `  - ${e}`).join('\n')}\n`);
    const r = await runCli('setup', 'check', 'remagen', '--position', file);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('each in its zone and within its capacity (Initial Setup)');
  });

  it('death-of-a-division: 79 stands from the rosters beside the 42 counters of the sheet', () => {
    const palette = [...walk(built['death-of-a-division'].root)].find((x) => x.node.tag.endsWith('PieceWindow'))!.node;
    const slots = (name?: string) =>
      palette.children[0].children
        .filter((t) => (name ? t.attrs.entryName === name : t.attrs.entryName !== 'Stands'))
        .flatMap((t) => [...walk(t)].filter((x) => x.node.tag.endsWith('PieceSlot')));
    const printed = built['death-of-a-division'].manifest.pieces.filter((p) => p.side === 'front');
    expect(slots('Stands')).toHaveLength(79);
    expect(new Set(printed.map((p) => p.id)).size).toBe(slots().length);
  });

  it('nordwind: the deck holds the 105 cards, with a discard pile and a hand for each side', () => {
    const { root } = built.nordwind;
    const piles = [...walk(root)].filter((x) => x.node.tag.endsWith('DrawPile')).map((x) => x.node);
    const deck = piles.find((p) => p.attrs.name === 'Deck')!;
    expect(deck.children.filter((c) => c.tag.endsWith('PieceSlot'))).toHaveLength(105);
    expect(piles.map((p) => p.attrs.name).sort()).toEqual(['Deck', 'Discard']);
    expect([...walk(root)].filter((x) => x.node.tag.endsWith('PlayerHand'))).toHaveLength(2);
  });

  it('veritable: dice, a turn tracker of its 8 turns, and its aids as charts', () => {
    const { root } = built.veritable;
    const nodes = [...walk(root)].map((x) => x.node);
    expect(nodes.filter((n) => n.tag.endsWith('DiceButton')).map((n) => n.attrs.name)).toEqual(['1d6']);
    const turns = nodes.find((n) => n.tag.endsWith('turn.ListTurnLevel') && n.attrs.property === 'Turn')!;
    expect(decodeSequence(turns.attrs.list, ',')).toHaveLength(8);
    expect(nodes.filter((n) => n.tag.endsWith('widget.HtmlChart')).length).toBeGreaterThan(0);
  });

  it.each(GAMES)('%s: one chart a player aid, under its own title', async (g) => {
    const s = await loadScenario(join('data', g));
    const titles = scenarioAids(s, makeTranslator(s, 'en')).map((a) => a.title);
    const charts = [...walk(built[g].root)].filter((x) => x.node.tag.endsWith('widget.HtmlChart')).map((x) => x.node);
    expect(charts.map((c) => c.attrs.chartName)).toEqual(titles);
    expect(new Set(charts.map((c) => c.attrs.fileName)).size).toBe(titles.length);
  });

  it.each(GAMES)('%s: each chart says what its printed aid says, every cell, note and turn', async (g) => {
    const s = await loadScenario(join('data', g));
    const aids = scenarioAids(s, makeTranslator(s, 'en'));
    const charts = [...walk(built[g].root)].filter((x) => x.node.tag.endsWith('widget.HtmlChart')).map((x) => x.node);
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    aids.forEach((aid, i) => {
      const html = strFromU8(built[g].files[charts[i].attrs.fileName]);
      const texts = [aid.title, ...(aid.tag ? [aid.tag] : [])];
      for (const e of aid.elements) {
        if (e.kind === 'heading' || e.kind === 'text') texts.push(e.text);
        if (e.kind === 'list') for (const it of e.items) texts.push(it.marker, it.text);
        if (e.kind === 'track') for (const b of e.boxes) texts.push(b.number, b.label, ...b.events);
        if (e.kind === 'table') {
          texts.push(...e.columns.map((c) => c.label), ...(e.group ? [e.group] : []));
          for (const r of e.rows) texts.push(...r.cells.map((c) => c.text));
        }
      }
      const absent = texts.filter((t) => !html.includes(`>${esc(t)}<`) && !html.includes(`&nbsp;${esc(t)}<`));
      expect(absent, aid.id).toEqual([]);
      expect(texts.length, aid.id).toBeGreaterThan(3);
    });
  });

  it.each(GAMES)(
    "%s: version from Sandtable and the data, the game's description, a concrete provenance note",
    async (g) => {
      const s = await loadScenario(join('data', g));
      const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
      const module = built[g].root;
      const version = module.attrs.version;
      expect(version).toMatch(new RegExp(`^${pkg.version.replaceAll('.', '\\.')}\\+data\\.[0-9a-f]{8}$`));
      const data = parseXml(strFromU8(built[g].files.moduledata));
      expect(data.children.find((c) => c.tag === 'version')!.text).toBe(version);
      expect(module.attrs.description).toBe(s.game.description.replace(/\s+/g, ' ').trim());
      const about = strFromU8(built[g].files['help/about.html']);
      for (const r of summariseProvenance(collectProvenance(s)))
        expect(about).toContain(
          `<tr><th>${r.part}</th><td>${r.rules}</td><td>${r.history}</td><td>${r.reconstructed}</td>`,
        );
      for (const o of s.game.options) expect(about).toContain(`Default "${o.default}"`);
    },
  );

  it('the version changes with the data', () => {
    const versions = GAMES.map((g) => built[g].root.attrs.version);
    expect(new Set(versions).size).toBe(GAMES.length);
  });

  it.each(GAMES)('%s: no stack at the start exceeds the stacking limit the data declares', async (g) => {
    const s = await loadScenario(join('data', g));
    const { root } = built[g];
    const board = [...walk(root)].find((x) => x.node.tag.endsWith('boardPicker.Board'))!.node;
    const units = new Map(s.units.map((u) => [u.id, u]));
    const stacks = [...walk(root)]
      .filter((x) => x.node.tag.endsWith('SetupStack'))
      .map(({ node }) => ({
        name: node.attrs.name,
        where: locate(board, +node.attrs.x, +node.attrs.y) ?? '',
        units: node.children
          .map(idOf)
          .filter((id) => units.has(id))
          .map((id) => units.get(id)!),
      }));
    const map = s.map!;
    const capacity = capacityRule(s);
    const perSide = map.kind === 'area' && s.rosters ? map.pieces?.stack?.unitsPerSide : undefined;
    if (capacity && map.kind !== 'area') {
      const grid = gridOf(map as HexMap | SquareMap);
      const terrain = terrainOfCells((map as HexMap | SquareMap).terrain, grid);
      const onCells = stacks.filter((st) => grid.parse(st.where));
      expect(onCells.length).toBeGreaterThan(5);
      for (const st of onCells)
        checkCapacity(capacity, terrain.get(cellKey(grid.parse(st.where)!))!, st.where, st.units);
    } else if (perSide) {
      const areas = new Set(map.kind === 'area' ? map.areas.map((a) => a.name) : []);
      const inAreas = stacks.filter((st) => areas.has(st.where));
      expect(inAreas.length).toBeGreaterThan(0);
      for (const st of inAreas)
        for (const side of new Set(st.units.map((u) => u.side)))
          expect(st.units.filter((u) => u.side === side).length, st.where).toBeLessThanOrEqual(perSide);
    } else if (map.kind !== 'area') {
      // No limit declared: a zone's units stand one stack a formation, never one stack of everything.
      const zones = (map as HexMap | SquareMap).zones.map((z) => z.name);
      const spread = stacks.filter((st) => st.units.length && zones.some((z) => st.name.startsWith(`${z} (`)));
      // Units with a start hex stand there (Veritable: its set-up check is the test of that); the rest are spread.
      const zoneIds = (map as HexMap | SquareMap).zones.map((z) => z.id);
      const spreading = s.units.filter(
        (u) => !u.reserve && !u.setup?.start && zoneIds.includes(u.setup?.location ?? ''),
      );
      expect(spread.length).toBeGreaterThanOrEqual(Math.min(2, spreading.length));
      for (const st of spread) expect(new Set(st.units.map((u) => u.formation)).size, st.name).toBe(1);
    }
  });

  it('veritable --lang ru: the grid names hexes as the map prints them in every language, I9', async () => {
    const { root, files } = await buildModule('veritable', '--lang', 'ru');
    const board = [...walk(root)].find((x) => x.node.tag.endsWith('boardPicker.Board'))!.node;
    const s = await loadScenario(join('data', 'veritable'));
    const drawing = drawMap(s, 'ru');
    // The board's scale, read back from the image's width (the board is scaled to the pieces).
    const png = files['images/board.png'];
    const width = (png[16] << 24) | (png[17] << 16) | (png[18] << 8) | png[19];
    const plan = planBoard(s, drawing, width / drawing.width, 'ru');
    const i9 = plan.places.find((p) => p.label === 'I9')!;
    expect(locate(board, i9.centre[0], i9.centre[1])).toBe('I9');
    expect(plan.places.some((p) => p.label === '0909')).toBe(false);
    const charts = [...walk(root)]
      .filter((x) => x.node.tag.endsWith('widget.HtmlChart'))
      .map((x) => x.node.attrs.chartName);
    expect(charts).toEqual(scenarioAids(s, makeTranslator(s, 'ru')).map((a) => a.title));
    expect(charts).not.toEqual(scenarioAids(s, makeTranslator(s, 'en')).map((a) => a.title));
  });
});

describe('buildFile.xml golden', () => {
  it('mini-hex: the module XML matches the stored golden (UPDATE_GOLDEN=1 rewrites it)', async () => {
    const { xml } = await buildModule('tests/fixtures/mini-hex');
    const file = join(import.meta.dirname, 'golden', 'mini-hex.buildFile.xml');
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, xml);
    expect(xml).toBe(readFileSync(file, 'utf8'));
  }, 60_000);
});

import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../../helpers/broken-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { mmToPt } from '../../../src/print/units.js';

const DECK = 'tests/fixtures/cards-deck';
const temps: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'sandtable-cards-'));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

interface Placed {
  page: number;
  side: 'front' | 'back';
  card: string;
  type: string;
  sides: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}
const manifestOf = (dir: string, name = 'cards.layout.json') => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const countBy = (items: Placed[], key: (p: Placed) => string) =>
  items.reduce<Record<string, number>>((acc, p) => ((acc[key(p)] = (acc[key(p)] ?? 0) + 1), acc), {});
/** A card template: `body` in an SVG the size of the card's box. */
const cardTemplate = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="{{box.width}}" height="{{box.height}}">${body}</svg>`;

describe('sandtable build --only cards', () => {
  // Issue 24 look: Nordwind's sheets of card backs said "Some values on this sheet are reconstructed".
  it('notes reconstructed values under the fronts only: a sheet of backs prints none', async () => {
    const out = tmp();
    const r = await runCli('build', DECK, '--only', 'cards', '--format', 'svg', '--out', out);
    expect(r.code, r.err).toBe(0);
    const footer = (f: string) => readFileSync(join(out, f), 'utf8').match(/<text transform[^>]*>([^<]*)</)?.[1] ?? '';
    expect(footer('cards-1-front.svg')).toMatch(/· sheet 1 of 2 · Some values on this sheet are reconstructed/);
    expect(footer('cards-1-back.svg')).toMatch(/· sheet 1 of 2$/);
  });

  it('prints each card count times, with its back behind it on the next page', async () => {
    const out = tmp();
    const r = await runCli('build', DECK, '--only', 'cards', '--out', out);
    expect(r.code, r.err).toBe(0);
    const m = manifestOf(out);
    const fronts: Placed[] = m.cards.filter((c: Placed) => c.side === 'front');
    const backs: Placed[] = m.cards.filter((c: Placed) => c.side === 'back');
    expect(fronts).toHaveLength(14);
    expect(countBy(fronts, (p) => p.card)).toEqual({
      'move-1': 4,
      'move-3': 2,
      'air-support': 3,
      artillery: 3,
      snowstorm: 2,
    });
    expect(countBy(fronts, (p) => p.type)).toEqual({ movement: 6, support: 6, event: 2 });
    expect(fronts[0]).toMatchObject({ width: 178.58, height: 249.45 });
    expect(m.grid).toEqual({ cols: 3, rows: 3 });
    // Long edge: each back on the page after its face, x mirrored, same y.
    const pageWidth = m.pages[0].width;
    fronts.forEach((f, i) => {
      const b = backs[i];
      expect(b.card).toBe(f.card);
      expect(b.page).toBe(f.page + 1);
      expect(b.x).toBeCloseTo(pageWidth - f.x - f.width, 1);
      expect(b.y).toBeCloseTo(f.y, 1);
    });
    expect(readFileSync(join(out, 'cards.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      readdirSync(out)
        .filter((f) => f.endsWith('.svg'))
        .sort(),
    ).toEqual(['cards-1-back.svg', 'cards-1-front.svg', 'cards-2-back.svg', 'cards-2-front.svg']);
  });

  it(
    'draws each face from the data: title escaped, value, text, ' + 'and insignia for the sides that may play it',
    async () => {
      const out = tmp();
      await runCli('build', DECK, '--only', 'cards', '--out', out, '--format', 'svg');
      const sheet2 = readFileSync(join(out, 'cards-2-front.svg'), 'utf8');
      // The title wraps over two lines; each line is escaped.
      expect(sheet2).toMatch(/>Snowstorm &amp;( &quot;Fog&quot;)?</);
      expect(sheet2).toContain('&lt;heavy&gt;</text>');
      expect(sheet2).not.toContain('<heavy>');
      const sheet1 = readFileSync(join(out, 'cards-1-front.svg'), 'utf8');
      expect(sheet1).toMatch(/class="card-value">3</);
      const STAR = '<polygon points="50.00,16.00';
      const CROSS = 'M42 10H58V42';
      // Movement cards are for both sides; Air Support is Allied only: the star and no cross.
      const move = sheet1.split('data-card="move-1"')[1].split('</g>')[0];
      expect(move).toContain(STAR);
      expect(move).toContain(CROSS);
      const air = sheet1.split('data-card="air-support"')[1].split('</g>')[0];
      expect(air).toContain(STAR);
      expect(air).not.toContain(CROSS);
    },
  );

  it('takes size, paper, bleed, duplex and back offset from the options', async () => {
    const out = tmp();
    const r = await runCli(
      'build',
      DECK,
      '--only',
      'cards',
      '--out',
      out,
      '--paper',
      'a4',
      '--card-size',
      'mini',
      '--bleed',
      '3',
      '--duplex',
      'short',
      '--back-offset',
      '1,0',
      '--format',
      'pdf',
    );
    expect(r.code, r.err).toBe(0);
    const m = manifestOf(out, 'cards-a4.layout.json');
    expect(m).toMatchObject({
      paper: 'a4',
      duplex: 'short',
      bleedMm: 3,
      cardSize: { name: 'mini', widthMm: 44, heightMm: 63 },
    });
    const f = m.cards.find((c: Placed) => c.side === 'front');
    const b = m.cards.find((c: Placed) => c.side === 'back');
    expect(f.width).toBeCloseTo(mmToPt(44), 1);
    expect(b.x).toBeCloseTo(f.x + mmToPt(1), 1);
    expect(b.y).toBeCloseTo(m.pages[0].height - f.y - f.height, 1);
  });

  it('makes a print-on-demand file: one page per card side at trim plus bleed, with the trim box set', async () => {
    const out = tmp();
    const r = await runCli('build', DECK, '--only', 'cards', '--out', out, '--card-layout', 'pod');
    expect(r.code, r.err).toBe(0);
    const m = manifestOf(out, 'cards-pod.layout.json');
    expect(m.pages).toHaveLength(28);
    expect(m.pages[0].width).toBeCloseTo(mmToPt(69), 1);
    const pdf = readFileSync(join(out, 'cards-pod.pdf')).toString('latin1');
    expect(pdf.match(/\/TrimBox/g)).toHaveLength(28);
  });

  it('uses a per-game template over the bundled one, and --template over both', async () => {
    const game = brokenCopy(DECK, {});
    temps.push(game);
    mkdirSync(join(game, 'templates'));
    writeFileSync(join(game, 'templates', 'card-face.svg.hbs'), cardTemplate('<text>GAME {{card.title}}</text>'));
    const run = join(game, 'run.svg.hbs');
    writeFileSync(run, cardTemplate('<text>RUN {{card.id}}</text>'));
    const out1 = tmp();
    expect((await runCli('build', game, '--only', 'cards', '--out', out1, '--format', 'svg')).code).toBe(0);
    expect(readFileSync(join(out1, 'cards-1-front.svg'), 'utf8')).toContain('GAME Movement 1');
    // The manifest names the game's and the bundled templates relative to their folders, the same on any machine.
    expect(manifestOf(out1).templates).toEqual(['game:templates/card-face.svg.hbs', 'bundled:card-back.svg.hbs']);
    const out2 = tmp();
    expect(
      (await runCli('build', game, '--only', 'cards', '--out', out2, '--format', 'svg', '--template', run)).code,
    ).toBe(0);
    expect(readFileSync(join(out2, 'cards-1-front.svg'), 'utf8')).toContain('RUN move-1');
  });

  it('uses the template a card type names', async () => {
    const game = brokenCopy(DECK, {
      'cards.yaml': [
        [
          '{ id: event, name: Event, color: "#5a6b2f" }',
          '{ id: event, name: Event, color: "#5a6b2f", template: card-event }',
        ],
      ],
    });
    temps.push(game);
    mkdirSync(join(game, 'templates'));
    writeFileSync(join(game, 'templates', 'card-event.svg.hbs'), cardTemplate('<text>EVENT {{card.id}}</text>'));
    const out = tmp();
    expect((await runCli('build', game, '--only', 'cards', '--out', out, '--format', 'svg')).code).toBe(0);
    const svg = readFileSync(join(out, 'cards-2-front.svg'), 'utf8');
    expect(svg).toContain('EVENT snowstorm');
    expect(svg).not.toContain('EVENT artillery');
  });

  it(
    'rejects a card type whose template exists nowhere: ' + 'exit 1, the file and field named, nothing written',
    async () => {
      const out = join(tmp(), 'out');
      const r = await runCli('build', 'tests/fixtures/cards-bad-template', '--only', 'cards', '--out', out);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/cards\.yaml:\d+:\d+: types\[2\]\.template: no template "card-no-such\.svg\.hbs"/);
      expect(existsSync(out)).toBe(false);
    },
  );

  it('rejects a deck whose counts do not add up to its size: exit 1, nothing written', async () => {
    const out = join(tmp(), 'out');
    const r = await runCli('build', 'tests/fixtures/cards-bad-count', '--only', 'cards', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/deck\.size: the deck has 15 cards, but the card counts add up to 14/);
    expect(existsSync(out)).toBe(false);
  });

  it('rejects bad options with exit 1 and writes nothing', async () => {
    for (const args of [
      ['--card-size', 'huge'],
      ['--duplex', 'sideways'],
      ['--card-layout', 'tarot'],
      ['--bleed', 'x'],
    ]) {
      const out = join(tmp(), 'out');
      const r = await runCli('build', DECK, '--only', 'cards', '--out', out, ...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toContain(args[0]);
      expect(existsSync(out)).toBe(false);
    }
  });
});

/** The bundled card game, once its data validates. */
const nordwind = (() => {
  try {
    return loadScenario('data/nordwind');
  } catch {
    return undefined;
  }
})();

describe.runIf(nordwind?.cards)('Nordwind deck', () => {
  it('builds 105 faces in the numbers cards.yaml gives per card, type and side', async () => {
    const out = tmp();
    const r = await runCli('build', 'nordwind', '--only', 'cards', '--out', out, '--format', 'pdf');
    expect(r.code, r.err).toBe(0);
    const fronts: Placed[] = manifestOf(out).cards.filter((c: Placed) => c.side === 'front');
    expect(fronts).toHaveLength(105);
    const deck = nordwind!.cards!;
    const want = (key: (c: (typeof deck.cards)[number]) => string[]) =>
      deck.cards.reduce<Record<string, number>>((acc, c) => {
        for (const k of key(c)) acc[k] = (acc[k] ?? 0) + c.count;
        return acc;
      }, {});
    expect(countBy(fronts, (p) => p.card)).toEqual(want((c) => [c.id]));
    expect(countBy(fronts, (p) => p.type)).toEqual(want((c) => [c.type]));
    const bySide: Record<string, number> = {};
    for (const f of fronts) for (const s of f.sides) bySide[s] = (bySide[s] ?? 0) + 1;
    expect(bySide).toEqual(want((c) => c.sides));
  });
});

afterAll(() => cleanup(join(tmpdir(), 'nothing-to-clean')));

describe('card text that cannot fit is said, not printed cut silently', () => {
  it('names the card whose text overflows even at the least size', async () => {
    const long = 'Move. '.repeat(150).trim();
    const dir = brokenCopy('tests/fixtures/cards-deck', { 'cards.yaml': [[/text: .*/, `text: "${long}"`]] });
    const out = join(mkdtempSync(join(tmpdir(), 'card-overflow-')), 'out');
    const r = await runCli('build', dir, '--only', 'cards', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/warning: card "[^"]+": its text does not fit the card even at the least type size/);
    rmSync(dir, { recursive: true, force: true });
  });
});

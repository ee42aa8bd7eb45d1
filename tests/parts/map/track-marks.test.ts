import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeNewGame } from '../../../src/load/scaffold.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import type { Item } from '../../../src/print/scene.js';

const root = mkdtempSync(join(tmpdir(), 'sandtable-track-marks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The scaffold's hex game whose turn track is the rules' but for one arrival Sandtable reconstructed. */
function gameWithMarkedArrival(marked: boolean, own = false, tag = ''): string {
  const dir = join(root, `${marked ? 'marked' : 'bare'}${own ? '-own' : ''}${tag}`);
  writeNewGame(dir, { map: 'hex' });
  const file = join(dir, 'charts.yaml');
  const charts = readFileSync(file, 'utf8').replace(
    '{ turn: 1, label: Dawn, events: [Red sets up first.] }',
    `{ turn: 1, label: Dawn, events: [Red sets up first., Blue's 2nd Brigade arrives.]${
      marked ? ', reconstructedEvents: [1]' : ''
    } }`,
  );
  writeFileSync(
    file,
    own ? charts : charts.replace('    kind: turn-track\n', '    kind: turn-track\n    provenance: { rules: "3" }\n'),
  );
  return dir;
}

const words = (items: Item[]) =>
  items
    .filter((i): i is Extract<Item, { kind: 'text' }> => i.kind === 'text')
    .map((i) => i.text)
    .join(' ')
    .replace(/\s+/g, ' ');
/** Every word the map prints, its lines joined so a wrapped note reads as one, and its sheets' feet. */
function printed(dir: string): { map: string; sheets: string; shop: string; full: string } {
  const s = loadScenario(dir);
  const d = drawMap(s, 'en');
  const { pages, shop } = printPages(s, d, { paper: 'letter', lang: 'en', tile: 'auto', wrap: (t) => [t] });
  const full = printPages(s, d, { paper: 'letter', lang: 'en', tile: 'full', wrap: (t) => [t] }).pages[0]!;
  const all = (p: (typeof pages)[number]) => words(p.layers.flatMap((l) => l.items));
  return { map: words(d.items), sheets: pages.map(all).join(' '), shop: all(shop), full: all(full) };
}

// Issue 24: Nordwind's map track printed its ten reconstructed arrivals bare, where the aids' tracks (Death of a
// Division's) put a dagger on each; every track now honours reconstructedEvents, and the sheet says what † means.
describe("the map's turn track", () => {
  it('daggers a reconstructed event, and the foot of its sheet says what the dagger means', () => {
    const { map, sheets } = printed(gameWithMarkedArrival(true));
    expect(map).toContain("Red sets up first. Blue's 2nd Brigade arrives. †");
    expect(sheets).toContain('Values marked † and parts of this map are reconstructed by Sandtable');
  });

  // Issue 24's fresh look: the print shop's one page (and --tile full's) printed the daggers with no foot to say why.
  it('says what the dagger means on the whole map of one page, for the print shop and --tile full', () => {
    const { shop, full } = printed(gameWithMarkedArrival(true, false, '-whole'));
    for (const page of [shop, full]) {
      expect(page).toContain("Blue's 2nd Brigade arrives. †");
      expect(page).toContain('Values marked † and parts of this map are reconstructed by Sandtable');
    }
  });

  // The brief: a designer's own game is their own, never stamped reconstructed, whatever its marks say.
  it("prints a designer's own track bare even where an event is marked", () => {
    const { map, sheets } = printed(gameWithMarkedArrival(true, true));
    expect(map + sheets).not.toContain('†');
    expect(sheets).not.toContain('reconstructed');
  });

  it('prints the same events bare, and no note, when none is marked', () => {
    const { map, sheets } = printed(gameWithMarkedArrival(false));
    expect(map).toContain("Red sets up first. Blue's 2nd Brigade arrives.");
    expect(map + sheets).not.toContain('†');
    expect(sheets).not.toContain('reconstructed');
  });
});

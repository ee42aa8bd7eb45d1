import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import type { Item, PathItem, TextItem } from '../../../src/print/scene.js';

const ROOT = join(import.meta.dirname, '../../../data');

/** The turn spaces of a map's turn track (day and night fills) and the bold labels (dates) standing in them. */
function labelsInSpaces(items: readonly Item[]) {
  const spaces = items.filter(
    (it): it is PathItem => it.kind === 'path' && (it.fill === '#f7f3e6' || it.fill === '#d5dbe8'),
  );
  const labels = items.filter(
    (it): it is TextItem => it.kind === 'text' && it.face === 'condensedBold' && it.reads === 'name',
  );
  return labels.flatMap((t) => {
    const cx = t.box.x + t.box.width / 2;
    const cy = t.box.y + t.box.height / 2;
    const r = spaces.find(
      (s) => s.box.x <= cx && cx <= s.box.x + s.box.width && s.box.y <= cy && cy <= s.box.y + s.box.height,
    );
    return r ? [{ text: t.text, box: t.box, space: r.box }] : [];
  });
}

// Issue 24: Nordwind's Time Record Track printed its dates ("Jan 1, 1945") 2 pt in from the lines of their spaces,
// edge to edge, reading as part of the rule. Each label keeps 3 pt of air from the lines beside it and 2 pt above.
describe("a turn track's labels keep clear of their spaces' lines (Nordwind rules C, time record track)", () => {
  it.each(['nordwind', 'veritable'])('%s', (game) => {
    const s = loadScenario(join(ROOT, game));
    const d = drawMap(s, 'en', undefined, 'letter');
    const found = labelsInSpaces(d.items);
    expect(found.length).toBeGreaterThanOrEqual(8);
    const tight = found.filter(
      ({ box, space }) => box.x < space.x + 3 || box.x + box.width > space.x + space.width - 3 || box.y < space.y + 2,
    );
    expect(tight.map((t) => t.text)).toEqual([]);
  });
});

import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import { planSetup } from '../../../src/parts/vassal/setup.js';

// The round-seven look at Death of a Division in VASSAL: a stack set up on a town covered the town's name (Kobscheid,
// Oberlascheid). An area's stack now stands where two sides' stacks side by side, each as tall as a stand with its
// hit boxes, cover no word the board prints.
describe('VASSAL set-up on an area map', () => {
  it("Death of a Division: no set-up stack covers an area's name or any other printed word", () => {
    const s = loadScenario(join(import.meta.dirname, '../../../data/death-of-a-division'));
    const d = drawMap(s, 'en', undefined);
    const k = 41 / 72;
    const counterPx = 64;
    const stacks = planSetup(s, d, k, counterPx);
    const areaNames = new Set(d.things.map((t) => t.name ?? t.id));
    const onAreas = stacks.filter((st) => areaNames.has(st.name.replace(/: .*$/, '')));
    expect(onAreas.length).toBeGreaterThan(10);
    const words = d.items.flatMap((it) => (it.kind === 'text' ? [{ text: it.text, box: it.box }] : []));
    const c = counterPx / k;
    const covered = onAreas.flatMap((st) => {
      const [x, y] = [st.at[0] / k, st.at[1] / k];
      // One stack a counter wide, with its hit boxes below it.
      return words
        .filter(
          (w) =>
            w.box.x < x + 0.5 * c &&
            x - 0.5 * c < w.box.x + w.box.width &&
            w.box.y < y + 0.8 * c &&
            y - 0.8 * c < w.box.y + w.box.height,
        )
        .map((w) => `${st.name}: ${w.text}`);
    });
    expect(covered).toEqual([]);
  });
});

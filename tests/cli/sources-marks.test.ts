import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { makeTranslator } from '../../src/parts/aids/translator.js';
import { scenarioAids } from '../../src/parts/aids/chart-aids.js';
import { turnTrackAid } from '../../src/parts/aids/turn-track-aid.js';
import type { Aid } from '../../src/parts/aids/aid-model.js';
import type { Chart } from '../../src/model/schema/charts.js';
import { runOk } from '../helpers/run-cli.js';

interface Summary {
  part: string;
  reconstructed: number;
}

/** The daggers a chart's sheet puts on single notes, turn events and cells (not on whole rows). */
function daggersOn(a: Aid): { notes: number; events: number; cells: number } {
  const marked = (t: string) => t.endsWith(' †');
  let notes = 0;
  let events = 0;
  let cells = 0;
  for (const e of a.elements) {
    if (e.kind === 'list') notes += e.items.filter((i) => i.reconstructed).length;
    if (e.kind === 'track') events += e.boxes.flatMap((b) => b.events).filter(marked).length;
    // A row's own dagger sits on its heading cell; a cell of the rules' row marked on its own carries data.
    if (e.kind === 'table') cells += e.rows.flatMap((r) => r.cells).filter((c) => c.data && marked(c.text)).length;
  }
  return { notes, events, cells };
}

// Issue 24: `sandtable sources` counted Veritable's 7 reconstructed movement costs, its held-unit ruling and the
// 18 reconstructed arrivals of Death of a Division's and Nordwind's tracks as the rules', while the kit daggers
// each of them. Its totals now count what the kit marks, chart by chart.
describe('sandtable sources counts every dagger the kit prints', () => {
  it.each(['veritable', 'remagen', 'nordwind', 'death-of-a-division'])('%s', async (game) => {
    const s = loadScenario(`data/${game}`);
    const t = makeTranslator(s, 'en');
    const aids = scenarioAids(s, t);
    // A track the map prints instead of the aids (Nordwind's) carries the same daggers (the map test checks).
    for (const c of s.charts)
      if (c.kind === 'turn-track' && !aids.some((a) => a.id === c.id))
        aids.push(turnTrackAid(c as Extract<Chart, { kind: 'turn-track' }>, t));
    const json = JSON.parse(await runOk('sources', game, '--json')) as { summary: Summary[] };
    const counted = (part: string) => json.summary.find((r) => r.part === part)?.reconstructed ?? 0;
    let total = 0;
    for (const a of aids) {
      const d = daggersOn(a);
      expect(counted(`chart ${a.id} notes`), `${a.id} notes`).toBe(d.notes);
      expect(counted(`chart ${a.id} events`), `${a.id} events`).toBe(d.events);
      expect(counted(`chart ${a.id} cells`), `${a.id} cells`).toBe(d.cells);
      total += d.notes + d.events + d.cells;
    }
    const expected = { veritable: 8, remagen: 0, nordwind: 10, 'death-of-a-division': 8 }[game];
    expect(total).toBe(expected);
  });
});

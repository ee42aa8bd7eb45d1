import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { scenarioAids } from '../../../src/parts/aids/chart-aids.js';
import { checkCharts } from '../../../src/load/validate/check-charts.js';
import type { Aid } from '../../../src/parts/aids/aid-model.js';
import { turnTrackAid } from '../../../src/parts/aids/turn-track-aid.js';
import type { Chart } from '../../../src/model/schema/charts.js';

type TurnTrack = Extract<Chart, { kind: 'turn-track' }>;

const aidOf = (dir: string, id: string, lang = 'en'): Aid => {
  const s = loadScenario(dir);
  const aid = scenarioAids(s, makeTranslator(s, lang)).find((a) => a.id === id);
  expect(aid, id).toBeDefined();
  return aid!;
};
const trackEvents = (a: Aid) => a.elements.flatMap((e) => (e.kind === 'track' ? e.boxes.flatMap((b) => b.events) : []));
const listItems = (a: Aid) => a.elements.flatMap((e) => (e.kind === 'list' ? e.items : []));

// Issue 24: a sheet that prints a reconstructed value carries the dagger on it, the tag under the title and the
// footer's note (Aid.reconstructed); these sheets printed reconstructed arrivals and a reconstructed ruling bare.
describe('aids mark the reconstructed notes and turn-track events', () => {
  it("Death of a Division's turn track daggers each arrival, not the rules' deadlines", () => {
    const a = aidOf('data/death-of-a-division', 'turn-track');
    const events = trackEvents(a);
    const arrivals = events.filter((e) => /arrival/.test(e));
    expect(arrivals).toHaveLength(8);
    for (const e of arrivals) expect(e).toMatch(/ †$/);
    for (const e of events.filter((x) => /^Last turn/.test(x))) expect(e).not.toContain('†');
    expect(a.reconstructed).toBe(true);
    expect(a.tag).toBe('† reconstructed by Sandtable, not published');
  });

  it("Nordwind's track daggers the arrivals of the reconstructed set-up, not the hand sizes", () => {
    // The map prints Nordwind's track, so its aid is made here directly.
    const nw = loadScenario('data/nordwind');
    const chart = nw.charts.find((c) => c.kind === 'turn-track');
    const events = trackEvents(turnTrackAid(chart as TurnTrack, makeTranslator(nw, 'en')));
    expect(events.filter((e) => e.endsWith('(reconstructed set-up). †'))).toHaveLength(10);
    expect(events.filter((e) => e.includes('†') && !e.includes('reconstructed set-up'))).toEqual([]);
  });

  it("Veritable's Führer's Interference daggers the held-unit ruling (11.2 is silent), in English and Russian", () => {
    for (const lang of ['en', 'ru']) {
      const a = aidOf('data/veritable', 'fuhrer', lang);
      const marked = listItems(a).filter((i) => i.text.endsWith(' †'));
      expect(marked, lang).toHaveLength(1);
      expect(marked[0].reconstructed).toBe(true);
      expect(a.reconstructed).toBe(true);
      expect(a.tag).toBeDefined();
    }
  });

  it('rejects a mark on a note the chart does not have, naming the field', () => {
    const s = loadScenario('data/veritable');
    const i = s.charts.findIndex((c) => c.id === 'fuhrer');
    s.charts[i] = { ...s.charts[i], reconstructedNotes: [7] };
    const problems = checkCharts(s);
    expect(problems.map((p) => p.message)).toContain('marks note 7 (from 0), but there are only 3');
  });
});

describe('aid titles', () => {
  // Issue 24: Nordwind's set-up chart was titled "… (reconstructed)" over the red tag saying the same, and its
  // second page read "… (reconstructed) (continued)".
  it('say "reconstructed" only in the tag under the title', () => {
    for (const dir of ['data/veritable', 'data/nordwind', 'data/death-of-a-division', 'data/remagen']) {
      const s = loadScenario(dir);
      for (const a of scenarioAids(s, makeTranslator(s, 'en'))) expect(a.title, a.id).not.toMatch(/reconstructed/i);
    }
    expect(aidOf('data/nordwind', 'set-up').tag).toBe('Reconstructed by Sandtable: not the published chart');
  });
});

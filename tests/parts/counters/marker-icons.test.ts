import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { BUNDLED_TEMPLATE_DIR } from '../../../src/load/find-template.js';
import { counterPieces } from '../../../src/parts/counters/counter-pieces.js';
import { loadCounterTemplate } from '../../../src/parts/counters/counter-template.js';
import { renderFace } from '../../../src/parts/counters/render-face.js';
import { markerIcon } from '../../../src/parts/counters/marker-icons.js';
import { MARKER_ICONS } from '../../../src/model/schema/units.js';

const GAMES = ['veritable', 'remagen', 'death-of-a-division', 'nordwind'];
const front = loadCounterTemplate(join(BUNDLED_TEMPLATE_DIR, 'counter-front.svg.hbs'));
const back = loadCounterTemplate(join(BUNDLED_TEMPLATE_DIR, 'counter-back.svg.hbs'));

describe('marker icons', () => {
  it('draws every icon the data may name, each a different picture', () => {
    const bodies = MARKER_ICONS.map((name) => (markerIcon(name, '#000000', '#ffffff') || { body: '' }).body);
    for (const b of bodies) expect(b).toMatch(/<(path|polygon|circle)/);
    expect(new Set(bodies).size).toBe(MARKER_ICONS.length);
  });

  it.each(GAMES)('%s: every marker prints a picture (its icon, or its symbol) beside its words', (game) => {
    const markers = counterPieces(loadScenario(`data/${game}`), 'en').filter((p) => p.kind === 'marker');
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) {
      const svg = renderFace(front, m.front, m, 0);
      expect(svg, m.id).toMatch(/<svg [^>]*viewBox/);
      expect(svg, m.id).toContain(m.front.text.split(' ')[0]);
      if (m.back.backKind === 'text') expect(renderFace(back, m.back, m, 0), m.id).toMatch(/<svg [^>]*viewBox/);
    }
  });

  it('gives Death of a Division its turn, dug-in and hit markers, with provenance', () => {
    const s = loadScenario('data/death-of-a-division');
    const byIcon = (icon: string) => s.markers.filter((m) => m.icon === icon);
    expect(byIcon('turn')).toHaveLength(1);
    expect(byIcon('dug-in').length).toBe(1);
    // Rules 2: a unit goes at hits equal to its strength; the largest chit plus a 1 must show every count below.
    const strongest = Math.max(...s.units.map((u) => (u.factors.kind === 'strength' ? u.factors.strength : 0)));
    const hitFaces = byIcon('hit').flatMap((m) => [m.front, m.backText ?? '']);
    const largest = Math.max(...hitFaces.map((t) => Number(/^(\d+)/.exec(t)?.[1] ?? 0)));
    expect(largest + 1).toBeGreaterThanOrEqual(strongest - 1);
    for (const m of s.markers) expect(m.provenance, m.id).toBeDefined();
  });
});

import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { rosterWords } from '../../../src/parts/roster/roster-words.js';
import { orderOfBattle } from '../../../src/parts/roster/order-of-battle.js';
import { oobBlocks } from '../../../src/parts/roster/oob-blocks.js';
import { glyphMeasure } from '../../../src/print/text-measure.js';
import { escapeXml } from '../../../src/print/escape.js';

describe.each(['data/veritable', 'data/nordwind', 'tests/fixtures/mini-hex'])('order of battle of %s', (dir) => {
  const s = loadScenario(dir);
  const sides = orderOfBattle(s, rosterWords(s, 'en'));
  const listed = sides.flatMap((side) =>
    side.sections.flatMap((sec) =>
      sec.groups.flatMap((g) => g.units.map((u) => ({ id: u.id, side: side.id, kind: sec.kind }))),
    ),
  );

  it('lists every unit exactly once, under its own side', () => {
    expect(listed.map((u) => u.id).sort()).toEqual(s.units.map((u) => u.id).sort());
    for (const u of listed) expect(s.units.find((x) => x.id === u.id)!.side).toBe(u.side);
  });

  it('puts reserves under reserves with their cost, and later arrivals under reinforcements in turn order', () => {
    for (const u of s.units) {
      const kind = listed.find((x) => x.id === u.id)!.kind;
      if (u.reserve) expect(kind, u.id).toBe('reserves');
      else if (u.setup?.turn && u.setup.turn > 1) expect(kind, u.id).toBe('reinforcements');
      else if (u.setup) expect(kind, u.id).toBe('setup');
    }
    for (const side of sides)
      for (const sec of side.sections) {
        const units = sec.groups.flatMap((g) => g.units);
        if (sec.kind === 'reinforcements')
          expect(units.map((u) => u.arrival.turn)).toEqual(units.map((u) => u.arrival.turn).sort((a, b) => a! - b!));
        if (sec.kind === 'reserves')
          for (const u of units)
            if (u.arrival.cost !== undefined) expect(u.note).toContain(`cost ${u.arrival.cost} VP`);
      }
  });
});

describe('order of battle: locations and replacements', () => {
  it('names a hex set-up by its label and an edge by its side', () => {
    const s = loadScenario('tests/fixtures/mini-hex');
    const sides = orderOfBattle(s, rosterWords(s, 'en'));
    const headings = sides.flatMap((x) => x.sections.flatMap((sec) => sec.groups.map((g) => g.heading)));
    expect(headings).toContain('B2');
  });

  // Issue 24: Nordwind's roster printed "due Turn 8 … at Bienwald" under each of the three reserves due then, and
  // "at E – Rhine east bank" under each of six reinforcements of one turn.
  it('prints each arrival (turn and place) once, as the heading of the units that arrive together', () => {
    const nw = loadScenario('data/nordwind');
    const sections = orderOfBattle(nw, rosterWords(nw, 'en')).flatMap((x) => x.sections);
    for (const sec of sections.filter((x) => x.kind === 'reserves' || x.kind === 'reinforcements')) {
      const arrivals = sec.groups.map((g) => {
        const a = g.units.map((u) => JSON.stringify([u.arrival.box, u.arrival.turn, u.arrival.location]));
        expect(new Set(a).size, g.heading).toBe(1);
        return a[0];
      });
      expect(new Set(arrivals).size).toBe(arrivals.length);
      for (const g of sec.groups)
        for (const u of g.units) {
          expect(g.heading).toContain(u.arrival.locationName);
          expect(u.note, u.id).not.toContain(u.arrival.locationName!);
        }
    }
    const due = sections.flatMap((x) => x.groups.map((g) => g.heading)).filter((h) => /due Turn 8 .* Bienwald/.test(h));
    expect(due).toEqual([
      'German Reserve Holding Box · due Turn 8 · Jan 7, 1945 at Bienwald – Lauter front (transit zone)',
    ]);
  });

  it('gives Nordwind a replacements section from its turn track, and Veritable none', () => {
    const nw = loadScenario('data/nordwind');
    const lines = orderOfBattle(nw, rosterWords(nw, 'en')).flatMap((x) =>
      x.sections.filter((sec) => sec.kind === 'replacements').flatMap((sec) => sec.lines),
    );
    expect(lines.some((l) => /Replacements begin/.test(l))).toBe(true);
    const ver = loadScenario('data/veritable');
    expect(
      orderOfBattle(ver, rosterWords(ver, 'en'))
        .flatMap((x) => x.sections)
        .some((sec) => sec.kind === 'replacements'),
    ).toBe(false);
  });
});

describe('order of battle: factors', () => {
  // Issue 24 look: Nordwind's order of battle ended each unit's line with a bare "· 1" (rule C: every unit is one).
  it('names a strength printed alone, and prints other factors as the counter does', () => {
    const units = (dir: string) =>
      orderOfBattle(loadScenario(dir), rosterWords(loadScenario(dir), 'en')).flatMap((x) =>
        x.sections.flatMap((sec) => sec.groups.flatMap((g) => g.units)),
      );
    expect(new Set(units('data/nordwind').map((u) => u.factors))).toEqual(new Set(['Str\u00a01']));
    const ver = units('data/veritable');
    expect(ver.find((u) => u.id === 'gr-1051')?.factors).toBe('2-3-3');
  });
});

describe('order of battle: a page opened mid-group', () => {
  it("repeats the group's arrival heading, marked continued, above rows that open a page (issue 24)", () => {
    // Nordwind's page 2 opened on four units whose "Turn 6 … at E – Rhine east bank" heading stayed on page 1.
    const nw = loadScenario('data/nordwind');
    const sides = orderOfBattle(nw, rosterWords(nw, 'en'));
    const blocks = oobBlocks(sides, 2000, glyphMeasure(), new Map(), 'continued'); // wide: no heading wraps
    const continued = blocks.map((b) => b.continuation?.draw(0, 0) ?? '');
    // Rows each group makes, summed by heading (a place may head a group in more than one section); two lone units
    // in a row share one, each under its own heading, so no heading is carried over for them.
    const rows = new Map<string, number>();
    for (const sec of sides.flatMap((x) => x.sections))
      for (let gi = 0; gi < sec.groups.length; gi++) {
        const g = sec.groups[gi]!;
        if (g.units.length === 1 && sec.groups[gi + 1]?.units.length === 1) gi++;
        else if (g.heading) rows.set(g.heading, (rows.get(g.heading) ?? 0) + Math.ceil(g.units.length / 2));
      }
    expect(rows.size).toBeGreaterThan(5);
    for (const [heading, n] of rows)
      expect(continued.filter((t) => t.includes(`>${escapeXml(`${heading} (continued)`)}<`)).length, heading).toBe(n);
  });
});

describe('order of battle: pages', () => {
  // Issue 24: Nordwind's order of battle took four pages, each side's second a third to four fifths used. In three
  // columns read down one after another, each side takes one page; Veritable's, no shorter so, keeps two to a row.
  it('sets Nordwind in three columns, a page a side, and Veritable two to a row', async () => {
    const { oobDocument } = await import('../../../src/parts/roster/oob-document.js');
    const nw = loadScenario('data/nordwind');
    const doc = oobDocument(nw, 'letter', rosterWords(nw, 'en'), glyphMeasure(), new Map());
    expect(doc.pages).toHaveLength(2);
    const ver = loadScenario('data/veritable');
    expect(oobDocument(ver, 'letter', rosterWords(ver, 'en'), glyphMeasure(), new Map()).pages).toHaveLength(2);
  });

  it('says a note every reserve group shares once, under the section heading', () => {
    const nw = loadScenario('data/nordwind');
    const sides = orderOfBattle(nw, rosterWords(nw, 'en'));
    const drawn = oobBlocks(sides, 2000, glyphMeasure(), new Map(), 'continued')
      .map((b) => b.draw(0, 0))
      .join('');
    expect(drawn.match(/enters when due/g)).toHaveLength(2);
  });
});

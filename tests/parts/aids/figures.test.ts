import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { scenarioAids } from '../../../src/parts/aids/chart-aids.js';
import { counterPieces } from '../../../src/parts/counters/counter-pieces.js';
import { differentialFigure, rangeFigure, rollFigure } from '../../../src/print/figures.js';
import type { Aid } from '../../../src/parts/aids/aid-model.js';

const aids = (dir: string, lang = 'en'): Aid[] => {
  const s = loadScenario(dir);
  return scenarioAids(s, makeTranslator(s, lang));
};
const tables = (a: Aid) => a.elements.flatMap((e) => (e.kind === 'table' ? [e] : []));
/** The list under the heading "Modifiers" (the notes' list below keeps its bullets). */
const modifierList = (a: Aid) => {
  const at = a.elements.findIndex((e) => e.kind === 'heading' && /^Modifiers|^Модификаторы/.test(e.text));
  const list = a.elements[at + 1];
  expect(list?.kind, a.id).toBe('list');
  return list?.kind === 'list' ? list.items : [];
};

// Issue 24: the aids printed the data's ASCII: "<-5" and "+5 >" over Nordwind's CRT (whose first column is read
// "−5 or less"), "1-4" for a range of rolls, and "•" as the value of a modifier that has no number.
describe('figures as the aids print them', () => {
  it('heads Nordwind’s open-ended differential columns "≤ −5" and "≥ +5", with true minus signs', () => {
    const crts = aids('data/nordwind').filter((x) => tables(x)[0]?.group?.startsWith('Differential'));
    expect(crts.length).toBeGreaterThan(0);
    for (const a of crts) {
      const labels = tables(a)[0]
        .columns.slice(1)
        .map((c) => c.label);
      expect(labels, a.id).toEqual(['≤ −5', '−4', '−3', '−2', '−1', '0', '+1', '+2', '+3', '+4', '≥ +5']);
    }
  });

  it('sets a range of rolls with an en dash and a negative roll with a minus', () => {
    const fire = aids('data/death-of-a-division').find((a) => a.id === 'defensive-fire')!;
    expect(tables(fire)[0].rows.map((r) => r.cells[0].text)).toEqual(['1–4', '5', '6']);
    const victory = aids('data/veritable').find((a) => a.id === 'victory')!;
    expect(tables(victory)[1].rows.map((r) => r.cells[0].text)).toEqual(['1 or less', '2–4', '5 or more']);
    expect(rollFigure('-4 or less')).toBe('−4 or less');
    expect(rollFigure('16+')).toBe('16+');
    expect(differentialFigure('3-1')).toBe('3-1');
  });

  it('leaves the value column of a modifier with no number blank, not a bullet, in English and Russian', () => {
    for (const lang of ['en', 'ru']) {
      const crt = aids('data/veritable', lang).find((a) => a.id === 'crt')!;
      const items = modifierList(crt);
      expect(
        items.map((i) => i.marker),
        lang,
      ).not.toContain('•');
      // 8.3: an anti-tank unit cancels one 79th Armoured shift and never shifts on its own.
      expect(
        items.filter((i) => i.marker === ''),
        lang,
      ).toHaveLength(1);
    }
    // Where no modifier has a number (Remagen's odds limits), the list keeps its bullets.
    const remagen = aids('data/remagen').find((a) =>
      a.elements.some((e) => e.kind === 'heading' && e.text === 'Modifiers'),
    );
    expect(modifierList(remagen!).map((i) => i.marker)).toEqual(['•', '•']);
  });
});

describe("Veritable's turn marker", () => {
  // Issue 24: it read "Turn - Allied player turn", a spaced hyphen and "turn" twice.
  it('names each face once: "Turn: Allied player" and "Turn: German player"', () => {
    const turn = counterPieces(loadScenario('data/veritable'), 'en').find((p) => p.id === 'turn')!;
    expect([turn.front.text, turn.back.text]).toEqual(['Turn: Allied player', 'Turn: German player']);
  });
});

// Issue 24: ranges in printed words kept the data's hyphen ("hit on 5-6", "Roll 4-6", "turns 4-5", "Range 6-8",
// "589th-592nd FA Bns", the map's "8-21 February 1945") where the charts' figures print an en dash. Odds ("1-3",
// "6-1 or better") and a unit's factors keep theirs: a falling pair is odds, and so is a rising one the game's CRT
// heads a column with.
describe('ranges in printed words', () => {
  const texts = (a: Aid): string[] =>
    a.elements.flatMap((e) => {
      if (e.kind === 'text' || e.kind === 'heading') return [e.text];
      if (e.kind === 'list') return e.items.map((i) => i.text);
      if (e.kind === 'track') return e.boxes.flatMap((b) => [b.label, ...b.events]);
      return [...e.columns.map((c) => c.label), ...e.rows.flatMap((r) => r.cells.map((c) => c.text))];
    });
  it.each(['veritable', 'remagen', 'nordwind', 'death-of-a-division'])('%s sets every range with an en dash', (g) => {
    const s = loadScenario(`data/${g}`);
    const odds = new Set(s.charts.flatMap((c) => (c.kind === 'crt' && c.method === 'odds' ? c.columns : [])));
    const printed = [
      ...scenarioAids(s, makeTranslator(s, 'en')).flatMap(texts),
      s.map?.name ?? '',
      s.game.subtitle ?? '',
      // The roster's and order of battle's headings: "106th Division Artillery (589th-592nd FA Bns)".
      ...s.game.formations.map((f) => f.name),
    ];
    const hyphened = printed.flatMap((t) =>
      [...t.matchAll(/(?<![\d.-])(\d+)(?:st|nd|rd|th)?-(\d+)(?![\d-])/g)]
        .filter((m) => Number(m[1]) < Number(m[2]) && !odds.has(m[0]))
        .map((m) => m[0]),
    );
    expect(hyphened).toEqual([]);
    // Nor does a hyphen stand for a dash: "Forced march - a unit", "Example (rules) - a medium tank", or for
    // "none" in a table's cell (Death of a Division's stacking row printed "-" where Remagen's print "—").
    expect(printed.filter((t) => / - /.test(t))).toEqual([]);
    // Quotation marks are typeset (“Victory conditions”), never the typewriter's: Nordwind's order of battle read
    // 17th SS Panzergrenadier Division "Götz von Berlichingen", Veritable's options for "1" or "2".
    expect(printed.filter((t) => t.includes('"'))).toEqual([]);
    const plainCells = s.charts.flatMap((c) => (c.kind === 'table' ? c.rows.flat().map(String) : []));
    expect(plainCells.filter((x) => x.trim() === '-')).toEqual([]);
  });
});

describe('rangeFigure', () => {
  it('dashes a rising pair and leaves odds and factors alone', () => {
    expect(rangeFigure('Range 6-8')).toBe('Range 6–8');
    expect(rangeFigure('German turns 4-5')).toBe('German turns 4–5');
    expect(rangeFigure('Units at 6-1 or better')).toBe('Units at 6-1 or better');
    expect(rangeFigure('the 2-3-3 regiment')).toBe('the 2-3-3 regiment');
    expect(rangeFigure('1-1')).toBe('1-1');
  });
});

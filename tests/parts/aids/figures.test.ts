import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { scenarioAids } from '../../../src/parts/aids/chart-aids.js';
import { counterPieces } from '../../../src/parts/counters/counter-pieces.js';
import { differentialFigure, rollFigure } from '../../../src/print/figures.js';
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

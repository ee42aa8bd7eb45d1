import { describe, it, expect, beforeAll } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { scenarioAids, turnTrackOnMap } from '../../../src/parts/aids/chart-aids.js';
import { crtAid, modifierEffect } from '../../../src/parts/aids/crt-aid.js';
import { tableAid } from '../../../src/parts/aids/table-aid.js';
import { victoryAid } from '../../../src/parts/aids/victory-aid.js';
import { layoutAid } from '../../../src/parts/aids/layout-aid.js';
import { loadTextMeasure, type TextMeasure } from '../../../src/print/text-measure.js';
import type { Chart, Crt } from '../../../src/model/schema/charts.js';
import { printedCells } from './read-cells.js';

const s = loadScenario('tests/fixtures/aids-all');
const en = makeTranslator(s, 'en');
let m: TextMeasure;
beforeAll(async () => {
  m = await loadTextMeasure();
});
const words = { night: 'night', continued: 'continued' };

describe('scenarioAids', () => {
  it('makes one aid per chart, then the hand sizes', () => {
    const aids = scenarioAids(s, en);
    expect(aids.map((a) => a.id)).toEqual([...s.charts.map((c) => c.id), 'hand-sizes']);
  });

  it('leaves out a turn track the map already prints', () => {
    const withTrack = {
      ...s,
      map: {
        kind: 'area',
        terrainTypes: [],
        areas: [],
        rivers: [],
        boxes: [{ id: 't', name: 'Turns', kind: 'turn-track', position: [10, 10], provenance: { rules: '1' } }],
      },
    } as unknown as typeof s;
    expect(turnTrackOnMap(withTrack, 'turns')).toBe(true);
    expect(scenarioAids(withTrack, en).map((a) => a.id)).not.toContain('turns');
  });

  it('tags a reconstructed chart on the chart, and a partly reconstructed one with a dagger', () => {
    const aids = new Map(scenarioAids(s, en).map((a) => [a.id, a]));
    expect(aids.get('air')!.tag).toMatch(/Reconstructed by Sandtable/);
    expect(aids.get('crt')!.tag).toBeUndefined();
    expect(aids.get('tec')!.tag).toMatch(/^†/);
    const tec = aids.get('tec')!.elements[0];
    expect(tec.kind === 'table' && tec.rows.map((r) => r.cells[0].text)).toEqual(['clear', 'forest', 'town †']);
  });
});

describe('crtAid', () => {
  const wide = s.charts.find((c) => c.id === 'crt-wide') as Crt;
  it('summarises modifiers as column shifts and die roll changes', () => {
    expect(modifierEffect({ shift: 1 }, en)).toBe('+1 column');
    expect(modifierEffect({ shift: -2 }, en)).toBe('−2 columns');
    expect(modifierEffect({ drm: -1 }, en)).toBe('−1 to the die roll');
  });
  it('prints every cell exactly as the data has it', () => {
    const layout = layoutAid(crtAid(wide, en), 555, 1, m, words);
    const svg = layout.strips.map((st) => st.draw(0, 0)).join('');
    const cells = printedCells([svg], 'crt-wide');
    expect(cells.size).toBe(wide.rows.length * wide.columns.length);
    wide.rows.forEach((r, i) => r.results.forEach((cell, j) => expect(cells.get(`${i},${j}`)).toBe(cell)));
  });
  it('explains every result code', () => {
    const layout = layoutAid(crtAid(wide, en), 555, 1, m, words);
    const svg = layout.strips.map((st) => st.draw(0, 0)).join('');
    for (const r of wide.results) expect(svg).toContain(`>${r.code}</text>`);
    expect(svg).toContain('the defender retreats one area (defender)');
  });
});

describe('tableAid', () => {
  // Issue 24 look: Remagen's vehicle hits printed "Hits to disable" flush left (its gun row reads "—") beside a
  // centred "Hits to destroy", and the fire chart's range columns flush left for the same dash.
  it('centres a column of figures even where a dash stands for none, and keeps words flush left', () => {
    const hits = {
      id: 'hits',
      name: 'Vehicle and gun hits',
      kind: 'table',
      columns: ['Target', 'Hits to disable', 'Hits to destroy', 'Range 6-8'],
      rows: [
        ['Truck', 1, 2, '—'],
        ['Anti-tank gun', '—', 2, '7'],
      ],
      notes: [],
      provenance: { rules: '1' },
    } as unknown as Extract<Chart, { kind: 'table' }>;
    const table = tableAid(hits, en).elements[0];
    expect(table.kind === 'table' && table.columns.map((c) => c.align)).toEqual(['left', 'center', 'center', 'center']);
  });
});

describe('victoryAid', () => {
  // Issue 24 look: Veritable's Russian victory points read "-0.5" (an English point, a hyphen for minus) beside
  // the CRT's "×0,5" and "−1 колонка".
  const v = loadScenario('data/veritable');
  const chart = v.charts.find((c) => c.kind === 'victory') as Extract<Chart, { kind: 'victory' }>;
  const points = (lang: string) => {
    const table = victoryAid(chart, makeTranslator(v, lang)).elements[1];
    return table.kind === 'table' ? table.rows.map((r) => r.cells[1].text) : [];
  };
  it('prints a score with a true minus, and in Russian with a decimal comma (9.1)', () => {
    expect(points('en')).toEqual(['1', '1', '1', '−1', '−0.5', '1', '2']);
    expect(points('ru')).toEqual(['1', '1', '1', '−1', '−0,5', '1', '2']);
  });
});

describe('translation', () => {
  it('prints chart titles, headings and cells from the locale, English where it has none', () => {
    const ru = makeTranslator(s, 'ru');
    const crt = crtAid(s.charts.find((c) => c.id === 'crt') as Crt, ru);
    expect(crt.title).toBe('Таблица результатов боя');
    const table = crt.elements[0];
    expect(table.kind === 'table' && table.columns[0].label).toBe('Бросок');
    expect(table.kind === 'table' && table.rows[0].cells[1].text).toBe('У/-');
    const legend = crt.elements.find((e) => e.kind === 'list' && e.items.some((i) => i.marker === '2'));
    expect(legend?.kind === 'list' && legend.items.map((i) => i.text)).toContain('нет эффекта');
    expect(ru.untranslated.has('crt: two hexes or two steps')).toBe(true);
  });
});

describe('layoutAid', () => {
  it('says when a table cannot fit the width, so the page can turn landscape', () => {
    const wide = crtAid(s.charts.find((c) => c.id === 'crt-wide') as Crt, en);
    expect(layoutAid(wide, 555, 1, m, words).overflow).toBe(false);
    expect(layoutAid(wide, 300, 1, m, words).overflow).toBe(true);
  });
});

describe('hand sizes', () => {
  it('print once: a game whose charts hold a hand-size chart gets no second table of them', async () => {
    const { loadScenario: load } = await import('../../../src/load/load-scenario.js');
    const { resolveGameFolder } = await import('../../../src/load/bundled.js');
    const { makeTranslator } = await import('../../../src/parts/aids/translator.js');
    const nordwind = load(resolveGameFolder('nordwind'));
    expect(nordwind.cards?.handSizes.length).toBeGreaterThan(0);
    const ids = scenarioAids(nordwind, makeTranslator(nordwind, 'en')).map((a) => a.id);
    expect(ids.filter((id) => id === 'hand-sizes')).toHaveLength(1);
  });
});

describe('the CRT aid of a game whose rules.yaml declares its combat', () => {
  // Iron Ford (tests/fixtures/rules-hex): the list under the table is what the referee applies, no more.
  const iron = loadScenario('tests/fixtures/rules-hex');
  const crt = iron.charts.find((c) => c.kind === 'crt') as Crt;
  const listed = (rules: typeof iron.rules) => {
    const aid = crtAid(crt, makeTranslator(iron, 'en'), rules);
    const list = aid.elements.find((e) => e.kind === 'list');
    return list && list.kind === 'list' ? list.items.map((i) => `${i.marker} ${i.text}`) : [];
  };

  it('lists the declared multipliers (7.3, 8.3), shifts (7.4, 7.5, 5.2) and die modifier (4.2)', () => {
    expect(listed(iron.rules)).toEqual([
      '×0.5 out of supply (attacker, 8.3)',
      '×2 engineers cross the river (attacker, 7.3)',
      '−1 column Defender in a city: 1 column left.',
      '+1 column Armour attacking out of clear terrain: 1 column right.',
      '+1 column Each air unit the attacker commits: 1 column right.',
      '−1 to the die roll Mud: -1 to the combat roll.',
    ]);
  });

  it('leaves out a printed modifier no procedure applies, and shows a shift written only in rules.yaml', () => {
    const rules = structuredClone(iron.rules)!;
    const combat = rules.procedures.find((p) => p.kind === 'combat')!;
    if (combat.kind !== 'combat') throw new Error('no combat');
    combat.shifts = [{ shift: 2, text: 'night attack', section: '7.9', when: 'turn >= 5' }];
    combat.drms = [];
    expect(listed(rules).filter((l) => !l.startsWith('×'))).toEqual(['+2 columns night attack (7.9)']);
  });
});

describe('the aids of dice pools, success rolls and work declared in rules.yaml', () => {
  // Iron Ford's bombardment (7.8) and bridge demolition (7.9) have no chart: their aids (and the VASSAL module's
  // Charts window, which draws the same aids) are printed from the declarations the referee rolls by.
  const iron = loadScenario('tests/fixtures/rules-hex');
  const lines = (rules: typeof iron.rules, id: string) => {
    const aid = scenarioAids({ ...iron, rules }, makeTranslator(iron, 'en')).find((a) => a.id === id);
    if (!aid) return [];
    return aid.elements.flatMap((e) =>
      e.kind === 'list'
        ? e.items.map((i) => `${i.marker} ${i.text}`)
        : e.kind === 'text' || e.kind === 'heading'
          ? [e.text]
          : [],
    );
  };

  it('7.8: the dice, the face that hits, its modifier and who allocates, as declared', () => {
    expect(lines(iron.rules, 'bombard')).toEqual([
      'Dice',
      'guns a die a gun (7.8)',
      '+1 heavy guns in clear weather (7.8)',
      'A die hits on 5 or more, 1d6 (7.8)',
      'The face a die needs',
      '+1 target dug in (7.8)',
      'The owner of the units hit spreads the hits among them (7.8)',
    ]);
  });

  it('7.9: the target, the die modifier and the outcomes, as declared', () => {
    expect(lines(iron.rules, 'demolish')).toEqual([
      'Success on 1d6: 4 or more (7.9)',
      'Modifiers',
      '+1 to the die roll a second engineer unit (7.9)',
      'Success The bridge is down.',
      'Failure The bridge stands.',
    ]);
  });

  it('a declared modifier or face that changes changes the aid with it', () => {
    const rules = structuredClone(iron.rules)!;
    const pool = rules.procedures.find((p) => p.id === 'bombard')!;
    const roll = rules.procedures.find((p) => p.id === 'demolish')!;
    if (pool.kind !== 'dice-pool' || roll.kind !== 'success-roll') throw new Error('no pool or roll');
    pool.hitOn.atLeast = 4;
    pool.modifiers[0].by = 2;
    roll.drms[0].drm = 2;
    roll.target.value = 5;
    expect(lines(rules, 'bombard')).toContain('A die hits on 4 or more, 1d6 (7.8)');
    expect(lines(rules, 'bombard')).toContain('+2 target dug in (7.8)');
    expect(lines(rules, 'demolish')).toContain('+2 to the die roll a second engineer unit (7.9)');
    expect(lines(rules, 'demolish')).toContain('Success on 1d6: 5 or more (7.9)');
  });

  it('8.4-8.6: bridging the ford lists the dice per corps, the 12 that complete it, the halving and the hits', () => {
    expect(lines(iron.rules, 'bridge')).toEqual([
      'Dice',
      '2d6 an engineer corps (8.4)',
      '1d6 any other infantry corps (8.4)',
      '1 to 2 units roll for one place, each its dice (8.4)',
      'The pips rolled are the work done; 12 completes it (8.4)',
      'Halved, fractions dropped: from turn 5 with the mud rule (8.5)',
      'A unit rolls once a turn (8.4)',
      'A die for each hit, its pips off the work; completed work brought to 0 is destroyed (8.6)',
      'Where the work is done',
      'D3 the Ford bridge (8.4)',
    ]);
    const rules = structuredClone(iron.rules)!;
    const work = rules.procedures.find((p) => p.id === 'bridge')!;
    if (work.kind !== 'work') throw new Error('no work');
    work.work.complete.at = 15;
    work.work.cap = { at: 18, section: '8.4' };
    expect(lines(rules, 'bridge')).toContain('The pips rolled are the work done; 15 completes it (8.4)');
    expect(lines(rules, 'bridge')).toContain('A place holds at most 18: more is lost (8.4)');
  });
});

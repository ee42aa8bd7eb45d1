import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { makeTranslator } from '../../../src/parts/aids/translator.js';
import { scenarioAids } from '../../../src/parts/aids/chart-aids.js';
import { OPTIONS_AID_ID } from '../../../src/parts/aids/options-aid.js';
import type { Aid } from '../../../src/parts/aids/aid-model.js';

const items = (a: Aid) => a.elements.flatMap((e) => (e.kind === 'list' ? e.items : []));

describe('the game options aid', () => {
  it('names every option by its title and each choice by its text, never an id (issue 24), the default named', () => {
    const s = loadScenario('data/death-of-a-division');
    const aid = scenarioAids(s, makeTranslator(s, 'en')).at(0)!;
    expect(aid.id).toBe(OPTIONS_AID_ID);
    const lines = items(aid);
    const text = lines.map((l) => l.text).join('\n');
    for (const o of s.game.options) {
      expect(lines.map((l) => l.text)).toContain(o.title);
      expect(text).not.toContain(`${o.id}:`);
      const def = o.choices.find((c) => c.id === o.default)!;
      expect(lines.find((l) => l.marker === '☐' && l.text.startsWith(def.text))?.text).toMatch(/\(the default\)$/);
      for (const c of o.choices) expect(lines.some((l) => l.marker === '☐' && l.text.startsWith(c.text))).toBe(true);
    }
    // The id only where a player types it to the referee (--option ID=CHOICE), marked as what to type.
    const typed = lines.filter((l) => l.text.includes('out-of-supply-no-road-march')).map((l) => l.text);
    expect(typed).toEqual(['typed to the referee: --option out-of-supply-no-road-march=off|on']);
  });

  it('in Russian names each option by its translated title and prints no id', () => {
    const s = loadScenario('data/veritable');
    const aid = scenarioAids(s, makeTranslator(s, 'ru')).at(0)!;
    expect(aid.title).toBe('Варианты правил');
    const text = items(aid).map((l) => l.text);
    expect(text).toContain('«Как атакующий выполняет числовой результат боя»');
    for (const o of s.game.options) expect(text.join('\n')).not.toContain(`${o.id}`);
    expect(text.join('\n')).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('is left out of a game that has no options', () => {
    const s = loadScenario('data/nordwind');
    const none = { ...s, game: { ...s.game, options: [] } };
    expect(scenarioAids(none, makeTranslator(none, 'en')).map((a) => a.id)).not.toContain(OPTIONS_AID_ID);
  });
});

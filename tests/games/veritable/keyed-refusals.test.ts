import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { initialState } from '../../../src/games/veritable/state.js';
import { requireSetup } from '../../../src/games/veritable/status.js';
import { checkTurnKnown, sequenceFor } from '../../../src/games/veritable/turn.js';
import { RuleRefusal, refusalText } from '../../../src/assist/messages.js';
import { catalogueWords } from '../../../src/print/catalogue/index.js';

// A refusal that tells a CLI player which command to run next is also a key with values: the phone page words it
// from its own words, without a command line, and nothing reads the English back.
const s = loadScenario('data/veritable');
const ru = catalogueWords('ru', 'companion');

function refusal(f: () => void): RuleRefusal {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleRefusal) return e;
    throw e;
  }
  throw new Error('no refusal');
}

describe('Veritable refusals are keyed (10.0, 4.0, 6.1)', () => {
  it('10.0: moving before the set-up is recorded: the CLI names the command, the page does not', () => {
    const r = refusal(() => requireSetup(initialState(s), 'movement', s.id));
    expect(r.message).toContain('setup check veritable --position FILE --journal FILE (10.0)');
    // The page names the set-up screen by its title; the refusal gives only the procedure.
    const screen = (v: string) => (v === 'setup' ? '«Set-up check»' : v);
    expect(refusalText(r, {}, screen)).toBe(
      'movement needs the positions in the journal: record the set-up first with «Set-up check» (10.0)',
    );
    expect(refusalText(r, ru)).toMatch(/^movement: нужна расстановка в журнале/);
  });

  it('4.0 and 6.1: the turn unknown, the sequence not chosen: keys with the side and turn', () => {
    const st = initialState(s);
    const unknown = refusal(() => checkTurnKnown(st, 'veritable'));
    expect(unknown.said.key).toBe('turnUnknown');
    expect(refusalText(unknown, {})).not.toMatch(/--|sandtable|veritable/);
    const notChosen = refusal(() => sequenceFor({ ...st, turn: 2 }, 'german', undefined, 'veritable'));
    expect(notChosen.message).toContain('sequence veritable --side german --order move-attack|attack-move');
    expect(notChosen.said.values).toEqual({ side: 'german', turn: 2 });
    expect(refusalText(notChosen, {})).toMatch(/^the German player has not chosen/);
    expect(refusalText(notChosen, ru, (v) => (v === 'german' ? 'Немцы' : v))).toBe(
      'Сторона «Немцы» не выбрала «Движение/Атака» или «Атака/Движение» на ход 2 (6.1): ' +
        'сделайте выбор на экране «Выбор „Движение/Атака“»',
    );
  });
});

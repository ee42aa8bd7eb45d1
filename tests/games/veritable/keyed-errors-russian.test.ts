import { describe, it, expect } from 'vitest';
import { KeyedRefusal, gameWords, render } from '../../../src/assist/messages.js';
import { continueCombat, prepareCombat, startCombat } from '../../../src/games/veritable/combat.js';
import { Board } from '../../../src/games/veritable/board.js';
import { checkFuhrerRoll } from '../../../src/games/veritable/fuhrer.js';
import { checkChoices as checkAgainst, type LossQuestion } from '../../../src/rules/owner-losses.js';
import { combatOutcome } from '../../../src/games/veritable/combat.js';
import { recordSetup } from '../../../src/games/veritable/setup.js';
import { lossAnswer } from '../../../src/games/veritable/table.js';
import { readPositionFile } from '../../../src/assist/position/position-file.js';
import { RU } from '../../../src/print/catalogue/ru.js';
import { cliEnvironment } from '../../../src/cli/assist-support.js';
import type { DieTableProcedure } from '../../../src/model/schema/rules.js';
import { ENGLISH, refusal } from './refusal.js';
import { s, index, crt, afterSetup, boardFor, stateWith, SETUP_FILE } from './table.js';

// Issue #20: the last Veritable refusals that were plain English (the combat's --advance (6.5.4) and --choose
// (6.5.2, 6.5.3) answers, a set-up recorded twice (10.0), a Führer roll for a unit not in the reserve (8.1, 11.2))
// are keys with values: the CLI keeps its English word for word, and the Russian page words them in Russian.

const ru = { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules };

/** The refusal's English (unchanged from the plain string it replaced) and its Russian, which holds no English. */
function both(f: () => unknown): { en: string; ru: string } {
  const r = refusal(f);
  const said = { en: r.message, ru: render(r.why, ru) };
  expect(render(r.why)).toBe(r.message);
  expect(said.ru, said.ru).not.toMatch(ENGLISH);
  return said;
}

describe('Veritable refusals keyed for the Russian page (6.5.2, 6.5.3, 6.5.4, 8.1, 10.0, 11.2)', () => {
  const question: LossQuestion = {
    side: 'german',
    code: '2',
    reading: 'all-or-losses',
    hexes: 1,
    count: 2,
    units: [
      { ref: 'gr-1051', at: 'I9', hexes: ['J9', 'J10'], closed: [] },
      { ref: 'flak-1', at: 'I9', hexes: ['J9'], closed: [] },
    ],
    text: '',
  } as unknown as LossQuestion;
  const checkChoices = (q: LossQuestion, plan: Parameters<typeof checkAgainst>[2]) =>
    checkAgainst(combatOutcome(s), q, plan);

  it('6.5.3: --choose answers that do not fit the question', () => {
    expect(both(() => checkChoices(question, [{ ref: '71-bde', choice: 'loss' }])).en).toBe(
      '--choose: 71-bde is not one of the german units of this combat',
    );
    const twice = both(() =>
      checkChoices(question, [
        { ref: 'flak-1', choice: 'loss' },
        { ref: 'flak-1', choice: 'loss' },
      ]),
    );
    expect(twice).toEqual({ en: '--choose names flak-1 twice', ru: '--choose называет flak-1 дважды' });
    const where = both(() => checkChoices(question, [{ ref: 'gr-1051', choice: 'retreat' }]));
    expect(where.en).toBe('--choose: say where gr-1051 retreats: gr-1051=J9 or gr-1051=J10');
    expect(where.ru).toBe('--choose: укажите, куда отступает gr-1051: gr-1051=J9 или gr-1051=J10');
    expect(both(() => checkChoices(question, [{ ref: 'gr-1051', choice: 'retreat', to: 'K9' }])).en).toBe(
      '--choose: gr-1051 may not retreat to K9; the legal hexes are J9, J10 (6.5.3)',
    );
    expect(both(() => checkChoices(question, [{ ref: 'gr-1051', choice: 'retreat', to: 'J9' }])).en).toBe(
      '--choose: the german result 2 needs every unit to retreat or 2 losses; say what flak-1 does',
    );
    expect(both(() => lossAnswer(question, 'gr-1051')).en).toBe(
      '--choose takes UNIT=HEX, UNIT=retreat or UNIT=loss items; not "gr-1051"',
    );
  });

  it('6.5.4: --advance by a unit that may not, or into a hex still held', () => {
    const start = () =>
      stateWith(['gr-1052@G5', 'flak-2@G6', '44-bde@F4', '71-bde@F5'], { sequence: { allied: 'move-attack' } });
    const st = start();
    const t = { s, index, crt, board: boardFor(st), state: st };
    const call = {
      attackers: ['44-bde', '71-bde'],
      defenders: ['G5'],
      air: { attacker: 0, defender: 0 },
      attackerReading: 'all-or-losses' as const,
    };
    const prepared = prepareCombat(t, call);
    const pending = startCombat(t, prepared, 6, 'all-or-losses');
    const asked = continueCombat(t, pending, { choices: [{ ref: 'gr-1052', choice: 'retreat', to: 'G7' }] }, () => 1);
    expect(asked.question?.advance?.units).toEqual(['44-bde', '71-bde']);
    const wrong = both(() => continueCombat(t, asked.pending, { advance: ['flak-2'] }, () => 1));
    expect(wrong.en).toBe('--advance: flak-2 may not advance; those who may are 44-bde, 71-bde (6.5.4)');
    expect(wrong.ru).toBe('--advance: flak-2 не может наступать; могут: 44-bde, 71-bde (6.5.4)');
    // 1/-: the defender stays and the attacker loses a unit; nothing to advance into.
    const st2 = start();
    const t2 = { s, index, crt, board: boardFor(st2), state: st2 };
    const held = startCombat(t2, prepareCombat(t2, call), 1, 'all-or-losses');
    expect(held.result).toBe('1/-');
    const lost = { choices: [{ ref: '71-bde', choice: 'loss' as const }], advance: ['44-bde'] };
    const stays = both(() => continueCombat(t2, held, lost, () => 1));
    expect(stays.en).toMatch(/^--advance: G5 is not vacated; only attackers still in place may advance/);
  });

  it('6.5: a combat called with a unit nowhere known, or a hex not defending whole', () => {
    const air = { attacker: 0, defender: 0 };
    const loose = { s, index, crt, board: new Board(s, index, [], false) };
    const where = both(() =>
      prepareCombat(loose, { attackers: ['71-bde'], defenders: ['gr-1051@I9'], air, attackerReading: 'all-or-losses' }),
    );
    expect(where.en).toBe('say where 71-bde stands: 71-bde@HEX (no position is known)');
    expect(where.ru).toBe('укажите, где стоит 71-bde: 71-bde@ГЕКС (позиция неизвестна)');
    const st = stateWith(['gr-1052@G5', 'flak-2@G5', '44-bde@F4'], { sequence: { allied: 'move-attack' } });
    const t = { s, index, crt, board: boardFor(st), state: st };
    const whole = both(() =>
      prepareCombat(t, { attackers: ['44-bde'], defenders: ['gr-1052'], air, attackerReading: 'all-or-losses' }),
    );
    expect(whole.en).toBe('every unit in G5 defends together: flak-2 stands there too (6.5)');
  });

  it('10.0: a set-up recorded in a journal that holds a game already', () => {
    const again = both(() => recordSetup(s, afterSetup(), readPositionFile(SETUP_FILE, s).entries, {}));
    expect(again.en).toBe('the journal holds a game already (turn 1); a set-up starts a new journal (10.0)');
    expect(again.ru).toBe('в журнале уже идёт игра (ход 1); расстановка начинает новый журнал (10.0)');
  });

  it('8.1, 11.2: a Führer roll for a unit not in the German reserve', () => {
    const st = { ...afterSetup({ 'fuhrer-interference': 'on' }), turn: 2, phase: 'german' as const };
    const r = both(() => checkFuhrerRoll(s, st, 'gr-1051', 2));
    expect(r.en).toBe('gr-1051 is not in the strategic reserve any more (8.1)');
    expect(r.ru).toBe('gr-1051 уже не в стратегическом резерве (8.1)');
  });

  it('10.1, 11.2: the Führer asked for a unit that is not a German reserve unit at all', async () => {
    const { runDieTable } = await import('../../../src/rules/die-table.js');
    const { Session } = await import('../../../src/assist/table/session.js');
    const p = s.rules?.procedures.find((x) => x.id === 'fuhrer') as DieTableProcedure;
    const units = s.units.filter((u) => u.id === '71-bde');
    const names = { 'option.fuhrer-interference': 'on' };
    let e: unknown;
    try {
      runDieTable(s, p, { names, inputs: {}, turn: 3, units }, new Session(s, {}, 'fuhrer', cliEnvironment({})));
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(KeyedRefusal);
    const r = e as KeyedRefusal;
    expect(r.message).toBe('71-bde is not in the German strategic reserve (10.1)');
    expect(render(r.why, ru)).toBe('71-bde не в немецком стратегическом резерве (10.1)');
  });

  it('the check fails on an English refusal', () => {
    expect('--choose: 71-bde is not one of the german units').toMatch(ENGLISH);
  });
});

import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { initialState } from '../../../src/games/veritable/state.js';
import { requireSetup } from '../../../src/games/veritable/status.js';
import { checkTurnKnown, sequenceFor } from '../../../src/games/veritable/turn.js';
import { checkAirTurn } from '../../../src/games/veritable/air.js';
import { checkFuhrerRoll } from '../../../src/games/veritable/fuhrer.js';
import { msg } from '../../../src/games/veritable/messages.js';
import { gameWords, render, type Message } from '../../../src/assist/messages.js';
import { RU } from '../../../src/print/catalogue/ru.js';
import { ENGLISH, refusal } from './refusal.js';

// A refusal that tells a CLI player which command to run next is a key with values like any other: the command is
// a value and its options are marked in the template, so the CLI prints the command line and the phone page names
// the screen and its fields, both from the same message; nothing reads the English back.
const s = loadScenario('data/veritable');
const ru: Record<string, string> = { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules };

/** As the page words a message: a command is its screen's title, an option its field's label. */
const page = (m: Message, words: Record<string, string> = {}) =>
  render(
    m,
    words,
    (v) => v,
    (flag) => `«${flag}»`,
    (command) => `«${command.split(' ')[0]} screen»`,
  );

describe('Veritable refusals that name the next command are keyed (10.0, 4.0, 6.1, 4.3)', () => {
  it('10.0: moving before the set-up is recorded: the CLI names the command line, the page its screen', () => {
    const r = refusal(() => requireSetup(initialState(s), msg('veritable.what.movement'), s.id));
    expect(r.message).toBe(
      'movement needs the positions in the journal: record the set-up first with ' +
        'setup check veritable --position FILE --journal FILE (10.0)',
    );
    expect(page(r.why)).toBe(
      'movement needs the positions in the journal: record the set-up first with «setup screen» «position» ' +
        '«journal» (10.0)',
    );
    // What was refused is a message too, so the Russian names it in Russian (it was English inside the Russian).
    expect(page(r.why, ru)).toBe(
      'движение: нужна расстановка в журнале — сначала запишите её: «setup screen» «position» «journal» (10.0)',
    );
  });

  it('4.0 and 6.1: the turn unknown, the sequence not chosen: the CLI English as before', () => {
    const st = initialState(s);
    const unknown = refusal(() => checkTurnKnown(st, 'veritable'));
    expect(unknown.message).toBe(
      'the journal does not know the turn yet: record the set-up (setup check veritable --position FILE) ' +
        'or the air power roll of the turn (air veritable --turn N) first (4.0)',
    );
    expect(page(unknown.why)).not.toMatch(/--|sandtable|veritable/);
    const notChosen = refusal(() => sequenceFor({ ...st, turn: 2 }, 'german', undefined, 'veritable'));
    expect(notChosen.message).toBe(
      'the German player has not chosen Move/Attack or Attack/Move for turn 2 (6.1): ' +
        'sequence veritable --side german --order move-attack|attack-move',
    );
    // The page names the fields, not the values typed into them ("move-attack|attack-move" is the CLI's).
    expect(page(notChosen.why)).toBe(
      'the German player has not chosen Move/Attack or Attack/Move for turn 2 (6.1): ' +
        '«sequence screen» «side» german «order»',
    );
    expect(page(notChosen.why, ru)).toBe(
      'Сторона «Немцы» не выбрала «Движение/Атака» или «Атака/Движение» на ход 2 (6.1): сделайте выбор — ' +
        '«sequence screen»',
    );
  });

  it('4.3, 4.4: a turn-2 air roll before the German player turn of turn 1 has begun', () => {
    const st = { ...initialState(s), setupRecorded: true, turn: 1, phase: 'allied' as const };
    const r = refusal(() => checkAirTurn(s, st, 2, false));
    expect(r.message).toBe(
      "turn 1's German player turn has not begun; the turn ends after it (4.3, 4.4). " +
        'It begins with the German sequence choice: sequence veritable --side german --order …',
    );
    const words = render(
      r.why,
      ru,
      () => '0',
      () => '0',
      () => '0',
    );
    expect(words).not.toMatch(ENGLISH);
    expect(words).toContain('(4.3, 4.4)');
  });

  it('11.2, 4.4: a Führer roll in the Allied player turn names the roll in each language', () => {
    const st = { ...initialState(s), setupRecorded: true, turn: 3, phase: 'allied' as const };
    const r = refusal(() => checkFuhrerRoll(s, st, 'pgr-60', 3));
    expect(r.message).toContain('a Führer roll');
    const words = page(r.why, ru);
    expect(words).toContain('бросок на вмешательство фюрера');
    expect(words).not.toMatch(ENGLISH);
  });
});

import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameWords, render, type Message } from '../../../src/assist/messages.js';
import { EN } from '../../../src/games/veritable/messages.js';
import { checkAirTurn, checkAirUnits } from '../../../src/games/veritable/air.js';
import { prepareCombat } from '../../../src/games/veritable/combat.js';
import { readState, type VeritableState } from '../../../src/games/veritable/state.js';
import { agreedOptions } from '../../../src/assist/table/option-choice.js';
import { optionFrom } from '../../../src/games/veritable/table.js';
import { RU } from '../../../src/print/catalogue/ru.js';
import { ENGLISH, refusal } from './refusal.js';
import { s, index, crt, afterSetup, boardFor, stateWith } from './table.js';

// Issue #20: every refusal Veritable's rules give reaches the user as a key with values, so the Russian page and
// CLI word it in Russian; the English is word for word what the plain sentence said. The air-turn order (4.4, 5.1,
// 5.2), the combat's reading (6.5, 6.5.1, 8.2, 8.3, 8.4) and the journal's state (options agreed at set-up, 10.0)
// are run here; a scan of the game's code fails on any plain-English refusal left.

const ru: Record<string, string> = { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules };

/** The refusal's English and Russian: the Russian's words hold no English phrase; it names the English's sections. */
function both(f: () => unknown): { en: string; ru: string } {
  const r = refusal(f);
  const said = { en: r.message, ru: render(r.why, ru) };
  expect(render(r.why)).toBe(r.message);
  // The words are checked with every name and number left out: "off, on" or a file name are values, not English.
  expect(
    render(r.why, ru, () => '0'),
    said.ru,
  ).not.toMatch(ENGLISH);
  for (const section of said.en.match(/\d+\.\d+(\.\d+)?/g) ?? []) expect(said.ru).toContain(section);
  return said;
}

describe('Veritable: no refusal left in plain English', () => {
  it('the game’s code throws no InputError or UsageError with a sentence of its own', () => {
    const dir = 'src/games/veritable';
    const plain: string[] = [];
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      const lines = readFileSync(join(dir, f), 'utf8').split('\n');
      lines.forEach((l, i) => {
        if (/new (InputError|UsageError)\(/.test(l)) plain.push(`${f}:${i + 1}: ${l.trim()}`);
      });
    }
    expect(plain).toEqual([]);
  });

  it('every Veritable message has Russian words, and none of them is an English phrase', () => {
    const missing = Object.keys(EN).filter((k) => !(k in ru));
    expect(missing).toEqual([]);
    // A template's own words, its {values} left out: a value is a name or a number, worded on its own.
    const english = Object.keys(EN).filter((k) => ENGLISH.test(ru[k].replace(/\{\w+\}/g, '0')));
    expect(english).toEqual([]);
  });
});

describe('Veritable refusals in Russian: the air-turn order (4.4, 5.1, 5.2)', () => {
  const at = (turn: number, more: Partial<VeritableState> = {}): VeritableState => ({
    ...afterSetup(),
    turn,
    phase: 'german',
    ...more,
  });
  const air = (turn: number, spent = { allied: 0, german: 0 }) => ({
    turn,
    roll: 4,
    granted: { allied: 2, german: 0 },
    spent,
    surgesBefore: 0,
  });

  it('4.4: no turn past the last, no turn gone back to, no turn skipped', () => {
    const none = both(() => checkAirTurn(s, at(3), 9, false));
    expect(none).toEqual({ en: 'the game has no turn 9 (4.4)', ru: 'в игре нет хода 9 (4.4)' });
    expect(both(() => checkAirTurn(s, at(3), 2, false)).en).toBe(
      'the journal is at turn 3; turn 2 is over and the track only moves on (4.4)',
    );
    const skip = both(() => checkAirTurn(s, at(3), 5, false));
    expect(skip).toEqual({
      en: 'the journal is at turn 3; turn 4 comes first (4.4)',
      ru: 'журнал на ходу 3; сначала идёт ход 4 (4.4)',
    });
  });

  it('4.1, 5.1, 5.2: the air roll once a turn; an amended roll cannot take back air units spent', () => {
    expect(both(() => checkAirTurn(s, at(3), 3, false)).en).toBe('turn 3 has no air roll to repeat');
    const twice = both(() => checkAirTurn(s, at(3, { air: air(3) }), 3, false));
    expect(twice.en).toBe(
      "turn 3's air power was rolled already (a 4); the Allied player rolls once a turn (4.1, 5.1). " +
        '--amend replaces a roll entered wrongly',
    );
    const spent = both(() => checkAirTurn(s, at(3, { air: air(3, { allied: 1, german: 1 }) }), 3, true));
    expect(spent.en).toBe(
      "turn 3's Allied and German air units are already spent in combat; an amended roll cannot take them back (5.2)",
    );
  });

  it('5.1, 5.2: air units asked for beyond those granted this turn', () => {
    expect(both(() => checkAirUnits(at(1), 'allied', 1)).en).toBe(
      'no RAF air unit on turn 1: turn 1 has no air power phase (4.1, 5.1)',
    );
    const many = both(() => checkAirUnits(at(3, { air: air(3, { allied: 1, german: 0 }) }), 'allied', 3));
    expect(many.en).toBe(
      "3 RAF air units asked for, 1 left: turn 3's roll of 4 gave 2 and 1 is spent; an air unit is used once, " +
        'in the turn it comes (5.1, 5.2)',
    );
  });
});

describe('Veritable refusals in Russian: reading a combat (6.5, 8.4)', () => {
  const air = { attacker: 0, defender: 0 };
  const table = (items: string[]) => {
    const st = stateWith(items, { sequence: { allied: 'move-attack', german: 'move-attack' } });
    return { s, index, crt, board: boardFor(st), state: st };
  };
  const call = (attackers: string[], defenders: string[]) => ({
    attackers,
    defenders,
    air,
    attackerReading: 'all-or-losses' as const,
  });

  it('6.5: an attacker not next to the hex it attacks', () => {
    const far = both(() => prepareCombat(table(['gr-1052@G5', '44-bde@D4']), call(['44-bde'], ['gr-1052'])));
    expect(far.en).toBe('44-bde in D4 is not adjacent to G5; combat is against adjacent units (6.5)');
    expect(far.ru).toBe('44-bde в D4 не соседствует с G5; бой ведётся с соседними частями (6.5)');
  });

  it('8.4: an outpost does not attack', () => {
    const t = table(['outpost-1@F4', '44-bde@E4']);
    t.state.phase = 'german';
    const r = both(() => prepareCombat(t, call(['outpost-1'], ['44-bde'])));
    expect(r).toEqual({
      en: 'outpost-1 is an outpost and may not attack (8.4)',
      ru: 'outpost-1 — аванпост и атаковать не может (8.4)',
    });
  });
});

describe('Veritable refusals in Russian: the journal’s state and the options agreed at set-up (10.0)', () => {
  it('--option items that do not name an option or a choice of it', () => {
    expect(both(() => agreedOptions(s, ['fuhrer-interference'])).en).toBe(
      '--option takes ID=CHOICE, such as optional-amphibious=on; not "fuhrer-interference"',
    );
    expect(both(() => agreedOptions(s, ['nope=on'])).en).toMatch(/^veritable has no option "nope"; it has /);
    expect(both(() => agreedOptions(s, ['fuhrer-interference=maybe'])).en).toMatch(
      /^option fuhrer-interference has the choices .+; not "maybe"$/,
    );
  });

  it('an option played otherwise than agreed at set-up', () => {
    const st = afterSetup({ 'fuhrer-interference': 'on' });
    const r = both(() => optionFrom(s, st, 'fuhrer-interference', 'off'));
    expect(r.en).toBe('the players agreed fuhrer-interference=on at set-up; this game plays it that way');
  });

  it('a journal whose Veritable state names a unit the game does not have', () => {
    const kept = {
      veritable: { ...afterSetup(), units: { ...afterSetup().units, 'no-such-unit': { status: 'unplaced' } } },
    };
    const r = both(() => readState(s, kept as Record<string, unknown>, 'game.json'));
    expect(r.en).toBe('game.json: state.veritable.units names "no-such-unit", no unit of this game');
  });
});

it('the check fails on an English refusal', () => {
  const plain: Message = { key: 'x', values: {} };
  expect(render(plain, { x: 'the game has no turn 9' })).toMatch(ENGLISH);
});

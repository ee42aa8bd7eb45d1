import { describe, it, expect } from 'vitest';
import { gameWords, render } from '../../src/assist/messages.js';
import { RULES_EN as NORDWIND, RULES_RU as NORDWIND_RU } from '../../src/games/nordwind/messages-rules.js';
import { RULES_EN as REMAGEN, RULES_RU as REMAGEN_RU } from '../../src/games/remagen/messages-rules.js';
import { REMAGEN_RULES } from '../../src/games/remagen/state.js';
import { checkOnTheBoard } from '../../src/rules/shared/game-state.js';
import { RU } from '../../src/print/catalogue/ru.js';
// Each game's words are registered when its messages module loads.
import '../../src/games/nordwind/messages.js';
import '../../src/games/death-of-a-division/messages.js';
import { ENGLISH, refusal } from '../games/veritable/refusal.js';

// Issue #20: a refusal cites the rule it rests on, and the bundled games' rules say what the rule holds besides its
// section ("Morale Chart, ENGAGED: no fire out of, into or within engaged sectors"). That citation is a keyed
// message, so a Russian refusal words the rule's sense in Russian and keeps only the English rules' section name.

const ALL = [
  [NORDWIND, NORDWIND_RU],
  [REMAGEN, REMAGEN_RU],
] as const;

/** What the Russian says beyond the section name it shares with the English (the rules are printed in English). */
function ownWords(en: string, ru: string): string {
  let i = 0;
  while (i < en.length && en[i] === ru[i]) i++;
  return ru.slice(i);
}

describe('the rules a bundled game’s refusals cite are keyed', () => {
  it('each has Russian words for what the rule says; a citation alone keeps the English section', () => {
    const words = gameWords('ru');
    // 45 since the three games' rule citations became keyed (18 Remagen, 24 Nordwind, 3 Death of a Division); 44
    // since Nordwind's replacements (K) are declared and cite their section from rules.yaml; 41 since Death of a
    // Division's overrun is declared and its three citations went with the hook.
    expect(ALL.reduce((n, [en]) => n + Object.keys(en).length, 0)).toBeGreaterThanOrEqual(41);
    for (const [en, ru] of ALL)
      for (const [key, english] of Object.entries(en)) {
        expect(words[key], key).toBe(ru[key as keyof typeof ru]);
        // A rule that says more than its section ("…: what it holds") says it in Russian.
        const own = ownWords(english, words[key]);
        expect(own, key).not.toMatch(ENGLISH);
        if (/: [a-z]/.test(english)) expect(own.length, key).toBeGreaterThan(5);
      }
  });

  it('a unit eliminated in Remagen: the English as before, the Russian cites the rule in Russian', () => {
    const units = [{ ref: 'us-9engr#1', unit: { id: 'us-9engr' } }] as never;
    const r = refusal(() => checkOnTheBoard(units, ['us-9engr#1'], REMAGEN_RULES.eliminated));
    expect(r.message).toBe(
      'us-9engr#1 has been eliminated: it is no longer on the board ' +
        '(Computing Hits; Morale Chart, D or A Eliminated: the units are removed from the board)',
    );
    expect(render(r.why, { ...RU.rules, ...gameWords('ru') })).toMatch(
      /\(Computing Hits; Morale Chart, D or A Eliminated: эти части снимаются с поля\)$/,
    );
  });
});

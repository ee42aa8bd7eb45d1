import type { Journal } from '../../../assist/journal/journal-format.js';
import type { EntryWords } from '../../../assist/journal/journal-entries.js';
import { gameWords, type Message } from '../../../assist/messages.js';
import type { Scenario } from '../../../model/scenario.js';
import { gameHooks, hookModules } from '../../../games/game-hooks.js';
import { journalSummary } from '../../../rules/journal-summary.js';
import { stateWords, summaryFacts } from '../../../rules/journal-words.js';

/**
 * Where the kept game stands, in the short lines and the words `journal show` prints them in: the state's keys and
 * values as the game's hooks word them (registered when its hooks modules load), sides and units by the game's
 * names (the locale's `names`: the page's scenario carries no locales). `word` is a rules message's words in the
 * page's language (none in English, whose words are the messages' own); `entry` the page's words for a journal
 * entry, beneath the hooks' words.
 */
export async function stateLines(
  j: Journal,
  s: Scenario,
  o: {
    lang: string;
    say: (m: Message) => string;
    word: (key: string) => string | undefined;
    entry?: EntryWords;
    names?: Readonly<Record<string, string>>;
  },
): Promise<string[]> {
  if (!Object.keys(j.state).length && !j.withdrawn?.length) return [];
  const english = o.lang === 'en';
  // A game whose procedures are all declared loads its hooks (a move's check) only when a procedure runs them: the
  // words are registered with them, so they are loaded here, as `journal show` loads them.
  const modules = hookModules(s);
  for (const m of modules) await gameHooks(m);
  const own = english ? {} : gameWords(o.lang);
  const w = stateWords({
    lang: o.lang,
    scenario: s,
    modules,
    word: english ? undefined : (k) => o.word(k) ?? own[k],
    entry: english ? undefined : o.entry,
    names: o.names,
  });
  // A side or phase the hooks do not word is named by the locale, as the CLI's render names an id; the page's render
  // would take its lower-case word for a side in a sentence ("союзники") at the start of a line.
  const sideName = (id: string) => {
    const named = w.idName(id);
    return named === id ? (o.names?.[id] ?? id) : named;
  };
  return journalSummary(j, { render: o.say, words: w.state, unitName: w.unit, sideName, ...summaryFacts(s) });
}

import type { Command } from 'commander';
import { KeyedRefusal, KeyedUsage, gameWords, msg, render, type RuleWords } from '../assist/messages.js';
import { refusalIn } from '../assist/refusal-words.js';
import type { Scenario } from '../model/scenario.js';
import { localeTexts } from '../load/locale-texts.js';
import { idNames, nameIn } from '../assist/report-names.js';
import { CATALOGUE_LANGS, catalogueWords, ownWords } from '../print/catalogue/index.js';
import { placeNames } from '../print/place-name.js';

// A command's --lang: the languages the catalogue speaks (and, with a game, its locales), the words a report is
// rendered in, and its refusals reworded from their keys. English stays as the code wrote it.

/** Adds `--lang <lang>` (English by default) to a command. */
export const withLang = (cmd: Command): Command =>
  cmd.option('--lang <lang>', `the report's language: en${CATALOGUE_LANGS.map((l) => `, ${l}`).join('')}`, 'en');

/** Refuses a language neither the catalogue nor the game's locales have. */
export function checkLang(lang: string, s?: Scenario): void {
  if (lang === 'en' || CATALOGUE_LANGS.includes(lang) || s?.locales[lang]) return;
  throw new KeyedUsage(
    msg('refused.langFlag', {
      langs: ['en', ...CATALOGUE_LANGS].map((text) => msg('why.declared', { text })),
      lang,
    }),
  );
}

/**
 * Says so, on stderr, when the catalogue speaks `lang` but the game has no locale in it: the engine's words are then
 * in `lang` and the game's own (its units, places, charts, rules.yaml's words) in English, and the player is told
 * why and how to list what is missing rather than left to meet the mix.
 */
export function noteLang(lang: string, s: Scenario, io: { err(text: string): void }): void {
  if (lang === 'en' || s.locales[lang] || !CATALOGUE_LANGS.includes(lang)) return;
  const { words } = reportWords(lang, s);
  io.err(`sandtable: ${render(msg('lang.noLocale', { game: s.id, lang }), words, (v) => v)}`);
}

/** Dice as a report's value gives them: "1d6", "2d10" (not a count or sides no die has, as a refusal quotes them). */
const DICE = /^([1-9]\d*|)d([2-9]|[1-9]\d+)$/;

/** How a report reads in one language: its words, the data's names, and a whole line's cells as the map names them. */
export interface ReportWords {
  words: RuleWords;
  name: (v: string) => string;
  /** A rendered line with its cells named as the map in this language prints them (Russian "0909" for "I9"). */
  line: (text: string) => string;
}

/**
 * The words a report in `lang` is rendered in (the games' registered messages, then the catalogue's or the
 * game's locale's) and how the data's own names read in it. Read when rendering: a game's messages are registered
 * when its hooks module loads.
 */
export function reportWords(lang: string, s?: Scenario): ReportWords {
  const own = s ? ownWords(s, lang, 'rules') : catalogueWords(lang, 'rules');
  const local = s ? localeTexts(s, lang) : { names: {}, texts: {} };
  const words = { ...gameWords(lang), ...own };
  // The data's names as the companion page reads them (one function): texts, then the locale's names by id.
  const nw = { words: {}, texts: local.texts, ids: idNames(local.names, new Set(s?.units.map((u) => u.id))) };
  // The same renumbering as the printed sheets and the companion page, so the CLI names the hex the map shows.
  const places = s ? placeNames(s, lang) : undefined;
  // Dice in the notation the aids print in the language ("1к6" in Russian), from the same word of the catalogue.
  const letter = (s ? ownWords(s, lang, 'aids') : catalogueWords(lang, 'aids')).diceLetter;
  const dice = (v: string) => (letter ? DICE.exec(v) : null);
  // An area a report names by its id ("start-b", "rimling") reads as the map names it in the language; English keeps
  // the id the player types.
  const areas = new Map(
    lang !== 'en' && s?.map?.kind === 'area' ? s.map.areas.map((a) => [a.id, a.name] as const) : [],
  );
  return {
    words,
    name: (v) => {
      const d = dice(v);
      return d ? `${d[1]}${letter}${d[2]}` : nameIn(areas.get(v) ?? v, nw);
    },
    line: (text) => places?.inText(text) ?? text,
  };
}

/** Runs `work`, rewording a keyed refusal it throws into `lang`. */
export async function refusingIn<T>(lang: string, s: Scenario | undefined, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (lang === 'en') throw e;
    const { words, name, line } = reportWords(lang, s);
    const worded = refusalIn(e, words, name);
    if (worded instanceof KeyedRefusal || worded instanceof KeyedUsage) worded.message = line(worded.message);
    throw worded;
  }
}

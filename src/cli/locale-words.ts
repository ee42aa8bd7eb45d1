import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type YAMLMap } from 'yaml';
import { KeyedRefusal, RULES_EN, gameMessagesEnglish, gameWords, msg } from '../assist/messages.js';
import { hookParts } from '../games/game-hooks.js';
import { loadGameMessages } from '../games/game-messages.js';
import type { Problem } from '../load/problem.js';
import { problemAt, readYaml } from '../load/source-file.js';
import type { Scenario } from '../model/scenario.js';
import { KIT_WORDS } from '../parts/own-words.js';
import { pageLookupWords } from '../parts/companion/companion-words.js';
import { CATALOGUE_LANGS, catalogueHas, catalogueWords, type CataloguePart } from '../print/catalogue/index.js';
import { saysTexts } from '../rules/says.js';
import { suggest } from '../util/suggest.js';

/** One word of Sandtable's own: its part and key as a locale's `words:` holds it, and its English. */
export interface OwnWord {
  part: CataloguePart;
  key: string;
  english: string;
}

/** What a locale says of Sandtable's own words. */
export interface LocaleWordCheck {
  lang: string;
  /** locales/LANG.yaml, or where it would be. */
  file: string;
  /** Words neither the locale nor Sandtable's catalogue has in the language: they print in English. */
  missing: OwnWord[];
  /** Words the locale gives as their English, as `--write` left them: still to translate. */
  placeholders: OwnWord[];
  /** Keys under `words:` that name no word of Sandtable's, with the nearest one. */
  stray: { part: CataloguePart; key: string; near?: string }[];
}

/** The mark `--write` leaves beside each placeholder, so a translator can find them. */
export const TRANSLATE_MARK = '# TODO translate';

/** The companion page's words beyond its screens': its journal and report words (#23). */
export const companionLookupWords = (): Record<string, string> =>
  pageLookupWords(CATALOGUE_LANGS.map((l) => catalogueWords(l, 'companion')));

/**
 * Every word of Sandtable's own a kit of this game can print or say: the kit parts' words, the rules' messages,
 * and those of the hooks modules the game's rules name (a hooks module's messages begin with its name, as
 * "my-game."), which loading the module registers.
 */
export async function ownWordList(s: Scenario): Promise<OwnWord[]> {
  const words: OwnWord[] = [];
  for (const [part, table] of Object.entries(KIT_WORDS))
    for (const [key, english] of Object.entries(table)) words.push({ part: part as CataloguePart, key, english });
  for (const [key, english] of Object.entries(companionLookupWords())) words.push({ part: 'companion', key, english });
  const used = new Set(
    (s.rules?.procedures ?? []).flatMap((p) => (p.kind === 'hook' ? [hookParts(p.hook).module] : [])),
  );
  for (const [key, english] of Object.entries(RULES_EN)) words.push({ part: 'rules', key, english });
  for (const m of used) await loadGameMessages(m);
  for (const [key, english] of Object.entries(gameMessagesEnglish()))
    if (used.has(key.split('.')[0])) words.push({ part: 'rules', key, english });
  // The game's own words its rules.yaml writes in place (`says`).
  for (const { key, english } of saysTexts(s.rules))
    if (!words.some((w) => w.part === 'rules' && w.key === key)) words.push({ part: 'rules', key, english });
  return words;
}

/** Where the kit looks a word up in the locale's `strings` before its `words:` (the map, aids and roster do). */
function inStrings(strings: Readonly<Record<string, string>>, w: OwnWord): boolean {
  if (w.part !== 'map' && w.part !== 'aids' && w.part !== 'roster') return false;
  return [w.key, `roster.${w.key}`, w.english].some((k) => strings[k] !== undefined);
}

export function localeFilePath(s: Scenario, lang: string): string {
  return (
    [`${lang}.yaml`, `${lang}.yml`].map((f) => join(s.dir, 'locales', f)).find(existsSync) ??
    join(s.dir, 'locales', `${lang}.yaml`)
  );
}

export async function checkLocaleWords(s: Scenario, lang: string): Promise<LocaleWordCheck> {
  const locale = s.locales[lang];
  const list = await ownWordList(s);
  const missing: OwnWord[] = [];
  const placeholders: OwnWord[] = [];
  for (const w of list) {
    const given = locale?.words[w.part][w.key];
    if (given !== undefined) {
      if (given === w.english && w.english.trim() !== '') placeholders.push(w);
      continue;
    }
    if (catalogueHas(lang, w.part, w.key)) continue;
    if (w.part === 'rules' && gameWords(lang)[w.key] !== undefined) continue;
    if (locale && inStrings(locale.strings, w)) continue;
    missing.push(w);
  }
  const stray: LocaleWordCheck['stray'] = [];
  for (const [part, given] of Object.entries(locale?.words ?? {})) {
    const known = list.filter((w) => w.part === part).map((w) => w.key);
    for (const key of Object.keys(given))
      if (!known.includes(key)) stray.push({ part: part as CataloguePart, key, near: suggest(key, known) });
  }
  return { lang, file: localeFilePath(s, lang), missing, placeholders, stray };
}

/** Problems at each stray key's line, with "did you mean". */
export function strayProblems(c: LocaleWordCheck): Problem[] {
  if (!c.stray.length) return [];
  const src = existsSync(c.file) ? readYaml(c.file).source : undefined;
  return c.stray.map(({ part, key, near }) => {
    const message = `names no word of Sandtable's ${part}: "${key}"${near ? ` (did you mean "${near}"?)` : ''}`;
    const path = ['words', part, key];
    return src ? problemAt(src, path, message) : { file: c.file, path, message };
  });
}

/**
 * The build's and validate's warnings for each locale: how many of Sandtable's own words it lacks (they print
 * in English, beside the locale's language), pointing at the command that lists and adds them; and stray keys.
 */
export async function localeWordWarnings(s: Scenario): Promise<Problem[]> {
  const out: Problem[] = [];
  for (const lang of Object.keys(s.locales).sort()) {
    if (lang === 'en') continue;
    const c = await checkLocaleWords(s, lang);
    if (c.missing.length) {
      const parts = [...new Set(c.missing.map((w) => w.part))].join(', ');
      out.push({
        file: c.file,
        path: [],
        message:
          `lacks ${c.missing.length} of Sandtable's own words in "${lang}" (${parts}); they print in English. ` +
          `"sandtable locale ${shownDir(s.dir)} ${lang}" lists them, and --write adds them ` +
          'with the English to translate',
      });
    }
    out.push(...strayProblems(c));
  }
  return out;
}

/** A game folder as a user would type it here: relative below the working folder, else as it is. */
const shownDir = (dir: string): string => {
  const r = relative(process.cwd(), dir);
  return r === '' ? '.' : r.startsWith('..') ? dir : r;
};

/** A YAML key or value written so that any text reads back as itself: JSON's double quotes are YAML's too. */
const quoted = (t: string): string => JSON.stringify(t);

/**
 * The locale file's text with every missing word added under `words:`, English as the value and a mark to
 * translate. The user's text is kept byte for byte: new lines are appended to the end of each part's block (or
 * of `words:`, or of the file). Refuses a `words:` written in flow style (`{ … }`), which lines cannot extend.
 */
export function withMissingWords(text: string, file: string, lang: string, missing: readonly OwnWord[]): string {
  const byPart = new Map<CataloguePart, OwnWord[]>();
  for (const w of missing) byPart.set(w.part, [...(byPart.get(w.part) ?? []), w]);
  const line = (indent: string, w: OwnWord) => `${indent}${quoted(w.key)}: ${quoted(w.english)}  ${TRANSLATE_MARK}\n`;
  const partBlock = (indent: string, part: CataloguePart, ws: OwnWord[]) =>
    `${indent}${part}:\n${ws.map((w) => line(`${indent}  `, w)).join('')}`;
  let out = text === '' ? `language: ${lang}\n` : text;
  if (!out.endsWith('\n')) out += '\n';
  const lc = new LineCounter();
  const doc = parseDocument(out, { lineCounter: lc });
  const root = doc.contents;
  const wordsPair = isMap(root) ? root.items.find((p) => isScalar(p.key) && p.key.value === 'words') : undefined;
  if (!wordsPair || wordsPair.value === null || (isScalar(wordsPair.value) && wordsPair.value.value === null)) {
    if (wordsPair) {
      // `words:` with nothing under it: its block follows on the next lines.
      const end = (wordsPair.key as { range: [number, number, number] }).range[1];
      const eol = out.indexOf('\n', end);
      const block = [...byPart].map(([part, ws]) => partBlock('  ', part, ws)).join('');
      return out.slice(0, eol + 1) + block + out.slice(eol + 1);
    }
    return `${out}words:\n${[...byPart].map(([part, ws]) => partBlock('  ', part, ws)).join('')}`;
  }
  const words = wordsPair.value;
  const flow = (n: unknown) => isMap(n) && (n as YAMLMap).flow;
  if (!isMap(words) || flow(words)) {
    const { line: at } = lc.linePos((wordsPair.key as { range: [number, number, number] }).range[0]);
    throw new KeyedRefusal(msg('refused.wordsBlock', { file, at }));
  }
  // Insertions from the end of the file backwards, so earlier offsets stay true.
  const inserts: { at: number; text: string }[] = [];
  const lineStart = (offset: number) => out.lastIndexOf('\n', offset - 1) + 1;
  const indentOf = (offset: number) => out.slice(lineStart(offset), offset);
  const afterLine = (offset: number) => {
    const eol = out.indexOf('\n', Math.max(offset - 1, 0));
    return eol < 0 ? out.length : eol + 1;
  };
  const firstKey = words.items[0]?.key as { range: [number, number, number] } | undefined;
  const partIndent = firstKey ? indentOf(firstKey.range[0]) : '  ';
  const newParts: string[] = [];
  for (const [part, ws] of byPart) {
    const pair = words.items.find((p) => isScalar(p.key) && p.key.value === part);
    if (!pair) {
      newParts.push(partBlock(partIndent, part, ws));
      continue;
    }
    const value = pair.value as { range?: [number, number, number] } | null;
    if (isMap(value) && !value.flow && value.items.length) {
      const keyIndent = indentOf((value.items[0].key as { range: [number, number, number] }).range[0]);
      inserts.push({ at: afterLine(value.range![1]), text: ws.map((w) => line(keyIndent, w)).join('') });
    } else if (value === null || (isScalar(value) && (value as { value: unknown }).value === null)) {
      const end = (pair.key as { range: [number, number, number] }).range[1];
      inserts.push({ at: afterLine(end + 1), text: ws.map((w) => line(`${partIndent}  `, w)).join('') });
    } else {
      const { line: at } = lc.linePos((pair.key as { range: [number, number, number] }).range[0]);
      throw new KeyedRefusal(msg('refused.wordsPartBlock', { file, at, part }));
    }
  }
  if (newParts.length) inserts.push({ at: afterLine(words.range![1]), text: newParts.join('') });
  // From the end backwards; at one place, the later insertion first, so that they read in the order made.
  const order = inserts.map((x, i) => ({ ...x, i })).sort((a, b) => b.at - a.at || b.i - a.i);
  for (const i of order) out = out.slice(0, i.at) + i.text + out.slice(i.at);
  return out;
}

/** The locale file's current text, or empty for one not yet written. */
export const localeText = (file: string): string => (existsSync(file) ? readFileSync(file, 'utf8') : '');

import type { Scenario } from '../model/scenario.js';
import { refsOf } from '../model/unit-refs.js';
import { ENGLISH_ENTRY_WORDS, type EntryWords } from '../assist/journal/journal-entries.js';
import { englishOf } from '../assist/messages.js';

// The words a journal's state is summed up in (journalSummary), for `journal show` and the companion page's journal
// tab alike: the state's own keys and values ("luftwaffeSurges", "move-attack") in the words the game's hooks give
// them, as "<module>.journalKey.<key>" and "<module>.journalValue.<value>", and the data's names for its ids: a
// wargamer's words, never the state's spelling. Each front end brings its own words for the rest (its catalogue's).

/** The English names the game's data gives its ids: sides, phases, areas, options (by their titles). */
export function englishNames(s?: Scenario): Map<string, string> {
  if (!s) return new Map();
  const named = (list: readonly { id: string; name?: string }[] | undefined) =>
    (list ?? []).flatMap((x) => (x.name ? [[x.id, x.name] as const] : []));
  return new Map([
    ...s.game.options.map((o) => [o.id, o.title] as const),
    ...named(s.rules?.sequence.phases),
    ...named(s.map?.kind === 'area' ? s.map.areas : []),
    ...named(s.game.sides),
  ]);
}

/**
 * A key the journal keeps by a name of the game's own: a place ("Cleve") or a game option by its id, as the
 * language names it (`name`); undefined for a key the data does not name, which the front end's catalogue words.
 */
export function gameKeyName(
  raw: string,
  name: (v: string) => string,
  options: readonly { id: string; title: string }[] = [],
): string | undefined {
  const named = name(options.find((o) => o.id === raw)?.title ?? raw);
  if (named !== raw) return named;
  // An input the journal keeps by its flag's camel-cased key ("heroicStand"): the data's id is "heroic-stand".
  const id = raw.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const byId = id === raw ? id : name(id);
  return byId === id ? undefined : byId;
}

/** What the summary reads of the game: its deck's size, and each unit's side by its refs. */
export function summaryFacts(s: Scenario): { deckSize?: number; sideOf: (unit: string) => string | undefined } {
  const sides = new Map(s.units.flatMap((u) => refsOf(u).map((r) => [r, u.side] as const)));
  return { deckSize: s.cards?.cards.reduce((n, c) => n + c.count, 0), sideOf: (u) => sides.get(u) };
}

export interface StateWordsFor {
  lang: string;
  scenario?: Scenario;
  /** The game's hooks modules, whose messages (registered when they load) word the state. */
  modules: readonly string[];
  /** A message's words in the language by its key, the game's registered ones among them; English: its English. */
  word?: (key: string) => string | undefined;
  /** Another language's words for a journal entry, which word what the game's hooks and names do not. */
  entry?: EntryWords;
  /** The game's locale's names by id, where the scenario does not carry its locales (the companion page's). */
  names?: Readonly<Record<string, string>>;
}

export interface StateWords {
  /** The state's keys and values in words; none in English without the game, whose keys are then said as kept. */
  state?: EntryWords;
  /** A unit by its ref, as the game's locale names it (another language than English only). */
  unit?: (ref: string) => string;
  /** A side or phase by its id, as the game's hooks or (in English) its data name it. */
  idName: (id: string) => string;
}

/** The words of a journal's state in a language, from the game's hooks' messages and its data's names. */
export function stateWords(o: StateWordsFor): StateWords {
  const s = o.scenario;
  const word = o.word ?? englishOf;
  const own = (kind: string, raw: string) =>
    o.modules.map((m) => word(`${m}.${kind}.${raw}`)).find((x) => x !== undefined);
  if (o.lang === 'en' || !o.entry) {
    // English names a side, a phase, an area or an option as the game's data does ("German", "Lemberg").
    const names = englishNames(s);
    const idName = (id: string) => names.get(id) ?? id;
    const state: EntryWords = {
      ...ENGLISH_ENTRY_WORDS,
      // A key may be a value of the game's own: a town the state keeps who holds.
      key: (x, raw) =>
        (raw === undefined ? undefined : (own('journalKey', raw) ?? own('journalValue', raw) ?? names.get(raw))) ?? x,
      text: (x) => own('journalValue', x) ?? idName(x),
    };
    return { state: s ? state : undefined, idName };
  }
  const entry = o.entry;
  // The state is read, not typed again: its units by the names the game's locale gives them (its counters and order
  // of battle print them so), where an entry keeps the refs a player typed and types back.
  const local = o.names ?? s?.locales[o.lang]?.names ?? {};
  const ids = new Set(s?.units.map((u) => u.id));
  const unit = (ref: string) => {
    const [id, n] = ref.split('#');
    const name = ids.has(id) ? local[id] : undefined;
    return name === undefined ? ref : n === undefined ? name : `${name} #${n}`;
  };
  const state: EntryWords = {
    ...entry,
    // A unit the state keeps as a key (its movement spent) is named as a value is.
    key: (x, raw) =>
      (raw === undefined
        ? undefined
        : (own('journalKey', raw) ?? own('journalValue', raw) ?? (unit(raw) !== raw ? unit(raw) : undefined))) ??
      entry.key(x, raw),
    text: (x) => own('journalValue', x) ?? (unit(x) !== x ? unit(x) : entry.text(x)),
  };
  // A side or phase the game's hooks word; else the id, which the render names in the language.
  return { state, unit, idName: (id) => own('journalValue', id) ?? id };
}

import type { Scenario } from '../../../model/scenario.js';
import { refsOf } from '../../../model/unit-refs.js';
import type { Crt } from '../../../model/schema/charts.js';
import type { RandomSource } from '../../../assist/dice/random-core.js';
import type { CrtOutcome } from '../../../assist/crt/resolve-crt.js';
import type { EntryWords } from '../../../assist/journal/journal-entries.js';
import type { TableField, TableOutput, TableProcedure } from '../../../assist/table/procedure.js';
import type { ChoiceAsked, ChoicePicks, TableEnvironment } from '../../../assist/table/session.js';
import type { Message } from '../../../assist/messages.js';
import type { StorageTrouble } from './browser-journal.js';
import type { ReportWords } from './report-words.js';
import type * as Engine from './engine.js';
import { JOURNAL_NAME, journalKept } from './journal-key.js';

// The table companion's script: the same procedures, session and journal format as the CLI, drawn as a phone
// screen. Everything it shows comes from those modules' answers; this file only collects inputs and draws.

// ---- the rules engine, run on first use

/**
 * An inert text of the page (the engine, the map's drawing, the YAML readers), unpacked if the build packed it
 * (deflated, in base64: companion part). The YAML readers' stand-in in the engine reads theirs through it too.
 */
function inertText(source: HTMLElement): string {
  const text = source.textContent ?? '';
  if (source.dataset.packed !== 'deflate') return text;
  const bin = atob(text);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return inflater()(bytes);
}

/** The inflater, from its own inert script (plain text), started the first time a packed text is read. */
function inflater(): (bytes: Uint8Array) => string {
  const own = globalThis as unknown as Record<string, ((bytes: Uint8Array) => string) | undefined>;
  if (!own.__sandtableInflate) runText(document.getElementById('sandtable-inflate')?.textContent ?? '');
  const f = own.__sandtableInflate;
  if (!f) throw new Error('the page holds no inflater (#sandtable-inflate)');
  return f;
}

/** A script the page holds as text, run now (nothing is fetched). */
function runText(code: string): void {
  const run = document.createElement('script');
  run.textContent = code;
  document.head.append(run);
  run.remove();
}
(globalThis as unknown as Record<string, unknown>).__sandtableInertText = inertText;

// The engine's text, the scenario and the packed words come after this script in the page (the first screen is
// drawn before the parser reaches them), and a one-line script after them calls __sandtableParsed. A tap made
// before then, which might need them, is held and handled then, as it would have been; work that reads them
// (the kept game, the engine's warm start) waits for it too.
let held: EventTarget[] | undefined = document.getElementById('sandtable-engine') ? undefined : [];
const afterParse: (() => void)[] = [];
const hold = (e: Event) => {
  if (!held || !e.isTrusted || !e.target) return;
  e.stopImmediatePropagation();
  e.preventDefault();
  held.push(e.target);
};
if (held) document.addEventListener('click', hold, true);
/** Runs `f` once the texts after this script are parsed: at once if they are. */
function whenParsed(f: () => void): void {
  if (held) afterParse.push(f);
  else f();
}
(globalThis as unknown as Record<string, unknown>).__sandtableParsed = () => {
  const taps = held ?? [];
  held = undefined;
  document.removeEventListener('click', hold, true);
  for (const t of taps)
    if (t instanceof HTMLElement) t.click();
    else t.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  for (const f of afterParse.splice(0)) f();
};

type EngineModule = typeof Engine;
/** Where the engine's script leaves its exports (rolldown.config.mjs makes it so). */
const ENGINE_GLOBAL = '__sandtableEngine';
let engineModule: EngineModule | undefined;
/**
 * The rules engine: its script is in the page as inert text, run the first time anything of it is asked for (a
 * roll, the journal, a refusal), or when the phone is idle after the first screen. Nothing is fetched.
 */
function engine(): EngineModule {
  if (engineModule) return engineModule;
  const own = globalThis as unknown as Record<string, EngineModule | undefined>;
  if (!own[ENGINE_GLOBAL]) {
    const source = document.getElementById('sandtable-engine');
    if (!source) throw new Error('the page holds no rules engine (#sandtable-engine)');
    runText(inertText(source));
    source.remove();
  }
  engineModule = own[ENGINE_GLOBAL];
  if (!engineModule) throw new Error('the rules engine did not start');
  return engineModule;
}
type Fn = (...a: never[]) => unknown;
/** One of the engine's functions, under its own name here: the engine is started by its first call. */
const lazy = <K extends keyof EngineModule>(k: K) =>
  ((...a: unknown[]) => (engine()[k] as unknown as (...x: unknown[]) => unknown)(...a)) as unknown as EngineModule[K];
/** One of the engine's classes: `new` and `instanceof` start the engine and go to the class itself. */
const lazyClass = <K extends keyof EngineModule>(k: K) =>
  // biome-ignore lint/complexity/useArrowFunction: a proxy answers `new` only over a function that has [[Construct]]
  new Proxy(function () {} as unknown as EngineModule[K] & object, {
    construct: (_t, a) => new (engine()[k] as unknown as new (...x: unknown[]) => object)(...a),
    get: (_t, p) =>
      p === Symbol.hasInstance
        ? (v: unknown) => v instanceof (engine()[k] as unknown as Fn)
        : Reflect.get(engine()[k] as object, p),
  });
const parseDice = lazy('parseDice');
const deviceSource = lazy('deviceSource');
const resumedSource = lazy('resumedSource');
const rollDice = lazy('rollDice');
const sumDistribution = lazy('sumDistribution');
const runCrt = lazy('runCrt');
const entryInWords = lazy('entryInWords');
const undoLast = lazy('undoLast');
const journalText = lazy('journalText');
const asMessage = lazy('asMessage');
const browserJournal = lazy('browserJournal');
const readImport = lazy('readImport');
const keyedLine = lazy('keyedLine');
const reportLine = lazy('reportLine');
const reportText = lazy('reportText');
const stateLines = lazy('stateLines');
const gameKeyName = lazy('gameKeyName');
const InputError = lazyClass('InputError');
const UsageError = lazyClass('UsageError');
const KeyedUsage = lazyClass('KeyedUsage');
const KeyedRefusal = lazyClass('KeyedRefusal');

/**
 * A procedure's screen as the build describes it, for the first screen before the engine runs: its title, section
 * and fields (the same description the engine's procedure gives), and whether the engine runs it from data.
 */
type ProcedureSketch = Omit<TableProcedure, 'run'> & { declared: boolean };

/** A unit as the first screen's pickers list it. */
type HeadUnit = Pick<Scenario['units'][number], 'id' | 'name' | 'side' | 'formation' | 'count'> & {
  setup?: { location: string; start?: string };
  reserve?: boolean;
};

/** The game's own section as the first screen reads it (the companion part's pageGame writes it). */
type PageGame = Pick<Scenario['game'], 'title'> & {
  sides: Pick<Scenario['game']['sides'][number], 'id' | 'name'>[];
  formations: Pick<Scenario['game']['formations'][number], 'id' | 'name' | 'color'>[];
  options: (Pick<Scenario['game']['options'][number], 'id' | 'title'> & { choices: { id: string; text: string }[] })[];
};

interface PageData {
  /** What the first screen reads of the game; the whole scenario is packed in #sandtable-scenario. */
  head: { id: string; game: PageGame; units: HeadUnit[] };
  lang: string;
  /** The page's words in the kit's language, English where the catalogue has none (the companion part's). */
  words: Record<string, string>;
  /** The game's names by id and texts by their English, in the page's language (none for English). */
  names?: Record<string, string>;
  texts?: Record<string, string>;
  /** Map cells in the numbering this language's map prints, by their primary label (Russian: "I9" → "0909"). */
  cells?: Record<string, string>;
  /**
   * The texts the first screen shows (its options'); the rest, with the rules engine's messages, are packed in
   * #sandtable-words and read the first time a report or the engine reads them.
   */
  /** The map's spaces: [id] for an area, [id, x, y, reach] for a hex or sector's centre and tap circle. */
  spaces?: (string | number)[][];
  /** The game's procedures as the build described them (none: the engine describes them when the page opens). */
  procedures?: ProcedureSketch[];
}

const data = JSON.parse(document.getElementById('sandtable-data')!.textContent!) as PageData;
let fullScenario: Scenario | undefined;
/**
 * The whole scenario, unpacked the first time the rules or a later screen read it: the first screen draws from
 * the head alone, so a phone neither decodes nor parses the game's data (100–150 KB of JSON) before it.
 */
function scenario(): Scenario {
  if (fullScenario) return fullScenario;
  const source = document.getElementById('sandtable-scenario');
  if (!source) throw new Error('the page holds no scenario (#sandtable-scenario)');
  fullScenario = JSON.parse(inertText(source)) as Scenario;
  source.remove();
  return fullScenario;
}
(globalThis as unknown as Record<string, unknown>).__sandtableScenario = scenario;
/** The game as this script reads it: its head at once, the rest from the whole scenario on first read. */
const s = {
  id: data.head.id,
  game: data.head.game,
  get units() {
    return scenario().units;
  },
  get cards() {
    return scenario().cards;
  },
  get charts() {
    return scenario().charts;
  },
};
const w = (key: string): string => data.words[key] ?? key;
/** A procedure's title or a field's label in the page's language, else as the procedure describes it. */
const say = (key: string, english: string): string => data.words[key] ?? english;
const names = data.names ?? {};
/** The language's plural rules, made when first counted (the journal's screen), not before the first screen. */
let plurals: Intl.PluralRules | undefined;
/** "1 entry", "5 записей": the word in the plural category the language gives the number, else its "other". */
const counted = (n: number, key: string): string => {
  plurals ??= new Intl.PluralRules(data.lang);
  return `${n} ${data.words[`${key}.${plurals.select(n)}`] ?? data.words[`${key}.other`] ?? key}`;
};
const unitIds = new Set(data.head.units.map((u) => u.id));
// Units keep the ids a player types (71-bde); zones and boxes take the locale's names.
/**
 * The rules' messages in the page's language: the catalogue's and the locale's, and, once the game's hooks modules
 * have loaded and registered them, the game's own beneath (filled in place, so every holder sees them).
 */
/** The game's texts and the rules' words in the page's language, as the build packed them (none for English). */
let laterWords: { texts?: Record<string, string>; rulesWords?: Record<string, string> } | undefined;
function packedWords(): NonNullable<typeof laterWords> {
  if (laterWords) return laterWords;
  const source = document.getElementById('sandtable-words');
  laterWords = source ? JSON.parse(inertText(source)) : {};
  source?.remove();
  return laterWords!;
}
/**
 * A record filled from the packed words the first time anything reads, lists or writes it: results, reports and
 * the engine read it as a plain record; the first screen never touches it, so the phone unpacks it only then.
 */
function filledOnUse(fill: () => Record<string, string> | undefined): Record<string, string> {
  const own: Record<string, string> = {};
  let filled = false;
  const ready = () => {
    if (!filled) (filled = true), Object.assign(own, fill());
    return own;
  };
  return new Proxy(own, {
    get: (_t, k) => Reflect.get(ready(), k),
    set: (_t, k, v) => Reflect.set(ready(), k, v),
    has: (_t, k) => Reflect.has(ready(), k),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_t, k) => Reflect.getOwnPropertyDescriptor(ready(), k),
    deleteProperty: (_t, k) => Reflect.deleteProperty(ready(), k),
    defineProperty: (_t, k, d) => Reflect.defineProperty(ready(), k, d),
  });
}
(globalThis as unknown as Record<string, unknown>).__sandtableWords = packedWords;
const rulesWords = filledOnUse(() => packedWords().rulesWords);
const rw: ReportWords = {
  words: data.words,
  texts: filledOnUse(() => ({ ...data.texts, ...packedWords().texts })),
  cells: data.cells,
  ids: Object.fromEntries(Object.entries(names).filter(([id]) => !unitIds.has(id))),
  // A reconstructed table's warning points the CLI to `sandtable sources`; the page points to the aids' marks.
  rules: new Proxy({} as Record<string, string>, {
    get: (_t, k) => (k === 'report.sources' ? w('sourcesOnPage') : Reflect.get(rulesWords, k)),
    has: (_t, k) => k === 'report.sources' || Reflect.has(rulesWords, k),
  }),
};
/** The game's sides by id: a choice of side (a declared supply check's) shows the side's name, not its id. */
const sideNames = new Map(data.head.game.sides.map((sd) => [sd.id, sd.name] as const));
/** A choice's value as the page shows it; the value sent stays the CLI's. */
const choiceWord = (c: string): string => data.words[`choice.${c}`] ?? names[c] ?? sideNames.get(c) ?? c;
/** The game's procedures, as its rules.yaml lists them (its hooks are loaded before the page is drawn). */
let gameProcedures: readonly TableProcedure[] = [];
/** The procedures the engine runs from the game's declarations (not hooks): their shared fields are the page's. */
const declaredOnPage = new WeakSet<TableProcedure>();
/** The side of every unit ref ("71-bde" → allied). */
const sideOfRef = new Map(data.head.units.flatMap((u) => refsOf(u).map((r) => [r, u.side] as const)));
/** The map's spaces, by id, with their centre and reach (the tap circle's radius) where the map gives one. */
const spaces = new Map<string, { x: number; y: number; r: number } | undefined>(
  (data.spaces ?? []).map(([id, x, y, r]) => [
    String(id),
    typeof x === 'number' ? { x, y: Number(y), r: Number(r) } : undefined,
  ]),
);
/** A space's id by the label this language's map prints for it ("0909" → "I9"). */
const cellIds = new Map(Object.entries(data.cells ?? {}).map(([id, label]) => [label, id]));
/** The spaces next to one on a hex or square grid: centres within a little more than one space's width. */
function neighbours(id: string): Set<string> {
  const c = spaces.get(id);
  const out = new Set<string>();
  if (!c) return out;
  for (const [o, d] of spaces) if (o !== id && d && Math.hypot(d.x - c.x, d.y - c.y) < 2 * c.r * 1.2) out.add(o);
  return out;
}
// The page's own path names its kit: every page opened from a file shares one storage.
type PageStore = ReturnType<EngineModule['browserJournal']>;
let keptStore: PageStore | undefined;
const pageStore = () => (keptStore ??= browserJournal(s.id, location.pathname, storageTrouble));
/** The journal's storage, made (and the engine started) the first time it is read or written. */
const store = new Proxy({} as PageStore, {
  get: (_t, k) => {
    const o = pageStore();
    const v = Reflect.get(o, k);
    return typeof v === 'function' ? v.bind(o) : v;
  },
  has: (_t, k) => Reflect.has(pageStore(), k),
});
/**
 * Whether the page has looked in its storage yet. The first look is the browser's storage opened for the page (a
 * blocking round trip to the browser: 50–70 ms of a slowed phone's first screen), so it is made once the first
 * screen is drawn; a tap that needs the journal before then reads it itself.
 */
let keptRead = false;
/** The question a kept game waits on, if any: only a kept game needs the engine to tell. */
const pendingNow = () => (keptRead && journalKept(s.id, location.pathname) ? store.journal().pending : undefined);

/** The storage refused the journal: said at once, above every tab, with the export a tap away. */
function storageTrouble(t: StorageTrouble): void {
  const text = w(t === 'full' ? 'storageFull' : 'storageUnavailable');
  let box = document.getElementById('storage-trouble');
  if (!box) {
    box = document.createElement('div');
    box.id = 'storage-trouble';
    box.className = 'error';
    box.setAttribute('role', 'alert');
    document.body.prepend(box);
  }
  const exportB = document.createElement('a');
  exportB.className = 'button';
  exportB.dataset.action = 'export';
  exportB.download = `${s.id}-journal.json`;
  exportB.textContent = w('export');
  exportB.href = '#';
  exportB.addEventListener('click', () => {
    exportB.href = URL.createObjectURL(new Blob([journalText(store.journal())], { type: 'application/json' }));
  });
  const p = document.createElement('p');
  p.textContent = text;
  box.replaceChildren(p, exportB);
}
const env: TableEnvironment = {
  store,
  sources: {
    crypto: deviceSource,
    // A journal the CLI started from a seed goes on from the state it kept; a fresh seed is the CLI's business.
    seeded: (seed, resume) => {
      if (!resume) throw new KeyedUsage({ key: 'refused.pageSeed', values: {} });
      return resumedSource(seed, resume);
    },
  },
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// ---- tabs

function showTab(id: string, scroll = true): void {
  for (const b of document.querySelectorAll<HTMLButtonElement>('nav [data-tab]'))
    b.setAttribute('aria-selected', String(b.dataset.tab === id));
  for (const sec of document.querySelectorAll<HTMLElement>('main > section')) sec.hidden = sec.id !== id;
  // A tab opens at its top: the scroll of a long form before it would hide the map's buttons (Remagen's). The
  // first screen is at its top already, and asking would lay the page out before its first frame.
  if (scroll) window.scrollTo(0, 0);
  if (id === 'journal') drawJournal();
  if (id === 'map') drawMap();
  if (id === 'aids') drawAids();
  if (id === 'crt' && !document.getElementById('crt')!.firstChild) drawCrt();
}
// One listener for every tab button, the map screen's "back" among them: that screen is parsed after this script.
document.addEventListener('click', (e) => {
  const b = (e.target as Element).closest?.<HTMLElement>('[data-tab]');
  if (b) showTab(b.dataset.tab!);
});

// ---- the answer of a procedure, as lines and a chances table

/**
 * An outcome's code or meaning in the page's words: its keyed message where the rules give one, else the chart's
 * own text (a cell, a result's meaning), which the game's locale words.
 */
function outcomeWords(o: CrtOutcome, part: 'code' | 'meaning'): string {
  const said = o.said?.[part];
  return said ? keyedLine(said, rw) : reportText(o[part], rw);
}

function chancesTable(outcomes: readonly CrtOutcome[], rolled?: string): HTMLElement {
  const rows = [...outcomes]
    .sort((a, b) => b.probability - a.probability)
    .map((o) =>
      el(
        'tr',
        o.code === rolled ? { class: 'rolled' } : {},
        el('th', { scope: 'row' }, outcomeWords(o, 'code')),
        el(
          'td',
          {},
          el('span', { class: 'bar', style: `width:${Math.round(o.probability * 100)}%` }),
          `${(o.probability * 100).toFixed(1)}% (${o.fraction})`,
        ),
        el('td', {}, outcomeWords(o, 'meaning')),
      ),
    );
  return el(
    'table',
    { class: 'chances' },
    el('caption', {}, w('chances')),
    el('thead', {}, el('tr', {}, el('th', {}, w('result')), el('th', {}, w('chance')), el('th', {}, w('meaning')))),
    el('tbody', {}, ...rows),
  );
}

function outcomesOf(json: Record<string, unknown>): CrtOutcome[] | undefined {
  for (const k of ['outcomes', 'hitChances']) {
    const v = json[k];
    if (Array.isArray(v) && v.length && typeof v[0] === 'object' && 'probability' in v[0]) return v as CrtOutcome[];
  }
  return undefined;
}

/** How to answer on the command line (`answer.*`): the page asks in its own box instead, so the hint is left out. */
const cliAnswer = (l: TableOutput['lines'][number]) => typeof l !== 'string' && l.key.startsWith('answer.');

/** A report's blocks: the lines between its empty lines (title and inputs; chances; what the dice did). */
function blocks(lines: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const l of lines) {
    if (!l.trim()) out.push([]);
    else out.at(-1)!.push(l);
  }
  return out.filter((b) => b.length);
}

/**
 * A procedure's answer, the outcome first: after a roll, the rolled result and what the dice did, large; the
 * question next (drawn by drawQuestion into its own box); the totals, the chances and the whole report folded
 * into a details box. A preview shows its chances; a procedure with no chances (set-up, movement) shows it all.
 */
function drawOutput(
  box: HTMLElement,
  out: TableOutput,
  asked?: ChoiceAsked,
  below?: HTMLElement,
  p?: TableProcedure,
): void {
  // The working goes below the question when the screen has a box for it, else under the outcome.
  const more = below ?? box;
  if (below) below.replaceChildren();
  const json = out.json as Record<string, unknown>;
  const outcomes = outcomesOf(json);
  const rolled = typeof json.result === 'string' ? json.result : undefined;
  // A report that tells the player to give a value (`{--exited N}`) names the screen's field, as a refusal does; a
  // line that arrived as text (a chart's cell, a name) is looked up whole.
  const lines = out.lines.filter((l) => !cliAnswer(l)).map((l) => keyedLine(l, rw, fieldWords(p), screenOf));
  const report = el('pre', { class: 'report', 'data-json': JSON.stringify(out.json) }, lines.join('\n'));
  const bs = blocks(lines);
  // The chances are the block drawn as bars; the blocks after it are what the dice did, and a question's own
  // block (the last) is asked in its box below.
  const chancesAt = bs.findIndex((b) => b.some((l) => /[█·]{6}/.test(l)));
  const rolledIt = chancesAt >= 0 && bs.length > chancesAt + 1;
  if (!rolledIt) {
    box.replaceChildren(...(outcomes ? [chancesTable(outcomes, rolled)] : [report]));
    if (outcomes) more.append(el('details', { class: 'more' }, el('summary', {}, w('details')), report));
    return;
  }
  const after = bs.slice(chancesAt + 1);
  const shown = asked && after.length > 1 ? after.slice(0, -1) : after;
  const outcome = el('div', { class: 'outcome', tabindex: '-1' });
  if (rolled !== undefined) {
    const o = outcomes?.find((x) => x.code === rolled);
    outcome.append(el('p', { class: 'result-code' }, o ? outcomeWords(o, 'code') : reportText(rolled, rw)));
    if (o?.meaning) outcome.append(el('p', { class: 'small' }, outcomeWords(o, 'meaning')));
  }
  for (const b of shown) outcome.append(el('ul', { class: 'steps' }, ...b.map((l) => el('li', {}, l.trim()))));
  box.replaceChildren(outcome);
  more.append(
    el(
      'details',
      { class: 'more' },
      el('summary', {}, w('details')),
      ...(outcomes ? [chancesTable(outcomes, rolled)] : []),
      report,
    ),
  );
}

/** A flag's field on a procedure screen: "--retreat-rolls" is the field retreatRolls. */
const fieldOfFlag = (p: TableProcedure, flag: string) =>
  p.fields.find((f) => f.key === flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/**
 * A command option a keyed message names (`{--turn}`), as this screen's field that takes it: the template says
 * which words are an option, so nothing is read back out of the sentence.
 */
const fieldWords =
  (p?: TableProcedure) =>
  (flag: string): string => {
    if (flag === 'journal') return w('journalWord');
    if (flag === 'choose') return w('yourAnswer');
    const q = p && fieldOfFlag(p, flag) ? p : gameProcedures.find((x) => fieldOfFlag(x, flag));
    const f = q && fieldOfFlag(q, flag);
    return q && f ? `«${say(`${q.game}.${q.verb}.${f.key}`, f.label)}»` : `--${flag}`;
  };

/** A command a keyed message names ("setup check my-game"), as the title of the screen that does it. */
const screenOf = (command: string): string => {
  const t = commandTitle(command);
  return t ? `«${t}»` : command;
};

function drawError(box: HTMLElement, e: unknown, p?: TableProcedure): void {
  if (!(e instanceof InputError || e instanceof UsageError)) console.error(e);
  // A refusal is one keyed message: worded from the rules' words, nothing read back.
  if (e instanceof KeyedRefusal || e instanceof KeyedUsage) {
    box.replaceChildren(el('p', { class: 'error', role: 'alert' }, keyedLine(e.why, rw, fieldWords(p), screenOf)));
    box.scrollIntoView({ block: 'nearest' });
    return;
  }
  // Any other error (a file the page could not read, a message of the page's own) is shown as it is, line by line.
  const msg = (e instanceof Error ? e.message : String(e))
    .split('\n')
    .map((l) => reportLine(l, rw))
    .join('\n');
  box.replaceChildren(el('p', { class: 'error', role: 'alert' }, msg));
  box.scrollIntoView({ block: 'nearest' });
}

// ---- one screen per procedure, from its description

let activeInput: HTMLInputElement | undefined;
/** The field whose map button opened the map: a tap there fills it and goes back to it. */
let returnTo: HTMLInputElement | undefined;

/** The units a field offers: its side's, and only the reserve's where the roll is for reserve units alone. */
const offered = (f: { side?: string; reserve?: boolean }) =>
  data.head.units.filter((u) => (!f.side || u.side === f.side) && (!f.reserve || u.reserve));

function unitOptions(f: { side?: string; reserve?: boolean }): HTMLOptionElement[] {
  return offered(f).flatMap((u) =>
    refsOf(u).map((ref) =>
      el('option', { value: ref }, `${ref} — ${names[u.id] ?? u.name} (${names[u.side] ?? u.side})`),
    ),
  );
}

/** A value added to a list field, or put in a single one; the field is told, as typing would tell it. */
function putValue(input: HTMLInputElement, value: string, list: boolean): void {
  const items = input.value
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  input.value = list ? [...items, value].join(',') : value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Tappable values under a field: each tap adds its value (a list) or sets it (one value). */
function valueButtons(input: HTMLInputElement, values: readonly { value: string; text: string }[], list: boolean) {
  const row = el('div', { class: 'taps' });
  for (const v of values) {
    const b = el('button', { type: 'button', class: 'secondary tap', 'data-value': v.value }, v.text);
    b.addEventListener('click', () => putValue(input, v.value, list));
    row.append(b);
  }
  return row;
}

/** A card as the table sees it: its title on its type's colour, its value; the id is what the field takes. */
function cardTile(id: string, tag: 'button' | 'div' = 'div'): HTMLElement {
  const c = s.cards?.cards.find((x) => x.id === id);
  const type = c && s.cards?.types.find((x) => x.id === c.type);
  const tile = el(tag, {
    class: 'card',
    ...(tag === 'button' ? { type: 'button', 'data-value': id } : {}),
    ...(type?.color ? { style: `--card-colour:${type.color}` } : {}),
  });
  tile.append(
    el('b', {}, names[id] ?? c?.title ?? id),
    ...(type ? [el('small', {}, names[type.id] ?? type.name)] : []),
  );
  return tile;
}

/** The game's cards, one tile each, to tap into a list field. */
function cardButtons(input: HTMLInputElement): HTMLElement {
  const row = el('div', { class: 'cards' });
  const box = el('details', { class: 'deck' }, el('summary', {}, w('cardsToTap')), row);
  box.addEventListener('toggle', () => {
    if (!box.open || row.firstChild) return;
    for (const c of s.cards?.cards ?? []) {
      const b = cardTile(c.id, 'button');
      b.addEventListener('click', () => putValue(input, c.id, true));
      row.append(b);
    }
  });
  return box;
}

/** Hand dice: a die's faces to tap, each tap one die as it fell; a key takes the last one back. */
function diceKeypad(input: HTMLInputElement, die: { sides: number; many?: boolean }, label: string): HTMLElement {
  const pad = el('div', { class: 'keypad', role: 'group', 'aria-label': label });
  for (let face = 1; face <= Math.min(die.sides, 12); face++) {
    const b = el('button', { type: 'button', class: 'secondary face', 'data-face': String(face) }, String(face));
    b.addEventListener('click', () => {
      // A face tapped is a die rolled by hand: the screen turns to hand dice at once.
      const hand = input.form?.querySelector<HTMLInputElement>('input[name="hand"]');
      if (hand && !hand.checked) {
        hand.checked = true;
        hand.dispatchEvent(new Event('change'));
      }
      putValue(input, String(face), !!die.many);
    });
    pad.append(b);
  }
  const back = el('button', { type: 'button', class: 'secondary face', 'aria-label': w('takeBack') }, '⌫');
  back.addEventListener('click', () => {
    input.value = input.value.split(',').slice(0, -1).join(',');
  });
  pad.append(back);
  return pad;
}

/** A number's field with a step down and up beside it, so a small count is two taps at most. */
function stepper(input: HTMLInputElement, label: string): HTMLElement {
  const step = (d: number) => {
    const n = Number(input.value.trim() || '0');
    input.value = String(Math.max(0, (Number.isFinite(n) ? n : 0) + d));
  };
  const down = el('button', { type: 'button', class: 'secondary step', 'aria-label': `${label} −1` }, '−');
  const up = el('button', { type: 'button', class: 'secondary step', 'aria-label': `${label} +1` }, '+');
  down.addEventListener('click', () => step(-1));
  up.addEventListener('click', () => step(1));
  return el('div', { class: 'stepper' }, down, input, up);
}

function fieldInput(f: TableField, id: string, label: string): HTMLElement {
  if (f.kind === 'position')
    return el('textarea', {
      id,
      name: f.key,
      rows: '6',
      autocapitalize: 'off',
      spellcheck: 'false',
      placeholder: w('positionPlaceholder'),
    });
  if (f.kind === 'check') return el('input', { type: 'checkbox', id, name: f.key });
  if (f.kind === 'choice') {
    const select = el(
      'select',
      { id, name: f.key },
      ...(f.choices ?? []).map((c) => el('option', { value: c }, c ? choiceWord(c) : w('notGiven'))),
    );
    // A few choices are buttons side by side, one tap each; the select stays the value the screen reads.
    const choices = f.choices ?? [];
    if (choices.length > 4) return select;
    select.classList.add('shadow');
    const group = el('div', { class: 'segmented', role: 'radiogroup', 'aria-label': label });
    const mark = () => {
      for (const b of group.querySelectorAll('button'))
        b.setAttribute('aria-checked', String(b.dataset.value === select.value));
    };
    for (const c of choices) {
      const b = el('button', { type: 'button', role: 'radio', 'data-value': c }, c ? choiceWord(c) : w('notGiven'));
      b.addEventListener('click', () => {
        select.value = c;
        mark();
      });
      group.append(b);
    }
    select.addEventListener('change', mark);
    mark();
    return el('div', {}, group, select);
  }
  const input = el('input', {
    id,
    name: f.key,
    type: 'text',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    ...(f.kind === 'number' || f.kind === 'dice' ? { inputmode: f.kind === 'dice' ? 'text' : 'numeric' } : {}),
    ...(f.initial !== undefined ? { value: f.initial } : {}),
    ...(f.list || f.kind === 'units' ? { 'data-list': '' } : {}),
  });
  input.addEventListener('focus', () => {
    activeInput = input;
  });
  if (f.option === '*' && s.game.options.length) return optionLists(input);
  // One option's choice: its choices as the game words them, not their ids to type.
  const option = f.kind === 'text' ? gameOption(f.option) : undefined;
  if (option)
    return el(
      'select',
      { id, name: f.key },
      el('option', { value: '' }, w('optionDefault')),
      ...option.choices.map((c) => el('option', { value: c.id }, dataText(c.text))),
    );
  if (f.kind === 'number') return stepper(input, label);
  if (f.kind === 'dice') return f.die ? el('div', {}, input, diceKeypad(input, f.die, label)) : input;
  // A place is tapped on the map: the button opens it for this field, the tap fills the field and comes back.
  const onMap = () => {
    if (!spaces.size || !(f.kind === 'units' || f.place)) return [];
    const b = el('button', { type: 'button', class: 'secondary', 'aria-label': `${w('onMap')}: ${label}` }, w('onMap'));
    b.addEventListener('click', () => {
      activeInput = input;
      returnTo = input;
      showTab('map');
    });
    return [b];
  };
  const taps =
    f.values === 'cards'
      ? [cardButtons(input)]
      : f.values
        ? [
            valueButtons(
              input,
              f.values.map((v) => ({ value: v, text: choiceWord(v) })),
              true,
            ),
          ]
        : [];
  if (f.kind !== 'units') return f.kind === 'text' ? el('div', { class: 'units' }, input, ...onMap(), ...taps) : input;
  const pick = el('select', { 'aria-label': `${w('addUnit')}: ${label}` }, el('option', { value: '' }, w('addUnit')));
  // Its units are listed when it is first touched or focused, before it opens: the first screen need not make
  // an option per unit (Nordwind's 68) for a list a player may never open.
  const fill = () => {
    if (pick.options.length < 2) pick.append(...unitOptions(f));
  };
  for (const on of ['pointerdown', 'focus', 'keydown']) pick.addEventListener(on, fill);
  pick.addEventListener('change', () => {
    if (!pick.value) return;
    putValue(input, pick.value, true);
    pick.value = '';
  });
  return el('div', { class: 'units' }, input, pick, unitChips(input, f), ...onMap());
}

/**
 * The units to tap, side by side and formation by formation: a formation's chip adds all of it. Units added
 * without a place take the next space tapped on the map, all together (a stack is one tap).
 */
function unitChips(input: HTMLInputElement, f: { side?: string; reserve?: boolean }): HTMLElement {
  const box = el('details', { class: 'chips' }, el('summary', {}, w('tapUnits')));
  // Drawn when first opened: a game's every unit, in every units field, is too much for the first open.
  box.addEventListener('toggle', () => box.open && !box.querySelector('.taps') && fillChips(box, input, f));
  return box;
}

function fillChips(box: HTMLElement, input: HTMLInputElement, f: { side?: string; reserve?: boolean }): void {
  for (const sd of s.game.sides.filter((x) => !f.side || x.id === f.side)) {
    const units = offered(f).filter((u) => u.side === sd.id);
    if (!units.length) continue;
    const groups = new Map<string, typeof units>();
    for (const u of units) groups.set(u.formation ?? '', [...(groups.get(u.formation ?? '') ?? []), u]);
    const row = el('div', { class: 'taps' });
    for (const [formation, us] of groups) {
      const refs = us.flatMap((u) => refsOf(u));
      if (formation && refs.length > 1) {
        const fm = s.game.formations.find((x) => x.id === formation);
        const b = el(
          'button',
          {
            type: 'button',
            class: 'tap formation',
            'data-formation': formation,
            ...(fm?.color ? { style: `border-left: 10px solid ${fm.color}` } : {}),
          },
          `${names[formation] ?? fm?.name ?? formation} (${refs.length})`,
        );
        b.addEventListener('click', () => {
          for (const r of refs) putValue(input, r, true);
        });
        row.append(b);
      }
      for (const r of refs) {
        const b = el('button', { type: 'button', class: 'secondary tap', 'data-unit': r }, r);
        b.addEventListener('click', () => putValue(input, r, true));
        row.append(b);
      }
    }
    box.append(el('p', { class: 'small' }, names[sd.id] ?? sd.name), row);
  }
}

/** A position typed or pasted on a procedure screen: what the procedure's --position would read from a file. */
const positions = new WeakMap<Record<string, unknown>, string>();

function collect(form: HTMLFormElement, p: TableProcedure, hand: boolean): Record<string, unknown> {
  const label = (f: TableField) => fieldLabel(p, f);
  const flags: Record<string, unknown> = {};
  for (const f of p.fields) {
    if (f.kind === 'dice' && !hand) continue;
    const input = form.elements.namedItem(f.key) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (!input) continue;
    if (f.kind === 'check') {
      if ((input as HTMLInputElement).checked) flags[f.key] = true;
      continue;
    }
    const v = input.value.trim();
    if (!v && f.required) throw new UsageError(`${label(f)}: ${w('needed')}`);
    if (!v) continue;
    if (f.kind === 'position') {
      flags[f.key] = w('positionName');
      positions.set(flags, input.value);
      continue;
    }
    flags[f.key] = f.list
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : v;
  }
  return flags;
}

/** Units the kept game has on the map, by ref: where each stands and its side. */
function keptUnits(): Map<string, { at: string; side: string }> {
  const out = new Map<string, { at: string; side: string }>();
  let state: unknown;
  try {
    state = store.journal().state;
  } catch {
    return out;
  }
  type Kept = { units?: Record<string, { at?: unknown; status?: unknown }> };
  // A game keeps its units at the state's top, or in one object of its own under its name (Veritable).
  const own = Object.values((state ?? {}) as Record<string, unknown>).find(
    (v): v is Kept => !!v && typeof v === 'object' && typeof (v as Kept).units === 'object',
  );
  const units = (state as Kept | undefined)?.units ?? own?.units;
  if (!units || typeof units !== 'object') return out;
  for (const [ref, u] of Object.entries(units)) {
    if (typeof u?.at !== 'string' || u.status === 'eliminated' || !spaces.has(u.at)) continue;
    const side = sideOfRef.get(ref);
    if (side) out.set(ref, { at: u.at, side });
  }
  return out;
}

/**
 * The defenders' space tapped in a kept game: the units of the other side next to it are the attackers, put
 * in the attacking field when it is empty, to take out or keep; the rules check each as they would typed.
 */
function attackersFor(space: string): string[] {
  const kept = keptUnits();
  const defenders = [...kept.values()].filter((u) => u.at === space).map((u) => u.side);
  if (!defenders.length) return [];
  const near = neighbours(space);
  return [...kept].filter(([, u]) => near.has(u.at) && !defenders.includes(u.side)).map(([ref]) => ref);
}

/** A game option, by the id a field names. */
const gameOption = (id: string | undefined) => (id ? s.game.options.find((o) => o.id === id) : undefined);
/** A text of the game's data in the page's language: the locale's, where it words it. */
/** An option's title or choice in the page's language: the build keeps those inline (the rest are packed). */
const dataText = (en: string): string => data.texts?.[en] ?? en;
/** An option as a player knows it: its title, not its id. */
const optionTitle = (o: PageGame['options'][number]) => names[o.id] ?? dataText(o.title);

/**
 * A field's label for a player: the game's locale's word for it; else, for a field that sets a game option, the
 * option's title; else, for the fields every declared procedure shares, the page's own word (their labels were
 * written for the command line's help); else the procedure's label.
 */
function fieldLabel(p: TableProcedure, f: TableField): string {
  const own = data.words[`${p.game}.${p.verb}.${f.key}`];
  if (own) return own;
  if (f.option === '*') return w('options');
  const o = gameOption(f.option);
  if (o) return optionTitle(o);
  // The side field's help lists the sides' ids for the command line: the page names them on its buttons instead.
  // A side that must be given (the side choosing for its turn) is the procedure's own field, with its own label; so
  // is a position that must be given (the page's word offers the journal's instead).
  if (
    declaredOnPage.has(p) &&
    (f.key === 'turn' || (f.key === 'position' && !f.required) || (f.key === 'side' && !f.required))
  )
    return w(`field.${f.key}`);
  // The engine's labels are written for the command line's help, in lower case; a screen's labels start upper.
  return f.label.charAt(0).toUpperCase() + f.label.slice(1);
}

/**
 * Every game option's choice, one list each, as the command line's `id=choice` items: the field the procedure
 * reads stays hidden and takes the items the lists say. An option left on its first line is not given.
 */
function optionLists(input: HTMLInputElement): HTMLElement {
  input.type = 'hidden';
  const box = el('div', { class: 'options' }, input);
  const lists = s.game.options.map((o) => {
    const select = el(
      'select',
      { 'aria-label': optionTitle(o), 'data-option': o.id },
      el('option', { value: '' }, w('optionDefault')),
      ...o.choices.map((c) => el('option', { value: c.id }, dataText(c.text))),
    );
    box.append(el('label', { class: 'option' }, el('span', {}, optionTitle(o)), select));
    return select;
  });
  const sync = () => {
    input.value = lists
      .filter((l) => l.value)
      .map((l) => `${l.dataset.option}=${l.value}`)
      .join(',');
  };
  for (const l of lists) l.addEventListener('change', sync);
  return box;
}

/** A screen's heading: its title and the section it cites, said once where the section is named as the title. */
function screenTitle(p: TableProcedure): string {
  const title = say(`${p.game}.${p.verb}`, p.title);
  // The section as the game's locale words it ("Engineers", «Сапёры»): the build keeps these texts inline.
  const rule = dataText(p.rule);
  const same = [title, p.title].some((t) =>
    [p.rule, rule].some((r) => t.trim().toLowerCase() === r.trim().toLowerCase()),
  );
  return same ? title : `${title} (${rule})`;
}

function procedureScreen(p: TableProcedure): HTMLElement {
  const form = el('form', { class: 'procedure', 'data-procedure': `${p.verb}` });
  form.addEventListener('submit', (e) => e.preventDefault());
  const fields = p.fields.map((f) => {
    const id = `f-${p.verb}-${f.key}`;
    const label = fieldLabel(p, f);
    const row = el(
      'div',
      { class: `field ${f.kind}` },
      el('label', { for: id }, label),
      fieldInput(f, id, label),
      ...(f.hint ? [el('small', {}, say(`${p.game}.${p.verb}.${f.key}.hint`, dataText(f.hint)))] : []),
    );
    // Dice with faces to tap are offered at once (a tap turns the screen to hand dice); others wait for it.
    if (f.kind === 'dice' && !f.die) row.classList.add('hand-only');
    return row;
  });
  const hand = el('input', { type: 'checkbox', id: `hand-${p.verb}`, name: 'hand' });
  const keep = el('input', { type: 'checkbox', id: `keep-${p.verb}`, name: 'keep', checked: '' });
  const fill = el('input', { type: 'checkbox', id: `fill-${p.verb}`, name: 'fill' });
  // The answer's boxes: the outcome and the choice it waits for first, the working folded below them.
  const out = el('div', { class: 'output', 'aria-live': 'polite' });
  const question = el('div', { class: 'question' });
  // The outcome first, then its question, then the working, folded.
  const working = el('div', { class: 'working' });
  const preview = el('button', { type: 'button', class: 'secondary', 'data-action': 'preview' }, w('preview'));
  // A procedure that rolls nothing (set-up, movement, supply, victory) is worked out, not rolled.
  const rolls = p.fields.some((f) => f.kind === 'dice');
  const roll = el('button', { type: 'button', 'data-action': 'roll' }, rolls ? w('roll') : w('work'));
  const syncHand = () => {
    form.classList.toggle('by-hand', hand.checked);
    roll.textContent = !rolls ? w('work') : hand.checked ? w('resolveHand') : w('roll');
  };
  hand.addEventListener('change', syncHand);

  // Without the journal, a choice is answered by running the procedure again with every answer so far and the
  // dice it already drew, as the CLI asks ("run the command again with --choose … and the same dice").
  let answers: string[] = [];
  let drawn: number[] = [];
  const run = async (mode: 'preview' | 'roll', answer?: string) => {
    let given: Record<string, unknown>;
    try {
      given = collect(form, p, hand.checked);
    } catch (e) {
      drawError(out, e, p);
      working.replaceChildren();
      return;
    }
    const journal = keep.checked;
    if (answer === undefined) {
      answers = [];
      drawn = [];
    } else if (!journal) answers.push(answer);
    const choose = answer === undefined ? undefined : journal ? answer : answers.join(';');
    const flags = {
      ...given,
      ...(journal ? { journal: JOURNAL_NAME } : {}),
      ...(mode === 'preview' ? { preview: true } : {}),
      ...(fill.checked ? { fill: true } : {}),
      ...(choose !== undefined ? { choose } : {}),
    };
    let asked: ChoiceAsked | undefined;
    const replay = journal ? [] : [...drawn];
    const runEnv: TableEnvironment = {
      ...env,
      ...(journal ? {} : { store: undefined }),
      sources: { ...env.sources, crypto: () => replaying(replay, drawn, deviceSource()) },
      onAsk: (a) => {
        asked = a;
      },
    };
    drawn.length = 0;
    try {
      const text = positions.get(given);
      // The YAML readers are a third of the script: started only when a position is given (set-up, a paste).
      const reader = text === undefined ? undefined : engine();
      const readPosition = (name: string, sc: Scenario) => reader!.readPositionText(name, text ?? '', sc);
      const r = await p.run(
        { scenario: scenario(), env: runEnv, ...(text !== undefined ? { readPosition } : {}) },
        flags,
        given,
      );
      drawOutput(out, r, asked, working, p);
      drawQuestion(question, asked, (next) => run('roll', next));
      // The outcome, just under the header (as tall as its language makes it): the first thing read.
      const first = out.querySelector<HTMLElement>('.outcome') ?? out;
      first.style.scrollMarginTop = `${(document.querySelector('header')?.offsetHeight ?? 0) + 8}px`;
      first.scrollIntoView({ block: 'start' });
    } catch (e) {
      drawError(out, e, p);
      question.replaceChildren();
      working.replaceChildren();
    }
  };
  preview.addEventListener('click', () => run('preview'));
  roll.addEventListener('click', () => run('roll'));
  const start = startButton(p, form);
  form.append(
    el('h2', {}, screenTitle(p)),
    ...(start ? [start] : []),
    ...fields,
    // A procedure that rolls nothing (set-up, movement, supply) asks nothing about dice.
    ...(rolls
      ? [
          el(
            'div',
            { class: 'field check' },
            hand,
            el('label', { for: `hand-${p.verb}` }, w('byHand')),
            el('small', {}, w('byHandHint')),
          ),
          el('div', { class: 'field check hand-only' }, fill, el('label', { for: `fill-${p.verb}` }, w('fill'))),
        ]
      : []),
    el(
      'div',
      { class: 'field check' },
      keep,
      el('label', { for: `keep-${p.verb}` }, w('keep')),
      el('small', {}, w('keepHint')),
    ),
    // Within the thumb's reach: the bar stays at the foot of the screen however long the form.
    el('div', { class: 'actions bar' }, preview, roll),
    out,
    question,
    working,
  );
  // A defending space tapped in a kept game fills the attackers beside it, when none are named yet (wired once
  // the fields are in the form, where it finds them).
  const unitFields = p.fields.filter((f) => f.kind === 'units' && f.list);
  if (unitFields.length === 2) {
    const [att, def] = unitFields.map((f) => form.querySelector<HTMLInputElement>(`#f-${p.verb}-${f.key}`));
    def?.addEventListener('input', () => {
      // The field holds the label this language's map prints (0909 on the Russian one); the space is by its id.
      const v = cellIds.get(def.value.trim()) ?? def.value.trim();
      if (!att || att.value.trim() || !spaces.has(v) || !keep.checked) return;
      att.value = attackersFor(v).join(',');
    });
  }
  syncHand();
  const waiting = pendingNow();
  if (waiting?.command === `${p.verb} ${s.id}`)
    drawQuestion(question, { ...waiting, said: asMessage(waiting.said) }, (answer) => run('roll', answer));
  return form;
}

/**
 * The set-up screen's one tap: the game started in the journal from the scenario's own set-up, every unit on
 * its start space, checked by the set-up procedure as a typed position would be.
 */
function startButton(p: TableProcedure, form: HTMLFormElement): HTMLElement | undefined {
  const field = p.fields.find((f) => f.kind === 'position');
  const placed = data.head.units.flatMap((u) => {
    const at = u.setup?.start ?? (u.setup && spaces.has(u.setup.location) ? u.setup.location : undefined);
    return at ? refsOf(u).map((r) => `  - ${r}@${at}`) : [];
  });
  if (p.verb !== 'setup' || !field || !placed.length) return undefined;
  const b = el('button', { type: 'button', class: 'start', 'data-action': 'start' }, w('startGame'));
  b.addEventListener('click', () => {
    const area = form.querySelector<HTMLTextAreaElement>(`#f-${p.verb}-${field.key}`)!;
    area.value = `units:\n${placed.join('\n')}\n`;
    form.querySelector<HTMLInputElement>(`#keep-${p.verb}`)!.checked = true;
    form.querySelector<HTMLButtonElement>('[data-action="roll"]')!.click();
  });
  return el('div', { class: 'field' }, b, el('small', {}, w('startGameHint')));
}

/** An answer made of parts, each tapped from its legal values; sent whole once every part is given. */
function pickedAnswer(picks: ChoicePicks, chosen: Map<string, string>): string | undefined {
  if (picks.mode === 'some') return chosen.size ? [...chosen.keys()].join(',') : undefined;
  if (picks.mode === 'count') {
    const sum = [...chosen.values()].reduce((a, b) => a + Number(b), 0);
    if (sum !== picks.total) return undefined;
    const given = [...chosen].filter(([, v]) => v !== '0');
    return given.length ? given.map(([k, v]) => `${k}=${v}`).join(',') : undefined;
  }
  if (chosen.size < picks.items.length) return undefined;
  return [...chosen].map(([k, v]) => `${k}=${v}`).join(',');
}

/** A space's name as the page's map prints it. */
const spaceWord = (id: string) => data.cells?.[id] ?? id;
const valueWord = (v: string) => (spaces.has(v) ? spaceWord(v) : choiceWord(v));

/** The parts of an answer, each a row of its legal values to tap, with a stack's common values once for all. */
function picksBox(picks: ChoicePicks, send: (answer: string) => void): HTMLElement {
  const chosen = new Map<string, string>();
  const go = el('button', { type: 'button', 'data-action': 'answer', disabled: '' }, w('answer'));
  const rows: HTMLElement[] = [];
  const sync = () => {
    for (const b of rows.flatMap((r) => [...r.querySelectorAll<HTMLButtonElement>('button[data-item]')])) {
      const items = b.dataset.item!.split(',');
      const on =
        picks.mode === 'some'
          ? items.every((i) => chosen.has(i))
          : items.every((i) => chosen.get(i) === b.dataset.value);
      b.setAttribute('aria-pressed', String(on));
    }
    const answer = pickedAnswer(picks, chosen);
    go.toggleAttribute('disabled', answer === undefined);
    if (picks.mode === 'count')
      go.textContent = `${w('answer')} (${[...chosen.values()].reduce((a, b) => a + Number(b), 0)}/${picks.total})`;
  };
  const choose = (items: string[], value: string) => {
    for (const i of items) {
      if (picks.mode === 'some') {
        if (chosen.has(i) && items.length === 1) chosen.delete(i);
        else chosen.set(i, value);
        continue;
      }
      // The order the parts were chosen in is the order they go (a retreat before a loss, 6.5.3).
      chosen.delete(i);
      chosen.set(i, value);
    }
    sync();
  };
  const button = (items: string[], value: string, text: string) => {
    const b = el(
      'button',
      { type: 'button', class: 'secondary tap', 'data-item': items.join(','), 'data-value': value },
      text,
    );
    b.addEventListener('click', () => choose(items, value));
    return b;
  };
  // A stack that shares a value: one tap answers every unit in it ("all in H8 → G8").
  const stacks = new Map<string, ChoicePicks['items']>();
  for (const i of picks.items) if (i.at) stacks.set(i.at, [...(stacks.get(i.at) ?? []), i]);
  if (picks.mode === 'each')
    for (const [at, items] of stacks) {
      if (items.length < 2) continue;
      const common = items[0].values.filter((v) => items.every((i) => i.values.includes(v)));
      if (!common.length) continue;
      const refs = items.map((i) => i.item);
      rows.push(
        el(
          'div',
          { class: 'pick stack' },
          el('p', {}, `${w('allIn')} ${spaceWord(at)}`),
          el('div', { class: 'taps' }, ...common.filter((v) => v !== 'loss').map((v) => button(refs, v, valueWord(v)))),
        ),
      );
    }
  for (const i of picks.items) {
    const name = `${i.item}${i.at ? ` (${spaceWord(i.at)})` : ''}`;
    rows.push(
      el(
        'div',
        { class: 'pick' },
        el('p', {}, name),
        el(
          'div',
          { class: 'taps' },
          ...(picks.mode === 'some'
            ? [button([i.item], i.item, w('takeIt'))]
            : i.values.map((v) => button([i.item], v, valueWord(v)))),
        ),
      ),
    );
  }
  go.addEventListener('click', () => {
    const answer = pickedAnswer(picks, chosen);
    if (answer !== undefined) send(answer);
  });
  const none =
    picks.mode === 'some'
      ? [el('button', { type: 'button', class: 'secondary', 'data-action': 'none' }, w('noneOfThem'))]
      : [];
  none[0]?.addEventListener('click', () => send('none'));
  return el('div', { class: 'picks' }, ...rows, el('div', { class: 'actions' }, ...none, go));
}

/**
 * A question in the page's words: its keyed message, or, in a journal written before questions were keyed, the
 * English it holds, shown as written.
 */
const questionText = (said: Message | undefined, english: string): string =>
  said ? keyedLine(said, rw) : reportText(english, rw);

/** A choice the rules give after the result: asked, never assumed; its legal answers offered to tap. */
// A journal kept by an older version holds its waiting question in English only (no `said`).
type Asked = Omit<ChoiceAsked, 'said'> & { said?: ChoiceAsked['said'] };

function drawQuestion(box: HTMLElement, asked: Asked | undefined, answer: (choice: string) => void): void {
  if (!asked) {
    box.replaceChildren();
    return;
  }
  const id = `answer-${box.closest('form')?.dataset.procedure ?? 'x'}`;
  const input = el('input', { type: 'text', id, autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false' });
  const go = el('button', { type: 'button', class: 'secondary', 'data-action': 'typed' }, w('answer'));
  go.addEventListener('click', () => answer(input.value.trim()));
  // Options that are whole answers (Heroic Stand's) answer at a tap; a template is the typed answer's example.
  const whole = asked.picks ? [] : asked.options.filter((o) => !/[…=]|\bHEX\b/.test(o));
  const typed = el(
    'details',
    { class: 'typed' },
    el('summary', {}, w('typeAnswer')),
    el('label', { for: id }, w('yourAnswer')),
    input,
    // Where the legal answers are offered to tap, no typed template is shown: the taps are the way to answer.
    ...(asked.picks ? [] : asked.options.filter((o) => !o.includes('…')))
      .slice(0, 3)
      .map((o) => el('p', { class: 'small' }, o.replace(/=HEX\b/g, `=${w('answerPlaceholder')}`))),
    go,
  );
  box.replaceChildren(
    el('h3', {}, `${w('choice')} (${asked.rule})`),
    el('p', {}, questionText(asked.said, asked.question)),
    ...(asked.picks ? [picksBox(asked.picks, answer)] : []),
    ...(whole.length
      ? [
          el(
            'div',
            { class: 'taps' },
            ...whole.map((o) => {
              const b = el('button', { type: 'button', class: 'tap', 'data-value': o }, choiceWord(o));
              b.addEventListener('click', () => answer(o));
              return b;
            }),
          ),
        ]
      : []),
    typed,
  );
}

/** The device's dice, first giving back those a run already drew, and noting each one drawn. */
function replaying(replay: number[], into: number[], then: RandomSource): RandomSource {
  return {
    int(min, max) {
      const f = replay.shift() ?? then.int(min, max);
      into.push(f);
      return f;
    },
    state: () => undefined,
  };
}

function drawProcedures(): void {
  const list = gameProcedures;
  const sec = document.getElementById('procedures')!;
  // A screen is drawn the first time it is picked: the first open draws one form, not every game's.
  const screens: (HTMLElement | undefined)[] = list.map(() => undefined);
  const picker = el('div', { class: 'picker', role: 'tablist' });
  const pick = (i: number) => {
    if (!screens[i]) {
      screens[i] = procedureScreen(list[i]);
      sec.append(screens[i]!);
    }
    screens.forEach((x, j) => {
      if (x) x.hidden = j !== i;
    });
    for (const [j, b] of [...picker.children].entries()) b.setAttribute('aria-selected', String(j === i));
  };
  list.forEach((p, i) => {
    const b = el('button', { type: 'button', role: 'tab', 'data-pick': p.verb }, say(`${p.game}.${p.verb}`, p.title));
    b.addEventListener('click', () => pick(i));
    picker.append(b);
  });
  sec.replaceChildren(...(list.length > 1 ? [picker] : []));
  // A choice the journal waits for opens its screen; else the first.
  const waiting = pendingNow()?.command;
  const at = list.findIndex((p) => waiting === `${p.verb} ${s.id}`);
  pick(Math.max(at, 0));
}

// ---- CRT reader and dice roller

/** A chart's name in the page's language, by its id; none for an id that is no chart's. */
function chartName(id: string): string | undefined {
  const c = s.charts.find((x) => x.id === id);
  return c && (names[c.id] ?? c.name);
}

function drawCrt(): void {
  const sec = document.getElementById('crt')!;
  const crts = s.charts.filter((c): c is Crt => c.kind === 'crt');
  const table = el('select', { id: 'crt-table' }, ...crts.map((c) => el('option', { value: c.id }, chartName(c.id)!)));
  const base = el('input', { id: 'crt-base', type: 'text', inputmode: 'text', autocomplete: 'off' });
  const shift = el('input', { id: 'crt-shift', type: 'text', inputmode: 'numeric', value: '0' });
  const drm = el('input', { id: 'crt-drm', type: 'text', inputmode: 'numeric', value: '0' });
  const hand = el('input', { id: 'crt-roll', type: 'text', inputmode: 'numeric', autocomplete: 'off' });
  const out = el('div', { class: 'output', 'aria-live': 'polite' });
  const read = async (rollIt: boolean) => {
    const crt = crts.find((c) => c.id === table.value)!;
    const v = base.value.trim();
    const flags = {
      table: crt.id,
      ...(crt.method === 'odds' ? { odds: v } : { diff: v }),
      shift: shift.value.trim() || '0',
      drm: drm.value.trim() || '0',
      journal: JOURNAL_NAME,
      ...(rollIt ? (hand.value.trim() ? { roll: hand.value.trim() } : {}) : { preview: true }),
    };
    try {
      drawOutput(out, await runCrt({ env }, scenario(), flags));
    } catch (e) {
      drawError(out, e);
    }
  };
  const previewB = el('button', { type: 'button', class: 'secondary', 'data-action': 'preview' }, w('preview'));
  const rollB = el('button', { type: 'button', 'data-action': 'roll' }, w('roll'));
  previewB.addEventListener('click', () => read(false));
  rollB.addEventListener('click', () => read(true));

  const spec = el('input', { id: 'dice-spec', type: 'text', value: '2d6', autocomplete: 'off' });
  const diceOut = el('div', { class: 'output', 'aria-live': 'polite' });
  const rollDiceB = el('button', { type: 'button' }, w('rollDice'));
  rollDiceB.addEventListener('click', () => {
    try {
      const d = parseDice(spec.value.trim());
      if (d.count > 20 || d.sides > 1000) throw new UsageError(w('tooManyDice'));
      const r = rollDice(d, deviceSource());
      const { outcomes, ways } = sumDistribution(d);
      const chance = (ways.get(r.total) ?? 0) / outcomes;
      diceOut.replaceChildren(
        el('p', { class: 'dice-result' }, `${r.faces.join(' + ')} = ${r.total}`),
        el('p', {}, `${w('chance')}: ${(chance * 100).toFixed(1)}%`),
      );
    } catch (e) {
      drawError(diceOut, e);
    }
  });
  const field = (label: string, input: HTMLElement, id: string) =>
    el('div', { class: 'field' }, el('label', { for: id }, label), input);
  sec.replaceChildren(
    el('h2', {}, w('crtReader')),
    ...(crts.length
      ? [
          field(w('table'), table, 'crt-table'),
          field(w('oddsOrDiff'), base, 'crt-base'),
          field(w('shift'), shift, 'crt-shift'),
          field(w('drm'), drm, 'crt-drm'),
          field(w('rollByHand'), hand, 'crt-roll'),
          el('div', { class: 'actions' }, previewB, rollB),
          out,
        ]
      : [el('p', {}, w('noCrt'))]),
    el('h2', {}, w('diceRoller')),
    field(w('dice'), spec, 'dice-spec'),
    el('div', { class: 'actions' }, rollDiceB),
    diceOut,
  );
}

// ---- journal: entries, undo, export, import

/**
 * A command as the screen that runs it is titled ("move GAME" from a hook, "move" from a declared procedure →
 * "Movement"); the CRT reader's by its tab.
 */
function commandTitle(command: string): string | undefined {
  const p = gameProcedures.find((x) => [x.verb, `${x.verb} ${s.id}`, `${x.verb} check ${s.id}`].includes(command));
  if (p) return say(`${p.game}.${p.verb}`, p.title);
  return data.words[`journal.command.${command.split(' ')[0]}`];
}

let areaNames: Map<string, string> | undefined;
/**
 * An area the journal keeps by its id ("lemberg") by the name the map gives it ("Lemberg"), which the language then
 * names («Лемберг»), as `journal show` does: the id read as a word was lower-cased with it («лемберг»).
 */
function areaName(id: string): string {
  const m = scenario().map;
  areaNames ??= new Map(m?.kind === 'area' ? m.areas.map((a) => [a.id, a.name] as const) : []);
  return areaNames.get(id) ?? id;
}

/**
 * The journal's entries in the page's language: its fixed words, inputs' names, commands and values. The English
 * page writes them as `journal show` does.
 */
const entryWords: EntryWords | undefined =
  data.lang === 'en'
    ? undefined
    : {
        word: (x) => data.words[`journal.${x}`] ?? x,
        // A key the data names (a place, a game option), as `journal show` names it, where the page has no word.
        key: (x, raw) =>
          data.words[`journal.key.${x}`] ??
          (raw === undefined ? undefined : gameKeyName(raw, (v) => reportText(v, rw), s.game.options)) ??
          x,
        command: (x) => commandTitle(x) ?? x,
        text: (x) => data.words[`choice.${x}`] ?? chartName(x) ?? reportText(areaName(x), rw),
        message: (m) => keyedLine(m, rw),
      };

/** The hands the kept game holds, each as a row of cards. */
function handsOf(state: unknown): HTMLElement[] {
  const hands = (state as { hands?: Record<string, unknown> } | undefined)?.hands;
  if (!hands || typeof hands !== 'object') return [];
  return Object.entries(hands)
    .filter((e): e is [string, string[]] => Array.isArray(e[1]))
    .map(([side, cards]) =>
      el(
        'section',
        { class: 'hand', 'data-hand': side },
        el('h3', {}, `${w('hand')}: ${names[side] ?? s.game.sides.find((x) => x.id === side)?.name ?? side}`),
        cards.length
          ? el('div', { class: 'cards' }, ...cards.map((c) => cardTile(c)))
          : el('p', { class: 'small' }, w('emptyHand')),
      ),
    );
}

function drawJournal(): void {
  const sec = document.getElementById('journal')!;
  const out = el('div', { class: 'output', 'aria-live': 'polite' });
  let j: ReturnType<typeof store.journal>;
  try {
    j = store.journal();
  } catch (e) {
    drawError(out, e);
    sec.replaceChildren(out);
    return;
  }
  const entries = el(
    'ol',
    { class: 'entries' },
    ...j.entries.map((e, i) => el('li', {}, entryInWords(e, i + 1, entryWords))),
  );
  // Where the game stands, as `journal show` says it: the state's keys in the words the game's hooks give them,
  // which they register when they load (with the page's procedures, or for these lines). Folded under its first
  // line (the turn and phase): the positions run to dozens of lines; the entries and undo stay within a thumb's reach.
  const state = el('details', { class: 'state', 'data-part': 'state', hidden: '' });
  const kept = j;
  void loadProcedures()
    .then(() =>
      stateLines(kept, scenario(), {
        lang: data.lang,
        say: (m) => keyedLine(m, rw),
        word: (k) => rulesWords[k],
        entry: entryWords,
        names,
      }),
    )
    .then(([head, ...lines]) => {
      if (head === undefined) return;
      // A line's indent (a side's places under the side) is its depth: a wrapped line hangs under its start.
      const depth = (l: string) => String(Math.min(2, Math.floor((l.length - l.trimStart().length) / 2)));
      state.replaceChildren(
        el('summary', {}, head),
        ...lines.map((l) => el('p', { 'data-indent': depth(l) }, l.trimStart())),
      );
      state.hidden = false;
    })
    .catch((e) => drawError(out, e));
  const undo = el('button', { type: 'button', class: 'secondary', 'data-action': 'undo' }, w('undo'));
  if (!j.entries.length) undo.setAttribute('disabled', '');
  // Undo asks first, naming the entry it takes back: a stray tap costs nothing.
  const confirmBox = el('div', { class: 'confirm', role: 'alertdialog', hidden: '' });
  undo.addEventListener('click', () => {
    const last = j.entries.at(-1);
    if (!last) return;
    const yes = el('button', { type: 'button', 'data-action': 'undo-yes' }, w('undoYes'));
    const no = el('button', { type: 'button', class: 'secondary', 'data-action': 'undo-no' }, w('undoNo'));
    yes.addEventListener('click', () => {
      try {
        const jj = store.journal();
        undoLast(jj);
        store.replace(jj);
        drawJournal();
      } catch (e) {
        drawError(out, e);
      }
    });
    no.addEventListener('click', () => {
      confirmBox.hidden = true;
    });
    confirmBox.replaceChildren(
      el('p', {}, w('undoSure')),
      el('p', { class: 'small' }, entryInWords(last, j.entries.length, entryWords)),
      el('div', { class: 'actions' }, no, yes),
    );
    confirmBox.hidden = false;
    yes.focus();
  });
  const exportB = el('a', { class: 'button', 'data-action': 'export', download: `${s.id}-journal.json`, href: '#' });
  exportB.textContent = w('export');
  exportB.addEventListener('click', () => {
    const blob = new Blob([journalText(store.journal())], { type: 'application/json' });
    exportB.href = URL.createObjectURL(blob);
  });
  const file = el('input', { type: 'file', id: 'import', accept: '.json,application/json' });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    try {
      store.replace(await readImport(f, s.id));
      drawJournal();
    } catch (e) {
      drawError(out, e);
    }
  });
  const clear = el('button', { type: 'button', class: 'secondary' }, w('newGame'));
  clear.addEventListener('click', () => {
    if (confirm(w('newGameSure'))) {
      store.clear();
      drawJournal();
    }
  });
  sec.replaceChildren(
    el('h2', {}, w('journal')),
    state,
    ...handsOf(j.state),
    el('p', {}, j.entries.length ? counted(j.entries.length, 'entries') : w('noEntries')),
    ...(j.pending
      ? [el('p', { class: 'error' }, `${w('choice')}: ${questionText(asMessage(j.pending.said), j.pending.question)}`)]
      : []),
    entries,
    el('div', { class: 'actions' }, undo, exportB),
    confirmBox,
    el('div', { class: 'field' }, el('label', { for: 'import' }, w('import')), file),
    el('div', { class: 'actions' }, clear),
    out,
  );
}

// ---- the map: a tap puts the space's id into the field last touched

/** The aids, built from their packed text the first time their tab opens (Nordwind's are 1,300 elements). */
function drawAids(): void {
  const source = document.getElementById('aids-source');
  if (!source) return;
  document.getElementById('aids')!.insertAdjacentHTML('beforeend', inertText(source));
  source.remove();
}

/** The map drawn from its text the first time it is shown, then wired. */
function drawMap(): void {
  const source = document.getElementById('map-source');
  if (!source) return;
  const box = document.querySelector<HTMLElement>('#map .map')!;
  box.innerHTML = inertText(source);
  source.remove();
  wireMap();
}

function wireMap(): void {
  const map = document.getElementById('map-svg');
  if (!map) return;
  // Zoom: the drawing's width in steps, so an area's name reads and a finger finds it; the box scrolls.
  const box = map.closest<HTMLElement>('.map')!;
  const steps = [1, 1.5, 2.4, 3.2, 4.5, 6, 8];
  // An area map's names are printed for paper: at 6× they read at about 10 px, and the smallest area is a thumb.
  let zoom = box.classList.contains('areas') ? 5 : 2;
  const setZoom = (i: number) => {
    zoom = Math.max(0, Math.min(steps.length - 1, i));
    box.style.setProperty('--zoom', String(steps[zoom]));
  };
  setZoom(zoom);
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-zoom]'))
    b.addEventListener('click', () => setZoom(zoom + Number(b.dataset.zoom)));
  map.addEventListener('click', (e) => {
    const target = (e.target as Element).closest('[data-space]');
    if (!target) return;
    const id = target.getAttribute('data-space')!;
    const label = document.getElementById('map-picked')!;
    label.textContent = `${target.getAttribute('aria-label') ?? id}`;
    if (!activeInput) return;
    const items = activeInput.value
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const last = items.at(-1);
    // A unit named without its place takes the tapped space; a list gains the space; a single place is replaced.
    const isList = activeInput.hasAttribute('data-list');
    const isUnits = !!activeInput.closest('.units')?.querySelector('select');
    // The field takes the label the page's own map prints (0909 on the Russian one); the rules read either.
    const place = data.cells?.[id] ?? id;
    const placeless = items.filter((x) => !x.includes('@'));
    if (isUnits && last && placeless.length)
      items.splice(0, items.length, ...items.map((x) => (x.includes('@') ? x : `${x}@${place}`)));
    else if (isList) items.push(place);
    else items.splice(0, items.length, place);
    activeInput.value = items.join(',');
    activeInput.dispatchEvent(new Event('input', { bubbles: true }));
    label.textContent += ` → ${activeInput.labels?.[0]?.textContent ?? ''}`;
    if (returnTo) {
      const back = returnTo;
      returnTo = undefined;
      showTab('procedures');
      back.scrollIntoView({ block: 'center' });
    }
  });
}

/** The engine's own procedures, in the build's order: a screen drawn from a sketch runs the one at its place. */
let engineProcedures: Promise<readonly TableProcedure[]> | undefined;
/**
 * The engine's procedures, loading the game's hooks modules once; those register the game's own messages, which
 * then join the page's rules words (beneath the catalogue's and the locale's).
 */
function loadProcedures(): Promise<readonly TableProcedure[]> {
  engineProcedures ??= engine()
    .pageProcedures(scenario())
    .then((list) => {
      Object.assign(rulesWords, engine().gameWords(data.lang), packedWords().rulesWords);
      return list;
    });
  return engineProcedures;
}
async function engineProcedure(i: number, verb: string): Promise<TableProcedure> {
  const p = (await loadProcedures())[i];
  if (p?.verb !== verb) throw new Error(`the rules engine has no procedure "${verb}" at place ${i + 1}`);
  return p;
}

/** The screens to draw from the build's sketches, each running the engine's procedure when it is used. */
function sketched(list: readonly ProcedureSketch[]): TableProcedure[] {
  return list.map(({ declared, ...sketch }, i) => {
    const p: TableProcedure = {
      ...sketch,
      run: async (ctx, flags, given) => (await engineProcedure(i, sketch.verb)).run(ctx, flags, given),
    };
    if (declared) declaredOnPage.add(p);
    return p;
  });
}

function firstScreen(list: readonly TableProcedure[]): void {
  gameProcedures = list;
  drawProcedures();
  showTab('procedures', false);
  // When the page answers a tap: its time from navigation is what the README's time-to-interactive figure reports.
  document.body.dataset.readyAt = performance.now().toFixed(1);
  document.body.dataset.ready = 'true';
  // Then the storage, when the phone is first idle after the first frame (a tap made at once is answered first):
  // a kept game waiting on a question opens that question's screen.
  const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 0));
  requestAnimationFrame(() => idle(() => whenParsed(readKept), { timeout: 1000 }));
  // The engine starts when the phone is idle after the first tap, or a moment after the first screen, so that
  // a roll does not wait for it; whatever needs it first starts it then.
  setTimeout(warmEngine, 1500);
}

/** The first look in the page's storage: a question the kept game waits on redraws the screens on its own. */
function readKept(): void {
  keptRead = true;
  try {
    if (pendingNow()) drawProcedures();
  } finally {
    document.body.dataset.journalRead = 'true';
  }
}

function warmEngine(): void {
  if (engineProcedures) return;
  const later = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 0));
  later(() =>
    whenParsed(() => {
      try {
        void loadProcedures().catch((e) => console.error(e));
      } catch (e) {
        console.error(e);
      }
    }),
  );
}

// The build describes the game's procedures (title, section, fields), so the first screen is drawn before the
// engine runs; a page built without them has the engine describe them.
if (data.procedures) firstScreen(sketched(data.procedures));
else
  whenParsed(
    () =>
      void loadProcedures().then((list) => {
        for (const p of list) if (engine().declared.has(p)) declaredOnPage.add(p);
        firstScreen(list);
      }),
  );
// The first tap the page handles, from navigation start: `npm run bench` reads it (first open, a fresh context).
document.addEventListener(
  'click',
  () =>
    requestAnimationFrame(() => {
      document.body.dataset.firstTapAt = performance.now().toFixed(1);
      warmEngine();
    }),
  { once: true },
);

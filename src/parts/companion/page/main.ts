import type { Scenario } from '../../../model/scenario.js';
import { refsOf } from '../../../model/unit-refs.js';
import { parseDice } from '../../../model/dice-spec.js';
import type { Crt } from '../../../model/schema/charts.js';
import { deviceSource, resumedSource, type RandomSource } from '../../../assist/dice/random-core.js';
import { rollDice } from '../../../assist/dice/roll-dice.js';
import { sumDistribution } from '../../../assist/dice/sum-distribution.js';
import type { CrtOutcome } from '../../../assist/crt/resolve-crt.js';
import { runCrt } from '../../../assist/table/crt-reader.js';
import { entryInWords, undoLast, type EntryWords } from '../../../assist/journal/journal-entries.js';
import { journalText } from '../../../assist/journal/journal-format.js';
import type { TableField, TableOutput, TableProcedure } from '../../../assist/table/procedure.js';
import type { ChoiceAsked, TableEnvironment } from '../../../assist/table/session.js';
import { InputError, UsageError } from '../../../util/input-error.js';
import { PROCEDURES } from './procedures.js';
import { declaredProcedures } from '../../../rules/table-procedures.js';
import { HOOKS } from '../../../games/hooks.js';
import { readPositionText } from '../../../assist/position/position-text.js';
import { browserJournal, JOURNAL_NAME, readImport, type StorageTrouble } from './browser-journal.js';
import { reportLine, reportText, type ReportWords } from './report-words.js';

// The table companion's script: the same procedures, session and journal format as the CLI, drawn as a phone
// screen. Everything it shows comes from those modules' answers; this file only collects inputs and draws.

interface PageData {
  scenario: Scenario;
  lang: string;
  /** The page's words in the kit's language, English where the catalogue has none (the companion part's). */
  words: Record<string, string>;
  /** The game's names by id and texts by their English, in the page's language (none for English). */
  names?: Record<string, string>;
  texts?: Record<string, string>;
  /** Map cells in the numbering this language's map prints, by their primary label (Russian: "I9" → "0909"). */
  cells?: Record<string, string>;
  /** The rules engine's messages in the page's language (none for English). */
  rulesWords?: Record<string, string>;
}

const data = JSON.parse(document.getElementById('sandtable-data')!.textContent!) as PageData;
const s = data.scenario;
const w = (key: string): string => data.words[key] ?? key;
/** A procedure's title or a field's label in the page's language, else as the procedure describes it. */
const say = (key: string, english: string): string => data.words[key] ?? english;
const names = data.names ?? {};
const plurals = new Intl.PluralRules(data.lang);
/** "1 entry", "5 записей": the word in the plural category the language gives the number, else its "other". */
const counted = (n: number, key: string): string =>
  `${n} ${data.words[`${key}.${plurals.select(n)}`] ?? data.words[`${key}.other`] ?? key}`;
const unitIds = new Set(s.units.map((u) => u.id));
// Units keep the ids a player types (71-bde); zones and boxes take the locale's names.
const rw: ReportWords = {
  words: data.words,
  texts: data.texts ?? {},
  cells: data.cells,
  ids: Object.fromEntries(Object.entries(names).filter(([id]) => !unitIds.has(id))),
};
/** A choice's value as the page shows it; the value sent stays the CLI's. */
const choiceWord = (c: string): string => data.words[`choice.${c}`] ?? names[c] ?? c;
/** The game's procedures: those a game declares in rules.yaml, else a bundled game's own. */
const gameProcedures: readonly TableProcedure[] = s.rules?.procedures.length
  ? s.rules.procedures.flatMap((p) =>
      p.kind === 'hook'
        ? HOOKS[p.hook]
          ? [HOOKS[p.hook]]
          : []
        : declaredProcedures(s, data.rulesWords).filter((d) => d.verb === p.id),
    )
  : (PROCEDURES[s.id] ?? []);
// The page's own path names its kit: every page opened from a file shares one storage.
const store = browserJournal(s.id, location.pathname, storageTrouble);

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
      if (!resume) throw new UsageError('a new seed is set on the command line; the page rolls the device’s dice');
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

function showTab(id: string): void {
  for (const b of document.querySelectorAll<HTMLButtonElement>('nav [data-tab]'))
    b.setAttribute('aria-selected', String(b.dataset.tab === id));
  for (const sec of document.querySelectorAll<HTMLElement>('main > section')) sec.hidden = sec.id !== id;
  if (id === 'journal') drawJournal();
}
for (const b of document.querySelectorAll<HTMLButtonElement>('[data-tab]'))
  b.addEventListener('click', () => showTab(b.dataset.tab!));

// ---- the answer of a procedure, as lines and a chances table

function chancesTable(outcomes: readonly CrtOutcome[], rolled?: string): HTMLElement {
  const rows = [...outcomes]
    .sort((a, b) => b.probability - a.probability)
    .map((o) =>
      el(
        'tr',
        o.code === rolled ? { class: 'rolled' } : {},
        el('th', { scope: 'row' }, reportText(o.code, rw)),
        el(
          'td',
          {},
          el('span', { class: 'bar', style: `width:${Math.round(o.probability * 100)}%` }),
          `${(o.probability * 100).toFixed(1)}% (${o.fraction})`,
        ),
        el('td', {}, reportText(o.meaning, rw)),
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

/** How to answer on the command line: the page asks in its own box instead, so the CLI's hint is left out. */
const CLI_ANSWER = /^\s*(Answer: sandtable |No journal keeps th)/;

function drawOutput(box: HTMLElement, out: TableOutput): void {
  const json = out.json as Record<string, unknown>;
  const outcomes = outcomesOf(json);
  const rolled = typeof json.result === 'string' ? json.result : undefined;
  box.replaceChildren(
    ...(outcomes ? [chancesTable(outcomes, rolled)] : []),
    el(
      'pre',
      { class: 'report', 'data-json': JSON.stringify(out.json) },
      out.lines
        .filter((l) => !CLI_ANSWER.test(l))
        .map((l) => reportLine(l, rw))
        .join('\n'),
    ),
  );
}

function drawError(box: HTMLElement, e: unknown): void {
  if (!(e instanceof InputError || e instanceof UsageError)) console.error(e);
  // A message of several lines (a set-up's problems) is read line by line, as a report is.
  const msg = (e instanceof Error ? e.message : String(e))
    .split('\n')
    .map((l) => reportLine(l, rw))
    .join('\n');
  box.replaceChildren(el('p', { class: 'error', role: 'alert' }, msg));
}

// ---- one screen per procedure, from its description

let activeInput: HTMLInputElement | undefined;
/** The field whose map button opened the map: a tap there fills it and goes back to it. */
let returnTo: HTMLInputElement | undefined;

function unitOptions(side?: string): HTMLOptionElement[] {
  return s.units
    .filter((u) => !side || u.side === side)
    .flatMap((u) =>
      refsOf(u).map((ref) =>
        el('option', { value: ref }, `${ref} — ${names[u.id] ?? u.name} (${names[u.side] ?? u.side})`),
      ),
    );
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
  if (f.kind === 'choice')
    return el(
      'select',
      { id, name: f.key },
      ...(f.choices ?? []).map((c) => el('option', { value: c }, c ? choiceWord(c) : w('notGiven'))),
    );
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
  // A place is tapped on the map: the button opens it for this field, the tap fills the field and comes back.
  const onMap = () => {
    if (!document.getElementById('map-svg') || !(f.kind === 'units' || f.place)) return [];
    const b = el('button', { type: 'button', class: 'secondary', 'aria-label': `${w('onMap')}: ${label}` }, w('onMap'));
    b.addEventListener('click', () => {
      activeInput = input;
      returnTo = input;
      showTab('map');
    });
    return [b];
  };
  if (f.kind !== 'units') return f.kind === 'text' ? el('div', { class: 'units' }, input, ...onMap()) : input;
  const pick = el('select', { 'aria-label': `${w('addUnit')}: ${label}` }, el('option', { value: '' }, w('addUnit')));
  pick.append(...unitOptions(f.side));
  pick.addEventListener('change', () => {
    if (!pick.value) return;
    input.value = [
      ...input.value
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
      pick.value,
    ].join(',');
    pick.value = '';
  });
  return el('div', { class: 'units' }, input, pick, ...onMap());
}

/** A position typed or pasted on a procedure screen: what the procedure's --position would read from a file. */
const positions = new WeakMap<Record<string, unknown>, string>();

function collect(form: HTMLFormElement, p: TableProcedure, hand: boolean): Record<string, unknown> {
  const label = (f: TableField) => say(`${p.game}.${p.verb}.${f.key}`, f.label);
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

function procedureScreen(p: TableProcedure): HTMLElement {
  const form = el('form', { class: 'procedure', 'data-procedure': `${p.verb}` });
  form.addEventListener('submit', (e) => e.preventDefault());
  const fields = p.fields.map((f) => {
    const id = `f-${p.verb}-${f.key}`;
    const label = say(`${p.game}.${p.verb}.${f.key}`, f.label);
    const row = el(
      'div',
      { class: `field ${f.kind}` },
      el('label', { for: id }, label),
      fieldInput(f, id, label),
      ...(f.hint ? [el('small', {}, say(`${p.game}.${p.verb}.${f.key}.hint`, f.hint))] : []),
    );
    if (f.kind === 'dice') row.classList.add('hand-only');
    return row;
  });
  const hand = el('input', { type: 'checkbox', id: `hand-${p.verb}`, name: 'hand' });
  const keep = el('input', { type: 'checkbox', id: `keep-${p.verb}`, name: 'keep', checked: '' });
  const fill = el('input', { type: 'checkbox', id: `fill-${p.verb}`, name: 'fill' });
  const out = el('div', { class: 'output', 'aria-live': 'polite' });
  const question = el('div', { class: 'question' });
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
      drawError(out, e);
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
      const readPosition = (name: string, sc: Scenario) => readPositionText(name, text ?? '', sc);
      const r = await p.run(
        { scenario: s, env: runEnv, ...(text !== undefined ? { readPosition } : {}) },
        flags,
        given,
      );
      drawOutput(out, r);
      drawQuestion(question, asked, (next) => run('roll', next));
    } catch (e) {
      drawError(out, e);
    }
    (question.firstChild ? question : out).scrollIntoView({ block: 'start' });
  };
  preview.addEventListener('click', () => run('preview'));
  roll.addEventListener('click', () => run('roll'));
  form.append(
    el('h2', {}, `${say(`${p.game}.${p.verb}`, p.title)} (${p.rule})`),
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
    el('div', { class: 'actions' }, preview, roll),
    out,
    question,
  );
  syncHand();
  const waiting = store.journal().pending;
  if (waiting?.command === `${p.verb} ${p.game}`) drawQuestion(question, waiting, (answer) => run('roll', answer));
  return form;
}

/** A choice the rules give after the result: asked, never assumed. */
function drawQuestion(box: HTMLElement, asked: ChoiceAsked | undefined, answer: (choice: string) => void): void {
  if (!asked) {
    box.replaceChildren();
    return;
  }
  const id = `answer-${box.closest('form')?.dataset.procedure ?? 'x'}`;
  const input = el('input', { type: 'text', id, autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false' });
  // The example answer's placeholder for a hex, in the page's words; the player replaces it with the hex.
  const options = asked.options
    .filter((o) => !o.includes('…'))
    .map((o) => o.replace(/=HEX\b/g, `=${w('answerPlaceholder')}`));
  const go = el('button', { type: 'button', 'data-action': 'answer' }, w('answer'));
  go.addEventListener('click', () => answer(input.value.trim()));
  box.replaceChildren(
    el('h3', {}, `${w('choice')} (${asked.rule})`),
    el('p', {}, reportText(asked.question, rw)),
    el('label', { for: id }, w('yourAnswer')),
    input,
    ...options.map((o) => {
      const b = el('button', { type: 'button', class: 'secondary' }, o);
      b.addEventListener('click', () => {
        input.value = o;
      });
      return b;
    }),
    go,
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
  const screens = list.map(procedureScreen);
  const picker = el('div', { class: 'picker', role: 'tablist' });
  const pick = (i: number) => {
    screens.forEach((x, j) => {
      x.hidden = j !== i;
    });
    for (const [j, b] of [...picker.children].entries()) b.setAttribute('aria-selected', String(j === i));
  };
  list.forEach((p, i) => {
    const b = el('button', { type: 'button', role: 'tab', 'data-pick': p.verb }, say(`${p.game}.${p.verb}`, p.title));
    b.addEventListener('click', () => pick(i));
    picker.append(b);
  });
  sec.replaceChildren(...(list.length > 1 ? [picker] : []), ...screens);
  pick(0);
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
      drawOutput(out, await runCrt({ env }, s, flags));
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

/** A command as the screen that runs it is titled ("move veritable" → "Movement"); the CRT reader's by its tab. */
function commandTitle(command: string): string | undefined {
  const p = gameProcedures.find((x) => [`${x.verb} ${x.game}`, `${x.verb} check ${x.game}`].includes(command));
  if (p) return say(`${p.game}.${p.verb}`, p.title);
  return data.words[`journal.command.${command.split(' ')[0]}`];
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
        key: (x) => data.words[`journal.key.${x}`] ?? x,
        command: (x) => commandTitle(x) ?? x,
        text: (x) => data.words[`choice.${x}`] ?? chartName(x) ?? reportText(x, rw),
      };

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
  const undo = el('button', { type: 'button', class: 'secondary', 'data-action': 'undo' }, w('undo'));
  undo.addEventListener('click', () => {
    try {
      const jj = store.journal();
      undoLast(jj);
      store.replace(jj);
      drawJournal();
    } catch (e) {
      drawError(out, e);
    }
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
    el('p', {}, j.entries.length ? counted(j.entries.length, 'entries') : w('noEntries')),
    ...(j.pending ? [el('p', { class: 'error' }, `${w('choice')}: ${reportText(j.pending.question, rw)}`)] : []),
    entries,
    el('div', { class: 'actions' }, undo, exportB),
    el('div', { class: 'field' }, el('label', { for: 'import' }, w('import')), file),
    el('div', { class: 'actions' }, clear),
    out,
  );
}

// ---- the map: a tap puts the space's id into the field last touched

function wireMap(): void {
  const map = document.getElementById('map-svg');
  if (!map) return;
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
    if (isUnits && last && !last.includes('@')) items[items.length - 1] = `${last}@${place}`;
    else if (isList) items.push(place);
    else items.splice(0, items.length, place);
    activeInput.value = items.join(',');
    label.textContent += ` → ${activeInput.labels?.[0]?.textContent ?? ''}`;
    if (returnTo) {
      const back = returnTo;
      returnTo = undefined;
      showTab('procedures');
      back.scrollIntoView({ block: 'center' });
    }
  });
}

drawProcedures();
drawCrt();
wireMap();
showTab('procedures');
// When the page answers a tap: its time from navigation is what the README's time-to-interactive figure reports.
document.body.dataset.readyAt = performance.now().toFixed(1);
document.body.dataset.ready = 'true';

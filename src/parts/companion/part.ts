import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { BuildOptions, Part, ProcedureSketch } from '../part.js';
import type { Scenario } from '../../model/scenario.js';
import { PROJECT_ROOT } from '../../load/bundled.js';
import { localeTexts } from '../../load/locale-texts.js';
import { placeNames } from '../../print/place-name.js';
import { escapeXml } from '../../print/escape.js';
import { ownWords } from '../../print/catalogue/index.js';
import type { KitFile } from '../../print/write-kit.js';
import { aidContents, type Aid, type AidElement } from '../aids/api.js';
import { screenMap, type ScreenMap } from '../map/api.js';
import { COMPANION_CSS } from './companion-css.js';
import { companionWords, type PageWordKey } from './companion-words.js';

// The table companion: one HTML file a phone opens from anywhere, with nothing fetched. This side only
// inlines: the page's script (built for the browser from the rules modules, dist/companion/app.js), the
// game as the loader checked it, the map drawing and the aids. The rules themselves run in the page.

const APP = join(PROJECT_ROOT, 'dist', 'companion', 'app.js');
/** The inflater of the page's packed texts, kept as plain text and run when the page first unpacks one. */
const INFLATE_APP = join(PROJECT_ROOT, 'dist', 'companion', 'inflate.js');
/** The page's own script, which draws the first screen and runs the engine (app.js) when it is first needed. */
const PAGE_APP = join(PROJECT_ROOT, 'dist', 'companion', 'page.js');
/** The YAML readers' own script, which the page's script runs only when a position is pasted (rolldown.config.mjs). */
const YAML_APP = join(PROJECT_ROOT, 'dist', 'companion', 'yaml.js');
/** The target for the largest game; the build says when a companion outgrows it. */
export const COMPANION_BUDGET = 1.5 * 2 ** 20;

/** The hooks modules a game's rules name ("<module>.<name>" wherever a `hook` is given). */
function hookModules(rules: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'hook' && typeof x === 'string' && x.includes('.')) out.add(x.slice(0, x.indexOf('.')));
        else walk(x);
      }
  };
  walk(rules);
  return out;
}

/**
 * The page's script's file: a game whose rules name one hooks module takes the script built with that module's hooks
 * alone (dist/companion/app-<module>.js), so the phone parses one game's rules; any other takes every module's.
 */
function appScript(s: Scenario): string {
  const modules = [...hookModules(s.rules)];
  const one = modules.length === 1 ? join(PROJECT_ROOT, 'dist', 'companion', `app-${modules[0]}.js`) : undefined;
  return one && existsSync(one) ? one : APP;
}

/** A script the build made, as text for a script element: nothing in it may close the element. */
function builtScript(file: string): string {
  try {
    return readFileSync(file, 'utf8').replace(/<\/script/gi, '<\\/script');
  } catch {
    throw new Error(`${file} is missing: the companion's script is built by "npm run build"`);
  }
}

/**
 * A script the build made, packed: as `npm run build` packed it (bin/pack-companion.cjs), where that is no older
 * than the script, else packed here. The engine and the YAML readers are the same for every game.
 */
function packedScript(file: string): string {
  const made = `${file}.packed`;
  try {
    if (statSync(made).mtimeMs >= statSync(file).mtimeMs) return `data-packed="deflate">${readFileSync(made, 'utf8')}`;
  } catch {
    // Not packed by the build (a dist made by tsc alone): packed below.
  }
  return packed(builtScript(file));
}

/**
 * Text the page keeps inert until it is used (the rules engine, the map's drawing, the YAML readers), packed:
 * deflated, in base64. A phone reads and decodes every byte of the page before it draws, and these are most of
 * them; the page's script unpacks one when it first needs it (a few ms). Base64 holds no "<", so nothing in it
 * can close its element.
 */
const packed = (text: string) =>
  `data-packed="deflate">${deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64')}`;

/** JSON inside a script element: "<" escaped so no text in the game can close the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * What the first screen reads of the game's own section: its title, sides, formations (the unit chips) and options
 * (their titles and choices). Its description, sources, abilities and every provenance and reason stay in the packed
 * scenario: they were two thirds of the small data block the phone parses before its first screen.
 */
export function pageGame(g: Scenario['game']) {
  return {
    title: g.title,
    sides: g.sides.map(({ id, name }) => ({ id, name })),
    formations: g.formations.map(({ id, name, color }) => ({ id, name, ...(color ? { color } : {}) })),
    options: g.options.map(({ id, title, choices }) => ({
      id,
      title,
      choices: choices.map(({ id: c, text }) => ({ id: c, text })),
    })),
  };
}

/** What the rules read of the game; where each value came from stays with the build. */
function pageScenario(s: Scenario): Omit<Scenario, 'origins' | 'dir' | 'locales'> {
  // Copied key by key, never reading `origins`: a scenario from the cache reads it by parsing the game's files again
  // (a second load of the whole game, in the build worker of `build --all` every time).
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(s) as (keyof Scenario)[])
    if (key !== 'origins' && key !== 'dir' && key !== 'locales') rest[key] = s[key];
  return rest as Omit<Scenario, 'origins' | 'dir' | 'locales'>;
}

/**
 * A chart cell's text with its swatch beside it, one line of text high: the same drawing the printed chart carries,
 * sized in em so it follows the page's type. The markup is ours (colours checked at load, the id escaped where it
 * was made). The text already carries its dagger when the row is reconstructed.
 */
function swatchHtml(c: { swatch?: { svg: string } }, html: string): string {
  if (!c.swatch) return html;
  const svg = c.swatch.svg
    .replace(/^<svg xmlns="[^"]*"/, '<svg class="swatch" aria-hidden="true"')
    .replace(/ width="[^"]*" height="[^"]*"/, ' width="1.6em" height="1em"');
  // Side by side, so a name that wraps stays beside its swatch rather than falling under it.
  return `<span class="swatched">${svg}<span>${html}</span></span>`;
}

function elementHtml(e: AidElement): string {
  switch (e.kind) {
    case 'heading':
      return `<h4>${escapeXml(e.text)}</h4>`;
    case 'text':
      return `<p${e.small ? ' class="small"' : ''}>${escapeXml(e.text)}</p>`;
    case 'list':
      return `<ul>${e.items
        .map((i) => `<li style="margin-left:${(i.indent ?? 0) * 1}em">${escapeXml(`${i.marker} ${i.text}`)}</li>`)
        .join('')}</ul>`;
    case 'track':
      return `<ol class="track">${e.boxes
        .map(
          (b) =>
            `<li${b.night ? ' class="night"' : ''}><b>${escapeXml(b.number)}</b> ${escapeXml(b.label)}` +
            `${b.events.map((x) => `<br><small>${escapeXml(x)}</small>`).join('')}</li>`,
        )
        .join('')}</ol>`;
    case 'table':
      return (
        `<div class="scroll"><table>${e.group ? `<caption>${escapeXml(e.group)}</caption>` : ''}<thead><tr>` +
        e.columns.map((c) => `<th scope="col">${escapeXml(c.label)}</th>`).join('') +
        '</tr></thead><tbody>' +
        e.rows
          .map(
            (r) =>
              `<tr${r.dark ? ' class="night"' : ''}>` +
              r.cells
                .map((c, i) =>
                  e.columns[i]?.rowHeader
                    ? `<th scope="row">${swatchHtml(c, escapeXml(c.text))}</th>`
                    : `<td>${swatchHtml(c, escapeXml(c.text))}</td>`,
                )
                .join('') +
              '</tr>',
          )
          .join('') +
        '</tbody></table></div>'
      );
  }
}

function aidsHtml(aids: Aid[]): string {
  return aids
    .map(
      (a) =>
        `<details><summary>${escapeXml(a.title)}</summary>${a.tag ? `<p class="small">${escapeXml(a.tag)}</p>` : ''}` +
        `${a.elements.map(elementHtml).join('')}</details>`,
    )
    .join('');
}

/** A hex or sector's tap circle: it reaches halfway to its nearest neighbour, so no two targets overlap. */
function reachOf(m: ScreenMap): (c: readonly [number, number]) => number {
  return (c) => {
    let d = Infinity;
    for (const o of m.things) {
      const dd = Math.hypot(o.centre[0] - c[0], o.centre[1] - c[1]);
      if (dd > 0 && dd < d) d = dd;
    }
    return Number.isFinite(d) ? d / 2 : 12;
  };
}

/** The map's spaces for the page's script, which needs them before the drawing is shown: id, centre, reach. */
function mapSpaces(m: ScreenMap): (string | number)[][] {
  const reach = reachOf(m);
  return m.things.map((t) =>
    t.polygon?.length ? [t.id] : [t.id, +t.centre[0].toFixed(1), +t.centre[1].toFixed(1), +reach(t.centre).toFixed(1)],
  );
}

/**
 * The drawing's outlines (path data, polygon points) to the precision a phone can show: a step of about a device
 * pixel with the map at its widest (8x zoom on a 390 px screen at 3 device pixels a pixel, some 4,700 across the
 * map's width) is 1 unit on Death of a Division's 4,887-unit map, whose outlines the build gives in hundredths.
 * Its packed drawing was over half the page (231 KB of 461 KB), and a phone decodes and scans every byte of the page
 * before its first screen; rounded, 174 KB. A coordinate every outline shares rounds alike, so borders stay shared.
 * An outline of straight lines is then written as steps from point to point (relativePath), and an area's tap target
 * is such an outline too: the same points, and Death of a Division's drawing 358 → 197 K characters, 161 → 73 KB
 * packed in the page (whose whole is 401 → 313 KB).
 */
export function screenPrecision(svg: string): string {
  const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);
  if (!(width > 0)) return svg;
  const digits = Math.max(0, -Math.floor(Math.log10(width / 4700)));
  const round = digits === 0 ? wholeText : (n: string) => String(Number(Number(n).toFixed(digits)) || 0);
  return svg.replace(/ (d|points)="([^"]*)"/g, (_, name: string, v: string) => {
    if (name === 'd') {
      // Plain path data is rounded and made relative in one reading of its text (Death of a Division's drawing
      // and targets are some 60,000 numbers); any other takes the two steps, which give the same text.
      const plain = plainPathNumbers(v, digits);
      const steps = plain && relativeSteps(plain, 10 ** digits);
      return ` d="${steps ?? relativePath(v.replace(DECIMAL, round), digits)}"`;
    }
    return ` ${name}="${v.replace(DECIMAL, round)}"`;
  });
}

/** A number with a decimal point, as the drawing's precision rounds it. */
const DECIMAL = /-?\d*\.\d+/g;

const [M, L, Z, SPACE, COMMA, MINUS, DOT, ZERO, NINE] = [...'MLZ ,-.09'].map((c) => c.charCodeAt(0));
const isDigit = (c: number) => c >= ZERO && c <= NINE;

/**
 * Path data of M, L and Z with numbers apart (a space, a comma or a letter between any two), as its commands and
 * its numbers rounded to `digits` places in whole units of the last place: what relativePath reads of the text the
 * rounding makes, without writing that text. Anything else (a curve, an exponent, "1.5.5" or "5-3", where the
 * rounded text could join two numbers into one) is undefined.
 */
function plainPathNumbers(d: string, digits: number): (string | number)[] | undefined {
  const unit = 10 ** digits;
  const out: (string | number)[] = [];
  let i = 0;
  while (i < d.length) {
    const c = d.charCodeAt(i);
    if (c === M || c === L || c === Z) {
      out.push(d[i]);
      i++;
      continue;
    }
    if (c === SPACE || c === COMMA) {
      i++;
      continue;
    }
    const start = i;
    if (c === MINUS) i++;
    if (!isDigit(d.charCodeAt(i))) return undefined;
    while (isDigit(d.charCodeAt(i))) i++;
    let decimal = false;
    if (d.charCodeAt(i) === DOT) {
      i++;
      if (!isDigit(d.charCodeAt(i))) return undefined;
      while (isDigit(d.charCodeAt(i))) i++;
      decimal = true;
    }
    const next = d.charCodeAt(i);
    if (i < d.length && next !== SPACE && next !== COMMA && next !== M && next !== L && next !== Z) return undefined;
    const x = Number(d.slice(start, i));
    if (!decimal) out.push(Math.round(x * unit));
    // As wholeText and the rounding to `digits` places write it, read back in units of the last place.
    else if (digits === 0) out.push((x < 0 ? -Math.round(-x) : Math.round(x)) || 0);
    else out.push(Math.round((Number(x.toFixed(digits)) || 0) * unit));
  }
  return out;
}

/**
 * A number's text to whole units as toFixed(0) rounds it (the nearest whole number, a half away from zero), without
 * writing the text toFixed makes and reading it back: about a third less of Death of a Division's rounding.
 */
function wholeText(n: string): string {
  const x = Number(n);
  return String((x < 0 ? -Math.round(-x) : Math.round(x)) || 0);
}

/**
 * Path data of absolute moves and lines (M, L, Z) as the same points reached by relative lines: "M4863 3542L4859
 * 3541L4853 3539" is "M4863 3542l-4-1-6-2". Each step is the difference of two values already at `digits` places,
 * worked in whole units of the last place, so every point lands where it stood. Any other command (a curve, an
 * exponent) leaves the path as it was.
 */
export function relativePath(d: string, digits: number): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  // A letter is a token of its own; a number starts with a digit, "-" or ".".
  const letter = (t: string) => t.length === 1 && ((t >= 'A' && t <= 'Z') || (t >= 'a' && t <= 'z'));
  if (tokens.some((t) => letter(t) && t !== 'M' && t !== 'L' && t !== 'Z')) return d;
  const unit = 10 ** digits;
  return (
    relativeSteps(
      tokens.map((t) => (letter(t) ? t : Math.round(Number(t) * unit))),
      unit,
    ) ?? d
  );
}

/**
 * Commands (M, L, Z) and numbers in whole units of the last place as relative steps, or undefined where the path is
 * not moves and lines of whole pairs (relativePath then keeps its text).
 */
function relativeSteps(tokens: readonly (string | number)[], unit: number): string | undefined {
  // The text is built in parts (joined once): a number follows a letter or a "-" sign directly, else a space.
  const out: string[] = [];
  let afterLetter = false;
  let command = '';
  let last = '';
  let pair: number[] = [];
  let at = [0, 0];
  let start = [0, 0];
  const put = (n: number) => {
    const text = String(n / unit);
    out.push(text.startsWith('-') || afterLetter ? text : ` ${text}`);
    afterLetter = false;
  };
  const mark = (c: string) => {
    out.push(c);
    afterLetter = true;
  };
  for (const t of tokens) {
    if (typeof t === 'string') {
      command = t;
      pair = [];
      if (t === 'Z') {
        mark('Z');
        last = 'Z';
        at = start;
      }
      continue;
    }
    pair.push(t);
    if (pair.length < 2) continue;
    const [x, y] = pair;
    pair = [];
    if (command === 'M') {
      mark('M');
      last = 'M';
      put(x);
      put(y);
      at = start = [x, y];
      // Further pairs after a move are lines to them.
      command = 'L';
      continue;
    }
    if (command !== 'L') return undefined;
    if (last !== 'l') mark('l');
    last = 'l';
    put(x - at[0]);
    put(y - at[1]);
    at = [x, y];
  }
  return pair.length ? undefined : out.join('');
}

/** The drawing as a script element's text: nothing in it may close the element. */
const mapSource = (m: ScreenMap, cells?: Record<string, string>) =>
  screenPrecision(mapHtml(m, cells)).replace(/<\/script/gi, '&lt;/script');

/** The map drawing with a tap target over every space, named for a screen reader. */
function mapHtml(m: ScreenMap, cells: Record<string, string> = {}): string {
  // A hex or sector has only its centre here: its target is the circle that reaches halfway to its nearest
  // neighbour, so the whole space answers a finger and no two targets overlap.
  const reach = reachOf(m);
  const targets = m.things
    .map((t) => {
      const shown = cells[t.id] ?? t.id;
      const label = escapeXml(t.name ? `${t.name} (${shown})` : shown);
      const attrs = `data-space="${escapeXml(t.id)}" aria-label="${label}" role="button"`;
      // An area's target is its outline as a path, which the drawing's precision writes as relative steps.
      return t.polygon?.length
        ? `<path ${attrs} d="M${t.polygon.map((p) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('L')}Z"/>`
        : `<circle ${attrs} cx="${t.centre[0].toFixed(1)}" cy="${t.centre[1].toFixed(1)}" ` +
            `r="${reach(t.centre).toFixed(1)}"/>`;
    })
    .join('');
  // A hex or sector is named where a finger taps it, as the printed map numbers it in this language.
  const labels = m.things
    .filter((t) => !t.polygon?.length)
    .map((t) => {
      const r = reach(t.centre);
      return (
        `<text x="${t.centre[0].toFixed(1)}" y="${(t.centre[1] - r * 0.45).toFixed(1)}" ` +
        `font-size="${(r * 0.42).toFixed(1)}">${escapeXml(cells[t.id] ?? t.id)}</text>`
      );
    })
    .join('');
  const svg = m.svg
    .replace(/^<svg([^>]*) width="[^"]*" height="[^"]*"/, '<svg$1 id="map-svg"')
    .replace(
      /<\/svg>\s*$/,
      `${labels ? `<g class="labels" aria-hidden="true">${labels}</g>` : ''}<g class="spaces">${targets}</g></svg>`,
    );
  return svg;
}

/**
 * The cells whose label differs in this language's numbering, primary label → printed label: the page names the
 * hexes a report mentions, and fills a tapped hex, as the map in the player's language prints them.
 */
function cellsIn(s: Scenario, lang: string, map: ScreenMap | undefined): Record<string, string> | undefined {
  const places = placeNames(s, lang);
  const pairs = (map?.things ?? []).map((t) => [t.id, places.inText(t.id)]).filter(([a, b]) => a !== b);
  return pairs.length ? Object.fromEntries(pairs) : undefined;
}

/**
 * The game's procedure screens in the page's language, from its locale's `procedures` (keyed by the procedure's
 * id in rules.yaml), under the keys the page reads them by: a hook's name ("my-game.combat.attacker"), or the
 * game's id for a procedure the engine runs.
 */
function procedureWords(s: Scenario, lang: string): Record<string, string> {
  const own = (lang === 'en' ? undefined : s.locales[lang])?.procedures ?? {};
  const out: Record<string, string> = {};
  for (const p of s.rules?.procedures ?? []) {
    const name = p.kind === 'hook' ? p.hook : `${s.id}.${p.id}`;
    for (const [k, v] of Object.entries(own))
      if (k === p.id || k.startsWith(`${p.id}.`)) out[`${name}${k.slice(p.id.length)}`] = v;
  }
  return out;
}

/** The rules engine's words in the page's language, for the engine in the page and the build's sketches alike. */
const rulesWordsOf = (s: Scenario, lang: string) => (s.rules ? ownWords(s, lang, 'rules') : {});

const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');

/**
 * The page in ASCII alone, meaning unchanged: a character past ASCII is a character reference in markup, a \uXXXX
 * escape in a script or JSON (the page's scripts carry them only in strings, templates and regular expressions) and
 * a CSS escape in the style sheet. One such character anywhere (the title's dash) made Chromium decode the whole
 * document, some 280 KB, to 16-bit text, twice before the first screen, and parse and compile the scripts from it:
 * at 4x CPU that decoding alone was 60-100 ms of the main thread; in ASCII, 20-25 ms.
 */
export function asciiPage(html: string): string {
  return html.replace(
    /(<script\b[^>]*>[\s\S]*?<\/script>)|(<style\b[^>]*>[\s\S]*?<\/style>)|[\u0080-\uffff]+/g,
    (m, js, css) =>
      js
        ? // A character a backslash escaped ("\\é") is that character itself: the backslash goes with it.
          m.replace(/(\\*)([\u0080-\uffff])/g, (_, b: string, c: string) => `${b.slice(b.length % 2)}\\u${hex4(c)}`)
        : css
          ? m.replace(/[\u{80}-\u{10ffff}]/gu, (c) => `\\${c.codePointAt(0)?.toString(16)} `)
          : [...m].map((c) => `&#x${c.codePointAt(0)?.toString(16)};`).join(''),
  );
}

/**
 * The companion page. With the procedures' sketches, its first screen is drawn by the page's own script before
 * the rules engine runs; without them the engine describes the procedures as the page opens (slower).
 */
export function companionHtml(
  s: Scenario,
  lang: string,
  procedures?: readonly ProcedureSketch[],
  sheet: { counterPt?: number; paper?: BuildOptions['paper'] } = {},
): string {
  const words = { ...procedureWords(s, lang), ...companionWords(ownWords(s, lang, 'companion')) };
  const w = (k: PageWordKey) => escapeXml(words[k]);
  const map = s.map ? screenMap(s, lang, sheet.counterPt, sheet.paper) : undefined;
  const local = localeTexts(s, lang);
  const title = escapeXml(local.names[s.id] ?? s.game.title);
  const cells = cellsIn(s, lang, map);
  const rulesWords = rulesWordsOf(s, lang);
  const spaces = map ? mapSpaces(map) : undefined;
  // The first screen's data: the game's head (its id, options, sides and a short unit list for the unit pickers)
  // and the words. The whole scenario, which only the rules and later screens read, is packed beside the engine.
  const head = {
    id: s.id,
    game: pageGame(s.game),
    units: s.units.map(({ id, name, side, formation, count, setup, reserve }) => ({
      id,
      name,
      side,
      formation,
      count,
      ...(reserve ? { reserve: true } : {}),
      ...(setup ? { setup: { location: setup.location, start: setup.start } } : {}),
    })),
  };
  // The locale's texts and the rules' words are read only by results and reports (Russian Veritable: some 105 KB of
  // Cyrillic, 215 KB once escaped to ASCII, which the phone would decode, scan and parse before its first screen):
  // they are packed, unpacked the first time a report or the engine reads them. The first screen keeps inline only
  // the texts it shows itself: its options' titles and choices.
  // So are the rules' sections its screens cite in their headings and under their fields ("Engineers", «Сапёры»).
  const hints = (procedures ?? []).flatMap((p) => [
    p.rule,
    ...p.fields.map((f) => ('hint' in f && typeof f.hint === 'string' ? f.hint : '')),
  ]);
  const firstTexts = Object.fromEntries(
    [...head.game.options.flatMap((o) => [o.title, ...o.choices.map((c) => c.text)]), ...hints].flatMap((en) =>
      local.texts[en] !== undefined ? [[en, local.texts[en]]] : [],
    ),
  );
  const later = Object.keys(local.texts).length || Object.keys(rulesWords).length;
  const laterText = later ? packed(JSON.stringify({ texts: local.texts, rulesWords })) : '';
  const laterWords = later ? `<script type="application/json" id="sandtable-words" ${laterText}</script>\n` : '';
  const data = scriptJson({ head, lang, words, names: local.names, texts: firstTexts, cells, spaces, procedures });
  // The first screen needs only the game's head and the page's own script, which come first: the parser reaches the
  // script without tokenizing the packed texts (some 130-190 KB), and a phone draws no half-parsed page before it
  // (each pause of the parser over those texts was a frame of its own: a third of the main thread before ready).
  // The rules engine, the whole scenario and the packed words follow it (unpacked only when a tap first needs them;
  // a tap before they are parsed waits for the one-line script after them); then the aids (built when their tab
  // first opens: Nordwind's are some 1,300 elements), the map's drawing (kept as text until the map is first shown)
  // and the YAML readers, packed, so the page is drawn and answers before they are read.
  return asciiPage(`<!doctype html>
<html lang="${escapeXml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} — ${w('pageTitle')}</title>
<style>${COMPANION_CSS}</style>
</head>
<body>
<header><h1>${title}</h1>
<nav aria-label="${w('procedures')}">
<button type="button" data-tab="procedures">${w('procedures')}</button>
<button type="button" data-tab="crt">${w('crtTab')}</button>
<button type="button" data-tab="journal">${w('journal')}</button>
<button type="button" data-tab="aids">${w('aids')}</button>
${map ? `<button type="button" data-tab="map">${w('map')}</button>` : ''}
</nav></header>
<main>
<section id="procedures"></section>
<section id="crt" hidden></section>
<section id="journal" hidden></section>
<script type="application/json" id="sandtable-data">${data}</script>
<script>${builtScript(PAGE_APP)}</script>
<script type="text/plain" id="sandtable-inflate">${builtScript(INFLATE_APP)}</script>
<script type="text/plain" id="sandtable-engine" ${packedScript(appScript(s))}</script>
<script type="application/json" id="sandtable-scenario" ${packed(JSON.stringify(pageScenario(s)))}</script>
${laterWords}<script>globalThis.__sandtableParsed?.()</script>
<section id="aids" hidden><h2>${w('aids')}</h2></section>
<script type="text/plain" id="aids-source" ${packed(aidsHtml(aidContents(s, lang)))}</script>
${
  map
    ? `<section id="map" hidden><h2>${w('map')}</h2>` +
      `<p class="small">${w('mapHint')}</p>` +
      `<p>${w('picked')}: <output id="map-picked"></output></p>` +
      `<button type="button" data-tab="procedures">${w('back')}</button>` +
      `<div class="zoom" role="group" aria-label="${w('zoom')}">` +
      `<button type="button" class="secondary" data-zoom="-1" aria-label="${w('zoomOut')}">−</button>` +
      `<button type="button" class="secondary" data-zoom="1" aria-label="${w('zoomIn')}">+</button></div>` +
      `<div class="map${map.things.some((t) => t.polygon?.length) ? ' areas' : ''}"></div>` +
      '</section>'
    : ''
}
</main>
${map ? `<script type="text/plain" id="map-source" ${packed(mapSource(map, cells))}</script>` : ''}
<script type="text/plain" id="sandtable-yaml" ${packedScript(YAML_APP)}</script>
</body>
</html>
`);
}

export const companionPart: Part = {
  id: 'companion',
  skipReason: () => undefined,
  async build(s, opts): Promise<KitFile[]> {
    // The map part's own drawing (the same counters and paper): drawn once a build for the kit's three map users.
    const html = companionHtml(s, opts.lang, await opts.procedures?.(s), {
      counterPt: opts.counterSize?.pt,
      paper: opts.paper,
    });
    const bytes = Buffer.byteLength(html);
    const mb = (bytes / 2 ** 20).toFixed(2);
    opts.progress(
      `companion.html: ${mb} MB, one file for a phone at the table (no network)` +
        `${bytes > COMPANION_BUDGET ? `; over the ${COMPANION_BUDGET / 2 ** 20} MB target` : ''}`,
    );
    return [{ name: 'companion.html', data: html }];
  },
};

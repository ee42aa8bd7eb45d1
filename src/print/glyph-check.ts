import { join } from 'node:path';
import type { Scenario, SourceRef } from '../model/scenario.js';
import type { PathPart } from '../model/source.js';
import { problemAt } from '../load/source-file.js';
import type { Problem } from '../load/problem.js';
import { FONT_FILES } from './fonts.js';
import { loadTrueType } from './pdf/truetype.js';

/** Texts worth checking at most, so a hostile file cannot make the check itself slow. */
const MAX_FINDINGS = 50;

/** A character DejaVu cannot draw prints as an empty box: said at validation, never found on paper. */
function drawable(): (ch: string) => boolean {
  const font = loadTrueType(FONT_FILES.regular);
  const seen = new Map<string, boolean>();
  return (ch) => {
    let ok = seen.get(ch);
    if (ok === undefined) {
      const cp = ch.codePointAt(0)!;
      // Line breaks and tabs are layout, not glyphs.
      ok = cp < 0x20 || font.glyphOf(cp) !== 0;
      seen.set(ch, ok);
    }
    return ok;
  };
}

/**
 * Calls `visit` for every string under `value` with its path. The path is one array pushed and popped as the walk
 * goes (a map holds tens of thousands of coordinates, and a copy per value cost a build 0.15 s): `visit` copies it
 * if it keeps it.
 */
function walk(value: unknown, path: PathPart[], visit: (text: string, path: PathPart[]) => void, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v === null || (typeof v !== 'string' && typeof v !== 'object')) continue;
      path.push(i);
      walk(v, path, visit, depth + 1);
      path.pop();
    }
  else if (value && typeof value === 'object')
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (v === null || (typeof v !== 'string' && typeof v !== 'object') || !Object.hasOwn(value, k)) continue;
      path.push(k);
      walk(v, path, visit, depth + 1);
      path.pop();
    }
}

/** Printable ASCII: DejaVu draws every one of them, so such a text needs no glyph look-up. */
const PLAIN = /^[\x20-\x7e\n\r\t]*$/;

const show = (ch: string) => `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * Every text of a game, in every language it has, with a character the embedded fonts cannot draw (CJK,
 * emoji, rare scripts), as a problem naming the file and the field.
 */
export function undrawableText(s: Scenario): Problem[] {
  const ok = drawable();
  const found: { where: () => SourceRef | undefined; file: string; path: PathPart[]; message: string }[] = [];
  const check = (where: () => SourceRef | undefined, file: string, value: unknown) =>
    walk(value, [], (text, path) => {
      if (found.length >= MAX_FINDINGS || PLAIN.test(text)) return;
      // Character by character, no copies: a locale's texts are all outside PLAIN, and each was spread into an
      // array of its characters (about a third of this check for Veritable's Russian).
      let bad: string[] | undefined;
      for (const ch of text) if (!ok(ch) && !bad?.includes(ch)) (bad ??= []).push(ch);
      if (!bad) return;
      const chars = bad.slice(0, 5).map(show).join(', ');
      found.push({
        where,
        file,
        path: [...path],
        message: `${chars} cannot be printed: the embedded fonts have no glyph for it`,
      });
    });
  // Origins are read again from the files only when there is something to place on a line.
  const o = () => s.origins;
  check(() => o().game, join(s.dir, 'game.yaml'), s.game);
  s.units.forEach((u, i) => check(() => o().units[i], join(s.dir, 'units.yaml'), u));
  s.markers.forEach((m, i) => check(() => o().markers[i], join(s.dir, 'units.yaml'), m));
  if (s.map) check(() => o().map, join(s.dir, 'map.yaml'), s.map);
  s.charts.forEach((c, i) => check(() => o().charts[i], join(s.dir, 'charts.yaml'), c));
  if (s.cards) check(() => o().cards, join(s.dir, 'cards.yaml'), s.cards);
  if (s.rosters) check(() => o().rosters, join(s.dir, 'rosters.yaml'), s.rosters);
  for (const [lang, locale] of Object.entries(s.locales))
    check(() => undefined, join(s.dir, 'locales', `${lang}.yaml`), locale);
  return found.map((f) => {
    const ref = f.where();
    return ref
      ? problemAt(ref.src, [...ref.path, ...f.path], f.message)
      : { file: f.file, path: f.path, message: f.message };
  });
}

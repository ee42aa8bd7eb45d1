import type { Journal } from '../assist/journal/journal-format.js';
import { rollInWords, valueWords, type EntryWords } from '../assist/journal/journal-entries.js';
import { msg, type Message } from '../assist/messages.js';

// `journal show`'s first screen: where the game stands, in a few short lines a player reads at the table
// (turn and phase, units by place, losses, hands and deck, this turn's bookkeeping, the other flags). The
// whole state stays one flag away (--json); nothing here is longer than a line.

/** Keys the summary shows in lines of their own; every other state key is a flag line. */
const OWN_LINES = new Set(['turn', 'phase', 'positions', 'eliminated', 'damage', 'hits', 'hands', 'deck', 'thisTurn']);
/** Places, names on one line, and flag lines shown before "… and N more". */
const MAX_PLACES = 30;
const MAX_NAMES = 8;
const MAX_FLAG = 100;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Names joined, the first few only (as many as fit `width` characters, when given), with how many more. */
function names(list: readonly string[], render: (m: Message) => string, width = Infinity): string {
  let count = Math.min(list.length, MAX_NAMES);
  while (count > 1 && list.slice(0, count).join(', ').length > width) count--;
  const shown = list.slice(0, count).join(', ');
  return list.length > count
    ? `${shown} ${render(msg('journal.summary.more', { count: list.length - count }))}`
    : shown;
}

const clip = (text: string) => (text.length > MAX_FLAG ? `${text.slice(0, MAX_FLAG - 1)}…` : text);

export interface SummaryOptions {
  /** The deck's size, when the game has cards: the draw pile is what the hands, discards and removed leave. */
  deckSize?: number;
  render: (m: Message) => string;
  /** The words of the state's values and keys (as `journal show`'s entries); English as the state keeps them. */
  words?: EntryWords;
  /** A unit's side, from the game: positions are then listed side by side. */
  sideOf?: (unit: string) => string | undefined;
  /** A unit (by its ref) as the front end names it: the game's locale's name; the ref itself in English. */
  unitName?: (ref: string) => string;
  /**
   * A side (by its id, "allied") as the game's data names it ("Allied"); the id itself for anything else. Without
   * it the render's own names word a side.
   */
  sideName?: (id: string) => string;
}

/** Keys of a game's own state object that the summary's own lines show (or that say nothing at the table). */
const OWN_OBJECT_LINES = new Set(['turn', 'phase', 'units', 'version', 'setupRecorded']);

/**
 * A game that keeps each unit as { status, at } in an object of its own (Veritable): its standing units'
 * places, its eliminated units and those off the map (reserve, unplaced, exited), by status.
 */
function unitsOf(own: Record<string, unknown> | undefined) {
  if (!own || !isRecord(own.units)) return undefined;
  const positions: Record<string, string> = {};
  const eliminated: string[] = [];
  const off = new Map<string, string[]>();
  for (const [ref, u] of Object.entries(own.units)) {
    if (!isRecord(u)) continue;
    const status = typeof u.status === 'string' ? u.status : 'map';
    if (status === 'eliminated') eliminated.push(ref);
    else if (status === 'map' && typeof u.at === 'string') positions[ref] = u.at;
    else off.set(status, [...(off.get(status) ?? []), ref]);
  }
  return { positions, eliminated, off };
}

/** The state in short lines, rendered through the front end's words. */
export function journalSummary(j: Journal, o: SummaryOptions): string[] {
  const r = o.render;
  const unit = o.unitName ?? ((ref: string) => ref);
  const side = o.sideName ?? ((id: string) => id);
  // Units by their names (a locale's "30-я бронетанковая бригада (тралы)") are as many as fit a short line.
  const units = (refs: readonly string[]) => names(refs.map(unit), r, o.unitName ? MAX_FLAG : Infinity);
  const st = j.state;
  const lines: string[] = [];
  // A game that keeps its state in one object of its own (Veritable) has its turn and phase there.
  const own = Object.values(st).find((v) => isRecord(v) && typeof v.turn === 'number') as
    | Record<string, unknown>
    | undefined;
  const where = typeof st.turn === 'number' ? st : (own ?? st);
  const turn = typeof where.turn === 'number' ? where.turn : undefined;
  const phase = [where.phase, own?.phase].find((x): x is string => typeof x === 'string');
  lines.push(
    r(
      turn === undefined
        ? msg('journal.summary.noTurn')
        : phase
          ? msg('journal.summary.turnPhase', { turn, phase: side(phase) })
          : msg('journal.summary.turn', { turn }),
    ),
  );
  if (j.pending) lines.push(r(msg('journal.summary.pending', { command: j.pending.command, rule: j.pending.rule })));
  const kept = unitsOf(own);
  const positions = isRecord(st.positions) ? st.positions : kept?.positions;
  const eliminatedList = Array.isArray(st.eliminated) ? st.eliminated.map(String) : (kept?.eliminated ?? []);
  if (positions && Object.keys(positions).length) {
    const gone = new Set(eliminatedList);
    const standing = Object.entries(positions).filter(([unit]) => !gone.has(unit));
    lines.push(r(msg('journal.summary.positions', { count: standing.length })));
    // Side by side when the game says whose each unit is; a place's units in the order the state keeps them.
    const sides = new Map<string, [string, unknown][]>();
    for (const e of standing) {
      const side = o.sideOf?.(e[0]) ?? '';
      sides.set(side, [...(sides.get(side) ?? []), e]);
    }
    for (const [id, onSide] of sides) {
      const byPlace = new Map<string, string[]>();
      for (const [ref, place] of onSide) byPlace.set(String(place), [...(byPlace.get(String(place)) ?? []), ref]);
      const places = [...byPlace.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      if (id) lines.push(r(msg('journal.summary.side', { side: side(id), count: onSide.length })));
      const indent = id ? '  ' : '';
      for (const place of places.slice(0, MAX_PLACES))
        lines.push(indent + r(msg('journal.summary.place', { place, units: units(byPlace.get(place)!) })));
      if (places.length > MAX_PLACES)
        lines.push(`  ${indent}${r(msg('journal.summary.more', { count: places.length - MAX_PLACES }))}`);
    }
  }
  for (const [status, refs] of kept?.off ?? [])
    lines.push(
      r(
        msg('journal.summary.off', {
          status: o.words?.text(status) ?? status,
          count: refs.length,
          units: units(refs),
        }),
      ),
    );
  const damage = { ...(isRecord(st.damage) ? st.damage : {}), ...(isRecord(st.hits) ? st.hits : {}) };
  const losses = Object.entries(damage).filter(([, n]) => typeof n === 'number' && n > 0);
  if (losses.length)
    lines.push(
      r(
        msg('journal.summary.losses', {
          losses: names(
            losses.map(([u, n]) => `${unit(u)} ${n}`),
            r,
          ),
        }),
      ),
    );
  if (eliminatedList.length)
    lines.push(r(msg('journal.summary.eliminated', { count: eliminatedList.length, units: units(eliminatedList) })));
  if (isRecord(st.hands) && Object.keys(st.hands).length) {
    const hands = Object.entries(st.hands).map(([id, h]) =>
      r(msg('journal.summary.hand', { side: side(id), count: Array.isArray(h) ? h.length : 0 })),
    );
    lines.push(r(msg('journal.summary.hands', { hands: hands.join(', ') })));
  }
  if (isRecord(st.deck) || (isRecord(st.hands) && o.deckSize !== undefined)) {
    const deck = isRecord(st.deck) ? st.deck : {};
    const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
    const held = isRecord(st.hands) ? Object.values(st.hands).reduce<number>((n, h) => n + count(h), 0) : 0;
    const discard = count(deck.discard);
    const removed = count(deck.removed);
    const draw = o.deckSize !== undefined ? Math.max(0, o.deckSize - held - discard - removed) : '—';
    lines.push(r(msg('journal.summary.deck', { draw, discard, removed })));
  }
  if (isRecord(st.thisTurn) && isRecord(st.thisTurn.acted)) {
    const done = Object.entries(st.thisTurn.acted)
      .filter(([, v]) => Array.isArray(v) && v.length)
      .map(([what, v]) => r(msg('journal.summary.acted', { what, units: units((v as unknown[]).map(String)) })));
    const mover = typeof st.thisTurn.side === 'string' ? [side(st.thisTurn.side)] : [];
    if (done.length || mover.length)
      lines.push(
        r(
          msg('journal.summary.thisTurn', {
            turn: String(st.thisTurn.turn ?? '—'),
            done: [...mover, ...done].join('; '),
          }),
        ),
      );
  }
  // A game's own object is read key by key, as if its keys were the state's: one short line each.
  const flags = Object.entries(st).flatMap(([key, v]) =>
    kept && v === own
      ? Object.entries(own!).filter(([k]) => !OWN_OBJECT_LINES.has(k))
      : ([[key, v]] as [string, unknown][]),
  );
  for (const [key, v] of flags) {
    if (OWN_LINES.has(key) || v === undefined) continue;
    if ((Array.isArray(v) && !v.length) || (isRecord(v) && !Object.keys(v).length)) continue;
    // A key in words ("ended turn"), never as the state spells it ("endedTurn"), in English too.
    const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    const named = o.words ? o.words.key(spaced, key) : spaced;
    lines.push(clip(r(msg('journal.summary.flag', { key: named, value: valueWords(v, o.words) }))));
  }
  const withdrawn = j.withdrawn ?? [];
  if (withdrawn.length) {
    lines.push(
      r(
        msg(withdrawn.length === 1 ? 'journal.summary.withdrawnOne' : 'journal.summary.withdrawn', {
          count: withdrawn.length,
        }),
      ),
    );
    for (const w of withdrawn)
      lines.push(
        clip(
          r(
            msg('journal.summary.withdrawnLine', {
              entry: w.number,
              command: w.command,
              dice: w.rolls.map((x) => rollInWords(x, o.words)).join('; ') || '—',
            }),
          ),
        ),
      );
  }
  return lines;
}

import type { Chart, Crt } from '../../model/schema/charts.js';
import { msg, type Message } from '../messages.js';

/**
 * A cell in words: "1/1" on a split table becomes "attacker: …; defender: …", each side's own wording. A result's
 * `short` words are read where the chart gives them; `explained` puts its full meaning in their place.
 */
export function resultMeaning(crt: Crt, cell: string): string {
  const m = resultMeaningSaid(crt, cell);
  return m.key === 'crt.split' || m.key === 'crt.splitFull'
    ? `attacker: ${m.values.attacker}; defender: ${m.values.defender}`
    : String(m.values.text);
}

/**
 * The same as a keyed message: the frame ("attacker: …; defender: …") is the front end's, each side's words are the
 * chart's text, which the game's locale words in its language.
 */
export function resultMeaningSaid(crt: Crt, cell: string): Message {
  const meaning = (code: string, side: 'attacker' | 'defender' | undefined) => {
    const r =
      crt.results.find((x) => x.code === code && (side === undefined || x.for === side)) ??
      crt.results.find((x) => x.code === code && x.for === 'either') ??
      crt.results.find((x) => x.code === code);
    return r ? (r.short ?? r.meaning) : code;
  };
  if (!crt.split) return msg(FULL.has(crt) ? 'crt.full' : 'why.declared', { text: meaning(cell, undefined) });
  const [a, d] = cell.split(crt.split);
  // Each side's words end the clause, not the sentence: "…eliminated; defender: …", never ".;".
  const clause = (t: string) => t.replace(/\.$/, '');
  const sides = { attacker: clause(meaning(a, 'attacker')), defender: clause(meaning(d, 'defender')) };
  // In full, each side's code goes with its words, so a report can set each side's reading on a line of its own.
  return FULL.has(crt)
    ? msg('crt.splitFull', { ...sides, attackerCode: a ?? '', defenderCode: d ?? '' })
    : msg('crt.split', sides);
}

/** Charts read in full (`explained`): their split results say each side's reading apart. */
const FULL = new WeakSet<object>();

/** The chart with each result's full meaning in place of its short words: what `--explain` reads. */
export function explained<C extends Crt>(crt: C, explain: boolean | undefined): C {
  if (!explain) return crt;
  const full = { ...crt, results: crt.results.map(({ short: _, ...r }) => r) };
  FULL.add(full);
  return full;
}

/** The game with every CRT's results in full, for a procedure run with `--explain`. */
export function explainedCharts<S extends { charts: readonly Chart[] }>(s: S, explain: boolean | undefined): S {
  return explain ? { ...s, charts: s.charts.map((c) => (c.kind === 'crt' ? explained(c, true) : c)) } : s;
}

import type { CrtOutcome } from '../crt/resolve-crt.js';
import { msg, type Message } from '../messages.js';

/**
 * Each outcome's chance as a bar a person reads at a glance, the rolled one marked, as keyed messages: the code and
 * the meaning each worded by the front end (the game's own keys where it has them, else the chart's text as a
 * name), the bar and the figures as they are, in the language's decimal mark.
 */
export function probabilityBarLines(outcomes: readonly CrtOutcome[], rolled?: string, width = 24): Message[] {
  // Padded by the codes as each language words them: a Russian code is not as long as the English one.
  const shown = (o: CrtOutcome) => o.said?.code ?? o.code;
  const codes = Object.fromEntries(outcomes.map((o, i) => [`c${i}`, shown(o)]));
  return [...outcomes]
    .sort((a, b) => b.probability - a.probability)
    .map((o) =>
      msg('report.bar', {
        mark: o.code === rolled ? '▶' : ' ',
        code: shown(o),
        pad: msg('report.pad', { code: shown(o), least: 4, ...codes }),
        bar: '█'.repeat(Math.round(o.probability * width)).padEnd(width, '·'),
        pct: msg('report.fixed', { n: o.probability * 100, digits: 1, unit: '%', width: 6 }),
        fraction: o.fraction,
        meaning: o.said?.meaning ?? o.meaning,
      }),
    );
}

/** The column headings with the column in use bracketed: "1-2  [1-1]  2-1". */
export function columnStrip(columns: readonly string[], index: number): string {
  return columns.map((c, i) => (i === index ? `[${c}]` : ` ${c} `)).join(' ');
}

import type { CrtOutcome } from '../crt/resolve-crt.js';
import { msg, type Message } from '../messages.js';

/**
 * Each outcome's chance as a bar a person reads at a glance, the rolled one marked, as keyed messages: the code and
 * the meaning each worded by the front end (the game's own keys where it has them, else the chart's text as a
 * name), the bar and the figures as they are, in the language's decimal mark.
 */
/** Readings up to this many characters are said again under each bar rather than pointed back to. */
const SAY_AGAIN = 40;

export function probabilityBarLines(outcomes: readonly CrtOutcome[], rolled?: string, width = 24): Message[] {
  // Padded by the codes as each language words them: a Russian code is not as long as the English one.
  const shown = (o: CrtOutcome) => o.said?.code ?? o.code;
  const codes = Object.fromEntries(outcomes.map((o, i) => [`c${i}`, shown(o)]));
  // A result read in full (--explain) puts each side's reading on a line of its own under its bar, and a reading
  // already given under an earlier bar is pointed back to rather than repeated (issue 24: Veritable's option debate
  // ran on every row, lines of 355-461 characters).
  const given = new Map<string, Message | string>();
  return [...outcomes]
    .sort((a, b) => b.probability - a.probability)
    .flatMap((o) => {
      const values = {
        mark: o.code === rolled ? '▶' : ' ',
        code: shown(o),
        pad: msg('report.pad', { code: shown(o), least: 4, ...codes }),
        bar: '█'.repeat(Math.round(o.probability * width)).padEnd(width, '·'),
        pct: msg('report.fixed', { n: o.probability * 100, digits: 1, unit: '%', width: 6 }),
        fraction: o.fraction,
      };
      const full = o.said?.meaning;
      if (full?.key === 'crt.full') return [msg('report.barAlone', values), msg('report.reading', { line: full })];
      if (full?.key !== 'crt.splitFull')
        return [msg('report.bar', { ...values, meaning: o.said?.meaning ?? o.meaning })];
      const reading = (side: 'attacker' | 'defender') => {
        const text = full.values[side] as string;
        const key = `${side}\u0000${text}`;
        // A few words ("No effect") are said again: pointing back to them would be longer than they are.
        const before = text.length > SAY_AGAIN ? given.get(key) : undefined;
        if (!given.has(key)) given.set(key, shown(o));
        const line = before ? msg(`crt.${side}Again`, { code: before }) : msg(`crt.${side}Reads`, { text });
        return msg('report.reading', { line });
      };
      return [msg('report.barAlone', values), reading('attacker'), reading('defender')];
    });
}

/** The column headings with the column in use bracketed: "1-2  [1-1]  2-1". */
export function columnStrip(columns: readonly string[], index: number): string {
  return columns.map((c, i) => (i === index ? `[${c}]` : ` ${c} `)).join(' ');
}

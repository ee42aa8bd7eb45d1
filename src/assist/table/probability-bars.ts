import type { CrtOutcome } from '../crt/resolve-crt.js';

/** Each outcome's chance as a bar a person reads at a glance, the rolled one marked. */
export function probabilityBars(outcomes: readonly CrtOutcome[], rolled?: string, width = 24): string[] {
  const codeW = Math.max(...outcomes.map((o) => o.code.length), 4);
  return [...outcomes]
    .sort((a, b) => b.probability - a.probability)
    .map((o) => {
      const bar = '█'.repeat(Math.round(o.probability * width)).padEnd(width, '·');
      const pct = `${(o.probability * 100).toFixed(1)}%`.padStart(6);
      return `${o.code === rolled ? '▶' : ' '} ${o.code.padEnd(codeW)} ${bar} ${pct} (${o.fraction})  ${o.meaning}`;
    });
}

/** The column headings with the column in use bracketed: "1-2  [1-1]  2-1". */
export function columnStrip(columns: readonly string[], index: number): string {
  return columns.map((c, i) => (i === index ? `[${c}]` : ` ${c} `)).join(' ');
}

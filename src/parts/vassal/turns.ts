import type { Scenario } from '../../model/scenario.js';

/** A sequence step's short name for the turn tracker: its words before the first colon or bracket, numbering cut. */
export function phaseName(text: string): string {
  const head = text
    .replace(/^\s*\d+[.)]\s*/, '')
    .split(/[:(]/)[0]
    .trim();
  if (head.length <= 40) return head;
  const words = head.split(/\s+/);
  let out = '';
  for (const w of words) {
    if ((out + ' ' + w).trim().length > 38) break;
    out = (out + ' ' + w).trim();
  }
  return `${out}…`;
}

/** The turn tracker's levels: the turn track's labels, and the sequence of play's phases within each turn. */
export function turnLevels(s: Scenario): { labels: string[]; phases: string[] } | undefined {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  if (track?.kind !== 'turn-track') return undefined;
  const seq = s.charts.find((c) => c.kind === 'sequence');
  const phases = seq?.kind === 'sequence' ? seq.steps.map((st) => phaseName(st.text)) : [];
  return { labels: track.turns.map((t) => `${t.turn}: ${t.label}`), phases };
}

/** The dice buttons: the game's own dice, and a single die beside several, for the tables that roll one. */
export function diceOf(s: Scenario): { n: number; sides: number }[] {
  const m = s.game.dice.match(/^(\d+)d(\d+)$/)!;
  const own = { n: Number(m[1]), sides: Number(m[2]) };
  return own.n > 1 ? [{ n: 1, sides: own.sides }, own] : [own];
}

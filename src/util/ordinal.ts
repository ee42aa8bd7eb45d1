/** The English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 71st, 152nd, 153rd. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  const last = Math.abs(n) % 10;
  return last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
}

export const ordinal = (n: number): string => `${n}${ordinalSuffix(n)}`;

/** Ordinals in a text whose suffix breaks the rule ("71th", "152th"), each with the form it should have. */
export function wrongOrdinals(text: string): { found: string; should: string }[] {
  const out: { found: string; should: string }[] = [];
  for (const m of text.matchAll(/\b(\d+)(st|nd|rd|th)\b/g)) {
    const should = ordinal(Number(m[1]));
    if (should !== m[0]) out.push({ found: m[0], should });
  }
  return out;
}

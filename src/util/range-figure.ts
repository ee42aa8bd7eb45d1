/**
 * A range in a heading or in words, as the sheets print it and the referee writes it: "Range 6-8" → "Range 6–8",
 * "turns 4-5" → "turns 4–5". Only a rising pair is a range; a falling one ("6-1 or better") is odds, and a chain
 * ("2-3-3") a unit's factors, so both keep their hyphen.
 */
export function rangeFigure(text: string): string {
  return text.replace(/(?<![\d.\-–])(\d+)-(\d+)(?![\d\-–])/g, (whole, a: string, b: string) =>
    Number(a) < Number(b) ? `${a}–${b}` : whole,
  );
}

/**
 * A turn's label as printed under its number: a track that prints the number large drops the label's own leading
 * number ("9 - Night 3" reads "Night 3"), which would say it twice. A label that is only the number stays whole.
 */
export function labelAfterNumber(label: string, turn: number): string {
  return label.replace(new RegExp(`^\\s*${turn}\\s*[-–—:.]\\s*`), '') || label;
}

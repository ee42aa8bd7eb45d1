/** Relative luminance of a #rrggbb colour (WCAG), 0 black .. 1 white. */
export function luminance(hex: string): number {
  const c = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/** Black or white, whichever reads better on the given background. */
export function contrastColor(background: string): '#000000' | '#ffffff' {
  return luminance(background) > 0.179 ? '#000000' : '#ffffff';
}

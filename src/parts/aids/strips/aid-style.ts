/** The look of the player aids, in pt at scale 1: one place, so every chart reads as one set. */
export function aidStyle(scale: number) {
  const s = scale;
  return {
    title: { size: 10.5 * s, gapBelow: 3 * s },
    tag: { size: 6.3 * s, color: '#8a2d1f' },
    heading: { size: 8 * s, gapAbove: 5 * s, gapBelow: 1.5 * s },
    header: { size: 7.2 * s, fill: '#2f3f52', group: '#56677a', text: '#ffffff' },
    cell: {
      size: 8 * s,
      padX: 4 * s,
      padY: 2.6 * s,
      lineHeight: 1.22,
      shade: '#e8ecf1',
      dark: '#c3cbd6',
      rule: '#8d99a6',
    },
    list: { size: 7.4 * s, gap: 4 * s, indent: 12 * s, lineHeight: 1.25, itemGap: 1.2 * s },
    small: { size: 6.4 * s, color: '#444444' },
    track: { box: 56 * s, minHeight: 46 * s, number: 13 * s, label: 6.8 * s, event: 5.6 * s, night: '#c3cbd6' },
    elementGap: 4 * s,
    wrapMax: 190 * s,
    minWidth: 170 * s,
    ink: '#111111',
  };
}

export type AidStyle = ReturnType<typeof aidStyle>;

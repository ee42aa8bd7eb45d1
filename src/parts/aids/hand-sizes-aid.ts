import type { CardsFile } from '../../model/schema/cards.js';
import type { Aid } from './aid-model.js';
import type { Translator } from './translator.js';
import { dagger, isReconstructed } from './reconstructed.js';

/** The id of the hand-size aid; a chart of this id in charts.yaml takes its place. */
export const HAND_SIZES_ID = 'hand-sizes';

/** How many cards each side holds, by date: from cards.yaml handSizes. */
export function handSizesAid(hands: CardsFile['handSizes'], sideNames: Map<string, string>, t: Translator): Aid {
  const tr = (x: string) => t.chart(HAND_SIZES_ID, x);
  const anyReconstructed = hands.some((h) => isReconstructed(h.provenance));
  const withNote = hands.some((h) => h.note);
  return {
    id: HAND_SIZES_ID,
    title: t.name(HAND_SIZES_ID, t.str('handSizes')),
    tag: anyReconstructed ? t.str('reconstructedRows') : undefined,
    reconstructed: anyReconstructed,
    elements: [
      {
        kind: 'table',
        columns: [
          { label: t.str('side'), align: 'left', rowHeader: true },
          { label: t.str('from'), align: 'center' },
          { label: t.str('to'), align: 'center' },
          { label: t.str('cards'), align: 'center' },
          ...(withNote ? [{ label: t.str('note'), align: 'left' as const, wrap: true }] : []),
        ],
        rows: hands.map((h, i) => ({
          reconstructed: isReconstructed(h.provenance),
          cells: [
            { text: dagger(t.name(h.side, sideNames.get(h.side) ?? h.side), isReconstructed(h.provenance)) },
            { text: tr(h.from) },
            { text: h.to ? tr(h.to) : h.to === undefined ? t.str('toEnd') : '' },
            { text: String(h.size), data: { chart: HAND_SIZES_ID, row: String(i), col: 'size' } },
            ...(withNote ? [{ text: h.note ? tr(h.note) : '' }] : []),
          ],
        })),
      },
    ],
  };
}

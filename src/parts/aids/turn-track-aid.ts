import type { Chart } from '../../model/schema/charts.js';
import type { Aid, AidElement } from './aid-model.js';
import type { Translator } from './translator.js';
import { finishAid } from './finish-aid.js';
import { dagger } from './reconstructed.js';
import { eventMarked } from '../../provenance/marks.js';
import { labelAfterNumber } from '../../print/turn-label.js';

type TurnTrack = Extract<Chart, { kind: 'turn-track' }>;

/** The turn record track as a row of boxes a marker moves along: number, date, night shading, events. */
export function turnTrackAid(c: TurnTrack, t: Translator): Aid {
  const tr = (x: string) => t.chart(c.id, x);
  const marked = (x: TurnTrack['turns'][number], i: number) => eventMarked(c, x, i);
  const elements: AidElement[] = [
    {
      kind: 'track',
      boxes: c.turns.map((x) => ({
        number: String(x.turn),
        // The box prints the turn's number large: a label "9 - Night 3" would say it twice.
        label: labelAfterNumber(tr(x.label), x.turn),
        night: x.night,
        events: x.events.map((e, i) => dagger(tr(e), marked(x, i))),
      })),
    },
  ];
  // The boxes' reconstructed events (arrivals from a reconstructed order of battle) count as reconstructed rows.
  const some = c.turns.some((x) => x.events.some((_, i) => marked(x, i)));
  return finishAid(c, elements, t, some ? [{ reconstructed: 'some events' }] : []);
}

import type { Scenario } from '../../../model/scenario.js';
import type { Chart } from '../../../model/schema/charts.js';
import type { Box as MapBox } from './box-types.js';
import type { Block, FurnitureContext } from './block.js';
import type { MapTexts } from '../map-texts.js';
import type { TextMeasure } from '../../../print/text-measure.js';
import { turnTrackBlock } from './turn-track-block.js';
import { sequenceBlock } from './sequence-block.js';
import { counterBoxBlock, type Occupant } from './counter-box-block.js';
import { numberTrackBlock, rangeInName } from './number-track-block.js';

/** The chart a box prints: the one with the box's id, else with its name, else the only one of that kind. */
export function chartFor<K extends Chart['kind']>(
  kind: K,
  box: MapBox,
  charts: readonly Chart[],
): Extract<Chart, { kind: K }> | undefined {
  const ofKind = charts.filter((c): c is Extract<Chart, { kind: K }> => c.kind === kind);
  return ofKind.find((c) => c.id === box.id) ?? ofKind.find((c) => c.name === box.name) ?? ofKind[0];
}

/** Highest score the victory chart mentions, rounded up to a ten: the length of the victory point track. */
export function victoryTrackLength(charts: readonly Chart[]): number {
  const v = charts.find((c) => c.kind === 'victory');
  if (v?.kind !== 'victory') return 20;
  const nums = [...v.levels.map((l) => l.range), ...v.points.map((p) => String(p.value))].flatMap((t) =>
    (t.match(/\d+/g) ?? []).map(Number),
  );
  const max = Math.max(10, ...nums);
  return Math.min(100, Math.ceil((max + 1) / 10) * 10);
}

/** Units that start in a box: those whose reserve or set-up names it, one entry per counter. */
export function occupantsOf(box: MapBox, s: Scenario, f: FurnitureContext): Occupant[] {
  const out: Occupant[] = [];
  for (const u of s.units) {
    const here = u.reserve?.box === box.id || u.setup?.location === box.id;
    if (!here) continue;
    const note = u.reserve?.cost !== undefined ? `${f.texts.t('cost', 'cost')} ${u.reserve.cost}` : undefined;
    for (let i = 0; i < u.count; i++)
      out.push({
        label: u.designation ?? f.texts.name(u.id, u.name),
        name: u.designation ? f.texts.name(u.id, u.name) : undefined,
        note,
      });
  }
  return out;
}

/** The right drawing for a box of the map, by its kind; battle boards are pages of their own and return undefined. */
export function boxBlock(
  box: MapBox,
  s: Scenario,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block | undefined {
  // Laid out once for each box, colour, size and room: an area map's every try (a band, notches, a row of boxes
  // moved) asks for the same boxes again, and a fixed turn track measures its notes for each way of folding it.
  // A block is kept with the scenario, the map's words and the measure it was laid out with.
  const byTexts = blocks.get(s) ?? new WeakMap<MapTexts, WeakMap<TextMeasure, Map<string, Block | undefined>>>();
  blocks.set(s, byTexts);
  const byMeasure = byTexts.get(f.texts) ?? new WeakMap<TextMeasure, Map<string, Block | undefined>>();
  byTexts.set(f.texts, byMeasure);
  const kept = byMeasure.get(f.measure) ?? new Map<string, Block | undefined>();
  byMeasure.set(f.measure, kept);
  const key = JSON.stringify([box, color, f.scale, f.counterSpace, f.bandWidth ?? null, fixed ?? null]);
  if (kept.has(key)) return kept.get(key);
  const block = layBox(box, s, color, f, fixed);
  kept.set(key, block);
  return block;
}

const blocks = new WeakMap<Scenario, WeakMap<MapTexts, WeakMap<TextMeasure, Map<string, Block | undefined>>>>();

function layBox(
  box: MapBox,
  s: Scenario,
  color: string,
  f: FurnitureContext,
  fixed?: { width: number; height: number },
): Block | undefined {
  switch (box.kind) {
    case 'battle-board':
      return undefined;
    case 'turn-track':
      return turnTrackBlock(box, chartFor('turn-track', box, s.charts), color, f, fixed);
    case 'sequence': {
      // A sequence chart of its own prints its steps; otherwise the box is where the side's sequence marker goes.
      const own = s.charts.find((c) => c.kind === 'sequence' && (c.id === box.id || c.name === box.name));
      if (own && own.kind === 'sequence') return sequenceBlock(box, own, color, f, fixed);
      const sides = s.game.sides.map((side) => ({ label: f.texts.name(side.id, side.name) }));
      return counterBoxBlock(box, sides, color, f, fixed);
    }
    case 'victory-track':
      return numberTrackBlock(box, 0, victoryTrackLength(s.charts), color, f, fixed);
    default: {
      const range = rangeInName(box.name);
      if (range) return numberTrackBlock(box, range[0], range[1], color, f, fixed);
      return counterBoxBlock(box, occupantsOf(box, s, f), color, f, fixed);
    }
  }
}

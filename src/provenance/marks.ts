import type { Chart } from '../model/schema/charts.js';
import type { Provenance } from '../model/schema/common.js';
import { isReconstructed } from './is-reconstructed.js';

type TurnTrack = Extract<Chart, { kind: 'turn-track' }>;
type TerrainRow = Extract<Chart, { kind: 'terrain-effects' }>['rows'][number];

// One rule for every printed dagger on a chart's parts, read by the aids, the map's furniture and `sandtable
// sources` alike: a part marked reconstructed (a note, an event, a cell) prints a dagger only where what holds
// it is otherwise published; inside a chart or row that is wholly ours the tag already says so, and a dagger
// there would mark everything and say nothing.

/** What holds a mark is published: neither wholly ours nor a designer's own (never stamped reconstructed). */
const published = (p: Provenance | undefined) => !isReconstructed(p) && !(p && 'original' in p);

/** Whether a chart's note prints a dagger (its `reconstructedNotes`). */
export const noteMarked = (c: { provenance?: Provenance; reconstructedNotes?: number[] }, i: number): boolean =>
  published(c.provenance) && !!c.reconstructedNotes?.includes(i);

/** Whether a turn's event prints a dagger (its `reconstructedEvents`). */
export const eventMarked = (c: TurnTrack, turn: TurnTrack['turns'][number], i: number): boolean =>
  published(c.provenance) && !!turn.reconstructedEvents?.includes(i);

/** Whether a terrain row's cell prints a dagger (its `reconstructedCells`). */
export const cellMarked = (row: TerrainRow, j: number): boolean =>
  published(row.provenance) && !!row.reconstructedCells?.includes(j);

export interface ChartMark {
  /** Which of the chart's parts holds it: "notes", "events" or "cells". */
  what: 'notes' | 'events' | 'cells';
  /** The printed value, counted from 1: "note 3", "turn 2 event 1", "woods cell 2". */
  item: string;
  /** Why it is ours: the note of the provenance around it, which says what is reconstructed. */
  reference: string;
}

/** Where a chart prints daggers on single notes, events and cells, so a report counts what the kit marks. */
export function chartMarks(c: Chart): ChartMark[] {
  const out: ChartMark[] = [];
  const why = (p: Provenance | undefined) => p?.note ?? c.provenance?.note ?? 'marked reconstructed in the data';
  c.notes.forEach((_, i) => {
    if (noteMarked(c, i)) out.push({ what: 'notes', item: `note ${i + 1}`, reference: why(c.provenance) });
  });
  if (c.kind === 'turn-track')
    for (const t of c.turns)
      t.events.forEach((_, i) => {
        if (eventMarked(c, t, i))
          out.push({ what: 'events', item: `turn ${t.turn} event ${i + 1}`, reference: why(c.provenance) });
      });
  if (c.kind === 'terrain-effects')
    for (const r of c.rows)
      r.cells.forEach((_, j) => {
        if (cellMarked(r, j))
          out.push({ what: 'cells', item: `${r.terrain} cell ${j + 1}`, reference: why(r.provenance) });
      });
  return out;
}

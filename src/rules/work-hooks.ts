import type { Scenario } from '../model/scenario.js';
import type { Message } from '../assist/messages.js';
import type { PositionEntry } from '../assist/position/position-entries.js';

// A declared work's own check (rules.yaml `kind: work`, `check.hook`): what a game's rules say about a place that
// the model does not (an enemy next to the site stops the work, no fire at a bridge on a night turn). The engine
// calls it before any die, with the units the declaration's `check.units` option names and the journal's state:
// first for the crew alone (`units`: may these units act this turn at all), then for the place (`place`).

export type WorkCheckHook = (q: {
  scenario: Scenario;
  /** The place: its id, its cells, and the cells its workers stand in. */
  place: { id: string; cells: readonly string[]; from: readonly string[] };
  /** The units rolling (none for hits on the place). */
  workers: readonly PositionEntry[];
  /** The units the check's own option names (`--enemy`). */
  others: readonly PositionEntry[];
  /** Hits on the place rather than work. */
  damage: boolean;
  turn: number | undefined;
  /** Every game option's choice, as the command gave it or its default. */
  options: Readonly<Record<string, string>>;
  /** The crew alone, before its size, kinds and cells are judged; or the place, after. */
  stage: 'units' | 'place';
  /** The journal's state (empty without one). */
  state: Readonly<Record<string, unknown>>;
}) => Message | undefined;

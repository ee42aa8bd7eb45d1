import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { cellKey } from '../../geometry/grid.js';
import { has } from './unit-values.js';
import { stackingProblem } from './stacking.js';
import { InputError } from '../../util/input-error.js';
import { boardFromEntries, type Board } from './board.js';
import { copyState, freshActivity, unitRefs, type Side, type VeritableState } from './state.js';
import { noteTowns } from './status.js';

export interface SetupReport {
  problems: string[];
  steps: string[];
  /** The front-line hexes no outpost covers. */
  uncovered: string[];
  board: Board;
}

const SECTION: Record<string, string> = { german: '10.1', allied: '10.2' };

/**
 * Checks a set-up against 10.0 and everything it refers to: every unit that starts on the map placed once
 * and every reserve unit left in its box (10.1, 10.2); each unit inside its set-up zone (German east of the
 * front line, the Fallschirmjäger and KG Katzmann in Cleve or Goch, Allied west of it); the outposts' hexes
 * and zones of control covering every front-line hex F3-F9 (8.4); no hex over-stacked (6.3) or held by both
 * sides. Returns every problem, not only the first.
 */
export function checkSetup(s: Scenario, index: GridMapIndex, entries: readonly PositionEntry[]): SetupReport {
  const problems: string[] = [];
  const steps: string[] = [];
  const board = boardFromEntries(s, index, entries, true);
  const label = (c: { col: number; row: number }) => index.grid.label(c);
  const cellsOf = (id: string) => new Set((index.named(id) ?? []).map(label));
  const placed = new Set(entries.map((e) => e.ref));
  for (const u of s.units)
    for (const ref of unitRefs(u)) {
      if (u.reserve && placed.has(ref))
        problems.push(
          `${ref} starts in the strategic reserve (${u.reserve.box}), not on the map (${SECTION[u.side]}, 8.1)`,
        );
      if (!u.reserve && !placed.has(ref))
        problems.push(
          `${ref} is not placed: it sets up in ${u.setup?.location ?? 'its side’s zone'} (${SECTION[u.side]})`,
        );
    }
  const frontLine = index.named('front-line') ?? [];
  const front = new Set(frontLine.map(label));
  for (const e of entries) {
    const u = e.unit;
    if (u.reserve) continue;
    const zone = u.setup?.location;
    if (!zone) continue;
    if (has(u, 'outpost')) {
      const east = cellsOf('east-of-front');
      if (!front.has(e.at) && !east.has(e.at))
        problems.push(`${e.ref} in ${e.at}: outposts stand on the front line or east of it (8.4, 10.1)`);
      continue;
    }
    const cells = cellsOf(zone);
    if (!cells.size) continue;
    if (!cells.has(e.at)) {
      const name =
        (s.map?.kind === 'hex' ? s.map.zones.find((z) => z.id === zone)?.name : undefined)?.toLowerCase() ?? zone;
      problems.push(`${e.ref} in ${e.at} is outside its set-up zone, ${name} (${SECTION[u.side]})`);
    }
  }
  // 8.4: the outposts, by their hexes or their zones of control, cover every front-line hex.
  const covered = new Set<string>();
  for (const o of board.all.filter((x) => has(x.unit, 'outpost'))) {
    covered.add(cellKey(o.cell));
    for (const n of index.grid.neighbours(o.cell)) if (!board.blocked(o.cell, n)) covered.add(cellKey(n));
  }
  const uncovered = frontLine.filter((c) => !covered.has(cellKey(c))).map(label);
  if (uncovered.length)
    problems.push(
      `the outposts, by their hexes or zones of control, leave front-line hex${uncovered.length > 1 ? 'es' : ''} ` +
        `${uncovered.join(', ')} uncovered; they must cover F3 to F9 before any is set elsewhere (8.4)`,
    );
  else steps.push('The outposts and their zones of control cover every front-line hex, F3 to F9 (8.4)');
  for (const [hex, stack] of board.stacks()) {
    const problem = stackingProblem(stack);
    if (problem) problems.push(`${hex}: ${problem}`);
  }
  const counts = (side: Side) => entries.filter((e) => e.unit.side === side).length;
  steps.push(
    `German units placed: ${counts('german')}; Allied units placed: ${counts('allied')}; ` +
      `in the strategic reserves: ${s.units.filter((u) => u.reserve).length} (10.1, 10.2)`,
  );
  if (!problems.length) steps.push('The set-up is legal; play begins with the Allied player turn of turn 1 (10.2)');
  return { problems, steps, uncovered, board };
}

/** The state once a legal set-up is recorded: the units where they stand, turn 1, the Allied player turn (10.2). */
export function recordSetup(
  before: VeritableState,
  report: SetupReport,
  options: Record<string, string>,
): VeritableState {
  if (report.problems.length) throw new InputError('an illegal set-up is not recorded');
  if (before.setupRecorded || before.turn > 0)
    throw new InputError(
      `the journal holds a game already (turn ${before.turn || 1}); a set-up starts a new journal (10.0)`,
    );
  const st = copyState(before);
  for (const u of report.board.all) st.units[u.ref] = { status: 'map', at: u.label };
  st.options = { ...options };
  st.setupRecorded = true;
  st.turn = 1;
  st.phase = 'allied';
  st.activity = freshActivity();
  for (const name of ['Cleve', 'Goch']) st.towns[name] = 'german';
  noteTowns(st, report.board);
  return st;
}

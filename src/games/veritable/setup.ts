import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { cellKey } from '../../geometry/grid.js';
import { has } from './unit-values.js';
import { stackingWhy } from './stacking.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { boardFromEntries, type Board } from './board.js';
import { copyState, freshActivity, unitRefs, type Side, type VeritableState } from './state.js';
import { noteTowns } from './status.js';

export interface SetupReport {
  problems: Message[];
  steps: Message[];
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
  const problems: Message[] = [];
  const steps: Message[] = [];
  const board = boardFromEntries(s, index, entries, true);
  const label = (c: { col: number; row: number }) => index.grid.label(c);
  const cellsOf = (id: string) => new Set((index.named(id) ?? []).map(label));
  const placed = new Set(entries.map((e) => e.ref));
  for (const u of s.units)
    for (const ref of unitRefs(u)) {
      if (u.reserve && placed.has(ref))
        problems.push(msg('veritable.setup.startsInReserve', { ref, box: u.reserve.box, section: SECTION[u.side] }));
      if (!u.reserve && !placed.has(ref))
        problems.push(
          msg('veritable.setup.notPlaced', {
            ref,
            zone: u.setup?.location ?? msg('veritable.setup.sideZone'),
            section: SECTION[u.side],
          }),
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
        problems.push(msg('veritable.setup.outpostPlace', { ref: e.ref, at: e.at }));
      continue;
    }
    const cells = cellsOf(zone);
    if (!cells.size) continue;
    if (!cells.has(e.at)) {
      const name =
        (s.map?.kind === 'hex' ? s.map.zones.find((z) => z.id === zone)?.name : undefined)?.toLowerCase() ?? zone;
      problems.push(msg('veritable.setup.outsideZone', { ref: e.ref, at: e.at, zone: name, section: SECTION[u.side] }));
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
      msg('veritable.setup.uncovered', { plural: uncovered.length > 1 ? 'es' : '', hexes: uncovered.join(', ') }),
    );
  else steps.push(msg('veritable.setup.covered'));
  for (const [hex, stack] of board.stacks()) {
    const problem = stackingWhy(s, stack);
    if (problem) problems.push(msg('veritable.stack.at', { at: hex, problem }));
  }
  const counts = (side: Side) => entries.filter((e) => e.unit.side === side).length;
  steps.push(
    msg('veritable.setup.placed', {
      german: counts('german'),
      allied: counts('allied'),
      reserves: s.units.filter((u) => u.reserve).length,
    }),
  );
  if (!problems.length) steps.push(msg('veritable.setup.legal'));
  return { problems, steps, uncovered, board };
}

/** The state once a legal set-up is recorded: the units where they stand, turn 1, the Allied player turn (10.2). */
export function recordSetup(
  before: VeritableState,
  report: SetupReport,
  options: Record<string, string>,
): VeritableState {
  if (report.problems.length) throw new KeyedRefusal(msg('veritable.setup.illegal'));
  if (before.setupRecorded || before.turn > 0)
    throw new KeyedRefusal(msg('veritable.setup.twice', { turn: before.turn || 1, section: '10.0' }));
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

import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import { evaluate } from './evaluate.js';
import { msg, type Message, procedureTitle } from '../assist/messages.js';
import type { RuleReport } from './report.js';
import { supplyIndex } from './supply.js';
import { cellKey } from '../geometry/grid.js';

// Victory as rules.yaml declares it: points for cells held and enemy units eliminated, the level they reach,
// and any sudden-death condition. A cell is held by the side whose unit stands in it; an empty cell by the side
// whose unit set up there (the last to stand in it, as far as Sandtable knows).

export interface VictoryRequest {
  position: PositionEntry[];
  eliminated: string[];
  turn?: number;
  names: Record<string, number | boolean | string>;
}

export function runVictory(s: Scenario, p: VictoryProcedure, rq: VictoryRequest, session: Session): RuleReport {
  const ix = supplyIndex(s);
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const key = (label: string) => (ix ? cellKey(ix.cell(label)) : label);
  const standing = new Map<string, string>();
  // Set-up places only: a zone or edge set-up, or a reinforcement still to come, holds no cell yet.
  const cellAt = (at: string) => !ix || ix.grid.parse(at) !== undefined;
  for (const u of s.units)
    if (u.setup && (u.setup.turn ?? 1) <= 1 && cellAt(u.setup.location)) standing.set(key(u.setup.location), u.side);
  for (const e of rq.position) standing.set(key(e.at), e.unit.side);
  const holds = (side: string, cell: string) => standing.get(key(cell)) === side;
  const eliminatedOf = (side: string) =>
    rq.eliminated.filter((ref) => s.units.find((u) => u.id === ref.replace(/#\d+$/, ''))?.side === side).length;
  const before: Message[] = [];
  let points = 0;
  for (const pt of p.points) {
    if (pt.held) {
      const held = pt.held.filter((c) => holds(p.side, c));
      points += held.length * pt.value;
      before.push(
        msg('victory.held', {
          id: pt.id,
          cells: held.length ? held.join(', ') : '—',
          count: held.length,
          value: pt.value,
          points: held.length * pt.value,
          section: pt.section,
        }),
      );
    } else if (pt.eliminated) {
      const n = eliminatedOf(pt.eliminated);
      points += n * pt.value;
      before.push(
        msg('victory.eliminated', {
          id: pt.id,
          count: n,
          side: sideName(pt.eliminated),
          plural: n === 1 ? '' : 's',
          value: pt.value,
          points: n * pt.value,
          section: pt.section,
        }),
      );
    }
  }
  before.push(msg('victory.total', { side: sideName(p.side), points }));
  const facts = { names: { ...rq.names, turn: rq.turn ?? 0 }, holds, eliminated: eliminatedOf };
  const sudden = p.sudden.find((x) => !!evaluate(parseCondition(x.when), facts));
  const level = p.levels.find((l) => points >= l.atLeast) ?? p.levels.at(-1)!;
  const after: Message[] = [];
  if (sudden)
    after.push(msg('victory.sudden', { side: sideName(sudden.side), when: sudden.when, section: sudden.section }));
  else {
    if (p.lastTurn !== undefined && (rq.turn === undefined || rq.turn < p.lastTurn))
      after.push(msg('victory.soFar', { turn: rq.turn ?? '?', last: p.lastTurn }));
    after.push(msg('victory.level', { result: level.result, section: level.section ?? p.section }));
  }
  return {
    game: s.id,
    procedure: p.id,
    kind: p.kind,
    title: procedureTitle(s.game.title, p.title, p.section),
    preview: session.preview,
    before,
    after,
    rolls: [],
    data: {
      side: p.side,
      points,
      level: sudden ? undefined : level.result,
      sudden: sudden ? { side: sudden.side, section: sudden.section } : undefined,
      final: !!sudden || (p.lastTurn !== undefined && (rq.turn ?? 0) >= p.lastTurn),
      turn: rq.turn,
    },
  };
}

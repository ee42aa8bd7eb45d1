import { requireChart } from '../../rules/shared/chart-lookup.js';
import { areaUnits } from './area-units.js';
import { doadState } from './state.js';
import { judgeVictory } from './victory.js';
import { parseInteger, lastTurn, Session, type AssistFlags } from '../../assist/table/session.js';
import { reportLines } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { areaTable, readPosition } from './table.js';

// Death of a Division's other procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'death-of-a-division';

/** Victory: the CLI's `victory death-of-a-division`. */
export async function runVictory(
  tc: TableContext,
  flags: AssistFlags & { takenOn?: string; position?: string },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  const chart = requireChart(s, 'victory', 'victory');
  const session = new Session(s, flags, `victory ${s.id}`, tc.env);
  const st = doadState(session.rawState, flags.journal);
  const takenOn =
    flags.takenOn !== undefined
      ? parseInteger(flags.takenOn, '--taken-on', 1, lastTurn(s), 'the turns of the game')
      : st.stVithTakenOn;
  const units = flags.position ? areaUnits(readPosition(s, flags.position, tc.readPosition).entries) : undefined;
  const r = judgeVictory(graph, chart, takenOn, units);
  session.record(
    { command: `victory ${s.id}`, inputs: { takenOn, position: flags.position }, result: r.result },
    takenOn !== undefined ? { stVithTakenOn: takenOn } : {},
  );
  return out({ game: s.id, ...r, preview: flags.preview || undefined }, () =>
    reportLines({ title: 'Death of a Division: victory', before: r.steps, preview: flags.preview }),
  );
}

export const doadVictory: TableProcedure = {
  game: GAME,
  verb: 'victory',
  ...FROM_DATA,
  run: (tc, flags, given) => runVictory(tc, { ...{}, ...flags } as unknown as Parameters<typeof runVictory>[1], given),
};

import { areaUnits } from './area-units.js';
import { checkSupply } from './supply.js';
import { KeyedUsage } from '../../assist/messages.js';
import { optionChoice } from '../../assist/table/option-choice.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { afterHits, areaTable, readPosition } from './table.js';
import { Session, turnFrom, type AssistFlags } from '../../assist/table/session.js';
import { doadState, DOAD_RULES } from './state.js';
import { markDone, refuseAgain, turnLogFor, TURN_LOG_KEY } from '../../rules/shared/turn-log.js';
import { msg } from './messages.js';
import { seenAt } from '../../rules/shared/game-state.js';

// Death of a Division's supply check as the table runs it, from the command line and the companion page alike.

const GAME = 'death-of-a-division';

/** Supply lines: the CLI's `supply death-of-a-division`. */
export async function runSupply(
  tc: TableContext,
  flags: AssistFlags & { position: string; side?: string; outOfSupplyNoRoadMarch?: string; turn?: string },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  if (flags.side !== undefined && !s.game.sides.some((x) => x.id === flags.side))
    throw new KeyedUsage(
      msg('refused.sideFlag', { sides: s.game.sides.map((x) => x.id).join(', '), side: String(flags.side) }),
    );
  const noRoadMarch = optionChoice(s, 'out-of-supply-no-road-march', flags.outOfSupplyNoRoadMarch) === 'on';
  const session = new Session(s, flags, `supply ${s.id}`, tc.env);
  const st = doadState(session.rawState, flags.journal);
  const turn = turnFrom(flags, session, DOAD_RULES.sequence);
  const entries = readPosition(s, flags.position, tc.readPosition).entries;
  // With a journal, its hits are the units' hits; eliminated units are not on the board.
  const kept = flags.journal ? entries.filter((e) => !st.eliminated.includes(e.ref)) : entries;
  const units = areaUnits(kept, flags.journal ? st.hits : {});
  const r = checkSupply(graph, units, flags.side, noRoadMarch);
  // The out-of-supply hit is taken once, at the start of the side's movement (4): kept in the journal, and
  // refused a second time in the same turn.
  const log = turnLogFor(st.thisTurn, turn);
  const sides = flags.side ? [flags.side] : s.game.sides.map((x) => x.id);
  refuseAgain(log, 'supply', sides, msg('turn.supplyAgain', { section: DOAD_RULES.supply }));
  markDone(log, 'supply', sides);
  const landed = r.units
    .filter((u) => u.effect)
    .map((u) => ({
      ref: u.ref,
      hits: 1,
      before: u.effect!.hitsBefore,
      after: u.effect!.hitsAfter,
      strength: u.effect!.strength,
      removed: u.effect!.removed,
    }));
  session.record(
    {
      command: `supply ${s.id}`,
      inputs: { ...(flags.side ? { side: flags.side } : {}) },
      result: { outOfSupply: r.outOfSupply, removed: r.removed },
      turn,
    },
    {
      ...afterHits(st, landed),
      positions: seenAt(
        st.positions,
        units.map((u) => ({ ref: u.ref, at: u.area })),
      ),
      [TURN_LOG_KEY]: log,
      phase: flags.side === 'german' ? '1, German supply' : flags.side === 'us' ? '5, US supply' : 'supply',
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return out({ game: s.id, side: flags.side, ...r }, () => [
    `Death of a Division: supply${flags.side ? ` (${flags.side})` : ''}: ` +
      `${r.units.length - r.outOfSupply.length} of ${r.units.length} units supplied`,
    ...r.steps.map((x) => `  ${x}`),
  ]);
}

export const doadSupply: TableProcedure = {
  game: GAME,
  verb: 'supply',
  ...FROM_DATA,
  run: (tc, flags, given) => runSupply(tc, flags as unknown as Parameters<typeof runSupply>[1], given),
};

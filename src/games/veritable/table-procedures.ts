import { render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { sideSupply } from './supply.js';
import { asSide, stateKeys, type Order } from './state.js';
import { chooseSequence } from './turn.js';
import { enterReserves } from './moves.js';
import { Session, type AssistFlags } from '../../assist/table/session.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { boardOf, hexIndex, needJournal, parseSequence, placements, stateOf } from './table.js';

// Veritable's other procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'veritable';

/** Steps as the journal and --json keep them: in English, as they always had them. */
const english = (steps: readonly Message[]) => steps.map((m) => render(m));

/** A report: its title (marked when nothing is written) and its steps below it. */
const titled = (title: Message, preview: boolean, steps: readonly Message[]): Message[] => [
  preview ? msg('line.previewNothing', { line: title }) : title,
  ...steps.map((line) => msg('line.indent', { line })),
];

/** The player turn's sequence (6.1): the CLI's `sequence veritable`. */
export async function runSequence(
  tc: TableContext,
  flags: AssistFlags & { side: string; order: string },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const side = asSide(flags.side);
  const order = parseSequence(flags.order) as Order;
  needJournal(flags, msg('veritable.what.sequence'));
  const session = new Session(s, flags, `sequence ${s.id}`, tc.env);
  const st = stateOf(s, session, flags)!;
  const next = chooseSequence(st, side, order, !!flags.amend, s);
  // 7.0: supply is determined at the beginning of the player's turn, which the sequence choice opens; 7.2 then
  // halves the movement of the units out of supply for the whole player turn, wherever the others move first.
  if (st.phase !== side || next.activity.outOfSupply === undefined) {
    const board = boardOf(s, hexIndex(s), next);
    const traced = sideSupply(s, board.entries(), side);
    next.activity.outOfSupply = traced.filter((u) => !u.supplied).map((u) => u.ref);
  }
  session.record(
    {
      command: `sequence ${s.id}`,
      inputs: { side, order },
      result: `${side} ${order}`,
      said: [msg('veritable.sequence.kept', { side, order })],
      turn: next.turn,
    },
    stateKeys(s, next),
  );
  return out({ game: s.id, turn: next.turn, phase: next.phase, side, order, preview: session.preview }, () => [
    ((said) => (session.preview ? msg('line.previewNothing', { line: said }) : said))(
      msg(order === 'attack-move' ? 'veritable.sequence.shift' : 'veritable.sequence.turn', {
        turn: next.turn,
        side: side === 'allied' ? 'Allied' : 'German',
        order,
        section: '6.1',
        ...(order === 'attack-move' ? { shiftSection: '6.1.2' } : {}),
      }),
    ),
  ]);
}

export const veritableSequence: TableProcedure = {
  game: GAME,
  verb: 'sequence',
  ...FROM_DATA,
  run: (tc, flags, given) => runSequence(tc, flags as unknown as Parameters<typeof runSequence>[1], given),
};

/** Strategic reserves entering (8.1): the CLI's `reserve veritable`. */
export async function runReserve(
  tc: TableContext,
  flags: AssistFlags & { units: string[] },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const index = hexIndex(s);
  const entries = placements(flags.units, '--units');
  needJournal(flags, msg('veritable.what.reserve'));
  const session = new Session(s, flags, `reserve ${s.id}`, tc.env);
  const st = stateOf(s, session, flags)!;
  const change = enterReserves(s, st, boardOf(s, index, st), entries);
  session.record(
    {
      command: `reserve ${s.id}`,
      inputs: { units: flags.units },
      result: english(change.steps),
      said: change.steps,
      turn: change.state.turn,
    },
    stateKeys(s, change.state),
  );
  return out({ game: s.id, preview: session.preview, steps: english(change.steps) }, () =>
    titled(
      msg('veritable.reserve.title', { game: s.game.title, turn: change.state.turn }),
      session.preview,
      change.steps,
    ),
  );
}

export const veritableReserve: TableProcedure = {
  game: GAME,
  verb: 'reserve',
  ...FROM_DATA,
  values: ['first-turn'],
  run: (tc, flags, given) => runReserve(tc, flags as unknown as Parameters<typeof runReserve>[1], given),
};

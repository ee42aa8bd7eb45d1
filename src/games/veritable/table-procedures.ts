import { render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { sideSupply } from './supply.js';
import { boardFromState } from './board.js';
import { asSide, optionIn, stateKeys, type Order } from './state.js';
import { chooseSequence, gameTurns } from './turn.js';
import { enterReserves } from './moves.js';
import { endTurn } from './turn-end.js';
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

/**
 * The end of the turn (4.4, 6.3): the CLI's `end-turn veritable`. Stacking is judged and the excess eliminated;
 * after the last turn the game is over, and only then is the victory tally final.
 */

export async function runEndTurn(
  tc: TableContext,
  given: AssistFlags,
  givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  needJournal(given, msg('veritable.what.endTurn'));
  const session = new Session(s, given, `end-turn ${s.id}`, tc.env);
  // The owner of an over-stacked hex chooses which units go (6.3), as a question answered with --choose.
  const { flags, choices } = session.resume(given, givenFlags);
  const chosen = choices.flatMap((c) => c.split(',').map((x) => x.trim()));
  const st = stateOf(s, session, flags)!;
  if (!st.setupRecorded) throw new RuleRefusal(msg('veritable.state.noGame', { journal: flags.journal! }));
  if (st.endedTurn === st.turn) throw new RuleRefusal(msg('veritable.turn.ended', { turn: st.turn }));
  const extra = optionIn(s, st, 'extra-allied-turn') === 'on';
  const turns = gameTurns(s);
  const lastSide = st.turn === turns.extra ? 'allied' : 'german';
  if (st.phase !== lastSide)
    throw new RuleRefusal(
      msg('veritable.turn.endsAfter', {
        turn: st.turn,
        side: msg(`veritable.side.${lastSide}`),
        now:
          st.phase === 'setup'
            ? msg('veritable.turn.setup')
            : msg('veritable.turn.playerTurn', { side: msg(`veritable.side.${st.phase}`) }),
      }),
    );
  let ended = endTurn(s, st, boardFromState(s, hexIndex(s), st), chosen);
  for (let q = ended.question; q && tc.ask && !flags.json; q = ended.question) {
    const answer = await tc.ask(render(q.said));
    if (answer === undefined) break;
    chosen.push(...answer.split(',').map((x) => x.trim()));
    choices.push(answer);
    ended = endTurn(s, st, boardFromState(s, hexIndex(s), st), chosen);
  }
  const q = ended.question;
  if (q) {
    const example = q.options[0].join(',');
    session.ask(flags, choices, {
      question: render(q.said),
      options: q.options.map((x) => x.join(',')),
      rule: '6.3',
      picks: { mode: 'some', items: q.units.map((u) => ({ item: u, at: q.at, values: [u] })) },
    });
    const answer = `Answer: sandtable end-turn ${s.id} --journal ${flags.journal} --choose ${example}`;
    return out({ game: s.id, turn: st.turn, question: render(q.said), options: q.options, answer }, () => [
      ...titled(msg('veritable.turn.endTitle', { game: s.game.title, turn: st.turn }), session.preview, [q.said]),
      answer,
    ]);
  }
  const over = st.turn === turns.extra || (st.turn === turns.last && !extra);
  const steps = [
    ...(ended.steps.length ? ended.steps : [msg('veritable.turn.noOverStack')]),
    over
      ? msg('veritable.turn.gameOver', { turn: st.turn, game: s.id })
      : msg('veritable.turn.over', { turn: st.turn, next: st.turn + 1 }),
  ];
  session.record(
    { command: `end-turn ${s.id}`, inputs: {}, result: english(steps), said: steps, turn: st.turn },
    stateKeys(s, ended.state),
  );
  return out({ game: s.id, turn: st.turn, over, steps: english(steps) }, () =>
    titled(msg('veritable.turn.endTitle', { game: s.game.title, turn: st.turn }), session.preview, steps),
  );
}

export const veritableEndTurn: TableProcedure = {
  game: GAME,
  verb: 'end-turn',
  ...FROM_DATA,
  values: ['extra-turn'],
  run: (tc, flags, given) => runEndTurn(tc, flags as AssistFlags, given),
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

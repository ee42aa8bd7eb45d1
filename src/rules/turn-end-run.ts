import type { Scenario } from '../model/scenario.js';
import type { TurnEndProcedure } from '../model/schema/turn-end-procedure.js';
import { KeyedUsage, msg, render, type Message } from '../assist/messages.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableOutput, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { RuleRefusal } from './report.js';
import { saysMessage } from './says.js';
import { declaredTurns, judgeTurnEnd, type TurnEndState } from './turn-end.js';
import { parseKept } from './kept-units.js';

// `sandtable <turn-end> GAME --journal FILE`: the end of the turn as rules.yaml's `kind: turn-end` declares it,
// on the game's object in the journal. The over-stacked cell's owner answers with --choose (or at a terminal's
// prompt), as a combat's loser does.

/** The game's object in the journal, as the turn's end reads it: a kept state with whose player turn it is. */
type Kept = TurnEndState & { phase?: string; options?: Record<string, string> };

/** Steps as the journal and --json keep them: in English. */
const english = (steps: readonly Message[]) => steps.map((m) => render(m));

/** A report: its title (marked when nothing is written) and its steps below it. */
const titled = (title: Message, preview: boolean, steps: readonly Message[]): Message[] => [
  preview ? msg('line.previewNothing', { line: title }) : title,
  ...steps.map((line) => msg('line.indent', { line })),
];

const sectionOf = (s: Scenario, id: string) => s.rules?.procedures.find((p) => p.id === id)?.section ?? '';

/** The side whose player turn the phase of rules.yaml's sequence is. */
const phaseSide = (s: Scenario, phase: string) => s.rules?.sequence?.phases.find((x) => x.id === phase)?.side ?? '';

/** A side's name as game.yaml gives it (the page words it in its language). */
const sideName = (s: Scenario, side: string) => s.game.sides.find((x) => x.id === side)?.name ?? side;

/**
 * The game's object from the journal, read as a kept state (refused naming the field when it does not read); a
 * journal with none, or with no set-up recorded, holds no game yet. The object is written back as it was read,
 * with only the units eliminated and the turn ended changed.
 */
function keptOf(s: Scenario, p: TurnEndProcedure, raw: Record<string, unknown>, journal: string): Kept {
  const st = parseKept(s, raw, journal);
  if (!st?.setupRecorded) throw new RuleRefusal(msg('kept.noGame', { journal, section: sectionOf(s, p.setup) }));
  return raw[s.id] as Kept;
}

export async function runTurnEnd(
  s: Scenario,
  p: TurnEndProcedure,
  tc: Parameters<TableProcedure['run']>[0],
  given: AssistFlags,
  givenFlags: Record<string, unknown>,
): Promise<TableOutput> {
  if (!given.journal) throw new KeyedUsage(msg('turnEnd.needJournal', { what: msg('turnEnd.what') }));
  const session = new Session(s, given, `${p.id} ${s.id}`, tc.env);
  // The owner of an over-stacked cell chooses which units go, as a question answered with --choose.
  const { flags, choices } = session.resume(given, givenFlags);
  const chosen = choices.flatMap((c) => c.split(',').map((x) => x.trim()));
  const st = keptOf(s, p, session.rawState, flags.journal!);
  const ends = p.after.section;
  if (st.endedTurn === st.turn) throw new RuleRefusal(msg('turnEnd.ended', { turn: st.turn, section: ends }));
  const turns = declaredTurns(s);
  const extraOn = !!p.extra && (st.options?.[p.extra.option] ?? optionDefault(s, p.extra.option)) === p.extra.choice;
  const lastSide = phaseSide(s, st.turn === turns.extra && p.extra ? p.extra.after : p.after.phase);
  if (st.phase !== lastSide)
    throw new RuleRefusal(
      msg('turnEnd.endsAfter', {
        turn: st.turn,
        side: sideName(s, lastSide),
        now:
          st.phase === 'setup' || st.phase === undefined
            ? msg('turnEnd.setup')
            : msg('turnEnd.playerTurn', { side: sideName(s, st.phase) }),
        section: ends,
      }),
    );
  let ended = judgeTurnEnd(s, st, chosen);
  for (let q = ended.question; q && tc.ask && !flags.json; q = ended.question) {
    const answer = await tc.ask(render(q.said));
    if (answer === undefined) break;
    chosen.push(...answer.split(',').map((x) => x.trim()));
    choices.push(answer);
    ended = judgeTurnEnd(s, st, chosen);
  }
  const title = msg('turnEnd.title', { game: s.game.title, turn: st.turn });
  const q = ended.question;
  if (q) {
    const example = q.options[0].join(',');
    session.ask(flags, choices, {
      question: render(q.said),
      said: q.said,
      options: q.options.map((x) => x.join(',')),
      rule: s.rules?.movement?.stacking?.section ?? p.section,
      picks: { mode: 'some', items: q.units.map((u) => ({ item: u, at: q.at, values: [u] })) },
    });
    const answer = msg('answer.journal', { command: `${p.id} ${s.id}`, journal: flags.journal!, example });
    return out(
      { game: s.id, turn: st.turn, question: render(q.said), options: q.options, answer: render(answer) },
      () => [...titled(title, session.preview, [q.said]), answer],
    );
  }
  const over = st.turn === turns.extra || (st.turn === turns.last && !extraOn);
  const steps = [
    ...(ended.steps.length ? ended.steps : [saysMessage(p.id, '', 'none', p.says.none, {})]),
    over
      ? saysMessage(p.id, '', 'gameOver', p.says.gameOver, { turn: st.turn, game: s.id })
      : saysMessage(p.id, '', 'over', p.says.over, { turn: st.turn, next: st.turn + 1 }),
  ];
  session.record(
    { command: `${p.id} ${s.id}`, inputs: {}, result: english(steps), said: steps, turn: st.turn },
    { [s.id]: ended.state, turn: st.turn },
  );
  return out({ game: s.id, turn: st.turn, over, steps: english(steps) }, () => titled(title, session.preview, steps));
}

const optionDefault = (s: Scenario, id: string) => s.game.options.find((o) => o.id === id)?.default;

/** The declared end of the turn as a table procedure: the CLI's command and the page's screen. */
export function turnEndProcedure(s: Scenario, p: TurnEndProcedure): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: [],
    run: (tc, flags, given) => runTurnEnd(s, p, tc, flags, given),
  };
}

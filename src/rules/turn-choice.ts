import type { Scenario } from '../model/scenario.js';
import type { TurnChoiceProcedure } from '../model/schema/turn-choice-procedure.js';
import { KeyedRefusal, KeyedUsage, msg, type Message } from '../assist/messages.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableOutput, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { RuleRefusal } from './report.js';
import { saysMessage } from './says.js';
import { declaredTurns, turnEndOf } from './turn-end.js';
import { parseKept } from './kept-units.js';
import { subcommandOf } from '../model/procedure-command.js';

// `sandtable <choice> GAME --side SIDE --<choice> CHOICE --journal FILE`: a side's declared choice for its player
// turn (rules.yaml `kind: turn-choice`), which opens that player turn and is kept for the turn in the game's object
// in the journal. The phases of rules.yaml's `sequence` that list the procedure say which sides choose, in order.

/** The game's object as the choice reads it: the turn, whose player turn it is, each side's choice. */
export type TurnChoiceState = Record<string, unknown> & { turn: number; phase?: string };

/** A game whose own code keeps more in its object (rules.yaml `kept.hook`): its reading and what a turn resets. */
export interface TurnChoiceKept {
  /** The game's object, as the game reads it (a journal with none: the object before any play). */
  state: TurnChoiceState;
  /** The side has acted in its player turn already: an amended choice is then refused. */
  started: boolean;
  /** The object once the side's player turn opens (`fresh`) or its choice is amended: what the game resets. */
  open(st: TurnChoiceState, side: string, fresh: boolean): TurnChoiceState;
}

export type TurnChoiceHook = (q: {
  scenario: Scenario;
  state: Record<string, unknown>;
  journal: string;
}) => TurnChoiceKept;

/** The phases that list the procedure, in the sequence's order, each a side's. */
export const choicePhases = (s: Scenario, p: { id: string }) =>
  (s.rules?.sequence?.phases ?? []).filter((x) => x.procedures.includes(p.id));

/** The procedures `ids` as values of a message, each its command (the page names the screen instead). */
export function commandValues(s: Scenario, ids: readonly string[]): Record<string, Message> {
  const of = (id: string) => {
    const p = s.rules?.procedures.find((x) => x.id === id);
    const sub = p && subcommandOf(p) ? ` ${subcommandOf(p)}` : '';
    return msg('kept.command', { command: `${id}${sub} ${s.id}` });
  };
  return Object.fromEntries(ids.map((id) => [id, of(id)]));
}

const sideName = (s: Scenario, side: string) => s.game.sides.find((x) => x.id === side)?.name ?? side;

/** The object read without a hook: the kept state of the journal, or a game before any play. */
const plainKept: TurnChoiceHook = ({ scenario: s, state: raw, journal }) => {
  const st = parseKept(s, raw, journal) as TurnChoiceState | undefined;
  return {
    state: st ?? { turn: 0 },
    started: false,
    open: (x) => x,
  };
};

/**
 * The game's object once `side` chooses `choice` (refused as the declaration words it): the journal must know the
 * turn; a side's player turn that is over, or that the optional extra turn lacks, takes no choice; a choice made
 * stands unless amended in the side's own player turn before it has acted. Opening the side's player turn resets
 * what the game's hook says.
 */
export function chooseTurn(
  s: Scenario,
  p: TurnChoiceProcedure,
  kept: TurnChoiceKept,
  side: string,
  choice: string,
  amend: boolean,
): TurnChoiceState {
  const says = (step: keyof TurnChoiceProcedure['says'], values: Record<string, Message['values'][string]> = {}) =>
    saysMessage(p.id, '', step, p.says[step], values);
  const phases = choicePhases(s, p);
  const sides = phases.map((x) => x.side);
  const st = structuredClone(kept.state);
  if (!st.turn) throw new RuleRefusal(says('noTurn', { game: s.id, ...commandValues(s, p.commands) }));
  const at = sides.indexOf(side);
  const now = sides.indexOf(st.phase ?? '');
  // The optional extra turn has the phases up to the end of the turn's `extra.after` alone (4.4, 11.3).
  const extra = turnEndOf(s)?.extra;
  if (extra && st.turn > declaredTurns(s).last) {
    const last = phases.findIndex((x) => x.id === extra.after);
    if (last >= 0 && at > last) throw new RuleRefusal(says('noPhase', { turn: st.turn, side: sideName(s, side) }));
  }
  if (now > at) throw new RuleRefusal(says('over', { side: sideName(s, side), turn: st.turn, next: st.turn + 1 }));
  const chosen = ((st[p.keep] ?? {}) as Record<string, string>)[side];
  if (chosen) {
    const values = { side: sideName(s, side), chosen, turn: st.turn };
    if (!amend) throw new RuleRefusal(says('chosen', values));
    if (now !== at) throw new RuleRefusal(says('closed', values));
    if (kept.started) throw new RuleRefusal(says('started', values));
  }
  const opened = kept.open(st, side, st.phase !== side);
  opened[p.keep] = { ...((opened[p.keep] ?? {}) as Record<string, string>), [side]: choice };
  opened.phase = side;
  return opened;
}

export async function runTurnChoice(
  s: Scenario,
  p: TurnChoiceProcedure,
  hook: TurnChoiceHook | undefined,
  tc: Parameters<TableProcedure['run']>[0],
  given: AssistFlags & Record<string, unknown>,
): Promise<TableOutput> {
  const says = (step: keyof TurnChoiceProcedure['says'], values: Record<string, Message['values'][string]> = {}) =>
    saysMessage(p.id, '', step, p.says[step], values);
  const sides = choicePhases(s, p).map((x) => x.side);
  const side = String(given.side ?? '');
  if (!sides.includes(side)) throw new KeyedRefusal(msg('refused.sideFlag', { sides: sides.join(', '), side }));
  const key = p.choice.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const choice = String(given[key] ?? '');
  const declared = p.choices.find((c) => c.id === choice);
  if (!declared)
    throw new KeyedUsage(
      msg('refused.inputChoice', { id: p.choice.id, choices: p.choices.map((c) => c.id).join(', '), given: choice }),
    );
  if (!given.journal) throw new KeyedUsage(msg('kept.needJournal', { what: says('what') }));
  const session = new Session(s, given, `${p.id} ${s.id}`, tc.env);
  const kept = (hook ?? plainKept)({ scenario: s, state: session.rawState, journal: given.journal });
  const opened = chooseTurn(s, p, kept, side, choice, !!given.amend);
  session.record(
    {
      command: `${p.id} ${s.id}`,
      inputs: { side, [p.choice.id]: choice },
      result: `${side} ${choice}`,
      said: [says('kept', { side, choice })],
      turn: opened.turn,
    },
    { [s.id]: opened, turn: opened.turn },
  );
  const line = saysMessage(p.id, 'choices', choice, declared.says, {
    turn: opened.turn,
    side: sideName(s, side),
    choice,
    section: declared.section,
  });
  const json = { game: s.id, turn: opened.turn, phase: opened.phase, side, [p.choice.id]: choice };
  return out({ ...json, preview: session.preview }, () => [
    session.preview ? msg('line.previewNothing', { line }) : line,
  ]);
}

/** The declared choice as a table procedure: the CLI's command and the page's screen. */
export function turnChoiceProcedure(
  s: Scenario,
  p: TurnChoiceProcedure,
  find?: (name: string) => Promise<TurnChoiceHook | undefined>,
): TableProcedure {
  const sides = choicePhases(s, p).map((x) => x.side);
  return {
    ...declaredHead(s.id, p),
    fields: [
      { key: 'side', label: p.choice.side, kind: 'choice', choices: sides, required: true },
      {
        key: p.choice.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
        label: p.choice.label,
        kind: 'choice',
        choices: p.choices.map((c) => c.id),
        required: true,
      },
    ],
    async run(tc, flags) {
      const hook = p.kept && find ? await find(p.kept.hook) : undefined;
      if (p.kept && !hook) throw new Error(`${p.id}: the kept choice hook "${p.kept.hook}" was not given`);
      return runTurnChoice(s, p, hook, tc, flags);
    },
  };
}

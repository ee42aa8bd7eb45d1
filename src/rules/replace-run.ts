import { z } from 'zod';
import type { Scenario } from '../model/scenario.js';
import type { ReplaceProcedure } from '../model/schema/replace-procedure.js';
import { KeyedUsage, msg } from '../assist/messages.js';
import { Session, turnFrom, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableOutput, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { reportLines } from '../assist/table/report-lines.js';
import { RuleRefusal } from './report.js';
import { findUnit } from './shared/placed-unit.js';
import { commonState, readState } from './shared/game-state.js';
import { checkEnter } from './replace-enter.js';

// `sandtable <replace> GAME --unit U --at PLACE`: replacements as rules.yaml's `kind: replace` declares them. From
// the declared turn on, each side brings back so many of its eliminated units a turn, into the place it names; the
// journal's state keeps the eliminated pile, where each unit is, and how many each side brought back in which turn.

const state = z.looseObject({
  ...commonState,
  /** The turn each side last brought back a replacement. */
  replaced: z.record(z.string(), z.int().min(1)).optional(),
  /** How many each side brought back in that turn, when more than one a turn may come back. */
  replacedCount: z.record(z.string(), z.int().min(1)).optional(),
});

/** A turn's label on the game's turn track ("Jan 10, 1945"), and the same read as a date (1945-01-10) if it is one. */
function turnLabel(s: Scenario, turn: number): { label: string; date: string } {
  const track = s.charts.find((c) => c.kind === 'turn-track');
  const label = (track?.kind === 'turn-track' ? track.turns.find((t) => t.turn === turn)?.label : undefined) ?? '—';
  const ms = Date.parse(`${label} UTC`);
  return { label, date: Number.isNaN(ms) ? label : new Date(ms).toISOString().slice(0, 10) };
}

export async function runReplace(
  s: Scenario,
  p: ReplaceProcedure,
  tc: Parameters<TableProcedure['run']>[0],
  flags: AssistFlags & { unit: string; at: string; turn?: string },
): Promise<TableOutput> {
  const session = new Session(s, flags, `${p.id} ${s.id}`, tc.env);
  const st = readState(state, session.rawState, flags.journal);
  const section = p.section;
  // Turns go one way, as the sequence says.
  const turn = turnFrom(flags, session, s.rules?.sequence.section);
  if (turn === undefined) throw new KeyedUsage(msg('replace.turnNeeded'));
  if (turn < p.from) {
    const now = turnLabel(s, turn);
    const from = turnLabel(s, p.from);
    throw new RuleRefusal(
      msg('replace.early', { turn, from: p.from, fromLabel: from.label, label: now.label, date: now.date, section }),
    );
  }
  const unit = findUnit(s, flags.unit);
  if (!st.eliminated.includes(unit.id)) throw new RuleRefusal(msg('replace.notEliminated', { unit: unit.id, section }));
  const side = unit.side;
  const count = st.replaced?.[side] === turn ? (st.replacedCount?.[side] ?? 1) : 0;
  if (count >= p.perTurn)
    throw new RuleRefusal(
      p.perTurn === 1
        ? msg('replace.again', { side, turn, section })
        : msg('replace.againMany', { side, turn, limit: p.perTurn, section }),
    );
  // Only where the declaration lets the side's replacements enter (`enter`).
  checkEnter(s, p, side, unit.id, flags.at, st.positions);
  const steps = [msg('replace.done', { unit: unit.id, at: flags.at, turn, section })];
  session.record(
    { command: `${p.id} ${s.id}`, inputs: { unit: unit.id, at: flags.at }, result: 'replaced', turn },
    {
      eliminated: st.eliminated.filter((id) => id !== unit.id),
      positions: { ...st.positions, [unit.id]: flags.at },
      replaced: { ...st.replaced, [side]: turn },
      ...(p.perTurn > 1 ? { replacedCount: { ...st.replacedCount, [side]: count + 1 } } : {}),
      phase: `${side} phase: replacements`,
      turn,
    },
  );
  return out({ game: s.id, unit: unit.id, at: flags.at, turn, preview: flags.preview || undefined }, () =>
    reportLines({ title: msg('replace.title', { game: s.game.title }), before: steps, preview: flags.preview }),
  );
}

/** The declared replacements as a table procedure: the CLI's command and the page's screen. */
export function replaceTableProcedure(s: Scenario, p: ReplaceProcedure): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: [
      { key: 'unit', label: 'Eliminated unit brought back', kind: 'text', required: true },
      {
        key: 'at',
        label: `${s.map?.kind === 'area' ? 'Area' : 'Place'} it enters`,
        kind: 'text',
        required: true,
        place: true,
      },
      { key: 'turn', label: 'Game turn (else the journal’s)', kind: 'number' },
    ],
    run: (tc, flags) =>
      runReplace(s, p, tc, flags as unknown as AssistFlags & { unit: string; at: string; turn?: string }),
  };
}

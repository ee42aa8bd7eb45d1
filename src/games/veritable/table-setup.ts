import { agreedOptions, stateKeys } from './state.js';
import { checkSetup, recordSetup } from './setup.js';
import { render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { Session, type AssistFlags } from '../../assist/table/session.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { hexIndex, stateOf } from './table.js';

// Veritable's set-up check as the table runs it, from the command line and the companion page alike.

const GAME = 'veritable';

/** The set-up check (10.0), which starts a game in the journal: the CLI's `setup check veritable`. */
export async function runSetup(
  tc: TableContext,
  flags: AssistFlags & { position: string; option: string[] },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const index = hexIndex(s);
  const options = agreedOptions(s, flags.option);
  const report = checkSetup(s, index, tc.readPosition!(flags.position, s).entries);
  const session = flags.journal ? new Session(s, flags, `setup check ${s.id}`, tc.env) : undefined;
  const st = session ? stateOf(s, session, flags) : undefined;
  const title = msg('veritable.setup.title', { game: s.game.title, position: flags.position });
  if (report.problems.length)
    throw new RuleRefusal(
      report.problems.reduce<Message>(
        (above, p) => msg('line.below', { above, line: p }),
        msg('veritable.setup.problems', {
          title,
          count: report.problems.length,
          plural: report.problems.length > 1 ? 's' : '',
        }),
      ),
    );
  if (session && st) {
    const next = recordSetup(st, report, options);
    session.record(
      { command: `setup check ${s.id}`, inputs: { position: flags.position, options }, result: 'legal', turn: 1 },
      stateKeys(s, next),
    );
    if (!session.preview) report.steps.push(msg('veritable.setup.recorded', { journal: flags.journal! }));
  }
  return out({ game: s.id, legal: true, options, steps: report.steps.map((m) => render(m)) }, () => [
    session?.preview ? msg('line.previewNothing', { line: title }) : title,
    ...report.steps.map((line) => msg('line.indent', { line })),
  ]);
}

export const veritableSetup: TableProcedure = {
  game: GAME,
  verb: 'setup',
  ...FROM_DATA,
  run: (tc, flags, given) => runSetup(tc, { option: [], ...flags } as unknown as Parameters<typeof runSetup>[1], given),
};

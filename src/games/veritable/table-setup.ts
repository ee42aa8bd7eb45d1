import { agreedOptions, stateKeys } from './state.js';
import { checkSetup, recordSetup } from './setup.js';
import { InputError } from '../../util/input-error.js';
import { Session, type AssistFlags } from '../../assist/table/session.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
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
  const title = `Operation: Veritable: set-up from ${flags.position}`;
  if (report.problems.length)
    throw new InputError(
      [
        `${title}: ${report.problems.length} problem${report.problems.length > 1 ? 's' : ''}`,
        ...report.problems.map((p) => `  ${p}`),
      ].join('\n'),
    );
  if (session && st) {
    const next = recordSetup(st, report, options);
    session.record(
      { command: `setup check ${s.id}`, inputs: { position: flags.position, options }, result: 'legal', turn: 1 },
      stateKeys(s, next),
    );
    if (!session.preview) report.steps.push(`Recorded in ${flags.journal}: turn 1, the Allied player turn`);
  }
  return out({ game: s.id, legal: true, options, steps: report.steps }, () => [
    `${title}${session?.preview ? ' (preview: nothing written)' : ''}`,
    ...report.steps.map((x) => `  ${x}`),
  ]);
}

export const veritableSetup: TableProcedure = {
  game: GAME,
  verb: 'setup',
  title: 'Set-up check',
  rule: '10.0',
  fields: [
    { key: 'position', label: 'Where every unit stands', kind: 'position', required: true },
    { key: 'option', label: 'Game options agreed (id=choice)', kind: 'text', list: true, option: '*' },
  ],
  run: (tc, flags, given) => runSetup(tc, { option: [], ...flags } as unknown as Parameters<typeof runSetup>[1], given),
};

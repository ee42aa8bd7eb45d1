import type { RuleReport } from './report.js';
import { msg, render, type Message, type RuleWords } from '../assist/messages.js';
import { probabilityBarLines } from '../assist/table/probability-bars.js';
import type { Line } from '../assist/table/procedure.js';

/** What a preview leaves undone: a move rolls no die, so only that nothing is written. */
const previewWord = (r: RuleReport): Message =>
  msg(r.kind === 'move' ? 'procedure.previewNothing' : 'procedure.preview');

/**
 * A declared procedure's report for a person, in the order of play: what is known, the chance of each result
 * before the roll, what the roll did, and which dice were the player's and which the machine's.
 */
export function ruleReportLines(
  r: RuleReport,
  words: RuleWords = {},
  name: (v: string) => string = (v) => v,
  /** How to answer the report's question, said inside it after what the dice did (the game's `says.waiting`). */
  answer: Message[] = [],
): string[] {
  const say = (m: Parameters<typeof render>[0]) => render(m, words, name);
  const indent = (xs: string[]) => xs.map((x) => (x ? `  ${x}` : ''));
  const lines = [
    `${say(r.title)}${r.preview ? ` ${say(previewWord(r))}` : ''}`,
    ...(r.warnings ?? []).map(say),
    ...indent(r.before.map(say)),
  ];
  if (r.chances?.outcomes.length)
    lines.push(
      '',
      `  ${say(r.chances.heading)}`,
      ...indent(probabilityBarLines(r.chances.outcomes, r.preview ? undefined : r.chances.rolled).map(say)),
    );
  if (r.after.length) lines.push('', ...indent(r.after.map(say)));
  lines.push(...indent(answer.map(say)));
  if (r.rollsSaid) return [...lines, ...indent(r.rollsSaid.map(say))];
  for (const roll of r.rolls)
    lines.push(
      `  ${say(
        msg('procedure.dice', {
          spec: roll.spec,
          total: roll.faces.length > 1 ? `${roll.faces.join('+')} = ${roll.total}` : roll.total,
          by: msg(roll.entered ? 'dice.hand' : 'dice.machine'),
        }),
      )}`,
    );
  return lines;
}

/**
 * The same report as keyed lines, for a front end that words them itself (the companion page, in its language,
 * with the game's names and its own fields): nothing is rendered here.
 */
export function ruleReportMessages(r: RuleReport): Line[] {
  const indent = (line: Message): Message => msg('line.indent', { line });
  const lines: Line[] = [
    r.preview ? msg('line.withPreview', { line: r.title, preview: previewWord(r) }) : r.title,
    ...(r.warnings ?? []),
    ...r.before.map(indent),
  ];
  if (r.chances?.outcomes.length)
    lines.push(
      '',
      indent(r.chances.heading),
      ...probabilityBarLines(r.chances.outcomes, r.preview ? undefined : r.chances.rolled).map(indent),
    );
  if (r.after.length) lines.push('', ...r.after.map(indent));
  if (r.rollsSaid) return [...lines, ...r.rollsSaid.map(indent)];
  for (const roll of r.rolls)
    lines.push(
      indent(
        msg('procedure.dice', {
          spec: roll.spec,
          total: roll.faces.length > 1 ? `${roll.faces.join('+')} = ${roll.total}` : roll.total,
          by: msg(roll.entered ? 'dice.hand' : 'dice.machine'),
        }),
      ),
    );
  return lines;
}

/**
 * The report for a program: its values, and every message as its key and values (never as English). `outcomes`
 * is the chance of each result before the roll, under the name the companion page draws its table from.
 */
export function ruleReportJson(r: RuleReport): Record<string, unknown> {
  return {
    game: r.game,
    procedure: r.procedure,
    kind: r.kind,
    preview: r.preview,
    ...r.data,
    outcomes: r.chances?.outcomes,
    rolls: r.rolls,
    messages: { ...(r.warnings?.length ? { warnings: r.warnings } : {}), before: r.before, after: r.after },
  };
}

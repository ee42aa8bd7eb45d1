import type { Scenario } from '../model/scenario.js';
import type { Chart } from '../model/schema/charts.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { TallyPoint, VictoryTally } from '../model/schema/victory-tally.js';
import { KeyedRefusal, msg, render, type Message } from '../assist/messages.js';
import { optionChoice } from '../assist/table/option-choice.js';
import type { RuleReport } from './report.js';
import type { VictoryFacts } from './victory-hooks.js';
import { inBand, levelBand } from '../model/level-band.js';
import { outOfSupplyLine } from './victory-supply.js';
import { unusedLine } from './victory-across.js';

export { FRACTION_CHOICES } from '../model/level-band.js';

// Victory points as a tally: each line a count (places held, units eliminated, exited or brought in from a
// reserve, or a count the game's hook makes) times the value the victory chart prints for it; the total is read
// against the chart's levels, a total no level names by the game option the declaration gives.

type VictoryChart = Extract<Chart, { kind: 'victory' }>;

export interface TallyLine {
  id: string;
  text: string;
  count: number;
  value: number;
  points: number;
  detail: string;
}

/** A count the game's hook made, by the tally line's hook name. */
export type HookCounts = Readonly<Record<string, { count: number; detail: Message }>>;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The level a total reaches on the chart. A total no level names (a half point between "1 or less" and "2-4")
 * is read as the fractions option says: between two levels it is the one between them (draw-between), or it is
 * rounded down or up first.
 */
export function tallyLevel(chart: VictoryChart, total: number, choice: string) {
  const levels = chart.levels.map((l) => {
    const band = levelBand(l.range);
    if (!band) throw new KeyedRefusal(msg('victory.tally.badRange', { range: l.range }));
    return { ...l, band };
  });
  const value = choice === 'round-down' ? Math.floor(total) : choice === 'round-up' ? Math.ceil(total) : total;
  const exact = levels.find((l) => inBand(l.band, value));
  const named = exact ?? levels.find((l) => l.band.min !== undefined && l.band.max !== undefined);
  if (!named) throw new KeyedRefusal(msg('victory.tally.noLevel', { chart: chart.id, total }));
  const said =
    value === total && exact
      ? msg('victory.tally.inBand', { total, range: named.range })
      : exact
        ? msg('victory.tally.rounded', {
            total,
            way: msg(choice === 'round-down' ? 'round.down' : 'round.up'),
            value,
            range: named.range,
          })
        : msg('victory.tally.between', { total, range: named.range });
  return { range: named.range, result: named.result, text: named.text, value, why: render(said), said };
}

/** The fractions option's choice: the flag, unless the players agreed another at set-up; else theirs or the default. */
function fractionsChoice(s: Scenario, t: VictoryTally, facts: VictoryFacts, flag: string | undefined) {
  const f = t.levels.fractions;
  if (!f) return undefined;
  const agreed = facts.agreed[f.option];
  if (flag === undefined) return agreed ?? optionChoice(s, f.option, undefined);
  const choice = optionChoice(s, f.option, flag);
  if (agreed !== undefined && agreed !== choice)
    throw new KeyedRefusal(msg('victory.tally.agreed', { id: f.option, agreed }));
  return choice;
}

const listed = (refs: readonly string[]) => refs.join(', ');

/** One line's count and what it counted. */
function countLine(
  s: Scenario,
  p: VictoryProcedure,
  pt: TallyPoint,
  facts: VictoryFacts,
  hooks: HookCounts,
): { count: number; detail: Message } {
  const ofSide = (side: string, status: string) =>
    facts.units.filter((u) => u.side === side && u.status === status).map((u) => u.ref);
  const units = (refs: string[], none: Message) =>
    refs.length ? msg('victory.tally.units', { units: listed(refs) }) : none;
  if (pt.held) {
    const said = pt.held.map((place) => facts.holder(place));
    const count = said.filter((h) => h.side === p.side).length;
    const detail = said.map((h) => h.said).reduce((a, b) => msg('report.comma', { a, b }));
    return { count, detail };
  }
  if (pt.eliminated) return lineOf(ofSide(pt.eliminated, 'eliminated'), units);
  if (pt.exited) return lineOf(ofSide(pt.exited, 'exited'), units);
  if (pt.outOfSupply) return outOfSupplyLine(s, p.id, pt, facts);
  if (pt.unused) return unusedLine(s, p.id, pt, facts);
  if (pt.entered) {
    const side = pt.entered.side;
    const brought = facts.entered.filter((u) => u.side === side).map((u) => u.ref);
    const also = pt.entered.also;
    const on = also && (facts.agreed[also.option] ?? s.game.options.find((o) => o.id === also.option)?.default);
    const extra =
      also && on === also.choice
        ? s.units.filter((u) => u.side === side && u.formation === also.formation && !u.reserve).map((u) => u.id)
        : [];
    const first = units(brought, msg('victory.tally.noneEntered'));
    const detail = extra.length
      ? msg('report.list', {
          a: first,
          b: msg('victory.tally.byOption', { units: listed(extra), option: also!.option }),
        })
      : first;
    return { count: brought.length + extra.length, detail };
  }
  const counted = hooks[pt.hook!];
  if (!counted) throw new Error(`${p.id}: the count hook ${pt.hook} was not given`);
  return counted;
}

function lineOf(refs: string[], units: (refs: string[], none: Message) => Message) {
  return { count: refs.length, detail: units(refs, msg('victory.tally.none')) };
}

/**
 * The tally's report: a line for each point, the total, and the level it reaches; an interim tally until the
 * game is over. `fractions` is the command's choice for the fractions option, if given.
 */
export function runTally(
  s: Scenario,
  p: VictoryProcedure,
  t: VictoryTally,
  facts: VictoryFacts,
  hooks: HookCounts,
  fractions: string | undefined,
  head: Pick<RuleReport, 'game' | 'procedure' | 'kind' | 'preview'>,
): RuleReport {
  const chart = s.charts.find((c): c is VictoryChart => c.id === t.chart && c.kind === 'victory');
  if (!chart) throw new Error(`validate let ${p.id} through without its victory chart`);
  const lines: TallyLine[] = [];
  const said: Message[] = [];
  for (const pt of t.points) {
    const cp = chart.points.find((x) => x.id === pt.point);
    if (!cp || typeof cp.value !== 'number') throw new Error(`validate let ${p.id} through without point ${pt.point}`);
    const { count, detail } = countLine(s, p, pt, facts, hooks);
    const points = count * cp.value;
    lines.push({ id: pt.point, text: cp.text, count, value: cp.value, points, detail: render(detail) });
    said.push(
      msg('victory.tally.line', {
        text: cp.text,
        count,
        value: signed(cp.value),
        points: points ? signed(points) : 0,
      }),
      msg('victory.tally.detail', { detail }),
    );
  }
  const total = lines.reduce((n, l) => n + l.points, 0);
  const f = t.levels.fractions;
  const choice = fractionsChoice(s, t, facts, fractions) ?? 'draw-between';
  const level = tallyLevel(chart, total, choice);
  const option = f ? s.game.options.find((x) => x.id === f.option) : undefined;
  const steps: Message[] = [
    ...(facts.final
      ? []
      : [msg('victory.tally.interim', { turn: facts.turn, last: p.lastTurn ?? '?', section: t.interim.section })]),
    ...said,
    msg('victory.tally.total', { total }),
    msg(level.text ? 'victory.tally.levelText' : 'victory.tally.level', {
      why: level.said,
      option: f && choice !== option?.default ? msg('victory.tally.option', { option: f.option, choice }) : '',
      result: level.result,
      section: t.levels.section,
      ...(level.text ? { text: level.text } : {}),
    }),
  ];
  return {
    ...head,
    title: facts.final
      ? msg('victory.tally.title', { game: s.game.title })
      : msg('victory.tally.titleInterim', { game: s.game.title, turn: facts.turn }),
    before: steps,
    after: [],
    rolls: [],
    data: {
      turn: facts.turn,
      final: facts.final,
      lines,
      total,
      ...(f ? { read: { option: f.option, choice, value: level.value, why: level.why } } : {}),
      level: { range: level.range, result: level.result, text: level.text },
      steps: steps.map((m) => render(m)),
    },
  };
}

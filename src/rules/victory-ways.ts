import type { Scenario } from '../model/scenario.js';
import type { Chart } from '../model/schema/charts.js';
import type { VictoryWay, VictoryWays } from '../model/schema/victory-ways.js';
import { KeyedRefusal, msg, render, type Message } from '../assist/messages.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { inWords, saidBy } from './victory-way-words.js';

// Ways to win tried in order (docs/rules-model.md, `ways`): each reads one of the victory chart's levels from the
// declared inputs, or falls through to the next; the first that gives a level decides.

type VictoryChart = Extract<Chart, { kind: 'victory' }>;

/** The declared inputs' values by id: a count, the places a side holds, a check; undefined when not given. */
export type WayValues = Readonly<Record<string, number | readonly string[] | boolean | undefined>>;

export interface WaysResult {
  /** The way that decided, and its section; none when an input it needed is not known. */
  way?: string;
  section?: string;
  /** The chart level read, and the side it goes to when the level is the side ahead's. */
  level?: { range: string; result: string; text?: string };
  side?: string;
  /** The result in English. */
  result: string;
  /** The result as a message, in the data's own words where it gives them. */
  said: Message;
  /** The difference counted: the places each side holds, by side id, and the difference. */
  counted?: Record<string, number>;
  steps: Message[];
}

/** The map's areas a difference counts: towns (or every area) outside the zones listed. */
export function countedAreas(s: Scenario, among: { town: boolean; outside: readonly string[] }): string[] {
  if (s.map?.kind !== 'area') return [];
  return s.map.areas
    .filter((a) => (!among.town || a.town) && !(a.zone && among.outside.includes(a.zone)))
    .map((a) => a.id);
}

/** The ways tried in order for procedure side `side`; `choices` are the game options' choices the command gave. */
export function runWays(
  s: Scenario,
  side: string,
  chartId: string,
  w: VictoryWays,
  values: WayValues,
  choices: Readonly<Record<string, string | undefined>> = {},
  /** The procedure's id: the key of the data's own words (`says`) begins with it. */
  procedure?: string,
): WaysResult {
  const say = saidBy(procedure);
  const chart = s.charts.find((c): c is VictoryChart => c.id === chartId && c.kind === 'victory');
  if (!chart) throw new Error(`validate let the ways through without victory chart ${chartId}`);
  const levelOf = (range: string) => {
    const l = chart.levels.find((x) => x.range === range);
    if (!l) throw new Error(`validate let the ways through without level "${range}"`);
    return { range: l.range, result: l.result, ...(l.text ? { text: l.text } : {}) };
  };
  const label = (inputId: string) => w.inputs.find((x) => x.id === inputId)?.label ?? inputId;
  const inputSays = (inputId: string) => w.inputs.find((x) => x.id === inputId)?.says ?? {};
  const placeName = (id: string) => (s.map?.kind === 'area' ? s.map.areas.find((a) => a.id === id)?.name : id) ?? id;
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const other = s.game.sides.find((x) => x.id !== side)?.id ?? side;
  const steps: Message[] = [];
  const told = new Set<string>();
  const num = (inputId: string): number | undefined => {
    const v = values[inputId];
    const n = typeof v === 'number' ? v : undefined;
    if (!told.has(inputId)) {
      told.add(inputId);
      const own = inputSays(inputId);
      steps.push(
        n === undefined
          ? say(inputId, 'unknown', own.unknown, msg('victory.ways.unknown', { label: label(inputId) }))
          : say(inputId, 'count', own.count, msg('victory.ways.count', { label: label(inputId), count: n })),
      );
    }
    return n;
  };
  const places = (inputId: string) => {
    const v = values[inputId];
    return Array.isArray(v) ? (v as readonly string[]) : undefined;
  };
  const decided = (way: VictoryWay, range: string, by?: string, own?: Message): WaysResult => {
    const level = levelOf(range);
    const said = by ? (own ?? msg('victory.ways.sided', { result: level.result, side: sideName(by) })) : undefined;
    return {
      way: way.id,
      section: way.section,
      level,
      ...(by ? { side: by } : {}),
      result: said ? render(said) : level.result,
      said: said ?? { key: 'victory.ways.chart', values: { result: level.result } },
      steps,
    };
  };
  let missing: string | undefined;
  for (const way of w.ways) {
    if (way.held) {
      const h = way.held;
      const list = places(h.input);
      const named = !!list?.includes(h.place);
      const contested = !!(h.unless && values[h.unless] === true);
      const held = named && !contested;
      if (list && !told.has(`held:${h.place}`)) {
        told.add(`held:${h.place}`);
        const own = way.says ?? {};
        const state = named ? (contested ? 'contested' : 'isHeld') : 'notHeld';
        const check = { check: h.unless ? label(h.unless) : '' };
        steps.push(
          say(
            way.id,
            'held',
            own.held,
            msg('victory.ways.held', {
              place: placeName(h.place),
              state: say(way.id, state, own[state], msg(`victory.ways.${state}`, check)),
              section: way.section,
            }),
          ),
        );
      }
      if (held !== way.heldIs) continue;
    }
    if (way.reach) {
      const n = num(way.reach.count);
      if (n === undefined) {
        missing = way.reach.count;
        continue;
      }
      if (n < way.reach.atLeast) continue;
      const reached = msg('victory.ways.reached', {
        label: label(way.reach.count),
        n: way.reach.atLeast,
        nWords: inWords(way.reach.atLeast),
        result: levelOf(way.reach.level).result,
        section: way.section,
      });
      steps.push(say(way.id, 'reached', way.says?.reached, reached));
      return decided(way, way.reach.level);
    }
    if (way.bands) {
      const b = way.bands;
      const n = num(b.count);
      if (n === undefined) {
        missing = b.count;
        continue;
      }
      let range: string | undefined;
      if (b.gap && n === b.gap.at) {
        const choice = optionChoice(s, b.gap.option, choices[b.gap.option]);
        range = b.gap.choices[choice];
        // What the choice makes of the count, for words that say it rather than the choice's id ("overwhelming").
        const reads = range === undefined ? msg('victory.ways.gapOn') : levelOf(range).result;
        const gap = msg('victory.ways.gap', {
          n,
          nWords: inWords(n),
          option: b.gap.option,
          choice,
          result: reads,
          section: way.section,
        });
        steps.push(say(way.id, 'gap', way.says?.gap, gap));
      } else range = bandOf(b.levels, n)?.level;
      if (range === undefined) continue;
      const band = msg('victory.ways.band', {
        label: label(b.count),
        count: n,
        result: levelOf(range).result,
        section: way.section,
      });
      steps.push(say(way.id, 'band', way.says?.band, band));
      return decided(way, range);
    }
    if (way.difference) {
      const d = way.difference;
      const list = places(d.places);
      if (!list) {
        missing = d.places;
        continue;
      }
      const areas = countedAreas(s, d.among);
      // A place another way reads as held may be named with them (a city outside the counted areas).
      const named = new Set(w.ways.flatMap((x) => (x.held ? [x.held.place] : [])));
      for (const a of list)
        if (!areas.includes(a) && !named.has(a))
          throw new KeyedRefusal(
            say(
              way.id,
              'notCounted',
              way.says?.notCounted,
              msg('victory.ways.notCounted', { place: a, label: label(d.places) }),
            ),
          );
      const mine = areas.filter((a) => list.includes(a)).length;
      const theirs = areas.length - mine;
      const difference = Math.abs(mine - theirs);
      const band = bandOf(d.levels, difference);
      if (!band) continue;
      const ahead = mine > theirs ? side : other;
      const by = band.sided && mine !== theirs ? ahead : undefined;
      const own =
        by && band.says
          ? say(
              way.id,
              `sided.${band.from}`,
              band.says,
              msg('victory.ways.sided', { side: sideName(by), result: levelOf(band.level).result }),
            )
          : undefined;
      const r = decided(way, band.level, by, own);
      const said = msg('victory.ways.difference', {
        side: sideName(side),
        mine,
        other: sideName(other),
        theirs,
        difference,
        result: own ?? r.result,
        section: way.section,
      });
      steps.push(say(way.id, 'difference', way.says?.difference, said));
      return { ...r, counted: { [side]: mine, [other]: theirs, difference } };
    }
  }
  const own = missing ? inputSays(missing) : {};
  steps.push(
    missing
      ? say(missing, 'undecided', own.undecided, msg('victory.ways.undecided', { label: label(missing) }))
      : msg('victory.ways.none'),
  );
  const said = missing
    ? say(missing, 'result', own.result, msg('victory.ways.undecidedResult', { label: label(missing) }))
    : msg('victory.ways.none');
  return { result: render(said), said, steps };
}

/** The highest band whose `from` the count reaches; none below the first. */
function bandOf<B extends { from: number }>(levels: readonly B[], n: number): B | undefined {
  return [...levels].sort((a, b) => b.from - a.from).find((l) => n >= l.from);
}

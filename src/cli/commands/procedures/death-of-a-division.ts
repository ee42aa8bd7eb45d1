import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import { parseDice } from '../../../model/dice-spec.js';
import { areaGraph, type AreaGraph } from '../../../assist/map/area-graph.js';
import {
  positionItems,
  readPositionFile,
  type Position,
  type PositionEntry,
} from '../../../assist/position/position-file.js';
import { findUnit } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { areaUnits, mostStrength, type AreaUnit } from '../../../procedures/death-of-a-division/area-units.js';
import { planDefensiveFire, resolveDefensiveFire } from '../../../procedures/death-of-a-division/defensive-fire.js';
import {
  planOverrun,
  resolveOverrun,
  overrunSucceeds,
  type OverrunReading,
} from '../../../procedures/death-of-a-division/overrun.js';
import { surpriseRoll, surpriseChance } from '../../../procedures/death-of-a-division/surprise.js';
import { arrivalRoll, arrivalChances } from '../../../procedures/death-of-a-division/arrival.js';
import { judgeVictory } from '../../../procedures/death-of-a-division/victory.js';
import { checkSupply } from '../../../procedures/death-of-a-division/supply.js';
import { US } from '../../../procedures/death-of-a-division/sides.js';
import { checkStacking } from '../../../procedures/death-of-a-division/stacking.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  loadGame,
  parseInteger,
  lastTurn,
  turnFrom,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../../assist-support.js';
import { probabilityBars } from '../../format/probability-bars.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, refCounts, diceFor, handRoll, facesRoll } from './hand-dice.js';

const GAME = 'death-of-a-division';
const D6 = parseDice('1d6');

function table(): { s: Scenario; graph: AreaGraph } {
  const s = loadGame(GAME);
  if (s.map?.kind !== 'area') throw new InputError(`${GAME} needs its area map`);
  return { s, graph: areaGraph(s.map) };
}

/**
 * Units named on the command line: "ID@AREA", or a bare id found in the position file. Hits come from
 * --hits, else the position file, else the journal.
 */
function unitsFrom(
  s: Scenario,
  items: readonly string[],
  flag: string,
  ctx: { position?: Position; hits: Record<string, number>; journalHits: Record<string, number>; eliminated: string[] },
): AreaUnit[] {
  const entries: PositionEntry[] = items.map((item) => {
    let e: PositionEntry;
    if (item.includes('@')) {
      [e] = positionItems(s, [item], flag);
      e = { ...e, hits: ctx.journalHits[e.ref] ?? 0 };
    } else {
      findUnit(s, item);
      const found =
        ctx.position?.entries.find((x) => x.ref === item) ?? ctx.position?.entries.find((x) => x.unit.id === item);
      if (!found)
        throw new InputError(
          ctx.position
            ? `${flag}: ${item} is not in ${ctx.position.file}`
            : `${flag}: where is ${item}? write ${item}@AREA or give --position FILE`,
        );
      e = found;
    }
    if (ctx.eliminated.includes(e.ref)) throw new InputError(`${e.ref} has been removed from play`);
    return { ...e, hits: ctx.hits[e.ref] ?? e.hits };
  });
  return areaUnits(entries);
}

/** A position file read and checked against the game: its units, their hits, the three-unit stacking limit. */
function readPosition(s: Scenario, file: string): Position {
  const p = readPositionFile(file, s);
  checkStacking(s, areaUnits(p.entries));
  return p;
}

function context(s: Scenario, flags: { position?: string; hits?: string[] }, session?: Session) {
  return {
    position: flags.position ? readPosition(s, flags.position) : undefined,
    hits: refCounts(flags.hits ?? [], '--hits', mostStrength(s), 'the strongest unit’s strength'),
    journalHits: session?.state<Record<string, number>>('hits', {}) ?? {},
    eliminated: session?.state<string[]>('eliminated', []) ?? [],
  };
}

function afterHits(
  session: Session,
  landed: { ref: string; after: number; removed: boolean }[],
): { hits: Record<string, number>; eliminated: string[] } {
  const hits = { ...session.state<Record<string, number>>('hits', {}) };
  const eliminated = [...session.state<string[]>('eliminated', [])];
  for (const t of landed) {
    if (t.removed) {
      delete hits[t.ref];
      if (!eliminated.includes(t.ref)) eliminated.push(t.ref);
    } else hits[t.ref] = t.after;
  }
  return { hits, eliminated };
}

interface FireFlags extends AssistFlags {
  firer: string;
  target: string[];
  artillery: string[];
  fortified?: boolean;
  fortifications?: string;
  artilleryParentOnly?: string;
  hits: string[];
  assign: string[];
  dice?: string;
  position?: string;
  turn?: string;
}

interface OverrunFlags extends AssistFlags {
  movers: string[];
  into: string;
  defenders: string[];
  roll?: string;
  partingDice?: string;
  overrunTarget?: string;
  hits: string[];
  position?: string;
  turn?: string;
}

const positionOption = (cmd: Command) =>
  cmd.option('--position <file>', 'a position file (YAML) saying where units stand and their hits');

export function registerDeathOfADivision(program: Command, io: Io): void {
  withDiceOptions(
    positionOption(
      verb(program, 'fire', 'fire with a game’s own procedure')
        .command(GAME)
        .description(
          'Death of a Division defensive fire: a die per point of current strength, artillery support, ' +
            'hits on 6 (5-6 dug in), the chance of each number of hits',
        )
        .requiredOption('--firer <unit[@area]>', 'the firing unit, e.g. us-422-inf@schnee-eifel')
        .requiredOption('--target <unit[@area],...>', 'the enemy unit(s) it fires at, in the same area', list)
        .option(
          '--artillery <unit[@area],...>',
          'artillery adding its dice, in the same or a neighbouring area',
          list,
          [],
        )
        .option('--fortified', 'the firing unit is dug in (optional rule 10)')
        .option('--fortifications <on|off>', 'game option fortifications (optional rule 10)')
        .option('--artillery-parent-only <on|off>', 'game option german-artillery-parent-only (optional rule 7)')
        .option('--hits <unit=n,...>', 'hits units carry now (else the position file, else the journal)', list, [])
        .option('--assign <unit=n,...>', 'how the hits are spread over several targets', list, [])
        .option('--dice <faces>', 'the dice as rolled by hand: the firer’s first, then each artillery unit’s')
        .option('--turn <n>', 'game turn (turn 1: no US fire in an area the Germans surprised)'),
    ),
  ).action((flags: FireFlags) => {
    const { s, graph } = table();
    const chart = requireChart(s, 'defensive-fire', 'die-table');
    const session = new Session(s, flags);
    const ctx = context(s, flags, session);
    const fortifications = optionChoice(s, 'fortifications', flags.fortifications);
    if (flags.fortified && fortifications !== 'on')
      throw new UsageError('--fortified is optional rule 10: add --fortifications on');
    const parentOnly = optionChoice(s, 'german-artillery-parent-only', flags.artilleryParentOnly) === 'on';
    const [firer] = unitsFrom(s, [flags.firer], '--firer', ctx);
    const targets = unitsFrom(s, flags.target, '--target', ctx);
    const artillery = unitsFrom(s, flags.artillery, '--artillery', ctx);
    const turn = turnFrom(flags, session);
    const surprised = session.state<string[]>('surprised', []);
    if (firer.unit.side === US && (turn ?? 1) === 1 && surprised.includes(firer.area))
      throw new InputError(
        `turn 1: the Germans achieved surprise in ${graph.area(firer.area).name}; no US defensive fire there this turn`,
      );
    // Each unit fires once in its side's defensive fire phase, and artillery never splits its dice (rules 6, 7).
    const fired = session.state<{ turn?: number; units: string[] }>('fired', { units: [] });
    const firedNow = turn !== undefined && fired.turn === turn ? fired.units : [];
    const again = [firer, ...artillery].find((u) => firedNow.includes(u.ref));
    if (again) throw new InputError(`${again.ref} has fired on turn ${turn} already`);
    const input = { firer, targets, artillery, fortified: !!flags.fortified, artilleryParentOnly: parentOnly };
    const plan = planDefensiveFire(graph, chart, input);
    const faces = handFaces(flags.dice, '--dice');
    const dice = diceFor(plan.dice, '--dice', faces, session.source);
    const assign = flags.assign.length
      ? refCounts(flags.assign, '--assign', plan.dice, 'one hit a die at most')
      : undefined;
    const r = resolveDefensiveFire(plan, targets, dice, assign);
    const landed = r.targets ?? [];
    session.record(
      {
        command: `fire ${GAME}`,
        inputs: {
          firer: firer.ref,
          targets: targets.map((t) => t.ref),
          artillery: artillery.map((a) => a.ref),
          area: r.area,
          fortified: !!flags.fortified,
        },
        rolls: [facesRoll(dice, !!faces)],
        result: { hits: r.hits, removed: r.removed },
      },
      {
        ...(landed.length ? afterHits(session, landed) : {}),
        ...(turn !== undefined
          ? { turn, fired: { turn, units: [...firedNow, firer.ref, ...artillery.map((a) => a.ref)] } }
          : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
      `Death of a Division: defensive fire in ${graph.area(r.area).name}`,
      ...r.steps.map((x) => `  ${x}`),
      '',
      `  Chances of each number of hits before the roll (${r.dice} dice):`,
      ...probabilityBars(r.chances, `${r.hits} hit${r.hits === 1 ? '' : 's'}`).map((l) => `  ${l}`),
    ]);
  });

  withDiceOptions(
    positionOption(
      verb(program, 'overrun', 'overrun in the movement phase')
        .command(GAME)
        .description(
          'Death of a Division overrun: 6-1 or better (artillery defends as 1), succeeds on 4-6, ' +
            'parting shots, at most two a turn',
        )
        .requiredOption('--movers <unit[@area],...>', 'the moving units, all in the area they overrun from', list)
        .requiredOption('--into <area>', 'the area overrun')
        .option(
          '--defenders <unit[@area],...>',
          'the enemy units overrun (default with --position: every enemy unit in the area)',
          list,
          [],
        )
        .option('--roll <n>', 'the overrun die as rolled by hand')
        .option('--parting-dice <faces>', 'the parting shots as rolled by hand')
        .option('--overrun-target <reading>', 'game option overrun-target: whole-area or single-unit')
        .option('--hits <unit=n,...>', 'hits units carry now (else the position file, else the journal)', list, [])
        .option('--turn <n>', 'game turn (to count two overruns a unit a turn)'),
    ),
  ).action((flags: OverrunFlags) => {
    const { s, graph } = table();
    const chart = requireChart(s, 'overrun', 'die-table');
    const session = new Session(s, flags);
    const ctx = context(s, flags, session);
    const reading = optionChoice(s, 'overrun-target', flags.overrunTarget) as OverrunReading;
    graph.area(flags.into);
    const movers = unitsFrom(s, flags.movers, '--movers', ctx);
    let defenderItems = flags.defenders;
    if (!defenderItems.length) {
      if (!ctx.position)
        throw new UsageError('--defenders is needed (or --position, to take every enemy unit in the area)');
      if (reading === 'single-unit')
        throw new UsageError('with overrun-target single-unit, name the unit with --defenders');
      defenderItems = ctx.position.entries
        .filter((e) => e.at === flags.into && e.unit.side !== movers[0].unit.side)
        .map((e) => e.ref);
      if (!defenderItems.length) throw new InputError(`${flags.into} holds no enemy units in ${ctx.position.file}`);
    }
    const defenders = unitsFrom(s, defenderItems, '--defenders', ctx);
    const input = { movers, defenders, into: flags.into, reading };
    const plan = planOverrun(graph, chart, input);
    const turn = turnFrom(flags, session);
    const tally = session.state<{ turn?: number; byUnit: Record<string, number>; stopped?: string[] }>('overruns', {
      byUnit: {},
    });
    const thisTurn = turn !== undefined && tally.turn === turn;
    const counts = thisTurn ? tally.byUnit : {};
    const stopped = thisTurn ? (tally.stopped ?? []) : [];
    const tired = movers.find((m) => (counts[m.ref] ?? 0) >= 2);
    if (tired) throw new InputError(`${tired.ref} has made two overruns on turn ${turn} already (rule 5)`);
    const halted = movers.find((m) => stopped.includes(m.ref));
    if (halted) throw new InputError(`${halted.ref} failed an overrun on turn ${turn} and had to stop there (rule 5)`);
    const die = handRoll(D6, flags.roll, session.source);
    const partingFaces = handFaces(flags.partingDice, '--parting-dice');
    const success = overrunSucceeds(chart, die.total);
    const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
    const parting = success ? diceFor(shots, '--parting-dice', partingFaces, session.source) : (partingFaces ?? []);
    const r = resolveOverrun(plan, chart, input, die.total, parting);
    if (turn === undefined) r.steps.push('No turn given: the two-overruns-a-turn limit is not tracked');
    const nextCounts = { ...counts };
    for (const m of movers) nextCounts[m.ref] = (nextCounts[m.ref] ?? 0) + 1;
    session.record(
      {
        command: `overrun ${GAME}`,
        inputs: {
          movers: movers.map((m) => m.ref),
          into: flags.into,
          defenders: defenders.map((d) => d.ref),
          odds: r.odds,
          reading,
        },
        rolls: [die, ...(r.partingFaces.length ? [facesRoll(r.partingFaces, !!partingFaces)] : [])],
        result: { success: r.success, removed: r.removed, partingHits: r.partingHits },
      },
      {
        ...(turn !== undefined
          ? {
              turn,
              overruns: {
                turn,
                byUnit: nextCounts,
                stopped: r.success ? stopped : [...stopped, ...movers.map((m) => m.ref)],
              },
            }
          : {}),
        ...(r.removed.length
          ? { eliminated: [...ctx.eliminated, ...r.removed.filter((x) => !ctx.eliminated.includes(x))] }
          : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
      `Death of a Division: overrun of ${graph.area(r.into).name}`,
      ...r.steps.map((x) => `  ${x}`),
      '',
      `  Chance of success before the roll: ${(r.chance.probability * 100).toFixed(1)}% (${r.chance.fraction})`,
      ...(r.success
        ? [
            `  Chances of hits from the ${shots} parting shots:`,
            ...probabilityBars(r.partingChances, `${r.partingHits} hit${r.partingHits === 1 ? '' : 's'}`).map(
              (l) => `  ${l}`,
            ),
          ]
        : []),
    ]);
  });

  withDiceOptions(
    verb(program, 'surprise', 'turn-1 surprise')
      .command(GAME)
      .description(
        'Death of a Division turn-1 surprise: German die ≥ US die → no US defensive fire in that area ' +
          '(kept in the journal)',
      )
      .requiredOption('--area <area,...>', 'areas where defensive fire is about to take place', list)
      .option('--german-dice <faces>', 'the German dice as rolled by hand, one per area')
      .option('--us-dice <faces>', 'the US dice as rolled by hand, one per area')
      .option('--turn <n>', 'game turn; surprise is rolled on turn 1 only'),
  ).action((flags: AssistFlags & { area: string[]; germanDice?: string; usDice?: string; turn?: string }) => {
    const { s, graph } = table();
    const session = new Session(s, flags);
    const turn = turnFrom(flags, session) ?? 1;
    if (turn !== 1) throw new InputError(`surprise is rolled on turn 1 only; this is turn ${turn}`);
    for (const a of flags.area) graph.area(a);
    const gFaces = handFaces(flags.germanDice, '--german-dice');
    const uFaces = handFaces(flags.usDice, '--us-dice');
    const german = diceFor(flags.area.length, '--german-dice', gFaces, session.source);
    const us = diceFor(flags.area.length, '--us-dice', uFaces, session.source);
    const results = flags.area.map((a, i) => surpriseRoll(a, german[i], us[i]));
    const before = session.state<string[]>('surprised', []);
    const surprised = [
      ...before.filter((a) => !flags.area.includes(a)),
      ...results.filter((r) => r.surprise).map((r) => r.area),
    ];
    session.record(
      {
        command: `surprise ${GAME}`,
        inputs: { areas: flags.area, turn },
        rolls: [facesRoll(german, !!gFaces), facesRoll(us, !!uFaces)],
        result: results.map((r) => ({ area: r.area, surprise: r.surprise })),
      },
      { turn, surprised },
    );
    const chance = surpriseChance();
    printJsonOr(io, flags.json, { game: GAME, turn, chance, areas: results }, () => [
      'Death of a Division: turn-1 surprise ' +
        `(the Germans win ties: ${(chance.probability * 100).toFixed(1)}%, ${chance.fraction}, in each area)`,
      ...results.map((r) => `  ${r.steps[0].replace(r.area, graph.area(r.area).name)}`),
      '  Surprise does not apply to overruns.',
    ]);
  });

  withDiceOptions(
    verb(program, 'arrival', 'optional reinforcement arrival roll')
      .command(GAME)
      .description(
        'Death of a Division optional rule 8: roll on the turn before a reinforcement is due: ' +
          '1 a turn early, 2-5 on time, 6 a turn late',
      )
      .requiredOption('--unit <id,...>', 'reinforcements due next turn', list)
      .option('--dice <faces>', 'the dice as rolled by hand, one per unit')
      .option('--turn <n>', 'the current turn (checked against each unit’s schedule)'),
  ).action((flags: AssistFlags & { unit: string[]; dice?: string; turn?: string }) => {
    const { s } = table();
    const chart = requireChart(s, 'arrival', 'die-table');
    const session = new Session(s, flags);
    const turn = turnFrom(flags, session);
    const units = flags.unit.map((u) => findUnit(s, u));
    const arrivals = session.state<Record<string, number>>('arrivals', {});
    const done = units.find((u) => arrivals[u.id] !== undefined);
    if (done) throw new InputError(`${done.id} has rolled already: it arrives on turn ${arrivals[done.id]}`);
    for (const u of units) arrivalRoll(chart, u, 1, turn);
    const faces = handFaces(flags.dice, '--dice');
    const dice = diceFor(units.length, '--dice', faces, session.source);
    const results = units.map((u, i) => arrivalRoll(chart, u, dice[i], turn));
    session.record(
      {
        command: `arrival ${GAME}`,
        inputs: { units: units.map((u) => u.id), ...(turn !== undefined ? { turn } : {}) },
        rolls: [facesRoll(dice, !!faces)],
        result: results.map((r) => ({ unit: r.unit, arrives: r.arrives })),
      },
      {
        arrivals: { ...arrivals, ...Object.fromEntries(results.map((r) => [r.unit, r.arrives])) },
        ...(turn !== undefined ? { turn } : {}),
      },
    );
    const chances = arrivalChances(chart);
    printJsonOr(io, flags.json, { game: GAME, chances, units: results }, () => [
      'Death of a Division: arrival rolls (optional rule 8): ' +
        `${chances.map((c) => `${c.code.toLowerCase()} ${c.fraction}`).join(', ')}`,
      ...results.map((r) => `  ${r.steps[0]}`),
    ]);
  });

  withDiceOptions(
    positionOption(
      verb(program, 'victory', 'who has won')
        .command(GAME)
        .description(
          'Death of a Division victory: the level from the turn St. Vith was last taken, ' +
            'sole possession and the road link to the German start line',
        )
        .option('--taken-on <n>', 'the turn the Germans (last) took St. Vith; kept in the journal'),
    ),
  ).action((flags: AssistFlags & { takenOn?: string; position?: string }) => {
    const { s, graph } = table();
    const chart = requireChart(s, 'victory', 'victory');
    const session = new Session(s, flags);
    const takenOn =
      flags.takenOn !== undefined
        ? parseInteger(flags.takenOn, '--taken-on', 1, lastTurn(s), 'the turns of the game')
        : session.state<number | undefined>('stVithTakenOn', undefined);
    const units = flags.position ? areaUnits(readPosition(s, flags.position).entries) : undefined;
    const r = judgeVictory(graph, chart, takenOn, units);
    session.record(
      { command: `victory ${GAME}`, inputs: { takenOn, position: flags.position }, rolls: [], result: r.result },
      takenOn !== undefined ? { stVithTakenOn: takenOn } : {},
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => [
      'Death of a Division: victory',
      ...r.steps.map((x) => `  ${x}`),
    ]);
  });

  verb(program, 'supply', 'trace supply lines')
    .command(GAME)
    .description(
      'Death of a Division supply: for each unit, the road path to its side’s supply source, ' +
        'or out of supply and the hit it takes',
    )
    .requiredOption('--position <file>', 'a position file (YAML) saying where units stand and their hits')
    .option('--side <side>', 'only this side’s units: german or us')
    .option('--out-of-supply-no-road-march <on|off>', 'game option out-of-supply-no-road-march (optional rule 4)')
    .option('--json', 'print JSON')
    .action((flags: { position: string; side?: string; outOfSupplyNoRoadMarch?: string; json?: boolean }) => {
      const { s, graph } = table();
      if (flags.side !== undefined && !s.game.sides.some((x) => x.id === flags.side))
        throw new UsageError(`--side is one of ${s.game.sides.map((x) => x.id).join(', ')}; not "${flags.side}"`);
      const noRoadMarch = optionChoice(s, 'out-of-supply-no-road-march', flags.outOfSupplyNoRoadMarch) === 'on';
      const units = areaUnits(readPosition(s, flags.position).entries);
      const r = checkSupply(graph, units, flags.side, noRoadMarch);
      printJsonOr(io, flags.json, { game: GAME, side: flags.side, ...r }, () => [
        `Death of a Division: supply${flags.side ? ` (${flags.side})` : ''}: ` +
          `${r.units.length - r.outOfSupply.length} of ${r.units.length} units supplied`,
        ...r.steps.map((x) => `  ${x}`),
      ]);
    });
}

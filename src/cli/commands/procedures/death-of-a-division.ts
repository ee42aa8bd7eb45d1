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
import {
  planDefensiveFire,
  resolveDefensiveFire,
  spreadHits,
  type TargetHits,
} from '../../../procedures/death-of-a-division/defensive-fire.js';
import {
  arrivalTurn,
  checkDoadUnits,
  doadState,
  DOAD_RULES,
  type DoadState,
} from '../../../procedures/death-of-a-division/state.js';
import { seenAt } from '../../../procedures/shared/game-state.js';
import {
  planOverrun,
  resolveOverrun,
  overrunSucceeds,
  type OverrunReading,
} from '../../../procedures/death-of-a-division/overrun.js';
import { surpriseRoll, surpriseChance } from '../../../procedures/death-of-a-division/surprise.js';
import { GERMAN } from '../../../procedures/death-of-a-division/sides.js';
import { arrivalRoll, arrivalChances } from '../../../procedures/death-of-a-division/arrival.js';
import { judgeVictory } from '../../../procedures/death-of-a-division/victory.js';
import { checkSupply } from '../../../procedures/death-of-a-division/supply.js';
import { US } from '../../../procedures/death-of-a-division/sides.js';
import { checkStacking } from '../../../procedures/death-of-a-division/stacking.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  required,
  loadGame,
  parseInteger,
  lastTurn,
  turnFrom,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, handTotalOf, refCounts } from './hand-dice.js';
import { complement, reportLines, stepsAfter } from './report-lines.js';
import type { GameTable } from './game-table.js';

const GAME = 'death-of-a-division';
const D6 = parseDice('1d6');

function table(): { s: Scenario; graph: AreaGraph } {
  const s = loadGame(GAME);
  if (s.map?.kind !== 'area') throw new InputError(`${GAME} needs its area map`);
  return { s, graph: areaGraph(s.map) };
}

interface Context {
  position?: Position;
  hits: Record<string, number>;
  st: DoadState;
  turn?: number;
}

/**
 * Units named on the command line: "ID@AREA", or a bare id found in the position file. Hits come from
 * --hits, else the position file, else the journal. A unit removed from play, or not yet arrived, is refused.
 */
function unitsFrom(s: Scenario, items: readonly string[], flag: string, ctx: Context): AreaUnit[] {
  const entries: PositionEntry[] = items.map((item) => {
    if (item.includes('@')) {
      const [e] = positionItems(s, [item], flag);
      return { ...e, hits: ctx.st.hits[e.ref] ?? 0 };
    }
    findUnit(s, item);
    const found =
      ctx.position?.entries.find((x) => x.ref === item) ?? ctx.position?.entries.find((x) => x.unit.id === item);
    if (!found)
      throw new InputError(
        ctx.position
          ? `${flag}: ${item} is not in ${ctx.position.file}`
          : `${flag}: where is ${item}? write ${item}@AREA or give --position FILE`,
      );
    return found;
  });
  checkDoadUnits(entries, ctx.st, ctx.turn);
  return areaUnits(entries.map((e) => ({ ...e, hits: ctx.hits[e.ref] ?? e.hits })));
}

/** A position file read and checked against the game: its units, their hits, the three-unit stacking limit. */
function readPosition(s: Scenario, file: string): Position {
  const p = readPositionFile(file, s);
  checkStacking(s, areaUnits(p.entries));
  return p;
}

function context(
  s: Scenario,
  flags: AssistFlags & { position?: string; hits?: string[]; turn?: string; amend?: boolean },
  session: Session,
): Context {
  return {
    position: flags.position ? readPosition(s, flags.position) : undefined,
    hits: refCounts(flags.hits ?? [], '--hits', mostStrength(s), 'the strongest unit’s strength'),
    st: doadState(session.rawState, flags.journal),
    turn: turnFrom(flags, session, DOAD_RULES.sequence),
  };
}

/** The hits and removals after hits land (rules 2): a unit whose hits reach its strength leaves play. */
function afterHits(
  st: DoadState,
  landed: readonly TargetHits[],
): { hits: Record<string, number>; eliminated: string[] } {
  const hits = { ...st.hits };
  const eliminated = [...st.eliminated];
  for (const t of landed) {
    if (!t.hits) continue;
    if (t.removed) {
      delete hits[t.ref];
      if (!eliminated.includes(t.ref)) eliminated.push(t.ref);
    } else hits[t.ref] = t.after;
  }
  return { hits, eliminated };
}

const placed = (us: readonly AreaUnit[]) => us.map((u) => ({ ref: u.ref, at: u.area }));

/**
 * The spread of hits a player gave: --assign in advance, or --choose once the hits are known. One that does
 * not fit the hits rolled (given before the roll) is set aside and the question asked, not refused: refusing
 * would throw away dice already rolled.
 */
function spreadGiven(
  items: readonly string[],
  choice: string | undefined,
  hits: number,
  max: number,
  answering: boolean,
): { flag: string; spread: Record<string, number> } | undefined {
  if (choice !== undefined) {
    const spread = refCounts(list(choice), '--choose', max, 'the hits rolled');
    const sum = Object.values(spread).reduce((a, b) => a + b, 0);
    if (answering || sum === hits) return { flag: '--choose', spread };
  }
  if (items.length) {
    const spread = refCounts(items, '--assign', max, 'one hit a die at most');
    if (Object.values(spread).reduce((a, b) => a + b, 0) === hits) return { flag: '--assign', spread };
  }
  return undefined;
}

interface FireFlags extends AssistFlags {
  firer?: string;
  target: string[];
  artillery: string[];
  fortified?: boolean;
  fortifications?: string;
  artilleryParentOnly?: string;
  firingPlayerPlacesHits?: string;
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
  assign: string[];
  position?: string;
  turn?: string;
}

const positionOption = (cmd: Command) =>
  cmd.option('--position <file>', 'a position file (YAML) saying where units stand and their hits');

/** Prints a result that waits on a choice, and how to give it. */
function awaitingLines(
  flags: AssistFlags,
  command: string,
  question: string,
  options: string[],
  rolls: string,
): { answer: string; lines: string[] } {
  const answer = flags.journal
    ? `Answer: sandtable ${command} --journal ${flags.journal} --choose ${options.join('|')}`
    : `No journal keeps these dice: run the command again with --choose ${options.join('|')} and ${rolls}`;
  return { answer, lines: ['', `  Waiting for a choice (rule 6): ${question}`, `  ${answer}`] };
}

export function registerDeathOfADivision(program: Command, io: Io): void {
  withChoose(
    withAmend(
      withDiceOptions(
        positionOption(
          verb(program, 'fire', 'fire with a game’s own procedure')
            .command(GAME)
            .description(
              'Death of a Division defensive fire: a die per point of current strength, artillery support, ' +
                'hits on 6 (5-6 dug in), the chance of each number of hits',
            )
            .option('--firer <unit[@area]>', 'the firing unit, e.g. us-422-inf@schnee-eifel (required)')
            .option(
              '--target <unit[@area],...>',
              'the enemy unit(s) it fires at, in the same area (required)',
              list,
              [],
            )
            .option(
              '--artillery <unit[@area],...>',
              'artillery adding its dice, in the same or a neighbouring area',
              list,
              [],
            )
            .option('--fortified', 'the firing unit is dug in (optional rule 10)')
            .option('--fortifications <on|off>', 'game option fortifications (optional rule 10)')
            .option('--artillery-parent-only <on|off>', 'game option german-artillery-parent-only (optional rule 7)')
            .option('--firing-player-places-hits <on|off>', 'game option firing-player-places-hits (optional rule 6)')
            .option('--hits <unit=n,...>', 'hits units carry now (else the position file, else the journal)', list, [])
            .option(
              '--assign <unit=n,...>',
              'how the hits are spread over several targets, if decided in advance',
              list,
              [],
            )
            .option('--dice <faces>', 'the dice as rolled by hand: the firer’s first, then each artillery unit’s')
            .option('--turn <n>', 'game turn (turn 1: no US fire in an area the Germans surprised)'),
        ),
      ),
    ),
    'the spread of hits over several targets, e.g. de-294-vgr=1,de-295-vgr=1',
  ).action((given: FireFlags, cmd: Command) => {
    const { s, graph } = table();
    const chart = requireChart(s, 'defensive-fire', 'die-table');
    const session = new Session(s, given, `fire ${GAME}`);
    const { flags, choices } = session.resume(given, givenFlags(cmd));
    const ctx = context(s, flags, session);
    const { st, turn } = ctx;
    const fortifications = optionChoice(s, 'fortifications', flags.fortifications);
    if (flags.fortified && fortifications !== 'on')
      throw new UsageError('--fortified is optional rule 10: add --fortifications on');
    const parentOnly = optionChoice(s, 'german-artillery-parent-only', flags.artilleryParentOnly) === 'on';
    const placer = optionChoice(s, 'firing-player-places-hits', flags.firingPlayerPlacesHits) === 'on';
    const [firer] = unitsFrom(s, [required(flags.firer, '--firer <unit[@area]>')], '--firer', ctx);
    const targets = unitsFrom(s, required(flags.target, '--target <unit[@area],...>'), '--target', ctx);
    const artillery = unitsFrom(s, flags.artillery, '--artillery', ctx);
    if (firer.unit.side === US && (turn ?? 1) === 1 && st.surprised.includes(firer.area))
      throw new InputError(
        `turn 1: the Germans achieved surprise in ${graph.area(firer.area).name}; no US defensive fire there ` +
          'this turn (rule 9)',
      );
    // Each unit fires once in its side's defensive fire phase, and artillery never splits its dice (rules 6, 7).
    const firedNow = turn !== undefined && st.fired.turn === turn ? st.fired.units : [];
    const again = [firer, ...artillery].find((u) => firedNow.includes(u.ref));
    if (again) throw new InputError(`${again.ref} has fired on turn ${turn} already (rules 6, 7)`);
    const input = { firer, targets, artillery, fortified: !!flags.fortified, artilleryParentOnly: parentOnly };
    const plan = planDefensiveFire(graph, chart, input);
    const title = `Death of a Division: defensive fire in ${graph.area(plan.area).name}`;
    const chancesOf = `of each number of hits (${plan.dice} dice)`;
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, ...plan }, () =>
        reportLines({ title, before: plan.steps, chances: { of: chancesOf, outcomes: plan.chances }, preview: true }),
      );
    const faces = handFaces(flags.dice, '--dice');
    const box = session.dice(faces !== undefined);
    const dice = box.faces('--dice', plan.dice, faces);
    const counted = resolveDefensiveFire(plan, targets, dice);
    const given2 = spreadGiven(flags.assign, choices[0], counted.hits, plan.dice, !!session.pending);
    if (given2) spreadHits(targets, counted.hits, given2.spread, given2.flag);
    const r = given2 ? resolveDefensiveFire(plan, targets, dice, given2.spread) : counted;
    const landed = r.targets;
    if (!landed) {
      const who = placer
        ? 'the firing player (optional rule 6)'
        : `the owner of ${targets.map((t) => t.ref).join(', ')}`;
      const hit = targets.map((t) => t.ref).join(', ');
      const question = `${r.hits} hits on ${hit}: ${who} spreads them, every hit taken`;
      const options = ['UNIT=N,…'];
      session.ask(flags, [], { question, options, rule: 'rule 6, How to distribute hits' });
      const wait = awaitingLines(flags, `fire ${GAME}`, question, options, `--dice ${dice.join(',')}`);
      return printJsonOr(
        io,
        flags.json,
        { game: GAME, ...r, rolls: box.rolls, awaiting: { question, options }, answer: wait.answer },
        () => [
          ...reportLines({
            title,
            before: plan.steps,
            chances: { of: chancesOf, outcomes: r.chances, rolled: `${r.hits} hit${r.hits === 1 ? '' : 's'}` },
            after: stepsAfter(r.steps, plan.steps),
            rolls: box.rolls,
          }),
          ...wait.lines,
        ],
      );
    }
    const firing = [firer, ...artillery];
    session.record(
      {
        command: `fire ${GAME}`,
        inputs: {
          firer: firer.ref,
          targets: targets.map((t) => t.ref),
          artillery: artillery.map((a) => a.ref),
          area: r.area,
          fortified: !!flags.fortified,
          ...(given2 && targets.length > 1 ? { spread: given2.spread } : {}),
        },
        result: { hits: r.hits, removed: r.removed },
        turn,
      },
      {
        ...afterHits(st, landed),
        positions: seenAt(st.positions, placed([...firing, ...targets])),
        phase: firer.unit.side === GERMAN ? '8, German defensive fire' : '4, US defensive fire',
        ...(turn !== undefined ? { turn, fired: { turn, units: [...firedNow, ...firing.map((u) => u.ref)] } } : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: plan.steps,
        chances: { of: chancesOf, outcomes: r.chances, rolled: `${r.hits} hit${r.hits === 1 ? '' : 's'}` },
        after: stepsAfter(r.steps, plan.steps),
        rolls: box.rolls,
      }),
    );
  });

  withChoose(
    withAmend(
      withDiceOptions(
        positionOption(
          verb(program, 'overrun', 'overrun in the movement phase')
            .command(GAME)
            .description(
              'Death of a Division overrun: 6-1 or better (artillery defends as 1), succeeds on 4-6, ' +
                'parting shots, at most two a turn',
            )
            .option(
              '--movers <unit[@area],...>',
              'the moving units, all in the area they overrun from (required)',
              list,
              [],
            )
            .option('--into <area>', 'the area overrun (required)')
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
            .option(
              '--assign <unit=n,...>',
              'how parting-shot hits spread over the movers, if decided in advance',
              list,
              [],
            )
            .option('--turn <n>', 'game turn (to count two overruns a unit a turn)'),
        ),
      ),
    ),
    'the spread of parting-shot hits over the movers, e.g. de-294-vgr=1',
  ).action((given: OverrunFlags, cmd: Command) => {
    const { s, graph } = table();
    const chart = requireChart(s, 'overrun', 'die-table');
    const session = new Session(s, given, `overrun ${GAME}`);
    const { flags, choices } = session.resume(given, givenFlags(cmd));
    const ctx = context(s, flags, session);
    const { st, turn } = ctx;
    const reading = optionChoice(s, 'overrun-target', flags.overrunTarget) as OverrunReading;
    const into = required(flags.into, '--into <area>');
    graph.area(into);
    const movers = unitsFrom(s, required(flags.movers, '--movers <unit[@area],...>'), '--movers', ctx);
    let defenderItems = flags.defenders;
    if (!defenderItems.length) {
      if (!ctx.position)
        throw new UsageError('--defenders is needed (or --position, to take every enemy unit in the area)');
      if (reading === 'single-unit')
        throw new UsageError('with overrun-target single-unit, name the unit with --defenders');
      defenderItems = ctx.position.entries
        .filter((e) => e.at === into && e.unit.side !== movers[0].unit.side)
        .map((e) => e.ref);
      if (!defenderItems.length) throw new InputError(`${into} holds no enemy units in ${ctx.position.file}`);
    }
    const defenders = unitsFrom(s, defenderItems, '--defenders', ctx);
    const input = { movers, defenders, into, reading };
    const plan = planOverrun(graph, chart, input);
    const thisTurn = turn !== undefined && st.overruns.turn === turn;
    const counts = thisTurn ? st.overruns.byUnit : {};
    const stopped = thisTurn ? (st.overruns.stopped ?? []) : [];
    const tired = movers.find((m) => (counts[m.ref] ?? 0) >= 2);
    if (tired) throw new InputError(`${tired.ref} has made two overruns on turn ${turn} already (rule 5)`);
    const halted = movers.find((m) => stopped.includes(m.ref));
    if (halted) throw new InputError(`${halted.ref} failed an overrun on turn ${turn} and had to stop there (rule 5)`);
    const title = `Death of a Division: overrun of ${graph.area(plan.into).name}`;
    const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
    const outcomes = [
      { code: 'success', meaning: `the overrun units are removed; ${shots} parting shots`, ...plan.chance },
      {
        code: 'failure',
        meaning: 'the movers stop in the area',
        probability: 1 - plan.chance.probability,
        fraction: complement(plan.chance.fraction),
      },
    ];
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, ...plan }, () =>
        reportLines({ title, before: plan.steps, chances: { of: 'of the overrun die', outcomes }, preview: true }),
      );
    const partingFaces = handFaces(flags.partingDice, '--parting-dice');
    const box = session.dice(flags.roll !== undefined || partingFaces !== undefined);
    const die = box.roll('--roll', D6, handTotalOf(D6, flags.roll, '--roll'));
    const success = overrunSucceeds(chart, die.total);
    if (!success && partingFaces?.length)
      throw new InputError('a failed overrun fires no parting shots; --parting-dice is not used (rule 5)');
    const parting = success ? box.faces('--parting-dice', shots, partingFaces) : [];
    const r = resolveOverrun(plan, chart, input, die.total, parting);
    if (turn === undefined) r.steps.push('No turn given: the two-overruns-a-turn limit is not tracked');
    const given2 = spreadGiven(flags.assign, choices[0], r.partingHits, shots, !!session.pending);
    const landed = r.partingHits ? spreadHits(movers, r.partingHits, given2?.spread, given2?.flag ?? '--assign') : [];
    const rolled = r.success ? 'success' : 'failure';
    if (!landed) {
      const question =
        `${r.partingHits} parting-shot hits on ${movers.map((m) => m.ref).join(', ')}: their owner spreads them, ` +
        'every hit taken';
      const options = ['UNIT=N,…'];
      session.ask(flags, [], { question, options, rule: 'rules 5 and 6, parting shots spread as hits are' });
      const wait = awaitingLines(
        flags,
        `overrun ${GAME}`,
        question,
        options,
        `--roll ${die.total} --parting-dice ${parting.join(',')}`,
      );
      return printJsonOr(
        io,
        flags.json,
        { game: GAME, ...r, rolls: box.rolls, awaiting: { question, options }, answer: wait.answer },
        () => [
          ...reportLines({
            title,
            before: plan.steps,
            chances: { of: 'of the overrun die', outcomes, rolled },
            after: stepsAfter(r.steps, plan.steps),
            rolls: box.rolls,
          }),
          ...wait.lines,
        ],
      );
    }
    for (const t of landed)
      if (t.hits)
        r.steps.push(
          `${t.ref}: ${t.hits} parting-shot hit${t.hits === 1 ? '' : 's'}, now ${t.after} of ${t.strength}` +
            `${t.removed ? ': removed from play' : ''}`,
        );
    const nextCounts = { ...counts };
    for (const m of movers) nextCounts[m.ref] = (nextCounts[m.ref] ?? 0) + 1;
    const hurt = landed.length ? afterHits(st, landed) : { hits: st.hits, eliminated: [...st.eliminated] };
    const eliminated = [...hurt.eliminated, ...r.removed.filter((x) => !hurt.eliminated.includes(x))];
    session.record(
      {
        command: `overrun ${GAME}`,
        inputs: {
          movers: movers.map((m) => m.ref),
          into,
          defenders: defenders.map((d) => d.ref),
          odds: r.odds,
          reading,
          ...(given2 && movers.length > 1 ? { spread: given2.spread } : {}),
        },
        result: { success: r.success, removed: r.removed, partingHits: r.partingHits },
        turn,
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
        hits: hurt.hits,
        eliminated,
        positions: seenAt(
          st.positions,
          movers.map((m) => ({ ref: m.ref, at: r.success ? into : m.area })),
        ),
        phase: movers[0].unit.side === GERMAN ? '3, German move' : '7, US move',
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, spread: landed, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: plan.steps,
        chances: { of: 'of the overrun die', outcomes, rolled },
        after: [
          ...stepsAfter(r.steps, plan.steps),
          ...(r.success && shots
            ? [
                `Chances of hits from the ${shots} parting shots: ` +
                  `${r.partingChances.map((c) => `${c.code} ${c.fraction}`).join(', ')}`,
              ]
            : []),
        ],
        rolls: box.rolls,
      }),
    );
  });

  withAmend(
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
    ),
  ).action((flags: AssistFlags & { area: string[]; germanDice?: string; usDice?: string; turn?: string }) => {
    const { s, graph } = table();
    const session = new Session(s, flags, `surprise ${GAME}`);
    const st = doadState(session.rawState, flags.journal);
    const turn = turnFrom(flags, session, DOAD_RULES.sequence) ?? 1;
    if (turn !== 1) throw new InputError(`surprise is rolled on turn 1 only; this is turn ${turn} (rule 9)`);
    for (const a of flags.area) graph.area(a);
    const chance = surpriseChance();
    const outcomes = [
      { code: 'surprise', meaning: 'no US defensive fire in the area this turn', ...chance },
      {
        code: 'no surprise',
        meaning: 'US defensive fire as normal',
        probability: 1 - chance.probability,
        fraction: complement(chance.fraction),
      },
    ];
    const title = 'Death of a Division: turn-1 surprise';
    const known = [`${flags.area.map((a) => graph.area(a).name).join(', ')}: the Germans win ties (rule 9)`];
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, turn, chance, areas: flags.area }, () =>
        reportLines({ title, before: known, chances: { of: 'in each area', outcomes }, preview: true }),
      );
    const gFaces = handFaces(flags.germanDice, '--german-dice');
    const uFaces = handFaces(flags.usDice, '--us-dice');
    const box = session.dice(gFaces !== undefined || uFaces !== undefined);
    const german = box.faces('--german-dice', flags.area.length, gFaces);
    const us = box.faces('--us-dice', flags.area.length, uFaces);
    const results = flags.area.map((a, i) => surpriseRoll(a, german[i], us[i]));
    const surprised = [
      ...st.surprised.filter((a) => !flags.area.includes(a)),
      ...results.filter((r) => r.surprise).map((r) => r.area),
    ];
    session.record(
      {
        command: `surprise ${GAME}`,
        inputs: { areas: flags.area, turn },
        result: results.map((r) => ({ area: r.area, surprise: r.surprise })),
        turn,
      },
      { turn, surprised, phase: '3, German move (after it)' },
    );
    printJsonOr(io, flags.json, { game: GAME, turn, chance, areas: results, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: known,
        chances: { of: 'in each area', outcomes },
        after: [
          ...results.map((r) => r.steps[0].replace(r.area, graph.area(r.area).name)),
          'Surprise does not apply to overruns.',
        ],
        rolls: box.rolls,
      }),
    );
  });

  withAmend(
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
    ),
  ).action((flags: AssistFlags & { unit: string[]; dice?: string; turn?: string }) => {
    const { s } = table();
    const chart = requireChart(s, 'arrival', 'die-table');
    const session = new Session(s, flags, `arrival ${GAME}`);
    const st = doadState(session.rawState, flags.journal);
    const turn = turnFrom(flags, session, DOAD_RULES.sequence);
    const units = flags.unit.map((u) => findUnit(s, u));
    const done = units.find((u) => st.arrivals[u.id] !== undefined);
    if (done)
      throw new InputError(`${done.id} has rolled already: it arrives on turn ${st.arrivals[done.id]} (rule 8)`);
    for (const u of units) arrivalRoll(chart, u, 1, turn);
    const chances = arrivalChances(chart);
    const title = 'Death of a Division: arrival rolls (optional rule 8)';
    const known = units.map((u) => `${u.id} (${u.name}), due on turn ${u.setup?.turn}`);
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, chances, units: units.map((u) => u.id) }, () =>
        reportLines({ title, before: known, chances: { of: 'for each unit', outcomes: chances }, preview: true }),
      );
    const faces = handFaces(flags.dice, '--dice');
    const box = session.dice(faces !== undefined);
    const dice = box.faces('--dice', units.length, faces);
    const results = units.map((u, i) => arrivalRoll(chart, u, dice[i], turn));
    session.record(
      {
        command: `arrival ${GAME}`,
        inputs: { units: units.map((u) => u.id), ...(turn !== undefined ? { turn } : {}) },
        result: results.map((r) => ({ unit: r.unit, arrives: r.arrives })),
        turn,
      },
      {
        arrivals: { ...st.arrivals, ...Object.fromEntries(results.map((r) => [r.unit, r.arrives])) },
        ...(turn !== undefined ? { turn, phase: 'reinforcements' } : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, chances, units: results, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: known,
        chances: { of: 'for each unit', outcomes: chances },
        after: results.map((r) => r.steps[0]),
        rolls: box.rolls,
      }),
    );
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
    .option('--preview', 'accepted for every procedure: supply rolls nothing and writes nothing anyway')
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

/** Death of a Division at the table: unit status and victory (rules 1) from the journal. */
export const doadTable: GameTable = {
  id: GAME,
  unitStatus: (_s, state, journal) => {
    const st = doadState(state, journal);
    return (ref, unit, turn) => {
      const at = st.positions[ref];
      if (st.eliminated.includes(ref)) return { status: 'eliminated', at };
      const due = arrivalTurn(st, unit);
      const hits = st.hits[ref];
      const detail = hits ? `${hits} hit${hits === 1 ? '' : 's'}` : undefined;
      if (due !== undefined && (turn === undefined || turn < due)) return { status: `due turn ${due}`, at, detail };
      return { status: 'on the board', at, detail };
    };
  },
  victory: (cmd, io) => {
    withDiceOptions(
      positionOption(
        cmd
          .description(
            'Death of a Division victory: the level from the turn St. Vith was last taken, ' +
              'sole possession and the road link to the German start line',
          )
          .option('--taken-on <n>', 'the turn the Germans (last) took St. Vith; kept in the journal'),
      ),
    ).action((flags: AssistFlags & { takenOn?: string; position?: string }) => {
      const { s, graph } = table();
      const chart = requireChart(s, 'victory', 'victory');
      const session = new Session(s, flags, `victory ${GAME}`);
      const st = doadState(session.rawState, flags.journal);
      const takenOn =
        flags.takenOn !== undefined
          ? parseInteger(flags.takenOn, '--taken-on', 1, lastTurn(s), 'the turns of the game')
          : st.stVithTakenOn;
      const units = flags.position ? areaUnits(readPosition(s, flags.position).entries) : undefined;
      const r = judgeVictory(graph, chart, takenOn, units);
      session.record(
        { command: `victory ${GAME}`, inputs: { takenOn, position: flags.position }, result: r.result },
        takenOn !== undefined ? { stVithTakenOn: takenOn } : {},
      );
      printJsonOr(io, flags.json, { game: GAME, ...r, preview: flags.preview || undefined }, () =>
        reportLines({ title: 'Death of a Division: victory', before: r.steps, preview: flags.preview }),
      );
    });
  },
};

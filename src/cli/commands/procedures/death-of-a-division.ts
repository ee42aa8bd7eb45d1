import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import { parseDice } from '../../../model/dice-spec.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import { findUnit } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { areaUnits } from '../../../procedures/death-of-a-division/area-units.js';
import {
  planDefensiveFire,
  resolveDefensiveFire,
  spreadHits,
} from '../../../procedures/death-of-a-division/defensive-fire.js';
import { arrivalTurn, doadState, DOAD_RULES } from '../../../procedures/death-of-a-division/state.js';
import { seenAt } from '../../../procedures/shared/game-state.js';
import { surpriseRoll, surpriseChance } from '../../../procedures/death-of-a-division/surprise.js';
import { GERMAN } from '../../../procedures/death-of-a-division/sides.js';
import { arrivalRoll, arrivalChances } from '../../../procedures/death-of-a-division/arrival.js';
import { judgeVictory } from '../../../procedures/death-of-a-division/victory.js';
import { checkSupply } from '../../../procedures/death-of-a-division/supply.js';
import { US } from '../../../procedures/death-of-a-division/sides.js';
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
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces } from './hand-dice.js';
import { complement, reportLines, stepsAfter } from './report-lines.js';
import {
  afterHits,
  areaTable,
  awaitingLines,
  context as tableContext,
  readPosition,
  placed,
  runOverrun,
  spreadGiven,
  unitsFrom,
  type FireFlags,
  type OverrunFlags,
} from '../../../procedures/death-of-a-division/table.js';

const table = () => areaTable(loadGame(GAME));
const context = (s: Scenario, flags: Parameters<typeof tableContext>[1], session: Session) =>
  tableContext(s, flags, session, readPositionFile);

import type { GameTable } from './game-table.js';

const GAME = 'death-of-a-division';
const _D6 = parseDice('1d6');

const positionOption = (cmd: Command) =>
  cmd.option('--position <file>', 'a position file (YAML) saying where units stand and their hits');

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
  ).action(async (given: OverrunFlags, cmd: Command) => {
    const r = await runOverrun(cliContext(io, GAME, given), given, givenFlags(cmd));
    printJsonOr(io, given.json, r.json, () => r.lines);
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
      const units = areaUnits(readPosition(s, flags.position, readPositionFile).entries);
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
      const units = flags.position ? areaUnits(readPosition(s, flags.position, readPositionFile).entries) : undefined;
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

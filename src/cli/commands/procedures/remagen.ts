import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import { placeUnits } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { resolveMorale } from '../../../procedures/remagen/morale.js';
import { MORALE_CHART, MORALE_ENDS } from '../../../procedures/remagen/morale-chart.js';
import { judgeRemagenVictory } from '../../../procedures/remagen/victory.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import type { GameTable } from './game-table.js';
import { bridgeCollapse } from '../../../procedures/remagen/bridge-collapse.js';
import {
  labourLimits,
  labourRoll,
  labourChances,
  damageChances,
  pontoonDamage,
  withCompletion,
  NEW_PONTOON,
  type PontoonState,
  type NightReading,
} from '../../../procedures/remagen/labour.js';
import { findPontoonSite } from '../../../procedures/remagen/pontoon-site.js';
import { paratroopDrop, dropChances, type DropState } from '../../../procedures/remagen/paratroop-drop.js';
import { remagenState, REMAGEN_RULES } from '../../../procedures/remagen/state.js';
import { seenAt } from '../../../procedures/shared/game-state.js';
import type { PlacedUnit } from '../../../procedures/shared/placed-unit.js';
import { isNightTurn } from '../../../procedures/remagen/night-turn.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  loadGame,
  reconstructionWarning,
  parseInteger,
  turnFrom,
  Session,
  printJsonOr,
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, handTotalOf } from './hand-dice.js';
import { complement, reportLines, stepsAfter } from './report-lines.js';
import {
  at,
  onBoard,
  runFire,
  squareBoard,
  stateOf,
  turnOf,
  type FireFlags,
} from '../../../procedures/remagen/table.js';

const board = () => squareBoard(loadGame(GAME));

const GAME = 'remagen';
const D6 = parseDice('1d6');

interface MoraleFlags extends AssistFlags {
  attacker: string[];
  defender: string[];
  soakOff?: boolean;
  roll?: string;
  turn?: string;
}

interface LabourFlags extends AssistFlags {
  site: string;
  completed?: boolean;
  engineers: string[];
  enemy: string[];
  dice?: string;
  damage?: string;
  lu?: string;
  turn?: string;
  nightMoves?: string;
  nightLabour?: string;
}

export function registerRemagen(program: Command, io: Io): void {
  withAmend(
    withDiceOptions(
      verb(program, 'fire', 'fire with a game’s own procedure')
        .command(GAME)
        .description(
          'Remagen Bridgehead fire: dice per unit, the range divisor, hit dice, ' +
            'and which trays and vehicles are lost',
        )
        .requiredOption(
          '--firer <unit@sector,...>',
          'firing units, all in one sector, e.g. de-11pz-pz4#1@K14 (repeatable)',
          list,
        )
        .requiredOption('--target <unit@sector,...>', 'every unit in the target sector', list)
        .option('--dice <faces>', 'the salvo as rolled by hand, one face per die, e.g. 5,4,4')
        .option('--hit-dice <faces>', 'the hit dice as rolled by hand, one per hit on trays, e.g. 3,3,2,3')
        .option('--order <unit,...>', 'the order the firer applies hits in (within the rules)', list)
        .option(
          '--hits <unit=n,...>',
          'figures a tray has lost, or hits on a vehicle, before this fire (else the journal’s)',
          list,
          [],
        )
        .option('--turn <n>', 'game turn (no fire on night turns)')
        .option('--night-moves <on|off>', 'game option night-moves'),
    ),
  ).action(async (flags: FireFlags) => {
    const r = await runFire(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });

  withAmend(
    withDiceOptions(
      verb(program, 'morale', 'combat by morale check')
        .command(GAME)
        .description(
          'Remagen Bridgehead combat: Combat Values, odds rounded for the defender, ' +
            'the chart’s ends, soak-offs, the Morale Chart',
        )
        .requiredOption('--attacker <unit@sector,...>', 'attacking units, in one or more sectors (repeatable)', list)
        .requiredOption('--defender <unit@sector,...>', 'defending units, in one or more sectors', list)
        .option('--soak-off', 'this battle is a soak-off (not allowed worse than 1-6)')
        .option('--roll <n>', 'the morale die as rolled by hand')
        .option('--turn <n>', 'game turn (else the journal’s)'),
    ),
  ).action((flags: MoraleFlags) => {
    const { s, index } = board();
    const crt = requireChart(s, 'morale', 'crt');
    const session = new Session(s, flags, 'morale remagen');
    const st = stateOf(session, flags);
    const turn = turnFrom(flags, session, REMAGEN_RULES.sequence);
    const input = {
      attackers: placeUnits(s, index, flags.attacker),
      defenders: placeUnits(s, index, flags.defender),
      soakOff: !!flags.soakOff,
      eliminated: new Set(st.eliminated),
    };
    onBoard(st, turn, [...input.attackers, ...input.defenders]);
    // The odds decide whether a die is rolled at all, so look before rolling.
    const preview = resolveMorale(s, index, crt, input);
    const warning = preview.odds.beyond ? undefined : reconstructionWarning(s, crt);
    const title = `Remagen Bridgehead: battle at ${preview.odds.label}`;
    const chancesOf = `on ${preview.column}`;
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, ...preview, warning }, () =>
        reportLines({
          title,
          warnings: [warning],
          before: preview.steps,
          chances: preview.odds.beyond ? undefined : { of: chancesOf, outcomes: preview.outcomes },
          preview: true,
        }),
      );
    const box = session.dice(flags.roll !== undefined);
    if (preview.odds.beyond && flags.roll !== undefined)
      throw new InputError(`no die is rolled at ${preview.odds.label} (${MORALE_ENDS.rule}); --roll is not used`);
    const die = preview.odds.beyond ? undefined : box.roll('--roll', D6, handTotalOf(D6, flags.roll, '--roll'));
    const r = die ? resolveMorale(s, index, crt, { ...input, roll: die.total }) : preview;
    session.record(
      {
        command: 'morale remagen',
        inputs: { attackers: flags.attacker, defenders: flags.defender, soakOff: !!flags.soakOff, odds: r.odds.label },
        result: r.result,
        turn,
      },
      {
        eliminated: [...st.eliminated, ...r.eliminated],
        positions: seenAt(st.positions, at([...input.attackers, ...input.defenders])),
        phase: `${input.attackers[0].unit.side} combat`,
        ...(turn !== undefined ? { turn } : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, rolls: box.rolls, warning }, () =>
      reportLines({
        title,
        warnings: [warning],
        before: r.rolled ? preview.steps : r.steps,
        chances: r.rolled ? { of: chancesOf, outcomes: r.outcomes, rolled: r.result } : undefined,
        after: r.rolled ? stepsAfter(r.steps, preview.steps) : [],
        rolls: box.rolls,
      }),
    );
  });

  withAmend(
    withDiceOptions(
      verb(program, 'bridge', 'a bridge’s fate')
        .command(GAME)
        .description(
          'Remagen Bridgehead: the Ludendorff Bridge roll from German turn 4; ' +
            'it falls on turn 9 at the latest (kept in the journal)',
        )
        .option('--turn <n>', 'the German turn (else the journal’s)')
        .option('--roll <n>', 'the die as rolled by hand')
        .option('--on <unit@sector,...>', 'units on the bridge, lost if it falls', list, []),
    ),
  ).action((flags: AssistFlags & { turn?: string; roll?: string; on: string[] }) => {
    const { s, map, index } = board();
    const table = requireChart(s, 'bridge-collapse', 'die-table');
    const session = new Session(s, flags, 'bridge remagen');
    const st = stateOf(session, flags);
    const turn = turnOf(flags, session, 'for the bridge roll');
    const bridge = map.bridges.find((b) => b.kind === 'railway');
    const on = placeUnits(s, index, flags.on);
    onBoard(st, turn, on);
    for (const u of on)
      if (!bridge?.sectors.includes(u.label))
        throw new InputError(`${u.ref} is in ${u.label}, not on the bridge (${bridge?.sectors.join(', ')})`);
    const preview = bridgeCollapse(table, turn, st.ludendorff);
    const warning = reconstructionWarning(s, table);
    const title = `Remagen Bridgehead: the Ludendorff Bridge, turn ${turn}`;
    const outcomes = preview.collapses
      ? []
      : [
          { code: 'collapses', meaning: 'every unit on its two sectors is lost', ...preview.chance },
          {
            code: 'stands',
            meaning: 'it stands this turn',
            probability: 1 - preview.chance.probability,
            fraction: complement(preview.chance.fraction),
          },
        ];
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, ...preview, warning }, () =>
        reportLines({
          title,
          warnings: [warning],
          before: preview.steps,
          chances: { of: 'of the roll', outcomes },
          preview: true,
        }),
      );
    const box = session.dice(flags.roll !== undefined);
    if (preview.collapses && flags.roll !== undefined)
      throw new InputError(`turn ${turn}: the bridge falls without a roll; --roll is not used`);
    const die = preview.collapses ? undefined : box.roll('--roll', D6, handTotalOf(D6, flags.roll, '--roll'));
    const r = die ? bridgeCollapse(table, turn, st.ludendorff, die.total) : preview;
    const lost = r.collapses ? on.map((u) => u.ref) : [];
    if (lost.length) r.steps.push(`Lost with the bridge: ${lost.join(', ')}`);
    session.record(
      {
        command: 'bridge remagen',
        inputs: { turn },
        result: r.collapses ? 'collapses' : 'stands',
        turn,
      },
      {
        turn,
        phase: 'German turn: start',
        ludendorff: r.state,
        ...(lost.length ? { eliminated: [...st.eliminated, ...lost] } : {}),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, lost, rolls: box.rolls, warning }, () =>
      reportLines({
        title,
        warnings: [warning],
        before: preview.steps,
        chances: { of: 'of the roll', outcomes, rolled: r.collapses ? 'collapses' : 'stands' },
        after: stepsAfter(r.steps, preview.steps),
        rolls: box.rolls,
      }),
    );
  });

  withAmend(
    withDiceOptions(
      verb(program, 'labour', 'engineers’ labour units')
        .command(GAME)
        .description(
          'Remagen Bridgehead pontoon bridges: engineers roll labour units (halved at night, capped at 30), ' +
            'or fire damages a bridge (kept in the journal)',
        )
        .requiredOption(
          '--site <id|sector>',
          'the pontoon site: pontoon-north, pontoon-rr, pontoon-south, or one of its sectors',
        )
        .option('--engineers <unit@sector,...>', '1 to 3 engineer trays in the site’s bridgeheads', list, [])
        .option(
          '--enemy <unit@sector,...>',
          'enemy units near the site; one next to a bridgehead stops the work',
          list,
          [],
        )
        .option('--dice <faces>', 'the dice as rolled by hand: one per engineer, or one per hit with --damage')
        .option('--damage <hits>', 'hits scored on the bridge’s two sectors: one die each comes off its labour units')
        .option('--lu <n>', 'the bridge’s labour units before this roll (else the journal’s, else 0)')
        .option('--completed', 'the bridge was completed earlier (with --lu below 30, for a damaged bridge)')
        .option('--turn <n>', 'game turn (else the journal’s)')
        .option('--night-moves <on|off>', 'game option night-moves')
        .option('--night-labour <reading>', 'game option night-labour: halve-total or halve-each-die'),
    ),
  ).action((flags: LabourFlags) => {
    const { s, map, index } = board();
    const site = findPontoonSite(map, flags.site);
    const session = new Session(s, flags, 'labour remagen');
    const st = stateOf(session, flags);
    const pontoons = st.pontoons;
    const stored = pontoons[site.id] ?? NEW_PONTOON;
    // A bridge holds at most the cap, and every hit takes at least a pip off it: more hits than that
    // change nothing, and each one would be a die to roll.
    const { cap, complete } = labourLimits(s);
    const given: PontoonState =
      flags.lu !== undefined
        ? { ...stored, lu: parseInteger(flags.lu, '--lu', 0, cap, 'the most labour units a bridge holds') }
        : stored;
    const before = withCompletion(flags.completed ? { ...given, completed: true } : given, complete);
    const faces = handFaces(flags.dice, '--dice');
    if (flags.damage !== undefined) {
      if (flags.engineers.length)
        throw new UsageError('--damage records fire on the bridge; engineers roll in a separate command');
      const hits = parseInteger(
        flags.damage,
        '--damage',
        1,
        cap,
        'more hits than a bridge holds labour units change nothing',
      );
      const title = `Remagen Bridgehead: fire on ${site.name}`;
      const outcomes = damageChances(before, hits, complete);
      const known = [
        `${hits} hit${hits === 1 ? '' : 's'} on ${site.name}: ${hits} ${hits === 1 ? 'die comes' : 'dice come'} ` +
          `off its ${before.lu} labour units${before.completed ? ' (a completed bridge)' : ''}`,
      ];
      if (flags.preview)
        return printJsonOr(
          io,
          flags.json,
          { game: GAME, preview: true, site: site.id, hits, before: before.lu, chances: outcomes },
          () => reportLines({ title, before: known, chances: { of: 'of the hits', outcomes }, preview: true }),
        );
      const box = session.dice(faces !== undefined);
      const dice = box.faces('--dice', hits, faces);
      const r = pontoonDamage(site, before, hits, dice, complete);
      session.record(
        {
          command: 'labour remagen',
          inputs: { site: site.id, damage: hits },
          result: { lu: r.after, destroyed: r.destroyed },
        },
        { pontoons: { ...pontoons, [site.id]: r.state } },
      );
      printJsonOr(io, flags.json, { game: GAME, ...r, chances: outcomes, rolls: box.rolls }, () =>
        reportLines({
          title,
          before: known,
          chances: { of: 'of the hits', outcomes, rolled: r.destroyed || r.after === 0 ? outcomes[0].code : 'stands' },
          after: r.steps,
          rolls: box.rolls,
        }),
      );
      return;
    }
    if (!flags.engineers.length)
      throw new UsageError('--engineers is needed to roll labour units (or --damage to record hits on the bridge)');
    const turn = turnOf(flags, session, 'for labour units (night turns halve them)');
    const engineers = placeUnits(s, index, flags.engineers);
    onBoard(st, turn, engineers);
    const rolledThisTurn = st.labourRolls ?? { turn, engineers: [] };
    const already = rolledThisTurn.turn === turn ? rolledThisTurn.engineers : [];
    const again = engineers.find((e) => already.includes(e.ref));
    if (again) throw new InputError(`${again.ref} has rolled labour units on turn ${turn} already (Engineers)`);
    const nightReading = optionChoice(s, 'night-labour', flags.nightLabour) as NightReading;
    const night = isNightTurn(s, turn, optionChoice(s, 'night-moves', flags.nightMoves));
    const enemies = placeUnits(s, index, flags.enemy);
    const input = { site, engineers, turn, night, nightReading, before, enemies };
    const outcomes = labourChances(s, index, input);
    const title = `Remagen Bridgehead: labour units at ${site.name}, turn ${turn}`;
    const known = [
      `${engineers.length === 1 ? '1 engineer tray rolls' : `${engineers.length} engineer trays roll`} ` +
        `a die each onto ${before.lu} of ${complete}${night ? '; a night turn halves them' : ''}`,
    ];
    if (flags.preview)
      return printJsonOr(
        io,
        flags.json,
        { game: GAME, preview: true, site: site.id, turn, night, before: before.lu, chances: outcomes },
        () =>
          reportLines({
            title,
            before: known,
            chances: { of: 'of the labour units after the roll', outcomes },
            preview: true,
          }),
      );
    const box = session.dice(faces !== undefined);
    const dice = box.faces('--dice', engineers.length, faces);
    const r = labourRoll(s, index, { ...input, dice });
    session.record(
      {
        command: 'labour remagen',
        inputs: { site: site.id, engineers: flags.engineers, turn, night, nightReading },
        result: { lu: r.after, completed: r.completed },
        turn,
      },
      {
        turn,
        phase: 'US turn: start',
        pontoons: { ...pontoons, [site.id]: r.state },
        labourRolls: { turn, engineers: [...already, ...engineers.map((e) => e.ref)] },
        positions: seenAt(st.positions, at(engineers)),
      },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, chances: outcomes, rolls: box.rolls }, () =>
      reportLines({
        title,
        before: known,
        chances: { of: 'of the labour units after the roll', outcomes, rolled: `${r.after} LU` },
        after: r.steps,
        rolls: box.rolls,
      }),
    );
  });

  withAmend(
    withDiceOptions(
      verb(program, 'drop', 'airborne drop')
        .command(GAME)
        .description(
          'Remagen Bridgehead paratroop drop on turn 8 (turn 9 if no room): ' +
            'the drop sector and its eight neighbours',
        )
        .option('--turn <n>', 'game turn (else the journal’s)')
        .option('--dice <row,column>', 'the two dice as rolled by hand: the first gives the row, the second the column')
        .option('--german <unit@sector,...>', 'German units near the drop, to see which sectors are held', list, []),
    ),
  ).action((flags: AssistFlags & { turn?: string; dice?: string; german: string[]; amend?: boolean }) => {
    const { s, index } = board();
    const table = requireChart(s, 'paratroop-drop', 'die-table');
    const session = new Session(s, flags, 'drop remagen');
    const st = stateOf(session, flags);
    const turn = turnOf(flags, session, 'for the drop');
    const faces = handFaces(flags.dice, '--dice');
    const germans = placeUnits(s, index, flags.german);
    onBoard(st, turn, germans);
    const input = { turn, germans, previous: st.drop };
    const odds = dropChances(s, index, table, input);
    const warning = reconstructionWarning(s, table);
    const title = `Remagen Bridgehead: paratroop drop, turn ${turn}`;
    const known = [
      `Two dice name the drop sector, each of ${odds.centres.length} sectors equally likely` +
        `${odds.blocked.length ? `; German units hold every landing sector of ${odds.blocked.join(', ')}` : ''}`,
    ];
    if (flags.preview)
      return printJsonOr(io, flags.json, { game: GAME, preview: true, turn, ...odds, warning }, () =>
        reportLines({
          title,
          warnings: [warning],
          before: known,
          chances: { of: 'of the drop', outcomes: odds.outcomes },
          preview: true,
        }),
      );
    const box = session.dice(faces !== undefined);
    const dice = box.faces('--dice', 2, faces) as [number, number];
    const r = paratroopDrop(s, index, table, { ...input, dice });
    session.record(
      {
        command: 'drop remagen',
        inputs: { turn, germans: flags.german },
        result: { centre: r.centre, blocked: r.blocked },
        turn,
      },
      { turn, phase: 'US turn: start', drop: { turn, centre: r.centre, blocked: r.blocked } satisfies DropState },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, chances: odds.outcomes, rolls: box.rolls, warning }, () =>
      reportLines({
        title,
        warnings: [warning],
        before: known,
        chances: { of: 'of the drop', outcomes: odds.outcomes, rolled: r.blocked ? 'no room' : 'lands' },
        after: r.steps,
        rolls: box.rolls,
      }),
    );
  });
}

/** Remagen Bridgehead at the table: the Morale Chart's ends, unit status and victory from the journal. */
export const remagenTable: GameTable = {
  id: GAME,
  chartEnds: { [MORALE_CHART]: MORALE_ENDS },
  unitStatus: (_s, state, journal) => {
    const st = remagenState(state, journal);
    return (ref, unit, turn) => {
      const at = st.positions[ref];
      if (st.eliminated.includes(ref) || st.eliminated.includes(unit.id)) return { status: 'eliminated', at };
      const lost = st.damage[ref];
      const detail = lost ? `${lost} ${unit.abilities.includes('figures') ? 'figure(s) lost' : 'hit(s)'}` : undefined;
      if (unit.setup?.location === 'paratroop-drop')
        return {
          status: st.drop && !st.drop.blocked ? `dropped at ${st.drop.centre}` : 'awaiting the drop',
          at,
          detail,
        };
      const due = unit.setup?.turn;
      if (due !== undefined && (turn === undefined ? due > 1 : turn < due))
        return { status: `due turn ${due}`, at, detail };
      return { status: 'on the board', at, detail };
    };
  },
  victory: (cmd, io) => {
    withAmend(
      withDiceOptions(
        cmd
          .description(
            'Remagen Bridgehead victory (reconstructed: the rules state none): objectives held, pontoon bridges, ' +
              'or no US unit east of the Rhine; option victory-conditions',
          )
          .option('--position <file>', 'where the units stand (else where the journal last saw each one)')
          .option('--turn <n>', 'the turn just ended (else the journal’s)')
          .option('--victory-conditions <choice>', 'game option victory-conditions: points or hold-a-crossing'),
      ),
    ).action((flags: AssistFlags & { position?: string; turn?: string; victoryConditions?: string }) => {
      const { s, index } = board();
      const chart = requireChart(s, 'victory', 'victory');
      const session = new Session(s, flags, `victory ${GAME}`);
      const st = stateOf(session, flags);
      const turn = turnFrom(flags, session, REMAGEN_RULES.sequence);
      const reading = optionChoice(s, 'victory-conditions', flags.victoryConditions);
      const units: PlacedUnit[] = flags.position
        ? readPositionFile(flags.position, s).entries.map((e) => ({
            ref: e.ref,
            unit: e.unit,
            cell: index.cell(e.at),
            label: e.at,
          }))
        : placeUnits(
            s,
            index,
            Object.entries(st.positions)
              .filter(([ref]) => !st.eliminated.includes(ref))
              .map(([ref, where]) => `${ref}@${where}`),
          );
      const r = judgeRemagenVictory(s, index, chart, {
        units,
        pontoons: st.pontoons,
        complete: labourLimits(s).complete,
        turn,
        reading,
      });
      const known = [
        flags.position
          ? `Positions from ${flags.position}`
          : 'Positions: where the journal last saw each unit (give --position FILE for the board as it stands)',
      ];
      session.record({
        command: `victory ${GAME}`,
        inputs: { reading, position: flags.position },
        result: r.result,
        turn,
      });
      printJsonOr(
        io,
        flags.json,
        { game: GAME, reading, ...r, warning: reconstructionWarning(s, chart), preview: flags.preview || undefined },
        () =>
          reportLines({
            title: 'Remagen Bridgehead: victory',
            warnings: [reconstructionWarning(s, chart)],
            before: [...known, ...r.steps],
            preview: flags.preview,
          }),
      );
    });
  },
};

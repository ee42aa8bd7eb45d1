import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import { gridMapIndex } from '../../../assist/map/grid-map-index.js';
import { resolveCombat } from '../../../procedures/veritable/combat.js';
import { airPower, mostAirUnits, MOST_SURGES } from '../../../procedures/veritable/air-power.js';
import { fuhrerRelease } from '../../../procedures/veritable/fuhrer.js';
import { findUnit, placeUnits } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import { UsageError, InputError, type Io } from '../../io.js';
import {
  withDiceOptions,
  loadGame,
  reconstructionWarning,
  parseInteger,
  lastTurn,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../../assist-support.js';
import { probabilityBars } from '../../format/probability-bars.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces, handRoll, rollFeed } from './hand-dice.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import { traceSupply } from '../../../procedures/veritable/supply.js';

const GAME = 'veritable';
const D6 = parseDice('1d6');

interface CombatFlags extends AssistFlags {
  attacker: string[];
  defender: string[];
  sequence: string;
  airAttacker: string;
  airDefender: string;
  oosAttacker?: boolean;
  oosDefender?: boolean;
  amphibious?: string;
  eliminate: string[];
  attackerResult?: string;
  roll?: string;
  retreatRolls?: string;
}

export function registerVeritable(program: Command, io: Io): void {
  withDiceOptions(
    verb(program, 'combat', 'resolve a combat with a game’s own procedure')
      .command(GAME)
      .description(
        'Operation: Veritable combat: strengths, terrain, supply, shifts, the CRT, retreat tests and advance',
      )
      .requiredOption('--attacker <unit@hex,...>', 'attacking units, e.g. 71-bde@H8,158-bde@H8 (repeatable)', list)
      .requiredOption('--defender <unit@hex,...>', 'defending units, all in one hex', list)
      .option('--sequence <order>', 'move-attack or attack-move (6.1)', 'move-attack')
      .option('--air-attacker <n>', 'air units the attacker commits', '0')
      .option('--air-defender <n>', 'air units the defender commits', '0')
      .option('--oos-attacker', 'the attacking stacks are out of supply (7.2)')
      .option('--oos-defender', 'the defending stack is out of supply (7.2)')
      .option('--amphibious <unit>', 'the brigade with the amphibious marker (optional 11.1)')
      .option('--eliminate <unit,...>', 'units the owner loses instead of testing a retreat', list, [])
      .option('--attacker-result <choice>', 'reading of the attacker’s result (game option attacker-result)')
      .option('--roll <n>', 'the combat die as rolled by hand')
      .option('--retreat-rolls <n,...>', 'retreat test dice as rolled by hand, in the order the units are tested'),
  ).action((flags: CombatFlags) => {
    const s = loadGame(GAME);
    if (s.map?.kind !== 'hex') throw new InputError(`${GAME} needs its hex map`);
    if (flags.sequence !== 'move-attack' && flags.sequence !== 'attack-move')
      throw new UsageError('--sequence is move-attack or attack-move');
    const index = gridMapIndex(s.map);
    const crt = requireChart(s, 'crt', 'crt');
    const session = new Session(s, flags);
    const reading = optionChoice(s, 'attacker-result', flags.attackerResult);
    const attackers = placeUnits(s, index, flags.attacker);
    const defenders = placeUnits(s, index, flags.defender);
    const airTable = requireChart(s, 'air-power', 'die-table');
    // A side commits no more air units than it can have in a turn; a negative count would shift for the enemy.
    const air = (value: string, flag: string, units: typeof attackers) => {
      const side = units[0]?.unit.side;
      const most = side === undefined ? 0 : mostAirUnits(airTable, side);
      return parseInteger(
        value,
        flag,
        0,
        most,
        `air units the ${side ?? 'attacking or defending'} side can have in a turn, 5.1`,
      );
    };
    const airCommitted = {
      attacker: air(flags.airAttacker, '--air-attacker', attackers),
      defender: air(flags.airDefender, '--air-defender', defenders),
    };
    const combatDie = handRoll(D6, flags.roll, session.source);
    const retreat = rollFeed(D6, handFaces(flags.retreatRolls, '--retreat-rolls') ?? [], session.source);
    const report = resolveCombat(s, index, crt, {
      attackers,
      defenders,
      sequence: flags.sequence,
      air: airCommitted,
      outOfSupply: { attacker: !!flags.oosAttacker, defender: !!flags.oosDefender },
      amphibious: flags.amphibious,
      attackerReading: reading === 'per-unit' ? 'that-many' : 'all-or-losses',
      giveUp: new Set(flags.eliminate),
      roll: combatDie.total,
      retreatDie: retreat.next,
    });
    const warning = reconstructionWarning(s, crt);
    const eliminated = report.units.filter((u) => u.outcome === 'eliminated').map((u) => u.ref);
    session.record(
      {
        command: 'combat veritable',
        inputs: {
          attackers: flags.attacker,
          defenders: flags.defender,
          sequence: flags.sequence,
          shift: report.netShift,
        },
        // Every die here is one d6, so its face is its total, entered by hand or not.
        rolls: [combatDie, ...retreat.rolls].map((r) => ({ ...r, faces: [r.total] })),
        result: report.crt.result,
      },
      { eliminated: [...session.state<string[]>('eliminated', []), ...eliminated] },
    );
    printJsonOr(
      io,
      flags.json,
      {
        game: GAME,
        column: report.crt.column,
        roll: report.crt.roll,
        row: report.crt.row,
        result: report.crt.result,
        meaning: report.crt.meaning,
        probabilities: report.crt.probabilities,
        ...report,
        warning,
        attackerResultReading: reading,
      },
      () => [
        `Operation: Veritable: combat at ${report.defence.stack.hex}`,
        ...(warning ? [warning] : []),
        ...report.steps.map((x) => `  ${x}`),
        '',
        `  Chances on ${report.crt.column} before the roll:`,
        ...probabilityBars(report.crt.outcomes, report.crt.result).map((l) => `  ${l}`),
      ],
    );
  });

  withDiceOptions(
    verb(program, 'air', 'air power determination')
      .command(GAME)
      .description('Operation: Veritable air power (5.1): RAF units, the Luftwaffe Surge (tracked in the journal)')
      .requiredOption('--turn <n>', 'game turn, 1 to 8')
      .option('--roll <n>', 'the Allied die as rolled by hand')
      .option('--surges <n>', 'Luftwaffe Surges already granted this game (read from the journal when one is given)'),
  ).action((flags: AssistFlags & { turn: string; roll?: string; surges?: string }) => {
    const s = loadGame(GAME);
    const table = requireChart(s, 'air-power', 'die-table');
    const turn = parseInteger(flags.turn, '--turn', 1, lastTurn(s), 'turns 1 to 7, 8 with optional rule 11.3');
    const session = new Session(s, flags);
    const before =
      flags.surges !== undefined
        ? parseInteger(flags.surges, '--surges', 0, MOST_SURGES, 'the Luftwaffe surges at most twice a game, 5.1')
        : session.state<number>('luftwaffeSurges', 0);
    const die = turn === 1 ? undefined : handRoll(D6, flags.roll, session.source);
    const r = airPower(table, turn, die?.total, before);
    const warning = reconstructionWarning(s, table);
    session.record(
      {
        command: 'air veritable',
        inputs: { turn },
        rolls: die ? [die] : [],
        result: { allied: r.allied, german: r.german, surge: r.surge },
      },
      { turn, luftwaffeSurges: r.surgesUsed },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, warning }, () => [
      ...(warning ? [warning] : []),
      ...r.steps,
      `Allied air units: ${r.allied}; German air units: ${r.german}`,
    ]);
  });

  withDiceOptions(
    verb(program, 'fuhrer', 'optional Führer’s interference roll')
      .command(GAME)
      .description('Operation: Veritable optional 11.2: may a German reserve unit be released this turn?')
      .requiredOption('--turn <n>', 'game turn')
      .requiredOption('--unit <id>', 'the reserve unit asked for')
      .option('--roll <n>', 'the die as rolled by hand'),
  ).action((flags: AssistFlags & { turn: string; unit: string; roll?: string }) => {
    const s = loadGame(GAME);
    const unit = findUnit(s, flags.unit);
    if (!unit.reserve) throw new InputError(`${unit.id} is not in a strategic reserve`);
    const turn = parseInteger(flags.turn, '--turn', 1, lastTurn(s), 'the turns of the game');
    const session = new Session(s, flags);
    const refused = session.state<string[]>('fuhrerRefused', []);
    const die = handRoll(D6, flags.roll, session.source);
    const r = fuhrerRelease(unit.id, turn, die.total, refused.includes(unit.id));
    session.record(
      {
        command: 'fuhrer veritable',
        inputs: { turn: r.turn, unit: unit.id },
        rolls: [die],
        result: r.released ? 'released' : 'held',
      },
      { fuhrerRefused: r.refusedForGood && !refused.includes(unit.id) ? [...refused, unit.id] : refused },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => r.steps);
  });

  verb(program, 'supply', 'trace supply for every unit of a side from a position file')
    .command(GAME)
    .description(
      'Operation: Veritable supply (7.0-7.2): every unit of a side, supplied or not, ' +
        'the line traced, and the end-game road rule',
    )
    .requiredOption('--position <file>', 'YAML position file: units: ["71-bde@H8", { unit: gr-1051, at: I9 }]')
    .option('--side <side>', 'allied or german', 'allied')
    .option('--json', 'print JSON')
    .action((flags: { position: string; side: string; json?: boolean }) => {
      const s = loadGame(GAME);
      if (s.map?.kind !== 'hex') throw new InputError(`${GAME} needs its hex map`);
      if (!s.game.sides.some((x) => x.id === flags.side))
        throw new UsageError(`--side is one of ${s.game.sides.map((x) => x.id).join(', ')}`);
      const position = readPositionFile(flags.position, s);
      const report = traceSupply(s, gridMapIndex(s.map), position.entries, flags.side);
      printJsonOr(io, flags.json, { game: GAME, ...report }, () => report.steps);
    });
}

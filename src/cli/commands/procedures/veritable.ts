import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import { rollDice } from '../../../assist/dice/roll-dice.js';
import { enteredRoll } from '../../../assist/dice/entered-roll.js';
import { gridMapIndex } from '../../../assist/map/grid-map-index.js';
import { resolveCombat } from '../../../procedures/veritable/combat.js';
import { airPower } from '../../../procedures/veritable/air-power.js';
import { fuhrerRelease } from '../../../procedures/veritable/fuhrer.js';
import { findUnit, placeUnits } from '../../../procedures/shared/placed-unit.js';
import { UsageError, InputError, type Io } from '../../io.js';
import { withDiceOptions, loadGame, chartById, reconstructionWarning, parseInteger, Session, printJsonOr, type AssistFlags } from '../../assist-support.js';
import { probabilityBars } from '../../format/probability-bars.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list, handFaces } from './hand-dice.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import { traceSupply } from '../../../procedures/veritable/supply.js';

const GAME = 'veritable';
const D6 = parseDice('1d6');


/** Dice a player entered by hand, in order; when they run out, the session rolls. */
function dieFeed(entered: number[], session: Session): { next(): number; used: { total: number; entered: boolean }[] } {
  const queue = [...entered];
  const used: { total: number; entered: boolean }[] = [];
  return {
    next() {
      const hand = queue.shift();
      const total = hand !== undefined ? enteredRoll(D6, hand).total : rollDice(D6, session.source).total;
      used.push({ total, entered: hand !== undefined });
      return total;
    },
    used,
  };
}

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
      .description('Operation: Veritable combat: strengths, terrain, supply, shifts, the CRT, retreat tests and advance')
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
    if (flags.sequence !== 'move-attack' && flags.sequence !== 'attack-move') throw new UsageError('--sequence is move-attack or attack-move');
    const index = gridMapIndex(s.map);
    const crt = chartById(s, 'crt', 'crt');
    const session = new Session(s, flags);
    const reading = optionChoice(s, 'attacker-result', flags.attackerResult);
    const combatDie = flags.roll !== undefined ? enteredRoll(D6, parseInteger(flags.roll, '--roll')) : rollDice(D6, session.source);
    const retreat = dieFeed(handFaces(flags.retreatRolls, '--retreat-rolls') ?? [], session);
    const report = resolveCombat(s, index, crt, {
      attackers: placeUnits(s, index, flags.attacker),
      defenders: placeUnits(s, index, flags.defender),
      sequence: flags.sequence,
      air: { attacker: parseInteger(flags.airAttacker, '--air-attacker'), defender: parseInteger(flags.airDefender, '--air-defender') },
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
        inputs: { attackers: flags.attacker, defenders: flags.defender, sequence: flags.sequence, shift: report.netShift },
        rolls: [{ spec: '1d6', faces: [combatDie.total], total: combatDie.total, entered: flags.roll !== undefined }, ...retreat.used.map((r) => ({ spec: '1d6', faces: [r.total], total: r.total, entered: r.entered }))],
        result: report.crt.result,
      },
      { eliminated: [...session.state<string[]>('eliminated', []), ...eliminated] },
    );
    printJsonOr(io, flags.json, { game: GAME, column: report.crt.column, roll: report.crt.roll, row: report.crt.row, result: report.crt.result, meaning: report.crt.meaning, probabilities: report.crt.probabilities, ...report, warning, attackerResultReading: reading }, () => [
      `Operation: Veritable: combat at ${report.defence.stack.hex}`,
      ...(warning ? [warning] : []),
      ...report.steps.map((x) => `  ${x}`),
      '',
      `  Chances on ${report.crt.column} before the roll:`,
      ...probabilityBars(report.crt.outcomes, report.crt.result).map((l) => `  ${l}`),
    ]);
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
    const table = chartById(s, 'air-power', 'die-table');
    const turn = parseInteger(flags.turn, '--turn');
    if (turn < 1 || turn > 8) throw new InputError(`--turn ${turn}: the game has turns 1 to 7 (8 with optional rule 11.3)`);
    const session = new Session(s, flags);
    const before = flags.surges !== undefined ? parseInteger(flags.surges, '--surges') : session.state<number>('luftwaffeSurges', 0);
    const die = turn === 1 ? undefined : flags.roll !== undefined ? enteredRoll(D6, parseInteger(flags.roll, '--roll')) : rollDice(D6, session.source);
    const r = airPower(table, turn, die?.total, before);
    const warning = reconstructionWarning(s, table);
    session.record(
      { command: 'air veritable', inputs: { turn }, rolls: die ? [{ ...die, entered: flags.roll !== undefined }] : [], result: { allied: r.allied, german: r.german, surge: r.surge } },
      { turn, luftwaffeSurges: r.surgesUsed },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r, warning }, () => [...(warning ? [warning] : []), ...r.steps, `Allied air units: ${r.allied}; German air units: ${r.german}`]);
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
    const session = new Session(s, flags);
    const refused = session.state<string[]>('fuhrerRefused', []);
    const die = flags.roll !== undefined ? enteredRoll(D6, parseInteger(flags.roll, '--roll')) : rollDice(D6, session.source);
    const r = fuhrerRelease(unit.id, parseInteger(flags.turn, '--turn'), die.total, refused.includes(unit.id));
    session.record(
      { command: 'fuhrer veritable', inputs: { turn: r.turn, unit: unit.id }, rolls: [{ ...die, entered: flags.roll !== undefined }], result: r.released ? 'released' : 'held' },
      { fuhrerRefused: r.refusedForGood && !refused.includes(unit.id) ? [...refused, unit.id] : refused },
    );
    printJsonOr(io, flags.json, { game: GAME, ...r }, () => r.steps);
  });

  verb(program, 'supply', 'trace supply for every unit of a side from a position file')
    .command(GAME)
    .description('Operation: Veritable supply (7.0-7.2): every unit of a side, supplied or not, the line traced, and the end-game road rule')
    .requiredOption('--position <file>', 'YAML position file: units: ["71-bde@H8", { unit: gr-1051, at: I9 }]')
    .option('--side <side>', 'allied or german', 'allied')
    .option('--json', 'print JSON')
    .action((flags: { position: string; side: string; json?: boolean }) => {
      const s = loadGame(GAME);
      if (s.map?.kind !== 'hex') throw new InputError(`${GAME} needs its hex map`);
      if (!s.game.sides.some((x) => x.id === flags.side)) throw new UsageError(`--side is one of ${s.game.sides.map((x) => x.id).join(', ')}`);
      const position = readPositionFile(flags.position, s);
      const report = traceSupply(s, gridMapIndex(s.map), position.entries, flags.side);
      printJsonOr(io, flags.json, { game: GAME, ...report }, () => report.steps);
    });
}

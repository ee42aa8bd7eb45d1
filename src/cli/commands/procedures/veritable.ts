import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import { parseDice } from '../../../model/dice-spec.js';
import { initialState, readState } from '../../../games/veritable/state.js';
import { FRACTIONS_OPTION } from '../../../games/veritable/victory.js';
import type { Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  printJsonOr,
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { verb } from './verb.js';
import { list } from './hand-dice.js';
import { runCombat, type CombatFlags } from '../../../games/veritable/table.js';
import {
  runAir,
  runFuhrer,
  runSequence,
  runMove,
  runEndTurn,
  runReserve,
  runSupply,
  runVictory,
} from '../../../games/veritable/table-procedures.js';
import { runSetup } from '../../../games/veritable/table-setup.js';
import type { GameTable, UnitStatusReader } from './game-table.js';

const GAME = 'veritable';
const _PREVIEW_NOTE = ' (preview: nothing written)';
const _D6 = parseDice('1d6');

function registerCombat(program: Command, io: Io): void {
  withChoose(
    withDiceOptions(
      verb(program, 'combat', 'resolve a combat with a game’s own procedure')
        .command(GAME)
        .description(
          'Operation: Veritable combat (6.5): strengths, terrain, supply at the moment of combat, shifts, the ' +
            'CRT, then each side’s retreat or losses as its player chooses, and the advance',
        )
        .option(
          '--attacker <unit[@hex],...>',
          'attacking units, e.g. 71-bde,158-bde (with @HEX where no position is known)',
          list,
        )
        .option(
          '--defender <unit[@hex],...|hex>',
          'the defending units, or their hex where the position is known',
          list,
        )
        .option('--sequence <order>', 'move-attack or attack-move: the turn’s choice (6.1), kept in the journal')
        .option('--air-attacker <n>', 'air units the attacker commits (5.2)', '0')
        .option('--air-defender <n>', 'air units the defender commits (5.2)', '0')
        .option('--oos-attacker', 'the attacking stacks are out of supply, where no position is known (7.2)')
        .option('--oos-defender', 'the defending stack is out of supply, where no position is known (7.2)')
        .option('--amphibious <unit>', 'the brigade with the amphibious marker (optional 11.1)')
        .option('--attacker-result <choice>', 'reading of the attacker’s result (game option attacker-result)')
        .option('--position <file>', 'where every unit stands, when the journal does not hold it')
        .option('--roll <n>', 'the combat die as rolled by hand')
        .option('--retreat-rolls <n,...>', 'retreat test dice as rolled by hand, in the order the units are tested'),
    ),
    'each side’s answer to its result, UNIT=HEX|retreat|loss[:DIE],… (defender first), then the units that ' +
      'advance or "none"; answers to several questions separated by ";"',
  ).action(async (given: CombatFlags, cmd: Command) => {
    const r = await runCombat(cliContext(io, GAME, given), given, givenFlags(cmd));
    printJsonOr(io, given.json, r.json, () => r.lines);
  });
}

function registerAir(program: Command, io: Io): void {
  withAmend(
    withDiceOptions(
      verb(program, 'air', 'air power determination')
        .command(GAME)
        .description('Operation: Veritable air power (5.1): RAF units and the Luftwaffe Surge, kept in the journal')
        .option('--turn <n>', 'game turn, 1 to 7 (8 with optional rule 11.3); the journal’s next turn by default')
        .option('--roll <n>', 'the Allied die as rolled by hand')
        .option('--surges <n>', 'Luftwaffe Surges already granted this game, when there is no journal to count them'),
    ),
  ).action(async (flags: AssistFlags & { turn?: string; roll?: string; surges?: string }) => {
    const r = await runAir(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });
}

function registerFuhrer(program: Command, io: Io): void {
  withDiceOptions(
    verb(program, 'fuhrer', 'optional Führer’s interference roll')
      .command(GAME)
      .description('Operation: Veritable optional 11.2: may a German reserve unit be released this turn?')
      .option('--turn <n>', 'game turn (else the journal’s)')
      .requiredOption('--unit <id>', 'the reserve unit asked for')
      .option('--roll <n>', 'the die as rolled by hand'),
  ).action(async (flags: AssistFlags & { turn?: string; unit: string; roll?: string }) => {
    const r = await runFuhrer(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });
}

/** Options of a command that changes the journal without dice. */
function withJournalOptions(cmd: Command): Command {
  return cmd
    .option('--journal <file>', 'the game’s journal: read, checked against, and written')
    .option('--preview', 'check and show what would change; write nothing')
    .option('--json', 'print JSON');
}

function registerTurnCommands(program: Command, io: Io): void {
  withJournalOptions(
    withAmend(
      verb(program, 'sequence', 'a player turn’s Move/Attack or Attack/Move choice')
        .command(GAME)
        .description(
          'Operation: Veritable 6.1: the phasing player’s Move/Attack or Attack/Move choice; the German choice ' +
            'opens the German player turn (4.3)',
        )
        .requiredOption('--side <side>', 'allied or german')
        .requiredOption('--order <order>', 'move-attack or attack-move'),
    ),
  ).action(async (flags: AssistFlags & { side: string; order: string }) => {
    const r = await runSequence(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });

  withJournalOptions(
    verb(program, 'move', 'move units on the map, kept in the journal')
      .command(GAME)
      .description(
        'Operation: Veritable movement: the phasing player’s units to new hexes, or off the east edge (9.1); ' +
          'enemy hexes, outposts, the turn’s sequence, and movement points, paths and zones of control as ' +
          'rules.yaml declares them (6.2, 6.4, 6.2.1) are checked; stacking is judged at the end of the turn',
      )
      .option('--units <unit@hex,...>', 'units and the hexes they move to', list, [])
      .option('--exit <unit,...>', 'Allied units leaving the map by the east edge', list, []),
  ).action(async (flags: AssistFlags & { units: string[]; exit: string[] }) => {
    const r = await runMove(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });

  withJournalOptions(
    verb(program, 'end-turn', 'end the game turn: stacking judged, the last turn ends the game')
      .command(GAME)
      .description(
        'Operation: Veritable 4.4, 6.3: the end of the turn after the German player turn (the Allied one on ' +
          'optional 11.3’s turn 8): over-stacked units are eliminated; after the last turn the game is over',
      ),
  ).action(async (flags: AssistFlags) => {
    const r = await runEndTurn(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });

  withJournalOptions(
    verb(program, 'reserve', 'bring strategic reserve units into play')
      .command(GAME)
      .description('Operation: Veritable 8.1: reserve units enter on their side’s edge road hexes from turn 2')
      .requiredOption('--units <unit@hex,...>', 'reserve units and the entry hexes they come in at', list),
  ).action(async (flags: AssistFlags & { units: string[] }) => {
    const r = await runReserve(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });
}

function registerSetup(program: Command, io: Io): void {
  withJournalOptions(
    verb(verb(program, 'setup', 'check a set-up'), 'check', 'check a set-up against the rules')
      .command(GAME)
      .description(
        'Operation: Veritable set-up (10.0): zones, reserves, stacking and the outpost screen over F3-F9 (8.4); ' +
          'with --journal a legal set-up starts the game there',
      )
      .requiredOption('--position <file>', 'YAML position file: units: ["71-bde@E7", { unit: gr-1051, at: I9 }]')
      .option('--option <id=choice...>', 'game options the players agree, e.g. fuhrer-interference=on', list, []),
  ).action(async (flags: AssistFlags & { position: string; option: string[] }) => {
    const r = await runSetup(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });
}

function registerSupply(program: Command, io: Io): void {
  verb(program, 'supply', 'trace supply for every unit of a side from a position file')
    .command(GAME)
    .description(
      'Operation: Veritable supply (7.0-7.2): every unit of a side, supplied or not, ' +
        'the line traced, and the end-game road rule; from the journal’s positions or a position file',
    )
    .option('--position <file>', 'YAML position file: units: ["71-bde@H8", { unit: gr-1051, at: I9 }]')
    .option('--journal <file>', 'the game’s journal, for its positions (read, never written)')
    .option('--side <side>', 'allied or german', 'allied')
    .option('--preview', 'the same answer: supply rolls no die and writes nothing')
    .option('--json', 'print JSON')
    .action(async (flags: { position?: string; journal?: string; side: string; json?: boolean }) => {
      const r = await runSupply(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
    });
}

/** `victory veritable`, made for it under the shared victory verb. */
function victoryCommand(cmd: Command, io: Io): void {
  cmd
    .description(
      'Operation: Veritable victory (9.1, 9.2): the Allied points from the journal’s state and the level they ' +
        'reach; a total with a half point is read by the game option vp-fractions',
    )
    .requiredOption('--journal <file>', 'the game’s journal (read, never written)')
    .option('--fractions <choice>', `how a total with a half point reads (game option ${FRACTIONS_OPTION})`)
    .option('--preview', 'the same answer: the tally rolls no die and writes nothing')
    .option('--json', 'print JSON')
    .action(async (flags: { journal: string; fractions?: string; json?: boolean }) => {
      const r = await runVictory(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
    });
}

/** Each counter's status in `units veritable`, from the journal's state. */
function unitStatus(s: Scenario, raw: Record<string, unknown>, journal?: string): UnitStatusReader {
  const st = readState(s, raw, journal);
  const initial = initialState(s);
  return (ref) => {
    const u = st.units[ref] ?? initial.units[ref];
    const words = {
      map: 'on the map',
      reserve: 'in the strategic reserve',
      unplaced: 'not set up yet',
      eliminated: 'eliminated',
      exited: 'exited by the east edge',
    }[u.status];
    return {
      status: words,
      ...(u.status === 'map' && u.at ? { at: u.at } : {}),
      ...(u.status === 'reserve' && u.at ? { detail: u.at } : {}),
      ...(u.turn ? { detail: `turn ${u.turn}` } : {}),
    };
  };
}

/** What Veritable plugs into the shared table commands: `units veritable` and `victory veritable`. */
export const veritableTable: GameTable = { id: GAME, unitStatus, victory: victoryCommand };

export function registerVeritable(program: Command, io: Io): void {
  registerCombat(program, io);
  registerAir(program, io);
  registerFuhrer(program, io);
  registerTurnCommands(program, io);
  registerSetup(program, io);
  registerSupply(program, io);
}

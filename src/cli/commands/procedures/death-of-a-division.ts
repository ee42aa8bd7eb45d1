import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import { parseDice } from '../../../model/dice-spec.js';
import { readPositionFile } from '../../../assist/position/position-file.js';
import { arrivalTurn, doadState } from '../../../games/death-of-a-division/state.js';
import type { Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  loadGame,
  type Session,
  printJsonOr,
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { verb } from './verb.js';
import { list } from './hand-dice.js';
import {
  areaTable,
  context as tableContext,
  runOverrun,
  type FireFlags,
  type OverrunFlags,
} from '../../../games/death-of-a-division/table.js';
import {
  runDefensiveFire,
  runSurprise,
  runArrival,
  runVictory,
} from '../../../games/death-of-a-division/table-procedures.js';
import { runSupply } from '../../../games/death-of-a-division/table-supply.js';

const _table = () => areaTable(loadGame(GAME));
const _context = (s: Scenario, flags: Parameters<typeof tableContext>[1], session: Session) =>
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
  ).action(async (given: FireFlags, cmd: Command) => {
    const r = await runDefensiveFire(cliContext(io, GAME, given), given, givenFlags(cmd));
    printJsonOr(io, given.json, r.json, () => r.lines);
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
  ).action(async (flags: AssistFlags & { area: string[]; germanDice?: string; usDice?: string; turn?: string }) => {
    const r = await runSurprise(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
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
  ).action(async (flags: AssistFlags & { unit: string[]; dice?: string; turn?: string }) => {
    const r = await runArrival(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
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
    .option('--turn <n>', 'game turn (else the journal’s)')
    .option('--journal <file>', 'keep the out-of-supply hits in this journal file (4)')
    .option('--preview', 'accepted for every procedure: supply rolls nothing and writes nothing anyway')
    .option('--json', 'print JSON')
    .action(async (flags: Parameters<typeof runSupply>[1]) => {
      const r = await runSupply(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
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
    ).action(async (flags: AssistFlags & { takenOn?: string; position?: string }) => {
      const r = await runVictory(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
    });
  },
};

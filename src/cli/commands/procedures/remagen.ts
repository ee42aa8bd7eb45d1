import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import type { GameTable } from './game-table.js';
import { remagenState } from '../../../games/remagen/state.js';
import type { Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  loadGame,
  printJsonOr,
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { verb } from './verb.js';
import { list } from './hand-dice.js';
import {
  runFire,
  squareBoard,
  type FireFlags,
  type LabourFlags,
  type MoraleFlags,
} from '../../../games/remagen/table.js';
import { runMorale, runBridge, runLabour, runDrop, runVictory } from '../../../games/remagen/table-procedures.js';

const _board = () => squareBoard(loadGame(GAME));

const GAME = 'remagen';
const _D6 = parseDice('1d6');

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
        .option('--return-fire', 'the defender returns fire from a sector fired upon this turn (Fire 2)')
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
  ).action(async (flags: MoraleFlags) => {
    const r = await runMorale(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
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
  ).action(async (flags: AssistFlags & { turn?: string; roll?: string; on: string[] }) => {
    const r = await runBridge(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
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
  ).action(async (flags: LabourFlags) => {
    const r = await runLabour(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
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
  ).action(async (flags: AssistFlags & { turn?: string; dice?: string; german: string[]; amend?: boolean }) => {
    const r = await runDrop(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });
}

/** Remagen Bridgehead at the table: unit status and victory from the journal. */
export const remagenTable: GameTable = {
  id: GAME,
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
    ).action(async (flags: AssistFlags & { position?: string; turn?: string; victoryConditions?: string }) => {
      const r = await runVictory(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
    });
  },
};

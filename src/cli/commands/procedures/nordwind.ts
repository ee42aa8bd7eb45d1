import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import { nordwindAbsence, nordwindState } from '../../../games/nordwind/state.js';
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
import { runNordwindCombat, type Flags } from '../../../games/nordwind/table.js';
import { runHand, runReplace, runVictory } from '../../../games/nordwind/table-procedures.js';
import type { GameTable } from './game-table.js';

const GAME = 'nordwind';
const _D2D6 = parseDice('2d6');

export function registerNordwind(program: Command, io: Io): void {
  withChoose(
    withAmend(
      withDiceOptions(
        verb(program, 'combat', 'resolve a combat with a game’s own procedure')
          .command(GAME)
          .description(
            'Operation Nordwind battle (L): differential, support cards, armour, area defence, ' +
              'rounds until retreat, elimination or engagement',
          )
          .option('--area <id>', 'the area of the battle (required)')
          .option('--attacker <units>', 'attacking unit ids, or a count such as 4 (required)')
          .option('--defender <units>', 'defending unit ids, or a count such as 2 (required)')
          .option('--attacker-side <side>', 'with counts: the attacking side, german or allied (for hands and state)')
          .option('--attacker-armour <n>', 'with a count: how many attackers are armour', '0')
          .option('--defender-armour <n>', 'with a count: how many defenders are armour', '0')
          .option('--from <side>', 'the side of the area the attack comes from, in areas with two terrains (E)')
          .option('--attacker-cards <cards>', 'support cards the attacker plays: air,artillery,…')
          .option('--defender-cards <cards>', 'support cards the defender plays')
          .option('--attacker-intel', 'the attacker plays Military Intel')
          .option('--defender-intel', 'the defender plays Military Intel')
          .option('--snowstorm', 'a snowstorm is in effect: no air cards')
          .option('--heroic-stand <who>', 'decided in advance for every result: none, defender, or both (G)')
          .option('--armour-shift <choice>', 'game option armour-shift-condition')
          .option('--rolls <n,...>', '2d6 totals as rolled by hand, one per round')
          .option('--turn <n>', 'game turn (else the journal’s)'),
      ),
    ),
    'Heroic Stand: none, defender (he plays it) or both (the attacker answers with his own)',
  ).action(async (given: Flags, cmd: Command) => {
    const r = await runNordwindCombat(cliContext(io, GAME, given), given, givenFlags(cmd));
    printJsonOr(io, given.json, r.json, () => r.lines);
  });

  withAmend(
    withDiceOptions(
      verb(program, 'replace', 'bring back an eliminated unit as a replacement')
        .command(GAME)
        .description('Operation Nordwind replacements (K): one eliminated unit a turn for each player, from 10 January')
        .requiredOption('--unit <id>', 'the eliminated unit that comes back')
        .requiredOption('--at <area>', 'the area it enters')
        .option('--turn <n>', 'game turn (else the journal’s)'),
    ),
  ).action(async (flags: Parameters<typeof runReplace>[1]) => {
    const r = await runReplace(cliContext(io, GAME, flags), flags);
    printJsonOr(io, flags.json, r.json, () => r.lines);
  });

  withAmend(
    withDiceOptions(
      verb(program, 'hand', 'a player’s hand of cards, kept in the journal')
        .command(GAME)
        .description(
          'Operation Nordwind hands (F, H): set a side’s hand as dealt, draw to refill, discard; ' +
            'battles then play support, intel and Heroic Stand cards out of it',
        )
        .requiredOption('--side <side>', 'german or allied')
        .option('--set <card,...>', 'the hand as dealt, by card id (replaces what the journal holds)', list)
        .option('--draw <card,...>', 'cards drawn into the hand', list, [])
        .option('--discard <card,...>', 'cards discarded before drawing, two a turn (H)', list, [])
        .option('--play <card,...>', 'cards played outside a battle: movement, snowstorm, … (G)', list, [])
        .option('--reserves-released', 'play Reserves Released: this side’s reserves may enter now (G)')
        .option('--turn <n>', 'game turn (else the journal’s), for the hand size')
        .option('--german-hand <choice>', 'game option german-hand-after-first-turn'),
    ),
  ).action(
    async (
      flags: AssistFlags & {
        side: string;
        set?: string[];
        draw: string[];
        discard: string[];
        play: string[];
        turn?: string;
        germanHand?: string;
        reservesReleased?: boolean;
      },
    ) => {
      const r = await runHand(cliContext(io, GAME, flags), flags);
      printJsonOr(io, flags.json, r.json, () => r.lines);
    },
  );
}

/** Operation Nordwind at the table: unit status and victory (I) from the journal. */
export const nordwindTable: GameTable = {
  id: GAME,
  unitStatus: (_s, state, journal) => {
    const st = nordwindState(state, journal);
    return (ref, unit, turn) => {
      const at = st.positions[ref];
      if (st.eliminated.includes(ref)) return { status: 'eliminated', at };
      const away = nordwindAbsence(st, unit, turn);
      if (away)
        return {
          status: /withdrawn/.test(away) ? 'withdrawn' : unit.reserve ? 'in reserve' : `due turn ${unit.setup?.turn}`,
          at,
        };
      return {
        status: turn === undefined && unit.setup?.turn !== undefined ? `due turn ${unit.setup.turn}` : 'on the board',
        at,
      };
    };
  },
  victory: (cmd, io) => {
    withDiceOptions(
      cmd
        .description(
          'Operation Nordwind victory (I): Strasbourg and five exits, seven to nine or more exits, ' +
            'else the town count; exactly nine exits as option exactly-nine-exits says',
        )
        .option('--exited <n>', 'German units exited off the south edge (else the journal’s)')
        .option(
          '--german-holds <area,...>',
          'towns the German player holds, and strasbourg if taken; every other town is Allied (else the journal’s)',
          list,
        )
        .option('--strasbourg-contested', 'Allied units are still in Strasbourg (an engaged result)')
        .option('--exactly-nine <choice>', 'game option exactly-nine-exits'),
    ).action(
      async (
        flags: AssistFlags & {
          exited?: string;
          germanHolds?: string[];
          strasbourgContested?: boolean;
          exactlyNine?: string;
        },
      ) => {
        const r = await runVictory(cliContext(io, GAME, flags), flags);
        printJsonOr(io, flags.json, r.json, () => r.lines);
      },
    );
  },
};

import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import { mostUnitsOfASide } from '../../../procedures/nordwind/combat.js';
import { nordwindAbsence, nordwindState, NORDWIND_RULES } from '../../../procedures/nordwind/state.js';
import { CARD_TYPE, checkHand, handLimit, playFromHand, HAND_RULES } from '../../../procedures/nordwind/hands.js';
import { judgeNordwindVictory } from '../../../procedures/nordwind/victory.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  loadGame,
  parseInteger,
  turnFrom,
  Session,
  printJsonOr,
  cliContext,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { list } from './hand-dice.js';
import { reportLines } from './report-lines.js';
import { runNordwindCombat, sideFlag, stateOf, type Flags } from '../../../procedures/nordwind/table.js';
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
      verb(program, 'hand', 'a player’s hand of cards, kept in the journal')
        .command(GAME)
        .description(
          'Operation Nordwind hands (F, H): set a side’s hand as dealt, draw to refill, discard; ' +
            'battles then play support, intel and Heroic Stand cards out of it',
        )
        .requiredOption('--side <side>', 'german or allied')
        .option('--set <card,...>', 'the hand as dealt, by card id (replaces what the journal holds)', list)
        .option('--draw <card,...>', 'cards drawn into the hand', list, [])
        .option('--discard <card,...>', 'cards discarded or played outside a battle', list, [])
        .option('--reserves-released', 'play Reserves Released: this side’s reserves may enter now (G)')
        .option('--turn <n>', 'game turn (else the journal’s), for the hand size')
        .option('--german-hand <choice>', 'game option german-hand-after-first-turn'),
    ),
  ).action(
    (
      flags: AssistFlags & {
        side: string;
        set?: string[];
        draw: string[];
        discard: string[];
        turn?: string;
        germanHand?: string;
        reservesReleased?: boolean;
      },
    ) => {
      const s = loadGame(GAME);
      const side = sideFlag(s, flags.side, '--side')!;
      const session = new Session(s, flags, `hand ${GAME}`);
      if (!flags.journal && !flags.preview) throw new UsageError('--journal is needed: the hand is kept there');
      const st = stateOf(session, flags);
      const turn = turnFrom(flags, session, NORDWIND_RULES.sequence) ?? 1;
      const option = optionChoice(s, 'german-hand-after-first-turn', flags.germanHand);
      let hand = flags.set ?? st.hands[side] ?? [];
      if (!flags.set && !st.hands[side] && (flags.draw.length || flags.discard.length))
        throw new InputError(`the journal keeps no ${side} hand yet: give it with --set first`);
      hand = [...hand, ...flags.draw];
      // Reserves Released leaves the game once played (G); a hand not kept is taken on the player's word.
      if (flags.reservesReleased && (flags.set || st.hands[side]))
        hand = playFromHand(s, hand, side, [CARD_TYPE.reservesReleased])!;
      for (const id of flags.discard) {
        const i = hand.indexOf(id);
        if (i < 0)
          throw new InputError(`the ${side} hand holds no ${id} to discard; it holds ${hand.join(', ') || 'nothing'}`);
        hand.splice(i, 1);
      }
      checkHand(s, side, hand);
      const limit = handLimit(s, side, turn, option);
      if (limit !== undefined && hand.length > limit)
        throw new InputError(
          `the ${side} hand may hold ${limit} cards on turn ${turn}, not ${hand.length} (${HAND_RULES.size})`,
        );
      const steps = [
        ...(flags.reservesReleased ? [`Reserves Released: the ${side} reserves may enter from now on (G)`] : []),
        `${side} hand, turn ${turn}: ${hand.length} card${hand.length === 1 ? '' : 's'}` +
          `${limit !== undefined ? ` of at most ${limit}` : ''}: ${hand.join(', ') || 'none'}`,
      ];
      session.record(
        {
          command: `hand ${GAME}`,
          inputs: {
            side,
            ...(flags.set ? { set: flags.set } : {}),
            draw: flags.draw,
            discard: flags.discard,
            ...(flags.reservesReleased ? { reservesReleased: true } : {}),
          },
          result: { cards: hand.length },
          turn,
        },
        {
          hands: { ...st.hands, [side]: hand },
          turn,
          ...(flags.reservesReleased ? { reservesReleased: [...new Set([...st.reservesReleased, side])] } : {}),
        },
      );
      printJsonOr(io, flags.json, { game: GAME, side, turn, hand, limit, preview: flags.preview || undefined }, () =>
        reportLines({ title: `Operation Nordwind: the ${side} hand`, before: steps, preview: flags.preview }),
      );
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
      (
        flags: AssistFlags & {
          exited?: string;
          germanHolds?: string[];
          strasbourgContested?: boolean;
          exactlyNine?: string;
        },
      ) => {
        const s = loadGame(GAME);
        const session = new Session(s, flags, `victory ${GAME}`);
        const st = stateOf(session, flags);
        const exited =
          flags.exited !== undefined
            ? parseInteger(flags.exited, '--exited', 0, mostUnitsOfASide(s), 'the German units in the game')
            : st.exited;
        const r = judgeNordwindVictory(s, {
          exited,
          germanHolds: flags.germanHolds ?? st.germanHolds,
          strasbourgContested: !!flags.strasbourgContested,
          nine: optionChoice(s, 'exactly-nine-exits', flags.exactlyNine),
        });
        session.record(
          { command: `victory ${GAME}`, inputs: { exited, germanHolds: flags.germanHolds }, result: r.result },
          {
            ...(exited !== undefined ? { exited } : {}),
            ...(flags.germanHolds ? { germanHolds: flags.germanHolds } : {}),
          },
        );
        printJsonOr(io, flags.json, { game: GAME, ...r, preview: flags.preview || undefined }, () =>
          reportLines({ title: 'Operation Nordwind: victory', before: r.steps, preview: flags.preview }),
        );
      },
    );
  },
};

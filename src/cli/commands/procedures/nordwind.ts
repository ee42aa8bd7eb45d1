import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import type { Unit } from '../../../model/schema/units.js';
import type { Scenario } from '../../../model/scenario.js';
import { findUnit } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import {
  HEROIC_STAND_CHOICES,
  isArmour,
  mostUnitsOfASide,
  planNordwindBattle,
  resolveNordwindCombat,
  type HeroicStand,
  type SupportCard,
} from '../../../procedures/nordwind/combat.js';
import {
  checkNordwindUnits,
  nordwindAbsence,
  nordwindState,
  NORDWIND_RULES,
  type NordwindState,
} from '../../../procedures/nordwind/state.js';
import {
  CARD_TYPE,
  checkHand,
  handLimit,
  holds,
  playFromHand,
  HAND_RULES,
} from '../../../procedures/nordwind/hands.js';
import { judgeNordwindVictory } from '../../../procedures/nordwind/victory.js';
import { seenAt } from '../../../procedures/shared/game-state.js';
import { InputError, UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  withAmend,
  withChoose,
  givenFlags,
  required,
  loadGame,
  parseInteger,
  turnFrom,
  Session,
  printJsonOr,
  reconstructionWarning,
  type AssistFlags,
} from '../../assist-support.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { handTotals, list } from './hand-dice.js';
import { reportLines } from './report-lines.js';
import type { GameTable } from './game-table.js';

const GAME = 'nordwind';
const D2D6 = parseDice('2d6');

/**
 * "4" with an armour count stands for that many anonymous units; otherwise a list of unit ids. A count
 * is at most what one side fields in the counter mix: the battle's rounds walk every unit, and a count
 * of millions ran out of memory.
 */
function forceUnits(s: Scenario, value: string, armourValue: string, label: string): { units: Unit[]; named: boolean } {
  const most = mostUnitsOfASide(s);
  const armour = parseInteger(
    armourValue,
    `--${label}-armour`,
    0,
    mostUnitsOfASide(s, isArmour),
    `the most armour units a side has in ${s.game.title}`,
  );
  // Anything that reads as a number (1e308, NaN, -1) is a count gone wrong, not a unit id to look up.
  const t = value.trim();
  if (/^nan$/i.test(t) || (t !== '' && !Number.isNaN(Number(t)))) {
    const n = parseInteger(value, `--${label}`, 1, most, `the most units a side has in ${s.game.title}`);
    if (armour > n) throw new UsageError(`--${label}-armour ${armour} is more than the ${n} units`);
    const units = Array.from(
      { length: n },
      (_, i) =>
        ({
          id: `${label}-${i + 1}`,
          type: i < armour ? 'armour' : 'infantry',
          abilities: i < armour ? ['armour'] : [],
        }) as unknown as Unit,
    );
    return { units, named: false };
  }
  return { units: value.split(',').map((x) => findUnit(s, x.trim())), named: true };
}

function cards(value: string | undefined): SupportCard[] {
  if (!value) return [];
  return value.split(',').map((c) => {
    const t = c.trim();
    if (t !== 'air' && t !== 'artillery') throw new UsageError(`support cards are air or artillery, not "${t}"`);
    return t;
  });
}

function sideFlag(s: Scenario, value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && !s.game.sides.some((x) => x.id === value))
    throw new UsageError(`${flag} is one of ${s.game.sides.map((x) => x.id).join(', ')}; not "${value}"`);
  return value;
}

const otherSide = (s: Scenario, side: string) => s.game.sides.find((x) => x.id !== side)!.id;

interface Flags extends AssistFlags {
  area?: string;
  from?: string;
  attacker?: string;
  defender?: string;
  attackerSide?: string;
  attackerArmour: string;
  defenderArmour: string;
  attackerCards?: string;
  defenderCards?: string;
  attackerIntel?: boolean;
  defenderIntel?: boolean;
  snowstorm?: boolean;
  heroicStand?: string;
  armourShift?: string;
  rolls?: string;
  turn?: string;
}

function stateOf(session: Session, flags: AssistFlags): NordwindState {
  return nordwindState(session.rawState, flags.journal);
}

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
  ).action((given: Flags, cmd: Command) => {
    const s = loadGame(GAME);
    const session = new Session(s, given, `combat ${GAME}`);
    const { flags, choices } = session.resume(given, givenFlags(cmd));
    const area = required(flags.area, '--area <id>');
    const attacker = forceUnits(s, required(flags.attacker, '--attacker <units>'), flags.attackerArmour, 'attacker');
    const defender = forceUnits(s, required(flags.defender, '--defender <units>'), flags.defenderArmour, 'defender');
    const st = stateOf(session, flags);
    const turn = turnFrom(flags, session, NORDWIND_RULES.sequence);
    const named = [...(attacker.named ? attacker.units : []), ...(defender.named ? defender.units : [])];
    checkNordwindUnits(
      named.map((u) => ({ ref: u.id, unit: u })),
      st,
      turn,
    );
    const aSide =
      (attacker.named ? attacker.units[0].side : undefined) ?? sideFlag(s, flags.attackerSide, '--attacker-side');
    const dSide = (defender.named ? defender.units[0].side : undefined) ?? (aSide ? otherSide(s, aSide) : undefined);
    for (const [units, side, who] of [
      [attacker.named ? attacker.units : [], aSide, 'attacker'],
      [defender.named ? defender.units : [], dSide, 'defender'],
    ] as const)
      for (const u of units)
        if (u.side !== side) throw new InputError(`${u.id} (${u.side}) is not on the ${who}'s side (${side})`);
    if (aSide && aSide === dSide) throw new InputError(`both forces are ${aSide}: a battle needs both sides`);
    if (flags.heroicStand !== undefined && !HEROIC_STAND_CHOICES.includes(flags.heroicStand as HeroicStand))
      throw new UsageError(`--heroic-stand is one of ${HEROIC_STAND_CHOICES.join(', ')}; not "${flags.heroicStand}"`);
    const battle = {
      area,
      from: flags.from,
      attacker: { units: attacker.units, cards: cards(flags.attackerCards), intel: !!flags.attackerIntel },
      defender: { units: defender.units, cards: cards(flags.defenderCards), intel: !!flags.defenderIntel },
      snowstorm: !!flags.snowstorm,
      armourCondition: optionChoice(s, 'armour-shift-condition', flags.armourShift),
    };
    const areaOf = s.map?.kind === 'area' ? s.map.areas.find((a) => a.id === area) : undefined;
    if (areaOf?.approaches.length && flags.from === undefined)
      throw new UsageError(
        `${areaOf.name} has two terrains: say which side the attack comes from with ` +
          `${areaOf.approaches.map((a) => `--from ${a.from} (${a.terrain}, defence ${a.defence})`).join(' or ')} (E)`,
      );
    const plan = planNordwindBattle(s, battle);
    // Cards come out of the hands the journal keeps, checked before any die; a hand it does not keep is taken
    // on the players' word.
    const support = (f: typeof battle.attacker) => [
      ...f.cards
        .filter((c) => !(battle.snowstorm && c === 'air'))
        .map((c) => (c === 'air' ? CARD_TYPE.air : CARD_TYPE.artillery)),
      ...(f.intel ? [CARD_TYPE.intel] : []),
    ];
    const afterSupport = {
      attacker: aSide ? playFromHand(s, st.hands[aSide], aSide, support(battle.attacker)) : undefined,
      defender: dSide ? playFromHand(s, st.hands[dSide], dSide, support(battle.defender)) : undefined,
    };
    const crt = requireChart(s, plan.crt.id, 'crt');
    const warning = reconstructionWarning(s, crt);
    const title = `Operation Nordwind: battle in ${plan.area.name}`;
    const before = [...plan.steps, ...plan.first.steps];
    const chancesOf = `in the first round on ${plan.first.crt.column} (modifier ${plan.first.drm})`;
    if (flags.preview)
      return printJsonOr(
        io,
        flags.json,
        {
          game: GAME,
          preview: true,
          table: plan.crt.id,
          defence: plan.defence,
          column: plan.first.crt.column,
          differential: plan.first.differential,
          shift: plan.first.shift,
          drm: plan.first.drm,
          probabilities: plan.first.crt.probabilities,
          outcomes: plan.first.crt.outcomes,
          steps: before,
          warning,
        },
        () =>
          reportLines({
            title,
            warnings: [warning],
            before,
            chances: { of: chancesOf, outcomes: plan.first.crt.outcomes },
            preview: true,
          }),
      );

    const box = session.dice(flags.rolls !== undefined);
    const feed = box.totals('--rolls', D2D6, handTotals(D2D6, flags.rolls, '--rolls'));
    let asked = 0;
    const stands: HeroicStand[] = [];
    const report = resolveNordwindCombat(s, {
      ...battle,
      heroicStand: () => {
        if (flags.heroicStand !== undefined) return (stands.push(flags.heroicStand as HeroicStand), stands.at(-1));
        // A defender whose kept hand holds no Heroic Stand has no choice to make.
        if (dSide && holds(s, st.hands[dSide], CARD_TYPE.heroicStand) === false) return (stands.push('none'), 'none');
        const c = choices[asked];
        if (c === undefined) return undefined;
        asked++;
        if (!HEROIC_STAND_CHOICES.includes(c as HeroicStand))
          throw new UsageError(`--choose answers Heroic Stand: ${HEROIC_STAND_CHOICES.join(', ')}; not "${c}"`);
        stands.push(c as HeroicStand);
        return c as HeroicStand;
      },
      roll: feed.next,
    });
    const first = report.rounds[0].crt;
    const last = report.rounds[report.rounds.length - 1].crt;
    const after = report.steps.slice(before.length);
    const awaiting = report.awaiting;
    if (awaiting) {
      session.ask(flags, choices.slice(0, asked), awaiting);
      const answer = flags.journal
        ? `Answer: sandtable combat ${GAME} --journal ${flags.journal} --choose ${awaiting.options.join('|')}`
        : `No journal keeps these dice: run the command again with --choose ${awaiting.options.join('|')} ` +
          `and --rolls ${report.rounds.map((r) => r.crt.roll).join(',')}`;
      return printJsonOr(io, flags.json, { game: GAME, ...report, rolls: box.rolls, warning, answer }, () => [
        ...reportLines({
          title,
          warnings: [warning],
          before,
          chances: { of: chancesOf, outcomes: first.outcomes, rolled: first.result },
          after,
          rolls: box.rolls,
        }),
        '',
        `  Waiting for a choice (${awaiting.rule}): ${awaiting.question}`,
        `  ${answer}`,
      ]);
    }
    feed.finish();
    // Refusing an unasked choice now would throw away dice already rolled; it is said, not fatal.
    if (choices.length > asked)
      after.push(`--choose ${choices[asked]} was not needed: no result gave the defender that choice`);
    // Heroic Stand cards leave the hands that played them.
    const standTypes = (who: 'defender' | 'attacker') =>
      stands.filter((x) => x === 'both' || (who === 'defender' && x === 'defender')).map(() => CARD_TYPE.heroicStand);
    const hands = { ...st.hands };
    for (const [side, who] of [
      [aSide, 'attacker'],
      [dSide, 'defender'],
    ] as const) {
      const left = side ? playFromHand(s, afterSupport[who], side, standTypes(who)) : undefined;
      if (side && left) hands[side] = left;
    }
    const realLost = [...report.eliminated.attacker, ...report.eliminated.defender].filter((id) =>
      named.some((u) => u.id === id),
    );
    session.record(
      {
        command: `combat ${GAME}`,
        inputs: {
          area,
          ...(flags.from ? { from: flags.from } : {}),
          attacker: flags.attacker,
          defender: flags.defender,
          ...(stands.length ? { heroicStand: stands } : {}),
        },
        result: report.outcome,
        turn,
      },
      {
        eliminated: [...st.eliminated, ...realLost.filter((id) => !st.eliminated.includes(id))],
        positions: seenAt(
          st.positions,
          named.filter((u) => !realLost.includes(u.id)).map((u) => ({ ref: u.id, at: area })),
        ),
        ...(Object.keys(hands).length ? { hands } : {}),
        ...(aSide ? { phase: `${aSide} phase: combat` } : {}),
        ...(turn !== undefined ? { turn } : {}),
      },
    );
    printJsonOr(
      io,
      flags.json,
      {
        game: GAME,
        column: last.column,
        roll: last.roll,
        row: last.row,
        result: last.result,
        meaning: last.meaning,
        probabilities: first.probabilities,
        ...report,
        rolls: box.rolls,
        warning,
      },
      () =>
        reportLines({
          title,
          warnings: [warning],
          before,
          chances: { of: chancesOf, outcomes: first.outcomes, rolled: first.result },
          after,
          rolls: box.rolls,
        }),
    );
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

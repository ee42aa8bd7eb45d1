import { parseDice } from '../../model/dice-spec.js';
import type { Unit } from '../../model/schema/units.js';
import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, KeyedUsage, render } from '../../assist/messages.js';
import { msg } from './messages.js';
import { Session, parseInteger, required, turnFrom, type AssistFlags } from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { handTotals } from '../../assist/table/hand-dice.js';
import { type TableContext, type TableOutput, type TableProcedure, FROM_DATA } from '../../assist/table/procedure.js';
import { findUnit } from '../../rules/shared/placed-unit.js';
import { explainedCharts } from '../../assist/crt/result-meaning.js';
import { seenAt } from '../../rules/shared/game-state.js';
import {
  HEROIC_STAND_CHOICES,
  isArmour,
  mostUnitsOfASide,
  planNordwindBattle,
  resolveNordwindCombat,
  type HeroicStand,
  type SupportCard,
} from './combat.js';
import { approaches } from '../../rules/area-rounds.js';
import { roundsOutput, roundsPreview } from '../../rules/rounds-run.js';
import { checkNordwindUnits, nordwindState, NORDWIND_RULES, type NordwindState } from './state.js';
import { CARD_TYPE, holds, playFromHand } from './hands.js';
import { deckOf, leftHand, played, snowOn } from './deck.js';

// Nordwind's battle (L) as the table runs it, from the command line and the companion page alike.

const GAME = 'nordwind';
const D2D6 = parseDice('2d6');

/**
 * "4" with an armour count stands for that many anonymous units; otherwise a list of unit ids. A count
 * is at most what one side fields in the counter mix: the battle's rounds walk every unit, and a count
 * of millions ran out of memory.
 */
export function forceUnits(
  s: Scenario,
  value: string,
  armourValue: string,
  label: string,
): { units: Unit[]; named: boolean } {
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
    if (armour > n) throw new KeyedUsage(msg('nordwind.refused.armourMore', { label, armour, n }));
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

export function cards(value: string | undefined): SupportCard[] {
  if (!value) return [];
  return value.split(',').map((c) => {
    const t = c.trim();
    if (t !== 'air' && t !== 'artillery') throw new KeyedUsage(msg('nordwind.refused.supportType', { type: t }));
    return t;
  });
}

export function sideFlag(s: Scenario, value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && !s.game.sides.some((x) => x.id === value))
    throw new KeyedUsage(
      msg('nordwind.refused.sideFlag', { flag, sides: s.game.sides.map((x) => x.id).join(', '), value }),
    );
  return value;
}

export const otherSide = (s: Scenario, side: string) => s.game.sides.find((x) => x.id !== side)!.id;

export interface Flags extends AssistFlags {
  /** Each result in full rather than in its short words. */
  explain?: boolean;
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

export function stateOf(session: Session, flags: AssistFlags): NordwindState {
  return nordwindState(session.rawState, flags.journal);
}

/** The battle (L): the CLI's `combat nordwind`. */
export async function runNordwindCombat(
  ctx: TableContext,
  given: Flags,
  givenFlags: Record<string, unknown>,
): Promise<TableOutput> {
  const s = explainedCharts(ctx.scenario, given.explain);
  const session = new Session(s, given, `combat ${s.id}`, ctx.env);
  const { flags, choices } = session.resume(given, givenFlags);
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
    [attacker.named ? attacker.units : [], aSide, 'nordwind.refused.notAttacker'],
    [defender.named ? defender.units : [], dSide, 'nordwind.refused.notDefender'],
  ] as const)
    for (const u of units)
      if (u.side !== side) throw new KeyedRefusal(msg(who, { unit: u.id, side: u.side, want: side ?? '' }));
  if (aSide && aSide === dSide) throw new KeyedRefusal(msg('nordwind.refused.bothSides', { side: aSide }));
  if (flags.heroicStand !== undefined && !HEROIC_STAND_CHOICES.includes(flags.heroicStand as HeroicStand))
    throw new KeyedUsage(
      msg('nordwind.refused.heroicStand', { choices: HEROIC_STAND_CHOICES.join(', '), value: flags.heroicStand }),
    );
  const battle = {
    area,
    from: flags.from,
    attacker: { units: attacker.units, cards: cards(flags.attackerCards), intel: !!flags.attackerIntel },
    defender: { units: defender.units, cards: cards(flags.defenderCards), intel: !!flags.defenderIntel },
    // A snowstorm played in the journal is in effect without being told again (G).
    snowstorm: !!flags.snowstorm || snowOn(st, turn),
    armourCondition: optionChoice(s, 'armour-shift-condition', flags.armourShift),
  };
  const areaOf = s.map?.kind === 'area' ? s.map.areas.find((a) => a.id === area) : undefined;
  if (areaOf?.approaches.length && flags.from === undefined)
    throw new KeyedUsage(
      msg('nordwind.refused.twoTerrainsWith', { area: areaOf.name, sides: approaches(areaOf.approaches) }),
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
  if (flags.preview) return roundsPreview(s, plan);

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
        throw new KeyedUsage(
          msg('nordwind.refused.chooseStand', { choices: HEROIC_STAND_CHOICES.join(', '), value: c }),
        );
      stands.push(c as HeroicStand);
      return c as HeroicStand;
    },
    roll: feed.next,
  });
  const after = report.steps.slice(plan.steps.length + plan.first.steps.length);
  const awaiting = report.awaiting;
  if (awaiting) {
    session.ask(flags, choices.slice(0, asked), awaiting);
    const options = awaiting.options.join('|');
    // How to answer on the command line, keyed: the page asks in its own box and leaves it out by its key.
    const said = flags.journal
      ? msg('answer.journal', { command: `combat ${s.id}`, journal: flags.journal, example: options })
      : msg('answer.again', { dice: `--rolls ${report.rounds.map((r) => r.crt.roll).join(',')}`, example: options });
    const answer = render(said);
    return roundsOutput(s, plan, report, box.rolls, {
      more: { answer },
      end: [
        '',
        msg('line.indent', {
          line: msg('nordwind.combat.waiting', { rule: awaiting.rule, question: awaiting.question }),
        }),
        // The command-line hint stays text: the page answers in its own box and leaves this line out.
        `  ${answer}`,
      ],
    });
  }
  feed.finish();
  // Refusing an unasked choice now would throw away dice already rolled; it is said, not fatal.
  if (choices.length > asked) after.push(msg('nordwind.combat.notNeeded', { choice: choices[asked] }));
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
  // The cards played in the battle go to the discards (F).
  let deck = deckOf(st);
  for (const side of Object.keys(hands)) deck = played(s, deck, leftHand(st.hands[side], hands[side]));
  const realLost = [...report.eliminated.attacker, ...report.eliminated.defender].filter((id) =>
    named.some((u) => u.id === id),
  );
  session.record(
    {
      command: `combat ${s.id}`,
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
      ...(Object.keys(hands).length ? { hands, deck } : {}),
      // An engaged area holds its units until a battle there ends otherwise (L; the move check reads it).
      engaged: [
        ...st.engaged.filter((e) => e.area !== area),
        ...(report.outcome === 'engaged' ? [{ area, ...(turn !== undefined ? { turn } : {}) }] : []),
      ],
      ...(aSide ? { phase: `${aSide} phase: combat` } : {}),
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return roundsOutput(s, plan, report, box.rolls, { after });
}

export const nordwindCombat: TableProcedure = {
  game: GAME,
  verb: 'combat',
  ...FROM_DATA,
  // The armour shifts and die modifiers and the area's defence carry their conditions in rules.yaml; the engine
  // judges them (src/rules/area-rounds.ts). The cards' shifts are the hook's step, and carry none.
  judgesConditions: [
    'attacker-armour',
    'defender-armour',
    'attacking-armour',
    'defending-armour',
    'area-defence-1',
    'area-defence-2',
  ],
  run: (ctx, flags, given) => runNordwindCombat(ctx, flags as unknown as Flags, given),
};

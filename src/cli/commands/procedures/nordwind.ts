import type { Command } from 'commander';
import { parseDice } from '../../../model/dice-spec.js';
import type { Unit } from '../../../model/schema/units.js';
import type { Scenario } from '../../../model/scenario.js';
import { findUnit } from '../../../procedures/shared/placed-unit.js';
import { requireChart } from '../../../procedures/shared/chart-lookup.js';
import {
  isArmour,
  mostUnitsOfASide,
  resolveNordwindCombat,
  type SupportCard,
} from '../../../procedures/nordwind/combat.js';
import { UsageError, type Io } from '../../io.js';
import {
  withDiceOptions,
  loadGame,
  parseInteger,
  Session,
  printJsonOr,
  reconstructionWarning,
  type AssistFlags,
} from '../../assist-support.js';
import { probabilityBars } from '../../format/probability-bars.js';
import { optionChoice } from './option-choice.js';
import { verb } from './verb.js';
import { handTotals, rollFeed } from './hand-dice.js';

const GAME = 'nordwind';
const D2D6 = parseDice('2d6');

/**
 * "4" with an armour count stands for that many anonymous units; otherwise a list of unit ids. A count
 * is at most what one side fields in the counter mix: the battle's rounds walk every unit, and a count
 * of millions ran out of memory.
 */
function forceUnits(s: Scenario, value: string, armourValue: string, label: string): Unit[] {
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
    return Array.from(
      { length: n },
      (_, i) =>
        ({
          id: `${label}-${i + 1}`,
          type: i < armour ? 'armour' : 'infantry',
          abilities: i < armour ? ['armour'] : [],
        }) as unknown as Unit,
    );
  }
  return value.split(',').map((x) => findUnit(s, x.trim()));
}

function cards(value: string | undefined): SupportCard[] {
  if (!value) return [];
  return value.split(',').map((c) => {
    const t = c.trim();
    if (t !== 'air' && t !== 'artillery') throw new UsageError(`support cards are air or artillery, not "${t}"`);
    return t;
  });
}

interface Flags extends AssistFlags {
  area: string;
  from?: 'north' | 'south' | 'east' | 'west';
  attacker: string;
  defender: string;
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
}

export function registerNordwind(program: Command, io: Io): void {
  withDiceOptions(
    verb(program, 'combat', 'resolve a combat with a game’s own procedure')
      .command(GAME)
      .description(
        'Operation Nordwind battle (L): differential, support cards, armour, area defence, ' +
          'rounds until retreat, elimination or engagement',
      )
      .requiredOption('--area <id>', 'the area of the battle')
      .requiredOption('--attacker <units>', 'attacking unit ids, or a count such as 4')
      .requiredOption('--defender <units>', 'defending unit ids, or a count such as 2')
      .option('--attacker-armour <n>', 'with a count: how many attackers are armour', '0')
      .option('--defender-armour <n>', 'with a count: how many defenders are armour', '0')
      .option('--from <side>', 'the side of the area the attack comes from, for areas with two terrains')
      .option('--attacker-cards <cards>', 'support cards the attacker plays: air,artillery,…')
      .option('--defender-cards <cards>', 'support cards the defender plays')
      .option('--attacker-intel', 'the attacker plays Military Intel')
      .option('--defender-intel', 'the defender plays Military Intel')
      .option('--snowstorm', 'a snowstorm is in effect: no air cards')
      .option('--heroic-stand <who>', 'defender, or both (the attacker answers)')
      .option('--armour-shift <choice>', 'game option armour-shift-condition')
      .option('--rolls <n,...>', '2d6 totals as rolled by hand, one per round'),
  ).action((flags: Flags) => {
    const s = loadGame(GAME);
    const session = new Session(s, flags);
    const dice = rollFeed(D2D6, handTotals(D2D6, flags.rolls, '--rolls'), session.source);
    const report = resolveNordwindCombat(s, {
      area: flags.area,
      from: flags.from,
      attacker: {
        units: forceUnits(s, flags.attacker, flags.attackerArmour, 'attacker'),
        cards: cards(flags.attackerCards),
        intel: !!flags.attackerIntel,
      },
      defender: {
        units: forceUnits(s, flags.defender, flags.defenderArmour, 'defender'),
        cards: cards(flags.defenderCards),
        intel: !!flags.defenderIntel,
      },
      snowstorm: !!flags.snowstorm,
      armourCondition: optionChoice(s, 'armour-shift-condition', flags.armourShift),
      heroicStand: {
        defender: flags.heroicStand === 'defender' || flags.heroicStand === 'both',
        attacker: flags.heroicStand === 'both',
      },
      roll: dice.next,
    });
    const first = report.rounds[0].crt;
    const crt = requireChart(s, report.table, 'crt');
    const warning = reconstructionWarning(s, crt);
    session.record(
      {
        command: 'combat nordwind',
        inputs: { area: flags.area, attacker: flags.attacker, defender: flags.defender },
        rolls: dice.rolls,
        result: report.outcome,
      },
      {
        eliminated: [
          ...session.state<string[]>('eliminated', []),
          ...report.eliminated.attacker,
          ...report.eliminated.defender,
        ],
      },
    );
    const last = report.rounds[report.rounds.length - 1].crt;
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
        warning,
      },
      () => [
        `Operation Nordwind: battle in ${report.area}`,
        ...(warning ? [warning] : []),
        ...report.steps.map((x) => `  ${x}`),
        '',
        `  Chances in the first round on ${first.column} (modifier ${first.drm}):`,
        ...probabilityBars(first.outcomes, first.result).map((l) => `  ${l}`),
      ],
    );
  });
}

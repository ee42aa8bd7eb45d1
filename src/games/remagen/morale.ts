import type { Crt } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { joined } from './messages.js';
import { battleSays } from '../../rules/battle-says.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';
import { checkCapacity } from '../../rules/stack-capacity.js';
import { capacityRule } from '../../load/capacity-kind.js';
import { byPlace as bySector, checkBattlePlaces } from '../../rules/battle-places.js';
import { declaredValue, hookDeclaration } from '../../model/hook-numbers.js';
import {
  battleFactor,
  battleOdds,
  declaredBattle,
  readBattle,
  resultEffects,
  type BattleOdds,
} from '../../rules/odds-battle.js';

// Remagen's battle as its hook runs it: the totals, the odds, the chart's reading and what each result removes are
// the declared battle's (rules.yaml, src/rules/odds-battle.ts), and so is which sectors may fight (next to each
// other, each side apart: src/rules/battle-places.ts); the hook checks sector capacity and words the steps as the
// game's report has them.

/** The rule hook whose declaration holds the battle. */
export const MORALE_HOOK = 'remagen.morale';

type MoraleOdds = BattleOdds;

export interface MoraleInput {
  attackers: PlacedUnit[];
  defenders: PlacedUnit[];
  /** A weak attack made to free the odds elsewhere; not allowed below the chart's worst column. */
  soakOff: boolean;
  eliminated?: ReadonlySet<string>;
  /** The morale die as rolled; without it only the chances are given. */
  roll?: number;
}

export interface MoraleReport {
  attack: { total: number; sectors: Record<string, number> };
  defence: { total: number; sectors: Record<string, number> };
  odds: MoraleOdds;
  /** 7-1 or better: the defenders' zone of control is ignored until the battle is fought. */
  automaticVictory: boolean;
  /** No die is rolled beyond the chart's ends. */
  rolled: boolean;
  column?: string;
  roll?: number;
  result?: string;
  meaning?: string;
  outcomes: CrtOutcome[];
  probabilities: Record<string, number>;
  /** Units removed by an A or D ELIM result. */
  eliminated: string[];
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

/** The chart's own steps after its odds line, keyed as the chart reader words them. */
const chartSteps = (res: ReturnType<typeof readBattle>): Message[] => [...(res.said ?? [])].slice(1);

function checkBattle(s: Scenario, index: GridMapIndex, input: MoraleInput): void {
  const { attackers, defenders } = input;
  const proc = hookDeclaration(s, MORALE_HOOK).id;
  const { decl } = declaredBattle(s, MORALE_HOOK);
  if (!attackers.length || !defenders.length) throw new KeyedRefusal(battleSays(proc, decl, 'refusedSides'));
  const side = attackers[0].unit.side;
  checkListedOnce([...attackers, ...defenders]);
  for (const a of attackers)
    if (a.unit.side !== side)
      throw new KeyedRefusal(
        battleSays(proc, decl, 'refusedBeside', {
          ref: a.ref,
          side: a.unit.side,
          other: attackers[0].ref,
          otherSide: side,
        }),
      );
  for (const d of defenders)
    if (d.unit.side === side) throw new KeyedRefusal(battleSays(proc, decl, 'refusedAttackingSide', { ref: d.ref }));
  for (const u of [...attackers, ...defenders])
    if (input.eliminated?.has(u.ref) || input.eliminated?.has(u.unit.id))
      throw new KeyedRefusal(battleSays(proc, decl, 'refusedEliminated', { ref: u.ref }));
  // Each sector within its capacity as rules.yaml declares it (movement.stacking.capacity).
  const capacity = capacityRule(s);
  if (capacity)
    for (const [label, us] of [...bySector(attackers), ...bySector(defenders)])
      checkCapacity(
        capacity,
        index.terrainAt(us[0].cell),
        label,
        us.map((u) => u.unit),
      );
  // Which sectors may fight (each side apart, next to each other) is the declared battle's.
  checkBattlePlaces(proc, decl, index, attackers, defenders);
}

/**
 * One battle of the combat phase (rules: Combat, Basic Odds, Automatic Victory, Morale Chart): Combat
 * Values of the attacking and defending sectors, the odds rounded the defender's way, the chart's ends
 * (worse than 1-6 A ELIM, better than 6-1 D ELIM, no roll), soak-offs no worse than 1-6, then the
 * Morale Chart roll with the chance of every result.
 */
export function resolveMorale(s: Scenario, index: GridMapIndex, crt: Crt, input: MoraleInput): MoraleReport {
  checkBattle(s, index, input);
  const { decl } = declaredBattle(s, MORALE_HOOK);
  const proc = hookDeclaration(s, MORALE_HOOK).id;
  const say = (step: Parameters<typeof battleSays>[2], values: Parameters<typeof battleSays>[3] = {}) =>
    battleSays(proc, decl, step, values);
  const combatValue = (u: PlacedUnit['unit']) => battleFactor(decl, u);
  const steps: Message[] = [];
  const total = (us: PlacedUnit[]) => us.reduce((n, u) => n + combatValue(u.unit), 0);
  const sectors = (us: PlacedUnit[]) => Object.fromEntries([...bySector(us)].map(([l, x]) => [l, total(x)]));
  const attack = total(input.attackers);
  const defence = total(input.defenders);
  const line = (us: PlacedUnit[]) =>
    joined(
      'remagen.join.semi',
      [...bySector(us)].map(([l, x]) =>
        say('place', {
          at: l,
          units: joined(
            'remagen.join.plus',
            x.map((u) => say('unit', { ref: u.ref, cv: combatValue(u.unit) })),
          ),
        }),
      ),
    );
  steps.push(say('attack', { total: attack, sectors: line(input.attackers) }));
  steps.push(say('defence', { total: defence, sectors: line(input.defenders) }));
  const odds = battleOdds(attack, defence, crt.columns);
  const exact = attack >= defence ? say('ratio', { a: attack, b: defence }) : say('ratio', { a: defence, b: attack });
  steps.push(
    say('odds', {
      attack,
      defence,
      exact,
      rounded: attack && defence ? say('rounded') : '',
      odds: odds.label,
    }),
  );
  // The odds of an automatic victory are rules.yaml's, declared for this hook.
  const automaticOdds = declaredValue(s, hookDeclaration(s, MORALE_HOOK), 'automatic-victory');
  const automaticVictory = odds.ratio[0] / odds.ratio[1] >= automaticOdds;
  const base = {
    attack: { total: attack, sectors: sectors(input.attackers) },
    defence: { total: defence, sectors: sectors(input.defenders) },
    odds,
    automaticVictory,
  };
  const refsOf = (us: PlacedUnit[]) => us.map((u) => u.ref);
  // The units a result removes, by the declared results (the chart's ends read as results too).
  const removed = (code: string | undefined) => {
    const fx = resultEffects(decl, code);
    return [...(fx.attacker ? refsOf(input.attackers) : []), ...(fx.defender ? refsOf(input.defenders) : [])];
  };

  const res = readBattle(crt, attack, defence, input.roll);
  if (res.beyond === 'worse' && input.soakOff)
    throw new KeyedRefusal(
      say('refusedSoakOff', {
        odds: odds.label,
        column: crt.columns[0],
        section: decl.soakOff?.section ?? decl.section,
      }),
    );
  if (res.beyond) {
    if (automaticVictory) steps.push(say('automatic', { odds: odds.label, at: automaticOdds }));
    steps.push(...chartSteps(res));
    const gone = removed(res.result);
    const fx = resultEffects(decl, res.result);
    if (fx.attacker) steps.push(say('attackersRemoved'));
    if (fx.defender) steps.push(say('defendersRemoved'));
    return {
      ...base,
      rolled: false,
      column: res.column,
      result: res.result,
      meaning: res.meaning,
      outcomes: res.outcomes,
      probabilities: res.probabilities,
      eliminated: gone,
      steps,
    };
  }
  if (input.soakOff) steps.push(say('soakOff', { odds: odds.label, column: crt.columns[0] }));
  steps.push(...chartSteps(res));
  const eliminated = removed(res.result);
  return {
    ...base,
    rolled: input.roll !== undefined,
    column: res.column,
    roll: res.roll,
    result: res.result,
    meaning: res.meaning,
    outcomes: res.outcomes,
    probabilities: res.probabilities,
    eliminated,
    steps,
  };
}

import type { Scenario } from '../model/scenario.js';
import type { Crt } from '../model/schema/charts.js';
import type { BattleProcedure, HookField } from '../model/schema/rules.js';
import { parseDice } from '../model/dice-spec.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { chartEnds, type CrtOutcome } from '../assist/crt/resolve-crt.js';
import { explainedCharts } from '../assist/crt/result-meaning.js';
import { KeyedRefusal, msg, type Message, type Value } from '../assist/messages.js';
import { Session, reconstructionNote, reconstructionWarning, turnFrom } from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { handTotalOf } from '../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../assist/table/report-lines.js';
import {
  tableOutput as out,
  declaredHead,
  linesText,
  type TableContext,
  type TableOutput,
  type TableProcedure,
} from '../assist/table/procedure.js';
import { battleSays } from './battle-says.js';
import { byPlace, checkBattlePlaces } from './battle-places.js';
import { placeUnits, type PlacedUnit } from './shared/placed-unit.js';
import { requireChart } from './shared/chart-lookup.js';
import { checkListedOnce } from './shared/listed-once.js';
import { seenAt } from './shared/game-state.js';
import { checkCapacity } from './stack-capacity.js';
import { capacityRule } from '../load/capacity-kind.js';
import { battleFactor, battleOdds, readBattle, resultEffects, type BattleOdds } from './odds-battle.js';
import type { BattleCheckHook, SalvoQuery } from './salvo-hooks.js';
import { flagKey, tableField, flagText, flagItems } from './shared/flag-values.js';

// A battle by odds, as rules.yaml declares it (`kind: battle`): each side's printed factor added up by place, the
// odds rounded in the defender's favour and read on the declared CRT with its ends (a result without a die past
// them), soak-offs no worse than its first column, and the units each declared result removes kept in the journal.
// Which places may fight is the declared battle's (battle-places.ts), each within the capacity movement.stacking
// declares; the report's words are the battle's `says`. What only a game's code knows is its check hook's.

export interface BattleInput {
  attackers: PlacedUnit[];
  defenders: PlacedUnit[];
  /** A weak attack made to free the odds elsewhere; not allowed below the chart's worst column. */
  soakOff: boolean;
  eliminated?: ReadonlySet<string>;
  /** The die as rolled; without it only the chances are given. */
  roll?: number;
}

export interface BattleReport {
  attack: { total: number; sectors: Record<string, number> };
  defence: { total: number; sectors: Record<string, number> };
  odds: BattleOdds;
  /** At or past the declared `automatic-victory` odds. */
  automaticVictory: boolean;
  /** No die is rolled beyond the chart's ends. */
  rolled: boolean;
  column?: string;
  roll?: number;
  result?: string;
  meaning?: string;
  outcomes: CrtOutcome[];
  probabilities: Record<string, number>;
  /** Units removed by a result that eliminates a side. */
  eliminated: string[];
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

const joined = (key: 'step.plus' | 'battle.semi', xs: readonly Value[]): Value =>
  xs.slice(1).reduce((a, b) => msg(key, { a, b }), xs[0]);

function checkBattle(s: Scenario, p: BattleProcedure, index: GridMapIndex, input: BattleInput): void {
  const { attackers, defenders } = input;
  const decl = p.battle;
  if (!attackers.length || !defenders.length) throw new KeyedRefusal(battleSays(p.id, decl, 'refusedSides'));
  const side = attackers[0].unit.side;
  checkListedOnce([...attackers, ...defenders]);
  for (const a of attackers)
    if (a.unit.side !== side)
      throw new KeyedRefusal(
        battleSays(p.id, decl, 'refusedBeside', {
          ref: a.ref,
          side: a.unit.side,
          other: attackers[0].ref,
          otherSide: side,
        }),
      );
  for (const d of defenders)
    if (d.unit.side === side) throw new KeyedRefusal(battleSays(p.id, decl, 'refusedAttackingSide', { ref: d.ref }));
  for (const u of [...attackers, ...defenders])
    if (input.eliminated?.has(u.ref) || input.eliminated?.has(u.unit.id))
      throw new KeyedRefusal(battleSays(p.id, decl, 'refusedEliminated', { ref: u.ref }));
  // Each place within its capacity as rules.yaml declares it (movement.stacking.capacity).
  const capacity = capacityRule(s);
  if (capacity)
    for (const [label, us] of [...byPlace(attackers), ...byPlace(defenders)])
      checkCapacity(
        capacity,
        index.terrainAt(us[0].cell),
        label,
        us.map((u) => u.unit),
        s.map?.kind,
      );
  checkBattlePlaces(p.id, decl, index, attackers, defenders);
}

/**
 * One battle (the declared battle's sections): the sides' totals, the odds rounded the defender's way, the chart's
 * ends (no roll past them), soak-offs no worse than the first column, then the roll with the chance of every result.
 */
export function resolveBattle(
  s: Scenario,
  p: BattleProcedure,
  index: GridMapIndex,
  crt: Crt,
  input: BattleInput,
): BattleReport {
  checkBattle(s, p, index, input);
  const decl = p.battle;
  const say = (step: Parameters<typeof battleSays>[2], values: Record<string, Value> = {}) =>
    battleSays(p.id, decl, step, values);
  const sideOf = (u: PlacedUnit) => (input.attackers.includes(u) ? 'attacker' : 'defender');
  const factor = (u: PlacedUnit) => battleFactor(decl, u.unit, sideOf(u));
  const steps: Message[] = [];
  const total = (us: PlacedUnit[]) => us.reduce((n, u) => n + factor(u), 0);
  const places = (us: PlacedUnit[]) => Object.fromEntries([...byPlace(us)].map(([l, x]) => [l, total(x)]));
  const attack = total(input.attackers);
  const defence = total(input.defenders);
  const line = (us: PlacedUnit[]) =>
    joined(
      'battle.semi',
      [...byPlace(us)].map(([l, x]) =>
        say('place', {
          at: l,
          units: joined(
            'step.plus',
            x.map((u) => say('unit', { ref: u.ref, cv: factor(u) })),
          ),
        }),
      ),
    );
  steps.push(say('attack', { total: attack, sectors: line(input.attackers) }));
  steps.push(say('defence', { total: defence, sectors: line(input.defenders) }));
  const odds = battleOdds(attack, defence, crt.columns);
  const exact = attack >= defence ? say('ratio', { a: attack, b: defence }) : say('ratio', { a: defence, b: attack });
  steps.push(
    say('odds', { attack, defence, exact, rounded: attack && defence ? say('rounded') : '', odds: odds.label }),
  );
  // The odds of an automatic victory, when rules.yaml declares them for this battle.
  const automaticOdds = p.values.find((v) => v.id === 'automatic-victory')?.value;
  const automaticVictory = automaticOdds !== undefined && odds.ratio[0] / odds.ratio[1] >= automaticOdds;
  const base = {
    attack: { total: attack, sectors: places(input.attackers) },
    defence: { total: defence, sectors: places(input.defenders) },
    odds,
    automaticVictory,
  };
  const refsOf = (us: PlacedUnit[]) => us.map((u) => u.ref);
  // The units a result removes, by the declared results (the chart's ends read as results too).
  const removed = (code: string | undefined) => {
    const fx = resultEffects(decl, code);
    return [...(fx.attacker ? refsOf(input.attackers) : []), ...(fx.defender ? refsOf(input.defenders) : [])];
  };
  // The chart's own steps after its odds line, keyed as the chart reader words them.
  const res = readBattle(crt, attack, defence, input.roll);
  const chartSteps = [...(res.said ?? [])].slice(1);
  if (res.beyond === 'worse' && input.soakOff)
    throw new KeyedRefusal(
      say('refusedSoakOff', {
        odds: odds.label,
        column: crt.columns[0],
        section: decl.soakOff?.section ?? decl.section,
      }),
    );
  if (res.beyond) {
    if (automaticVictory) steps.push(say('automatic', { odds: odds.label, at: automaticOdds ?? '' }));
    steps.push(...chartSteps);
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
      eliminated: removed(res.result),
      steps,
    };
  }
  if (input.soakOff) steps.push(say('soakOff', { odds: odds.label, column: crt.columns[0] }));
  steps.push(...chartSteps);
  return {
    ...base,
    rolled: input.roll !== undefined,
    column: res.column,
    roll: res.roll,
    result: res.result,
    meaning: res.meaning,
    outcomes: res.outcomes,
    probabilities: res.probabilities,
    eliminated: removed(res.result),
    steps,
  };
}

/** The engine's own options, when rules.yaml gives the battle no `fields`. */
const DEFAULT_FIELDS: HookField[] = [
  { id: 'attacker', label: 'Attacking units', kind: 'units', list: true, typed: 'UNIT@CELL', required: true },
  { id: 'defender', label: 'Defending units', kind: 'units', list: true, required: true },
  { id: 'soak-off', label: 'A soak-off', kind: 'check' },
  { id: 'turn', label: 'Game turn (else the journal’s)', kind: 'number' },
  { id: 'roll', label: 'The die as rolled by hand', kind: 'dice' },
];

/** The ids the engine reads; any other declared field is the check hook's. */
const ENGINE_FIELDS = new Set(DEFAULT_FIELDS.map((f) => f.id));

async function runBattle(
  ctx: TableContext,
  p: BattleProcedure,
  flags: Record<string, unknown>,
  hookOf?: (name: string) => Promise<BattleCheckHook | undefined>,
): Promise<TableOutput> {
  const s = explainedCharts(ctx.scenario, !!flags.explain);
  if (s.map?.kind !== 'square' && s.map?.kind !== 'hex') throw new KeyedRefusal(msg('battle.gridMap', { game: s.id }));
  const index = gridMapIndex(s.map);
  const crt = requireChart(s, p.battle.chart, 'crt');
  const hook = p.check ? await hookOf?.(p.check.hook) : undefined;
  if (p.check && !hook) throw new Error(`${p.id}: the battle check hook "${p.check.hook}" was not given`);
  const session = new Session(s, flags, `${p.id} ${s.id}`, ctx.env);
  const fields = p.fields ?? DEFAULT_FIELDS;
  const options: Record<string, string> = {};
  for (const f of fields)
    if (f.option && f.option !== '*') options[f.option] = optionChoice(s, f.option, flagText(flags[flagKey(f.id)]));
  const own = Object.fromEntries(
    fields.filter((f) => !ENGINE_FIELDS.has(f.id)).map((f) => [flagKey(f.id), flags[flagKey(f.id)]]),
  );
  const turn = turnFrom({ turn: flagText(flags.turn), amend: !!flags.amend }, session, hook?.sequence);
  const q: SalvoQuery = {
    scenario: s,
    state: session.rawState,
    journal: flagText(flags.journal),
    turn,
    options,
    flags: own,
  };
  hook?.turn?.(q);
  const eliminatedBefore = session.state<string[]>('eliminated', []);
  const input = {
    attackers: placeUnits(s, index, flagItems(flags.attacker), '--attacker'),
    defenders: placeUnits(s, index, flagItems(flags.defender), '--defender'),
    soakOff: !!flags.soakOff,
    eliminated: new Set(eliminatedBefore),
  };
  const sides = { attackers: input.attackers, defenders: input.defenders };
  hook?.units?.({ ...q, units: [...input.attackers, ...input.defenders] });
  // The odds decide whether a die is rolled at all, so look before rolling.
  const preview = resolveBattle(s, p, index, crt, input);
  const ownState = hook?.keep?.({ ...q, ...sides }) ?? {};
  const warning = preview.odds.beyond ? undefined : reconstructionWarning(s, crt);
  const note = preview.odds.beyond ? undefined : reconstructionNote(s, crt);
  const title = battleSays(p.id, p.battle, 'title', { game: s.game.title, odds: preview.odds.label });
  const chancesOf = msg('report.onColumn', { column: String(preview.column) });
  if (flags.preview)
    return out({ game: s.id, preview: true, ...preview, steps: linesText(preview.steps), warning }, () =>
      reportLines({
        title,
        warnings: [note],
        before: preview.steps,
        chances: preview.odds.beyond ? undefined : { of: chancesOf, outcomes: preview.outcomes },
        preview: true,
      }),
    );
  const box = session.dice(flags.roll !== undefined);
  if (preview.odds.beyond && flags.roll !== undefined)
    throw new KeyedRefusal(
      msg('battle.noDieAt', { odds: preview.odds.label, rule: chartEnds(crt)!.said ?? chartEnds(crt)!.rule }),
    );
  const dice = parseDice(crt.dice);
  const die = preview.odds.beyond
    ? undefined
    : box.roll('--roll', dice, handTotalOf(dice, flagText(flags.roll), '--roll'));
  const r = die ? resolveBattle(s, p, index, crt, { ...input, roll: die.total }) : preview;
  const engage = !!resultEffects(p.battle, r.result).engage;
  const after = hook?.result?.({ ...q, ...sides, engage }) ?? {};
  const seen = [...input.attackers, ...input.defenders].map((u) => ({ ref: u.ref, at: u.label }));
  session.record(
    {
      command: `${p.id} ${s.id}`,
      inputs: {
        attackers: flagItems(flags.attacker),
        defenders: flagItems(flags.defender),
        soakOff: !!flags.soakOff,
        odds: r.odds.label,
      },
      result: r.result,
      turn,
    },
    {
      eliminated: [...eliminatedBefore, ...r.eliminated],
      positions: seenAt(session.state<Record<string, string>>('positions', {}), seen),
      ...ownState,
      ...after,
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return out({ game: s.id, ...r, steps: linesText(r.steps), rolls: box.rolls, warning }, () =>
    reportLines({
      title,
      warnings: [note],
      before: r.rolled ? preview.steps : r.steps,
      chances: r.rolled ? { of: chancesOf, outcomes: r.outcomes, rolled: r.result } : undefined,
      after: r.rolled ? stepsAfter(r.steps, preview.steps) : [],
      rolls: box.rolls,
    }),
  );
}

/** A declared battle as a table procedure: `<id> GAME --attacker … --defender …`, on the CLI and the page alike. */
export function battleProcedure(
  s: Scenario,
  p: BattleProcedure,
  hookOf?: (name: string) => Promise<BattleCheckHook | undefined>,
): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: (p.fields ?? DEFAULT_FIELDS).map(tableField),
    run: (ctx, flags) => runBattle(ctx, p, flags as Record<string, unknown>, hookOf),
  };
}

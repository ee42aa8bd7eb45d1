import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import type { SquareMap } from '../../model/schema/map.js';
import { gridMapIndex, type GridMapIndex } from '../../assist/map/grid-map-index.js';
import { KeyedRefusal } from '../../assist/messages.js';
import {
  Session,
  reconstructionNote,
  reconstructionWarning,
  turnFrom,
  type AssistFlags,
} from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { handFaces, refCounts } from '../../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../../assist/table/report-lines.js';
import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
  linesText,
} from '../../assist/table/procedure.js';
import { placeUnits, type PlacedUnit } from '../../rules/shared/placed-unit.js';
import { requireChart } from '../../rules/shared/chart-lookup.js';
import { seenAt } from '../../rules/shared/game-state.js';
import { mostDamage, planFire, resolveFire } from './fire.js';
import { checkRemagenUnits, remagenState, REMAGEN_RULES, type RemagenState } from './state.js';
import { isNightTurn } from './night-turn.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { fireTurn } from './turn-bookkeeping.js';
import { TURN_LOG_KEY, turnNames } from '../../rules/shared/turn-log.js';

// Remagen Bridgehead's fire as the table runs it, from the command line and the companion page alike.

const GAME = 'remagen';

export function squareBoard(s: Scenario): { s: Scenario; map: SquareMap; index: GridMapIndex } {
  if (s.map?.kind !== 'square') throw new KeyedRefusal(msg('remagen.refused.squareMap', { game: s.id }));
  return { s, map: s.map, index: gridMapIndex(s.map) };
}

/** The game's state from the journal, and a check that named units are on the board now. */
export function stateOf(session: Session, flags: AssistFlags): RemagenState {
  return remagenState(session.rawState, flags.journal);
}

export function onBoard(st: RemagenState, turn: number | undefined, units: PlacedUnit[]) {
  checkRemagenUnits(units, st, { turn });
}

export const at = (us: PlacedUnit[]) => us.map((u) => ({ ref: u.ref, at: u.label }));

export const warningsFor = (s: Scenario, charts: Chart[]) =>
  charts.map((c) => reconstructionWarning(s, c)).filter((w): w is string => !!w);

export interface FireFlags extends AssistFlags {
  firer: string[];
  target: string[];
  dice?: string;
  hitDice?: string;
  order?: string[];
  hits: string[];
  turn?: string;
  nightMoves?: string;
  returnFire?: boolean;
}

/** Where the rules omit the fire portion at night. */
export const NIGHT_FIRE_SECTION = msg('remagen.rule.nightFire');

/**
 * No fire on a night turn (Optional Night Move), with the night-moves option in play: not at units, and not at a
 * pontoon bridge, which is fired on in the same portion. Combat by morale, with its fire contact, goes on.
 */
export function refuseNightFire(s: Scenario, turn: number | undefined, nightMoves: string): void {
  if (turn !== undefined && isNightTurn(s, turn, nightMoves))
    throw new RuleRefusal(msg('remagen.fire.night', { turn, section: NIGHT_FIRE_SECTION }));
}

/** Fire: the CLI's `fire remagen`. */
export async function runFire(ctx: TableContext, flags: FireFlags): Promise<TableOutput> {
  const { s, index } = squareBoard(ctx.scenario);
  const session = new Session(s, flags, `fire ${s.id}`, ctx.env);
  const st = stateOf(session, flags);
  const nightMoves = optionChoice(s, 'night-moves', flags.nightMoves);
  const turn = turnFrom(flags, session, REMAGEN_RULES.sequence);
  refuseNightFire(s, turn, nightMoves);
  const damage = {
    ...st.damage,
    ...refCounts(flags.hits, '--hits', mostDamage(s), 'the most figures a tray loses or hits a vehicle takes'),
  };
  const firers = placeUnits(s, index, flags.firer);
  const targets = placeUnits(s, index, flags.target);
  onBoard(st, turn, [...firers, ...targets]);
  const plan = planFire(s, index, {
    firers,
    targets,
    damage,
    eliminated: new Set(st.eliminated),
    order: flags.order,
  });
  const log = fireTurn(st, turn, firers, plan.at, !!flags.returnFire, turnNames(s));
  const vehicles = plan.order.some((t) => t.kind === 'vehicle');
  const charts = [requireChart(s, 'fire', 'table'), ...(vehicles ? [requireChart(s, 'vehicle-hits', 'table')] : [])];
  const warnings = warningsFor(s, charts);
  // The report's warnings are keyed, as the other procedures' are; the --json value keeps them as text.
  const notes = charts.map((c) => reconstructionNote(s, c));
  const title = msg('remagen.fire.title', { game: s.game.title, from: plan.from, at: plan.at });
  const chancesOf = msg('remagen.fire.chancesOf', { dice: plan.dice, divisor: plan.divisor });
  if (flags.preview) {
    const { order, ...json } = plan;
    return out(
      {
        game: s.id,
        preview: true,
        ...json,
        steps: linesText(json.steps),
        order: order.map((t) => t.ref),
        warning: warnings.join('\n') || undefined,
      },
      () =>
        reportLines({
          title,
          warnings: notes,
          before: plan.steps,
          chances: { of: chancesOf, outcomes: plan.hitChances },
          preview: true,
        }),
    );
  }
  const salvoFaces = handFaces(flags.dice, '--dice');
  const hitFaces = handFaces(flags.hitDice, '--hit-dice');
  const box = session.dice(salvoFaces !== undefined || hitFaces !== undefined);
  const salvo = box.faces('--dice', plan.dice, salvoFaces);
  const hitFeed = box.faceFeed('--hit-dice', hitFaces);
  const r = resolveFire(plan, salvo, hitFeed.next);
  hitFeed.finish();
  const after = { ...damage };
  for (const o of r.outcomes) if (o.taken) after[o.ref] = o.after;
  for (const ref of r.eliminated) delete after[ref];
  session.record(
    {
      command: `fire ${s.id}`,
      inputs: {
        firers: flags.firer,
        targets: flags.target,
        range: r.range,
        divisor: r.divisor,
        order: r.order.map((t) => t.ref),
      },
      result: { hits: r.hits, eliminated: r.eliminated },
      turn,
    },
    {
      damage: after,
      eliminated: [...st.eliminated, ...r.eliminated],
      positions: seenAt(st.positions, at([...firers, ...targets])),
      phase: `${firers[0].unit.side} fire`,
      [TURN_LOG_KEY]: log,
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  const { order, ...json } = r;
  return out(
    {
      game: s.id,
      ...json,
      steps: linesText(json.steps),
      order: order.map((t) => t.ref),
      rolls: box.rolls,
      warning: warnings.join('\n') || undefined,
    },
    () =>
      reportLines({
        title,
        warnings: notes,
        before: plan.steps,
        chances: { of: chancesOf, outcomes: r.hitChances, rolled: `${r.hits} hit${r.hits === 1 ? '' : 's'}` },
        after: stepsAfter(r.steps, plan.steps),
        rolls: box.rolls,
      }),
  );
}

export const remagenFire: TableProcedure = {
  game: GAME,
  verb: 'fire',
  ...FROM_DATA,
  run: (ctx, flags) => runFire(ctx, { hits: [], ...flags } as unknown as FireFlags),
};

export interface MoraleFlags extends AssistFlags {
  /** Each result in full rather than in its short words. */
  explain?: boolean;
  attacker: string[];
  defender: string[];
  soakOff?: boolean;
  roll?: string;
  turn?: string;
}

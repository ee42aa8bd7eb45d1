import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Crt } from '../../model/schema/charts.js';
import type {
  Adjustment,
  CombatProcedure,
  HookField,
  MovementRules,
  Procedure,
  RuleInput,
} from '../../model/schema/rules.js';
import { unitTypes } from '../../model/schema/units.js';
import {
  ConditionError,
  checkCondition,
  parseCondition,
  type Type,
  type Vocabulary,
} from '../../model/rules-condition.js';
import type { PathPart, Problem } from '../problem.js';
import type { DeclaredOutcome } from '../../model/schema/side-outcome.js';
import { at, duplicateIds, missing } from './report.js';
import { turnsOfColumn } from '../../model/turn-column.js';
import { gridOf } from './map-grid.js';
import { supplyLineProblems } from './check-supply-line.js';
import { supplyKeptProblems } from './check-kept-journal.js';
import { parseRollLabel } from '../../model/roll-range.js';
import { tallyProblems } from './check-victory-tally.js';
import { waysProblems } from './check-victory-ways.js';
import { hookStepProblems } from './check-hook-steps.js';
import { rollStepProblems, unusedRollWarnings } from './check-roll-steps.js';
import { salvoProblems } from './check-salvo.js';
import { workProblems } from './check-work.js';
import { workProcedureProblems } from './check-work-procedure.js';
import { turnEndProblems } from './check-turn-end.js';
import { overrunProblems } from './check-overrun.js';
import { reserveProblems, turnChoiceProblems } from './check-turn-choice.js';
import { heldProblems } from './check-held-groups.js';
import { setupProblems } from './check-setup-procedure.js';
import { stackLimitProblems } from './check-stack-limits.js';
import { stackCapacityProblems } from './check-stack-capacity.js';
import { objectivesProblems } from './check-victory-objectives.js';
import { battleProblems } from './check-battle.js';
import { roundsProblems } from './check-rounds-battle.js';
import { tablePlaceProblems } from './check-table-place.js';
import { unitRollProblems } from './check-unit-roll.js';
import { cancelProblems, combatSaysProblems, hookCombatVocabulary, saysProblems } from './check-hook-shifts.js';
import { totalsProblems } from './check-combat-totals.js';
import { outcomeProblems } from './check-side-outcome.js';
import { replaceEnterProblems } from './check-replace-enter.js';

// rules.yaml against the rest of the game: every chart, terrain, feature, side, option and procedure it names
// exists, every condition reads and has the right type, and nothing is declared that can never take effect.

/** Sandtable's own commands: a procedure may not take one of their names. */
export const RESERVED_COMMANDS = ['list', 'validate', 'sources', 'build', 'roll', 'crt', 'journal', 'units', 'help'];

/** The words a condition may name in this game, for one procedure. */
export function vocabulary(s: Scenario, p: Procedure | undefined, context: Vocabulary['context']): Vocabulary {
  const map = s.map;
  const grid = map && map.kind !== 'area' ? map : undefined;
  const terrains = map ? map.terrainTypes.map((t) => t.id) : [];
  const onMap = grid ? [grid.terrain.default, ...Object.keys(grid.terrain.cells)] : undefined;
  const state: Record<string, string[]> = {};
  for (const q of s.rules?.procedures ?? [])
    if (q.kind === 'die-table') {
      const chart = s.charts.find((c) => c.id === q.chart);
      for (const key of q.record) {
        const values = new Set<string>();
        if (chart?.kind === 'die-table')
          for (const r of chart.rows) if (typeof r.effects[key] === 'string') values.add(String(r.effects[key]));
        state[key] = [...values];
      }
      for (const c of q.counters) state[c.id] = [];
      for (const g of q.grants) state[g.effect] = [];
    } else if (q.kind === 'success-roll')
      for (const o of [q.success, q.failure])
        for (const [key, val] of Object.entries(o.record))
          state[key] = [...new Set([...(state[key] ?? []), ...(typeof val === 'string' ? [val] : [])])];
  const inputs: Record<string, Type> = {};
  const units = s.units.map((u) => u.id);
  for (const i of p && 'inputs' in p ? p.inputs : []) inputs[i.id] = inputType(i, units);
  const track = s.charts.find((c) => c.kind === 'turn-track');
  return {
    terrains,
    terrainsOnMap: onMap,
    // An area map's rivers run along area borders: a combat across one reads `crossing(<river id>)`.
    features:
      grid && 'lineFeatures' in grid
        ? grid.lineFeatures.map((f) => f.id)
        : map?.kind === 'area'
          ? map.rivers.map((r) => r.id)
          : [],
    unitTypes,
    sides: s.game.sides.map((x) => x.id),
    abilities: s.game.abilities.map((a) => a.id),
    options: Object.fromEntries(s.game.options.map((o) => [o.id, o.choices.map((c) => c.id)])),
    state,
    inputs,
    units,
    turns: track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : 999,
    context,
  };
}

export const inputType = (i: RuleInput, units: readonly string[] = []): Type =>
  i.kind === 'number'
    ? 'number'
    : i.kind === 'check'
      ? 'bool'
      : i.kind === 'unit'
        ? { of: 'unit', values: units }
        : i.kind === 'dice'
          ? { of: 'dice rolled by hand', values: [] }
          : { of: `choice of ${i.id}`, values: i.choices ?? [] };

/** Problems with one condition: it does not read, names what is not there, or can never hold. */
export function conditionProblems(
  ref: SourceRef,
  path: PathPart[],
  src: string,
  v: Vocabulary,
  want: 'bool' | 'number',
  inUnit = false,
) {
  try {
    return checkCondition(parseCondition(src), v, want, inUnit).problems.map((m) =>
      at(ref, path, `condition "${src}": ${m}`),
    );
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    return [at(ref, path, `condition "${src}" does not read: ${e.message}`)];
  }
}

export function checkRules(s: Scenario): Problem[] {
  const rules = s.rules;
  const ref = s.origins.rules;
  if (!rules || !ref) return [];
  const sub = (...p: PathPart[]): SourceRef => ({ src: ref.src, path: [...ref.path, ...p] });
  const out: Problem[] = [...duplicateIds(rules.procedures, (i) => sub('procedures', i), 'procedure')];
  const ids = rules.procedures.map((p) => p.id);
  const sides = s.game.sides.map((x) => x.id);
  rules.sequence.phases.forEach((ph, i) => {
    if (ph.side !== 'both' && !sides.includes(ph.side))
      out.push(at(sub('sequence', 'phases', i), ['side'], missing('side', ph.side, [...sides, 'both'])));
    ph.procedures.forEach(
      (p, j) =>
        ids.includes(p) || out.push(at(sub('sequence', 'phases', i), ['procedures', j], missing('procedure', p, ids))),
    );
  });
  out.push(...duplicateIds(rules.sequence.phases, (i) => sub('sequence', 'phases', i), 'phase'));
  rules.procedures.forEach((p, i) => out.push(...checkProcedure(s, p, sub('procedures', i))));
  if (rules.movement) out.push(...checkMovement(s, rules.movement, sub('movement')));
  return out;
}

/** rules.movement against the map, the charts, the sides and the sequence it names. */
function checkMovement(s: Scenario, m: MovementRules, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  const map = s.map;
  const charts = s.charts.map((c) => c.id);
  const v = vocabulary(s, undefined, 'general');
  if (m.terrain) {
    const te = s.charts.find((c) => c.id === m.terrain);
    if (!te) out.push(at(ref, ['terrain'], missing('chart', m.terrain, charts)));
    else if (te.kind !== 'terrain-effects')
      out.push(at(ref, ['terrain'], `chart "${te.id}" is a ${te.kind}, not a terrain-effects chart`));
  }
  const area = map?.kind === 'area';
  const kinds = area
    ? [...new Set(map.connections.map((c) => c.kind))]
    : map
      ? [...new Set(map.roads.map((r) => r.kind))]
      : [];
  if (area && m.measure === 'points')
    out.push(at(ref, ['measure'], 'an area map moves by areas: measure: cells, with cells: N'));
  if (area && m.zoc) out.push(at(ref, ['zoc'], 'zones of control are for hex and square maps'));
  if (m.forcedMarch && m.measure !== 'points')
    out.push(at(ref, ['forcedMarch'], 'forced march multiplies movement points: measure: points'));
  if (!area && m.links.length) out.push(at(ref, ['links'], 'links are for area maps'));
  m.links.forEach((l, i) => {
    l.along.forEach(
      (k, j) => kinds.includes(k) || out.push(at(ref, ['links', i, 'along', j], missing('link kind', k, kinds))),
    );
    if (l.when) out.push(...conditionProblems(ref, ['links', i, 'when'], l.when, v, 'bool', true));
  });
  if (m.roadMarch) {
    m.roadMarch.along.forEach(
      (k, j) => kinds.includes(k) || out.push(at(ref, ['roadMarch', 'along', j], missing('road kind', k, kinds))),
    );
    m.roadMarch.cells.forEach((c, i) => {
      if (c.when) out.push(...conditionProblems(ref, ['roadMarch', 'cells', i, 'when'], c.when, v, 'bool', true));
    });
    m.roadMarch.refusals.forEach((r, i) => {
      const path = ['roadMarch', 'refusals', i];
      if (r.when) out.push(...conditionProblems(ref, [...path, 'when'], r.when, v, 'bool'));
      out.push(...conditionProblems(ref, [...path, 'unit'], r.unit, v, 'bool', true));
    });
  }
  if (m.road) {
    if (area) out.push(at(ref, ['road'], 'road movement by points is for hex and square maps; areas use roadMarch'));
    else if (!kinds.includes(m.road.terrain))
      out.push(at(ref, ['road', 'terrain'], missing('road kind of the map', m.road.terrain, kinds)));
    if (m.measure !== 'points') out.push(at(ref, ['road'], 'road movement costs points: measure: points'));
  }
  if (m.stacking) {
    const given = [m.stacking.limit, m.stacking.hook, m.stacking.anyOf, m.stacking.capacity].filter(
      (x) => x !== undefined,
    ).length;
    if (given !== 1)
      out.push(
        at(
          ref,
          ['stacking'],
          'stacking gives a limit or names a hook: one of the two, or else a choice of limits (anyOf) or a capacity',
        ),
      );
    out.push(
      ...stackLimitProblems(
        ref,
        m.stacking,
        s.game.abilities.map((a) => a.id),
      ),
    );
    if (m.stacking.counts === 'steps' && m.stacking.limit === undefined)
      out.push(at(ref, ['stacking', 'counts'], 'counts is what a limit counts; a hook counts for itself'));
    out.push(...stackCapacityProblems(ref, m.stacking, s));
    const abilities = s.game.abilities.map((a) => a.id);
    m.stacking.exempt.forEach(
      (a, i) => abilities.includes(a) || out.push(at(ref, ['stacking', 'exempt', i], missing('ability', a, abilities))),
    );
  }
  const sides = s.game.sides.map((x) => x.id);
  const phases = s.rules?.sequence.phases.map((p) => p.id) ?? [];
  const places = !map
    ? []
    : map.kind === 'area'
      ? map.areas.map((a) => a.id)
      : [...map.zones.map((z) => z.id), ...map.edges.map((e) => e.id)];
  m.reinforcements.forEach((r, i) => {
    if (!sides.includes(r.side)) out.push(at(ref, ['reinforcements', i, 'side'], missing('side', r.side, sides)));
    if (!phases.includes(r.phase))
      out.push(at(ref, ['reinforcements', i, 'phase'], missing('phase of the sequence', r.phase, phases)));
    r.zones.forEach(
      (z, j) =>
        places.includes(z) ||
        out.push(at(ref, ['reinforcements', i, 'zones', j], missing('zone, edge or area', z, places))),
    );
  });
  return out;
}

/**
 * A procedure that no phase of the sequence names: declared, but the turn never comes to it; and a roll a
 * procedure declares that none of its `steps` takes.
 */
export function rulesWarnings(s: Scenario): Problem[] {
  const rules = s.rules;
  const ref = s.origins.rules;
  if (!rules || !ref) return [];
  const used = new Set(rules.sequence.phases.flatMap((ph) => ph.procedures));
  return rules.procedures.flatMap((p, i) => {
    const pref = { src: ref.src, path: [...ref.path, 'procedures', i] };
    const unused = p.kind === 'hook' || p.kind === 'overrun' ? unusedRollWarnings(p, pref) : [];
    return used.has(p.id)
      ? unused
      : [
          at(pref, ['id'], `procedure "${p.id}" belongs to no phase of the sequence: add it to a phase's procedures`),
          ...unused,
        ];
  });
}

/** A retreat-test modifier names a side of the game, and its condition reads the combat's units and names. */
function testModifierProblems(
  s: Scenario,
  ref: SourceRef,
  list: DeclaredOutcome['testModifiers'],
  v: Vocabulary,
): Problem[] {
  const out: Problem[] = [];
  const sides = s.game.sides.map((x) => x.id);
  list.forEach((m, i) => {
    const path: PathPart[] = ['outcome', 'testModifiers', i];
    if (!sides.includes(m.side)) out.push(at(ref, [...path, 'side'], missing('side', m.side, sides)));
    out.push(...conditionProblems(ref, [...path, 'when'], m.when, v, 'bool'));
  });
  out.push(
    ...duplicateIds(list, (i) => ({ src: ref.src, path: [...ref.path, 'outcome', 'testModifiers', i] }), 'modifier'),
  );
  return out;
}

/** A combat's refused attackers: each condition, and each id once. */
function refusedAttackerProblems(list: CombatProcedure['refusedAttackers'], ref: SourceRef, v: Vocabulary) {
  const out: Problem[] = [];
  list.forEach((r, i) => {
    if (r.when) out.push(...conditionProblems(ref, ['refusedAttackers', i, 'when'], r.when, v, 'bool'));
    out.push(...conditionProblems(ref, ['refusedAttackers', i, 'unit'], r.unit, v, 'bool', true));
    if (!r.says && !r.text) out.push(at(ref, ['refusedAttackers', i], 'a refusal is said: give `says` or `text`'));
  });
  out.push(...duplicateIds(list, (i) => ({ src: ref.src, path: [...ref.path, 'refusedAttackers', i] }), 'refusal'));
  return out;
}

function checkProcedure(s: Scenario, p: Procedure, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  if (RESERVED_COMMANDS.includes(p.id))
    out.push(at(ref, ['id'], `"${p.id}" is one of Sandtable's own commands; give the procedure another id`));
  if ('inputs' in p)
    out.push(...duplicateIds(p.inputs, (i) => ({ src: ref.src, path: [...ref.path, 'inputs', i] }), 'input'));
  if ('inputs' in p)
    p.inputs.forEach((inp, i) => {
      if (inp.kind === 'choice' && !inp.choices?.length && !inp.option)
        out.push(at(ref, ['inputs', i, 'choices'], 'a choice input lists its choices'));
      if (inp.option && (inp.kind !== 'choice' || p.kind !== 'combat'))
        out.push(at(ref, ['inputs', i, 'option'], "only a combat's choice input chooses a game option"));
      else if (inp.option && !s.game.options.some((o) => o.id === inp.option))
        out.push(
          at(
            ref,
            ['inputs', i, 'option'],
            missing(
              'game option',
              inp.option,
              s.game.options.map((o) => o.id),
            ),
          ),
        );
      else if (inp.option && inp.choices)
        out.push(at(ref, ['inputs', i, 'choices'], "an option's input takes the option's choices: leave choices out"));
      const most = inp.most && s.charts.find((c) => c.id === inp.most!.chart);
      if (inp.most && (inp.kind !== 'number' || p.kind !== 'combat'))
        out.push(at(ref, ['inputs', i, 'most'], "only a combat's number input is bounded by a die table"));
      else if (inp.most && most?.kind !== 'die-table')
        out.push(at(ref, ['inputs', i, 'most', 'chart'], missing('die table', inp.most.chart, dieTables(s.charts))));
      if (inp.supply && (inp.kind !== 'check' || p.kind !== 'combat'))
        out.push(at(ref, ['inputs', i, 'supply'], "only a combat's check input says a side is out of supply"));
      if (inp.kind === 'unit' && p.kind !== 'combat')
        out.push(at(ref, ['inputs', i, 'kind'], "only a combat's input names a unit among those fighting"));
      if (inp.kind === 'dice' && p.kind !== 'combat')
        out.push(at(ref, ['inputs', i, 'kind'], "only a combat's input gives the dice its outcome hook rolls"));
      if (inp.kind === 'unit' && inp.unit)
        out.push(...conditionProblems(ref, ['inputs', i, 'unit'], inp.unit, vocabulary(s, p, 'combat'), 'bool', true));
      if (inp.kind === 'unit' && inp.when)
        out.push(...conditionProblems(ref, ['inputs', i, 'when'], inp.when, vocabulary(s, p, 'general'), 'bool'));
      if (inp.min > inp.max) out.push(at(ref, ['inputs', i, 'min'], `is more than max (${inp.max})`));
    });
  const charts = s.charts.map((c) => c.id);
  switch (p.kind) {
    case 'combat': {
      const v = vocabulary(s, p, 'combat');
      const crt = s.charts.find((c) => c.id === p.chart);
      if (!crt) out.push(at(ref, ['chart'], missing('chart', p.chart, charts)));
      else if (crt.kind !== 'crt') out.push(at(ref, ['chart'], `chart "${p.chart}" is a ${crt.kind}, not a crt`));
      out.push(...totalsProblems(s, ref, p.totals, v));
      out.push(...refusedAttackerProblems(p.refusedAttackers, ref, v), ...combatSaysProblems(p, ref));
      out.push(...cancelProblems(p, ref), ...saysProblems(p, ref));
      // Each side's part of a result as an outcome hook reads it: the same checks as a combat hook's.
      if (p.outcome) out.push(...outcomeProblems(s, ref, p.outcome, [p.chart], p.inputs));
      if (p.outcome) out.push(...testModifierProblems(s, ref, p.outcome.testModifiers, v));
      if (p.outcome && !p.hooks?.outcome)
        out.push(at(ref, ['outcome'], "an outcome is read by the combat's outcome hook: name it in hooks.outcome"));
      const crtChart = crt?.kind === 'crt' ? crt : undefined;
      p.shifts.forEach((a, i) => out.push(...adjustmentProblems(a, ref, ['shifts', i], v, crtChart, 'shift')));
      p.drms.forEach((a, i) => out.push(...adjustmentProblems(a, ref, ['drms', i], v, crtChart, 'drm')));
      if (crtChart) {
        const codes = crtChart.results.map((r) => r.code);
        const cellCodes = new Set(
          crtChart.rows.flatMap((r) => r.results.flatMap((c) => (crtChart.split ? c.split(crtChart.split) : [c]))),
        );
        p.results.forEach(
          (r, i) =>
            codes.includes(r.code) || out.push(at(ref, ['results', i, 'code'], missing('result code', r.code, codes))),
        );
        // Results are read whole ("DR") or per side ("1/-"); every code the chart prints needs its effect.
        const declared = new Set(p.results.map((r) => r.code));
        if (p.results.length)
          for (const c of cellCodes)
            if (!declared.has(c))
              out.push(at(ref, ['results'], `result "${c}" of chart "${crtChart.id}" has no entry`));
        for (const end of ['worse', 'better'] as const) {
          const e = p.ends?.[end];
          if (e && typeof e === 'object' && !codes.includes(e.result))
            out.push(at(ref, ['ends', end, 'result'], missing('result code', e.result, codes)));
        }
        if (p.ends && crtChart.method !== 'odds')
          out.push(at(ref, ['ends'], `chart "${crtChart.id}" is read by differential; ends are for odds`));
      }
      return out;
    }
    case 'die-table': {
      const v = vocabulary(s, p, 'general');
      const chart = s.charts.find((c) => c.id === p.chart);
      if (!chart) out.push(at(ref, ['chart'], missing('chart', p.chart, charts)));
      else if (chart.kind !== 'die-table')
        out.push(at(ref, ['chart'], `chart "${p.chart}" is a ${chart.kind}, not a die-table`));
      else {
        const keys = [...new Set(chart.rows.flatMap((r) => Object.keys(r.effects)))];
        p.record.forEach((key, i) => {
          if (!keys.includes(key))
            out.push(at(ref, ['record', i], `${missing('effect', key, keys)} in the rows of chart "${chart.id}"`));
        });
        // A roll for each reinforcement: every row says by how many turns it moves the unit's arrival.
        if (p.each) {
          const shift = p.each.shift;
          if (!keys.includes(shift))
            out.push(
              at(ref, ['each', 'shift'], `${missing('effect', shift, keys)} in the rows of chart "${chart.id}"`),
            );
          else
            chart.rows.forEach(
              (r) =>
                Number.isInteger(r.effects[shift]) ||
                out.push(at(ref, ['each', 'shift'], `row ${r.roll} of chart "${chart.id}" gives no whole ${shift}`)),
            );
          if (!s.units.some((u) => u.setup?.turn !== undefined))
            out.push(at(ref, ['each', 'units'], 'no unit of units.yaml enters after the set-up: none can roll'));
          if (p.record.length) out.push(at(ref, ['record'], 'a roll for each unit keeps its turn in each.record'));
          if (p.oncePerTurn) out.push(at(ref, ['oncePerTurn'], 'a roll for each unit is made once for each unit'));
        }
        out.push(...grantProblems(s, p, chart, keys, ref, v));
        out.push(...endsProblems(s, p, chart, keys, ref, v));
        out.push(...tablePlaceProblems(s, p, chart, ref));
        out.push(...unitRollProblems(s, p, chart, ref));
      }
      if (p.turns?.to !== undefined && p.turns.to < p.turns.from)
        out.push(at(ref, ['turns', 'to'], `is before turns.from (${p.turns.from}): the table is never rolled`));
      if (p.turns && p.turns.from > v.turns)
        out.push(at(ref, ['turns', 'from'], `is past the turn track's last turn (${v.turns})`));
      out.push(...duplicateIds(p.counters, (i) => ({ src: ref.src, path: [...ref.path, 'counters', i] }), 'counter'));
      p.drms.forEach((a, i) => out.push(...adjustmentProblems(a, ref, ['drms', i], v, undefined, 'drm', false)));
      return out;
    }
    case 'opposed-roll': {
      const sides = s.game.sides.map((x) => x.id);
      for (const k of ['first', 'second'] as const)
        if (!sides.includes(p.roll[k])) out.push(at(ref, ['roll', k], missing('side', p.roll[k], sides)));
      if (p.roll.first === p.roll.second)
        out.push(at(ref, ['roll', 'second'], 'an opposed roll is between two different sides'));
      if (!s.map) out.push(at(ref, ['places'], 'an opposed roll in each place needs a map'));
      const track = s.charts.find((c) => c.kind === 'turn-track');
      const last = track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : undefined;
      if (p.onTurn && last !== undefined && p.onTurn.turn > last)
        out.push(at(ref, ['onTurn', 'turn'], `is past the turn track's last turn (${last})`));
      if (p.win.code === p.lose.code) out.push(at(ref, ['lose', 'code'], 'the two outcomes need different codes'));
      return out;
    }
    case 'dice-pool': {
      if (p.printedBy && !s.charts.some((c) => c.id === p.printedBy))
        out.push(at(ref, ['printedBy'], missing('chart', p.printedBy, charts)));
      const v = vocabulary(s, p, 'general');
      out.push(...duplicateIds(p.dice, (i) => ({ src: ref.src, path: [...ref.path, 'dice', i] }), 'dice'));
      out.push(
        ...duplicateIds(p.modifiers, (i) => ({ src: ref.src, path: [...ref.path, 'modifiers', i] }), 'modifier'),
      );
      p.dice.forEach((d, i) => {
        if (d.when) out.push(...conditionProblems(ref, ['dice', i, 'when'], d.when, v, 'bool'));
        if (d.per) out.push(...conditionProblems(ref, ['dice', i, 'per'], d.per, v, 'number'));
      });
      p.modifiers.forEach((m, i) => {
        if (m.when) out.push(...conditionProblems(ref, ['modifiers', i, 'when'], m.when, v, 'bool'));
        if (m.applies === 'firer' && !p.firer)
          out.push(at(ref, ['modifiers', i, 'applies'], 'a modifier of the firer’s dice needs the pool’s `firer`'));
      });
      if (!p.dice.length && !p.firer) out.push(at(ref, ['dice'], 'a pool rolls declared dice or a firing unit’s'));
      if (p.support && !p.firer) out.push(at(ref, ['support'], 'units add their dice to a `firer`’s fire'));
      if (p.firer && !p.allocate) out.push(at(ref, ['firer'], 'a unit’s fire lands on its targets: give `allocate`'));
      const unitCondition = (path: PathPart[], src: string | undefined) =>
        src ? out.push(...conditionProblems(ref, path, src, v, 'bool', true)) : 0;
      p.refusals.forEach((r, i) => {
        out.push(...conditionProblems(ref, ['refusals', i, 'when'], r.when, v, 'bool'));
        unitCondition(['refusals', i, 'unit'], r.unit);
      });
      p.allocate?.unless.forEach((u, i) =>
        out.push(...conditionProblems(ref, ['allocate', 'unless', i, 'when'], u.when, v, 'bool')),
      );
      // A place list another procedure records (a surprise roll's `surprised`).
      const lists = (s.rules?.procedures ?? []).flatMap((q) =>
        q.kind === 'opposed-roll' && q.win.record ? [q.win.record] : [],
      );
      p.firer?.refusedIn.forEach((r, i) => {
        if (!lists.includes(r.state))
          out.push(at(ref, ['firer', 'refusedIn', i, 'state'], missing('recorded place list', r.state, lists)));
        unitCondition(['firer', 'refusedIn', i, 'unit'], r.unit);
      });
      if (p.support) {
        unitCondition(['support', 'unit'], p.support.unit);
        const formations = [...new Set(s.units.map((u) => u.formation).filter((x): x is string => !!x))];
        p.support.sameFormation.forEach((r, i) => {
          out.push(...conditionProblems(ref, ['support', 'sameFormation', i, 'when'], r.when, v, 'bool'));
          unitCondition(['support', 'sameFormation', i, 'unit'], r.unit);
          r.except.forEach((x, j) => {
            if (!formations.includes(x))
              out.push(at(ref, ['support', 'sameFormation', i, 'except', j], missing('formation', x, formations)));
          });
        });
      }
      if (p.hitOn.atLeast > p.sides)
        out.push(at(ref, ['hitOn', 'atLeast'], `a d${p.sides} never shows ${p.hitOn.atLeast}: no die could hit`));
      return out;
    }
    case 'success-roll': {
      const v = vocabulary(s, p, 'general');
      if ((p.target.value === undefined) === (p.target.per === undefined))
        out.push(at(ref, ['target'], 'a target gives a value or names a number (per): one of the two'));
      if (p.target.per) out.push(...conditionProblems(ref, ['target', 'per'], p.target.per, v, 'number'));
      p.drms.forEach((a, i) => out.push(...adjustmentProblems(a, ref, ['drms', i], v, undefined, 'drm', false)));
      // A target the dice can never reach, with every fixed modifier at its best, is a roll that never succeeds.
      const [count, sides] = p.dice.split('d').map(Number);
      const t = p.target.value;
      const fixed = p.drms.every((a) => !a.per && a.drm !== undefined);
      if (t !== undefined && fixed) {
        const up = p.drms.reduce((n, a) => n + Math.max(0, a.drm!), 0);
        const down = p.drms.reduce((n, a) => n + Math.min(0, a.drm!), 0);
        const never = p.succeed === 'atLeast' ? count * sides + up < t : count + down > t;
        if (never) out.push(at(ref, ['target', 'value'], `${p.dice} with its modifiers never reaches ${t}`));
      }
      return out;
    }
    case 'supply': {
      const map = s.map;
      if (!map) return [at(ref, ['kind'], 'supply is traced over the map: the game has none')];
      const sides = s.game.sides.map((x) => x.id);
      p.sources.forEach((src, i) => {
        if (!sides.includes(src.side)) out.push(at(ref, ['sources', i, 'side'], missing('side', src.side, sides)));
        if (!src.edges.length && !src.cells.length && !src.roles.length)
          out.push(at(ref, ['sources', i], 'a supply source names edges, cells or roles'));
      });
      // An effect under an optional rule names a game option and one of its choices.
      const options = s.game.options.map((o) => o.id);
      p.outOfSupply.options.forEach((e, i) => {
        const o = s.game.options.find((x) => x.id === e.option);
        if (!o) out.push(at(ref, ['outOfSupply', 'options', i, 'option'], missing('game option', e.option, options)));
        else if (!o.choices.some((c) => c.id === e.choice)) {
          const choices = o.choices.map((c) => c.id);
          out.push(at(ref, ['outOfSupply', 'options', i, 'choice'], missing('choice', e.choice, choices)));
        }
      });
      p.sources.forEach((src, i) => out.push(...lineEndProblems(map, ref, ['sources', i], src, src.side)));
      out.push(...lineWayProblems(map, ref, [], p.along, p.blockedBy.enemyZoc));
      out.push(...supplyLineProblems(s, ref, p), ...supplyKeptProblems(s, ref, p));
      const places =
        map.kind === 'area'
          ? [...map.terrainTypes.map((t) => t.id), ...map.rivers.map((r) => r.id)]
          : [...map.terrainTypes.map((t) => t.id), ...('lineFeatures' in map ? map.lineFeatures.map((f) => f.id) : [])];
      const what = map.kind === 'area' ? 'terrain type or river' : 'terrain type or hexside feature';
      p.prohibited.forEach(
        (t, i) => places.includes(t) || out.push(at(ref, ['prohibited', i], missing(what, t, places))),
      );
      return out;
    }
    case 'work':
      if (p.printedBy && !s.charts.some((c) => c.id === p.printedBy))
        out.push(at(ref, ['printedBy'], missing('chart', p.printedBy, charts)));
      return [...out, ...workProcedureProblems(s, ref, p)];
    case 'turn-end':
      return [...out, ...turnEndProblems(s, ref, p)];
    case 'overrun': {
      const v = vocabulary(s, p, 'general');
      const unit = (path: PathPart[], src: string) => conditionProblems(ref, path, src, v, 'bool', true);
      const once = (path: PathPart[], src: string) => conditionProblems(ref, path, src, v, 'bool');
      return [...out, ...overrunProblems(s, ref, p, unit, once)];
    }
    case 'turn-choice':
      return [...out, ...turnChoiceProblems(s, ref, p)];
    case 'reserve':
      return [...out, ...reserveProblems(s, ref, p)];
    case 'replace': {
      // Replacements begin on a turn of the game: one past the turn track's last can never come.
      const track = s.charts.find((c) => c.kind === 'turn-track');
      const last = track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : undefined;
      if (last !== undefined && p.from > last)
        out.push(at(ref, ['from'], `replacements from turn ${p.from} never come: the turn track ends at turn ${last}`));
      return [...out, ...replaceEnterProblems(s, ref, p)];
    }
    case 'setup': {
      const v = vocabulary(s, p, 'general');
      // A set-up is judged on cells: zones, lines and edges of a hex or square-sector map.
      if (s.map && s.map.kind === 'area')
        out.push(at(ref, ['kind'], 'a set-up check judges hexes or square sectors; this map is area'));
      out.push(...setupProblems(s, ref, p.setup, (path, unit) => conditionProblems(ref, path, unit, v, 'bool', true)));
      // What the report carries needs its source: the options agreed come from a field that takes them (11.0-like
      // optional rules agreed at the set-up), and a kept journal's line its words.
      if (p.report.json.includes('options') && !p.fields?.some((f) => f.option === '*'))
        out.push(at(ref, ['report', 'json'], 'the report gives the options agreed: add a field with option: "*"'));
      if (p.kept && !p.setup.says.recorded)
        out.push(at(ref, ['setup', 'says'], 'a set-up kept in the journal says so: says lacks recorded'));
      return out;
    }
    case 'salvo': {
      // Fire counts range in cells: hexes or square sectors.
      if (s.map && s.map.kind === 'area')
        out.push(at(ref, ['kind'], 'a salvo counts range over hexes or square sectors; this map is area'));
      out.push(...salvoProblems(s, ref, p.salvo));
      // The engine reads its own options by id: declared fields name the firers and the targets.
      if (p.fields)
        for (const need of ['firer', 'target'])
          if (!p.fields.some((f) => f.id === need && f.kind === 'units'))
            out.push(
              at(ref, ['fields'], `a salvo's fields name its units: add { id: ${need}, kind: units, list: true }`),
            );
      out.push(...fieldOptionProblems(s, ref, p.fields));
      return out;
    }
    case 'battle': {
      if (s.map && s.map.kind === 'area')
        out.push(at(ref, ['kind'], 'a battle by places counts hexes or square sectors; this map is area'));
      out.push(...battleProblems(s, ref, p.battle));
      if (p.fields)
        for (const need of ['attacker', 'defender'])
          if (!p.fields.some((f) => f.id === need && f.kind === 'units'))
            out.push(
              at(ref, ['fields'], `a battle's fields name its units: add { id: ${need}, kind: units, list: true }`),
            );
      out.push(...fieldOptionProblems(s, ref, p.fields));
      // A value the engine reads by id (automatic-victory) is declared once.
      out.push(...duplicateIds(p.values ?? [], (i) => ({ ...ref, path: [...ref.path, 'values', i] }), 'value'));
      return out;
    }
    case 'start': {
      // The set-up a start stands on the board is the one a set-up check declares (its `setup`), on a grid map.
      const checks = (s.rules?.procedures ?? []).filter((q) => q.kind === 'setup').map((q) => q.id);
      if (!checks.includes(p.setup)) out.push(at(ref, ['setup'], missing('set-up check', p.setup, checks)));
      if (s.map && s.map.kind === 'area')
        out.push(at(ref, ['kind'], 'a start spreads units over hexes or square sectors; this map is area'));
      return out;
    }
    case 'move':
      return s.rules?.movement ? out : [at(ref, ['kind'], 'a move procedure moves as rules.movement says: declare it')];
    case 'rounds': {
      // A battle in rounds reads what a combat hook's rounds read (charts, shifts, drms, rounds): checked alike.
      if (s.map && s.map.kind !== 'area')
        out.push(at(ref, ['kind'], `a battle in rounds is fought in an area; this map is ${s.map.kind}`));
      out.push(...fieldOptionProblems(s, ref, p.fields));
      // A count's kind is read per unit of the counter mix; the counted units are of declared types.
      if (p.counts)
        out.push(
          ...conditionProblems(
            ref,
            ['counts', 'among', 'when'],
            p.counts.among.when,
            vocabulary(s, p, 'general'),
            'bool',
            true,
          ),
        );
      // A choice's options are told apart by id; the field that answers it for every result offers them all.
      const c = p.rounds.choice;
      if (c) {
        out.push(
          ...duplicateIds(
            c.options,
            (i) => ({ src: ref.src, path: [...ref.path, 'rounds', 'choice', 'options', i] }),
            'option',
          ),
        );
        const f = p.fields?.find((x) => x.id === c.id);
        const offered = f?.choices?.filter((x) => x !== '') ?? [];
        for (const o of c.options)
          if (f?.kind === 'choice' && !offered.includes(o.id))
            out.push(at(ref, ['fields'], `the field "${c.id}" answers the choice: give it the choice "${o.id}"`));
      }
      const { kind: _, title, section, ...rest } = p;
      return [
        ...out,
        ...checkProcedure(s, { ...rest, kind: 'hook', hook: 'engine.rounds', values: [], refusedAttackers: [] }, ref),
      ];
    }
    case 'hook': {
      // Which hooks exist is the code's to say: the CLI's validate and the commands check the name. The numbers
      // the hook reads are the data's, and are checked here.
      const crts: Crt[] = [];
      p.charts.forEach((id, i) => {
        const c = s.charts.find((x) => x.id === id);
        if (!c) out.push(at(ref, ['charts', i], missing('chart', id, charts)));
        else if (c.kind !== 'crt') out.push(at(ref, ['charts', i], `chart "${id}" is a ${c.kind}, not a crt`));
        else crts.push(c);
      });
      const v = vocabulary(s, p, 'general');
      const cv = crts.length ? hookCombatVocabulary(s, p) : v;
      out.push(...refusedAttackerProblems(p.refusedAttackers, ref, cv));
      const seen = new Map<string, PathPart[]>();
      const named = (path: PathPart[], key: string | undefined) => {
        if (!key) return;
        if (seen.has(key))
          out.push(at(ref, path, `"${key}" is declared twice for this hook (first at ${seen.get(key)!.join('.')})`));
        else seen.set(key, path);
      };
      for (const what of ['shift', 'drm'] as const)
        (what === 'shift' ? p.shifts : p.drms).forEach((a, i) => {
          const path: PathPart[] = [what === 'shift' ? 'shifts' : 'drms', i];
          named(path, a.id ?? a.modifier);
          // A combat hook's number may carry its condition, which the engine judges (src/rules/hook-shifts.ts).
          if ((a.when || a.per) && !crts.length)
            out.push(
              at(ref, [...path, a.when ? 'when' : 'per'], 'only a hook that reads a CRT (charts) judges when or per'),
            );
          if (a.modifier && !crts.length)
            out.push(at(ref, [...path, 'modifier'], 'a hook names a chart modifier only with the charts it reads'));
          // A modifier named from the charts must be in every one, so each chart's aid lists what the hook reads;
          // the first chart it fails in is reported, once.
          for (const c of a.modifier ? crts : [undefined]) {
            const found = adjustmentProblems({ ...a, id: a.id ?? a.modifier }, ref, path, cv, c, what, true, true);
            out.push(...found);
            if (found.length) break;
          }
        });
      p.values.forEach((x, i) => named(['values', i], x.id));
      if (p.totals && !crts.length)
        out.push(at(ref, ['totals'], 'only a hook that reads a CRT (charts) forms combat totals'));
      if (p.totals) out.push(...totalsProblems(s, ref, p.totals, cv, true));
      if (p.outcome) out.push(...outcomeProblems(s, ref, p.outcome, p.charts, p.fields ?? []));
      if (p.outcome) out.push(...testModifierProblems(s, ref, p.outcome.testModifiers, cv));
      out.push(...cancelProblems(p, ref), ...saysProblems(p, ref), ...combatSaysProblems(p, ref));
      if (p.opposed) {
        const sides = s.game.sides.map((x) => x.id);
        for (const k of ['first', 'second'] as const)
          if (!sides.includes(p.opposed[k])) out.push(at(ref, ['opposed', k], missing('side', p.opposed[k], sides)));
        if (p.opposed.first === p.opposed.second)
          out.push(at(ref, ['opposed', 'second'], 'an opposed roll is between two different sides'));
      }
      out.push(...hookStepProblems(s, p, ref, (path, unit) => conditionProblems(ref, path, unit, v, 'bool', true)));
      out.push(...rollStepProblems(p, ref));
      if (p.salvo) out.push(...salvoProblems(s, ref, p.salvo));
      if (p.battle) out.push(...battleProblems(s, ref, p.battle));
      if (p.rounds) {
        out.push(...roundsProblems(s, ref, p.charts, p.rounds));
        // Which units a side keeps last is read per unit; a note's condition over the round's units.
        if (p.rounds.keepLast)
          out.push(...conditionProblems(ref, ['rounds', 'keepLast'], p.rounds.keepLast, cv, 'bool', true));
        p.rounds.notes.forEach((n, i) =>
          out.push(...conditionProblems(ref, ['rounds', 'notes', i, 'when'], n.when, cv, 'bool')),
        );
      }
      if (p.work) out.push(...workProblems(s, ref, p.work, p.hook));
      if (p.held) out.push(...heldProblems(s, ref, p.held));
      if (p.pool) {
        // Whose dice the pool's entries set is read per unit: `has(artillery)`, `type == ...`.
        p.pool.dice.forEach((d, i) =>
          out.push(...conditionProblems(ref, ['pool', 'dice', i, 'unit'], d.unit, v, 'bool', true)),
        );
        if (p.pool.hitOn.atLeast > p.pool.sides)
          out.push(
            at(
              ref,
              ['pool', 'hitOn', 'atLeast'],
              `a d${p.pool.sides} never shows ${p.pool.hitOn.atLeast}: no die could hit`,
            ),
          );
      }
      return out;
    }
    case 'victory': {
      const v = vocabulary(s, p, 'victory');
      const sides = s.game.sides.map((x) => x.id);
      if (!sides.includes(p.side)) out.push(at(ref, ['side'], missing('side', p.side, sides)));
      out.push(...duplicateIds(p.points, (i) => ({ src: ref.src, path: [...ref.path, 'points', i] }), 'points'));
      p.points.forEach((pt, i) => {
        if (pt.eliminated && !sides.includes(pt.eliminated))
          out.push(at(ref, ['points', i, 'eliminated'], missing('side', pt.eliminated, sides)));
        if (!pt.held === !pt.eliminated)
          out.push(at(ref, ['points', i], 'points are for cells held or for units eliminated: give one of the two'));
      });
      out.push(...tallyProblems(s, ref, p), ...waysProblems(s, ref, p), ...objectivesProblems(s, ref, p));
      if (!p.tally && !p.objectives && !p.levels.length === !p.capture)
        out.push(at(ref, ['levels'], 'victory is read from points (levels) or from a capture: give one of the two'));
      if (p.capture) {
        const c = s.charts.find((x) => x.id === p.capture!.chart);
        const victories = s.charts.filter((x) => x.kind === 'victory').map((x) => x.id);
        if (c?.kind !== 'victory')
          out.push(at(ref, ['capture', 'chart'], missing('victory chart', p.capture.chart, victories)));
        else if (!c.levels.some((l) => !parseRollLabel(l.range)))
          out.push(
            at(ref, ['capture', 'chart'], `chart "${c.id}" has no level for a place never taken (range: never)`),
          );
        out.push(...placeProblems(s, ref, ['capture', 'place'], p.capture.place));
      }
      p.require.forEach((r, i) => {
        if (!r.alone === !r.link)
          out.push(at(ref, ['require', i], 'a requirement is a place held alone or a link: give one of the two'));
        if (r.alone) out.push(...placeProblems(s, ref, ['require', i, 'alone'], r.alone));
        if (r.link && s.map) {
          const path = ['require', i, 'link'];
          out.push(...placeProblems(s, ref, [...path, 'from'], r.link.from));
          const to = r.link.to;
          if (!to.edges.length && !to.cells.length && !to.roles.length)
            out.push(at(ref, [...path, 'to'], 'a link goes to edges, cells or roles'));
          out.push(...lineEndProblems(s.map, ref, [...path, 'to'], to, p.side));
          out.push(...lineWayProblems(s.map, ref, path, r.link.along, r.link.blockedBy.enemyZoc));
        } else if (r.link)
          out.push(at(ref, ['require', i, 'link'], 'a link is traced over the map: the game has none'));
      });
      p.levels.forEach((l, i) => {
        if (i > 0 && l.atLeast >= p.levels[i - 1].atLeast)
          out.push(
            at(ref, ['levels', i, 'atLeast'], 'levels run from the most points down; this one can never be read'),
          );
      });
      if (p.lastTurn !== undefined && p.lastTurn > v.turns && v.turns !== 999)
        out.push(at(ref, ['lastTurn'], `is past the turn track's last turn (${v.turns})`));
      p.sudden.forEach((x, i) => {
        if (!sides.includes(x.side)) out.push(at(ref, ['sudden', i, 'side'], missing('side', x.side, sides)));
        out.push(...conditionProblems(ref, ['sudden', i, 'when'], x.when, v, 'bool'));
      });
      return out;
    }
  }
}

/** A place a victory names: an area of an area map, else a cell of the grid. */
export function placeProblems(s: Scenario, ref: SourceRef, path: PathPart[], place: string): Problem[] {
  const map = s.map;
  if (!map) return [at(ref, path, 'the game has no map to hold places')];
  if (map.kind === 'area') {
    const areas = map.areas.map((a) => a.id);
    return areas.includes(place) ? [] : [at(ref, path, missing('area', place, areas))];
  }
  return gridOf(map).parse(place) ? [] : [at(ref, path, `"${place}" is not a cell of the map`)];
}

/**
 * Where a traced line may end (supply's sources, a victory link's `to`): areas, or map edges, and the roles the
 * map marks for the side; a role no place carries for the side is an end that can never be reached.
 */
function lineEndProblems(
  map: NonNullable<Scenario['map']>,
  ref: SourceRef,
  path: PathPart[],
  ends: { edges: readonly string[]; cells: readonly string[]; roles: readonly string[] },
  side: string,
): Problem[] {
  const out: Problem[] = [];
  if (map.kind === 'area') {
    const areas = map.areas.map((a) => a.id);
    if (ends.edges.length) out.push(at(ref, [...path, 'edges'], 'an area map has no edges: name areas'));
    ends.cells.forEach(
      (c, j) => areas.includes(c) || out.push(at(ref, [...path, 'cells', j], missing('area', c, areas))),
    );
    const field = { supply: 'supplyFor', entry: 'entryFor', start: 'startFor' } as const;
    ends.roles.forEach((r, j) => {
      const f = field[r as keyof typeof field];
      const marked = map.areas.some((a) => (f === 'entryFor' ? a.entryFor.includes(side) : a[f] === side));
      if (!marked) out.push(at(ref, [...path, 'roles', j], `no area of the map has ${f}: ${side}`));
    });
    return out;
  }
  const edges = map.edges.map((e) => e.id);
  ends.edges.forEach(
    (e, j) => edges.includes(e) || out.push(at(ref, [...path, 'edges', j], missing('map edge', e, edges))),
  );
  ends.roles.forEach(
    (r, j) =>
      map.edges.some((e) => e.for === side && (e.roles as readonly string[]).includes(r)) ||
      out.push(at(ref, [...path, 'roles', j], `no map edge is marked ${r} for ${side}`)),
  );
  return out;
}

/** The kinds of link a traced line follows (area maps only), and zones of control (hex and square maps only). */
function lineWayProblems(
  map: NonNullable<Scenario['map']>,
  ref: SourceRef,
  path: PathPart[],
  along: readonly string[],
  zoc: boolean,
): Problem[] {
  const out: Problem[] = [];
  if (map.kind === 'area') {
    const kinds: string[] = [...new Set(map.connections.map((c) => c.kind))];
    along.forEach(
      (k, i) => kinds.includes(k) || out.push(at(ref, [...path, 'along', i], missing('link kind', k, kinds))),
    );
    if (zoc) out.push(at(ref, [...path, 'blockedBy', 'enemyZoc'], 'zones of control are not traced on an area map'));
  } else if (along.length)
    out.push(at(ref, [...path, 'along'], 'kinds of link are for an area map; this map is not one'));
  return out;
}

function adjustmentProblems(
  a: Adjustment,
  ref: SourceRef,
  path: PathPart[],
  v: Vocabulary,
  crt: Crt | undefined,
  what: 'shift' | 'drm',
  combat = true,
  hook = false,
): Problem[] {
  const out: Problem[] = [];
  if (a.says !== undefined && !combat)
    out.push(at(ref, [...path, 'says'], "only a combat's report says a number in its own words"));
  if (a.modifier !== undefined) {
    if (crt) {
      const known = crt.modifiers.map((m) => m.id);
      const m = crt.modifiers.find((x) => x.id === a.modifier);
      if (!m)
        out.push(at(ref, [...path, 'modifier'], `${missing('modifier', a.modifier, known)} in chart "${crt.id}"`));
      // A hook, or a number that cancels others, may list a modifier of words only, so its aid lists what it applies.
      else if (m[what] === undefined && !((hook || a.cancels) && m.shift === undefined && m.drm === undefined))
        out.push(at(ref, [...path, 'modifier'], `modifier "${m.id}" of chart "${crt.id}" gives no ${what}`));
    } else if (!combat) out.push(at(ref, [...path, 'modifier'], "only a combat procedure reads its CRT's modifiers"));
    const m = crt?.modifiers.find((x) => x.id === a.modifier);
    if (m && !a.section && !('rules' in m.provenance))
      out.push(at(ref, [...path, 'section'], `modifier "${m.id}" cites no rule section in charts.yaml: give it here`));
    if (a.shift !== undefined || a.drm !== undefined)
      out.push(at(ref, path, 'give the number in charts.yaml (modifier) or here, not both'));
  } else {
    if (a[what] === undefined) out.push(at(ref, [...path, what], `a ${what} without "modifier" gives its ${what}`));
    if (!a.id) out.push(at(ref, [...path, 'id'], `a ${what} without "modifier" has an id`));
    if (!a.section) out.push(at(ref, [...path, 'section'], 'every shift and modifier names its rule section'));
  }
  if (a.when) out.push(...conditionProblems(ref, [...path, 'when'], a.when, v, 'bool'));
  if (a.per) out.push(...conditionProblems(ref, [...path, 'per'], a.per, v, 'number'));
  if (a.cancels && !combat) out.push(at(ref, [...path, 'cancels'], "only a combat's numbers cancel others"));
  return out;
}

/** The words a die table's rows give each effect, which a condition over the row (`row.effect == ...`) may name. */
function rowWords(
  chart: Extract<Scenario['charts'][number], { kind: 'die-table' }>,
  keys: readonly string[],
): Record<string, string[]> {
  const row: Record<string, string[]> = {};
  for (const k of keys)
    row[k] = [...new Set(chart.rows.map((r) => r.effects[k]).filter((x) => typeof x === 'string'))].map(String);
  return row;
}

/**
 * A die table that may end (`ends`), and one read in the turn's column: a condition over its rows, a turn, a
 * bridge kind and a side that exist, and column ids that name turns.
 */
function endsProblems(
  s: Scenario,
  p: Extract<Procedure, { kind: 'die-table' }>,
  chart: Extract<Scenario['charts'][number], { kind: 'die-table' }>,
  keys: string[],
  ref: SourceRef,
  v: Vocabulary,
): Problem[] {
  const out: Problem[] = [];
  const sides = s.game.sides.map((x) => x.id);
  if (p.side && !sides.includes(p.side)) out.push(at(ref, ['side'], missing('side', p.side, sides)));
  if (p.column === 'turn') {
    if (!p.ends && !p.unit)
      out.push(
        at(ref, ['column'], 'a table read in the turn’s column is one that ends (ends) or is rolled for a unit (unit)'),
      );
    if (!chart.columnIds)
      out.push(at(ref, ['column'], `chart "${chart.id}" has no columnIds (turn-8, turns-4-5) to find the turn by`));
    else
      chart.columnIds.forEach((c) => {
        if (!turnsOfColumn(c))
          out.push(at(ref, ['column'], `column id "${c}" of chart "${chart.id}" names no turns (turn-8, turns-4-5)`));
      });
  }
  const e = p.ends;
  if (!e) return out;
  if (p.each) out.push(at(ref, ['ends'], 'a roll for each unit does not end'));
  out.push(...conditionProblems(ref, ['ends', 'when'], e.when, { ...v, row: rowWords(chart, keys) }, 'bool'));
  if (e.certainFrom !== undefined && p.turns && e.certainFrom < p.turns.from)
    out.push(at(ref, ['ends', 'certainFrom'], `is before turns.from (${p.turns.from}): the table is never rolled`));
  if (e.certainFrom !== undefined && e.certainFrom > v.turns)
    out.push(at(ref, ['ends', 'certainFrom'], `is past the turn track's last turn (${v.turns})`));
  const kind = e.units?.bridge;
  if (kind) {
    const kinds = [...new Set(s.map && 'bridges' in s.map ? s.map.bridges.map((b) => b.kind) : [])];
    if (!kinds.includes(kind as (typeof kinds)[number]))
      out.push(
        at(ref, ['ends', 'units', 'bridge'], `${missing('bridge kind', kind, kinds)} on the map: ${kinds.join(', ')}`),
      );
  }
  return out;
}

/** A die table's grants: a side and a row effect that exist, a counter declared, a condition that reads. */
function grantProblems(
  s: Scenario,
  p: Extract<Procedure, { kind: 'die-table' }>,
  chart: Extract<Scenario['charts'][number], { kind: 'die-table' }>,
  keys: string[],
  ref: SourceRef,
  v: Vocabulary,
): Problem[] {
  const out: Problem[] = [];
  const sides = s.game.sides.map((x) => x.id);
  const row = rowWords(chart, keys);
  const counters = p.counters.map((c) => c.id);
  p.grants.forEach((g, i) => {
    if (!sides.includes(g.side)) out.push(at(ref, ['grants', i, 'side'], missing('side', g.side, sides)));
    if (!keys.includes(g.effect))
      out.push(
        at(ref, ['grants', i, 'effect'], `${missing('effect', g.effect, keys)} in the rows of chart "${chart.id}"`),
      );
    else if (chart.rows.some((r) => r.effects[g.effect] !== undefined && !Number.isInteger(r.effects[g.effect])))
      out.push(at(ref, ['grants', i, 'effect'], `chart "${chart.id}" gives ${g.effect} as other than a whole number`));
    if (g.counts && !counters.includes(g.counts))
      out.push(at(ref, ['grants', i, 'counts'], missing('counter', g.counts, counters)));
    if (g.when) out.push(...conditionProblems(ref, ['grants', i, 'when'], g.when, { ...v, row }, 'bool'));
  });
  return out;
}

/** A declared field that takes a game option's choice names an option the game has. */
function fieldOptionProblems(s: Scenario, ref: SourceRef, fields: readonly HookField[] | undefined): Problem[] {
  const options = s.game.options.map((o) => o.id);
  return (fields ?? []).flatMap((f, i) =>
    f.option && f.option !== '*' && !options.includes(f.option)
      ? [at(ref, ['fields', i, 'option'], missing('game option', f.option, options))]
      : [],
  );
}

const dieTables = (charts: Scenario['charts']) => charts.filter((c) => c.kind === 'die-table').map((c) => c.id);

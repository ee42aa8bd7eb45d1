import type { Scenario } from '../model/scenario.js';
import type { HookField, SalvoProcedure } from '../model/schema/rules.js';
import type { SalvoStep } from '../model/schema/salvo.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { keyed, type CrtOutcome } from '../assist/crt/resolve-crt.js';
import { KeyedRefusal, msg, type Message, type Value } from '../assist/messages.js';
import { Session, reconstructionNote, reconstructionWarning, turnFrom } from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { handFaces, refCounts } from '../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../assist/table/report-lines.js';
import {
  tableOutput as out,
  declaredHead,
  linesText,
  type TableContext,
  type TableOutput,
  type TableProcedure,
} from '../assist/table/procedure.js';
import { placeUnits, type PlacedUnit } from './shared/placed-unit.js';
import { requireChart } from './shared/chart-lookup.js';
import { checkListedOnce } from './shared/listed-once.js';
import { seenAt } from './shared/game-state.js';
import { checkCapacity } from './stack-capacity.js';
import { capacityRule } from '../load/capacity-kind.js';
import { losesFigures, salvoRow } from '../model/salvo-rows.js';
import { placeKey } from './shared/place-words.js';
import type { GameMap } from '../model/schema/map.js';
import { saysMessage } from './says.js';
import type { SalvoCheckHook, SalvoQuery } from './salvo-hooks.js';
import {
  cellsApart,
  combatFactor,
  divisorAt,
  fireDice,
  landSalvo,
  mostSalvoDamage,
  rangeColumnIndex,
  reachOf,
  salvoChances,
  salvoHits,
  salvoOrder,
  trayLimits,
  underCover,
  vehicleLimits,
  type SalvoOutcome,
  type SalvoTarget,
} from './salvo.js';
import { flagKey, tableField, flagText, flagItems } from './shared/flag-values.js';

// Fire as a salvo, as rules.yaml declares it (`kind: salvo`): units of one side in one cell fire into another; the
// dice, the divisor, the hit dice, cover and the order hits go in are the declared salvo's (src/rules/salvo.ts), each
// cell within the capacity movement.stacking declares; the journal keeps the figures lost and hits taken, the units
// eliminated and where they were seen. What only a game's code knows (its turns without fire, its fire portion) is
// its check hook's (salvo-hooks.ts).

export interface SalvoSetup {
  firers: PlacedUnit[];
  targets: PlacedUnit[];
  /** Figures already lost by a tray, or hits already on a vehicle or gun, by unit ref. */
  damage: Readonly<Record<string, number>>;
  /** Units already removed from the board. */
  eliminated?: ReadonlySet<string>;
  /** The firer's order for taking hits; by default the rules' order. */
  order?: string[];
}

export interface SalvoPlan {
  from: string;
  at: string;
  range: number;
  rangeColumn: string;
  divisor: number;
  firers: { ref: string; row: string; dice: number; combatValue: number }[];
  dice: number;
  /** The Combat Value that decides which targets go first (a `weaker` order): the strongest firer in the salvo. */
  firerCv: number;
  terrain: string;
  cover: boolean;
  order: SalvoTarget[];
  /** Chance of each number of hits before the salvo is rolled, exact. */
  hitChances: CrtOutcome[];
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

export interface SalvoReport extends SalvoPlan {
  salvo: number[];
  total: number;
  hits: number;
  remainder: number;
  hitDice: number[];
  outcomes: SalvoOutcome[];
  lostPips: number;
  wastedHits: number;
  eliminated: string[];
}

/** A step in the game's words (`salvo.says`), else the engine's, naming a place as the map's kind does. */
function sayer(p: SalvoProcedure, kind?: GameMap['kind']) {
  return (step: SalvoStep, values: Record<string, Value> = {}): Message => {
    const text = p.salvo.says[step];
    return text ? saysMessage(p.id, '', step, text, values) : msg(placeKey(`salvo.${step}`, kind), values);
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The salvo totals that give n hits, within what the dice can roll. */
const totalsFor = (lo: number, hi: number) => (lo === hi ? `a total of ${lo}` : `a total of ${lo} to ${hi}`);
const diceWord = (n: number) => (n === 1 ? msg('salvo.die') : msg('salvo.diceCount', { n }));
const joined = (key: 'step.plus' | 'step.comma', xs: readonly Value[]): Value =>
  xs.slice(1).reduce((a, b) => msg(key, { a, b }), xs[0]);
/** A count with its word: "1 hit", "3 hits". */
const hitsOf = (n: number): Message => msg('salvo.hits', { n, plural: n === 1 ? '' : 's' });

/**
 * The most figures a tray can lose or hits a vehicle or gun can take, read off the declared hit charts: the bound
 * on damage a player tells the command; each unit's own limit is checked where it is fired at.
 */
export const mostDamage = (s: Scenario, p: SalvoProcedure): number => mostSalvoDamage(s, p.salvo);

/**
 * Everything about a salvo that is known before the dice (the declared salvo's sections): range and its divisor,
 * the dice each firer rolls, cover in the target cell, the order hits must go in, and the exact chance of each
 * number of hits.
 */
export function planSalvo(s: Scenario, p: SalvoProcedure, index: GridMapIndex, setup: SalvoSetup): SalvoPlan {
  const decl = p.salvo;
  const say = sayer(p, s.map?.kind);
  const fire = requireChart(s, decl.chart, 'table');
  if (!fire.columnIds) throw new KeyedRefusal(msg('salvo.columnIds', { id: fire.id }));
  const capacity = capacityRule(s);
  const { firers, targets } = setup;
  if (!firers.length || !targets.length) throw new KeyedRefusal(msg('salvo.sides'));
  const from = firers[0].label;
  const at = targets[0].label;
  const side = firers[0].unit.side;
  for (const f of firers) {
    if (f.label !== from)
      throw new KeyedRefusal(msg(placeKey('salvo.oneCell', s.map?.kind), { ref: f.ref, at: f.label, from }));
    if (f.unit.side !== side)
      throw new KeyedRefusal(
        msg('salvo.beside', { ref: f.ref, side: f.unit.side, other: firers[0].ref, otherSide: side }),
      );
  }
  for (const t of targets) {
    if (t.label !== at)
      throw new KeyedRefusal(msg(placeKey('salvo.oneTarget', s.map?.kind), { ref: t.ref, at: t.label, target: at }));
    if (t.unit.side === side) throw new KeyedRefusal(msg('salvo.firingSide', { ref: t.ref }));
  }
  checkListedOnce([...firers, ...targets]);
  const range = cellsApart(index.grid, firers[0].cell, targets[0].cell);
  if (range === 0) throw new KeyedRefusal(msg(placeKey('salvo.bothSides', s.map?.kind), { at: from }));

  const terrainOf = (x: PlacedUnit) => index.terrainAt(x.cell);
  // Each cell within its capacity as rules.yaml declares it (movement.stacking.capacity).
  if (capacity) {
    checkCapacity(
      capacity,
      terrainOf(firers[0]),
      from,
      firers.map((f) => f.unit),
      s.map?.kind,
    );
    checkCapacity(
      capacity,
      terrainOf(targets[0]),
      at,
      targets.map((t) => t.unit),
      s.map?.kind,
    );
  }

  const steps: Message[] = [];
  const columnAt = rangeColumnIndex(fire, range);
  if (columnAt < 0) throw new KeyedRefusal(msg('salvo.noRangeColumn', { chart: fire.name, range }));
  const column = { index: columnAt, label: fire.columns[columnAt] };
  // validate has found a row of each table for every unit that reads one (check-salvo.ts).
  const limitsOf = (x: PlacedUnit) => vehicleLimits(s, decl, salvoRow(decl, x.unit, 'vehicles')!);
  const gone = (x: PlacedUnit) => setup.eliminated?.has(x.ref) || setup.eliminated?.has(x.unit.id);

  const firing = firers.map((f) => {
    const row = salvoRow(decl, f.unit, 'fire')!;
    const dice = fireDice(f.unit);
    if (gone(f)) throw new KeyedRefusal(msg('salvo.firerEliminated', { ref: f.ref }));
    if (dice <= 0) throw new KeyedRefusal(msg('salvo.noFireDice', { ref: f.ref, row }));
    if (!losesFigures(decl, f.unit)) {
      const { disable, destroy } = limitsOf(f);
      const had = setup.damage[f.ref] ?? 0;
      if (had >= destroy) throw new KeyedRefusal(msg('salvo.firerDestroyed', { ref: f.ref }));
      if (disable !== undefined && had >= disable)
        throw new KeyedRefusal(msg('salvo.firerDisabled', { ref: f.ref, hits: had }));
    }
    const divisor = divisorAt(fire, row, range);
    if (divisor === undefined) {
      const reach = reachOf(fire, row);
      throw new KeyedRefusal(
        msg('salvo.outOfRange', {
          ref: f.ref,
          row,
          range,
          reach: reach.length ? msg('salvo.reach', { ranges: reach.join(', ') }) : '',
          section: decl.range.section,
        }),
      );
    }
    return { ref: f.ref, row, dice, combatValue: combatFactor(f.unit), divisor };
  });
  const divisor = firing[0].divisor;
  const odd = firing.find((f) => f.divisor !== divisor);
  if (odd)
    throw new KeyedRefusal(
      msg('salvo.lump', {
        ref: odd.ref,
        divisor: odd.divisor,
        range,
        other: firing[0].ref,
        by: divisor,
        section: decl.lump.section,
      }),
    );
  const dice = firing.reduce((n, f) => n + f.dice, 0);
  const firerCv = Math.max(...firing.map((f) => f.combatValue));
  steps.push(
    msg('salvo.from', {
      from,
      at,
      range,
      column: column.label,
      firers: joined(
        'step.plus',
        firing.map((f) => msg('salvo.firer', { ref: f.ref, row: f.row, dice: diceWord(f.dice) })),
      ),
      dice: diceWord(dice),
      divisor,
    }),
  );

  const terrain = terrainOf(targets[0]);
  // Cover is the declared terrain chart's effect, not read from its printed words.
  const cover = underCover(s, decl, terrain);
  const place = index.placeAt(targets[0].cell);
  const hitTargets: SalvoTarget[] = targets.map((t) => {
    if (gone(t)) throw new KeyedRefusal(msg('salvo.targetEliminated', { ref: t.ref }));
    const before = setup.damage[t.ref] ?? 0;
    const trayRow = salvoRow(decl, t.unit, 'figures');
    if (losesFigures(decl, t.unit) && trayRow) {
      const { figures, pipsPerFigure: ppf } = trayLimits(s, decl, trayRow, cover);
      if (before >= figures) throw new KeyedRefusal(msg('salvo.figuresLost', { ref: t.ref, figures }));
      return { ref: t.ref, unit: t.unit, kind: 'tray', capacity: figures, before, pipsPerFigure: ppf };
    }
    const { destroy, disable } = limitsOf(t);
    if (before >= destroy) throw new KeyedRefusal(msg('salvo.targetDestroyed', { ref: t.ref }));
    return {
      ref: t.ref,
      unit: t.unit,
      kind: 'vehicle',
      capacity: destroy,
      disableAt: disable,
      before,
      pipsPerFigure: 1,
    };
  });
  const pips = hitTargets.find((t) => t.kind === 'tray')?.pipsPerFigure ?? (cover ? 2 : 1);
  steps.push(
    say(cover ? 'cover' : 'open', {
      at,
      place: place ? msg('salvo.place', { place }) : '',
      terrain,
      pips,
    }),
  );
  const order = hitOrder(p, hitTargets, firers, firerCv, setup.order, s.map?.kind);
  const men = (n: number) => (n === 1 ? say('figure') : say('figures', { n }));
  const remaining = (t: SalvoTarget) => {
    const left = t.capacity - t.before;
    return t.kind === 'tray'
      ? msg('salvo.orderTray', { ref: t.ref, left, men: men(t.capacity) })
      : msg('salvo.orderVehicle', { ref: t.ref, left, plural: left === 1 ? '' : 's' });
  };
  const rules = joined(
    'step.comma',
    decl.order.map((r) => msg('salvo.orderRule', { text: r.text, section: r.section })),
  );
  steps.push(say('order', { cv: firerCv, rules: rules ?? '', targets: joined('step.comma', order.map(remaining)) }));

  // Each chance keyed for the front end's language too; the plain code and meaning are the --json value's English.
  const hitChances = salvoChances(dice, decl.sides, divisor).map((c) =>
    keyed(
      {
        code: plural(c.hits, 'hit'),
        meaning: totalsFor(c.from, c.to),
        probability: c.ways / c.outcomes,
        fraction: `${c.ways}/${c.outcomes}`,
      },
      {
        code: hitsOf(c.hits),
        meaning:
          c.from === c.to ? msg('salvo.totalOf', { total: c.from }) : msg('salvo.totalsOf', { from: c.from, to: c.to }),
      },
    ),
  );
  return {
    from,
    at,
    range,
    rangeColumn: column.label,
    divisor,
    firers: firing.map(({ divisor: _d, ...f }) => f),
    dice,
    firerCv,
    terrain,
    cover,
    order,
    hitChances,
    steps,
  };
}

/**
 * The order hits go in, as the declared salvo's order rules judge it: the firer's chosen order must name every
 * target and keep each rule; a refusal names the rule it breaks.
 */
function hitOrder(
  p: SalvoProcedure,
  targets: readonly SalvoTarget[],
  firers: readonly PlacedUnit[],
  firerCv: number,
  chosen?: readonly string[],
  kind?: GameMap['kind'],
): SalvoTarget[] {
  let picked: SalvoTarget[] | undefined;
  if (chosen) {
    const refs = targets.map((t) => t.ref);
    const missing = refs.filter((r) => !chosen.includes(r));
    const stray = chosen.filter((r) => !refs.includes(r));
    if (stray.length) throw new KeyedRefusal(msg(placeKey('salvo.orderStray', kind), { units: stray.join(', ') }));
    if (missing.length) throw new KeyedRefusal(msg('salvo.orderMissing', { units: missing.join(', ') }));
    picked = chosen.map((r) => targets.find((t) => t.ref === r)!);
  }
  const { order, breach } = salvoOrder(
    p.salvo,
    targets,
    firers.map((f) => f.unit),
    picked,
  );
  if (breach) {
    const say = sayer(p, kind);
    const unitOf = (ref: string) => targets.find((t) => t.ref === ref)!.unit;
    const { text, section } = breach.rule;
    throw new KeyedRefusal(
      'weaker' in breach.rule
        ? say('refusedWeaker', {
            ref: breach.ref,
            cv: combatFactor(unitOf(breach.ref)),
            later: breach.later,
            laterCv: combatFactor(unitOf(breach.later)),
            firerCv,
            text,
            section,
          })
        : say('refusedLast', { ref: breach.ref, later: breach.later, text, section }),
    );
  }
  return order;
}

/** The declared salvo's hits landing down the order, worded a step a hit. */
function applyHits(order: readonly SalvoTarget[], hits: number, hitDie: () => number, kind?: GameMap['kind']) {
  const landed = landSalvo(order, hits, hitDie);
  const steps = landed.events.map((e) =>
    'wasted' in e
      ? msg(placeKey('salvo.wasted', kind), { hits: hitsOf(e.wasted) })
      : 'vehicle' in e
        ? msg('salvo.hitVehicle', { hit: e.hit, ref: e.vehicle, after: e.after, capacity: e.capacity })
        : msg('salvo.hitDie', {
            hit: e.hit,
            die: e.die,
            landed: joined(
              'step.comma',
              e.landed.map((l) => msg('salvo.pipsOn', { pips: l.pips, ref: l.ref })),
            ),
            lost: e.lostPips ? msg('salvo.lostPips', { n: e.lostPips, plural: e.lostPips === 1 ? '' : 's' }) : '',
          }),
  );
  return { ...landed, steps };
}

/** Rolls through a planned salvo: its dice, the hits, the hit dice, and what is left of each target. */
export function resolveSalvo(
  p: SalvoProcedure,
  plan: SalvoPlan,
  salvo: readonly number[],
  hitDie: () => number,
  /** The map's kind, which names the places in the steps (a hex, a sector). */
  kind?: GameMap['kind'],
): SalvoReport {
  const say = sayer(p, kind);
  const men = (n: number) => (n === 1 ? say('figure') : say('figures', { n }));
  if (salvo.length !== plan.dice) throw new KeyedRefusal(msg('salvo.dice', { dice: plan.dice, given: salvo.length }));
  const { total, hits, remainder } = salvoHits(salvo, plan.divisor);
  const steps = [
    ...plan.steps,
    msg('salvo.salvo', {
      faces: salvo.join('+'),
      total,
      divisor: plan.divisor,
      hits: hitsOf(hits),
      remainder: remainder ? msg('salvo.remainder', { n: remainder }) : '',
    }),
  ];
  const applied = applyHits(plan.order, hits, hitDie, kind);
  steps.push(...applied.steps);
  if (applied.hitDice.length > 1)
    steps.push(
      msg('salvo.hitDice', { faces: applied.hitDice.join('+'), total: applied.hitDice.reduce((a, b) => a + b, 0) }),
    );
  for (const o of applied.outcomes) {
    const what =
      o.kind === 'tray'
        ? o.status === 'eliminated'
          ? msg('salvo.eliminated')
          : o.status === 'hit'
            ? msg('salvo.trayHit', { men: men(o.taken), hits: hitsOf(o.after), left: o.left })
            : msg('salvo.trayUntouched', { left: o.left, men: men(o.capacity) })
        : o.status === 'destroyed'
          ? msg('salvo.destroyed')
          : o.status === 'disabled'
            ? msg('salvo.disabled', { after: o.after, left: o.left })
            : o.status === 'hit'
              ? msg('salvo.vehicleHit', { hits: hitsOf(o.after), left: o.left })
              : msg('salvo.untouched');
    steps.push(msg('salvo.outcome', { ref: o.ref, what }));
  }
  const eliminated = applied.outcomes
    .filter((o) => o.status === 'eliminated' || o.status === 'destroyed')
    .map((o) => o.ref);
  return {
    ...plan,
    steps,
    salvo: [...salvo],
    total,
    hits,
    remainder,
    hitDice: applied.hitDice,
    outcomes: applied.outcomes,
    lostPips: applied.lostPips,
    wastedHits: applied.wastedHits,
    eliminated,
  };
}

/** The engine's own options, when rules.yaml gives the salvo no `fields`. */
const DEFAULT_FIELDS: HookField[] = [
  {
    id: 'firer',
    label: 'Firing units, all in one cell',
    kind: 'units',
    list: true,
    typed: 'UNIT@CELL',
    required: true,
  },
  { id: 'target', label: 'Every unit in the target cell', kind: 'units', list: true, required: true },
  { id: 'order', label: 'Order the firer applies hits in', kind: 'units', list: true },
  { id: 'hits', label: 'Losses before this fire, else the journal’s', typed: 'UNIT=N', kind: 'text', list: true },
  { id: 'turn', label: 'Game turn', kind: 'number' },
  { id: 'dice', label: 'Salvo dice, one face per die', kind: 'dice' },
  { id: 'hit-dice', label: 'Hit dice, one per hit on figures', kind: 'dice' },
];

/** The ids the engine reads; any other declared field is the check hook's. */
const ENGINE_FIELDS = new Set(DEFAULT_FIELDS.map((f) => f.id));

async function runSalvo(
  ctx: TableContext,
  p: SalvoProcedure,
  flags: Record<string, unknown>,
  hookOf?: (name: string) => Promise<SalvoCheckHook | undefined>,
): Promise<TableOutput> {
  const s = ctx.scenario;
  if (s.map?.kind !== 'square' && s.map?.kind !== 'hex') throw new KeyedRefusal(msg('salvo.gridMap', { game: s.id }));
  const index = gridMapIndex(s.map);
  const hook = p.check ? await hookOf?.(p.check.hook) : undefined;
  if (p.check && !hook) throw new Error(`${p.id}: the salvo check hook "${p.check.hook}" was not given`);
  const session = new Session(s, flags, `${p.id} ${s.id}`, ctx.env);
  const fields = p.fields ?? DEFAULT_FIELDS;
  const options: Record<string, string> = {};
  for (const f of fields)
    if (f.option && f.option !== '*') options[f.option] = optionChoice(s, f.option, flagText(flags[flagKey(f.id)]));
  const own = Object.fromEntries(
    fields.filter((f) => !ENGINE_FIELDS.has(f.id)).map((f) => [flagKey(f.id), flags[flagKey(f.id)]]),
  );
  const turn = turnFrom({ turn: flagText(flags.turn), amend: !!flags.amend }, session, hook?.sequence);
  const journal = flagText(flags.journal);
  const q: SalvoQuery = { scenario: s, state: session.rawState, journal, turn, options, flags: own };
  hook?.turn?.(q);
  const kept = session.state<Record<string, number>>('damage', {});
  const eliminatedBefore = session.state<string[]>('eliminated', []);
  const damage = { ...kept, ...refCounts(flagItems(flags.hits), '--hits', mostDamage(s, p), msg('salvo.mostDamage')) };
  const firers = placeUnits(s, index, flagItems(flags.firer), '--firer');
  const targets = placeUnits(s, index, flagItems(flags.target), '--target');
  hook?.units?.({ ...q, units: [...firers, ...targets] });
  const plan = planSalvo(s, p, index, {
    firers,
    targets,
    damage,
    eliminated: new Set(eliminatedBefore),
    order: flags.order === undefined ? undefined : flagItems(flags.order),
  });
  const ownState = hook?.keep?.({ ...q, firers, targets, at: plan.at }) ?? {};
  const vehicles = plan.order.some((t) => t.kind === 'vehicle');
  const charts = [
    requireChart(s, p.salvo.chart, 'table'),
    ...(vehicles ? [requireChart(s, p.salvo.vehicles.chart, 'table')] : []),
  ];
  const warnings = charts.map((c) => reconstructionWarning(s, c)).filter((w): w is string => !!w);
  // The report's warnings are keyed, as the other procedures' are; the --json value keeps them as text.
  const notes = charts.map((c) => reconstructionNote(s, c));
  const title = msg('salvo.title', { game: s.game.title, from: plan.from, at: plan.at });
  const chancesOf = msg('salvo.chancesOf', { dice: plan.dice, divisor: plan.divisor });
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
  const salvoFaces = handFaces(flagText(flags.dice), '--dice');
  const hitFaces = handFaces(flagText(flags.hitDice), '--hit-dice');
  const box = session.dice(salvoFaces !== undefined || hitFaces !== undefined);
  const salvo = box.faces('--dice', plan.dice, salvoFaces);
  const hitFeed = box.faceFeed('--hit-dice', hitFaces);
  const r = resolveSalvo(p, plan, salvo, hitFeed.next, s.map?.kind);
  hitFeed.finish();
  const after = { ...damage };
  for (const o of r.outcomes) if (o.taken) after[o.ref] = o.after;
  for (const ref of r.eliminated) delete after[ref];
  const seen = [...firers, ...targets].map((u) => ({ ref: u.ref, at: u.label }));
  session.record(
    {
      command: `${p.id} ${s.id}`,
      inputs: {
        firers: flagItems(flags.firer),
        targets: flagItems(flags.target),
        range: r.range,
        divisor: r.divisor,
        order: r.order.map((t) => t.ref),
      },
      result: { hits: r.hits, eliminated: r.eliminated },
      turn,
    },
    {
      damage: after,
      eliminated: [...eliminatedBefore, ...r.eliminated],
      positions: seenAt(session.state<Record<string, string>>('positions', {}), seen),
      ...ownState,
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

/** A declared salvo as a table procedure: `<id> GAME --firer … --target …`, on the CLI and the page alike. */
export function salvoProcedure(
  s: Scenario,
  p: SalvoProcedure,
  hookOf?: (name: string) => Promise<SalvoCheckHook | undefined>,
): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: (p.fields ?? DEFAULT_FIELDS).map(tableField),
    run: (ctx, flags) => runSalvo(ctx, p, flags as Record<string, unknown>, hookOf),
  };
}

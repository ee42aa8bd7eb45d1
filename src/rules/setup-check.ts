import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import type { SetupCheck } from '../model/schema/setup-check.js';
import type { GridMapIndex } from '../assist/map/grid-map-index.js';
import { cellKey } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import { refsOf } from '../model/unit-refs.js';
import { parseCondition } from '../model/rules-condition.js';
import { msg, type Message, type Value } from '../assist/messages.js';
import { evaluate } from '../model/condition-eval.js';
import { unitFacts } from '../model/condition-eval.js';
import { saysMessage } from './says.js';
import { beyondPlainLimit, declaredStacking, stackLimitWhy } from './stack-limits.js';
import type { StackingHook } from './move-hooks.js';

// A declared set-up check (rules.yaml, a `kind: setup`'s `setup`): which units must be on the map at the start and
// where each may stand (its units.yaml `setup` place, or the zones `instead` gives), units kept in reserve, terrain
// no unit starts in, cells a kind of unit must cover, and the stacking rules.yaml declares, judged at the start.
// Every problem is a keyed message in the data's words with its section; setup-run.ts reads the position, frames
// the report and keeps the journal (a game's own through its `kept.hook`).

/** One unit where the position puts it: `at` is the cell's label (or an area's id). */
export interface SetupEntry {
  ref: string;
  unit: Unit;
  at: string;
}

export interface SetupResult {
  problems: Message[];
  /** What the check found right, in order (the cover held); then `placed` and, when legal, `legal`. */
  steps: Message[];
  /** Cells `cover` asks for that no unit covers. */
  uncovered: string[];
  /** The values of `placed` and `legal`: units placed, cells used, each side's count, the reserves. */
  counts: Record<string, number>;
}

export interface SetupWorld {
  scenario: Scenario;
  /** The procedure's id in rules.yaml, which keys its words. */
  procedure: string;
  /** The map's cells, zones and terrain (a hex or square-sector map). */
  index: GridMapIndex;
  /** The game's stacking hook, when rules.yaml's `movement.stacking.hook` names one. */
  stacking?: StackingHook;
}

const holds = (condition: string, u: Unit) => evaluate(parseCondition(condition), { names: {} }, unitFacts(u)) === true;

/** The units that set up before play, by ref, each with the place its units.yaml `setup` names (if any). */
export function setupUnits(s: Scenario, decl: SetupCheck): Map<string, { unit: Unit; place?: string }> {
  const out = new Map<string, { unit: Unit; place?: string }>();
  for (const u of s.units) {
    if (u.reserve) continue;
    const setup = u.setup;
    if ((setup?.turn ?? 1) !== decl.turn || (setup && decl.later.includes(setup.location))) continue;
    for (const ref of refsOf(u)) out.set(ref, { unit: u, place: setup?.location });
  }
  return out;
}

/** The cells a place names: a zone, line or edge of the map, else the cell it is. */
function cellsOf(index: GridMapIndex, place: string): Cell[] {
  const named = index.named(place);
  if (named) return named;
  const cell = index.grid.parse(place);
  return cell ? [cell] : [];
}

/** Judges a set-up against its declaration: every problem, in the order a player would fix them. */
export function checkSetup(w: SetupWorld, decl: SetupCheck, entries: readonly SetupEntry[]): SetupResult {
  const { scenario: s, index } = w;
  const say = (step: keyof SetupCheck['says'], values: Record<string, Value>): Message =>
    saysMessage(w.procedure, '', step, decl.says[step] ?? step, values);
  const sectionOf = (u: Unit) => decl.sides[u.side] ?? decl.section;
  const label = (c: Cell) => index.grid.label(c);
  const normal = (raw: string) => {
    const c = index.grid.parse(raw);
    return c ? label(c) : raw;
  };
  const problems: Message[] = [];
  const initial = setupUnits(s, decl);
  const placed = new Map(entries.map((e) => [e.ref, normal(e.at)]));
  // Units in reserve placed, and (each on its line) units left off, in the units' order.
  for (const u of s.units)
    for (const ref of refsOf(u)) {
      if (u.reserve && placed.has(ref))
        problems.push(say('reserve', { ref, box: u.reserve.box, section: sectionOf(u) }));
      const first = initial.get(ref);
      if (decl.missing === 'each' && first && !placed.has(ref))
        problems.push(say('notPlaced', { ref, zone: first.place ?? say('sideZone', {}), section: sectionOf(u) }));
    }
  // Each unit placed: one that does not set up now, one outside its place, one on prohibited terrain.
  for (const e of entries) {
    const u = e.unit;
    if (u.reserve) continue;
    const at = normal(e.at);
    const first = initial.get(e.ref);
    if (!first) {
      problems.push(say('notInitial', { ref: e.ref, at, section: sectionOf(u) }));
      continue;
    }
    const cell = index.grid.parse(at);
    const terrain = cell ? index.terrainAt(cell) : undefined;
    const bad = decl.prohibited.find((p) => p.terrain === terrain);
    if (bad)
      problems.push(
        saysMessage(w.procedure, 'prohibited', bad.terrain, bad.says, { ref: e.ref, at, terrain: bad.terrain }),
      );
    const instead = decl.instead.find((x) => holds(x.unit, u));
    if (instead) {
      const ok = instead.zones.some((z) => cellsOf(index, z).some((c) => label(c) === at));
      if (!ok) problems.push(saysMessage(w.procedure, instead.id, 'outside', instead.says, { ref: e.ref, at }));
      continue;
    }
    if (!first.place) continue;
    const cells = cellsOf(index, first.place).map(label);
    if (!cells.length || cells.includes(at)) continue;
    const zone = s.map?.kind !== 'area' ? s.map?.zones.find((z) => z.id === first.place)?.name : undefined;
    problems.push(
      say('outside', {
        ref: e.ref,
        at,
        zone: zone?.toLowerCase() ?? first.place,
        cells: cells.join(', '),
        section: sectionOf(u),
      }),
    );
  }
  // The cells a kind of unit must cover, by standing there or (zoc) next to them.
  const steps: Message[] = [];
  let uncovered: string[] = [];
  if (decl.cover) {
    const cover = decl.cover;
    const covered = new Set<string>();
    for (const e of entries) {
      const cell = index.grid.parse(normal(e.at));
      if (!cell || !holds(cover.unit, e.unit)) continue;
      covered.add(cellKey(cell));
      if (cover.zoc)
        for (const n of index.grid.neighbours(cell)) if (!prohibitedBetween(s, index, cell, n)) covered.add(cellKey(n));
    }
    uncovered = (index.named(cover.zone) ?? []).filter((c) => !covered.has(cellKey(c))).map(label);
    const values = { cells: uncovered.join(', '), count: uncovered.length, section: cover.section };
    if (uncovered.length === 1 && decl.says.uncoveredOne) problems.push(say('uncoveredOne', values));
    else if (uncovered.length) problems.push(say('uncovered', values));
    else steps.push(say('covered', { section: cover.section }));
  }
  // Stacking at the start, as rules.yaml's movement declares it.
  // A unit reported as not setting up now is not counted again where it stands; one kept in reserve is.
  const counted = entries.filter((e) => e.unit.reserve || initial.has(e.ref));
  if (decl.stacking) problems.push(...stackingProblems(w, decl, counted, normal, say));
  if (decl.missing === 'together') {
    const left = [...initial.keys()].filter((ref) => !placed.has(ref));
    if (left.length)
      problems.push(say('notSetUp', { units: left.join(', '), count: left.length, section: decl.section }));
  }
  const counts: Record<string, number> = {
    count: placed.size,
    cells: new Set(placed.values()).size,
    reserves: s.units.filter((u) => u.reserve).reduce((n, u) => n + u.count, 0),
  };
  for (const side of s.game.sides) counts[side.id] = entries.filter((e) => e.unit.side === side.id).length;
  const section = decl.section;
  if (decl.says.placed) steps.push(say('placed', { ...counts, section }));
  if (!problems.length && decl.says.legal) steps.push(say('legal', { ...counts, section }));
  return { problems, steps, uncovered, counts };
}

/** Movement is prohibited into `to`, or across the hexside between (the movement terrain chart's flag). */
function prohibitedBetween(s: Scenario, index: GridMapIndex, from: Cell, to: Cell): boolean {
  const chartId = s.rules?.movement?.terrain;
  const charts = s.charts.filter((c) => c.kind === 'terrain-effects' && (!chartId || c.id === chartId));
  const prohibited = (id: string) => {
    for (const c of charts)
      if (c.kind === 'terrain-effects')
        for (const r of c.rows) if (r.terrain === id) return r.effects.movementProhibited === true;
    return false;
  };
  return index.featuresBetween(from, to).some(prohibited) || prohibited(index.terrainAt(to));
}

function stackingProblems(
  w: SetupWorld,
  decl: SetupCheck,
  entries: readonly SetupEntry[],
  normal: (raw: string) => string,
  say: (step: keyof SetupCheck['says'], values: Record<string, Value>) => Message,
): Message[] {
  const st = w.scenario.rules?.movement?.stacking;
  const section = st?.section ?? decl.section;
  const byCell = new Map<string, SetupEntry[]>();
  for (const e of entries) {
    const at = normal(e.at);
    byCell.set(at, [...(byCell.get(at) ?? []), e]);
  }
  const out: Message[] = [];
  for (const [at, units] of byCell) {
    const refs = units.map((u) => u.ref).join(', ');
    if (decl.stacking?.bothSides && new Set(units.map((u) => u.unit.side)).size > 1) {
      out.push(say('stacked', { at, problem: say('bothSides', { at, section }), units: refs, over: '', section }));
      continue;
    }
    if (st?.anyOf) {
      const problem = stackLimitWhy(st, units);
      if (problem) out.push(say('stacked', { at, problem, units: refs, over: '', section }));
    } else if (w.stacking ?? st?.capacity) {
      const over = (w.stacking ?? declaredStacking(w.scenario))?.(units, { scenario: w.scenario, at }) ?? [];
      if (over.length) out.push(say('stacked', { at, problem: '', units: refs, over: over.join(', '), section }));
    } else if (st?.limit !== undefined) {
      // A plain limit of units a hex holds, each side's counted apart.
      const over = beyondPlainLimit(st, units);
      const problem = msg('setup.overLimit', { count: units.length, limit: st.limit, over: over.join(', ') });
      if (over.length) out.push(say('stacked', { at, problem, units: refs, over: over.join(', '), section }));
    }
  }
  return out;
}

import type { Scenario } from '../model/scenario.js';
import { KeyedRefusal } from '../assist/messages.js';
import type { Crt } from '../model/schema/charts.js';
import type { CombatProcedure, Adjustment, RuleResult } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { chartEnds, resolveCrt, type ChartEnds, type CrtBase } from '../assist/crt/resolve-crt.js';
import { oddsBeyond } from '../assist/crt/odds-column.js';
import type { Session } from '../assist/table/session.js';
import { evaluate, unitFacts, type Facts, type UnitFacts } from '../model/condition-eval.js';
import { attackerRefusal } from './attack-refusals.js';
import { msg, signed, type Message } from '../assist/messages.js';
import { RuleRefusal, reportHead, type RuleReport } from './report.js';
import { traceSupply } from './supply.js';
import { battleground } from './battleground.js';
import { combatSays } from './combat-says.js';
import { reconstructionNote } from '../assist/table/session.js';
import { diceList } from '../assist/table/report-lines.js';
import { adjustmentSays } from './hook-says.js';
import { saysMessage } from './says.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import { settleCombat, type SettleQuestion } from './combat-settle.js';
import { MAY_NOT_RETURN, stillHolds, type MayNotReturn } from './shared/may-not-return.js';
import type { StackingHook } from './move-hooks.js';
import type { CombatCheckHook, CombatFacts, CombatKept, CombatOutcomeHook, CombatTotalsHook } from './combat-hooks.js';
import { testModifiers } from './side-outcome.js';
import { factorOf, roundBy } from './hook-totals.js';
import {
  attackForbiddenAcross,
  attackMultipliers,
  defenceMultiplier,
  type TerrainChart,
} from './terrain-multipliers.js';

// Combat by CRT as rules.yaml declares it: each unit's factor, the multipliers of terrain (the terrain-effects
// chart) and of the declared conditions, each side's total, the column, every shift and die modifier with
// its section, the chance of every result, then the roll and what the result does.

export interface CombatRequest {
  attackers: PositionEntry[];
  defenders: PositionEntry[];
  /** Every unit on the map, when known: supply is traced against it; else against the units in the combat. */
  position?: PositionEntry[];
  inputs: Record<string, number | boolean | string>;
  names: Record<string, number | boolean | string>;
  /** The dice total rolled by hand. */
  roll?: number;
  /** Where every unit on the map stands (the journal's positions), and the hits each carries. */
  where?: ReadonlyMap<string, string>;
  hits?: Readonly<Record<string, number>>;
  /** The owner's answers to the result's questions so far, in order (`--choose`, the page's taps). */
  answers?: readonly string[];
  /** Told of a question the result stops for: the front end's session keeps the roll and asks it. */
  ask?: (q: SettleQuestion) => void;
  /** The game's stacking hook, when `movement.stacking.hook` names one: retreats end within what it counts. */
  stacking?: StackingHook;
  /** The game turn, when known: who may not return may not for the rest of it (`movement.retreat.mayNotReturn`). */
  turn?: number;
  /** The game's totals hook, when the combat's `hooks.totals` names one: a side's total in its code. */
  totals?: CombatTotalsHook;
  /** The game's check hook, when the combat's `hooks.check` names one: refusals only its code can judge. */
  check?: CombatCheckHook;
  /** The game's outcome hook, when the combat's `hooks.outcome` names one: what the result does, in its code. */
  outcome?: CombatOutcomeHook;
  /** The game's journal, when the combat's `hooks.kept` names its hook: its refusals, and the state it keeps. */
  kept?: CombatKept;
}

const isReduced = (e: PositionEntry) => e.hits > 0 && e.unit.steps > 1;

const sectionOf = (prov: { rules?: string } | object | undefined): string | undefined =>
  prov && 'rules' in prov ? (prov.rules as string) : undefined;

export function runCombat(s: Scenario, p: CombatProcedure, rq: CombatRequest, session: Session): RuleReport {
  const crt = s.charts.find((c): c is Crt => c.id === p.chart && c.kind === 'crt');
  if (!crt) throw new Error(`validate let combat ${p.id} through without its CRT`);
  const ground = battleground(s);
  if (!ground) throw new KeyedRefusal(msg('refused.combatMap', { game: s.id }));
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const terrainName = (id: string) =>
    s.map?.terrainTypes.find((t) => t.id === id)?.name ??
    (s.map && 'lineFeatures' in s.map ? s.map.lineFeatures.find((f) => f.id === id)?.name : undefined) ??
    id;

  // Who fights whom, and where: one side attacks one hex of the other's, from next to it. A game that keeps its own
  // journal refuses first what the journal forbids (not the side's turn, a unit that has attacked).
  if (!rq.attackers.length || !rq.defenders.length) throw new KeyedRefusal(msg('refused.combatSides'));
  rq.kept?.check({ attackers: rq.attackers, defenders: rq.defenders, inputs: rq.inputs });
  const aSide = rq.attackers[0].unit.side;
  const dSide = rq.defenders[0].unit.side;
  for (const e of rq.attackers)
    if (e.unit.side !== aSide)
      throw new KeyedRefusal(msg('refused.notAttacking', { ref: e.ref, side: sideName(aSide) }));
  for (const e of rq.defenders)
    if (e.unit.side !== dSide)
      throw new KeyedRefusal(msg('refused.notDefending', { ref: e.ref, side: sideName(dSide) }));
  if (aSide === dSide) throw new KeyedRefusal(msg('refused.sameSide'));
  for (const e of rq.attackers) {
    const no = attackerRefusal(p, e.ref, unitFacts(e.unit), rq.names);
    if (no) throw new RuleRefusal(no);
  }
  const target = rq.defenders[0].at;
  const area = ground.word === 'area';
  for (const e of rq.defenders)
    if (e.at !== target)
      throw new KeyedRefusal(
        msg(area ? 'refused.defendersOneArea' : 'refused.defendersOneHex', { ref: e.ref, at: e.at }),
      );
  for (const e of rq.attackers)
    if (!ground.reaches(e.at, target))
      throw new KeyedRefusal(
        // In the game's words (`says.notNext`) where it gives them.
        p.says?.notNext
          ? combatSays(p, 'notNext', { ref: e.ref, at: e.at, target, section: p.section })
          : msg(area ? 'refused.notNextArea' : 'refused.notNext', { ref: e.ref, at: e.at, target }),
      );

  namedUnits(p, rq);

  // What only the game's code refuses, once the engine's own refusals have passed.
  rq.check?.({
    scenario: s,
    procedure: p,
    attackers: rq.attackers,
    defenders: rq.defenders,
    ...(rq.position ? { position: rq.position } : {}),
    inputs: rq.inputs,
    names: rq.names,
  });

  const { supplied, notes, traced, out } = supplyAtCombat(s, p, rq);
  // What the game's hooks give its own --json (`hooks.json`), in the order they answer.
  const hooked: Record<string, unknown> = {};

  const factsOf = (e: PositionEntry, attacking: boolean): UnitFacts => ({
    type: e.unit.type,
    side: e.unit.side,
    terrain: ground.terrainAt(e.at),
    reduced: isReduced(e),
    supplied: supplied(e.ref),
    abilities: e.unit.abilities,
    crossing: attacking ? ground.crossing(e.at, target) : [],
    sidc: e.unit.sidc,
    factors: (isReduced(e) && e.unit.back.factors) || e.unit.factors,
    ref: e.ref,
    echelon: e.unit.echelon,
  });
  const attackers = rq.attackers.map((e) => factsOf(e, true));
  const defenders = rq.defenders.map((e) => factsOf(e, false));
  const defenderTerrain = ground.terrainAt(target);
  const facts: Facts = {
    names: {
      ...rq.names,
      ...Object.fromEntries(Object.entries(rq.inputs).map(([k, v]) => [`input.${k}`, v])),
      'attacker.side': aSide,
      'defender.side': dSide,
      'defender.terrain': defenderTerrain,
      'attacker.supplied': attackers.every((u) => u.supplied),
      'defender.supplied': defenders.every((u) => u.supplied),
    },
    attackers,
    defenders,
  };
  const holds = (src: string, unit?: UnitFacts) => !!evaluate(parseCondition(src), facts, unit);

  const before: Message[] = [];
  const terrainChart = p.totals.terrain
    ? (s.charts.find((c) => c.id === p.totals.terrain) as TerrainChart | undefined)
    : undefined;
  const totalSection = p.totals.section ?? p.section;
  // A hexside feature whose row forbids attacks across it (a major river) refuses the attack from that side of it.
  for (const e of rq.attackers) {
    const across = attackForbiddenAcross(terrainChart, ground.crossing(e.at, target));
    const row = terrainChart?.rows.find((r) => r.terrain === across);
    if (across)
      throw new KeyedRefusal(
        msg('refused.attackAcross', {
          ref: e.ref,
          at: e.at,
          target,
          feature: terrainName(across),
          section: sectionOf(row?.provenance) ?? sectionOf(terrainChart?.provenance) ?? totalSection,
        }),
      );
  }
  const sideTotal = (entries: PositionEntry[], units: UnitFacts[], attacking: boolean): number => {
    const side = attacking ? 'attacker' : 'defender';
    let sum = 0;
    entries.forEach((e, i) => {
      const u = units[i];
      const value = factorOf(e.unit, u.reduced, attacking ? p.totals.attacker : p.totals.defender);
      before.push(
        msg(u.reduced ? 'combat.unitReduced' : 'combat.unit', {
          side: sideName(e.unit.side),
          ref: e.ref,
          name: e.unit.name,
          at: e.at,
          factor: msg(`factor.${attacking ? p.totals.attacker : p.totals.defender}`),
          value,
        }),
      );
      let v = value;
      if (attacking)
        for (const { row, by, across } of attackMultipliers(terrainChart, {
          crossing: u.crossing,
          from: u.terrain,
          target: defenderTerrain,
        })) {
          v *= by;
          before.push(
            msg('combat.unitMultiplied', {
              ref: e.ref,
              by,
              why: across
                ? msg('why.crossing', { feature: terrainName(row.terrain) })
                : msg('why.terrain', { terrain: terrainName(row.terrain) }),
              section: sectionOf(row.provenance) ?? sectionOf(terrainChart?.provenance) ?? totalSection,
            }),
          );
        }
      for (const m of p.totals.multipliers)
        if (m.each && m.side === side && holds(m.when, u)) {
          v *= m.by;
          before.push(msg('combat.unitMultiplied', { ref: e.ref, by: m.by, why: m.text ?? m.id, section: m.section }));
        }
      sum += v;
    });
    let total = sum;
    const ground = attacking ? undefined : defenceMultiplier(terrainChart, defenderTerrain);
    if (ground) {
      total *= ground.by;
      before.push(
        msg('combat.sideMultiplied', {
          side: sideName(dSide),
          by: ground.by,
          why: msg('why.terrain', { terrain: terrainName(defenderTerrain) }),
          section: sectionOf(ground.row.provenance) ?? sectionOf(terrainChart?.provenance) ?? totalSection,
        }),
      );
    }
    for (const m of p.totals.multipliers)
      if (!m.each && m.side === side && holds(m.when)) {
        total *= m.by;
        before.push(
          msg('combat.sideMultiplied', {
            side: sideName(attacking ? aSide : dSide),
            by: m.by,
            why: m.text ?? m.id,
            section: m.section,
          }),
        );
      }
    const rounded = roundBy(total, p.totals.round);
    before.push(
      msg(rounded === total ? 'combat.total' : 'combat.totalRounded', {
        side: sideName(attacking ? aSide : dSide),
        sum: Number(total.toFixed(3)),
        total: rounded,
        round: msg(`round.${p.totals.round}`),
        section: totalSection,
      }),
    );
    return rounded;
  };
  // A side the game's totals hook answers for is its code's, with the lines it says; any other is the declaration's.
  const unsupplied = new Set([...rq.attackers, ...rq.defenders].filter((e) => !supplied(e.ref)).map((e) => e.ref));
  const totalOf = (side: 'attacker' | 'defender', declared: () => number): number => {
    const q = { scenario: s, procedure: p, side, attackers: rq.attackers, defenders: rq.defenders, unsupplied };
    const given = rq.totals?.({ ...q, inputs: rq.inputs, names: rq.names });
    if (!given) return declared();
    before.push(...given.said);
    Object.assign(hooked, given.data);
    return given.total;
  };
  const attack = totalOf('attacker', () => sideTotal(rq.attackers, attackers, true));
  const defence = Math.max(
    totalOf('defender', () => sideTotal(rq.defenders, defenders, false)),
    0,
  );

  // The column comes after the totals and before what the chart's ends and the shifts do to it.
  const afterTotals = before.length;
  const base: CrtBase = crt.method === 'odds' ? { odds: [attack, defence] } : { diff: attack - defence };
  let ends: ChartEnds | undefined;
  if (crt.method === 'odds') {
    const past = oddsBeyond(attack, defence, crt.columns);
    // rules.yaml may say how the game reads past an end; else the chart's own printed results, else its end column.
    const printed = past && crt.ends?.[past];
    const end = past && (p.ends?.[past] ?? (printed ? { result: printed } : 'column'));
    const section = p.ends?.section ?? (printed ? chartEnds(crt)!.rule : p.section);
    if (past && end === 'forbidden')
      throw new RuleRefusal(
        msg('combat.forbidden', {
          attack,
          defence,
          column: crt.columns[past === 'worse' ? 0 : crt.columns.length - 1],
          section,
        }),
      );
    if (past && typeof end === 'object') ends = { [past]: end.result, rule: section };
    if (past && end === 'column') {
      const values = {
        end: msg(past === 'worse' ? 'end.left' : 'end.right'),
        column: crt.columns[past === 'worse' ? 0 : crt.columns.length - 1],
        section,
      };
      // In the game's words (`says.endColumn`), with `{which}` the first or the last column.
      before.push(
        p.says?.endColumn
          ? combatSays(p, 'endColumn', { ...values, which: msg(past === 'worse' ? 'crt.first' : 'crt.last') })
          : msg('combat.endColumn', values),
      );
    }
  }

  // Shifts and die modifiers, each with its condition, its number and its section; one that cancels others
  // (`cancels`) takes back a count of each it names for each of its own, after the others are counted (8.3's
  // anti-tank against the 79th Armoured), and is listed where it is declared.
  let shiftsHeld = false;
  const shiftsSaid: CombatFacts['shifts'] = [];
  const adjust = (list: readonly Adjustment[], what: 'shift' | 'drm'): number => {
    const held = new Map<
      Adjustment,
      { each: number; count: number; value: number; printed?: Crt['modifiers'][number] }
    >();
    const countOf = (a: Adjustment) => (a.per ? Number(evaluate(parseCondition(a.per), facts)) : 1);
    for (const a of list) {
      if (a.cancels || (a.when && !holds(a.when))) continue;
      const printed = a.modifier ? crt.modifiers.find((m) => m.id === a.modifier) : undefined;
      const each = (printed ? printed[what] : a[what]) ?? 0;
      const count = countOf(a);
      if (count) held.set(a, { each, count, value: each * count, printed });
    }
    for (const a of list) {
      if (!a.cancels || (a.when && !holds(a.when))) continue;
      let left = countOf(a);
      let count = 0;
      let value = 0;
      for (const id of a.cancels) {
        const j = [...held].find(([x, h]) => (x.id ?? x.modifier) === id && !x.cancels && h.value && h.count)?.[1];
        const c = j ? Math.min(left, j.count) : 0;
        if (!j || c <= 0) continue;
        left -= c;
        count += c;
        value -= c * j.each;
      }
      const printed = a.modifier ? crt.modifiers.find((m) => m.id === a.modifier) : undefined;
      if (count) held.set(a, { each: value / count, count, value, printed });
    }
    if (what === 'shift' && held.size) shiftsHeld = true;
    let net = 0;
    for (const a of list) {
      const h = held.get(a);
      if (!h) continue;
      net += h.value;
      const section = a.section ?? sectionOf(h.printed?.provenance) ?? p.section;
      if (a.says !== undefined) {
        const said = saidAdjustment(p, a, what, { ...h, section });
        before.push(said.line);
        if (what === 'shift') shiftsSaid.push({ value: h.value, said: said.why });
        continue;
      }
      const text = (h.printed?.text ?? a.text ?? a.id ?? '').replace(/\.$/, '');
      const key =
        what === 'shift' ? (a.per ? 'combat.shiftPer' : 'combat.shift') : a.per ? 'combat.drmPer' : 'combat.drm';
      const line = msg(key, {
        what: text,
        count: h.count,
        each: signed(h.each),
        [what]: signed(h.value),
        plural: Math.abs(h.value) === 1 ? '' : 's',
        section,
      });
      before.push(line);
      if (what === 'shift') shiftsSaid.push({ value: h.value, said: line });
    }
    return net;
  };
  const shift = adjust(p.shifts, 'shift');
  const drm = adjust(p.drms, 'drm');
  const first = resolveCrt(crt, { base, shift, drm, ends });
  before.splice(
    afterTotals,
    0,
    'odds' in base
      ? p.says?.odds && defence > 0
        ? combatSays(p, 'odds', {
            attack,
            defence,
            ratio: msg('report.fixed', { n: attack / defence, digits: 2 }),
            column: first.baseColumn,
          })
        : msg('combat.odds', { attack, defence, column: first.baseColumn })
      : msg('combat.differential', { diff: signed(base.diff), column: first.baseColumn }),
  );
  const shifted = shiftsHeld;
  // In the game's words (`says.netShift`), a net shift is said when it moves the column, "the end" only when the
  // chart's end holds it back.
  const baseIndex = crt.columns.indexOf(first.baseColumn);
  if (p.says?.netShift && !first.beyond) {
    if (shift)
      before.push(
        combatSays(p, 'netShift', {
          shift: signed(shift),
          plural: Math.abs(shift) === 1 ? '' : 's',
          way: msg(shift > 0 ? 'end.right' : 'end.left'),
          column: first.column,
          end: crt.columns.indexOf(first.column) !== baseIndex + shift ? msg('crt.tableEnd') : '',
        }),
      );
  } else if (shifted && !first.beyond)
    before.push(
      msg(
        // "The end of the chart" only where the end held the shift back, not wherever the column is an end.
        crt.columns.indexOf(first.column) !== baseIndex + shift ? 'combat.netShiftEnd' : 'combat.netShift',
        {
          shift: signed(shift),
          column: first.column,
        },
      ),
    );
  // What each side adds to its retreat tests in this combat (8.3's anti-tank), said before the roll; the tests
  // themselves are the outcome hook's.
  const tests = p.outcome ? testModifiers(p.id, p.outcome, facts, [aSide, dSide]) : undefined;
  before.push(...(tests?.held.map((m) => m.said) ?? []));
  if (first.beyond)
    before.push(
      msg('combat.endResult', {
        end: msg(first.beyond === 'worse' ? 'end.left' : 'end.right'),
        code: first.result!,
        section: ends!.rule,
      }),
    );

  // What the result's code says before the die (`hooks.outcome`'s `before`): its notes head the report, its own
  // lines (Veritable's retreat tests, 6.5.3) end what is known before the roll.
  const told = rq.outcome?.before?.({
    scenario: s,
    procedure: p,
    attackers: rq.attackers,
    defenders: rq.defenders,
    ...(rq.position ? { position: rq.position } : {}),
    testModifier: tests?.bySide ?? {},
    inputs: rq.inputs,
    names: rq.names,
  });
  if (told) {
    before.unshift(...told.first);
    before.push(...told.last);
    Object.assign(hooked, told.data);
  }
  before.unshift(...notes);
  const data: Record<string, unknown> = {
    attacker: { side: aSide, total: attack },
    defender: { side: dSide, total: defence, terrain: defenderTerrain },
    column: first.column,
    baseColumn: first.baseColumn,
    shift,
    drm,
    probabilities: first.probabilities,
    ...told?.data,
  };
  const chances = first.beyond
    ? undefined
    : {
        heading: p.says?.[session.preview ? 'chancesPreview' : 'chances']
          ? combatSays(p, session.preview ? 'chancesPreview' : 'chances', {
              column: first.column,
              drm: drm ? ` ${signed(drm)}` : '',
            })
          : msg(session.preview ? 'procedure.chancesPreview' : 'procedure.chances', {
              column: first.column,
              drm: drm
                ? msg('chance.drm', { drm: signed(drm), dice: crt.dice })
                : msg('chance.dice', { dice: crt.dice }),
            }),
        outcomes: first.outcomes,
      };
  const head = reportHead(s, p, session);
  // The title in the game's own words where the declaration gives them (`says.title`), as a combat hook's.
  if (p.says?.title) head.title = combatSays(p, 'title', { game: s.game.title, target });
  // A chart Sandtable reconstructed, not the published one, is said so under the title wherever it decides (brief).
  const note = reconstructionNote(s, crt);
  Object.assign(hooked, rq.kept?.data?.({ attackers: rq.attackers, defenders: rq.defenders, inputs: rq.inputs }));
  const report: RuleReport = {
    ...head,
    ...(note ? { warnings: [note] } : {}),
    before,
    chances,
    after: [],
    rolls: [],
    data,
    combat: { target, attack, defence, shifts: shiftsSaid, supply: { traced, out }, hooked },
  };
  if (session.preview) return report;
  if (first.beyond && rq.roll !== undefined)
    throw new KeyedRefusal(msg('refused.noRollPastEnd', { section: ends!.rule }));
  const box = session.dice(rq.roll !== undefined);
  const roll = first.beyond ? undefined : box.roll('--roll', parseDice(crt.dice), rq.roll);
  const res = roll ? resolveCrt(crt, { base, shift, drm, ends, roll: roll.total }) : first;
  const modified = roll && drm ? ` ${signed(drm)} = ${roll.total + drm}` : '';
  if (roll)
    report.after.push(
      p.says?.rolled
        ? combatSays(p, 'rolled', { roll: roll.total, drm: modified, result: res.result!, column: res.column })
        : msg('combat.roll', { roll: roll.total, drm: modified, row: res.rowLabel ?? '' }),
    );
  if (report.chances) report.chances.rolled = res.result;
  // Where the game's code says what the result does (`hooks.outcome`), it says each side's part in its own lines.
  if (!rq.outcome) report.after.push(msg('combat.result', { code: res.result!, meaning: res.meaning ?? '' }));
  const eliminated = rq.outcome
    ? { attacker: false, defender: false }
    : resultEffects(p, crt, res.result!, report.after, sideName(aSide), sideName(dSide), target, ground.word);
  // What the result does to the units on the map; the owner's choices stop it at a question (combat-settle.ts).
  const where = new Map(rq.where ?? []);
  for (const e of [...rq.attackers, ...rq.defenders]) where.set(e.ref, e.at);
  const settled = rq.outcome
    ? rq.outcome({
        scenario: s,
        procedure: p,
        crt,
        cell: res.result!,
        column: res.column,
        roll: roll?.total ?? 0,
        attackers: rq.attackers,
        defenders: rq.defenders,
        ...(rq.position ? { position: rq.position } : {}),
        testModifier: tests?.bySide ?? {},
        answers: rq.answers ?? [],
        inputs: rq.inputs,
        names: rq.names,
        dice: box,
        keeps: !!session.journal,
      })
    : settleCombat(s, {
        p,
        crt,
        cell: res.result!,
        units: { attacker: rq.attackers, defender: rq.defenders },
        where,
        hits: rq.hits ?? {},
        answers: rq.answers ?? [],
        sideName,
        stacking: rq.stacking,
        factors: Object.fromEntries([
          ...rq.attackers.map((e) => [e.ref, factorOf(e.unit, isReduced(e), p.totals.attacker)] as const),
          ...rq.defenders.map((e) => [e.ref, factorOf(e.unit, isReduced(e), p.totals.defender)] as const),
        ]),
        totals: { attacker: attack, defender: defence },
        keeps: !!session.journal,
      });
  report.after.push(...settled.said);
  Object.assign(hooked, settled.data);
  Object.assign(data, { roll: roll?.total, row: res.rowLabel, result: res.result, meaning: res.meaning });
  report.rolls = box.rolls;
  // In the game's words (`says.diceRolled`), every die of the combat in one line.
  if (p.says?.diceRolled && box.rolls.length)
    report.rollsSaid = [combatSays(p, 'diceRolled', { rolls: diceList(box.rolls) })];
  if (settled.question) {
    const q = settled.question;
    rq.ask?.(q);
    // In the game's words (`says.waiting`), the question stands apart under its heading, indented beneath it.
    if (p.says?.waiting)
      report.after.push(
        msg('line.blank'),
        combatSays(p, 'waiting', { section: q.rule }),
        ...(q.lines ?? [q.said]).map((line) => msg('line.indent', { line })),
      );
    else report.after.push(msg('settle.waiting', { section: q.rule }), q.said);
    Object.assign(data, { question: { rule: q.rule, example: q.example, picks: q.picks } });
    return report;
  }
  const gone = [
    ...new Set([
      ...(eliminated.attacker ? rq.attackers.map((e) => e.ref) : []),
      ...(eliminated.defender ? rq.defenders.map((e) => e.ref) : []),
      ...settled.eliminated,
    ]),
  ];
  const before_ = session.state<string[]>('eliminated', []);
  for (const ref of gone) where.delete(ref);
  for (const [ref, at] of settled.where) if (!gone.includes(ref)) where.set(ref, at);
  const changedHits = Object.keys(settled.hits).some((k) => settled.hits[k] !== rq.hits?.[k]);
  // Who may not return, kept for the rest of the turn where the game declares it (move refuses them, move.ts).
  const noReturn = s.rules?.movement?.retreat?.mayNotReturn && settled.mayNotReturn.length ? settled.mayNotReturn : [];
  const kept = session.state<MayNotReturn | undefined>(MAY_NOT_RETURN, undefined);
  const stillKept = stillHolds(kept, rq.turn) ? kept.units : [];
  // A game that keeps its own journal writes its state (`hooks.kept`); else the engine's positions and losses.
  const read = { shift, column: res.column, result: res.result!, answers: rq.answers ?? [] };
  const keptState = rq.kept?.record({
    attackers: rq.attackers,
    defenders: rq.defenders,
    inputs: rq.inputs,
    settled,
    read,
  });
  session.record(
    keptState?.entry
      ? { ...keptState.entry, ...(keptState.turn ? { turn: keptState.turn } : {}) }
      : {
          command: p.id,
          inputs: {
            attackers: rq.attackers.map((e) => `${e.ref}@${e.at}`),
            defenders: rq.defenders.map((e) => `${e.ref}@${e.at}`),
            ...rq.inputs,
            ...(rq.answers?.length ? { choices: [...rq.answers] } : {}),
          },
          result: {
            code: res.result,
            column: res.column,
            shift,
            drm,
            attack,
            defence,
            ...(settled.retreated.length ? { retreated: settled.retreated.map((x) => `${x.ref}→${x.to}`) } : {}),
            advance: settled.advance,
            ...(settled.advanced.length ? { advanced: settled.advanced } : {}),
          },
          ...(keptState?.turn ? { turn: keptState.turn } : {}),
        },
    keptState?.state ?? {
      ...(gone.length ? { eliminated: [...before_, ...gone.filter((g) => !before_.includes(g))] } : {}),
      ...(rq.where ? { positions: Object.fromEntries(where) } : {}),
      ...(changedHits ? { hits: settled.hits } : {}),
      ...(noReturn.length ? { [MAY_NOT_RETURN]: { turn: rq.turn, units: [...stillKept, ...noReturn] } } : {}),
    },
  );
  Object.assign(data, {
    eliminated: gone,
    retreated: settled.retreated,
    advance: settled.advance,
    ...(settled.advanced.length ? { advanced: settled.advanced } : {}),
    ...(noReturn.length ? { mayNotReturn: noReturn } : {}),
  });
  return report;
}

/**
 * Supply at the moment of combat, as the game's supply procedure traces it. A combat that lets the player say a side
 * is out of supply (`supply` inputs) takes the player's word where no whole position is known to trace it from, and
 * refuses it where one is; the report says which, in the game's words (`says.supplySaid`, `oosAt`, `allSupplied`).
 */
function supplyAtCombat(
  s: Scenario,
  p: CombatProcedure,
  rq: CombatRequest,
): { supplied: (ref: string) => boolean; notes: Message[]; traced: boolean; out: string[] } {
  const sayings = p.inputs.filter((i) => i.supply);
  const said = sayings.filter((i) => rq.inputs[i.id] === true);
  const section = sayings[0]?.section ?? p.section;
  const notes: Message[] = [];
  if (sayings.length && !rq.position) {
    const out = new Set(said.map((i) => i.supply));
    const unsupplied = new Set([
      ...(out.has('attacker') ? rq.attackers.map((e) => e.ref) : []),
      ...(out.has('defender') ? rq.defenders.map((e) => e.ref) : []),
    ]);
    if (p.says?.supplySaid) notes.push(combatSays(p, 'supplySaid', { section }));
    const places = [...rq.attackers, ...rq.defenders].filter((e) => unsupplied.has(e.ref)).map((e) => e.at);
    return { supplied: (ref) => !unsupplied.has(ref), notes, traced: false, out: [...new Set(places)] };
  }
  if (said.length)
    throw new RuleRefusal(
      p.says?.supplyTraced ? combatSays(p, 'supplyTraced', { section }) : msg('refused.supplyTraced', { section }),
    );
  const supply = s.rules?.procedures.find((x): x is SupplyProcedure => x.kind === 'supply');
  const everyone = rq.position ?? [...rq.attackers, ...rq.defenders];
  // A hex or area is out of supply where any unit in it is, fighting or not (the stack is halved together).
  const places = new Set([...rq.attackers, ...rq.defenders].map((e) => e.at));
  const there = everyone.filter((e) => places.has(e.at));
  const lines = supply ? traceSupply(s, supply, everyone, there) : [];
  const supplied = (ref: string) => lines.find((l) => l.ref === ref)?.supplied ?? true;
  // By side in the game's order, each in the position's order.
  const sides = s.game.sides.map((x) => x.id);
  const order = [...there].sort((a, b) => sides.indexOf(a.unit.side) - sides.indexOf(b.unit.side));
  const out = [...new Set(order.filter((e) => !supplied(e.ref)).map((e) => e.at))];
  if (p.says?.oosAt && p.says.allSupplied) {
    // Out of supply cites where supply is traced and what being out of it does (the totals' multipliers).
    const does = p.totals.multipliers.filter((m) => /\bsupplied\b/.test(m.when)).map((m) => m.section);
    notes.push(
      out.length
        ? combatSays(p, 'oosAt', { section: [...new Set([section, ...does])].join(', '), hexes: out.join(', ') })
        : combatSays(p, 'allSupplied', { section }),
    );
  }
  return { supplied, notes, traced: true, out };
}

/** What a result does to each side, in messages; which sides lose every unit. */
function resultEffects(
  p: CombatProcedure,
  crt: Crt,
  cell: string,
  out: Message[],
  attacker: string,
  defender: string,
  at: string,
  word: 'hex' | 'area' = 'hex',
): { attacker: boolean; defender: boolean } {
  const parts = crt.split ? cell.split(crt.split) : [cell, cell];
  const find = (code: string) => p.results.find((r) => r.code === code);
  const gone = { attacker: false, defender: false };
  const said = out.length;
  const sideEffects = (r: RuleResult | undefined, side: 'attacker' | 'defender') => {
    const e = r?.[side];
    if (!e || !r) return;
    const name = side === 'attacker' ? attacker : defender;
    const section = r.section ?? p.section;
    if (e.eliminate) {
      gone[side] = true;
      out.push(msg('effect.eliminate', { side: name, section }));
    }
    if (e.steps) out.push(msg('effect.steps', { side: name, n: e.steps, plural: e.steps === 1 ? '' : 's', section }));
    if (e.retreat)
      out.push(
        word === 'area'
          ? msg('effect.retreatAreas', { side: name, n: e.retreat, plural: e.retreat === 1 ? '' : 's', section })
          : msg('effect.retreat', { side: name, n: e.retreat, plural: e.retreat === 1 ? '' : 'es', section }),
      );
    const lose = e.retreatOrLose;
    if (lose)
      out.push(
        lose.reading === 'all-or-losses'
          ? msg('effect.retreatOrLoseAll', {
              side: name,
              n: lose.n,
              plural: lose.n === 1 ? '' : 'es',
              units: msg(lose.n === 1 ? 'loss.unitIs' : 'loss.unitsAre'),
              section,
            })
          : msg('effect.retreatOrLoseThatMany', {
              side: name,
              n: lose.n,
              plural: lose.n === 1 ? '' : 's',
              lose: msg(lose.n === 1 ? 'loss.loses' : 'loss.lose'),
              section,
            }),
      );
    if (e.choose)
      out.push(
        msg('effect.choose', {
          side: name,
          options: e.choose.map((c) => {
            const retreat = c.retreat ? msg('option.retreat', { n: c.retreat }) : undefined;
            const steps = c.steps ? msg('option.steps', { n: c.steps, plural: c.steps === 1 ? '' : 's' }) : undefined;
            return retreat && steps ? msg('option.both', { a: retreat, b: steps }) : (retreat ?? steps)!;
          }),
          section,
        }),
      );
  };
  const a = find(parts[0]);
  const d = find(parts[1]);
  sideEffects(a, 'attacker');
  sideEffects(d, 'defender');
  for (const r of new Set([a, d]))
    if (r?.exchange) out.push(msg('effect.exchange', { section: r.section ?? p.section }));
  if (d?.advance || (!crt.split && a?.advance))
    out.push(msg('effect.advance', { at, section: (d ?? a)!.section ?? p.section }));
  if (out.length === said) out.push(msg('effect.none'));
  return gone;
}

/**
 * A number in its own words (`says`, {n} its count): framed as the combat's `says.shiftRight` or `shiftLeft` where
 * the data words them, else as the engine's own line, "Shift +1: <words>".
 */
function saidAdjustment(
  p: CombatProcedure,
  a: Adjustment,
  what: 'shift' | 'drm',
  h: { count: number; value: number; section: string },
): { line: Message; why: Message } {
  const says = adjustmentSays(a)!;
  const step = h.count > 1 && says.many ? 'many' : 'one';
  const why = saysMessage(p.id, a.id ?? a.modifier ?? '', step, step === 'many' ? says.many! : says.one, {
    n: h.count,
    section: h.section,
  });
  if (what === 'drm') return { line: msg('combat.drmSaid', { drm: signed(h.value), why }), why };
  const frame = h.value > 0 ? 'shiftRight' : 'shiftLeft';
  if (p.says?.[frame]) return { line: combatSays(p, frame, { n: Math.abs(h.value), why }), why };
  return { line: msg('combat.shiftSaid', { shift: signed(h.value), why }), why };
}

/**
 * The units the player names (`kind: unit` inputs, 11.1's amphibious brigade): each among those fighting on its
 * side, one its `unit` condition holds for, and named only while its `when` holds; else refused in its words.
 */
function namedUnits(p: CombatProcedure, rq: CombatRequest): void {
  for (const i of p.inputs) {
    const ref = i.kind === 'unit' ? String(rq.inputs[i.id] ?? '') : '';
    if (!ref) continue;
    const section = i.section ?? p.section;
    if (i.when && evaluate(parseCondition(i.when), { names: rq.names }) !== true)
      throw new RuleRefusal(
        i.closed
          ? saysMessage(p.id, i.id, 'closed', i.closed, { section })
          : msg('refused.inputClosed', { input: i.id, section }),
      );
    const among = i.among ?? 'attackers';
    const pool =
      among === 'attackers' ? rq.attackers : among === 'defenders' ? rq.defenders : [...rq.attackers, ...rq.defenders];
    const e = pool.find((x) => x.ref === ref);
    const facts = e && { ...unitFacts(e.unit), ref };
    if (!facts || (i.unit && evaluate(parseCondition(i.unit), { names: rq.names }, facts) !== true))
      throw new RuleRefusal(
        i.says
          ? saysMessage(p.id, i.id, 'refused', i.says, { ref, section })
          : msg('refused.inputUnit', { input: i.id, ref, among: msg(`among.${among}`), section }),
      );
  }
}

import type { Scenario } from '../../model/scenario.js';
import { expandCells } from '../../geometry/grid.js';
import { spreadOverZone } from '../../geometry/zone-spread.js';
import { capacityRule } from '../../load/capacity-kind.js';
import { capacityShare } from '../../rules/stack-capacity.js';
import { refsOf } from '../../model/unit-refs.js';
import { procedureTitle } from '../../assist/messages.js';
import { msg } from './messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { Session, type AssistFlags } from '../../assist/table/session.js';
import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { squareBoard } from './table.js';

/** Where the rules set the forces up before the first turn. */
const SECTION = 'Initial Setup';
/** The hook whose rules.yaml entry declares which units set up (its `setup`: the turn, the places filled later). */
const SETUP_HOOK = 'remagen.setup';

/**
 * Every unit of the initial set-up on a sector of its zone, spread within sector capacity as the VASSAL module
 * stands them (the same spread, the same capacity): ref → sector. A unit with a `start` stands there.
 */
export function startPositions(s: Scenario): { where: Map<string, string>; over: string[] } {
  const { map, index } = squareBoard(s);
  // Within the capacity rules.yaml declares (movement.stacking.capacity); a terrain with no row holds none.
  const capacity = capacityRule(s);
  const units = new Map(s.units.map((u) => [u.id, u]));
  const share = (id: string, cell: Parameters<typeof index.terrainAt>[0]) => {
    const u = units.get(id);
    return u && capacity ? capacityShare(capacity, index.terrainAt(cell), u) : Number.POSITIVE_INFINITY;
  };
  const decl = s.rules?.procedures.find((p) => p.kind === 'hook' && p.hook === SETUP_HOOK);
  if (decl?.kind !== 'hook' || !decl.setup)
    throw new Error(`${s.id}: rules.yaml declares no set-up check "${SETUP_HOOK}"`);
  const { turn, later } = decl.setup;
  const where = new Map<string, string>();
  const over: string[] = [];
  const byZone = new Map<string, string[]>();
  for (const u of s.units) {
    const setup = u.setup;
    if (!setup || (setup.turn ?? 1) !== turn || later.includes(setup.location)) continue;
    const zone = map.zones.find((z) => z.id === setup.location);
    if (setup.start || !zone?.cells) {
      if (index.grid.parse(setup.start ?? setup.location))
        for (const r of refsOf(u)) where.set(r, setup.start ?? setup.location);
      continue;
    }
    byZone.set(zone.id, [...(byZone.get(zone.id) ?? []), ...Array<string>(u.count).fill(u.id)]);
  }
  for (const [id, ids] of byZone) {
    const cells = expandCells(map.zones.find((z) => z.id === id)!.cells!, index.grid).cells;
    const { stacks, over: left } = spreadOverZone(ids, cells, share, (u) => units.get(u)?.formation ?? u);
    const next = new Map<string, number>();
    for (const stack of [...stacks, { cell: undefined, ids: left }])
      for (const uid of stack.ids) {
        const n = (next.get(uid) ?? 0) + 1;
        next.set(uid, n);
        const u = units.get(uid)!;
        const ref = u.count > 1 ? `${uid}#${n}` : uid;
        if (stack.cell) where.set(ref, index.grid.label(stack.cell));
        else over.push(ref);
      }
  }
  return { where, over };
}

async function runStart(tc: TableContext, flags: AssistFlags): Promise<TableOutput> {
  const s = tc.scenario;
  const session = new Session(s, flags, `start ${s.id}`, tc.env);
  const known = session.state<Record<string, string>>('positions', {});
  if (Object.keys(known).length)
    throw new RuleRefusal(msg('remagen.start.begun', { count: Object.keys(known).length, section: SECTION }));
  const { where, over } = startPositions(s);
  const positions = Object.fromEntries(where);
  const bySector = new Map<string, string[]>();
  for (const [ref, at] of where) bySector.set(at, [...(bySector.get(at) ?? []), ref]);
  session.record(
    { command: `start ${s.id}`, inputs: {}, result: { units: where.size }, turn: 1 },
    { positions, turn: 1 },
  );
  return out({ game: s.id, positions, over }, () => [
    procedureTitle(s.game.title, 'Initial Setup', SECTION),
    msg('remagen.start.placed', { count: where.size, sectors: bySector.size, section: SECTION }),
    ...(over.length ? [msg('remagen.start.over', { units: over.join(', '), section: SECTION })] : []),
    ...[...bySector].map(([at, refs]) =>
      msg('line.indent', { line: msg('remagen.start.sector', { at, units: refs.join(', ') }) }),
    ),
  ]);
}

/** The scenario's own set-up into a kept game: `start remagen --journal FILE`, so the first move needs no file. */
export const remagenStart: TableProcedure = {
  game: 'remagen',
  verb: 'start',
  ...FROM_DATA,
  run: (tc, flags) => runStart(tc, flags),
};

import type { Scenario } from '../model/scenario.js';
import type { StartProcedure } from '../model/schema/rules.js';
import { expandCells } from '../geometry/grid.js';
import { spreadOverZone } from '../geometry/zone-spread.js';
import { declaredSpaceShare } from '../load/capacity-kind.js';
import { refsOf } from '../model/unit-refs.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { KeyedRefusal, msg, procedureTitle } from '../assist/messages.js';
import { RuleRefusal } from './report.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableOutput, type TableProcedure, declaredHead } from '../assist/table/procedure.js';

// A new game's set-up into its journal, as rules.yaml declares it (`kind: start`): the units its set-up check sets
// up, each in its zone on a hex or square-sector map, spread within the declared capacity as the VASSAL module
// stands them, so that the first move needs no position file.

/** The set-up check a start reads (its `setup` procedure's declaration): the turn and the places filled later. */
function setupOf(s: Scenario, p: StartProcedure) {
  const decl = s.rules?.procedures.find((q) => q.id === p.setup);
  const setup = decl?.kind === 'setup' ? decl.setup : undefined;
  if (!setup) throw new Error(`${s.id}: rules.yaml declares no set-up check "${p.setup}"`);
  return setup;
}

/**
 * Every unit of the initial set-up on a hex or sector of its zone, spread within the declared capacity as the VASSAL
 * module stands them (the same spread, the same capacity): ref → cell. A unit with a `start` stands there.
 */
export function startPositions(s: Scenario, p: StartProcedure): { where: Map<string, string>; over: string[] } {
  if (s.map?.kind !== 'square' && s.map?.kind !== 'hex') throw new KeyedRefusal(msg('setup.gridMap', { game: s.id }));
  const map = s.map;
  const index = gridMapIndex(map);
  // Within the capacity or the plain limit rules.yaml declares, measured as the VASSAL module measures it; with
  // neither, one stack a formation.
  const share = declaredSpaceShare(s, (cell) => index.terrainAt(cell));
  const units = new Map(s.units.map((u) => [u.id, u]));
  const { turn, later } = setupOf(s, p);
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

async function runStart(
  s: Scenario,
  p: StartProcedure,
  env: Parameters<TableProcedure['run']>[0]['env'],
  flags: AssistFlags,
): Promise<TableOutput> {
  const section = p.section;
  const session = new Session(s, flags, `${p.id} ${s.id}`, env);
  const known = session.state<Record<string, string>>('positions', {});
  if (Object.keys(known).length)
    throw new RuleRefusal(msg('start.begun', { count: Object.keys(known).length, section }));
  const { where, over } = startPositions(s, p);
  // The journal begins on the set-up's own turn (its `turn`, 1 unless the declaration says otherwise).
  const { turn } = setupOf(s, p);
  const positions = Object.fromEntries(where);
  const bySector = new Map<string, string[]>();
  for (const [ref, at] of where) bySector.set(at, [...(bySector.get(at) ?? []), ref]);
  session.record({ command: `${p.id} ${s.id}`, inputs: {}, result: { units: where.size }, turn }, { positions, turn });
  return out({ game: s.id, positions, over }, () => [
    procedureTitle(s.game.title, p.title, section),
    s.map?.kind === 'hex'
      ? msg('start.placedHexes', { count: where.size, hexes: bySector.size, section })
      : msg('start.placed', { count: where.size, sectors: bySector.size, section }),
    ...(over.length
      ? [msg(s.map?.kind === 'hex' ? 'start.overHexes' : 'start.over', { units: over.join(', '), section })]
      : []),
    ...[...bySector].map(([at, refs]) =>
      msg('line.indent', { line: msg('start.sector', { at, units: refs.join(', ') }) }),
    ),
  ]);
}

/** A declared start as a table procedure: `start GAME --journal FILE`, on the CLI and the page alike. */
export function startProcedure(s: Scenario, p: StartProcedure): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: [],
    run: (ctx, flags) => runStart(ctx.scenario, p, ctx.env, flags),
  };
}

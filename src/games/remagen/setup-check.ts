import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import { expandCells } from '../../geometry/grid.js';
import { refsOf } from '../../model/unit-refs.js';
import { KeyedUsage, procedureTitle, type Message } from '../../assist/messages.js';
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
import { beyondCapacity } from './sector-capacity.js';
import { squareBoard } from './table.js';

/** Where the rules set the forces up, and fill a sector no more than its capacity. */
const SECTION = 'Initial Setup';
const CAPACITY = 'Sector Capacity';
/** The German Replacement Sectors are filled at the start of each German turn, not set up (Initial Setup). */
const REPLACEMENT_ZONE = 'german-replacement';

/** The units the Initial Setup places, with the sectors each may stand on. */
function initialUnits(s: Scenario): Map<string, { unit: Unit; cells: string[] }> {
  const { map, index } = squareBoard(s);
  const out = new Map<string, { unit: Unit; cells: string[] }>();
  for (const u of s.units) {
    const setup = u.setup;
    if (!setup || (setup.turn ?? 1) !== 1 || setup.location === REPLACEMENT_ZONE) continue;
    const zone = map.zones.find((z) => z.id === setup.location);
    const cells = setup.start
      ? [setup.start]
      : zone?.cells
        ? expandCells(zone.cells, index.grid).cells.map((c) => index.grid.label(c))
        : index.grid.parse(setup.location)
          ? [setup.location]
          : [];
    if (!cells.length) continue;
    for (const ref of refsOf(u)) out.set(ref, { unit: u, cells });
  }
  return out;
}

/**
 * The problems of a set-up against Initial Setup and Sector Capacity: a unit that does not set up (a later
 * arrival, a German reserve, the paratroops), one outside its sectors, a sector over capacity, a unit left off.
 */
export function setupProblems(s: Scenario, where: ReadonlyMap<string, string>): Message[] {
  const { index } = squareBoard(s);
  const initial = initialUnits(s);
  const problems: Message[] = [];
  const unitOf = (ref: string) => s.units.find((u) => refsOf(u).includes(ref) || u.id === ref);
  const bySector = new Map<string, { ref: string; unit: Unit }[]>();
  for (const [ref, raw] of where) {
    const cell = index.grid.parse(raw);
    const at = cell ? index.grid.label(cell) : raw;
    const first = initial.get(ref);
    const unit = first?.unit ?? unitOf(ref);
    if (!first) {
      problems.push(msg('remagen.setup.notInitial', { ref, at, section: SECTION }));
      continue;
    }
    if (!first.cells.includes(at))
      problems.push(msg('remagen.setup.zone', { ref, at, cells: first.cells.join(', '), section: SECTION }));
    if (unit) bySector.set(at, [...(bySector.get(at) ?? []), { ref, unit }]);
  }
  for (const [at, units] of bySector) {
    const over = beyondCapacity(units, { scenario: s, at });
    if (over.length)
      problems.push(
        msg('remagen.setup.capacity', {
          at,
          units: units.map((u) => u.ref).join(', '),
          over: over.join(', '),
          section: CAPACITY,
        }),
      );
  }
  const missing = [...initial.keys()].filter((ref) => !where.has(ref));
  if (missing.length) problems.push(msg('remagen.setup.missing', { units: missing.join(', '), section: SECTION }));
  return problems;
}

async function runSetupCheck(
  tc: TableContext,
  flags: AssistFlags & { position?: string },
  _given: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  // With neither a position nor a journal there is no set-up to judge: a usage slip, not a list of every unit.
  if (!flags.position && !flags.journal) throw new KeyedUsage(msg('remagen.setup.nothing'));
  const where = new Map<string, string>();
  if (flags.position) for (const e of tc.readPosition!(flags.position, s).entries) where.set(e.ref, e.at);
  else {
    const session = new Session(s, { ...flags, preview: true }, `setup check ${s.id}`, tc.env);
    for (const [ref, at] of Object.entries(session.state<Record<string, string>>('positions', {}))) where.set(ref, at);
  }
  const problems = setupProblems(s, where);
  if (problems.length)
    throw new RuleRefusal(msg('remagen.setup.problems', { count: problems.length, first: problems[0] }));
  const sectors = new Set(where.values()).size;
  return out({ game: s.id, legal: true, units: where.size, sectors }, () => [
    procedureTitle(s.game.title, 'Set-up check', SECTION),
    msg('remagen.setup.legal', { count: where.size, sectors, section: SECTION }),
  ]);
}

/** `setup check remagen [--position FILE]`: a set-up (the file's, else the journal's) against Initial Setup. */
export const remagenSetupCheck: TableProcedure = {
  game: 'remagen',
  verb: 'setup',
  ...FROM_DATA,
  run: (tc, flags) => runSetupCheck(tc, flags as AssistFlags & { position?: string }),
};

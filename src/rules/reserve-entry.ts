import type { Scenario } from '../model/scenario.js';
import type { ReserveProcedure } from '../model/schema/reserve-procedure.js';
import { KeyedUsage, msg, render, type Message } from '../assist/messages.js';
import { Session, type AssistFlags } from '../assist/table/session.js';
import { tableOutput as out, type TableOutput, type TableProcedure, declaredHead } from '../assist/table/procedure.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { refsOf } from '../model/unit-refs.js';
import { RuleRefusal } from './report.js';
import { saysMessage } from './says.js';
import { keptStanding, parseKept, type KeptState } from './kept-units.js';
import { stackLimitWhy } from './stack-limits.js';
import { commandValues } from './turn-choice.js';

// `sandtable <reserve> GAME --units UNIT@CELL,… --journal FILE`: units brought in from their side's reserve as
// rules.yaml's `kind: reserve` declares it, on the game's object in the journal: from the first turn on, onto
// the side's entry cells, never an enemy-held cell, within the stacking limits. A game whose own journal knows
// more (whose player turn it is, a unit held back) says so through its `kept.hook`.

/** A game whose own code keeps more in its object (rules.yaml `kept.hook`). */
export interface ReserveKept {
  /** The game's object as the game reads it (a journal with none: the object before any play). */
  state: KeptState;
  /** Refuses bringing in the side's units now, before the first turn is judged: not its player turn. */
  check(side: string): void;
  /** Refuses it once the side has acted in its player turn (the decision is made at its start). */
  acted(side: string): void;
  /** Refuses a unit the game holds back (not released). */
  unit(ref: string): void;
  /** Why a unit not in the reserve is not, in the game's words; undefined for a unit on the map. */
  why(ref: string): Message | undefined;
}

export type ReserveHook = (q: { scenario: Scenario; state: Record<string, unknown>; journal: string }) => ReserveKept;

const sideName = (s: Scenario, side: string) => s.game.sides.find((x) => x.id === side)?.name ?? side;

/** A report: its title (marked when nothing is written) and its steps below it. */
const titled = (title: Message, preview: boolean, steps: readonly Message[]): Message[] => [
  preview ? msg('line.previewNothing', { line: title }) : title,
  ...steps.map((line) => msg('line.indent', { line })),
];

/**
 * The game's object once `entries` are brought in from the reserve (refused as the declaration words it), and
 * what is said of each: `before` is the object read, `kept` the game's own checks.
 */
export function enterReserve(
  s: Scenario,
  p: ReserveProcedure,
  before: KeptState | undefined,
  kept: ReserveKept | undefined,
  entries: readonly { ref: string; to: string }[],
): { state: KeptState; steps: Message[] } {
  const says = (step: keyof ReserveProcedure['says'], values: Record<string, Message['values'][string]> = {}) =>
    saysMessage(p.id, '', step, p.says[step], values);
  const st = structuredClone(before);
  if (!st?.setupRecorded) throw new RuleRefusal(says('noGame', { game: s.id, ...commandValues(s, p.commands) }));
  if (!entries.length) throw new KeyedUsage(says('none'));
  const unitOf = (ref: string) => {
    const u = s.units.find((x) => refsOf(x).includes(ref));
    if (!u) throw new RuleRefusal(says('noUnit', { ref, game: s.id }));
    return u;
  };
  const sideOf = (ref: string) => unitOf(ref).side;
  const side = sideOf(entries[0].ref);
  kept?.check(side);
  if (st.turn < p.from.turn) throw new RuleRefusal(says('early', { turn: st.turn, from: p.from.turn }));
  kept?.acted(side);
  const enter = p.enter.find((e) => e.side === side);
  const index = s.map?.kind === 'hex' || s.map?.kind === 'square' ? gridMapIndex(s.map) : undefined;
  const label = (cell: string) => (index ? index.grid.label(index.cell(cell)) : cell);
  const cells = new Set((enter && index?.named(enter.edge)?.map((c) => index.grid.label(c))) ?? []);
  const standing = keptStanding(s, st);
  const steps: Message[] = [];
  const placed: { ref: string; at: string }[] = [];
  for (const e of entries) {
    if (sideOf(e.ref) !== side) throw new RuleRefusal(says('notSide', { ref: e.ref, side: sideName(s, side) }));
    const u = st.units[e.ref];
    if (u?.status !== 'reserve')
      throw new RuleRefusal(
        u ? says('notInWhy', { ref: e.ref, why: kept?.why(e.ref) ?? says('onMap') }) : says('notIn', { ref: e.ref }),
      );
    kept?.unit(e.ref);
    const to = label(e.to);
    if (!enter || !cells.has(to))
      throw new RuleRefusal(
        saysMessage(p.id, side, 'elsewhere', enter?.elsewhere ?? p.says.notIn, {
          ref: e.ref,
          cells: [...cells].join(', '),
          at: to,
        }),
      );
    if (standing.some((x) => x.at === to && x.unit.side !== side)) throw new RuleRefusal(says('enemy', { at: to }));
    st.units[e.ref] = { status: 'map', at: to, turn: st.turn };
    st.reservesEntered.push({ unit: e.ref, side, turn: st.turn, at: to });
    placed.push({ ref: e.ref, at: to });
    steps.push(saysMessage(p.id, side, 'enters', enter.enters, { ref: e.ref, at: to }));
  }
  // Within the stacking limits once in (6.3 in Veritable): the units there before, then those entering.
  const stacking = s.rules?.movement?.stacking;
  for (const at of new Set(placed.map((x) => x.at))) {
    const here = [
      ...standing.filter((x) => x.at === at).map((x) => ({ ref: x.ref, unit: x.unit })),
      ...placed.filter((x) => x.at === at).map((x) => ({ ref: x.ref, unit: unitOf(x.ref) })),
    ];
    const why = stacking && stackLimitWhy(stacking, here);
    if (why) throw new RuleRefusal(says('stack', { at, problem: why }));
  }
  return { state: st, steps };
}

export async function runReserve(
  s: Scenario,
  p: ReserveProcedure,
  hook: ReserveHook | undefined,
  tc: Parameters<TableProcedure['run']>[0],
  given: AssistFlags & Record<string, unknown>,
): Promise<TableOutput> {
  const says = (step: keyof ReserveProcedure['says'], values: Record<string, Message['values'][string]> = {}) =>
    saysMessage(p.id, '', step, p.says[step], values);
  const listed = Array.isArray(given.units) ? given.units.map(String) : given.units ? [String(given.units)] : [];
  const entries = listed.map((item) => {
    const [ref, to] = item.split('@');
    if (!ref || !to) throw new KeyedUsage(msg('refused.unitsShape', { item }));
    return { ref, to };
  });
  if (!given.journal) throw new KeyedUsage(msg('kept.needJournal', { what: says('what') }));
  const session = new Session(s, given, `${p.id} ${s.id}`, tc.env);
  const kept = hook?.({ scenario: s, state: session.rawState, journal: given.journal });
  const before = kept?.state ?? parseKept(s, session.rawState, given.journal);
  const { state: st, steps } = enterReserve(s, p, before, kept, entries);
  const english = steps.map((m) => render(m));
  session.record(
    { command: `${p.id} ${s.id}`, inputs: { units: listed }, result: english, said: steps, turn: st.turn },
    { [s.id]: st, turn: st.turn },
  );
  const title = says('title', { game: s.game.title, turn: st.turn });
  return out({ game: s.id, preview: session.preview, steps: english }, () => titled(title, session.preview, steps));
}

/** The declared reserve as a table procedure: the CLI's command and the page's screen. */
export function reserveProcedure(
  s: Scenario,
  p: ReserveProcedure,
  find?: (name: string) => Promise<ReserveHook | undefined>,
): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: [{ key: 'units', label: p.units.label, kind: 'units', list: true, typed: 'UNIT@HEX', required: true }],
    async run(tc, flags) {
      const hook = p.kept && find ? await find(p.kept.hook) : undefined;
      if (p.kept && !hook) throw new Error(`${p.id}: the kept reserve hook "${p.kept.hook}" was not given`);
      return runReserve(s, p, hook, tc, flags);
    },
  };
}

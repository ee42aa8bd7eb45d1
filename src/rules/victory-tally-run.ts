import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { VictoryTally } from '../model/schema/victory-tally.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import { msg } from '../assist/messages.js';
import { refsOf } from '../model/unit-refs.js';
import { reportHead, type RuleReport } from './report.js';
import { standingOf } from './move.js';
import { runTally, type HookCounts } from './victory-tally.js';
import { keptFacts } from './kept-units.js';
import type { TallyStatus, VictoryFacts, VictoryHookFinder } from './victory-hooks.js';

// A tally run: the facts from the game's state hook, the game's kept journal, or the journal's common state;
// then each line the game's count hooks make; then the tally itself.

export interface TallyRequest {
  /** The command's choice for the fractions option, if given. */
  fractions?: string;
  position?: PositionEntry[];
  turn?: number;
  journal?: string;
  /** Whether a journal is kept here at all (the page may keep none). */
  kept: boolean;
}

export async function runTallyProcedure(
  s: Scenario,
  p: VictoryProcedure,
  t: VictoryTally,
  rq: TallyRequest,
  session: Session,
  hooks: VictoryHookFinder | undefined,
): Promise<RuleReport> {
  const named = t.state || t.points.some((x) => x.hook);
  if (named && !hooks) throw new Error(`${p.id}: the victory hooks were not given to the engine`);
  let facts: VictoryFacts;
  if (t.state) {
    const hook = await hooks!.state(t.state);
    if (!hook) throw new Error(`${p.id}: validate let the state hook ${t.state} through`);
    facts = hook(s, { raw: session.rawState, journal: rq.journal, kept: rq.kept });
  } else if (t.kept) facts = keptFacts(s, p, t.kept, { raw: session.rawState, journal: rq.journal, kept: rq.kept });
  else facts = commonFacts(s, p, session, rq);
  const counts: Record<string, HookCounts[string]> = {};
  for (const pt of t.points)
    if (pt.hook) {
      const hook = await hooks!.count(pt.hook);
      if (!hook) throw new Error(`${p.id}: validate let the count hook ${pt.hook} through`);
      counts[pt.hook] = hook(s, facts);
    }
  // A tally writes nothing, so a preview is the same report: it is not marked as one.
  const { game, procedure, kind } = reportHead(s, p, session);
  return runTally(s, p, t, facts, counts, rq.fractions, { game, procedure, kind, preview: false });
}

/**
 * The facts from the journal's common keys: units eliminated (`eliminated`) or exited (`exited`), where each
 * unit stands (a position file, else the journal's `positions`, else its set-up), and a place held by the one
 * side whose units stand in it (none when both do). The game is over once the journal's turn reaches the
 * procedure's last turn.
 */
function commonFacts(s: Scenario, p: VictoryProcedure, session: Session, rq: TallyRequest): VictoryFacts {
  const eliminated = new Set(session.state<string[]>('eliminated', []));
  const exited = new Set(session.state<string[]>('exited', []));
  const where = standingOf(s, session, rq.position);
  const sideOf = new Map<string, string>();
  const units: { ref: string; side: string; status: TallyStatus }[] = [];
  for (const u of s.units)
    for (const ref of refsOf(u)) {
      sideOf.set(ref, u.side);
      const status: TallyStatus = eliminated.has(ref)
        ? 'eliminated'
        : exited.has(ref)
          ? 'exited'
          : where.has(ref)
            ? 'map'
            : 'unplaced';
      units.push({ ref, side: u.side, status });
    }
  const place = (name: string) =>
    s.map?.kind === 'hex' ? (s.map.places.find((x) => x.name === name)?.at ?? name) : name;
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const turn = rq.turn ?? 0;
  return {
    turn,
    final: p.lastTurn !== undefined && turn >= p.lastTurn,
    holder(name) {
      const at = place(name).toUpperCase();
      const sides = new Set([...where].filter(([, x]) => x.toUpperCase() === at).map(([ref]) => sideOf.get(ref)!));
      const side = sides.size === 1 ? [...sides][0] : undefined;
      return {
        side,
        said: side
          ? msg('victory.tally.heldBy', { place: name, side: sideName(side) })
          : msg('victory.tally.heldByNone', { place: name }),
      };
    },
    units,
    entered: [],
    agreed: {},
  };
}

import { seededSource, seedState, type RandomSource, type RandomState } from '../dice/random-source.js';
import type { Journal, JournalRoll, WithdrawnRoll } from './journal.js';
import { msg, type Message } from '../messages.js';

export { undoLast, valueWords, rollInWords, entryInWords, type Undone } from './journal-entries.js';

export interface ReplayDifference {
  entry: number;
  command: string;
  /** Which of the entry's rolls (1-based), or 0 when the generator itself stood elsewhere. */
  roll: number;
  journal: number[];
  replayed: number[];
  why: Message;
  /** The difference is in the generator the journal keeps for the next roll, not in an entry's. */
  generator?: true;
  /** Set when the difference is in a roll taken back by undo (entry is then the number it had). */
  withdrawn?: boolean;
}

/** Machine dice replay could not draw again, and why: named, never counted as reproduced. */
export interface UncheckedDice {
  /** The entry's number (for a withdrawn roll, the number it had). */
  entry: number;
  command: string;
  dice: number;
  withdrawn: boolean;
  why: 'unseeded' | 'sides-unknown' | 'off-the-sequence';
}

export interface ReplayReport {
  seed?: string;
  entries: number;
  /** Entries whose machine dice were drawn again and matched. */
  checked: number;
  /** Machine dice drawn again and matched, withdrawn ones included. */
  machineDice: number;
  /** Every machine die the journal holds: its entries', its withdrawn rolls' and a waiting choice's. */
  totalMachineDice: number;
  /** Rolls taken back by undo whose dice were drawn again in their place. */
  withdrawn: number;
  /** Entries whose machine dice came from the unseeded generator and cannot be drawn again. */
  unseeded: number[];
  /** Every roll whose machine dice were not drawn again, with the reason. */
  unchecked: UncheckedDice[];
  difference?: ReplayDifference;
}

/** A seed the journal's dice came from, and the number of the first entry (or taken-back roll) that used it. */
export interface SeedUse {
  seed: string;
  from: number;
}

/**
 * The seeds of a journal in the order it first rolled from them: the seed of its first seeded roll, then each new
 * --seed given along the way. The journal's generator names only the last, which `journal show` once printed as
 * the seed the journal was started with.
 */
export function seedsOf(j: Journal): SeedUse[] {
  const uses = [
    ...j.entries.map((e, i) => ({ at: e.at, rng: e.rng, n: i + 1 })),
    ...(j.withdrawn ?? []).map((w) => ({ at: w.at, rng: w.rng, n: w.number })),
    ...(j.pending ? [{ at: j.pending.at, rng: j.pending.rng, n: j.entries.length + 1 }] : []),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const seeds: SeedUse[] = [];
  for (const u of uses)
    if (u.rng && !seeds.some((x) => x.seed === u.rng!.seed)) seeds.push({ seed: u.rng.seed, from: u.n });
  // A journal kept before entries held their generator has its one seed only.
  if (j.rng && !seeds.some((x) => x.seed === j.rng!.seed)) seeds.push({ seed: j.rng.seed, from: j.entries.length + 1 });
  return seeds;
}

/** The seeds after the first, as the journal's messages list them: ", then "3" from #2", each holding the next. */
export function laterSeeds(seeds: readonly SeedUse[]): Message | string {
  return seeds
    .slice(1)
    .reduceRight<Message | string>((later, x) => msg('journal.seedFrom', { seed: x.seed, entry: x.from, later }), '');
}

const sidesOf = (r: JournalRoll) => Number(r.spec.match(/d(\d+)$/)?.[1] ?? 6);
const sameState = (a: RandomState | undefined, b: RandomState | undefined) =>
  !!a && !!b && a.seed === b.seed && a.state.every((w, i) => w === b.state[i]);
const machineCount = (rolls: readonly JournalRoll[]) =>
  rolls.filter((r) => !r.entered).reduce((n, r) => n + r.faces.length, 0);

/** The rolls of a waiting choice, drawn so far: one die each with its sides. */
function pendingRolls(j: Journal): JournalRoll[] {
  const p = j.pending;
  if (!p) return [];
  return p.machine.map((f, i) => ({
    spec: `1d${p.machineSides?.[i] ?? 6}`,
    faces: [f],
    total: f,
    entered: false,
    ...(p.machineSides?.[i] ? {} : { sidesUnknown: true }),
  }));
}

/**
 * Draws every machine die of the journal again from its first seed and compares each with what was written:
 * the entries in order, and in their places in the generator's sequence the rolls undo took back (the generator
 * went on past them) and a choice still waiting. A new --seed along the way starts its generator afresh, as the
 * command did. Hand dice are skipped: no generator made them. Dice that cannot be drawn again (the unseeded
 * generator's, or off the sequence) are named in `unchecked`, never counted as reproduced. The first difference
 * ends the replay; so does a journal whose generator stands anywhere but where its dice leave it.
 */
export function replayJournal(j: Journal): ReplayReport {
  const report: ReplayReport = {
    entries: j.entries.length,
    checked: 0,
    machineDice: 0,
    totalMachineDice: 0,
    withdrawn: 0,
    unseeded: [],
    unchecked: [],
  };
  const withdrawn = (j.withdrawn ?? []).map((w) => ({ w, used: false }));
  report.totalMachineDice =
    j.entries.reduce((n, e) => n + machineCount(e.rolls), 0) +
    withdrawn.reduce((n, { w }) => n + machineCount(w.rolls), 0) +
    (j.pending?.machine.length ?? 0);
  let gen: RandomSource | undefined;
  let seed: string | undefined;
  const begin = (start: RandomState) => {
    if (gen && start.seed === seed) return;
    seed = start.seed;
    report.seed ??= seed;
    gen = seededSource(seed);
  };
  /** Draws the rolls again; false (with the difference kept) at the first die that differs. */
  const draw = (rolls: readonly JournalRoll[], entry: number, command: string, isWithdrawn: boolean): boolean => {
    for (const [k, r] of rolls.entries()) {
      if (r.entered) continue;
      const again = r.faces.map(() => gen!.int(1, sidesOf(r)));
      if (again.some((f, x) => f !== r.faces[x])) {
        report.difference = {
          entry,
          command,
          roll: k + 1,
          journal: r.faces,
          replayed: again,
          why: msg('journal.differs.faces', { replayed: again.join(' '), journal: r.faces.join(' ') }),
          ...(isWithdrawn ? { withdrawn: true } : {}),
        };
        return false;
      }
      report.machineDice += again.length;
    }
    return true;
  };
  /**
   * Moves the generator up to `target` through the withdrawn rolls that start where it stands. 'stuck' when
   * no withdrawn roll bridges the gap, 'differs' when one of them does not reproduce.
   */
  const catchUp = (target: RandomState): 'ok' | 'stuck' | 'differs' => {
    while (!sameState(gen!.state(), target)) {
      const at = gen!.state();
      const next = withdrawn.find((x) => !x.used && sameState(x.w.rng, at));
      if (!next) return 'stuck';
      next.used = true;
      if (next.w.rolls.some((r) => !r.entered && r.sidesUnknown)) {
        report.unchecked.push(uncheckedOf(next.w, 'sides-unknown'));
        return 'stuck';
      }
      if (!draw(next.w.rolls, next.w.number, next.w.command, true)) return 'differs';
      report.withdrawn++;
    }
    return 'ok';
  };
  /** Draws the withdrawn rolls that go on from where the generator stands; false when one does not reproduce. */
  const drain = (): boolean => {
    for (;;) {
      const at = gen?.state();
      const next = at && withdrawn.find((x) => !x.used && sameState(x.w.rng, at));
      if (!next) return true;
      next.used = true;
      if (next.w.rolls.some((r) => !r.entered && r.sidesUnknown)) {
        report.unchecked.push(uncheckedOf(next.w, 'sides-unknown'));
        return true;
      }
      if (!draw(next.w.rolls, next.w.number, next.w.command, true)) return false;
      report.withdrawn++;
    }
  };
  /**
   * Starts the generator `start` names. A seed left for another keeps the rolls undo took back after its last entry,
   * and a seed given and then left with all its rolls taken back has no entry at all: both are drawn before the
   * switch, or replay would call their dice off the sequence (and name the later seed as the journal's first).
   */
  const switchTo = (start: RandomState, before?: string): boolean => {
    if (gen && start.seed === seed) return true;
    if (!drain()) return false;
    const left = withdrawn
      .filter((x) => !x.used && x.w.rng && x.w.rng.seed !== start.seed && (before === undefined || x.w.at < before))
      .sort((a, b) => (a.w.at < b.w.at ? -1 : a.w.at > b.w.at ? 1 : 0));
    for (const x of left) {
      if (x.used || x.w.rng!.seed === seed) continue;
      begin({ ...x.w.rng!, state: seedState(x.w.rng!.seed) });
      if (!drain()) return false;
    }
    begin(start);
    return true;
  };
  const stuck = (entry: number, command: string, target: RandomState, why: Message, generator?: true) => {
    report.difference = {
      entry,
      command,
      roll: 0,
      journal: target.state,
      replayed: gen!.state()!.state,
      why,
      ...(generator ? { generator } : {}),
    };
  };
  for (const [i, e] of j.entries.entries()) {
    const n = i + 1;
    const machine = machineCount(e.rolls);
    // Entries written before entries kept their generator: the journal's one seed is all there is to go on.
    const start: RandomState | undefined =
      e.rng ?? (!e.undo && j.rng ? (gen?.state() ?? { ...j.rng, state: seedState(j.rng.seed) }) : undefined);
    if (!start) {
      if (machine) {
        report.unseeded.push(n);
        report.unchecked.push({ entry: n, command: e.command, dice: machine, withdrawn: false, why: 'unseeded' });
      }
      continue;
    }
    if (!switchTo(start, e.at)) return finish(report, withdrawn);
    const caught = catchUp(start);
    if (caught === 'differs') return finish(report, withdrawn);
    if (caught === 'stuck') {
      stuck(n, e.command, start, msg('journal.differs.entry'));
      return finish(report, withdrawn);
    }
    if (!draw(e.rolls, n, e.command, false)) return finish(report, withdrawn);
    if (machine) report.checked++;
  }
  // The rolls after the last entry: a choice still waiting, withdrawn rolls, and the generator the journal keeps
  // for the next command, which must stand where they leave it (a generator set back would deal spent dice).
  const modern = j.entries.every((e) => e.undo);
  const p = j.pending;
  if (p?.rng) {
    if (!switchTo(p.rng, p.at)) return finish(report, withdrawn);
    const caught = catchUp(p.rng);
    if (caught === 'differs') return finish(report, withdrawn);
    if (caught === 'stuck') {
      stuck(j.entries.length + 1, p.command, p.rng, msg('journal.differs.pending'));
      return finish(report, withdrawn);
    }
    const rolls = pendingRolls(j);
    if (rolls.some((r) => r.sidesUnknown)) {
      report.unchecked.push({
        entry: j.entries.length + 1,
        command: p.command,
        dice: rolls.length,
        withdrawn: false,
        why: 'sides-unknown',
      });
      return finish(report, withdrawn);
    }
    if (!draw(rolls, j.entries.length + 1, p.command, false)) return finish(report, withdrawn);
  } else if (p?.machine.length)
    report.unchecked.push({
      entry: j.entries.length + 1,
      command: p.command,
      dice: p.machine.length,
      withdrawn: false,
      why: 'unseeded',
    });
  if (j.rng && modern) {
    if (!switchTo({ ...j.rng, state: seedState(j.rng.seed) })) return finish(report, withdrawn);
    const caught = catchUp(j.rng);
    if (caught === 'differs') return finish(report, withdrawn);
    if (caught === 'stuck')
      stuck(j.entries.length + 1, 'the journal’s generator', j.rng, msg('journal.differs.next'), true);
  }
  return finish(report, withdrawn);
}

function uncheckedOf(w: WithdrawnRoll, why: UncheckedDice['why']): UncheckedDice {
  return { entry: w.number, command: w.command, dice: machineCount(w.rolls), withdrawn: true, why };
}

/** Withdrawn rolls with machine dice that replay never reached are named, never passed over in silence. */
function finish(report: ReplayReport, withdrawn: { w: WithdrawnRoll; used: boolean }[]): ReplayReport {
  for (const { w, used } of withdrawn) {
    if (used || !machineCount(w.rolls)) continue;
    report.unchecked.push(uncheckedOf(w, w.rng ? 'off-the-sequence' : 'unseeded'));
  }
  return report;
}

import { describe, expect, it, vi } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';

// The page's script takes src/parts/companion/page/schema-lite.ts where the rules modules import zod
// (rolldown.config.mjs). Every schema those modules build is run here twice over the same inputs, once on zod and
// once on the stand-in, and must read alike: the same value out (defaults filled, unknown keys kept, key order)
// or the same refusal (the page shows it). The inputs are good journals and states, and each of them broken at
// every place in it, in every way a hand-edited or damaged file could be.

const MODULES = {
  journal: '../../src/assist/journal/journal-format.js',
  veritable: '../../src/games/veritable/state.js',
  remagen: '../../src/games/remagen/state.js',
  nordwind: '../../src/games/nordwind/state.js',
  doad: '../../src/games/death-of-a-division/state.js',
  turnLog: '../../src/rules/shared/turn-log.js',
} as const;
type Loaded = { [K in keyof typeof MODULES]: Record<string, unknown> };

async function loadAll(lite: boolean): Promise<Loaded> {
  vi.resetModules();
  if (lite) vi.doMock('zod', () => import('../../src/parts/companion/page/schema-lite.js'));
  else vi.doUnmock('zod');
  const out: Record<string, Record<string, unknown>> = {};
  for (const [k, p] of Object.entries(MODULES)) out[k] = await import(p);
  return out as Loaded;
}

/** A call's outcome as text: the value it returned, key order and all, or the message it refused with. */
function outcome(f: () => unknown): string {
  try {
    return `ok ${JSON.stringify(f())}`;
  } catch (e) {
    return `refused ${(e as Error).message}`;
  }
}

const WRONG: unknown[] = [
  undefined,
  null,
  'x',
  '',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 60,
  Number.NaN,
  true,
  [],
  ['x'],
  [0, 0, 0, 0],
  {},
  { stray: 1 },
  'a'.repeat(120),
];

/** The input broken at each place in it: every value replaced by each wrong one, or dropped, and a key added. */
function broken(good: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown, set: (x: unknown) => unknown) => {
    for (const w of WRONG) out.push(set(w));
    if (Array.isArray(v))
      v.forEach((x, i) =>
        walk(x, (y) => {
          const c = [...v];
          c[i] = y;
          return set(c);
        }),
      );
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      out.push(set({ ...o, stray: 1 }));
      out.push(set({ stray: 1, ...o }));
      for (const k of Object.keys(o)) {
        const { [k]: _gone, ...rest } = o;
        out.push(set(rest));
        walk(o[k], (y) => set({ ...o, [k]: y }));
      }
    }
  };
  walk(good, (x) => x);
  return out;
}

const roll = { spec: '1d6', faces: [4], total: 4, entered: false };
const rng = { kind: 'xoroshiro128plus', seed: 's', state: [1, -2, 3, 4] };
const journal = {
  version: 1,
  game: 'veritable',
  created: '2026-01-01T00:00:00.000Z',
  rng,
  state: { turn: 2 },
  entries: [
    { at: 't', command: 'combat veritable', inputs: { odds: '3:1' }, rolls: [roll], result: { r: 'DR' }, turn: 2 },
    {
      at: 't',
      command: 'air veritable',
      inputs: {},
      rolls: [],
      result: null,
      rng,
      undo: { state: {}, absent: ['turn'], rng: null },
    },
  ],
  pending: {
    at: 't',
    command: 'combat veritable',
    flags: {},
    choices: ['a'],
    machine: [3],
    machineSides: [6],
    rng,
    undoRng: null,
    question: 'q',
    options: ['a', 'b'],
    rule: '6.5',
  },
  withdrawn: [
    {
      at: 't',
      undone: 't',
      kind: 'entry',
      command: 'c',
      number: 1,
      inputs: {},
      rolls: [roll],
      rng,
    },
  ],
};
const common = { turn: 3, phase: 'fire', eliminated: ['u1'], positions: { u1: 'B2' } };
const thisTurn = { turn: 3, side: 'allied', done: ['german'], phase: 'fire', acted: { fired: ['u1'] } };
const remagen = {
  ...common,
  damage: { u1: 1 },
  ludendorff: { collapsed: true, turn: 2 },
  pontoons: { p1: { lu: 2, completed: false, completedOnTurn: 3 } },
  labourRolls: { turn: 3, engineers: ['e1'] },
  drop: { turn: 2, centre: 'C3', blocked: false },
  thisTurn,
  engaged: [{ sector: 'B2', turn: 3 }],
};
const nordwind = {
  ...common,
  hands: { german: ['c1'] },
  deck: { discard: ['c2'], removed: ['c3'] },
  snow: [2],
  replaced: { u2: 10 },
  engaged: [{ area: 'A1', turn: 2 }],
  reservesReleased: ['c4'],
  exited: 2,
  germanHolds: ['A2'],
};
const doad = {
  ...common,
  hits: { u1: 1 },
  fired: { turn: 3, units: ['u1'] },
  surprised: ['u2'],
  arrivals: { u3: 4 },
};

describe("the page's zod stand-in reads every journal and state as zod does", async () => {
  const real = await loadAll(false);
  const lite = await loadAll(true);
  vi.doUnmock('zod');

  it('is a different module from zod (the comparison compares something)', () => {
    expect(real.journal.checkJournal).not.toBe(lite.journal.checkJournal);
    // A schema built on the stand-in has none of zod's own members.
    expect('_zod' in (real.turnLog.turnLogSchema as object)).toBe(true);
    expect('_zod' in (lite.turnLog.turnLogSchema as object)).toBe(false);
  });

  const same = (inputs: unknown[], call: (m: Loaded, x: unknown) => unknown, refuses = true) => {
    const differ: string[] = [];
    let refused = 0;
    for (const x of inputs) {
      const a = outcome(() => call(real, x));
      const b = outcome(() => call(lite, x));
      if (a.startsWith('refused')) refused++;
      if (a !== b) differ.push(`${JSON.stringify(x)?.slice(0, 300)}\n  zod:  ${a}\n  lite: ${b}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // Both kinds of answer were asked for: some inputs read, most are refused.
    if (!refuses) return;
    expect(refused).toBeGreaterThan(inputs.length / 3);
    expect(refused).toBeLessThan(inputs.length);
  };

  it('a journal file (checkJournal: what Import and the stored journal pass through)', () => {
    const check = (m: Loaded, x: unknown) => (m.journal.checkJournal as (f: string, d: unknown) => unknown)('j', x);
    same([journal, ...broken(journal)], check);
  });

  it("each game's state, as its hooks read it from the journal", () => {
    const st = (name: string, fn: string) => (m: Loaded, x: unknown) =>
      (m[name as keyof Loaded][fn] as (r: unknown, j: string) => unknown)(x, 'j');
    same([remagen, {}, ...broken(remagen)], st('remagen', 'remagenState'));
    same([nordwind, {}, ...broken(nordwind)], st('nordwind', 'nordwindState'));
    same([doad, {}, ...broken(doad)], st('doad', 'doadState'));
  });

  it("Veritable's typed state, from its initial state and one in play", () => {
    const s = loadScenario('data/veritable');
    const start = (real.veritable.initialState as (s: unknown) => Record<string, unknown>)(s);
    const played = structuredClone(start) as Record<string, unknown>;
    Object.assign(played, { turn: 3, phase: 'german', combats: 4 });
    const parse = (m: Loaded, x: unknown) => {
      const r = (m.veritable.veritableState as { safeParse(x: unknown): unknown }).safeParse(x) as {
        success: boolean;
        data?: unknown;
        error?: { issues: { path: unknown; message: string; code: string }[] };
      };
      if (r.success) return r.data;
      throw new Error(JSON.stringify(r.error!.issues.map((i) => [i.code, i.path, i.message])));
    };
    // The whole state broken everywhere is large; its units are alike, so one unit stands for all.
    const units = start.units as Record<string, unknown>;
    const first = Object.keys(units)[0];
    const small = { ...start, units: { [first]: units[first] } };
    same([start, played, ...broken(small)], parse);
  });

  it("this turn's log, which reads a damaged log as a fresh one", () => {
    same(
      [thisTurn, ...broken(thisTurn)],
      (m, x) => (m.turnLog.turnLogFor as (r: unknown, t: number) => unknown)(x, 3),
      false,
    );
  });
});

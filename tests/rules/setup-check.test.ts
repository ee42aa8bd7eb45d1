import { describe, it, expect, afterAll } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { gameWords, render, type Message } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';
import { gridMapIndex } from '../../src/assist/map/grid-map-index.js';
import { positionItems, readPositionFile } from '../../src/assist/position/position-file.js';
import { checkSetup, type SetupEntry } from '../../src/rules/setup-check.js';
import { findStackingHook } from '../../src/games/game-hooks.js';
import type { HexMap, SquareMap } from '../../src/model/types.js';
import type { Scenario } from '../../src/model/scenario.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';

// The declared set-up check (rules.yaml, a `kind: setup`), judged by the rules engine:
// Veritable's 10.0 (10.1, 10.2, the outposts of 8.4, stacking 6.3) and Remagen's Initial Setup with Sector
// Capacity, each problem worded by the data with its section; and validate refusing a declaration that names what
// the game lacks.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const declared = (s: Scenario) => {
  const p = s.rules!.procedures.find((x) => x.kind === 'setup');
  const decl = p?.kind === 'setup' ? p.setup : undefined;
  if (!p || !decl) throw new Error('no set-up declared');
  return { id: p.id, decl };
};

const judge = async (s: Scenario, entries: SetupEntry[]) => {
  const { id, decl } = declared(s);
  const hook = s.rules?.movement?.stacking?.hook;
  const stacking = hook ? await findStackingHook(hook) : undefined;
  const index = gridMapIndex(s.map as HexMap | SquareMap);
  const r = checkSetup({ scenario: s, procedure: id, index, stacking }, decl, entries);
  return { ...r, problems: r.problems.map((m) => render(m)), steps: r.steps.map((m) => render(m)) };
};

describe('Veritable set-up (10.0) from its declaration', () => {
  const s = loadScenario('data/veritable');
  const good = readPositionFile('data/veritable/examples/setup.yaml', s).entries;
  const moved = (moves: Record<string, string>) =>
    good.map((e) => (moves[e.ref] ? { ...e, at: moves[e.ref] } : e)).filter((e) => moves[e.ref] !== '');

  it('10.0: the example set-up is legal, with the outposts covering F3-F9 (8.4)', async () => {
    const r = await judge(s, good);
    expect(r.problems).toEqual([]);
    expect(r.steps).toEqual([
      'The outposts and their zones of control cover every front-line hex, F3 to F9 (8.4)',
      'German units placed: 16; Allied units placed: 15; in the strategic reserves: 12 (10.1, 10.2)',
      'The set-up is legal; play begins with the Allied player turn of turn 1 (10.2)',
    ]);
  });

  it('10.1, 10.2: a unit outside its side’s zone and a unit left off, each with its side’s section', async () => {
    const r = await judge(s, moved({ 'gr-1051': 'E5', '44-bde': '' }));
    expect(r.problems).toContain('44-bde is not placed: it sets up in west-of-front (10.2)');
    expect(r.problems).toContain('gr-1051 in E5 is outside its set-up zone, east of the front line (10.1)');
  });

  it('8.1, 10.2: a strategic reserve unit placed on the map', async () => {
    const [extra] = positionItems(s, ['129-bde@D3']);
    const r = await judge(s, [...good, extra]);
    expect(r.problems[0]).toBe('129-bde starts in the strategic reserve (allied-reserve), not on the map (10.2, 8.1)');
  });

  it('8.4: outposts stand on the front line or east of it, and must cover every front-line hex', async () => {
    const west = await judge(s, moved({ 'outpost-1': 'D3' }));
    expect(west.problems[0]).toBe('outpost-1 in D3: outposts stand on the front line or east of it (8.4, 10.1)');
    const one = await judge(s, moved({ 'outpost-3': 'M8' }));
    expect(one.uncovered).toEqual(['F9']);
    expect(one.problems).toContain(
      'the outposts, by their hexes or zones of control, leave front-line hex F9 uncovered; they must cover F3 to F9 ' +
        'before any is set elsewhere (8.4)',
    );
    const many = await judge(s, moved({ 'outpost-3': 'M8', 'outpost-2': 'M9' }));
    expect(many.problems.at(-1)).toMatch(
      /^the outposts, .* leave front-line hexes F6, F7, F8, F9 uncovered; .*\(8\.4\)$/,
    );
  });

  it('6.3: stacking at the start, and both sides in one hex', async () => {
    const flak = await judge(s, moved({ 'flak-1': 'O11', 'flak-2': 'O11', 'flak-3': 'O11' }));
    expect(flak.problems).toEqual([
      'O11: 3 battalions, batteries or Kampfgruppen (flak-1, flak-2, flak-3); only one may join a stack (6.3)',
    ]);
    const both = await judge(s, moved({ 'gr-1052': 'E4' }));
    expect(both.problems).toContain(
      'E4: units of both sides in one hex; no unit may enter an enemy-occupied hex (6.3)',
    );
  });

  it('a copy declaring prohibited terrain refuses a unit starting there, with the declared section', async () => {
    const copy = structuredClone(s);
    const { decl } = declared(copy);
    decl.prohibited.push({ terrain: 'flooded', says: '{ref} may not start in {terrain} {at}', section: '10.0' });
    const r = await judge(copy, moved({ 'gr-1051': 'J1' }));
    expect(r.problems).toContain('gr-1051 may not start in flooded J1');
    expect(r.problems).not.toContain('gr-1052 may not start in flooded G5');
  });
});

describe('Remagen Initial Setup and Sector Capacity from its declaration', () => {
  const s = loadScenario('data/remagen');
  const us = s.units.find((u) => u.setup?.location === 'us-start')!;
  const later = s.units.find((u) => u.setup?.location === 'us-entry')!;
  const refOf = (u: typeof us) => (u.count > 1 ? `${u.id}#1` : u.id);

  it('Initial Setup: a unit that arrives later, and the units left off together at the end', async () => {
    const r = await judge(s, [
      { ref: refOf(later), unit: later, at: 'G4' },
      { ref: refOf(us), unit: us, at: 'G4' },
    ]);
    expect(r.problems[0]).toBe(
      `${refOf(later)} in G4 does not set up: it arrives later, waits for the German Replacement Sectors or the ` +
        'drop (Initial Setup)',
    );
    expect(r.problems.at(-1)).toMatch(/^not set up: .* \(Initial Setup\)$/);
    expect(r.problems.at(-1)).not.toContain(`${refOf(us)},`);
  });

  it('Initial Setup: a unit outside its zone is told its sectors', async () => {
    const r = await judge(s, [{ ref: refOf(us), unit: us, at: 'A1' }]);
    expect(r.problems[0]).toMatch(new RegExp(`^${refOf(us)} in A1 sets up in G2, G3, .* \\(Initial Setup\\)$`));
  });

  it('Sector Capacity: a sector over its capacity at the start, through the declared stacking hook', async () => {
    const refs = Array.from({ length: us.count }, (_, i) => (us.count > 1 ? `${us.id}#${i + 1}` : us.id));
    const more = s.units.filter((u) => u.setup?.location === 'us-start' && u.id !== us.id).slice(0, 6);
    const entries = [
      ...refs.map((ref) => ({ ref, unit: us, at: 'G4' })),
      ...more.map((u) => ({ ref: refOf(u), unit: u, at: 'G4' })),
    ];
    const r = await judge(s, entries);
    expect(r.problems.find((p) => p.startsWith('G4 holds'))).toMatch(
      /over its capacity, .* do not fit \(Sector Capacity\)$/,
    );
  });
});

describe('validate: a set-up declaration names what the game has', () => {
  const edit = (from: string | RegExp, to: string) => {
    const dir = brokenCopy('data/veritable', { 'rules.yaml': [[from, to]] });
    dirs.push(dir);
    return problemsOf(dir).map((p) => formatProblem(p));
  };

  it('an unknown zone, side and terrain, with file:line and did-you-mean', () => {
    expect(edit('zones: [front-line, east-of-front]', 'zones: [front-line, east-of-frnt]').join('\n')).toMatch(
      new RegExp(
        String.raw`rules\.yaml:\d+.*setup\.instead\[0\]\.zones\[1\].*` +
          String.raw`no zone, line or edge of the map "east-of-frnt" \(did you mean "east-of-front"\?\)`,
      ),
    );
    expect(edit('sides: { german: "10.1"', 'sides: { germans: "10.1"').join('\n')).toMatch(
      /rules\.yaml:\d+.*setup\.sides\.germans.*no side "germans" \(did you mean "german"\?\)/,
    );
    expect(
      edit(
        'stacking: { bothSides: true }',
        'stacking: { bothSides: true }\n        prohibited: [{ terrain: floded, says: "{ref}", section: "10.0" }]',
      ).join('\n'),
    ).toMatch(/rules\.yaml:\d+.*setup\.prohibited\[0\]\.terrain.*no terrain "floded" \(did you mean "flooded"\?\)/);
  });

  it('an unknown field, a step left unworded and a value a step does not give', () => {
    expect(edit('        cover: {', '        covers: {').join('\n')).toMatch(/rules\.yaml:\d+.*covers/);
    expect(edit(/\n {10}covered: [^\n]*/, '').join('\n')).toMatch(/rules\.yaml:\d+.*setup\.says.*says lacks covered/);
    expect(edit('stacked: "{at}: {problem}"', 'stacked: "{at}: {problm}"').join('\n')).toMatch(
      /rules\.yaml:\d+.*setup\.says\.stacked.*"problm" \(did you mean "problem"\?\)/,
    );
  });
});

describe('a copy under a new id judges the same set-up the same way', () => {
  it('10.0: the Veritable copy finds the same problems', async () => {
    const dir = brokenCopy('data/veritable', {});
    dirs.push(dir);
    const copy = loadScenario(dir);
    const s = loadScenario('data/veritable');
    const file = join('data/veritable/examples/setup.yaml');
    const entries = readPositionFile(file, copy).entries.map((e) => (e.ref === 'outpost-3' ? { ...e, at: 'M8' } : e));
    const original = readPositionFile(file, s).entries.map((e) => (e.ref === 'outpost-3' ? { ...e, at: 'M8' } : e));
    expect((await judge(copy, entries)).problems).toEqual((await judge(s, original)).problems);
  });
});

describe('the set-up words in Russian come from the locale files', () => {
  const inRussian = (s: Scenario, problems: Message[]) => {
    const words = { ...gameWords('ru'), ...RU.rules, ...s.locales.ru!.words.rules };
    return problems.map((m) => render(m, words));
  };

  it('10.0, 8.4: Veritable’s problems are worded by setup.says.* in data/veritable/locales/ru.yaml', () => {
    const s = loadScenario('data/veritable');
    const { id, decl } = declared(s);
    const entries = readPositionFile('data/veritable/examples/setup.yaml', s)
      .entries.map((e) => (e.ref === 'outpost-1' ? { ...e, at: 'D3' } : e))
      .filter((e) => e.ref !== '44-bde');
    const index = gridMapIndex(s.map as HexMap);
    const r = checkSetup({ scenario: s, procedure: id, index }, decl, entries);
    const ru = inRussian(s, r.problems);
    expect(ru).toContain('44-bde не расставлена, её место: west-of-front (10.2)');
    expect(ru).toContain('outpost-1 в D3: аванпосты стоят на линии фронта или восточнее (8.4, 10.1)');
    for (const line of ru) expect(line).not.toMatch(/\b(the|is|in|not)\b/);
  });

  it('Initial Setup: Remagen’s problems are worded in data/remagen/locales/ru.yaml', () => {
    const s = loadScenario('data/remagen');
    const { id, decl } = declared(s);
    const us = s.units.find((u) => u.setup?.location === 'us-start')!;
    const ref = us.count > 1 ? `${us.id}#1` : us.id;
    const index = gridMapIndex(s.map as SquareMap);
    const r = checkSetup({ scenario: s, procedure: id, index }, decl, [{ ref, unit: us, at: 'A1' }]);
    const ru = inRussian(s, r.problems);
    expect(ru[0]).toMatch(new RegExp(`^${ref} в A1 расставляется в G2, .* \\(Initial Setup\\)$`));
    expect(ru.at(-1)).toMatch(/^не расставлены: /);
  });
});

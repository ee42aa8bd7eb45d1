import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { positionItems } from '../../src/assist/position/position-entries.js';
import type { OverrunProcedure } from '../../src/model/schema/rules.js';
import { render, type KeyedRefusal } from '../../src/assist/messages.js';
import { strengthRatio } from '../../src/rules/strength-ratio.js';
import { stepChance, stepRolled, stepTable } from '../../src/rules/step-roll.js';
import { checkTurnLimit, limitCounts, limitRecorded, limitUntracked } from '../../src/rules/turn-limit.js';

// A hook's declared steps (rules.yaml `ratio`, `successRoll`, `limit`), judged by the engine: Death of a Division's
// overrun needs 6-1 by strength with artillery defending as 1 (rules 5, 7), succeeds on the overrun chart's 4-6
// (5), and a unit makes at most two a turn, none after a failure stopped it (5). A copy declaring other numbers
// plays by them.

const G = 'death-of-a-division';
const dirs: string[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-hook-steps-'));
afterAll(() => {
  dirs.forEach(cleanup);
  rmSync(tmp, { recursive: true, force: true });
});

const s = loadScenario(`data/${G}`);
const p = s.rules!.procedures.find((x): x is OverrunProcedure => x.kind === 'overrun')!;
const units = (items: string[], hits: Record<string, number> = {}) =>
  positionItems(s, items).map((e) => ({ ref: e.ref, unit: e.unit, hits: hits[e.ref] ?? 0 }));
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return render((e as KeyedRefusal).why);
  }
  throw new Error('not refused');
};
const ARGS = ['--into', 'krewinkel', '--defenders', 'us-18-cav-c@krewinkel'];
const copy = (edits: Parameters<typeof brokenCopy>[1]) => {
  const dir = brokenCopy(`data/${G}`, edits);
  dirs.push(dir);
  return dir;
};

describe('a hook’s ratio of strengths (rules.yaml `ratio`)', () => {
  it('5: 6-1 or better by strength less hits, rounded down (12-2 and 18-3 are 6-1); 11-2 is refused', () => {
    const r = strengthRatio(
      p.ratio!,
      units(['de-294-vgr@losheim', 'de-18-ag@losheim', 'de-18-mobile@losheim']),
      units(['us-18-cav-c@krewinkel']),
    );
    expect([r.attack, r.defence, r.odds]).toEqual([12, 2, '6-1']);
    expect(render(r.attackers)).toBe('de-294-vgr 6 + de-18-ag 4 + de-18-mobile 2 = 12');
    expect(render(r.met)).toBe('12-2 is 6-1: 6-1 or better');
    const short = () =>
      strengthRatio(
        p.ratio!,
        units(['de-294-vgr@losheim', 'de-18-ag@losheim', 'de-18-mobile@losheim'], { 'de-18-mobile': 1 }),
        units(['us-18-cav-c@krewinkel']),
      );
    expect(refusal(short)).toBe('11-2 is 5-1: an overrun needs 6-1 or better (12 strength against 2)');
  });

  it('7: artillery defends as 1 whatever its strength, and the totals say so', () => {
    const r = strengthRatio(p.ratio!, units(['de-294-vgr@losheim']), units(['us-592-fa@krewinkel']));
    expect([r.defence, r.odds]).toEqual([1, '6-1']);
    expect(render(r.defenders)).toBe('us-592-fa 1 (artillery counts 1) = 1');
  });

  it('5: a copy declaring 3-1 lets the 294th overrun a whole troop; the bundled game refuses it', async () => {
    const dir = copy({ 'rules.yaml': [['        atLeast: 6\n', '        atLeast: 3\n']] });
    const mine = await runCli('overrun', dir, '--movers', 'de-294-vgr@losheim', ...ARGS, '--preview', '--json');
    expect(mine.code, mine.err).toBe(0);
    expect(JSON.parse(mine.out)).toMatchObject({ attack: 6, defence: 2, odds: '3-1' });
    const original = await runCli('overrun', G, '--movers', 'de-294-vgr@losheim', ...ARGS, '--preview');
    expect(original.code).toBe(1);
    expect(original.err).toContain('6-2 is 3-1: an overrun needs 6-1 or better (12 strength against 2)');
  });
});

describe('a hook’s success roll on a die table in charts.yaml (rules.yaml `successRoll`)', () => {
  it('5: the overrun succeeds on 4, 5 or 6 of one die, 3 in 6, and each roll says the chart’s row', () => {
    const table = stepTable(s, p.successRoll!);
    expect(render(stepChance(table, p.successRoll!).said)).toBe('It succeeds on 4-6: 3 in 6');
    expect([1, 2, 3, 4, 5, 6].map((n) => stepRolled(table, p.successRoll!, n).success)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(render(stepRolled(table, p.successRoll!, 2).said)).toBe(
      'Rolled 2: Fails: the moving units stop in that area',
    );
  });

  it('5: a copy whose overrun chart succeeds on 3-6 gives 4 in 6, and a 3 succeeds', async () => {
    const dir = copy({
      'charts.yaml': [
        ['{ roll: "1-3", results: ["Fails', '{ roll: "1-2", results: ["Fails'],
        ['{ roll: "4-6", results: ["Succeeds', '{ roll: "3-6", results: ["Succeeds'],
      ],
    });
    const movers = 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim';
    const r = await runCli('overrun', dir, '--movers', movers, ...ARGS, '--roll', '3', '--parting-dice', '1,1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('It succeeds on 3-6: 4 in 6');
    expect(r.out).toContain('Removed from play: us-18-cav-c');
  });
});

describe('a hook’s limit a turn, counted in the journal (rules.yaml `limit`)', () => {
  const limit = p.limit!;
  it('5: a third overrun in a turn is refused, a count from another turn is none', () => {
    const state = { overruns: { turn: 2, byUnit: { 'de-294-vgr': 2 }, stopped: [] } };
    const counts = limitCounts(limit, state, 2);
    expect(refusal(() => checkTurnLimit(limit, counts, ['de-294-vgr'], 2))).toBe(
      'de-294-vgr has made two overruns on turn 2 already (rule 5)',
    );
    expect(() => checkTurnLimit(limit, limitCounts(limit, state, 3), ['de-294-vgr'], 3)).not.toThrow();
    expect(limitRecorded(limit, limitCounts(limit, state, 3), ['de-294-vgr'], 3, true)).toEqual({
      overruns: { turn: 3, byUnit: { 'de-294-vgr': 1 }, stopped: [] },
    });
  });

  it('5: after a failed overrun the movers had to stop: no second try that turn', () => {
    const after = limitRecorded(limit, { byUnit: {}, stopped: [] }, ['de-294-vgr'], 2, false);
    expect(refusal(() => checkTurnLimit(limit, limitCounts(limit, after, 2), ['de-294-vgr'], 2))).toBe(
      'de-294-vgr failed an overrun on turn 2 and had to stop there (rule 5)',
    );
    // Without a turn nothing is counted, and the report says so.
    expect(limitRecorded(limit, { byUnit: {}, stopped: [] }, ['de-294-vgr'], undefined, false)).toEqual({});
    expect(render(limitUntracked(limit))).toBe('No turn given: the two-overruns-a-turn limit is not tracked');
  });

  it('5: the count is kept under the key older journals used (`overruns`), so theirs still hold', async () => {
    const file = join(tmp, 'journal.json');
    const one = await runCli(
      'overrun',
      G,
      '--movers',
      'de-294-vgr@losheim',
      ...['--into', 'krewinkel', '--defenders', 'us-18-cav-c@krewinkel', '--hits', 'us-18-cav-c=1'],
      ...['--roll', '2', '--turn', '2', '--journal', file],
    );
    expect(one.code, one.err).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).state.overruns).toEqual({
      turn: 2,
      byUnit: { 'de-294-vgr': 1 },
      stopped: ['de-294-vgr'],
    });
  });

  it('5: a copy declaring one overrun a turn refuses the second, in its own words', async () => {
    const dir = copy({
      'rules.yaml': [
        ['        count: 2\n', '        count: 1\n'],
        ['        text: two overruns\n', '        text: its one overrun\n'],
      ],
    });
    const file = join(dir, 'journal.json');
    const go = (from: string, into: string, defender: string) =>
      runCli(
        'overrun',
        dir,
        ...['--movers', `de-294-vgr@${from}`, '--into', into, '--defenders', `${defender}@${into}`],
        ...['--hits', 'us-18-cav-c=1,us-820-td=1', '--roll', '5', '--parting-dice', '1'],
        ...['--turn', '2', '--journal', file],
      );
    expect((await go('losheim', 'krewinkel', 'us-18-cav-c')).code).toBe(0);
    const second = await go('krewinkel', 'manderfeld', 'us-820-td');
    expect(second.code).toBe(1);
    expect(second.err).toContain('de-294-vgr has made its one overrun on turn 2 already (rule 5)');
  });
});

describe('validate: a hook’s ratio, success roll and limit against the game', () => {
  const said = (dir: string) => problemsOf(dir).map((x) => formatProblem(x, dir));

  it('refuses an unknown ability, an unknown chart or effect, with did you mean, at file:line:field', () => {
    const dir = copy({
      'rules.yaml': [
        ['{ unit: has(artillery), strength: 1,', '{ unit: has(artilery), strength: 1,'],
        ['successRoll: { chart: overrun,', 'successRoll: { chart: overun,'],
      ],
    });
    expect(said(dir)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.ratio\.defendAs\[0\]\.unit: .*no ability "artilery" \(did you mean "artillery"\?\)$/,
      ),
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.successRoll\.chart: no die-table "overun" \(did you mean "overrun"\?\)$/,
      ),
    ]);
    const effect = copy({ 'rules.yaml': [['chart: overrun, effect: success,', 'chart: overrun, effect: sucess,']] });
    expect(said(effect)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.successRoll\.effect: no effect "sucess" \(did you mean "success"\?\) in the rows/,
      ),
    ]);
  });

  it('refuses a roll on a chart that is no die table, or one that can never succeed', () => {
    const crt = copy({ 'rules.yaml': [['chart: overrun, effect: success,', 'chart: victory, effect: success,']] });
    expect(said(crt)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.successRoll\.chart: chart "victory" is a victory, not a die-table$/,
      ),
    ]);
    const never = copy({ 'charts.yaml': [['effects: { success: true } }', 'effects: { success: false } }']] });
    expect(said(never)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.successRoll\.effect: no row of chart "overrun" gives success: true: the roll/,
      ),
    ]);
  });

  it('refuses a limit counted in a key the journal or another procedure already keeps', () => {
    const own = copy({ 'rules.yaml': [['        record: overruns\n', '        record: hits\n']] });
    expect(said(own)).toEqual([
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*\.limit\.record: "hits" is a key the journal keeps itself/),
    ]);
    const taken = copy({ 'rules.yaml': [['        record: overruns\n', '        record: surprised\n']] });
    expect(said(taken)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.limit\.record: procedure "surprise" already records "surprised" in the journal$/,
      ),
    ]);
  });
});

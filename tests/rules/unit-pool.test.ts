import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { positionItems } from '../../src/assist/position/position-entries.js';
import type { OverrunProcedure } from '../../src/model/schema/rules.js';
import { landUnitPool, unitPoolChances, unitPoolDice, unitPoolHits } from '../../src/rules/unit-pool.js';

// A hook's pool of unit dice (rules.yaml `pool`), rolled by the engine: Death of a Division's parting shots
// (rules 5, 7; hits spread as in 6); and the units a hook refuses (`refusals`: artillery may not overrun, 7).
// The numbers are the data's: a copy that declares other ones plays by them.

const G = 'death-of-a-division';
const dirs: string[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-unit-pool-'));
afterAll(() => {
  dirs.forEach(cleanup);
  rmSync(tmp, { recursive: true, force: true });
});

const s = loadScenario(`data/${G}`);
const pool = s.rules!.procedures.find((x): x is OverrunProcedure => x.kind === 'overrun')!.pool!;
const MOVERS = 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim';

describe('a hook’s pool of unit dice (rules 5, 6, 7: parting shots)', () => {
  it('7: artillery fires one die, any other unit its strength less its hits; hits on 6, exact chances', () => {
    const units = positionItems(s, ['us-592-fa@krewinkel', 'us-18-cav-c@krewinkel']);
    expect(unitPoolDice(pool, units)).toEqual([
      { ref: 'us-592-fa', dice: 1 },
      { ref: 'us-18-cav-c', dice: 2 },
    ]);
    expect(unitPoolDice(pool, [{ ...units[1], hits: 1 }])).toEqual([{ ref: 'us-18-cav-c', dice: 1 }]);
    expect(unitPoolChances(pool, 2).map((c) => [c.hits, c.fraction])).toEqual([
      [0, '25/36'],
      [1, '10/36'],
      [2, '1/36'],
    ]);
    expect(unitPoolHits(pool.hitOn, [6, 5, 1, 6])).toBe(2);
  });

  it('6: hits split among several movers wait for their owner, with each unit’s legal counts', () => {
    const movers = positionItems(s, MOVERS.split(','));
    const side = (id: string) => s.game.sides.find((x) => x.id === id)!.name;
    const asked = landUnitPool(pool, 2, movers, undefined, side);
    expect(asked.question?.by).toBe('owner');
    expect(asked.question?.picks.items.map((i) => i.item)).toEqual(['de-294-vgr', 'de-18-ag', 'de-18-mobile']);
    const answered = landUnitPool(pool, 2, movers, 'de-18-ag=1,de-18-mobile=1', side);
    expect(answered.question).toBeUndefined();
    expect(answered.hits).toMatchObject({ 'de-294-vgr': 0, 'de-18-ag': 1, 'de-18-mobile': 1 });
    expect(() => landUnitPool(pool, 2, movers, 'de-18-ag=1', side)).toThrow(/must add up to 2, not 1 \(5, 6\)/);
  });

  it('5, 6: the CLI asks the movers’ owner to spread two parting-shot hits, and --choose lands them', async () => {
    const file = join(tmp, 'split.json');
    const args = ['--movers', MOVERS, '--into', 'krewinkel', '--defenders', 'us-18-cav-c@krewinkel'];
    const r = await runCli(
      'overrun',
      G,
      ...args,
      '--roll',
      '5',
      '--parting-dice',
      '6,6',
      '--turn',
      '1',
      '--journal',
      file,
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('German takes 2 hits: which of de-294-vgr, de-18-ag, de-18-mobile take them? (5, 6)');
    const done = await runCli('overrun', G, '--journal', file, '--choose', 'de-294-vgr=1,de-18-mobile=1');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('de-18-mobile: 1 hit, now 1 of 2: strength 1 left (5, 6)');
    const st = JSON.parse(readFileSync(file, 'utf8')).state;
    expect(st.hits).toEqual({ 'de-294-vgr': 1, 'de-18-mobile': 1 });
    expect(st.eliminated).toEqual(['us-18-cav-c']);
  });

  it('a copy that declares another pool plays by it: artillery two dice, hits on 5', async () => {
    const dir = brokenCopy(`data/${G}`, {
      'rules.yaml': [
        ['{ unit: has(artillery), dice: 1,', '{ unit: has(artillery), dice: 2,'],
        ['hitOn: { atLeast: 6, section: "5, 6" }', 'hitOn: { atLeast: 5, section: "5, 6" }'],
      ],
    });
    dirs.push(dir);
    const args = ['--movers', 'de-294-vgr@losheim', '--into', 'krewinkel', '--defenders', 'us-592-fa@krewinkel'];
    const copy = await runCli('overrun', dir, ...args, '--roll', '4', '--parting-dice', '5,1', '--json');
    expect(copy.code, copy.err).toBe(0);
    const j = JSON.parse(copy.out);
    expect(j).toMatchObject({ partingShots: [{ ref: 'us-592-fa', dice: 2 }], partingHits: 1 });
    expect(j.partingChances.map((c: { fraction: string }) => c.fraction)).toEqual(['16/36', '16/36', '4/36']);
    // The bundled game fires one die there, and a 5 misses.
    const original = await runCli('overrun', G, ...args, '--roll', '4', '--parting-dice', '5', '--json');
    expect(JSON.parse(original.out)).toMatchObject({ partingShots: [{ ref: 'us-592-fa', dice: 1 }], partingHits: 0 });
  });

  it('7: the units a hook refuses are its declaration’s (`refusals`), judged by the engine', async () => {
    const args = ['--into', 'krewinkel', '--defenders', 'us-18-cav-c@krewinkel', '--hits', 'us-18-cav-c=1'];
    const arty = await runCli('overrun', G, '--movers', 'de-18-arty@losheim', ...args);
    expect(arty.code).toBe(1);
    expect(arty.err).toContain('de-18-arty: artillery may not take part in an overrun (7)');
    // A copy that refuses armour instead: its assault guns are refused, its artillery reaches the odds.
    const dir = brokenCopy(`data/${G}`, {
      'rules.yaml': [
        [
          '{ unit: has(artillery), text: artillery may not take part in an overrun, section: "7" }',
          '{ unit: has(armour), text: armour stays on the road, section: "house rule" }',
        ],
      ],
    });
    dirs.push(dir);
    const ag = await runCli('overrun', dir, '--movers', 'de-18-ag@losheim', ...args);
    expect(ag.err).toContain('de-18-ag: armour stays on the road (house rule)');
    const copyArty = await runCli('overrun', dir, '--movers', 'de-18-arty@losheim', ...args);
    expect(copyArty.err).toMatch(/is \d-1: an overrun needs 6-1 or better/);
    const bad = brokenCopy(`data/${G}`, {
      'rules.yaml': [['{ unit: has(artillery), text: artillery may', '{ unit: has(artilery), text: artillery may']],
    });
    dirs.push(bad);
    expect(problemsOf(bad).map((p) => formatProblem(p, bad))).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.refusals\[0\]\.unit: .*no ability "artilery" \(did you mean "artillery"\?\)$/,
      ),
    ]);
  });

  it('validate refuses a pool’s unknown ability and a face the die never shows, at file:line', () => {
    const dir = brokenCopy(`data/${G}`, {
      'rules.yaml': [
        ['{ unit: has(artillery), dice: 1,', '{ unit: has(artilery), dice: 1,'],
        ['hitOn: { atLeast: 6, section: "5, 6" }', 'hitOn: { atLeast: 7, section: "5, 6" }'],
      ],
    });
    dirs.push(dir);
    const said = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(said).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*\.pool\.dice\[0\]\.unit: .*no ability "artilery" \(did you mean "artillery"\?\)$/,
      ),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*\.pool\.hitOn\.atLeast: a d6 never shows 7: no die could hit$/),
    ]);
  });
});

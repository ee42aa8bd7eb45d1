import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { runCli } from '../helpers/run-cli.js';
import { capacityColumnOf, capacityRule } from '../../src/load/capacity-kind.js';
import { checkCapacity } from '../../src/rules/stack-capacity.js';

// A capacity by terrain (rules.yaml `movement.stacking.capacity`) in a designer's own game written only in data:
// its "room" chart says how many squads, guns or tanks a sector of each terrain holds, kinds mixing in proportion.

const GAME = 'tests/fixtures/capacity-square';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

function problemsAfter(from: string, to: string): string[] {
  const dir = brokenCopy(GAME, { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
}

describe('a capacity by terrain, declared', () => {
  const s = loadScenario(GAME);

  it('counts each unit against the first column that takes it: ability, type, then the rest', () => {
    const c = capacityRule(s)!;
    const unit = (id: string) => s.units.find((u) => u.id === id)!;
    expect(['b-mortar', 'b-squad', 'b-tank'].map((id) => capacityColumnOf(c.rule, unit(id)))).toEqual([
      'guns',
      'squads',
      'tanks',
    ]);
    // 2 squads of 4 and 1 tank of 2 fill a field; one more tank is 150 %.
    expect(checkCapacity(c, 'field', 'B1', [unit('b-squad'), unit('b-squad'), unit('b-tank')])).toBe(1);
    expect(() => checkCapacity(c, 'field', 'B1', [unit('b-squad'), unit('b-tank'), unit('b-tank')])).toThrow(
      'sector B1 (field) is over capacity: 1 squads of 4 + 2 tanks of 2 fill 125% of it',
    );
    expect(() => checkCapacity(c, 'hedge', 'A3', [unit('b-tank')])).toThrow('sector A3 (hedge) holds no tanks');
    // A terrain with no row (the pond) is not counted.
    expect(checkCapacity(c, 'pond', 'D1', [unit('b-tank'), unit('b-tank'), unit('b-tank')])).toBe(0);
  });

  it('the engine checks it on every move, in English and Russian', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capacity-'));
    try {
      const journal = join(dir, 'j.json');
      // A1 holds four squads (full): a tank (1/2) does not fit; nor in B1 once a squad joins its mortar (1/4 + 1/2).
      const over = await runCli('move', GAME, '--units', 'b-tank#1@A1', '--journal', journal);
      expect(over.code).toBe(1);
      expect(over.err).toBe(
        'sandtable: A1: b-squad#1, b-squad#2, b-squad#3, b-squad#4, b-tank#1 over the stacking limit; ' +
          'b-tank#1 too many (5)\n',
      );
      expect((await runCli('move', GAME, '--units', 'b-squad#1@B1', '--journal', journal)).code).toBe(0);
      const ru = await runCli('move', GAME, '--units', 'b-tank#1@A1', '--journal', journal, '--lang', 'ru');
      expect(ru.err).toContain('сверх лимита складывания; лишние b-tank#1 (5)');
      const mixed = await runCli('move', GAME, '--units', 'b-tank#2@B1', '--journal', journal);
      expect(mixed.err).toContain('B1: b-squad#1, b-mortar, b-tank#2 over the stacking limit; b-tank#2 too many (5)');
      const fits = await runCli('move', GAME, '--units', 'b-tank#2@C1', '--journal', journal);
      expect(fits.code, fits.err).toBe(0);
      expect(fits.out).toContain('b-tank#2: B2 → C1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('validate refuses a chart, column or ability that does not exist: file:line:field and did you mean', () => {
    expect(problemsAfter('chart: room', 'chart: rooms')).toEqual([
      'rules.yaml:16:9: rules.movement.stacking.capacity.chart: ' +
        'no terrain-effects chart "rooms" (did you mean "room"?)',
    ]);
    expect(problemsAfter('chart: room', 'chart: terran')).toEqual([
      'rules.yaml:16:9: rules.movement.stacking.capacity.chart: ' +
        'no terrain-effects chart "terran" (did you mean "terrain"?)',
    ]);
    expect(problemsAfter('column: tanks', 'column: tank')).toEqual([
      'rules.yaml:20:15: rules.movement.stacking.capacity.columns[2].column: chart "room" has no column "tank" ' +
        '(did you mean "tanks"?)',
    ]);
    expect(problemsAfter('abilities: [crew-served]', 'abilities: [crew-serve]')).toEqual([
      'rules.yaml:18:41: rules.movement.stacking.capacity.columns[0].abilities[0]: no ability "crew-serve" ' +
        '(did you mean "crew-served"?)',
    ]);
    expect(problemsAfter('- { column: guns, abilities: [crew-served] }', '- { column: guns }')).toEqual([
      'rules.yaml:18:13: rules.movement.stacking.capacity.columns[0]: a column naming no types or abilities takes ' +
        'every unit, so the columns after it are never used: put it last',
    ]);
    expect(problemsAfter('column: guns, abilities', 'column: guns, types: [tank], abilities')[0]).toContain(
      'rules.yaml:18:',
    );
  });
});

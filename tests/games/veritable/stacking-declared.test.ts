import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { runCli } from '../../helpers/run-cli.js';
import { render } from '../../../src/assist/messages.js';
import { brokenCopy, cleanup } from '../../helpers/broken-copy.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { positionItems } from '../../../src/assist/position/position-entries.js';
import { stackLimitWhy } from '../../../src/rules/stack-limits.js';
import { stackingProblem, legalRemovals } from '../../../src/games/veritable/stacking.js';
import type { MovementRules } from '../../../src/model/schema/rules.js';
import { s } from './table.js';

// Veritable's stacking (6.3) declared in rules.yaml as a choice of limits by echelon and formation
// (`movement.stacking.anyOf`), judged by the engine (src/rules/stack-limits.ts): no hook left.

const stackOf = (game: typeof s, items: string[]) =>
  positionItems(game, items).map((e) => ({ ref: e.ref, unit: e.unit }));

describe('6.3: stacking declared as a choice of limits', () => {
  it('6.3: rules.yaml declares the limits; no stacking hook is named', () => {
    const st = s.rules?.movement?.stacking;
    expect(st?.hook).toBeUndefined();
    expect(st?.anyOf).toHaveLength(2);
  });

  it('6.3: a division’s brigades plus one small unit, or two from different divisions; outposts exempt', () => {
    const p = (items: string[]) => stackingProblem(s, stackOf(s, items));
    expect(p(['44-bde@E5', '46-bde@E5', '227-bde@E5'])).toBeUndefined();
    expect(p(['gr-1051@I9', 'flak-1@I9', 'outpost-1@I9'])).toBeUndefined();
    expect(p(['71-bde@E5', '44-bde@E5'])).toBeUndefined();
    expect(p(['71-bde@E5', '44-bde@E5', '46-bde@E5'])).toBe(
      '3 regiments/brigades from 2 divisions (71-bde, 44-bde, 46-bde); ' +
        'only two from different divisions may stack (6.3)',
    );
    expect(legalRemovals(s, stackOf(s, ['71-bde@E5', '44-bde@E5', '46-bde@E5']))).toEqual([
      ['71-bde'],
      ['44-bde'],
      ['46-bde'],
    ]);
  });

  it('6.3: the engine reads each limit: all of one formation, at most N from distinct formations, plus M', () => {
    const st = {
      judged: 'move',
      counts: 'units',
      eliminate: false,
      exempt: [],
      anyOf: [{ echelons: ['brigade'], except: [], units: 1, plus: 2 }],
      says: { over: 'over {count} {formations}', plus: 'plus {count} ({units})' },
      section: '1',
    } as NonNullable<MovementRules['stacking']>;
    const why = (items: string[]) => {
      const m = stackLimitWhy(st, stackOf(s, items));
      return m && render(m);
    };
    expect(why(['44-bde@E5', 'flak-1@E5', 'flak-2@E5'])).toBeUndefined();
    expect(why(['44-bde@E5', '46-bde@E5'])).toBe('over 2 1');
    expect(why(['44-bde@E5', 'flak-1@E5', 'flak-2@E5', 'flak-3@E5'])).toBe('plus 3 (flak-1, flak-2, flak-3)');
  });

  it('6.3: a copy of Veritable under a new id judges an over-stacked set-up the same', async () => {
    const dir = brokenCopy('data/veritable', {});
    try {
      const over = join(dir, 'over.yaml');
      const { readFileSync, writeFileSync } = await import('node:fs');
      writeFileSync(
        over,
        readFileSync('data/veritable/examples/setup.yaml', 'utf8').replace('152-bde@E8', '152-bde@E7'),
      );
      const a = await runCli('setup', 'check', 'veritable', '--position', over);
      const b = await runCli('setup', 'check', dir, '--position', over);
      expect(a.code).toBe(1);
      expect(b.err).toBe(a.err);
      expect(a.err).toContain('E7: 4 regiments/brigades from 2 divisions (71-bde, 158-bde, 160-bde, 152-bde)');
      expect(loadScenario(dir).rules?.movement?.stacking).toEqual(s.rules?.movement?.stacking);
    } finally {
      cleanup(dir);
    }
  });

  it('6.3: validate refuses an unknown field of a limit with file:line and did-you-mean', async () => {
    const dir = brokenCopy('data/veritable', {
      'rules.yaml': [['except: [kampfgruppe], formations: 1', 'except: [kampfgruppe], formation: 1']],
    });
    try {
      const r = await runCli('validate', dir);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.movement\.stacking\.anyOf\[0\]\.formation: /);
      expect(r.out + r.err).toContain('unknown field "formation" (did you mean "formations"?)');
    } finally {
      cleanup(dir);
    }
  });

  it('6.3: validate refuses a limit without a count, an unknown ability and an unknown {value}', async () => {
    const dir = brokenCopy('data/veritable', {
      'rules.yaml': [
        ['except: [kampfgruppe], formations: 1', 'except: [kampfgrupe], formations: 1'],
        ['except: [kampfgruppe], units: 2', 'except: [kampfgruppe]'],
        ['{formations} divisions ({units}); only two from different divisions may stack (6.3)"', '{formation}"'],
        ['ability: armour-shift', 'ability: armour-shit'],
      ],
    });
    try {
      const r = await runCli('validate', dir);
      expect(r.code).toBe(1);
      const out = r.out + r.err;
      for (const problem of [
        /anyOf\[0\]\.except\[0\]: no ability "kampfgrupe" \(did you mean "kampfgruppe"\?\)/,
        /anyOf\[1\]: a limit says how many: formations, units or both/,
        /says\.over: no value "formation" \(did you mean "formations"\?\)/,
        /free\.ability: no ability "armour-shit" \(did you mean "armour-shift"\?\)/,
      ])
        expect(out).toMatch(new RegExp(`rules\\.yaml:\\d+:\\d+: rules\\.movement\\.stacking\\.${problem.source}`));
    } finally {
      cleanup(dir);
    }
  });
});

import { describe, it, expect, afterAll } from 'vitest';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { runCli } from '../helpers/run-cli.js';

// rules.yaml supply's `inPlace`, `roads`, `outOfSupply.halve` and `standing`, as Veritable declares them (7.0-7.2):
// each is refused at validate when it names what the game lacks, with file, line, field and "did you mean".

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** The problems one edit of Veritable's rules.yaml causes, as the user reads them. */
function problemsAfter(from: string | RegExp, to: string): string {
  const dir = brokenCopy('data/veritable', { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  return problemsOf(dir)
    .map((p) => formatProblem(p, dir))
    .join('\n');
}

describe('supply lines at validate (7.0-7.2)', () => {
  it('7.0: a place supplied in place that the map lacks', () => {
    const p = problemsAfter('places: [Cleve, Goch]', 'places: [Clevee, Goch]');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.inPlace\[0\]\.places\[0\]: /);
    expect(p).toContain('no place or cell "Clevee" (did you mean "Cleve"?)');
  });

  it('7.0: a side supplied in place that the game lacks', () => {
    expect(problemsAfter('- side: german\n          places:', '- side: germans\n          places:')).toContain(
      'inPlace[0].side: no side "germans" (did you mean "german"?)',
    );
  });

  it('7.1: a road kind the map lacks, and a road line with a length limit', () => {
    expect(problemsAfter('along: [road]', 'along: [raod]')).toContain(
      'roads.along[0]: no road kind "raod" (did you mean "road"?)',
    );
    expect(problemsAfter('      report: lines', '      range: 8\n      report: lines')).toContain(
      'a line that prefers roads runs any length: give `roads` or `range`, not both',
    );
  });

  it('7.2: an exempt ability no unit has', () => {
    expect(problemsAfter('{ ability: outpost,', '{ ability: outposts,')).toContain(
      'outOfSupply.halve.exempt[0].ability: no unit ability "outposts" (did you mean "outpost"?)',
    );
  });

  it('a standing hook the code lacks is refused by validate', async () => {
    // Veritable's supply reads its journal through the engine (`kept`); a hook named instead must exist.
    const dir = brokenCopy('data/veritable', {
      'rules.yaml': [['kept: { setup: setup, move: move }', 'standing: veritable.standin']],
    });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.standing: /);
    expect(r.out + r.err).toContain('no standing hook "veritable.standin"');
  });
});

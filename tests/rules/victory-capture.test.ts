import { describe, it, expect, afterAll } from 'vitest';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';

// Victory by capture (docs/rules-model.md): a wrong place, chart or requirement is refused at validate, at its
// file, line and field, as every other declaration is.

const DOAD = 'data/death-of-a-division';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

function problems(from: string, to: string): string[] {
  const dir = brokenCopy(DOAD, { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
}

describe('victory by capture at validate', () => {
  it('an area the map lacks, with did you mean', () => {
    const p = problems('capture: { place: st-vith,', 'capture: { place: st-vitth,');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.capture\.place: .*"st-vitth".*st-vith/);
  });

  it('a chart that is not a victory chart', () => {
    const p = problems('chart: victory, section: "1" }', 'chart: supply, section: "1" }');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/capture\.chart: .*victory chart "supply"/);
  });

  it('a requirement that is both a place held alone and a link, or a link to an area the map lacks', () => {
    const both = problems(
      'alone: st-vith, section',
      'alone: st-vith, link: { from: born, to: { cells: [amel] } }, section',
    );
    expect(both.join('\n')).toMatch(/require\[0\]: a requirement is a place held alone or a link/);
    const to = problems('to: { roles: [start] }', 'to: { cells: [ame] }');
    expect(to.join('\n')).toMatch(/require\[1\]\.link\.to\.cells\[0\]: .*"ame".*amel/);
  });

  it('points levels and a capture together', () => {
    const p = problems(
      'capture: { place: st-vith,',
      'levels: [{ atLeast: 1, result: Win }]\n      capture: { place: st-vith,',
    );
    expect(p.join('\n')).toMatch(/levels: victory is read from points \(levels\) or from a capture/);
  });
});

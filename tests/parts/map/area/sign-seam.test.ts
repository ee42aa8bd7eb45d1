import { describe, it, expect } from 'vitest';
import type { Rect } from '../../../../src/geometry/point.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { formatProblem } from '../../../../src/load/problem.js';
import { drawMap, printPages } from '../../../../src/parts/map/part.js';
import { signSeamProblems } from '../../../../src/parts/map/tiles/sign-seam-check.js';

const doad = loadScenario('data/death-of-a-division');
const planOf = (paper: 'letter' | 'a4' | 'legal', s = doad) => {
  const d = drawMap(s, 'en', undefined, paper);
  const { plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap: (t) => [t] });
  return { d, plan: plan! };
};

describe('no cut between sheets runs through an area sign (issue 24)', () => {
  for (const paper of ['letter', 'a4', 'legal'] as const)
    it(`Death of a Division on ${paper}: every town mark and area name lies clear of the cuts`, () => {
      const { d, plan } = planOf(paper);
      expect(signSeamProblems(doad, d, plan).map((p) => formatProblem(p))).toEqual([]);
    });

  // Rimling's marks lay under the cut between A1 and A2, pinned by the row of start boxes: the row is moved again.
  for (const paper of ['letter', 'a4', 'legal'] as const)
    it(`Nordwind on ${paper}: every town mark and area name lies clear of the cuts`, () => {
      const nordwind = loadScenario('data/nordwind');
      const { d, plan } = planOf(paper, nordwind);
      expect(signSeamProblems(nordwind, d, plan).map((p) => formatProblem(p))).toEqual([]);
    });

  it('names the area and the two sheets when a cut runs through a mark or a name', () => {
    const { d, plan } = planOf('letter');
    const labels = d.facts.areaLabels as { id: string; marks: Rect[]; name: Rect[] }[];
    const mark = labels.find((l) => l.id === 'winterspelt')!.marks[0]!;
    // Winterspelt stands on the cut between the fifth and sixth columns of row E: put that cut through its mark.
    const seams = {
      ...plan.seams,
      x: plan.seams.x.map((row, r) => (r === 4 ? row.map((x, c) => (c === 4 ? mark.x + mark.width / 2 : x)) : row)),
    };
    const found = signSeamProblems(doad, d, { ...plan, seams }).map((p) => formatProblem(p));
    expect(found).toEqual([
      expect.stringMatching(/area winterspelt \(Winterspelt\): the cut between sheets E5\/E6 runs through its marks/),
    ]);
    // A horizontal cut through a name names the rows (row F's cut, at the height of its marks now, is named too).
    const name = labels.find((l) => l.id === 'winterspelt')!.name[0]!;
    const across = { ...plan.seams, y: plan.seams.y.map((y, r) => (r === 4 ? name.y + name.height / 2 : y)) };
    const rows = signSeamProblems(doad, d, { ...plan, seams: across }).map((p) => formatProblem(p));
    expect(rows.filter((p) => p.includes('area winterspelt'))).toEqual([
      expect.stringMatching(/\(Winterspelt\): .*, and the cut between rows E\/F runs through its name, joined/),
    ]);
  });
});

import type { Scenario } from '../../model/scenario.js';
import type { Page } from '../../print/scene.js';
import { PAPER } from '../../print/paper.js';
import type { Paper } from '../../print/paper.js';
import { orderOfBattle, type OobSide } from './order-of-battle.js';
import type { RosterWords } from './roster-words.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { paginate } from './paginate.js';
import { contentBox } from './page-frame.js';
import { COL_GAP, oobBlocks, oobNamesFit } from './oob-blocks.js';
import { finishPages } from './sheet-pages.js';
import { usesDaggers } from './uses-daggers.js';

export interface OobDocument {
  pages: Page[];
  sides: OobSide[];
}

/** Order-of-battle sheets for a counter game: each side from a new page, every unit beside its counter. */
export function oobDocument(
  s: Scenario,
  paper: Paper,
  w: RosterWords,
  m: TextMeasure,
  faces: Map<string, string>,
): OobDocument {
  const sides = orderOfBattle(s, w);
  const { width, height } = PAPER[paper];
  const box = contentBox({ width, height });
  const game = w.name(s.id, s.game.title);
  // Two entries to a row across the page; or, where that prints fewer pages and every name still takes two lines at
  // most, three columns read down one after another, each place's units under its heading (issue 24: Nordwind's
  // order of battle took four pages, each side's second partly empty; in three columns each side takes one).
  const two = paginate(oobBlocks(sides, box.width, m, faces, w.str('continued')), box.height);
  const colW = (box.width - 2 * COL_GAP) / 3;
  const three = oobNamesFit(sides, box.width, m, 3)
    ? paginate(oobBlocks(sides, colW, m, faces, w.str('continued'), 1, true), box.height, 0, 3, colW + COL_GAP)
    : undefined;
  const flows = three && three.length < two.length ? three : two;
  const pending = flows.map((flow) => ({
    frame: { width, height, title: `${game} · ${w.str('orderOfBattle')}: ${flow.run}`, subtitle: w.str('oobIntro') },
    flow,
    reconstructed: flow.placed.some((p) => p.block.reconstructed),
  }));
  return {
    pages: finishPages(pending, game, w.str('orderOfBattle'), s.id, w, usesDaggers(sides.flatMap((x) => x.units))),
    sides,
  };
}

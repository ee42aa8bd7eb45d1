import type { Scenario } from '../../model/scenario.js';
import type { Page } from '../../print/scene.js';
import { PAPER } from '../../print/paper.js';
import type { Paper } from '../../print/paper.js';
import { orderOfBattle, type OobSide } from './order-of-battle.js';
import type { RosterWords } from './roster-words.js';
import type { TextMeasure } from '../../print/text-measure.js';
import { paginate } from './paginate.js';
import { contentBox } from './page-frame.js';
import { oobBlocks } from './oob-blocks.js';
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
  const flows = paginate(oobBlocks(sides, box.width, m, faces, w.str('continued')), box.height);
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

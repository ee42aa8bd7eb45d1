import { svgPage, type Page } from '../../print/scene.js';
import { footerText, sheetFooterWords } from '../../print/page-furniture.js';
import type { RosterWords } from './roster-words.js';
import type { FlowPage } from './paginate.js';
import { pageSvg, type PageFrame } from './page-frame.js';

/** A page laid out but not yet numbered: its footer needs the count of all pages. */
export interface PendingPage {
  frame: Omit<PageFrame, 'footer'>;
  flow?: FlowPage;
  body?: string;
  reconstructed: boolean;
}

/** Numbers the pages; the footer's note on reconstructed values is there only on a page that shows some. */
export function finishPages(
  pending: PendingPage[],
  game: string,
  part: string,
  gameId: string,
  w: RosterWords,
  daggers: boolean,
): Page[] {
  const words = sheetFooterWords(w, (id) => w.str(daggers ? 'reconstructedFooter' : 'reconstructedAll', { game: id }));
  return pending.map((p, i) => {
    const footer = footerText({
      game,
      part,
      page: i + 1,
      pages: pending.length,
      reconstructed: p.reconstructed,
      gameId,
      words,
    });
    const frame: PageFrame = { ...p.frame, footer };
    return svgPage(pageSvg(frame, p.flow, p.body), frame.width, frame.height);
  });
}

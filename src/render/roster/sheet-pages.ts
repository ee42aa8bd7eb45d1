import type { SvgPage } from '../../layout/pdf-document.js';
import type { RosterWords } from '../../roster/roster-words.js';
import type { FlowPage } from './paginate.js';
import { pageSvg, type PageFrame } from './page-frame.js';

/** A page laid out but not yet numbered: its footer needs the count of all pages. */
export interface PendingPage {
  frame: Omit<PageFrame, 'footer'>;
  flow?: FlowPage;
  body?: string;
  reconstructed: boolean;
}

/** Footer lines: game, part, sheet n of m, and the reconstruction note where the page shows such values. */
export function rosterFooter(game: string, part: string, n: number, of: number, reconstructed: boolean, daggers: boolean, gameId: string, w: RosterWords): string[] {
  const first = `${game} · ${part} · ${w.str('sheet')} ${n} ${w.str('of')} ${of}`;
  return reconstructed ? [first, w.str(daggers ? 'reconstructedFooter' : 'reconstructedAll', { game: gameId })] : [first];
}

export function finishPages(pending: PendingPage[], game: string, part: string, gameId: string, w: RosterWords, daggers: boolean): SvgPage[] {
  return pending.map((p, i) => {
    const frame: PageFrame = { ...p.frame, footer: rosterFooter(game, part, i + 1, pending.length, p.reconstructed, daggers, gameId, w) };
    return { svg: pageSvg(frame, p.flow, p.body), width: frame.width, height: frame.height };
  });
}

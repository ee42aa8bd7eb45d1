import { flowAids, type FlowArea, type FlowBlock, type FlowPage } from './flow-pages.js';

/** Below this share of its area a sheet reads as nearly blank (the layout manifest test's bound is 25 %). */
const THIN = 0.3;

function thinPages(pages: FlowPage[], blocks: FlowBlock[], area: FlowArea): number {
  return pages.filter((p) => {
    const a = p.landscape ? area.landscape : area.portrait;
    const used = p.pieces.reduce((s, x) => s + x.height * blocks[x.block].width, 0);
    return used / (a.width * a.height) < THIN;
  }).length;
}

/**
 * The aids' order with the one at `at` (the game options, agreed before play) moved to the place where the sheets
 * come out fewest and with fewest nearly blank, the earliest such place: the options are short, and a sheet of
 * their own beside charts that each need a page would print mostly white. The charts keep their own order.
 */
export function placeAid(blocks: FlowBlock[], at: number, area: FlowArea, gap: number): number[] {
  const rest = blocks.map((_, i) => i).filter((i) => i !== at);
  let best: { order: number[]; pages: number; thin: number } | undefined;
  for (let p = 0; p <= rest.length; p++) {
    const order = [...rest.slice(0, p), at, ...rest.slice(p)];
    const ordered = order.map((i) => blocks[i]);
    const pages = flowAids(ordered, area, gap);
    const thin = thinPages(pages, ordered, area);
    if (!best || pages.length < best.pages || (pages.length === best.pages && thin < best.thin))
      best = { order, pages: pages.length, thin };
  }
  return best!.order;
}

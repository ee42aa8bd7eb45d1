import type { Scenario } from '../../../model/scenario.js';
import type { Rect } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';
import { path, rectPath, type Item, type Page } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { Box } from '../furniture/box-types.js';
import type { Block, FurnitureContext } from '../furniture/block.js';
import { boxBlock } from '../furniture/box-block.js';
import { rangeInName } from '../furniture/number-track-block.js';
import { battleBoardPage } from '../furniture/battle-board.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';

const boxColor = (b: Box, ctx: DrawContext) => (b.for ? sideOf(ctx, b.for).color : '#5f5b50');

/** Boxes whose spaces are laid out to any size given: those that hold pieces, not a chart's words. */
const GROWS = new Set<Box['kind']>(['reserve', 'holding', 'eliminated', 'victory-track', 'other']);

/**
 * Boxes with no place on the map: blocks for the furniture band beside it. A box that holds pieces can be laid out
 * again larger (Block.grow), to fill a column of sheets it would otherwise stand in alone.
 */
export function unplacedBlocks(boxes: readonly Box[], s: Scenario, ctx: DrawContext, f: FurnitureContext): Block[] {
  return boxes
    .filter((b) => !b.position)
    .flatMap((b) => {
      const block = boxBlock(b, s, boxColor(b, ctx), f);
      if (!block) return [];
      if (!GROWS.has(b.kind)) return [block];
      // A numbered track takes the room's width (larger spaces, fewer rows) but keeps its own depth: its spaces
      // stop growing at a counter and a half, and below them the box would be empty.
      const track = b.kind === 'victory-track' || !!rangeInName(b.name);
      const grow = (width: number, height: number): Block => {
        const fixed = {
          width: Math.max(width, block.width),
          height: track ? block.height : Math.max(height, block.height),
        };
        return { ...(boxBlock(b, s, boxColor(b, ctx), f, fixed) ?? block), grow };
      };
      return [{ ...block, grow }];
    });
}

/** Boxes the data places on the map (position and size in mm from its top-left), drawn there. */
export function placedBoxes(boxes: readonly Box[], s: Scenario, ctx: DrawContext, f: FurnitureContext): Item[] {
  const items: Item[] = [];
  for (const b of boxes) {
    if (!b.position || b.kind === 'battle-board') continue;
    const fixed = b.size ? { width: mmToPt(b.size[0]), height: mmToPt(b.size[1]) } : undefined;
    const block = boxBlock(b, s, boxColor(b, ctx), f, fixed);
    if (block) items.push(...block.draw(mmToPt(b.position[0]), mmToPt(b.position[1])));
  }
  return items;
}

/** Where the boxes the data places on the map are drawn, as placedBoxes draws them. */
export function placedBoxRects(boxes: readonly Box[], s: Scenario, f: FurnitureContext): { id: string; rect: Rect }[] {
  return boxes.flatMap((b) => {
    if (!b.position || b.kind === 'battle-board') return [];
    const fixed = b.size ? { width: mmToPt(b.size[0]), height: mmToPt(b.size[1]) } : undefined;
    const block = boxBlock(b, s, '#000000', f, fixed);
    if (!block) return [];
    const [x, y] = [mmToPt(b.position[0]), mmToPt(b.position[1])];
    return [{ id: b.id, rect: { x, y, width: block.width, height: block.height } }];
  });
}

/** Battle boards print as pages of their own. */
export function boardPages(
  boxes: readonly Box[],
  s: Scenario,
  ctx: DrawContext,
  f: FurnitureContext,
): { id: string; name: string; page: Page }[] {
  return boxes
    .filter((b) => b.kind === 'battle-board')
    .map((b) => ({ id: b.id, name: ctx.texts.name(b.id, b.name), page: battleBoardPage(b, s, ctx, f) }));
}

/** The sheet's paper and a neat line round its edge, where a big print is trimmed. */
export function sheetFrame(width: number, height: number, scale: number): Item[] {
  const r = { x: 0, y: 0, width, height };
  const m = 5 * scale;
  const inner = { x: m, y: m, width: width - 2 * m, height: height - 2 * m };
  return [
    path(rectPath(r), r, { fill: '#fdfbf5' }, true),
    path(rectPath(inner), inner, { stroke: INK, width: 1.2 * scale }),
  ];
}

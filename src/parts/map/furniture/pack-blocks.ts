/** A block to place: its size only. */
export interface Sized {
  width: number;
  height: number;
}

export interface Packed {
  /** Position of each block, in the order given, relative to the band's top-left. */
  at: { x: number; y: number }[];
  width: number;
  height: number;
}

/**
 * Shelf packing along a band: blocks go left to right in rows no wider than maxWidth (a band under the
 * map), or, with `vertical`, top to bottom in columns no taller than maxHeight (a band beside it).
 */
export function packBlocks(blocks: readonly Sized[], limit: number, gap: number, vertical = false): Packed {
  const at: { x: number; y: number }[] = [];
  let along = 0;
  let across = 0;
  let shelf = 0;
  let extentAlong = 0;
  for (const b of blocks) {
    const len = vertical ? b.height : b.width;
    const thick = vertical ? b.width : b.height;
    if (along > 0 && along + len > limit) {
      across += shelf + gap;
      along = 0;
      shelf = 0;
    }
    at.push(vertical ? { x: across, y: along } : { x: along, y: across });
    along += len + gap;
    extentAlong = Math.max(extentAlong, along - gap);
    shelf = Math.max(shelf, thick);
  }
  const extentAcross = blocks.length ? across + shelf : 0;
  return vertical ? { at, width: extentAcross, height: extentAlong } : { at, width: extentAlong, height: extentAcross };
}

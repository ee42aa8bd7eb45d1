import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AreaMap } from '../../../model/schema/map.js';
import type { PackPiece } from '../../../geometry/area/pack-rects.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { DiskCache } from '../../../util/disk-cache.js';
import { frozenOr } from './frozen-geometry.js';
import { fitAreaLayout, type FittedAreaMap, type InsideRoom } from './fit-layout.js';
import type { chooseNotches, NotchPlan } from '../../../geometry/area/notches.js';

const HERE = dirname(fileURLToPath(import.meta.url));
let stamp: string | undefined;

/**
 * The code that lays an area map out (this folder and the area geometry): a change to it must not serve a layout
 * the old code made. Read once a process.
 */
function layoutCodeStamp(): string {
  if (stamp !== undefined) return stamp;
  const parts: string[] = [];
  for (const dir of [HERE, join(HERE, '../../../geometry/area')])
    if (existsSync(dir))
      for (const f of readdirSync(dir).sort()) {
        const st = statSync(join(dir, f));
        parts.push(`${f}:${st.mtimeMs}:${st.size}`);
      }
  return (stamp = parts.join('|'));
}

interface Stored {
  map: AreaMap;
  scale: number;
  frame?: Rect;
  shapes?: [string, Point[]][];
}

let cache: DiskCache | undefined;

/**
 * fitAreaLayout, kept on disk between runs keyed by everything it reads (the map, the surface and stack each area
 * must hold, the margin, the code): relaxing a large map costs about a second, reading it back a millisecond.
 */
export function cachedAreaLayout(
  map: AreaMap,
  needMm2: number,
  marginMm: number,
  pieces: readonly PackPiece[] = [],
  inside?: InsideRoom,
): FittedAreaMap {
  const key = createHash('sha256')
    .update(layoutCodeStamp())
    .update(JSON.stringify({ map, needMm2, marginMm, pieces, ...(inside ? { inside } : {}) }))
    .digest('hex');
  cache ??= new DiskCache('area-layouts');
  const hit = cache.get<Stored>(key);
  if (hit) return { map: hit.map, scale: hit.scale, moved: true, frame: hit.frame, shapes: new Map(hit.shapes) };
  const fitted = fitAreaLayout(map, needMm2, marginMm, pieces, inside);
  if (fitted.moved)
    cache.set<Stored>(key, {
      map: fitted.map,
      scale: fitted.scale,
      frame: fitted.frame,
      shapes: fitted.shapes && [...fitted.shapes],
    });
  return fitted;
}

let notchCache: DiskCache | undefined;

/**
 * The notch search (chooseNotches, a few hundred milliseconds for Death of a Division), kept on disk between runs
 * keyed by everything it reads: the blocks' sizes, the frame and the areas' shapes, the lines it keeps clear of, the
 * cuts, what each area must hold (`holdsKey`: the surface and stacks `holds` tests against) and the code. A rebuild
 * whose map did not change (a new counter makes the companion and the module draw the map again) reads it back. A
 * bundled game's folder (`dir`) keeps the plans for its papers (frozen-geometry.ts): a first build reads them too.
 */
export function cachedNotches(
  dir: string | undefined,
  holdsKey: unknown,
  search: () => NotchPlan | undefined,
  ...args: Parameters<typeof chooseNotches>
): NotchPlan | undefined {
  const [sizes, frame, shapes, gap, step, , avoid, cuts] = args;
  const inputs = { holdsKey, sizes, frame, shapes, gap, step, avoid, cuts };
  return frozenOr(dir, 'notches', inputs, () => {
    const key = createHash('sha256').update(layoutCodeStamp()).update(JSON.stringify(inputs)).digest('hex');
    notchCache ??= new DiskCache('area-notches');
    const hit = notchCache.get<{ plan: NotchPlan | null }>(key);
    if (hit) return hit.plan ?? undefined;
    const plan = search();
    notchCache.set<{ plan: NotchPlan | null }>(key, { plan: plan ?? null });
    return plan;
  });
}

import type { Problem } from '../../../load/problem.js';
import type { Scenario } from '../../../model/scenario.js';
import type { MapDrawing } from '../map-drawing.js';
import { narrowAreaProblems } from './drawn-check.js';
import { roadCornerProblems, sharpCornerProblems } from './drawn-shape-check.js';
import { frozenOr, gameDataDigest, keepsGeometry } from './frozen-geometry.js';
import { townSignProblems } from './sign-check.js';

/**
 * The checks of an area map's drawn shapes that the build refuses a map for: slivers no stack stands on, roads
 * through the corners where areas meet, corners too sharp to be ground, town signs on a border. Each list in that
 * order.
 *
 * They read only the drawing's areas and facts and the game's data, and find the same for the same: a bundled game
 * keeps in its map.geometry.json whether they found nothing, under a hash of all they read, and a first build reads
 * that back instead of asking again (a sixth of a cold Death of a Division map, most of it the sliver search over
 * every area's outline point by point). A drawing that differs in any point is not found, and is checked.
 */
export function drawnShapeProblems(s: Scenario, drawing: MapDrawing): Problem[][] {
  const run = () => [
    narrowAreaProblems(s, drawing),
    roadCornerProblems(s, drawing),
    sharpCornerProblems(s, drawing),
    townSignProblems(s, drawing),
  ];
  if (drawing.kind !== 'area' || !keepsGeometry(s.dir)) return run();
  let found: Problem[][] | undefined;
  const inputs = { data: gameDataDigest(s.dir), things: drawing.things, facts: drawing.facts };
  const clean = frozenOr(s.dir, 'checks', inputs, () => (found ??= run()).every((l) => !l.length));
  return clean ? [[], [], [], []] : (found ?? run());
}

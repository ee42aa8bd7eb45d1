import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../../load/problem.js';
import { at } from '../../load/validate/report.js';
import { footprintOf, HEX_MARGIN_MM } from '../../print/footprint.js';
import type { MapDrawing } from './map-drawing.js';

const SPACE = { hex: 'hex', square: 'sector', area: 'area' } as const;

function size(v: number, unit: 'mm' | 'mm2'): string {
  return unit === 'mm' ? `${v.toFixed(1)} mm` : `${(v / 100).toFixed(0)} cm²`;
}

/**
 * The counter size, mm, that the smallest printed space of a map would hold, when counters are what sets
 * its footprint: the size a player can ask for instead.
 */
function counterThatFits(s: Scenario, drawing: MapDrawing): number | undefined {
  const stack = s.map?.pieces?.stack;
  const least = Math.min(...drawing.things.map((t) => t.fit?.printed ?? Infinity));
  if (!Number.isFinite(least)) return undefined;
  if (drawing.kind === 'hex') return least - HEX_MARGIN_MM;
  if (drawing.kind === 'area' && stack && !s.rosters)
    return Math.sqrt(least / (stack.sides * stack.unitsPerSide * stack.packing));
  return undefined;
}

/**
 * Every printed space too small for the pieces that must stand in it, each named with the game file and
 * the space, or nothing when all fit (or the game declares no pieces).
 */
export function misfitProblems(s: Scenario, drawing: MapDrawing, counterLabel?: string): Problem[] {
  const map = s.map;
  if (!map || !footprintOf(s)) return [];
  const misfits = drawing.things.filter((t) => t.fit && !t.fit.fits);
  // Origins are read again from the files (a full positioned parse): only when there is a misfit to place.
  const origin = misfits.length ? s.origins.map : undefined;
  if (!origin) return [];
  const kind = SPACE[drawing.kind];
  const fits = counterLabel ? counterThatFits(s, drawing) : undefined;
  const hint =
    fits !== undefined
      ? `; --counter-size ${counterLabel} is too large for this map: counters up to ${Math.floor(fits)}mm fit`
      : '';
  const problems: Problem[] = [];
  // A grid's cells are all one size: one line says it for all of them.
  const listed = map.kind === 'area' ? misfits : misfits.slice(0, 1);
  for (const t of listed) {
    const f = t.fit!;
    const which = map.kind === 'area' ? `${kind} ${t.id}` : `every ${kind} (${misfits.length}, ${t.id} among them)`;
    const index = map.kind === 'area' ? map.areas.findIndex((a) => a.id === t.id) : -1;
    const path = index >= 0 ? ['areas', index] : ['pieces'];
    // An area can have the surface and still not the shape: then it says so rather than "too small".
    const shape = f.packs === false && f.printed >= f.needs;
    problems.push(
      at(
        origin,
        path,
        shape
          ? `${which} prints ${size(f.printed, f.unit)} but its shape cannot hold ${f.holds}: ` +
              `the pieces do not all stand in it at once${hint}; --allow-misfit prints it anyway`
          : `${which} prints ${size(f.printed, f.unit)}, too small for ${f.holds} ` +
              `(${size(f.needs, f.unit)})${hint}; --allow-misfit prints it anyway`,
      ),
    );
  }
  return problems;
}

import { isReconstructed } from '../../provenance/is-reconstructed.js';
import type { Marker, Unit } from '../../model/types.js';

/** Whether a counter prints anything Sandtable reconstructed: the unit itself or any factor on either side. */
export function unitShowsReconstructed(unit: Unit): boolean {
  return (
    isReconstructed(unit.provenance) ||
    isReconstructed(unit.factors.provenance) ||
    isReconstructed(unit.back.factors?.provenance)
  );
}

export function markerShowsReconstructed(marker: Marker): boolean {
  return isReconstructed(marker.provenance);
}

import { InputError } from '../../cli/io.js';
import { parseCounterSize } from '../counters/counter-size.js';

export type TileMode = 'auto' | 'off' | 'full';

/** --tile: auto (the default) tiles a map larger than the paper; off insists on one sheet; full prints one page the map's size. */
export function parseTileMode(value: string | undefined): TileMode {
  if (value === undefined) return 'auto';
  if (value === 'auto' || value === 'off' || value === 'full') return value;
  throw new InputError(`--tile must be auto, off or full, not "${value}"`);
}

/**
 * The counter size the map's cells must hold, in pt, read as the counters part reads it; undefined when
 * the player named none, and the cells then follow the printed size alone.
 */
export function mapCounterPt(value: string | undefined): number | undefined {
  return value === undefined ? undefined : parseCounterSize(value).pt;
}

import type { SquareMap } from '../../model/schema/map.js';

export type PontoonSite = SquareMap['bridges'][number];

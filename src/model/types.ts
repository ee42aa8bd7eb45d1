// The typed model every layer reads: one place for the types, all inferred from the schemas.
export type { Game } from './schema/game.js';
export type { Unit, Marker, Factors } from './schema/units.js';
export type { GameMap, HexMap, SquareMap, AreaMap } from './schema/map.js';
export type { Chart, Crt, DieTable } from './schema/charts.js';
export type { CardsFile } from './schema/cards.js';
export type { RostersFile } from './schema/rosters.js';
export type { LocaleFile } from './schema/locale.js';
export type { Scenario, SourceRef } from './scenario.js';
export type { Provenance } from './schema/common.js';

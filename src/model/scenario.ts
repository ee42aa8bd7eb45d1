import type { Game } from './schema/game.js';
import type { Unit, Marker } from './schema/units.js';
import type { GameMap } from './schema/map.js';
import type { Chart } from './schema/charts.js';
import type { CardsFile } from './schema/cards.js';
import type { RostersFile } from './schema/rosters.js';
import type { LocaleFile } from './schema/locale.js';
import type { Rules } from './schema/rules.js';
import type { PathPart, SourceFile } from './source.js';

export interface SourceRef {
  src: SourceFile;
  path: PathPart[];
}

/** A game as the loader hands it on: validated, typed, with where each part came from. */
export interface Scenario {
  id: string;
  dir: string;
  game: Game;
  units: Unit[];
  markers: Marker[];
  pieceCount?: number;
  map?: GameMap;
  charts: Chart[];
  cards?: CardsFile;
  rosters?: RostersFile;
  /** The procedures of rules.yaml, run by src/rules; absent for a game that declares none. */
  rules?: Rules;
  locales: Record<string, LocaleFile>;
  origins: {
    game: SourceRef;
    units: SourceRef[];
    markers: SourceRef[];
    pieceCount?: SourceRef;
    map?: SourceRef;
    charts: SourceRef[];
    cards?: SourceRef;
    rosters?: SourceRef;
    rules?: SourceRef;
  };
}

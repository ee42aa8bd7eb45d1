/**
 * The light piece of the map's interface (api.ts gives it too): a terrain's swatch as the map draws it, for a chart
 * row that names it. Apart from api.ts so that a part using only swatches (the aids) does not load the map's
 * drawing code, about a sixth of the CLI's script.
 */
export { terrainSwatch, SWATCH_ASPECT, type Swatch } from './terrain-swatch.js';

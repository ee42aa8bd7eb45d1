/**
 * What other parts may use of the map part: a note that names hexes, rewritten into the numbering the map of the
 * sheet's language prints (the roster's set-up notes say "F3 to F9"; the Russian map numbers them 0603 to 0609).
 */
export { renumberCells } from './map-texts.js';

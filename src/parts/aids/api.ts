/**
 * The player aids drawn one per image, as aids.pdf draws them: the VASSAL module shows them in its chart window,
 * so a player at the screen reads the same tables as one at the table.
 */
export { aidSvgs } from './part.js';

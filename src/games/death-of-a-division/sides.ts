// The two sides and the objective of Death of a Division, as its data names them.
export const GERMAN = 'german';
export const US = 'us';
/** St. Vith: the area the German must hold at the end (rules 1). */
export const OBJECTIVE = 'st-vith';

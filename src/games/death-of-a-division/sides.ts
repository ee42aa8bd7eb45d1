// The two sides of Death of a Division, as its data names them.
export const GERMAN = 'german';
export const US = 'us';

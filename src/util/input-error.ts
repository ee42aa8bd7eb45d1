/** Bad input that is not a scenario file: a position file, a unit id, a die value. The CLI exits 1 on it. */
export class InputError extends Error {}

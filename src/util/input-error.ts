/** Bad input that is not a scenario file: a position file, a unit id, a die value. The CLI exits 1 on it. */
export class InputError extends Error {}

/** A mistake in how a command was called (the CLI exits 2 on it); the table companion shows it as the same words. */
export class UsageError extends Error {}

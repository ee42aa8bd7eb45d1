import type { Procedure } from './schema/rules.js';

// Type-only on the schema: the companion page's engine imports this, and must not carry the schema with it.

/** The word after a procedure's verb in its command (`setup check GAME`), where it declares one. */
export const subcommandOf = (p: Procedure): string | undefined =>
  p.kind === 'hook' || p.kind === 'setup' ? p.subcommand : undefined;

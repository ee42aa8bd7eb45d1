import type { Scenario } from '../../model/scenario.js';
import { UsageError } from '../../util/input-error.js';

/** The choice a player made for a game option, or its default; a choice the option lacks is a usage error. */
export function optionChoice(s: Scenario, optionId: string, given: string | undefined): string {
  const o = s.game.options.find((x) => x.id === optionId);
  if (!o) throw new UsageError(`${s.id} has no option "${optionId}"`);
  if (given === undefined) return o.default;
  if (!o.choices.some((c) => c.id === given))
    throw new UsageError(`option ${optionId} has the choices ${o.choices.map((c) => c.id).join(', ')}; not "${given}"`);
  return given;
}

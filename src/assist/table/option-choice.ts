import type { Scenario } from '../../model/scenario.js';
import { KeyedUsage, msg } from '../messages.js';

/** The choice a player made for a game option, or its default; a choice the option lacks is a usage error. */
export function optionChoice(s: Scenario, optionId: string, given: string | undefined): string {
  const o = s.game.options.find((x) => x.id === optionId);
  if (!o) throw new KeyedUsage(msg('refused.noOption', { game: s.id, id: optionId }));
  if (given === undefined) return o.default;
  if (!o.choices.some((c) => c.id === given))
    throw new KeyedUsage(
      msg('refused.optionChoices', { id: optionId, choices: o.choices.map((c) => c.id).join(', '), given }),
    );
  return given;
}

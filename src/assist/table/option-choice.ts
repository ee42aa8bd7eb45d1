import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, KeyedUsage, msg } from '../messages.js';

/** The choice a player made for a game option, or its default; a choice the option lacks is a usage error. */
export function optionChoice(s: Scenario, optionId: string, given: string | undefined): string {
  const o = s.game.options.find((x) => x.id === optionId);
  if (!o) throw new KeyedUsage(noOption(s, optionId));
  if (given === undefined) return o.default;
  if (!o.choices.some((c) => c.id === given))
    throw new KeyedUsage(
      msg('refused.optionChoices', { id: optionId, choices: o.choices.map((c) => c.id).join(', '), given }),
    );
  return given;
}

const noOption = (s: Scenario, id: string) =>
  msg('refused.noOption', { game: s.id, id, options: s.game.options.map((o) => o.id).join(', ') });

/**
 * The game options the players agree (at the set-up), from `id=choice` items: each checked against the game's
 * options, a wrong one refused as the rules refuse a play. Only the options given are returned.
 */
export function agreedOptions(s: Scenario, items: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  // An example the game's own options make: the first that can be switched on.
  const on = s.game.options.find((o) => o.choices.some((c) => c.id === 'on'));
  for (const item of items) {
    const m = item.match(/^([^=\s]+)=([^=\s]+)$/);
    if (!m) throw new KeyedRefusal(msg('refused.optionShape', { example: on?.id ?? 'rule', item }));
    const o = s.game.options.find((x) => x.id === m[1]);
    if (!o) throw new KeyedRefusal(noOption(s, m[1]));
    if (!o.choices.some((c) => c.id === m[2]))
      throw new KeyedRefusal(
        msg('refused.optionChoices', { id: o.id, choices: o.choices.map((c) => c.id).join(', '), given: m[2] }),
      );
    out[o.id] = m[2];
  }
  return out;
}

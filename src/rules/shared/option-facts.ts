import type { Scenario } from '../../model/scenario.js';

/**
 * The game's options as a condition reads them ("option.attacker-result": the choice in play), each the choice
 * `chosen` gives, else the option's default: one reading for every procedure, the engine's and a game's hooks.
 */
export function optionFacts(
  s: Scenario,
  chosen: (id: string) => string | undefined = () => undefined,
): Record<string, string> {
  return Object.fromEntries(s.game.options.map((o) => [`option.${o.id}`, chosen(o.id) ?? o.default]));
}

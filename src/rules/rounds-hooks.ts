import type { HookQuery } from './shared/hook-query.js';
import type { Crt } from '../model/schema/charts.js';
import type { Unit } from '../model/schema/units.js';
import type { Message, Value } from '../assist/messages.js';

// What a game's cards decide in a battle in rounds (rules.yaml `kind: rounds`, `play.hook`): the support each side
// plays into it, whether a side can make the battle's declared choice on a result (it holds the card), the units its
// own journal keeps off the board, and its own journal keys once the battle is fought (the cards spent). The engine
// reads the units, fights the rounds, asks the choice and keeps the losses; the hook refuses by throwing a keyed
// refusal.

export interface RoundsPlayQuery extends HookQuery {
  /** The units given by id (not those given as a count). */
  named: readonly Unit[];
  /** Each side's id, where the units or `--attacker-side` say it. */
  sides: { attacker?: string; defender?: string };
}

export interface PlayedSupport {
  /** Columns for the whole battle, right for the attacker. */
  shift: number;
  /** The reasons, said before the first round. */
  steps: Message[];
}

export interface RoundsPlayHook {
  /** The rule a turn before the journal's is refused under, when the game cites one. */
  sequence?: Value;
  /** The declared shifts it applies itself (a card's): validate refuses a condition on them. */
  applies?: readonly string[];
  /** Once the units are read: those the game's own journal has off the board now. */
  units?(q: RoundsPlayQuery): void;
  /**
   * The support the sides play into the battle: its shift and reasons, given the CRT the terrain picks and each
   * declared shift by id (`shift('attacker-card')`), so the hook keeps no number of its own.
   */
  played?(q: RoundsPlayQuery, crt: Crt, shift: (id: string) => number): PlayedSupport;
  /** Once planned, before any die: a refusal of support a side does not hold (its kept hand). */
  check?(q: RoundsPlayQuery): void;
  /** Whether the side of the declared choice can make it (holds the card); false answers the first option. */
  canChoose?(q: RoundsPlayQuery): boolean;
  /** Once fought: the game's own journal keys (the cards spent, the choices made, an area engaged). */
  keep?(q: RoundsPlayQuery & { area: string; outcome: string; choices: readonly string[] }): Record<string, unknown>;
}

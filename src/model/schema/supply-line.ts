import { z } from 'zod';
import { hookName, id, int, list, name, strict, text } from './common.js';

// The parts of rules.yaml's `supply` that a hex or square game's supply rules add to the line itself: places a
// unit is supplied where it stands, a preference for roads (and the road line a victory count reads), how being
// out of supply halves a unit's factors, and how the report words each line.

const section = name.min(1).max(40);

/** Places (map place names or cell labels) where a unit of `side` is supplied where it stands, line or none. */
export const supplyInPlace = strict({
  side: id,
  places: list(name, 50).min(1),
  /** The rule as the report states it, once for the side. */
  text: text,
  section,
});

/**
 * Lines prefer roads: of every line, the one with the fewest cells off the road kinds `along` names (map.yaml
 * `roads`) is taken. For the `sides` listed, a line with no more than `offRoad` such cells is a road line, which
 * a victory count reads; the report says when it is not one. Hex and square maps; not with `range`.
 */
export const supplyRoads = strict({
  /** The road kinds (map.yaml `roads[].kind`: `road`, `railway`) a line prefers, 1–5. */
  along: list(id, 5).min(1),
  /** The most cells off those roads (0–50) a road line may have. */
  offRoad: int(0, 50).default(0),
  /** The sides (`sides[].id`) whose lines are judged road lines or not, for a victory count. */
  sides: list(id, 10).default([]),
  /** The rule in the game's words, printed in the report of a side in `sides` ("a road line to the west edge"). */
  text: text,
  section,
});

/**
 * Out of supply, a unit's printed factors (attack, defence, combat, move) are halved, rounding up, a stack's
 * total halved before rounding; units with an ability in `exempt` are unchanged, and the report says `text`.
 */
export const supplyHalve = strict({
  /** How a halved factor is rounded: `up`, the only way the bundled rules use. */
  round: z.enum(['up']).default('up'),
  /** Units never halved, by an ability they have, each with the words the report says of them. */
  exempt: list(
    strict({
      /** The ability (game.yaml `abilities[].id`) whose units keep their factors out of supply. */
      ability: id,
      /** What the report says of such a unit, in the game's words ("HQs are never halved"). */
      text,
    }),
    10,
  ).default([]),
  section,
});

/**
 * How the report words each unit: `lengths` (the default) its line's length, source and places; `lines`, for a
 * side at a time, what its lines trace to and what blocks them, then each unit's line as a list of cells.
 */
/**
 * A game hook ("<game>.<rule>") that says where every unit stands when neither a position file nor units are
 * given: for a game whose own code keeps the board in the journal.
 */
/**
 * Where units stand when no position file is given, for a game whose commands keep every unit in the journal's
 * game object (kept-units.ts): the procedures that record the set-up and that move units, cited in refusals.
 */
export const supplyKept = strict({
  /** The procedure (its `id`) that records the set-up, cited while the journal holds none. */
  setup: id,
  /** The procedure (its `id`) that moves units: a position file is refused once the journal keeps them, naming it. */
  move: id,
});

export const supplyStanding = hookName('my-game.standing');

export const supplyReport = z.enum(['lengths', 'lines']).default('lengths');

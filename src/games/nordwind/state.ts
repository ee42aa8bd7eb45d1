import { z } from 'zod';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { Unit } from '../../model/schema/units.js';
import { checkOnTheBoard, commonState, readState, type OnTheBoard } from '../../rules/shared/game-state.js';

export const NORDWIND_RULES = {
  sequence: msg('nordwind.rule.sequence'),
  eliminated: msg('nordwind.rule.eliminated'),
  arrival: msg('nordwind.rule.arrival'),
  reserve: msg('nordwind.rule.reserve'),
  withdrawn: msg('nordwind.rule.withdrawn'),
};

/** The 269th VGD leaves the game at the beginning of turn 18 (M). */
export const WITHDRAWN = { formation: 'vgd-269', turn: 18 } as const;

const schema = z.looseObject({
  ...commonState,
  /** Each side's hand of cards, by card id, when the players keep it in the journal. */
  hands: z.record(z.string(), z.array(z.string())).default({}),
  /** The discard pile and the cards out of the game; the draw pile is the rest of the deck (deck.ts). */
  deck: z.looseObject({ discard: z.array(z.string()), removed: z.array(z.string()) }).optional(),
  /** Turns a snowstorm played is in effect (G, Snowstorm). */
  snow: z.array(z.int().min(1)).optional(),
  /** The turn each side last brought back a replacement (K). */
  replaced: z.record(z.string(), z.int().min(1)).optional(),
  /** What has been done this turn (src/rules/shared/turn-log.ts). */
  thisTurn: z.unknown().optional(),
  /** Areas left engaged by a battle (an E result, or Heroic Stand), and the turn: kept until a battle ends. */
  engaged: z.array(z.looseObject({ area: z.string(), turn: z.int().min(1).optional() })).default([]),
  /** Sides that have played Reserves Released: their reserves may enter. */
  reservesReleased: z.array(z.string()).default([]),
  /** German units exited off the south edge, and the areas the German holds, as last told (I). */
  exited: z.int().min(0).optional(),
  germanHolds: z.array(z.string()).optional(),
});

export type NordwindState = z.infer<typeof schema>;

export function nordwindState(raw: Record<string, unknown>, journal?: string): NordwindState {
  return readState(schema, raw, journal);
}

/** Why a unit is not on the board on `turn`, or undefined. */
export function nordwindAbsence(st: NordwindState, unit: Unit, turn: number | undefined): Message | undefined {
  if (turn === undefined) return undefined;
  if (unit.formation === WITHDRAWN.formation && turn >= WITHDRAWN.turn)
    return msg('nordwind.absent.withdrawn', { unit: unit.id, section: NORDWIND_RULES.withdrawn });
  const due = unit.setup?.turn;
  if (due === undefined || turn >= due) return undefined;
  if (unit.reserve) {
    if (st.reservesReleased.includes(unit.side)) return undefined;
    return msg('nordwind.absent.reserve', {
      unit: unit.id,
      box: unit.reserve.box,
      due,
      turn,
      section: NORDWIND_RULES.reserve,
    });
  }
  return msg('nordwind.absent.arrives', { unit: unit.id, due, turn, section: NORDWIND_RULES.arrival });
}

export function checkNordwindUnits(units: readonly OnTheBoard[], st: NordwindState, turn: number | undefined): void {
  checkOnTheBoard(units, st.eliminated, NORDWIND_RULES.eliminated, ({ unit }) => nordwindAbsence(st, unit, turn));
}

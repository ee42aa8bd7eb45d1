import { z } from 'zod';
import { msg } from './messages.js';
import { checkOnTheBoard, commonState, readState, type OnTheBoard } from '../../rules/shared/game-state.js';

/** Where the rules say what each check rests on. */
export const REMAGEN_RULES = {
  sequence: msg('remagen.rule.sequence'),
  eliminated: msg('remagen.rule.eliminated'),
  arrival: msg('remagen.rule.arrival'),
  paratroops: msg('remagen.rule.paratroops'),
  fire: msg('remagen.rule.fire'),
  returnFire: msg('remagen.rule.returnFire'),
  battles: msg('remagen.rule.battles'),
  bridge: msg('remagen.rule.bridge'),
  engaged: msg('remagen.rule.engagedFire'),
  phases: msg('remagen.rule.phases'),
};

/** The parts of a side's turn, in order, as the journal's bookkeeping keeps them. */
export const REMAGEN_PHASES = ['start', 'fire', 'combat'] as const;

const turn = z.int().min(1);
const schema = z.looseObject({
  ...commonState,
  /** Figures lost by a tray, or hits on a vehicle or gun, by unit ref. */
  damage: z.record(z.string(), z.int().min(0)).default({}),
  ludendorff: z.looseObject({ collapsed: z.boolean(), turn: turn.optional() }).default({ collapsed: false }),
  pontoons: z
    .record(z.string(), z.looseObject({ lu: z.int().min(0), completed: z.boolean(), completedOnTurn: turn.optional() }))
    .default({}),
  labourRolls: z.looseObject({ turn, engineers: z.array(z.string()) }).optional(),
  drop: z.looseObject({ turn, centre: z.string(), blocked: z.boolean() }).optional(),
  /** Sectors left ENGAGED by a battle, and its turn: kept until a battle there ends otherwise. */
  /** What has been done this turn (src/rules/shared/turn-log.ts). */
  thisTurn: z.unknown().optional(),
  engaged: z.array(z.looseObject({ sector: z.string(), turn: turn.optional() })).default([]),
});

export type RemagenState = z.infer<typeof schema>;

export function remagenState(raw: Record<string, unknown>, journal?: string): RemagenState {
  return readState(schema, raw, journal);
}

/**
 * Units that may act now: not eliminated; US units only from their arrival turn, when the turn is known;
 * the paratroops not before their drop turn, and not after a drop that found no room.
 */
export function checkRemagenUnits(units: readonly OnTheBoard[], st: RemagenState, opts: { turn?: number }): void {
  checkOnTheBoard(units, st.eliminated, REMAGEN_RULES.eliminated, ({ ref, unit }) => {
    if (unit.setup?.location === 'paratroop-drop') {
      if (st.drop && !st.drop.blocked) return undefined;
      const first = unit.setup.turn;
      if (first !== undefined && opts.turn !== undefined && opts.turn < first)
        return msg('remagen.absent.dropLater', { ref, first, turn: opts.turn, section: REMAGEN_RULES.paratroops });
      if (st.drop?.blocked)
        return msg('remagen.absent.noRoom', { ref, turn: st.drop.turn, section: REMAGEN_RULES.paratroops });
      return undefined;
    }
    const due = unit.setup?.turn;
    if (due !== undefined && opts.turn !== undefined && opts.turn < due)
      return msg('remagen.absent.enters', { ref, due, turn: opts.turn, section: REMAGEN_RULES.arrival });
    return undefined;
  });
}

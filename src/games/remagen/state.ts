import { z } from 'zod';
import { msg } from './messages.js';
import { checkOnTheBoard, commonState, readState, type OnTheBoard } from '../../rules/shared/game-state.js';

/** Where the rules say what each check rests on. */
export const REMAGEN_RULES = {
  sequence: 'Turn record: one turn follows another, 1 to 15',
  eliminated: 'Computing Hits; Morale Chart, D or A Eliminated: the units are removed from the board',
  arrival: 'Initial Setup; the US arrival turns are reconstructed, units.yaml',
  paratroops: 'Paratroop Drop: the trays land only by the drop',
  fire: 'Fire (1), (3): each sector fires once a turn, and one unit’s fire is not split',
  returnFire: 'Fire (2): the defender returns fire from the sectors fired upon',
  battles: 'Combat, Basic Odds: a sector’s forces are not split up, each sector fights one battle',
  bridge: 'Ludendorff RR Bridge: a die at the beginning of each German turn',
  engaged: 'Morale Chart, ENGAGED: no fire out of, into or within engaged sectors',
  phases: 'Fire; Combat: the fire portion, then combat; the combat ends the attacker’s turn',
} as const;

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

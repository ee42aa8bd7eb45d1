import { NORDWIND_RULES } from './state.js';
import type { Scenario } from '../../model/scenario.js';
import { CARD_TYPE, checkHand, handLimit, playFromHand, HAND_RULES } from './hands.js';
import { DECK_RULES, SNOW_FORBIDS, deckOf, drawFrom, drawPile, leftHand, played, snowOn } from './deck.js';
import { markDone, turnLogFor, TURN_LOG_KEY } from '../../rules/shared/turn-log.js';
import { KeyedRefusal, KeyedUsage } from '../../assist/messages.js';
import { msg } from './messages.js';
import { turnFrom, Session, type AssistFlags } from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { reportLines } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
} from '../../assist/table/procedure.js';
import { nordwindState, type NordwindState } from './state.js';

// Nordwind's hands as the table runs them, from the command line and the companion page alike.

const GAME = 'nordwind';
/** Cards a player may discard before drawing, each turn (H). */
const DISCARD_LIMIT = 2;

function sideFlag(s: Scenario, value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && !s.game.sides.some((x) => x.id === value))
    throw new KeyedUsage(
      msg('nordwind.refused.sideFlag', { flag, sides: s.game.sides.map((x) => x.id).join(', '), value }),
    );
  return value;
}

const stateOf = (session: Session, flags: AssistFlags): NordwindState => nordwindState(session.rawState, flags.journal);

/** A side's hand of cards (F, H): the CLI's `hand nordwind`. */
export async function runHand(
  tc: TableContext,
  flags: AssistFlags & {
    side: string;
    set?: string[];
    draw: string[];
    discard: string[];
    play: string[];
    turn?: string;
    germanHand?: string;
    reservesReleased?: boolean;
  },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const side = sideFlag(s, flags.side, '--side')!;
  const session = new Session(s, flags, `hand ${s.id}`, tc.env);
  if (!flags.journal && !flags.preview) throw new KeyedUsage(msg('nordwind.refused.journalHand'));
  const st = stateOf(session, flags);
  const turn = turnFrom(flags, session, NORDWIND_RULES.sequence) ?? 1;
  const option = optionChoice(s, 'german-hand-after-first-turn', flags.germanHand);
  if (!flags.set && !st.hands[side] && (flags.draw.length || flags.discard.length || flags.play.length))
    throw new KeyedRefusal(msg('nordwind.refused.noHand', { side }));
  const kept = flags.set || st.hands[side];
  const others = Object.fromEntries(Object.entries(st.hands).filter(([k]) => k !== side));
  let deck = deckOf(st);
  // A hand dealt with --set comes out of the same deck as the other hand: together never more than it holds.
  if (flags.set) deck = drawFrom(s, others, deck, flags.set).deck;
  let hand = [...(flags.set ?? st.hands[side] ?? [])];
  const snow = snowOn(st, turn);
  const log = turnLogFor(st.thisTurn, turn);
  // Cards played outside a battle go to the discards, Reserves Released out of the game (F, G).
  const plays = flags.play;
  for (const id of plays) {
    const type = s.cards?.cards.find((c) => c.id === id)?.type;
    if (snow && type && SNOW_FORBIDS.has(type))
      throw new KeyedRefusal(msg('deck.snow', { turn, card: id, section: DECK_RULES.snow }));
    if (kept) {
      const i = hand.indexOf(id);
      if (i < 0)
        throw new KeyedRefusal(
          msg('deck.notHeld', { side, card: id, hand: hand.join(', ') || '—', section: HAND_RULES.play }),
        );
      hand.splice(i, 1);
    }
  }
  checkHand(s, side, plays);
  deck = played(s, deck, plays);
  const snowTurns = plays.some((id) => s.cards?.cards.find((c) => c.id === id)?.type === 'snowstorm')
    ? [...new Set([...(st.snow ?? []), turn + 1])]
    : undefined;
  // Reserves Released leaves the game once played (G); a hand not kept is taken on the player's word.
  if (flags.reservesReleased && kept) {
    const left = playFromHand(s, hand, side, [CARD_TYPE.reservesReleased])!;
    deck = played(s, deck, leftHand(hand, left));
    hand = left;
  }
  for (const id of flags.discard) {
    const i = hand.indexOf(id);
    if (i < 0)
      throw new KeyedRefusal(
        msg('nordwind.refused.noDiscard', {
          side,
          card: id,
          cards: hand.join(', ') || msg('nordwind.refused.nothing'),
        }),
      );
    hand.splice(i, 1);
  }
  // Two discards a turn before drawing (H), counted over every hand command of the turn.
  const discarded = (log.acted[`discarded:${side}`] ?? []).length + flags.discard.length;
  if (discarded > DISCARD_LIMIT)
    throw new KeyedRefusal(
      msg('deck.discardLimit', { side, count: discarded, turn, limit: DISCARD_LIMIT, section: DECK_RULES.discard }),
    );
  markDone(
    log,
    `discarded:${side}`,
    flags.discard.map((id, i) => `${id}#${discarded - flags.discard.length + i + 1}`),
  );
  deck = played(s, deck, flags.discard);
  const draw = drawFrom(s, { ...others, [side]: hand }, deck, flags.draw);
  deck = draw.deck;
  hand = [...hand, ...flags.draw];
  checkHand(s, side, hand);
  const limit = handLimit(s, side, turn, option);
  if (limit !== undefined && hand.length > limit)
    throw new KeyedRefusal(
      msg('nordwind.refused.handSize', { side, limit, turn, count: hand.length, section: HAND_RULES.size }),
    );
  const pile = [...drawPile(s, { ...st.hands, [side]: hand }, deck).values()].reduce((n, x) => n + Math.max(0, x), 0);
  const steps = [
    ...(draw.reshuffled ? [msg('deck.reshuffled', { section: DECK_RULES.reshuffle })] : []),
    ...(snowTurns ? [msg('deck.snowPlayed', { turn: turn + 1, section: DECK_RULES.snow })] : []),
    ...(flags.reservesReleased ? [msg('nordwind.hand.reservesReleased', { side })] : []),
    msg(hand.length === 1 ? 'nordwind.hand.one' : 'nordwind.hand.many', {
      side,
      turn,
      count: hand.length,
      limit: limit !== undefined ? msg('nordwind.hand.limit', { limit }) : '',
      cards: hand.length ? hand.join(', ') : msg('nordwind.hand.none'),
    }),
    msg('deck.counts', { draw: pile, discard: deck.discard.length, removed: deck.removed.length }),
  ];
  session.record(
    {
      command: `hand ${s.id}`,
      inputs: {
        side,
        ...(flags.set ? { set: flags.set } : {}),
        draw: flags.draw,
        discard: flags.discard,
        ...(flags.play.length ? { play: flags.play } : {}),
        ...(flags.reservesReleased ? { reservesReleased: true } : {}),
      },
      result: { cards: hand.length },
      turn,
    },
    {
      hands: { ...st.hands, [side]: hand },
      deck,
      [TURN_LOG_KEY]: log,
      ...(snowTurns ? { snow: snowTurns } : {}),
      turn,
      ...(flags.reservesReleased ? { reservesReleased: [...new Set([...st.reservesReleased, side])] } : {}),
    },
  );
  return out({ game: s.id, side, turn, hand, limit, preview: flags.preview || undefined }, () =>
    reportLines({
      title: msg('nordwind.hand.title', { game: s.game.title, side }),
      before: steps,
      preview: flags.preview,
    }),
  );
}

export const nordwindHand: TableProcedure = {
  game: GAME,
  verb: 'hand',
  ...FROM_DATA,
  run: (tc, flags, given) =>
    runHand(
      tc,
      { ...{ draw: [], discard: [], play: [] }, ...flags } as unknown as Parameters<typeof runHand>[1],
      given,
    ),
};

import { mostUnitsOfASide } from './combat.js';
import { NORDWIND_RULES } from './state.js';
import { CARD_TYPE, checkHand, handLimit, playFromHand, HAND_RULES } from './hands.js';
import { judgeNordwindVictory } from './victory.js';
import { InputError, UsageError } from '../../util/input-error.js';
import { parseInteger, turnFrom, Session, type AssistFlags } from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { reportLines } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
} from '../../assist/table/procedure.js';
import { sideFlag, stateOf } from './table.js';

// Nordwind's hands and victory as the table runs them, from the command line and the companion page alike.

const GAME = 'nordwind';

/** A side's hand of cards (F, H): the CLI's `hand nordwind`. */
export async function runHand(
  tc: TableContext,
  flags: AssistFlags & {
    side: string;
    set?: string[];
    draw: string[];
    discard: string[];
    turn?: string;
    germanHand?: string;
    reservesReleased?: boolean;
  },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const side = sideFlag(s, flags.side, '--side')!;
  const session = new Session(s, flags, `hand ${GAME}`, tc.env);
  if (!flags.journal && !flags.preview) throw new UsageError('--journal is needed: the hand is kept there');
  const st = stateOf(session, flags);
  const turn = turnFrom(flags, session, NORDWIND_RULES.sequence) ?? 1;
  const option = optionChoice(s, 'german-hand-after-first-turn', flags.germanHand);
  let hand = flags.set ?? st.hands[side] ?? [];
  if (!flags.set && !st.hands[side] && (flags.draw.length || flags.discard.length))
    throw new InputError(`the journal keeps no ${side} hand yet: give it with --set first`);
  hand = [...hand, ...flags.draw];
  // Reserves Released leaves the game once played (G); a hand not kept is taken on the player's word.
  if (flags.reservesReleased && (flags.set || st.hands[side]))
    hand = playFromHand(s, hand, side, [CARD_TYPE.reservesReleased])!;
  for (const id of flags.discard) {
    const i = hand.indexOf(id);
    if (i < 0)
      throw new InputError(`the ${side} hand holds no ${id} to discard; it holds ${hand.join(', ') || 'nothing'}`);
    hand.splice(i, 1);
  }
  checkHand(s, side, hand);
  const limit = handLimit(s, side, turn, option);
  if (limit !== undefined && hand.length > limit)
    throw new InputError(
      `the ${side} hand may hold ${limit} cards on turn ${turn}, not ${hand.length} (${HAND_RULES.size})`,
    );
  const steps = [
    ...(flags.reservesReleased ? [`Reserves Released: the ${side} reserves may enter from now on (G)`] : []),
    `${side} hand, turn ${turn}: ${hand.length} card${hand.length === 1 ? '' : 's'}` +
      `${limit !== undefined ? ` of at most ${limit}` : ''}: ${hand.join(', ') || 'none'}`,
  ];
  session.record(
    {
      command: `hand ${GAME}`,
      inputs: {
        side,
        ...(flags.set ? { set: flags.set } : {}),
        draw: flags.draw,
        discard: flags.discard,
        ...(flags.reservesReleased ? { reservesReleased: true } : {}),
      },
      result: { cards: hand.length },
      turn,
    },
    {
      hands: { ...st.hands, [side]: hand },
      turn,
      ...(flags.reservesReleased ? { reservesReleased: [...new Set([...st.reservesReleased, side])] } : {}),
    },
  );
  return out({ game: GAME, side, turn, hand, limit, preview: flags.preview || undefined }, () =>
    reportLines({ title: `Operation Nordwind: the ${side} hand`, before: steps, preview: flags.preview }),
  );
}

export const nordwindHand: TableProcedure = {
  game: GAME,
  verb: 'hand',
  title: 'Hand of cards',
  rule: 'F, H',
  fields: [
    { key: 'side', label: 'Side', kind: 'choice', choices: ['german', 'allied'], required: true },
    { key: 'set', label: 'The hand as dealt (card ids)', kind: 'text', list: true, values: 'cards' },
    { key: 'draw', label: 'Cards drawn', kind: 'text', list: true, values: 'cards' },
    { key: 'discard', label: 'Cards discarded or played outside a battle', kind: 'text', list: true, values: 'cards' },
    { key: 'reservesReleased', label: 'Play Reserves Released (G)', kind: 'check' },
    { key: 'turn', label: 'Game turn (else the journal’s)', kind: 'number' },
  ],
  run: (tc, flags, given) =>
    runHand(tc, { ...{ draw: [], discard: [] }, ...flags } as unknown as Parameters<typeof runHand>[1], given),
};

/** Victory (I): the CLI's `victory nordwind`. */
export async function runVictory(
  tc: TableContext,
  flags: AssistFlags & {
    exited?: string;
    germanHolds?: string[];
    strasbourgContested?: boolean;
    exactlyNine?: string;
  },
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const s = tc.scenario;
  const session = new Session(s, flags, `victory ${GAME}`, tc.env);
  const st = stateOf(session, flags);
  const exited =
    flags.exited !== undefined
      ? parseInteger(flags.exited, '--exited', 0, mostUnitsOfASide(s), 'the German units in the game')
      : st.exited;
  const r = judgeNordwindVictory(s, {
    exited,
    germanHolds: flags.germanHolds ?? st.germanHolds,
    strasbourgContested: !!flags.strasbourgContested,
    nine: optionChoice(s, 'exactly-nine-exits', flags.exactlyNine),
  });
  session.record(
    { command: `victory ${GAME}`, inputs: { exited, germanHolds: flags.germanHolds }, result: r.result },
    {
      ...(exited !== undefined ? { exited } : {}),
      ...(flags.germanHolds ? { germanHolds: flags.germanHolds } : {}),
    },
  );
  return out({ game: GAME, ...r, preview: flags.preview || undefined }, () =>
    reportLines({ title: 'Operation Nordwind: victory', before: r.steps, preview: flags.preview }),
  );
}

export const nordwindVictory: TableProcedure = {
  game: GAME,
  verb: 'victory',
  title: 'Victory',
  rule: 'I',
  fields: [
    { key: 'exited', label: 'German units exited south (else the journal’s)', kind: 'number' },
    { key: 'germanHolds', label: 'Towns the German holds (else the journal’s)', kind: 'text', list: true },
    { key: 'strasbourgContested', label: 'Allied units still in Strasbourg', kind: 'check' },
  ],
  run: (tc, flags, given) => runVictory(tc, { ...{}, ...flags } as unknown as Parameters<typeof runVictory>[1], given),
};

import type { CombatOutcomeHook } from '../../rules/combat-hooks.js';
import type { Settled } from '../../rules/combat-settle.js';
import type { LossChoice } from '../../rules/owner-losses.js';
import { outcomeOrder, readingOption, sideReading } from '../../rules/side-outcome.js';
import { optionFact } from '../../model/option-facts.js';
import { parseDice } from '../../model/dice-spec.js';
import { handFaces, list } from '../../assist/table/hand-dice.js';
import { KeyedRefusal, msg as engineMsg } from '../../assist/messages.js';
import { Board, boardFromEntries } from './board.js';
import { continueCombat, type CombatAnswers, type CombatProgress, type PendingCombat } from './combat.js';
import { splitResult } from './combat-reading.js';
import { answerExample, englishQuestion, hexIndex, lossAnswer, picksOf, questionLines } from './table.js';
import type { Side } from './state.js';
import { retreatTest } from './losses.js';
import { combatSays } from '../../rules/combat-says.js';

// What a Veritable result does, as a declared combat's hook point (rules.yaml `kind: combat`, `hooks.outcome`):
// each side's part in the declared order, retreats and their tests (6.5.3) with the dice the combat's `kind: dice`
// input gives by hand, then the advance (6.5.4). The same code carries Veritable's own combat hook (combat.ts).

const D6 = parseDice('1d6');

export const retreatOutcome: CombatOutcomeHook = (q) => {
  const s = q.scenario;
  const outcome = q.procedure.outcome;
  if (!outcome)
    throw new KeyedRefusal(
      engineMsg('refused.hookLacks', {
        hook: q.procedure.hooks?.outcome ?? '',
        lacking: 'outcome',
        id: q.procedure.id,
      }),
    );
  const index = hexIndex(s);
  const label = (at: string) => index.grid.label(index.cell(at));
  const board = q.position ? boardFromEntries(s, index, q.position, true) : new Board(s, index, [], false);
  // Without a whole position only the units named are on the board, every one of them (retreats avoid them all).
  for (const e of [...q.attackers, ...q.defenders]) if (!board.get(e.ref)) board.place(e.ref, label(e.at));
  const parts = splitResult(q.crt, q.cell);
  const attackerSide = q.attackers[0].unit.side as Side;
  const defenderSide = q.defenders[0].unit.side as Side;
  const readingBy = readingOption(outcome, 'attacker');
  const attackerReading = sideReading(outcome, 'attacker', readingBy && String(q.names[optionFact(readingBy)]));
  const target = label(q.defenders[0].at);
  let pending: PendingCombat = {
    id: 0,
    turn: 0,
    attackerSide,
    target,
    attackers: q.attackers.map((e) => ({ ref: e.ref, at: label(e.at) })),
    defenders: q.defenders.map((e) => ({ ref: e.ref, at: label(e.at) })),
    column: q.column,
    roll: q.roll,
    result: q.cell,
    attackerResult: parts.attacker,
    defenderResult: parts.defender,
    attackerReading,
    retreatModifier: {
      allied: 0,
      german: 0,
      [attackerSide]: q.testModifier[attackerSide] ?? 0,
      [defenderSide]: q.testModifier[defenderSide] ?? 0,
    },
    stage: outcomeOrder(outcome)[0],
    outcomes: [],
    advanced: [],
    mayNotReturn: [],
  };
  // The retreat tests' dice: a die given with a unit's answer ("44-bde=G7:5"), else the next of the combat's dice
  // input rolled by hand, else the machine's.
  const hand = q.procedure.inputs.find((i) => i.kind === 'dice');
  const flag = hand ? `--${hand.id}` : '--choose';
  const feed = q.dice.totals(flag, D6, handFaces((hand && String(q.inputs[hand.id] ?? '')) || undefined, flag));
  const die = (c: LossChoice) => (c.die !== undefined ? q.dice.roll('--choose', D6, c.die).total : feed.next());
  const table = { s, index, crt: q.crt, board, outcome, asks: q.keeps && !!q.position };
  const answers: CombatAnswers = {};
  const said: Settled['said'] = [];
  let used = 0;
  let progress: CombatProgress;
  for (;;) {
    progress = continueCombat(table, pending, answers, die);
    said.push(...progress.steps);
    pending = progress.pending;
    const question = progress.question;
    const answer = question ? q.answers[used] : undefined;
    if (!question || answer === undefined) break;
    used++;
    if (question.advance) answers.advance = answer === 'none' ? 'none' : list(answer);
    else answers.choices = [...(answers.choices ?? []), ...lossAnswer(question.loss!, answer)];
  }
  const where = new Map([...board.entries()].map((e) => [e.ref, e.at] as const));
  const out: Settled = {
    said,
    eliminated: pending.outcomes.filter((o) => o.outcome === 'eliminated').map((o) => o.ref),
    retreated: pending.outcomes
      .filter((o) => o.outcome === 'retreats')
      .map((o) => ({ ref: o.ref, from: o.hex, to: o.to! })),
    hits: {},
    where,
    advance: board.at(target).length === 0,
    advanced: pending.advanced,
    mayNotReturn: pending.mayNotReturn,
    // Each unit's outcome for the --json, its reasons in English only.
    data: {
      units: pending.outcomes.map(({ said: _, ...o }) => o),
      advanced: pending.advanced,
      mayNotReturn: pending.mayNotReturn,
    },
  };
  const question = progress.question;
  if (!question) {
    feed.finish();
    return out;
  }
  const lines = questionLines(q.procedure, question);
  return {
    ...out,
    data: { ...out.data, question: englishQuestion(question) },
    question: {
      said: lines.slice(1).reduce((above, line) => engineMsg('line.below', { above, line }), lines[0]),
      lines,
      example: answerExample(question),
      rule: question.advance ? '6.5.4' : '6.5.3',
      picks: picksOf(question),
    },
  };
};

/**
 * Before the die: without a whole position only the units named stand on the board, so their retreats are judged
 * against them alone (6.5.3); then each unit's retreat test, the defenders' first, with its side's modifier (8.3).
 */
retreatOutcome.before = (q) => {
  const tests = [...q.defenders, ...q.attackers].map((e) => ({
    ref: e.ref,
    ...retreatTest(q.scenario, e.unit, q.testModifier[e.unit.side] ?? 0),
  }));
  return {
    first: q.position ? [] : [combatSays(q.procedure, 'onlyNamed', { section: '6.5.3' })],
    last: [
      combatSays(q.procedure, tests.some((x) => x.modifier) ? 'retreatTestsMod' : 'retreatTests', {
        section: '6.5.3',
        tests: tests.map((x) => `${x.ref} ${x.chance}`).join(', '),
      }),
    ],
    data: { retreatTests: tests },
  };
};

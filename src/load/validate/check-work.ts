import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { WorkRoll } from '../../model/schema/work-roll.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { conditionProblems, vocabulary } from './check-rules.js';

// A hook's declared work (issue #20) against the game: the unit conditions and the halving condition read, the
// option whose choice halves each die exists with that choice, night halving has night turns to fall on, the words
// are the hook module's own messages, and no bound makes the work impossible. Each problem names the file, line
// and field, with the nearest id.

export function workProblems(s: Scenario, ref: SourceRef, decl: WorkRoll, _hook?: string): Problem[] {
  const out: Problem[] = [];
  const base: PathPart[] = ['work'];
  const v = vocabulary(s, undefined, 'general');
  decl.dice.forEach((d, i) =>
    out.push(...conditionProblems(ref, [...base, 'dice', i, 'unit'], d.unit, v, 'bool', true)),
  );
  // The chances before a roll count every fall of the dice: a crew's dice are bounded so that the count is exact.
  const most = decl.units.max * Math.max(...decl.dice.map((d) => d.dice));
  if (most > 20)
    out.push(at(ref, [...base, 'units', 'max'], `lets ${most} dice roll at once: at most 20 are rolled for one place`));
  if (decl.units.min > decl.units.max)
    out.push(at(ref, [...base, 'units', 'min'], `is more than max (${decl.units.max}): no crew could ever roll`));
  if (decl.cap && decl.cap.at < decl.complete.at)
    out.push(
      at(ref, [...base, 'cap', 'at'], `is below complete (${decl.complete.at}): the work could never be completed`),
    );
  if (decl.oncePerTurn?.state === decl.state.key)
    out.push(at(ref, [...base, 'oncePerTurn', 'state'], `is the state key of the count ("${decl.state.key}") too`));
  const h = decl.halve;
  if (h) {
    if (h.when) out.push(...conditionProblems(ref, [...base, 'halve', 'when'], h.when, v, 'bool'));
    if (h.each) {
      const o = s.game.options.find((x) => x.id === h.each?.option);
      if (!o)
        out.push(
          at(
            ref,
            [...base, 'halve', 'each', 'option'],
            missing(
              'option',
              h.each.option,
              s.game.options.map((x) => x.id),
            ),
          ),
        );
      else if (!o.choices.some((c) => c.id === h.each?.choice))
        out.push(
          at(
            ref,
            [...base, 'halve', 'each', 'choice'],
            missing(
              `choice of option ${o.id}`,
              h.each.choice,
              o.choices.map((c) => c.id),
            ),
          ),
        );
    }
    const track = s.charts.find((c) => c.kind === 'turn-track');
    if (h.night && !(track?.kind === 'turn-track' && track.turns.some((t) => t.night)))
      out.push(at(ref, [...base, 'halve', 'night'], 'the turn track marks no night turn: the halving can never hold'));
  }
  return out;
}

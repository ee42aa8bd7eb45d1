import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { TurnEndProcedure } from '../../model/schema/turn-end-procedure.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';

// The end of the turn (rules.yaml `kind: turn-end`): the set-up procedure, the phases it ends after, the extra
// turn's option, choice and value must exist; its words may fill only the values their step gives; the game's
// last turn is the victory's lastTurn, so a victory must give one.

export function turnEndProblems(s: Scenario, ref: SourceRef, p: TurnEndProcedure): Problem[] {
  const out: Problem[] = [];
  const ids = (s.rules?.procedures ?? []).map((x) => x.id);
  if (!ids.includes(p.setup)) out.push(at(ref, ['setup'], missing('procedure', p.setup, ids)));
  const phases = s.rules?.sequence?.phases ?? [];
  const sides = s.game.sides.map((x) => x.id);
  const phaseProblem = (path: string[], id: string) => {
    const ph = phases.find((x) => x.id === id);
    if (!ph)
      out.push(
        at(
          ref,
          path,
          missing(
            'phase of the sequence',
            id,
            phases.map((x) => x.id),
          ),
        ),
      );
    else if (!sides.includes(ph.side))
      out.push(at(ref, path, `phase "${id}" is "${ph.side}"'s; the turn ends after one side's player turn`));
  };
  phaseProblem(['after', 'phase'], p.after.phase);
  const victory = s.rules?.procedures.find((x) => x.kind === 'victory');
  if (victory?.kind !== 'victory' || victory.lastTurn === undefined)
    out.push(at(ref, ['kind'], 'the end of the turn knows the last turn from the victory’s lastTurn: give one'));
  if (p.extra) {
    phaseProblem(['extra', 'after'], p.extra.after);
    const o = s.game.options.find((x) => x.id === p.extra!.option);
    if (!o)
      out.push(
        at(
          ref,
          ['extra', 'option'],
          missing(
            'game option',
            p.extra.option,
            s.game.options.map((x) => x.id),
          ),
        ),
      );
    else if (!o.choices.some((c) => c.id === p.extra!.choice))
      out.push(
        at(
          ref,
          ['extra', 'choice'],
          missing(
            `choice of option "${o.id}"`,
            p.extra.choice,
            o.choices.map((c) => c.id),
          ),
        ),
      );
    const values = p.values.map((v) => v.id);
    if (!values.includes(p.extra.value))
      out.push(at(ref, ['extra', 'value'], missing('value of this procedure', p.extra.value, values)));
  }
  const stacking = s.rules?.movement?.stacking;
  if (stacking?.eliminate && stacking.judged === 'turn' && !stacking.anyOf && stacking.limit === undefined)
    out.push(at(ref, ['kind'], 'the end of the turn judges stacking by declared limits (limit or anyOf): give one'));
  out.push(...saysValueProblems(ref, ['says', 'none'], p.says.none, []));
  out.push(...saysValueProblems(ref, ['says', 'over'], p.says.over, ['turn', 'next']));
  out.push(...saysValueProblems(ref, ['says', 'gameOver'], p.says.gameOver, ['turn', 'game']));
  return out;
}

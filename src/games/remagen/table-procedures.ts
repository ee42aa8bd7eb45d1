import { msg } from './messages.js';
import { parseDice } from '../../model/dice-spec.js';
import { explainedCharts } from '../../assist/crt/result-meaning.js';
import { placeUnits } from '../../rules/shared/placed-unit.js';
import { MORALE_HOOK, resolveMorale } from './morale.js';
import { battleSays } from '../../rules/battle-says.js';
import { hookDeclaration } from '../../model/hook-numbers.js';
import { declaredBattle, resultEffects } from '../../rules/odds-battle.js';
import { chartEnds } from '../../assist/crt/resolve-crt.js';
import { REMAGEN_RULES } from './state.js';
import { seenAt } from '../../rules/shared/game-state.js';
import { battleTurn, engagedAfter } from './turn-bookkeeping.js';
import { turnNames } from '../../rules/shared/turn-log.js';
import { TURN_LOG_KEY } from '../../rules/shared/turn-log.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { reconstructionWarning, reconstructionNote, turnFrom, Session } from '../../assist/table/session.js';
import { handTotalOf } from '../../assist/table/hand-dice.js';
import { reportLines, stepsAfter } from '../../assist/table/report-lines.js';

import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  FROM_DATA,
  linesText,
} from '../../assist/table/procedure.js';
import { at, onBoard, squareBoard, stateOf, type MoraleFlags } from './table.js';

// Remagen Bridgehead's other procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'remagen';
const D6 = parseDice('1d6');

/** Combat by morale check: the CLI's `morale remagen`. */
export async function runMorale(
  tc: TableContext,
  flags: MoraleFlags,
  _givenFlags: Record<string, unknown> = {},
): Promise<TableOutput> {
  const { s, index } = squareBoard(explainedCharts(tc.scenario, flags.explain));
  const { decl, crt } = declaredBattle(s, MORALE_HOOK);
  const session = new Session(s, flags, `morale ${s.id}`, tc.env);
  const st = stateOf(session, flags);
  const turn = turnFrom(flags, session, REMAGEN_RULES.sequence);
  const input = {
    attackers: placeUnits(s, index, flags.attacker),
    defenders: placeUnits(s, index, flags.defender),
    soakOff: !!flags.soakOff,
    eliminated: new Set(st.eliminated),
  };
  onBoard(st, turn, [...input.attackers, ...input.defenders]);
  // The odds decide whether a die is rolled at all, so look before rolling.
  const preview = resolveMorale(s, index, crt, input);
  const log = battleTurn(st, turn, input.attackers, input.defenders, turnNames(s));
  const warning = preview.odds.beyond ? undefined : reconstructionWarning(s, crt);
  const note = preview.odds.beyond ? undefined : reconstructionNote(s, crt);
  const title = battleSays(hookDeclaration(s, MORALE_HOOK).id, declaredBattle(s, MORALE_HOOK).decl, 'title', {
    game: s.game.title,
    odds: preview.odds.label,
  });
  const chancesOf = msg('report.onColumn', { column: String(preview.column) });
  if (flags.preview)
    return out({ game: s.id, preview: true, ...preview, steps: linesText(preview.steps), warning }, () =>
      reportLines({
        title,
        warnings: [note],
        before: preview.steps,
        chances: preview.odds.beyond ? undefined : { of: chancesOf, outcomes: preview.outcomes },
        preview: true,
      }),
    );
  const box = session.dice(flags.roll !== undefined);
  if (preview.odds.beyond && flags.roll !== undefined)
    throw new KeyedRefusal(msg('remagen.refused.noDieAt', { odds: preview.odds.label, rule: chartEnds(crt)!.rule }));
  const die = preview.odds.beyond ? undefined : box.roll('--roll', D6, handTotalOf(D6, flags.roll, '--roll'));
  const r = die ? resolveMorale(s, index, crt, { ...input, roll: die.total }) : preview;
  session.record(
    {
      command: `morale ${s.id}`,
      inputs: { attackers: flags.attacker, defenders: flags.defender, soakOff: !!flags.soakOff, odds: r.odds.label },
      result: r.result,
      turn,
    },
    {
      eliminated: [...st.eliminated, ...r.eliminated],
      positions: seenAt(st.positions, at([...input.attackers, ...input.defenders])),
      phase: `${input.attackers[0].unit.side} combat`,
      [TURN_LOG_KEY]: log,
      engaged: engagedAfter(st, input.attackers, input.defenders, !!resultEffects(decl, r.result).engage, turn),
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return out({ game: s.id, ...r, steps: linesText(r.steps), rolls: box.rolls, warning }, () =>
    reportLines({
      title,
      warnings: [note],
      before: r.rolled ? preview.steps : r.steps,
      chances: r.rolled ? { of: chancesOf, outcomes: r.outcomes, rolled: r.result } : undefined,
      after: r.rolled ? stepsAfter(r.steps, preview.steps) : [],
      rolls: box.rolls,
    }),
  );
}

export const remagenMorale: TableProcedure = {
  game: GAME,
  verb: 'morale',
  ...FROM_DATA,
  run: (tc, flags, given) => runMorale(tc, { ...{}, ...flags } as unknown as Parameters<typeof runMorale>[1], given),
};

import type { CombatKeptHook, CombatKeptQuery } from '../../rules/combat-hooks.js';
import { optionFacts } from '../../model/option-facts.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { boardFromState } from './board.js';
import { keepStarted, settle } from './combat.js';
import type { Sequence } from './combat-reading.js';
import { checkAirUnits } from './air.js';
import { checkPhasing, checkTurnKnown, sequenceFor } from './turn.js';
import { copyState, optionIn, readState, stateKeys, type Side } from './state.js';
import { hexIndex } from './table.js';
import { readingOption } from '../../rules/side-outcome.js';

// Veritable's journal as a declared combat's hook point (rules.yaml `kind: combat`, `hooks.kept`): the board, the
// turn and the options agreed from it; its refusals (the phasing player and his Move/Attack choice, 6.1 and 6.5;
// each unit attacking once a player turn; air units granted and unspent, 5.2; the whole hex defending); and, once
// the combat is whole, the state its own combat writes (eliminations, retreats, who attacked, air spent, towns).

const sequenceOf = (v: unknown): Sequence | undefined => (v === 'move-attack' || v === 'attack-move' ? v : undefined);
const air = (q: CombatKeptQuery) => ({
  attacker: Number(q.inputs['air-attacker'] ?? 0),
  defender: Number(q.inputs['air-defender'] ?? 0),
});

export const combatKept: CombatKeptHook = (q) => {
  const s = q.scenario;
  const index = hexIndex(s);
  const st = q.journal ? copyState(readState(s, q.state as Record<string, unknown>, q.journal)) : undefined;
  if (st) checkTurnKnown(st, s.id);
  const board = st?.setupRecorded ? boardFromState(s, index, st) : undefined;
  const table = { s, state: st, outcome: q.procedure.outcome };
  // The turn's sequence as the journal keeps it: the player's choice (6.1) rules over the input's default.
  const sequence = (side: Side, given: unknown): Sequence =>
    st
      ? sequenceFor(st, side, st.sequence[side] ? undefined : sequenceOf(given), s.id)
      : (sequenceOf(given) ?? 'move-attack');
  return {
    ...(board ? { position: board.entries() } : {}),
    names: {
      ...(st?.turn ? { turn: st.turn } : {}),
      ...optionFacts(s.game.options, (id) => optionIn(s, st, id)),
    },
    // The combat's number in the journal (1 without one), the turn's sequence and the attacker's reading, for --json.
    data(c) {
      const side = c.attackers[0].unit.side as Side;
      const reading = q.procedure.outcome && readingOption(q.procedure.outcome, 'attacker');
      // The option's choice for this combat alone (its input), else as agreed, else its default.
      const input = q.procedure.inputs.find((i) => i.option === reading);
      const given = input && c.inputs[input.id] !== undefined ? String(c.inputs[input.id]) : undefined;
      return {
        combat: (st?.combats ?? 0) + 1,
        sequence: sequence(side, c.inputs.sequence),
        ...(reading ? { attackerResultReading: given ?? optionIn(s, st, reading) } : {}),
      };
    },
    check(c) {
      if (!st) return;
      // Without a journal the options are the players' word; with one, the amphibious marker needs 11.1 agreed.
      if (c.inputs.amphibious && optionIn(s, st, 'optional-amphibious') !== 'on')
        throw new KeyedRefusal(msg('veritable.combat.noAmphibious'));
      // A game option chosen for this combat alone may not contradict the one agreed at set-up.
      for (const i of q.procedure.inputs) {
        const agreed = i.option && st.options[i.option];
        if (agreed && c.inputs[i.id] !== undefined && c.inputs[i.id] !== agreed)
          throw new KeyedRefusal(msg('veritable.option.agreed', { id: i.option!, agreed }));
      }
      const side = c.attackers[0].unit.side as Side;
      checkPhasing(st, side, msg('veritable.what.combat'), s.id);
      if (sequence(side, c.inputs.sequence) === 'attack-move' && st.activity.moved)
        throw new KeyedRefusal(msg('veritable.combat.attackMoveMoved', { side: msg(`veritable.side.${side}`) }));
      const again = c.attackers.find((a) => st.activity.attacked.includes(a.ref));
      if (again) throw new KeyedRefusal(msg('veritable.combat.attackedAlready', { ref: again.ref }));
      checkAirUnits(st, side, air(c).attacker);
      checkAirUnits(st, c.defenders[0].unit.side as Side, air(c).defender);
      if (!board) return;
      const target = c.defenders[0].at;
      const missing = board.at(target).filter((u) => !c.defenders.some((d) => d.ref === u.ref));
      if (missing.length)
        throw new KeyedRefusal(
          msg(missing.length > 1 ? 'veritable.combat.defendTogether' : 'veritable.combat.defendTogetherOne', {
            at: target,
            units: missing.map((u) => u.ref).join(', '),
          }),
        );
    },
    record(c) {
      if (!st) return { state: {} };
      const side = c.attackers[0].unit.side as Side;
      keepStarted(table, side, sequence(side, c.inputs.sequence), air(c), c.attackers);
      const outcomes = [
        ...c.settled.eliminated.map((ref) => ({ ref, outcome: 'eliminated' as const, to: undefined })),
        ...c.settled.retreated.map((r) => ({ ref: r.ref, outcome: 'retreats' as const, to: r.to })),
      ];
      // The towns are noted on the board as the state stands once the units are written (settle reads it last).
      settle(
        {
          state: st,
          get board() {
            return boardFromState(s, index, st);
          },
        },
        {
          outcomes: outcomes.map((o) => ({ ...o, side: '', hex: '', why: '' })),
          advanced: c.settled.advanced,
          target: c.defenders[0].at,
          mayNotReturn: c.settled.mayNotReturn,
        },
      );
      // The entry as Veritable's journal words it (`journal show`): the sequence, the air units, the column read.
      const entry = {
        command: `combat ${s.id}`,
        inputs: {
          attackers: c.attackers.map((e) => `${e.ref}@${e.at}`),
          defenders: c.defenders.map((e) => `${e.ref}@${e.at}`),
          sequence: sequence(side, c.inputs.sequence),
          air: air(c),
          shift: c.read.shift,
          column: c.read.column,
          ...(c.read.answers.length ? { choices: [...c.read.answers] } : {}),
        },
        result: {
          result: c.read.result,
          eliminated: c.settled.eliminated,
          retreated: c.settled.retreated.map((r) => `${r.ref}→${r.to}`),
          advanced: c.settled.advanced,
        },
      };
      return { state: stateKeys(s, st), turn: st.turn || undefined, entry };
    },
  };
};

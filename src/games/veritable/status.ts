import type { Scenario } from '../../model/scenario.js';
import type { VictoryProcedure } from '../../model/schema/rules.js';
import type { Board } from './board.js';
import type { Side, VeritableState } from './state.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';

/** Why a unit is not on the map, in the rules' keyed words, or undefined when it is. */
export function notOnMap(st: VeritableState, ref: string, game: string): Message | undefined {
  const u = st.units[ref];
  if (!u) return msg('veritable.status.noUnit', { ref });
  if (u.status === 'map') return undefined;
  const when = u.turn ? msg('veritable.status.onTurn', { turn: u.turn }) : '';
  if (u.status === 'eliminated') return msg('veritable.status.eliminated', { ref, when });
  if (u.status === 'exited') return msg('veritable.status.exited', { ref, when });
  if (u.status === 'reserve') return msg('veritable.status.reserve', { ref });
  return msg('veritable.status.notSetUp', { ref, command: `setup check ${game}` });
}

/** The places the victory tally counts held (rules.yaml victory `tally` lines `held`, 9.1). */
function victoryTowns(s: Scenario): string[] {
  const p = s.rules?.procedures.find((x): x is VictoryProcedure => x.kind === 'victory');
  return [...new Set(p?.tally?.points.flatMap((pt) => pt.held ?? []) ?? [])];
}

function townHex(s: Scenario, name: string): string | undefined {
  return s.map?.kind === 'hex' ? (s.map.places.find((p) => p.name === name)?.at ?? name) : undefined;
}

/**
 * Notes who stands in each place the victory points name now (a side holds a town its units entered last); a
 * town nobody stands in stays with whoever held it last.
 */
export function noteTowns(st: VeritableState, board: Board): void {
  for (const name of victoryTowns(board.s)) {
    const at = townHex(board.s, name);
    const side = at ? board.occupiedBy(board.index.grid.label(board.index.cell(at))) : undefined;
    if (side) st.towns[name] = side;
  }
}

export const sideName = (side: Side): string => (side === 'allied' ? 'Allied' : 'German');

/** A command that changes the board needs the positions the set-up put in the journal. */
export function requireSetup(st: VeritableState, what: Message, game: string): void {
  // The screen that records the set-up is named by its command, so each front end words it as its own.
  if (!st.setupRecorded)
    throw new KeyedRefusal(msg('veritable.turn.needSetup', { what, command: `setup check ${game}` }));
}

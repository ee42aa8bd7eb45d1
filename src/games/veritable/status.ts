import type { Scenario } from '../../model/scenario.js';
import type { Board } from './board.js';
import type { Side, VeritableState } from './state.js';
import { RuleRefusal } from '../../assist/messages.js';

/** Why a unit is not on the map, in the rules' words, or undefined when it is. */
export function notOnMap(st: VeritableState, ref: string, game: string): string | undefined {
  const u = st.units[ref];
  if (!u) return `there is no unit "${ref}" in this game`;
  if (u.status === 'map') return undefined;
  if (u.status === 'eliminated')
    return `${ref} was eliminated${u.turn ? ` on turn ${u.turn}` : ''}; every unit has one step (6.5.3)`;
  if (u.status === 'exited')
    return `${ref} left the map by the east edge${u.turn ? ` on turn ${u.turn}` : ''} and may not come back (9.1)`;
  if (u.status === 'reserve') return `${ref} is still in the strategic reserve; it enters on an edge road hex (8.1)`;
  return `${ref} is not set up yet (10.0): record the set-up with setup check ${game} --position FILE`;
}

/** The places the victory points name (9.1) and who holds them now: a side holds a town its units entered last. */
export const VICTORY_TOWNS = ['Cleve', 'Goch'];

export function townHex(s: Scenario, name: string): string | undefined {
  return s.map?.kind === 'hex' ? s.map.places.find((p) => p.name === name)?.at : undefined;
}

/** Notes who stands in each victory town now; a town nobody stands in stays with whoever held it last. */
export function noteTowns(st: VeritableState, board: Board): void {
  for (const name of VICTORY_TOWNS) {
    const at = townHex(board.s, name);
    const side = at ? board.occupiedBy(board.index.grid.label(board.index.cell(at))) : undefined;
    if (side) st.towns[name] = side;
  }
}

export const sideName = (side: Side): string => (side === 'allied' ? 'Allied' : 'German');

/** A command that changes the board needs the positions the set-up put in the journal. */
export function requireSetup(st: VeritableState, what: string, game: string): void {
  if (!st.setupRecorded)
    throw new RuleRefusal(
      `${what} needs the positions in the journal: record the set-up first with ` +
        `setup check ${game} --position FILE --journal FILE (10.0)`,
      {
        key: 'needSetup',
        // The screen that records the set-up is named by its procedure, so each front end words it as its own.
        values: { what, screen: 'setup' },
        text: `${what} needs the positions in the journal: record the set-up first with {screen} (10.0)`,
      },
    );
}

import type { Scenario } from '../../model/scenario.js';
import { echelonMark, sidcAgrees, sidcEchelon } from '../../model/sidc.js';
import type { Problem } from '../problem.js';
import { at } from './report.js';

/**
 * What a game may hold and still print, but probably not as its designer meant: reported as warnings by
 * `validate` and `build` (errors under --strict), never refused.
 */
export function scenarioWarnings(s: Scenario): Problem[] {
  return [...sidcWarnings(s)];
}

/** A written SIDC whose echelon mark says otherwise than `echelon`: milsymbol prints the SIDC's. */
function sidcWarnings(s: Scenario): Problem[] {
  return s.units.flatMap((u, i) => {
    if (sidcAgrees(u.sidc, u.echelon)) return [];
    const printed = sidcEchelon(u.sidc)!;
    return [
      at(
        s.origins.units[i],
        ['sidc'],
        `the SIDC ${u.sidc} prints the mark of a ${echelonMark(printed)}, but echelon is ${echelonMark(u.echelon)}; ` +
          "the counter shows the SIDC's: correct one of the two, or leave sidc out to have it made from type, " +
          'echelon and side',
      ),
    ];
  });
}

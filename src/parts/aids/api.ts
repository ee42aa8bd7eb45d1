import type { Scenario } from '../../model/scenario.js';
import { scenarioAids } from './chart-aids.js';
import { makeTranslator } from './translator.js';
import type { Aid } from './aid-model.js';

export type { Aid, AidElement } from './aid-model.js';

/**
 * The player aids drawn one per image, as aids.pdf draws them: the VASSAL module shows them in its chart window,
 * so a player at the screen reads the same tables as one at the table.
 */
export { aidSvgs } from './part.js';

/** The player aids as content in the kit's language, before any page layout: what a screen can show as tables. */
export function aidContents(s: Scenario, lang: string): Aid[] {
  return scenarioAids(s, makeTranslator(s, lang));
}

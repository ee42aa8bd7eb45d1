import type { Scenario } from '../../model/scenario.js';
import { scenarioAids } from './chart-aids.js';
import { makeTranslator } from './translator.js';
import type { Aid } from './aid-model.js';

export type { Aid, AidCell, AidElement } from './aid-model.js';

/** The player aids as content in the kit's language, before any page layout: what a screen can show as tables. */
export function aidContents(s: Scenario, lang: string): Aid[] {
  return scenarioAids(s, makeTranslator(s, lang));
}

/** The fixed words a screen shows around the aids' content, in the kit's language: the word under a night turn. */
export function aidScreenWords(s: Scenario, lang: string): { night: string } {
  return { night: makeTranslator(s, lang).str('night') };
}

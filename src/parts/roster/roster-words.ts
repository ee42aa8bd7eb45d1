import type { Scenario } from '../../model/scenario.js';
import { localeWords, type LocaleWords } from '../../print/words.js';

/**
 * Fixed words the roster and order-of-battle sheets print. A locale translates them in `strings` under
 * "roster.KEY" (a few words all sheets share under their plain key); English is the fallback.
 */
export const ROSTER_STRINGS = {
  roster: 'Roster',
  orderOfBattle: 'Order of battle',
  muster: 'Muster list',
  labels: 'Base labels',
  unit: 'Unit',
  hits: 'Strength and hits',
  models: 'Stands and models',
  arrival: 'Arrival',
  notes: 'Notes',
  strength: 'Str',
  boxesHits: '{n} hits destroy',
  boxesFigures: 'a box per figure',
  boxesDisabled: 'shaded box: disabled',
  disabled: 'disabled',
  move: 'Move',
  start: 'Start',
  turn: 'Turn',
  reserve: 'Reserve',
  cost: 'cost {cost} VP',
  placedByPlayers: 'Placed by the players',
  noFormation: 'Other units',
  stands: 'stands',
  figures: 'figures',
  figuresPerStand: '{n} figures per stand',
  vehicles: 'vehicles',
  vehicle: 'vehicle',
  guns: 'guns',
  gun: 'gun',
  pieces: 'pieces',
  units: 'units',
  nationality: 'Nationality',
  type: 'Type',
  total: 'Total',
  bases: 'Bases to cut',
  base: 'Base',
  size: 'Size (mm)',
  bySize: 'Bases by size',
  count: 'Count',
  abilities: 'Abilities',
  setup: 'Set-up',
  reinforcements: 'Reinforcements',
  reserves: 'Strategic reserves',
  replacements: 'Replacements',
  replacementPool: 'Eliminated units wait in: {box}',
  due: 'due {when} at {where}',
  at: 'at {where}',
  northEdge: 'North edge',
  southEdge: 'South edge',
  eastEdge: 'East edge',
  westEdge: 'West edge',
  tapHits: '{scale} miniatures. Tap a box for each hit; this device keeps the ticks until you clear them.',
  musterIntro: 'What to buy, paint and base for the whole game.',
  labelsIntro: 'Cut on the lines and glue to the underside of each base: one label per stand, the size of the base.',
  labelsIntroScaled:
    'Cut on the lines and glue to the underside of each base: one label per stand, at {pct} % of its base ' +
    '(the size printed beside each group), centred under it.',
  continued: 'continued',
  clearHits: 'Clear hits',
  oobIntro: 'Counters as printed on the counter sheet; set-up, arrivals, reserves and replacements for each side.',
  rosterIntro: '{scale} miniatures. Tick one box per hit; a pencil lets the sheet be used again.',
  totalFor: 'Total, {name}',
  sheet: 'sheet',
  of: 'of',
  reconstructedFooter: 'Values marked † are reconstructed by Sandtable, not published by the designer.',
  reconstructedAll: 'Values on this sheet are reconstructed by Sandtable, not published by the designer.',
  fireDice: 'fire {n}',
  attackDefence: 'attack {attack}, defence {defence}',
  shift: 'shift {shift}',
} as const;

export type RosterStringKey = keyof typeof ROSTER_STRINGS;

/** Words every sheet prints alike, translated once in a locale; the rest are looked up as "roster.KEY". */
const SHARED: ReadonlySet<string> = new Set(['sheet', 'of', 'turn', 'continued']);
const localeKey = (key: RosterStringKey) => (SHARED.has(key) ? key : `roster.${key}`);

/** Words and names in the language asked for, from the game's locale; English where it has no entry. */
export type RosterWords = LocaleWords<RosterStringKey>;

export function rosterWords(s: Scenario, lang: string): RosterWords {
  return localeWords(s, lang, ROSTER_STRINGS, { keys: (key) => [localeKey(key)], catalogue: 'roster' });
}

/** A column heading from a word that also appears in running text in lower case. */
export const capitalise = (t: string): string => t.charAt(0).toLocaleUpperCase() + t.slice(1);

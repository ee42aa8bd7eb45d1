import type { RosterUnit } from './roster-units.js';
import type { RosterWords } from './roster-words.js';

// The printed roster and the tablet page word a unit line with these, so that the two never disagree.

/** Under the name: the designation where it differs from the name, the type, the echelon. */
export const identText = (u: RosterUnit): string =>
  [u.designation !== u.name ? u.designation : '', u.typeName, u.echelon !== 'none' ? u.echelon : '']
    .filter(Boolean)
    .join(' · ');

/** "3 × Str 2 · fire 2": the pieces, the strength each has hit boxes for, and any other factors. */
export const strengthText = (u: RosterUnit, w: RosterWords): string =>
  (u.count > 1 ? `${u.count} × ${w.str('strength')} ${u.strength}` : `${w.str('strength')} ${u.strength}`) +
  (u.otherFactors ? ` · ${u.otherFactors}` : '') +
  (u.hitsFromChart
    ? ` · ${w.str(u.hitsAreFigures ? 'boxesFigures' : 'boxesHits').replace('{n}', String(u.hitBoxes))}`
    : '') +
  (u.disabledAt !== undefined ? `, ${w.str('boxesDisabled').replace('{n}', String(u.disabledAt))}` : '');

/** The colour of the bar beside a unit line: its symbol's fill, else its counter's background. */
export const bandColor = (u: RosterUnit): string =>
  u.colors.symbolFill !== 'none' ? u.colors.symbolFill : u.colors.background;

/** The abilities these units have that carry a text to spell out, once each, in order of first use. */
export function abilitiesToExplain(units: RosterUnit[]): { name: string; text: string }[] {
  const seen = new Map<string, { name: string; text: string }>();
  for (const u of units)
    for (const a of u.abilities)
      if (a.text && !seen.has(a.id)) seen.set(a.id, { name: a.name, text: a.text.replace(/\s+/g, ' ') });
  return [...seen.values()];
}

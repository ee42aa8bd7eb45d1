// How a report names what the game's data holds, in one language, for every front end: the CLI and the companion
// page read a value (a place, a chart's text, a zone's or a choice's id) through this one function, so
// `move-attack` reads "Движение / Атака" on both, and a hex the way the map in that language prints it.

export interface NameWords {
  /** The front end's words: "report.word.X" a whole text of a report among them. */
  words: Readonly<Record<string, string>>;
  /** Whole texts by their English (chart cells, place, terrain and feature names), from the game's locale. */
  texts: Readonly<Record<string, string>>;
  /** The game's ids other than units' (zones, boxes, choices) by id, as the locale names them. */
  ids?: Readonly<Record<string, string>>;
}

/** A text the locale holds capitalised ("East of the front line"), met in the middle of a line in lower case. */
function lowerText(text: string, nw: NameWords): string | undefined {
  const first = text.charAt(0);
  if (first === first.toUpperCase()) return undefined;
  const found = nw.texts[first.toUpperCase() + text.slice(1)];
  return found && found.charAt(0).toLowerCase() + found.slice(1);
}

/** A name from the game's data (a terrain, a chart's text, a zone, a choice) in the language, else as it is. */
export const nameIn = (v: string, nw: NameWords): string =>
  nw.texts[v] ?? nw.words[`report.word.${v}`] ?? nw.ids?.[v] ?? lowerText(v, nw) ?? v;

/** The locale's names by id for everything but units, whose ids are what a player types (71-bde). */
export const idNames = (
  names: Readonly<Record<string, string>>,
  unitIds: ReadonlySet<string>,
): Record<string, string> => Object.fromEntries(Object.entries(names).filter(([id]) => !unitIds.has(id)));

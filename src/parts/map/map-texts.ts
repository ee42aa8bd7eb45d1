import type { Scenario } from '../../model/scenario.js';
import { ownWords } from '../../print/catalogue/index.js';
import { placeNames } from '../../print/place-name.js';

/** The words a map prints, in the language asked for; anything the locale lacks stays in English. */
export interface MapTexts {
  lang: string;
  /** A name by the id it has in the data (area, terrain type, box, feature), or by its English form. */
  name(id: string | undefined, english: string): string;
  /** A fixed word of the legend or the furniture: looked up by key, then by the English text. */
  t(key: string, english: string): string;
  /** A chart's own text (a turn label, an event, a step), as the locale translates it for that chart. */
  chart(chartId: string, english: string): string;
  /** A note from the data with the hexes it names in the numbering the map prints in this language. */
  cells(text: string): string;
}

export function mapTexts(s: Scenario, lang: string): MapTexts {
  // One a scenario and language: the furniture keeps what it drew for the texts it drew with (boxBlock).
  const known = textsOf.get(s) ?? new Map<string, MapTexts>();
  textsOf.set(s, known);
  let texts = known.get(lang);
  if (!texts) known.set(lang, (texts = makeTexts(s, lang)));
  return texts;
}

const textsOf = new WeakMap<Scenario, Map<string, MapTexts>>();

function makeTexts(s: Scenario, lang: string): MapTexts {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  const names = locale?.names ?? {};
  const strings = locale?.strings ?? {};
  const words = ownWords(s, lang, 'map');
  // The same naming of cells as the aids and rosters use, so a note never says "F3" beside a map printing 0603.
  const places = placeNames(s, lang);
  return {
    lang,
    name: (id, english) => (id !== undefined && names[id]) || names[english] || english,
    t: (key, english) => strings[key] ?? strings[english] ?? words[key] ?? english,
    chart: (chartId, english) =>
      places.inText(locale?.chartText[chartId]?.[english] ?? locale?.chartText['*']?.[english] ?? english),
    cells: (text) => places.inText(text),
  };
}

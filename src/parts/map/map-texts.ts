import type { Scenario } from '../../model/scenario.js';
import { catalogueWords } from '../../print/catalogue/index.js';
import { gridOf } from '../../load/validate/map-grid.js';

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

/**
 * Rewrites the cell labels a note names ("F3 to F9") into the numbering a locale's map prints ("0603 to 0609"),
 * when the map has a scheme of its own for that language; any other text, and every other language, is unchanged.
 */
export function renumberCells(s: Scenario, lang: string, text: string): string {
  const map = s.map;
  if (map?.kind !== 'hex' || !map.labels.alternates.some((a) => a.id === lang)) return text;
  const grid = gridOf(map);
  return text.replace(/\b[A-Z]{1,2}\d{1,3}\b/g, (label) => {
    const c = grid.parse(label);
    return c ? grid.labelIn(c, lang) : label;
  });
}

export function mapTexts(s: Scenario, lang: string): MapTexts {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  const names = locale?.names ?? {};
  const strings = locale?.strings ?? {};
  const words = catalogueWords(lang, 'map');
  return {
    lang,
    name: (id, english) => (id !== undefined && names[id]) || names[english] || english,
    t: (key, english) => strings[key] ?? strings[english] ?? words[key] ?? english,
    chart: (chartId, english) =>
      renumberCells(s, lang, locale?.chartText[chartId]?.[english] ?? locale?.chartText['*']?.[english] ?? english),
    cells: (text) => renumberCells(s, lang, text),
  };
}

import type { Scenario } from '../model/scenario.js';

/**
 * The game's own words in a language, from its locale: `names` by id (units, sides, places) for unit
 * lists and choices, `texts` by their English text (chart cells, places) for results and reports, on the page and
 * in the command line's reports alike.
 */
export function localeTexts(
  s: Scenario,
  lang: string,
): { names: Record<string, string>; texts: Record<string, string> } {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  if (!locale) return { names: {}, texts: {} };
  const places = Object.entries(locale.names).filter(([k]) => /^[A-Z]/.test(k));
  const charts = s.charts.flatMap((c) => (locale.names[c.id] ? [[c.name, locale.names[c.id]]] : []));
  // A terrain's or a hexside feature's name as a report gives it ("Siegfried Line"), in the locale's name by id.
  const ground = [...(s.map?.terrainTypes ?? []), ...(s.map && 'lineFeatures' in s.map ? s.map.lineFeatures : [])];
  const grounds = ground.flatMap((g) => (locale.names[g.id] ? [[g.name, locale.names[g.id]]] : []));
  const cells: Record<string, string> = Object.assign({}, ...Object.values(locale.chartText));
  // A sentence read as a clause ("attacker: …; defender: …" drops each side's full stop) is the same text.
  const clauses = Object.entries(cells).flatMap(([en, t]) =>
    en.endsWith('.') && !(en.slice(0, -1) in cells) ? [[en.slice(0, -1), t.replace(/\.$/, '')]] : [],
  );
  return {
    names: locale.names,
    texts: Object.assign(
      {},
      Object.fromEntries(clauses),
      cells,
      Object.fromEntries([...grounds, ...places, ...charts]),
      {
        // The game's title as reports name it, in the name the locale gives the game.
        ...(locale.names[s.id] ? { [s.game.title]: locale.names[s.id] } : {}),
      },
    ),
  };
}

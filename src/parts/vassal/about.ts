import type { Scenario } from '../../model/scenario.js';
import { escapeXml } from './xml.js';

/** The module's description line: the game, and that Sandtable reconstructed what the rules do not give. */
export function moduleDescription(s: Scenario): string {
  const g = s.game;
  const by = [g.designer, g.publisher, g.year].filter(Boolean).join(', ');
  return (
    `${g.title}${g.subtitle ? `: ${g.subtitle}` : ''}${by ? ` (${by})` : ''}. ` +
    'Built by Sandtable from the same scenario data as the print-and-play kit; ' +
    'values the surviving rules do not give are reconstructed and marked so in the kit.'
  );
}

/** The module's help page: what the game is, its sources, what is reconstructed, and what the module holds. */
export function aboutHtml(s: Scenario, contents: readonly string[]): string {
  const e = (t: string) => escapeXml(t, false);
  const g = s.game;
  const sources = g.sources.map((src) => `<li>${e(src.title)}${src.note ? ` — ${e(src.note)}` : ''}</li>`).join('');
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${e(g.title)}</title></head><body>` +
    `<h1>${e(g.title)}</h1><p>${e(g.description)}</p>` +
    `<h2>Provenance</h2><p>Every value comes from the game's rules or, where they are lost or silent, is ` +
    `reconstructed from history; the print-and-play kit marks reconstructed values in each sheet's footer. ` +
    `Sources:</p><ul>${sources}</ul>` +
    `<h2>In this module</h2><ul>${contents.map((c) => `<li>${e(c)}</li>`).join('')}</ul>` +
    `</body></html>\n`
  );
}

/** moduledata: what VASSAL shows of a module before it opens it (name, version, description). */
export function moduleData(name: string, version: string, description: string, vassal: string): string {
  const e = (t: string) => escapeXml(t, false);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">\n' +
    `  <version>${e(version)}</version>\n  <extra1/>\n  <extra2/>\n  <VassalVersion>${vassal}</VassalVersion>\n` +
    `  <dateSaved>${Date.now()}</dateSaved>\n  <description>${e(description)}</description>\n` +
    `  <name>${e(name)}</name>\n</data>\n`
  );
}

import { createHash } from 'node:crypto';
import type { Scenario } from '../../model/scenario.js';
import { collectProvenance, summariseProvenance } from '../../provenance/collect.js';
import { SANDTABLE_VERSION } from '../../util/version.js';
import { escapeXml } from './xml.js';

/**
 * The module's version. game.yaml has no version of its own (the schema holds none: the games are reconstructions
 * of out-of-print titles, not editions we publish), so the version is Sandtable's with a hash of the scenario data
 * and of the module's pictures as build metadata: it changes exactly when what the module shows can change, where a
 * build date would change on every rebuild of the same data and tell a player nothing.
 *
 * The pictures (each one's name and what it is drawn from) are in it because VASSAL keeps its board tiles under a
 * hash of the module's name and version, and calls them fresh while they are newer than the image's date in the
 * archive, which is fixed (zip.ts): a board drawn anew from the same data (a new Sandtable drawing its rivers
 * better) must come with a new version, or a player who had opened the old module would be shown its old tiles.
 */
export function moduleVersion(s: Scenario, pictures: Iterable<string> = []): string {
  const data = [s.game, s.units, s.markers, s.map, s.charts, s.cards, s.rosters];
  const h = createHash('sha256').update(JSON.stringify(data));
  for (const p of pictures) h.update('\0').update(p);
  return `${SANDTABLE_VERSION}+data.${h.digest('hex').slice(0, 8)}`;
}

/** 1 January 2000, 00:00 UTC: the date every archive entry carries (zip.ts), in milliseconds. */
const FIXED_DATE_MS = Date.UTC(2000, 0, 1);

/**
 * When the module says it was saved, in milliseconds: SOURCE_DATE_EPOCH (seconds, the reproducible-builds
 * convention) when set, else the archive entries' fixed date. Never the clock: two builds of the same data and code
 * are the same bytes, so a rebuilt module can be compared with the last one, and a cached one is the one built.
 */
export function savedAt(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SOURCE_DATE_EPOCH?.trim();
  if (raw && /^\d{1,12}$/.test(raw)) return Number(raw) * 1000;
  return FIXED_DATE_MS;
}

/** The module's description line: the game's own description, on one line. */
export function moduleDescription(s: Scenario): string {
  return s.game.description.replace(/\s+/g, ' ').trim();
}

/**
 * What the provenance note says: how many values of each part come from the rules, from history or are our
 * reconstruction (as `sandtable sources GAME` counts them), and each option where the texts disagree with its default.
 */
export function provenanceNote(s: Scenario): { table: string[][]; options: string[] } {
  const entries = collectProvenance(s);
  const table = summariseProvenance(entries).map((r) => [
    r.part,
    String(r.rules),
    String(r.history),
    String(r.reconstructed),
  ]);
  const options = s.game.options.map((o) => {
    const def = o.choices.find((c) => c.id === o.default);
    return `${o.title}: ${o.why} Default "${o.default}"${def ? ` (${def.text})` : ''}: ${o.defaultReason}`;
  });
  return { table, options };
}

/** The module's help page: what the game is, its sources, what is reconstructed, and what the module holds. */
export function aboutHtml(s: Scenario, version: string, contents: readonly string[]): string {
  const e = (t: string) => escapeXml(t, false);
  const g = s.game;
  const by = [g.designer, g.publisher, g.year].filter(Boolean).join(', ');
  const sources = g.sources.map((src) => `<li>${e(src.title)}${src.note ? ` — ${e(src.note)}` : ''}</li>`).join('');
  const note = provenanceNote(s);
  const total = note.table.reduce((n, r) => n + Number(r[3]), 0);
  const rows = note.table.map(
    (r) => `<tr>${r.map((c, i) => (i ? `<td>${c}</td>` : `<th>${e(c)}</th>`)).join('')}</tr>`,
  );
  const options = note.options.length
    ? `<h2>Where the texts disagree or the rules offer a choice</h2>` +
      `<p>The module plays the default of each:</p><ul>${note.options.map((o) => `<li>${e(o)}</li>`).join('')}</ul>`
    : '';
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${e(g.title)}</title></head><body>` +
    `<h1>${e(g.title)}${g.subtitle ? `: ${e(g.subtitle)}` : ''}</h1>${by ? `<p>${e(by)}</p>` : ''}` +
    `<p>${e(g.description)}</p>` +
    `<p>Module version ${e(version)}: Sandtable ${SANDTABLE_VERSION}, and after the + a hash of the ` +
    `scenario data and the pictures it was built from.</p>` +
    `<h2>Provenance</h2><p>Every value comes from the game's rules or history, or, where they are lost or silent, ` +
    `is our reconstruction; the print-and-play kit marks reconstructed values in each sheet's footer. ` +
    `${total} values are reconstructed. By part (as <code>sandtable sources ${e(s.id)}</code> counts them):</p>` +
    `<table><tr><th>part</th><th>rules</th><th>history</th><th>reconstructed</th></tr>${rows.join('')}</table>` +
    options +
    `<h2>Sources</h2><ul>${sources}</ul>` +
    `<h2>In this module</h2><ul>${contents.map((c) => `<li>${e(c)}</li>`).join('')}</ul>` +
    `</body></html>\n`
  );
}

/** moduledata: what VASSAL shows of a module before it opens it (name, version, description). */
export function moduleData(
  name: string,
  version: string,
  description: string,
  vassal: string,
  saved = savedAt(),
): string {
  const e = (t: string) => escapeXml(t, false);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">\n' +
    `  <version>${e(version)}</version>\n  <extra1/>\n  <extra2/>\n  <VassalVersion>${vassal}</VassalVersion>\n` +
    `  <dateSaved>${saved}</dateSaved>\n  <description>${e(description)}</description>\n` +
    `  <name>${e(name)}</name>\n</data>\n`
  );
}

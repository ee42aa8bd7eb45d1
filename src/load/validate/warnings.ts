import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import { editDistance } from '../../util/suggest.js';
import { KNOWN_FILES } from '../load-scenario.js';
import { echelonMark, sidcAgrees, sidcEchelon } from '../../model/sidc.js';
import type { PathPart, Problem } from '../problem.js';
import { at } from './report.js';

/**
 * What a game may hold and still print, but probably not as its designer meant: reported as warnings by
 * `validate` and `build` (errors under --strict), never refused.
 */
export function scenarioWarnings(s: Scenario): Problem[] {
  return [...unknownFiles(s), ...sidcWarnings(s), ...optionIdsInCharts(s)];
}

/**
 * A chart text that sends the player to a game option by its id ("see option armour-shift-condition"): the printed
 * options aid names every option by its title, so the reader of the chart finds no option of that name there.
 */
function optionIdsInCharts(s: Scenario): Problem[] {
  const options = s.game.options;
  if (options.length === 0) return [];
  const out: Problem[] = [];
  s.charts.forEach((chart, i) => {
    forEachText(chart, [], (text, path) => {
      // Ids hold letters, digits, "-", "_" and "."; only the dot means something in a pattern, and a full stop
      // after the id ends the sentence, not the id.
      for (const o of options)
        if (new RegExp(`\\boption\\s+${o.id.replaceAll('.', '\\.')}(?![\\w-]|\\.\\w)`, 'i').test(text))
          out.push(
            at(
              s.origins.charts[i],
              path,
              `names the option "${o.id}" by its id, but the options aid prints it by its title: ` +
                `write "option “${o.title}”" instead`,
            ),
          );
    });
  });
  return out;
}

/** Every string below `value`, with its path. */
function forEachText(value: unknown, path: PathPart[], f: (text: string, path: PathPart[]) => void): void {
  if (typeof value === 'string') f(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => forEachText(v, [...path, i], f));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) forEachText(v, [...path, k], f);
}

/** A data file the folder holds that Sandtable does not read: a typo ("unit.yaml") or the designer's own notes. */
function unknownFiles(s: Scenario): Problem[] {
  if (!existsSync(s.dir)) return [];
  return readdirSync(s.dir)
    .filter((name) => /\.(ya?ml|csv)$/i.test(name) && !KNOWN_FILES.includes(name))
    .sort()
    .map((name) => {
      // Only a near miss is offered: notes.yaml is the designer's own, not a misspelt units.yaml.
      const near = KNOWN_FILES.find((k) => editDistance(name.toLowerCase(), k) <= 2);
      return {
        file: join(s.dir, name),
        path: [],
        message:
          `not read: Sandtable reads ${KNOWN_FILES.join(', ')} and locales/*.yaml` +
          `${near ? ` (did you mean "${near}"?)` : '; a file of your own may stay'}`,
      };
    });
}

/** A written SIDC whose echelon mark says otherwise than `echelon`: milsymbol prints the SIDC's. */
function sidcWarnings(s: Scenario): Problem[] {
  return s.units.flatMap((u, i) => {
    if (sidcAgrees(u.sidc, u.echelon)) return [];
    const printed = sidcEchelon(u.sidc)!;
    return [
      at(
        s.origins.units[i],
        ['sidc'],
        `the SIDC ${u.sidc} prints the mark of a ${echelonMark(printed)}, but echelon is ${echelonMark(u.echelon)}; ` +
          "the counter shows the SIDC's: correct one of the two, or leave sidc out to have it made from type, " +
          'echelon and side',
      ),
    ];
  });
}

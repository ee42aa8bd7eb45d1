import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { refusedTemplateFile } from '../../load/find-template.js';
import { OWN_FILES_ONLY } from '../../load/game-file.js';
import { ScenarioError } from '../../load/problem.js';
import { readText } from '../../load/source-file.js';
import { escapeXml } from '../../print/escape.js';
import { FONT_FAMILY } from '../../print/fonts.js';
import { sanitizeSvg, SvgTooCostly } from '../../print/sanitize-svg.js';

/** Far above a hand-drawn mark (the bundled ones are under 1 KB); it is drawn on every card. */
const MAX_INSIGNIA_BYTES = 256 * 1024;

export interface SideLike {
  id: string;
  name: string;
  color?: string;
}

export type Corner = 'left' | 'right';

export interface Insignia {
  /** The drawing in a 100 × 100 box. */
  svg: string;
  /** The upper corner the file asks for (data-corner on its root), where the game's cards put this side. */
  corner?: Corner;
}

/**
 * A side's mark, as SVG drawn by the project (never copied artwork): the file insignia/<side id>.svg from
 * the game's templates folder or the bundled one, else a roundel in the side's colour with its initial,
 * so that a new game prints readable cards before anyone draws its insignia. A game's file is its own
 * (not a link leading out of its folder) and is embedded only after sanitizeSvg has kept the drawing alone:
 * whoever opens the printed SVG must not run a script a shared game put there.
 */
export function sideInsignia(side: SideLike, templateDirs: string[]): Insignia {
  for (const dir of templateDirs) {
    const file = join(dir, 'insignia', `${side.id}.svg`);
    if (!existsSync(file)) continue;
    const refuse = (message: string, at: { line?: number; col?: number } = {}) =>
      new ScenarioError([{ file, path: [], message, ...at }]);
    const why = refusedTemplateFile(file, dir);
    if (why) throw refuse(`${why}; ${OWN_FILES_ONLY}`);
    const read = readText(file, MAX_INSIGNIA_BYTES, 'an insignia');
    if (!('text' in read)) throw new ScenarioError(read.problems);
    let svg: ReturnType<typeof sanitizeSvg>;
    try {
      svg = sanitizeSvg(read.text);
    } catch (e) {
      if (e instanceof SvgTooCostly) throw refuse(`is too much to draw on every card: ${e.message}`);
      throw refuse(`is not an SVG drawing Sandtable can read: ${(e as Error).message}`);
    }
    const corner = svg.attrs['data-corner'];
    return { svg: svg.inner, corner: corner === 'left' || corner === 'right' ? corner : undefined };
  }
  return { svg: roundel(side) };
}

/**
 * Which side's insignia sits in which upper corner: those whose insignia names a corner get it, the rest
 * fill the free corners in the order the game lists its sides.
 */
export function cornerSides(sides: SideLike[], insignia: Map<string, Insignia>): { left?: SideLike; right?: SideLike } {
  const out: { left?: SideLike; right?: SideLike } = {};
  for (const s of sides) {
    const c = insignia.get(s.id)?.corner;
    if (c && !out[c]) out[c] = s;
  }
  for (const s of sides) {
    if (out.left === s || out.right === s) continue;
    if (!out.left) out.left = s;
    else if (!out.right) out.right = s;
  }
  return out;
}

function roundel(side: SideLike): string {
  const fill = side.color ?? '#555555';
  const initial = escapeXml([...side.name.trim()][0]?.toUpperCase() ?? '?');
  return (
    `<circle cx="50" cy="50" r="48" fill="#ffffff"/><circle cx="50" cy="50" r="42" fill="${fill}"/>` +
    `<text x="50" y="66" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="bold" font-size="46"` +
    ` fill="#ffffff">${initial}</text>`
  );
}

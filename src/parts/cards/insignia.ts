import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml } from '../../print/escape.js';
import { FONT_FAMILY } from '../../print/fonts.js';

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
 * so that a new game prints readable cards before anyone draws its insignia.
 */
export function sideInsignia(side: SideLike, templateDirs: string[]): Insignia {
  for (const dir of templateDirs) {
    const file = join(dir, 'insignia', `${side.id}.svg`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const corner = text.match(/<svg[^>]*\bdata-corner="(left|right)"/)?.[1] as Corner | undefined;
    return { svg: stripSvgRoot(text), corner };
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

/** The drawing inside an insignia file, without the XML prolog and the root element. */
function stripSvgRoot(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .trim();
}

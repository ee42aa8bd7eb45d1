import type { Marker } from '../../model/types.js';
import { escapeXml } from '../../print/escape.js';

export type MarkerIcon = NonNullable<Marker['icon']>;

/** A drawn icon, shaped like a drawn symbol so a template places either the same way. */
export interface IconDrawing {
  viewBox: string;
  body: string;
}

/** Points of a star (or burst) of `n` spikes centred on (50, 50): outer radius `r`, inner `ri`. */
function star(n: number, r: number, ri: number, turn = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = ((i / (2 * n)) * 360 + turn - 90) * (Math.PI / 180);
    const rr = i % 2 ? ri : r;
    pts.push(`${(50 + rr * Math.cos(a)).toFixed(1)},${(50 + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/**
 * Plain silhouettes in a 100 × 100 box, bold enough to read at 12 mm: `S` is a stroked path, `F` a filled one.
 * Every one is our own drawing (no symbol set covers game markers).
 */
function draw(icon: MarkerIcon, background: string): string {
  const S = (d: string, w = 8) =>
    `<path d="${d}" fill="none" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const F = (d: string) => `<path d="${d}" stroke="none"/>`;
  const bridge = 'M6,44 H94 M14,44 V74 M86,44 V74 M14,74 Q50,30 86,74';
  switch (icon) {
    case 'turn': // a clock face
      return `<circle cx="50" cy="52" r="38" fill="none" stroke-width="8"/>${S('M50,52 V28 M50,52 L68,62', 8)}`;
    case 'sequence': // two arrows chasing each other round
      return (
        S('M22,44 A30,30 0 0 1 76,34 M78,56 A30,30 0 0 1 24,66') +
        F('M64,30 L88,24 L84,48 Z') +
        F('M36,70 L12,76 L16,52 Z')
      );
    case 'hit': // a shell burst
      return `<polygon points="${star(10, 46, 20)}" stroke="none"/>`;
    case 'disabled': // a gear with a bar across it
      return (
        `<polygon points="${star(8, 40, 30, 11.25)}" stroke="none"/>` +
        `<circle cx="50" cy="50" r="12" fill="${background}" stroke="none"/>` +
        S('M12,88 L88,12', 10)
      );
    case 'dug-in': // a spade
      return S('M50,8 V46 M38,10 H62', 8) + F('M28,44 H72 V64 Q72,86 50,94 Q28,86 28,64 Z');
    case 'supply': // a crate
      return S('M16,24 H84 V84 H16 Z M16,24 L84,84 M84,24 L16,84', 7);
    case 'combat': // crossed swords
      return S('M16,16 L82,82 M84,16 L18,82', 8) + S('M26,66 L38,78 M74,66 L62,78', 10);
    case 'engaged': // two arrows meeting
      return S('M6,50 H36 M94,50 H64', 12) + F('M48,50 L28,26 V74 Z') + F('M52,50 L72,26 V74 Z');
    case 'control': // a flag on its pole
      return S('M24,92 V10', 8) + F('M28,10 H84 L72,30 L84,50 H28 Z');
    case 'weather': // a snowflake
      return S(
        'M50,8 V92 M14,29 L86,71 M14,71 L86,29 M40,14 L50,24 L60,14 M40,86 L50,76 L60,86 ' +
          'M14,44 L27,37 L22,24 M86,56 L73,63 L78,76 M86,44 L73,37 L78,24 M14,56 L27,63 L22,76',
        7,
      );
    case 'bridge': // a deck on one arch
      return S(bridge, 8);
    case 'bridge-collapsed': // the arch broken in the middle, the deck fallen
      return (
        S('M6,44 H40 M60,44 H94 M14,44 V74 M86,44 V74 M14,74 Q26,56 38,50 M62,50 Q74,56 86,74', 8) +
        S('M42,58 L56,88', 8)
      );
    case 'labour': // a pick
      return S('M50,30 L40,92', 8) + S('M10,34 Q50,4 90,34', 10);
    case 'amphibious': // a hull on waves
      return F('M12,38 H88 L76,62 H24 Z') + S('M6,78 Q17,68 28,78 T50,78 T72,78 T94,78', 7);
    case 'victory-points': // a five-pointed star
      return `<polygon points="${star(5, 46, 19)}" stroke="none"/>`;
  }
}

/** The icon drawn in `color` on `background`; false for a marker that names none. */
export function markerIcon(icon: MarkerIcon | undefined, color: string, background: string): IconDrawing | false {
  if (!icon) return false;
  const c = escapeXml(color);
  return { viewBox: '0 0 100 100', body: `<g fill="${c}" stroke="${c}">${draw(icon, escapeXml(background))}</g>` };
}

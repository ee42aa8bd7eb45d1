import type { Paper } from './paper.js';

/**
 * The stems a part's files begin with. The variant goes right after the stem, so that a Russian A4 map is
 * `map-ru-a4.pdf` and its tiles `map-ru-a4-A1.svg`: every file of one build sorts together.
 */
const STEMS = ['order-of-battle', 'counters', 'roster', 'cards', 'aids', 'map'] as const;

/** The parts drawn to the counter size: counter sheets, and the map whose spaces are sized to hold them. */
const SIZED_STEMS = new Set<string>(['counters', 'map']);

/**
 * "-5-8in" when the build's counter size is not the game's own, else "": counters and a map drawn for another
 * counter size never overwrite the default kit's, and their names say which counters they take.
 */
export function counterSizeTag(label: string | undefined, gameLabel: string): string {
  if (!label || label === gameLabel) return '';
  return `-${label.replace(/[^a-z0-9.]+/gi, '-')}`;
}

/** The build's default language and paper carry no tag, so the plain names stay those of an English letter kit. */
export const DEFAULT_LANG = 'en';
export const DEFAULT_PAPER: Paper = 'letter';

/** "-ru-a4", "-ru", "-a4" or "" for the defaults. */
export function variantTag(lang: string, paper: Paper): string {
  return (lang === DEFAULT_LANG ? '' : `-${lang}`) + (paper === DEFAULT_PAPER ? '' : `-${paper}`);
}

/**
 * A kit file's name with the language and paper in it when they are not the defaults, so that builds in
 * another language or on other paper never overwrite each other (`map.pdf`, `map-ru-a4.pdf`).
 * The one place file names learn the variant: parts name their files as for English on letter.
 */
export function kitFileName(name: string, lang: string, paper: Paper, counterTag = ''): string {
  const stem = STEMS.find((s) => name.startsWith(s) && (name[s.length] === '-' || name[s.length] === '.'));
  if (stem) {
    const tag = variantTag(lang, paper) + (SIZED_STEMS.has(stem) ? counterTag : '');
    return tag ? stem + tag + name.slice(stem.length) : name;
  }
  // A file that is not printed (the VASSAL module, the companion page) is the same on any paper: only the
  // language it speaks goes into its name.
  const tag = variantTag(lang, DEFAULT_PAPER);
  if (!tag) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) + tag + name.slice(dot) : name + tag;
}

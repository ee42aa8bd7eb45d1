import type { Provenance } from '../../model/schema/common.js';
import type { Translator } from './translator.js';

import { isReconstructed } from '../../provenance/is-reconstructed.js';

export { isReconstructed };

/**
 * The tag under an aid's title: the whole chart is ours, or some of its rows are (they carry a dagger);
 * undefined when everything printed is published.
 */
export function provenanceTag(
  whole: Provenance,
  parts: (Provenance | undefined)[],
  t: Translator,
): { tag?: string; reconstructed: boolean } {
  if (isReconstructed(whole)) return { tag: t.str('reconstructedChart'), reconstructed: true };
  if (parts.some(isReconstructed)) return { tag: t.str('reconstructedRows'), reconstructed: true };
  return { reconstructed: false };
}

export const dagger = (text: string, on: boolean | undefined) => (on ? `${text} †` : text);

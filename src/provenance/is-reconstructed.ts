import type { Provenance } from '../model/schema/common.js';

/** Whether a value is Sandtable's reconstruction rather than the rules' or history's. */
export const isReconstructed = (p: Provenance | undefined): boolean => !!p && 'reconstructed' in p;

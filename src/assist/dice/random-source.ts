import { createHash, randomInt } from 'node:crypto';
import { resumedSource, stateFromDigest, type RandomSource } from './random-core.js';

export {
  manualSource,
  resumedSource,
  stateFromDigest,
  type RandomSource,
  type RandomState,
} from './random-core.js';

/** Unseeded rolls: the operating system's cryptographic generator. */
export function cryptoSource(): RandomSource {
  return { int: (min, max) => randomInt(min, max + 1), state: () => undefined };
}

/**
 * The generator's whole 128-bit state from a seed, text or number alike: the first 16 bytes of the
 * SHA-256 of the seed's text. pure-rand's own seeding takes 32 bits and sets the state almost linearly
 * from them (the first output is the seed's complement), so seeds 6 apart shared their first d6;
 * hashing makes nearby seeds ("41", "42", "game-1", "game-2") unrelated. The text is hashed as typed,
 * so "42" and "042" are different seeds.
 */
export function seedState(seed: string): number[] {
  return stateFromDigest(createHash('sha256').update(seed, 'utf8').digest());
}

/**
 * A repeatable source: a fresh seed is mixed by seedState; a resumed journal hands back the state it
 * stored, used as it is, so journals kept before the seeding changed go on with their own sequence.
 */
export function seededSource(seed: string, resume?: number[]): RandomSource {
  return resumedSource(seed, resume ?? seedState(seed));
}

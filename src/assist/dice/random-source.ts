import { createHash, randomInt } from 'node:crypto';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * Where die faces come from. Procedures receive one; none reads global randomness, so a seeded
 * session (its state kept in the journal) replays exactly.
 */
export interface RandomSource {
  int(min: number, max: number): number;
  /** Serializable state to resume the same sequence later; undefined for the cryptographic source. */
  state(): RandomState | undefined;
}

export type RandomState = { kind: 'xoroshiro128plus'; seed: string; state: number[] };

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

/** Four signed 32-bit words, as pure-rand keeps them; never all zero, where xoroshiro would stay forever. */
export function stateFromDigest(digest: Uint8Array): number[] {
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const words = [0, 4, 8, 12].map((at) => view.getInt32(at));
  if (!words.some((w) => w !== 0)) words[3] = 1;
  return words;
}

/**
 * A repeatable source: a fresh seed is mixed by seedState; a resumed journal hands back the state it
 * stored, used as it is, so journals kept before the seeding changed go on with their own sequence.
 */
export function seededSource(seed: string, resume?: number[]): RandomSource {
  const rng = xoroshiro128plusFromState(resume ?? seedState(seed));
  return {
    int: (min, max) => uniformInt(rng, min, max),
    state: () => ({ kind: 'xoroshiro128plus', seed, state: [...rng.getState()] }),
  };
}

/** Faces a player rolled by hand, handed out in order; asking for more than given is a usage mistake. */
export function manualSource(faces: number[]): RandomSource {
  const queue = [...faces];
  return {
    int(min, max) {
      const v = queue.shift();
      if (v === undefined) throw new RangeError('more dice are needed than were entered with --roll');
      if (v < min || v > max) throw new RangeError(`a die shows ${min} to ${max}; got ${v}`);
      return v;
    },
    state: () => undefined,
  };
}

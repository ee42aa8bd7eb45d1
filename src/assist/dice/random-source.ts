import { randomInt } from 'node:crypto';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
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

/** A seed may be any text; it is hashed to a 32-bit integer so "game-night-3" works as well as 42. */
export function seedNumber(seed: string): number {
  if (/^-?\d+$/.test(seed) && Math.abs(Number(seed)) < 2 ** 31) return Number(seed);
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h | 0;
}

export function seededSource(seed: string, resume?: number[]): RandomSource {
  const rng = resume ? xoroshiro128plusFromState(resume) : xoroshiro128plus(seedNumber(seed));
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

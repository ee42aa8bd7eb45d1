import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

// The parts of dice that run anywhere, the browser included; random-source.ts adds what needs Node's crypto.

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

/**
 * The platform's cryptographic generator (Web Crypto, in a browser and in Node alike), unbiased by rejecting
 * the top sliver of 32-bit values that would favour the low faces.
 */
export function deviceSource(): RandomSource {
  const word = new Uint32Array(1);
  return {
    int(min, max) {
      const span = max - min + 1;
      const limit = 2 ** 32 - (2 ** 32 % span);
      for (;;) {
        globalThis.crypto.getRandomValues(word);
        if (word[0] < limit) return min + (word[0] % span);
      }
    },
    state: () => undefined,
  };
}

/** Four signed 32-bit words, as pure-rand keeps them; never all zero, where xoroshiro would stay forever. */
export function stateFromDigest(digest: Uint8Array): number[] {
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const words = [0, 4, 8, 12].map((at) => view.getInt32(at));
  if (!words.some((w) => w !== 0)) words[3] = 1;
  return words;
}

/** A seeded generator resumed from the state a journal stored. */
export function resumedSource(seed: string, state: number[]): RandomSource {
  const rng = xoroshiro128plusFromState(state);
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

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  basicPiece,
  definitionFor,
  deleteTrait,
  flipLayer,
  markers,
  pieceDefinition,
} from '../../../src/parts/vassal/piece-code.js';
import { decodeSequence } from '../../../src/parts/vassal/sequence-encoder.js';

/** The characters the nested encodings treat specially, and ordinary ones around them. */
const TRICKY = ['\\', "'", ';', '\t', '/', ',', 'a', ' ', 'é', '\u0001'];
const text = fc.array(fc.constantFrom(...TRICKY), { maxLength: 6 }).map((a) => a.join(''));

/** The global piece id the BasicPiece under `traits` traits carries, read back as VASSAL's decoders read it. */
function gpidOf(definition: string, traits: number): string {
  let state = decodeSequence(definition.slice(2), '/')[2]!;
  for (let n = 0; n < traits; n++) state = decodeSequence(state, '\t')[1]!;
  return decodeSequence(state, ';')[3]!;
}

describe('piece definitions made once for every copy', () => {
  it('each copy is the definition encoded for its own id, whatever the name and image hold (seeded)', () => {
    fc.assert(
      fc.property(text, text, fc.integer({ min: 1, max: 99999 }), (name, image, gpid) => {
        const traits = [flipLayer(image, `${image}b`), markers([['Side', name]]), deleteTrait()];
        const copy = definitionFor(traits, name, image)(gpid);
        expect(copy).toBe(pieceDefinition([...traits, basicPiece(name, image, gpid)]));
        expect(gpidOf(copy, traits.length)).toBe(String(gpid));
      }),
      { seed: 31, numRuns: 500 },
    );
  });

  it('a name that holds the stand-in for the id still gets each copy its own id', () => {
    const name = 'odd \u0001gpid\u0001 name';
    const copies = [1, 2, 30].map((g) => definitionFor([deleteTrait()], name, 'x.png')(g));
    expect(copies.map((c) => gpidOf(c, 1))).toEqual(['1', '2', '30']);
    expect(copies[2]).toBe(pieceDefinition([deleteTrait(), basicPiece(name, 'x.png', 30)]));
  });
});

import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { areaGraph } from '../../../src/assist/map/area-graph.js';
import { findAreaPath } from '../../../src/assist/map/area-path.js';
import type { AreaMap } from '../../../src/model/schema/map.js';

const s = loadScenario('data/death-of-a-division');
const graph = areaGraph(s.map as AreaMap);

describe('area graph', () => {
  it('lists neighbours by kind of connection', () => {
    expect(graph.neighbours('schonberg', ['bridge'])).toEqual(['heuem']);
    expect(graph.neighbours('schonberg').sort()).toEqual(
      ['andler', 'bleialf', 'heuem', 'holzheim', 'oberlascheid', 'steinebruck'].sort(),
    );
    expect(graph.connection('holzheim', 'schonberg')).toEqual(['river-crossing']);
    expect(graph.adjacent('krewinkel', 'losheimergraben')).toBe(true);
    expect(graph.adjacent('krewinkel', 'losheimergraben', ['road'])).toBe(false);
  });

  it('names a wrong area id and suggests the nearest', () => {
    expect(() => graph.area('st-vit')).toThrow(/"st-vit" is not an area on the map \(did you mean "st-vith"\?\)/);
  });

  it('finds the shortest path allowed, or none', () => {
    expect(
      findAreaPath(graph, 'st-vith', {
        kinds: ['road', 'bridge'],
        mayEnter: () => true,
        isGoal: (a) => a === 'schonberg',
      }),
    ).toEqual(['st-vith', 'prumerberg', 'heuem', 'schonberg']);
    expect(
      findAreaPath(graph, 'st-vith', {
        kinds: ['road', 'bridge'],
        mayEnter: (a) => a !== 'heuem',
        isGoal: (a) => a === 'heuem',
      }),
    ).toBeUndefined();
    expect(findAreaPath(graph, 'auw', { kinds: ['road'], mayEnter: () => true, isGoal: (a) => a === 'auw' })).toEqual([
      'auw',
    ]);
  });
});

import { describe, it, expect } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadCharts, loadScenario } from '../../src/load/load-scenario.js';
import { ScenarioError } from '../../src/load/problem.js';
import { brokenCopy } from '../helpers/broken-copy.js';

describe('loadCharts: what a crt answer reads', () => {
  it('gives the same charts as the whole game', () => {
    const whole = loadScenario('data/veritable');
    const book = loadCharts('data/veritable');
    expect(book.id).toBe('veritable');
    expect(book.charts).toEqual(whole.charts);
  });

  it('parses only game.yaml and charts.yaml: a broken units file does not stop a chart reading', () => {
    const dir = brokenCopy('data/veritable', { 'units.yaml': [[/^units:/m, 'units: [oops']] });
    try {
      expect(() => loadScenario(dir)).toThrow(ScenarioError);
      expect(loadCharts(dir).charts.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still checks the charts it reads, naming file and line', () => {
    const dir = brokenCopy('data/veritable', { 'charts.yaml': [['kind: crt', 'kind: crtt']] });
    try {
      expect(() => loadCharts(dir)).toThrow(ScenarioError);
      try {
        loadCharts(dir);
      } catch (e) {
        expect((e as ScenarioError).problems[0].file).toBe(join(dir, 'charts.yaml'));
        expect((e as ScenarioError).problems[0].line).toBeGreaterThan(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import type { SourceRef } from '../../model/scenario.js';
import type { ObjectiveStep, VictoryObjectives } from '../../model/schema/victory-objectives.js';
import type { Problem } from '../problem.js';
import { saysValueProblems } from './check-says-values.js';

// A victory by objectives in the game's own words (`objectives.says`, a requirement's `says`): each `{name}` a
// text fills must be a value its step gives (src/rules/victory-objectives.ts), else the report prints the braces.

const VALUES: Record<ObjectiveStep, readonly string[]> = {
  title: ['game'],
  fromFile: ['file'],
  fromJournal: [],
  none: [],
  sudden: ['turn', 'side', 'result', 'section'],
  beyond: ['units', 'side', 'section'],
  objectives: ['objectives', 'side'],
  objective: ['id', 'value'],
  counted: ['items', 'count', 'section'],
  requires: ['result', 'section'],
  met: [],
  unmet: [],
  points: ['points', 'side', 'result', 'text', 'section'],
  text: ['text'],
  turnRule: [],
};

/** The `requires` step also gives each requirement's word by its id: those every reading with requirements has. */
function requirementIds(o: VictoryObjectives): string[] {
  const readings = o.option?.requires ?? [];
  if (!readings.length) return [];
  return readings[0].all.map((r) => r.id).filter((id) => readings.every((x) => x.all.some((r) => r.id === id)));
}

export function objectivesSaysProblems(here: SourceRef, o: VictoryObjectives): Problem[] {
  const out: Problem[] = [];
  for (const [step, text] of Object.entries(o.says) as [ObjectiveStep, string | undefined][]) {
    const known = step === 'requires' ? [...requirementIds(o), ...VALUES[step]] : VALUES[step];
    out.push(...saysValueProblems(here, ['says', step], text, known));
  }
  o.option?.requires.forEach((reading, i) =>
    reading.all.forEach((r, j) => {
      for (const step of ['met', 'unmet'] as const)
        out.push(...saysValueProblems(here, ['option', 'requires', i, 'all', j, 'says', step], r.says?.[step], []));
    }),
  );
  return out;
}

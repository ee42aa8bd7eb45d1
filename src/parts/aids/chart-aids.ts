import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import type { Aid } from './aid-model.js';
import type { Translator } from './translator.js';
import { crtAid } from './crt-aid.js';
import { dieTableAid } from './die-table-aid.js';
import { terrainEffectsAid } from './terrain-effects-aid.js';
import { turnTrackAid } from './turn-track-aid.js';
import { sequenceAid } from './sequence-aid.js';
import { victoryAid } from './victory-aid.js';
import { tableAid } from './table-aid.js';
import { HAND_SIZES_ID, handSizesAid } from './hand-sizes-aid.js';
import { rollAid } from './roll-aid.js';
import { workAid } from './work-aid.js';
import { optionsAid } from './options-aid.js';

/** A turn track already drawn on the map (a turn-track box with a position) is not printed again. */
export function turnTrackOnMap(s: Scenario, chartId: string): boolean {
  return (s.map?.boxes ?? []).some((b) => b.kind === 'turn-track' && b.position && (!b.for || b.for === chartId));
}

function chartAid(c: Chart, s: Scenario, t: Translator): Aid {
  switch (c.kind) {
    case 'crt':
      return crtAid(c, t, s.rules);
    case 'die-table':
      return dieTableAid(c, t);
    case 'terrain-effects':
      return terrainEffectsAid(c, t, s.map);
    case 'turn-track':
      return turnTrackAid(c, t);
    case 'sequence':
      return sequenceAid(c, t);
    case 'victory':
      return victoryAid(c, t);
    case 'table':
      return tableAid(c, t);
  }
}

/** Every aid the game's data holds: the options, then in the order its files list them the charts, the hand sizes. */
export function scenarioAids(s: Scenario, t: Translator): Aid[] {
  const aids = s.charts
    .filter((c) => !(c.kind === 'turn-track' && turnTrackOnMap(s, c.id)))
    .map((c) => chartAid(c, s, t));
  // Dice pools, success rolls and work have no chart: their aid is printed from the declaration the referee rolls by,
  // unless the declaration names a chart that prints the roll already.
  for (const p of s.rules?.procedures ?? [])
    if ((p.kind === 'dice-pool' && !p.printedBy) || p.kind === 'success-roll') aids.push(rollAid(p, t));
    else if (p.kind === 'work' && !p.printedBy) aids.push(workAid(s, p, t));
  // A game whose charts already print the hand sizes (Nordwind's "Cards in hand") gets no second table of them.
  if (s.cards?.handSizes.length && !s.charts.some((c) => c.id === HAND_SIZES_ID))
    aids.push(handSizesAid(s.cards.handSizes, new Map(s.game.sides.map((x) => [x.id, x.name])), t));
  // First: the options are agreed before play, and the other aids refer to them by id.
  const options = optionsAid(s.game.options, t);
  return options ? [options, ...aids] : aids;
}

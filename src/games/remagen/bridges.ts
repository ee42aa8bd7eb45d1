import type { SquareMap } from '../../model/schema/map.js';
import type { VictoryItemsHook } from '../../rules/victory-hooks.js';
import { labourLimits, withCompletion } from './labour.js';
import { remagenState } from './state.js';

// The pontoon bridges that count toward victory (reconstructed; rules.yaml's victory `counts`): a site whose bridge
// the engineers completed, still above 0 labour units, with no enemy unit in either bridgehead. Code, because the
// bridges' labour count and completion are the labour hook's journal; the engine counts them at the chart's point.

export const countingBridges: VictoryItemsHook = (s, { raw, side, sidesAt }) => {
  const pontoons = remagenState(raw).pontoons;
  const complete = labourLimits(s).complete;
  return (s.map as SquareMap).bridges
    .filter((b) => b.kind === 'pontoon-site')
    .filter((b) => {
      const st = pontoons[b.id];
      const done = st ? withCompletion(st, complete) : undefined;
      const free = b.bridgeheads.every((place) => ![...sidesAt(place)].some((x) => x !== side));
      return !!done?.completed && done.lu > 0 && free;
    })
    .map((b) => b.id);
};

import type { MoveCheckHook } from '../game-hooks.js';
import { msg } from './messages.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { gridMapIndex } from '../../assist/map/grid-map-index.js';
import type { TerrainChart } from '../../rules/shared/chart-lookup.js';
import { isNightTurn } from './night-turn.js';
import { remagenState } from './state.js';
import { labourLimits } from './labour.js';
import type { PontoonSite } from './pontoon-site.js';

/** Where the rules say what each check on a move rests on. */
export const REMAGEN_MOVE_RULES = {
  engaged: msg('remagen.rule.engagedMove'),
  bridge: msg('remagen.rule.bridgeGone'),
  day: msg('remagen.rule.day'),
  pontoonUnbuilt: msg('remagen.rule.pontoonUnbuilt'),
  pontoonNew: msg('remagen.rule.pontoonNew'),
  pontoonSlow: msg('remagen.rule.pontoonSlow'),
};

/** Units that lose a movement factor on a pontoon bridge (Movement, Bridges). */
const MOTORIZED = 'motorized';

/**
 * The pontoon sites that carry no traffic now, from the journal's labour: not yet complete (or destroyed, which
 * leaves nothing), or completed this very turn (Engineers).
 */
function closedPontoons(q: Parameters<MoveCheckHook>[0], sites: readonly PontoonSite[], complete: number) {
  const st = remagenState(q.state);
  return sites.flatMap((site) => {
    const p = st.pontoons[site.id];
    const values = { ref: q.ref, site: site.name, sectors: site.sectors.join(', ') };
    if (!p?.completed || p.lu <= 0)
      return [
        {
          bridge: site.id,
          why: msg('remagen.move.pontoonUnbuilt', {
            ...values,
            lu: p?.lu ?? 0,
            complete,
            section: REMAGEN_MOVE_RULES.pontoonUnbuilt,
          }),
        },
      ];
    if (q.turn !== undefined && p.completedOnTurn === q.turn)
      return [
        {
          bridge: site.id,
          why: msg('remagen.move.pontoonNew', { ...values, turn: q.turn, section: REMAGEN_MOVE_RULES.pontoonNew }),
        },
      ];
    return [];
  });
}

/** The side whose movement factors the day costs one (Optional Night Move). */
const DAY_SIDE = 'german';

/**
 * Remagen's own rules on a move (rules.yaml's `movement.check`), from the journal's state: no unit leaves an
 * engaged sector; nothing crosses the Ludendorff Bridge once it has collapsed; a pontoon bridge carries traffic
 * once complete, from the turn after, and costs a motorized unit one factor more; with the night-moves option, a
 * German unit by day moves one sector less than its factor (at least one), except into woods or mountains.
 */
export const remagenMoveCheck: MoveCheckHook = (q) => {
  const st = remagenState(q.state);
  const e = st.engaged.find((x) => x.sector === q.from);
  if (e)
    return {
      refuse: msg('remagen.move.engaged', {
        ref: q.ref,
        at: q.from,
        turn: e.turn ?? '—',
        section: REMAGEN_MOVE_RULES.engaged,
      }),
    };
  const map = q.scenario.map;
  if (map?.kind !== 'square') return undefined;
  const sites = map.bridges.filter((b) => b.kind === 'pontoon-site');
  const motorized = q.unit.abilities.includes(MOTORIZED);
  if (!q.path) {
    // Before the engine looks for a way: the pontoons not open to traffic, and their cost to a motorized unit.
    const closedBridges = closedPontoons(q, sites, labourLimits(q.scenario).complete);
    const bridgeExtra = motorized ? Object.fromEntries(sites.map((b) => [b.id, 1])) : undefined;
    return closedBridges.length || bridgeExtra ? { closedBridges, bridgeExtra } : undefined;
  }
  const crossed = sites.find((b) => q.path!.some((c) => b.sectors.includes(c)));
  const slow =
    motorized && crossed
      ? msg('remagen.move.pontoonSlow', { ref: q.ref, site: crossed.name, section: REMAGEN_MOVE_RULES.pontoonSlow })
      : undefined;
  const bridge = map.bridges.find((b) => b.kind === 'railway');
  if (st.ludendorff.collapsed && bridge && q.path.some((c) => bridge.sectors.includes(c)))
    return {
      refuse: msg('remagen.move.bridgeFallen', {
        ref: q.ref,
        sectors: bridge.sectors.join(', '),
        turn: st.ludendorff.turn ?? '—',
        section: REMAGEN_MOVE_RULES.bridge,
      }),
    };
  const noted = slow ? { note: slow } : undefined;
  const move = (q.unit.factors as { move?: number }).move;
  if (q.unit.side !== DAY_SIDE || move === undefined || q.turn === undefined || q.cost === undefined) return noted;
  const nightMoves = q.options['night-moves'] ?? optionChoice(q.scenario, 'night-moves', undefined);
  if (nightMoves !== 'on' || isNightTurn(q.scenario, q.turn, nightMoves)) return noted;
  // Into woods or mountains a unit stops anyway: the day costs it nothing there (Optional Night Move).
  const index = gridMapIndex(map);
  const cell = index.grid.parse(q.to);
  const terrain = q.scenario.charts.find(
    (c): c is TerrainChart => c.id === q.scenario.rules?.movement?.terrain && c.kind === 'terrain-effects',
  );
  const row = cell && terrain?.rows.find((r) => r.terrain === index.terrainAt(cell));
  if (row?.effects.stopOnEntering) return noted;
  const moved = q.state.moved as { turn?: number; units?: Record<string, { points?: number }> } | undefined;
  const before = moved?.turn === q.turn ? (moved.units?.[q.ref]?.points ?? 0) : 0;
  const cost = before + q.cost;
  if (cost > Math.max(1, move - 1))
    return {
      refuse: msg('remagen.move.dayPenalty', { ref: q.ref, cost, move, section: REMAGEN_MOVE_RULES.day }),
    };
  return noted;
};

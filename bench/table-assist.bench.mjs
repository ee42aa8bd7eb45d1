// Table assist: one combat adjudication in the library, supply for 500 units on a 100 × 100 hex map,
// and the cold command-line answer for `crt`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, medianCommand } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(join(root, 'dist', p));

export async function run() {
  const { loadScenario } = await dist('load/load-scenario.js');
  const { gridMapIndex } = await dist('assist/map/grid-map-index.js');
  const { placeUnits } = await dist('procedures/shared/placed-unit.js');
  const { resolveCombat } = await dist('procedures/veritable/combat.js');
  const { traceSupply } = await dist('procedures/veritable/supply.js');
  const s = loadScenario(join(root, 'data/veritable'));
  const index = gridMapIndex(s.map);
  const crt = s.charts.find((c) => c.id === 'crt');
  const attackers = placeUnits(s, index, ['158-bde@H8', '160-bde@H8', '71-bde@H8', '44-bde@H9', '46-bde@H9', '227-bde@H9', '30-armd-bde@H8']);
  const defenders = placeUnits(s, index, ['flak-1@I9', 'gr-1051@I9']);
  const input = { attackers, defenders, sequence: 'move-attack', air: { attacker: 0, defender: 1 }, outOfSupply: { attacker: false, defender: false }, attackerReading: 'all-or-losses', giveUp: new Set(), roll: 3 };
  const once = () => {
    const dice = [1, 5, 1, 2, 3, 5];
    resolveCombat(s, index, crt, { ...input, retreatDie: () => dice.shift() ?? 1 });
  };
  const combat = await median(() => {
    for (let i = 0; i < 100; i++) once();
  }, 9);

  // A 100 × 100 map with the game's terrain rules, a west and an east supply edge, 250 units a side.
  const big = { ...s.map, columns: 100, rows: 100, hexsides: [], roads: [{ kind: 'road', cells: ['A50..CV50'] }], places: [], lines: [], zones: [], terrain: { default: 'clear', cells: { woods: ['AX1..AX60'] } } };
  const bigIndex = gridMapIndex(big);
  const allied = s.units.find((u) => u.side === 'allied');
  const german = s.units.find((u) => u.side === 'german');
  const positions = [];
  for (let i = 0; i < 250; i++) {
    positions.push({ ref: `a${i}`, unit: allied, at: bigIndex.grid.label({ col: 1 + (i % 40), row: 1 + Math.floor(i / 40) * 15 }), hits: 0 });
    positions.push({ ref: `g${i}`, unit: german, at: bigIndex.grid.label({ col: 60 + (i % 40), row: 3 + Math.floor(i / 40) * 15 }), hits: 0 });
  }
  const scenario = { ...s, map: big };
  const supply = await median(() => traceSupply(scenario, bigIndex, positions, 'allied'), 7);

  const cli = medianCommand([join(root, 'bin/sandtable.js'), 'crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3'], 7, root);
  return [
    { name: 'assist: one Veritable combat adjudication', medianMs: combat / 100, targetMs: 1 },
    { name: 'assist: supply for 500 units, 100x100 hex map', medianMs: supply, targetMs: 20 },
    { name: 'assist: cold CLI `crt veritable`', medianMs: cli, targetMs: 300 },
  ];
}

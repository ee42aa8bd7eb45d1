// Table assist for Remagen Bridgehead and Death of a Division: one adjudication each in the library
// (against dist/), so a player's answer is instant at the table.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(join(root, 'dist', p));

export async function run() {
  const { loadScenario } = await dist('load/load-scenario.js');
  const { gridMapIndex } = await dist('assist/map/grid-map-index.js');
  const { areaGraph } = await dist('assist/map/area-graph.js');
  const { positionItems } = await dist('assist/position/position-file.js');
  const { placeUnits } = await dist('procedures/shared/placed-unit.js');
  const { planFire, resolveFire } = await dist('procedures/remagen/fire.js');
  const { areaUnits } = await dist('procedures/death-of-a-division/area-units.js');
  const { checkSupply } = await dist('procedures/death-of-a-division/supply.js');

  // Remagen: the rules' example, a medium tank and an armored car firing 2 sectors at 5 trays.
  const remagen = loadScenario(join(root, 'data/remagen'));
  const index = gridMapIndex(remagen.map);
  const firers = placeUnits(remagen, index, ['de-11pz-pz4#1@L18', 'de-11pz-armored-cars#1@L18']);
  const targets = placeUnits(remagen, index, ['us-27aib-rifles#1@L16', 'us-27aib-mg#1@L16', 'us-paratroops#1@L16', 'us-paratroops#2@L16', 'us-paratroops#3@L16']);
  const fireOnce = () => {
    const hitDice = [3, 3, 2, 3];
    resolveFire(planFire(remagen, index, { firers, targets, damage: {} }), [5, 4, 4], () => hitDice.shift());
  };
  const fire = await median(() => {
    for (let i = 0; i < 100; i++) fireOnce();
  }, 9);

  // Death of a Division: supply for every unit of both sides on the area map.
  const doad = loadScenario(join(root, 'data/death-of-a-division'));
  const graph = areaGraph(doad.map);
  const units = areaUnits(positionItems(doad, doad.units.filter((u) => u.setup && u.setup.turn === undefined).map((u) => `${u.id}@${u.setup.location}`)));
  const supply = await median(() => {
    for (let i = 0; i < 10; i++) checkSupply(graph, units);
  }, 9);

  return [
    { name: 'assist: one Remagen fire adjudication (rules example)', medianMs: fire / 100, targetMs: 1 },
    { name: `assist: Death of a Division supply, ${units.length} units`, medianMs: supply / 10, targetMs: 5 },
  ];
}

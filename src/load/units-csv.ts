/** How units.csv cells are read: these fields hold numbers, these lists separated by ";". */
export const UNITS_CSV = {
  numberFields: new Set([
    'count',
    'steps',
    'attack',
    'defence',
    'move',
    'combat',
    'shift',
    'strength',
    'fireDice',
    'turn',
    'cost',
  ]),
  listFields: new Set(['abilities']),
};

// Commands that leave each bundled game's journal with a state of its own to word (its hooks' keys and values):
// `journal show`'s test and the companion journal tab's test play the same ones, so both read the same state.
export const STATE_PLAYS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  veritable: [
    ['setup', 'check', 'veritable', '--position', 'data/veritable/examples/setup.yaml'],
    ['air', 'veritable', '--turn', '1'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'move-attack'],
    ['move', 'veritable', '--units', '44-bde@F5'],
  ],
  remagen: [
    ['bridge', 'remagen', '--turn', '4', '--roll', '2'],
    ['labour', 'remagen', '--site', 'B9', '--damage', '2', '--dice', '6,5'],
  ],
  nordwind: [
    ['hand', 'nordwind', '--side', 'german', '--seed', 'h'],
    'combat nordwind --area lemberg --attacker 2 --defender 1 --from north --rolls 7'.split(' '),
  ],
};

// The bundled games' own movement rules (their move check hooks, src/games/<game>/move-check.ts): keys with
// values, spread into RULES_EN so that every front end renders them through the same words.

export const GAMES_EN = {
  'remagen.move.engaged':
    '{ref} stands in {at}, engaged since turn {turn}: no unit moves out of an engaged sector ({section})',
  'remagen.move.bridgeFallen':
    '{ref} may not cross the Ludendorff Bridge ({sectors}): it collapsed on turn {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} moves {cost} of its {move} by day: a German unit moves one sector less by day, at least one, ' +
    'except into woods or mountains ({section})',
  'death-of-a-division.move.dugIn':
    '{ref} is dug in at {from} (it did not move in turn {turn}): it leaves without the hit ({section})',
  'nordwind.move.engaged':
    '{ref} is in {at}, engaged in turn {turn}: units may not leave an engaged area but by a Withdraw card ({section})',
  'remagen.start.placed': '{count} units set up on {sectors} sectors, each within its capacity ({section})',
  'remagen.start.sector': '{at}: {units}',
  'remagen.start.begun':
    'the journal already holds the places of {count} units: the game has begun, and is set up once ({section})',
  'remagen.fire.night':
    'turn {turn} is a night turn: the Fire portion of the turn is omitted, at units and at bridges alike; ' +
    'combat by morale goes on ({section})',
  'remagen.setup.notInitial':
    '{ref} in {at} does not set up: it arrives later, waits for the German Replacement Sectors or the drop ({section})',
  'remagen.setup.zone': '{ref} in {at} sets up in {cells} ({section})',
  'remagen.setup.capacity': '{at} holds {units}: over its capacity, {over} do not fit ({section})',
  'remagen.setup.missing': 'not set up: {units} ({section})',
  'remagen.setup.problems': '{count} problem(s) with the set-up; the first: {first}',
  'remagen.setup.legal':
    '{count} units stand on {sectors} sectors, each in its zone and within its capacity ({section})',
  'remagen.move.pontoonUnbuilt':
    '{ref} may not cross at {site} ({sectors}): its pontoon bridge stands at {lu} of {complete} labour units ' +
    '({section})',
  'remagen.move.pontoonNew':
    '{ref} may not cross at {site} ({sectors}): its pontoon bridge was completed this turn, {turn} ({section})',
  'remagen.move.pontoonSlow':
    '{ref} is motorized: the pontoon bridge at {site} costs it one movement factor more ({section})',
  'nordwind.smc.areas': '{card} moves each unit one area, not {areas} ({section})',
  'nordwind.smc.snow': '{card} may not be played in a snowstorm (turn {turn}) ({section})',
  'nordwind.smc.nullified': '{card} is nullified: {air} Air Support card(s) played in reaction ({section})',
  'nordwind.smc.engaged': '{ref} is engaged in {from}: it may not move by {card} ({section})',
  'nordwind.smc.enemy': '{ref} may not enter {to} by {card}: enemy units hold it ({section})',
  'nordwind.smc.reinforce': '{ref} may not reinforce the engaged area {to} by {card} ({section})',
  'nordwind.smc.mixed':
    '{ref} may not move by {card} after {other}: German infantry or armour moves by it, not both ({section})',
  'remagen.start.over': 'no room within sector capacity in their zone: {units} wait off the board ({section})',
} as const;

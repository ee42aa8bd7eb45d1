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
  'remagen.setup.nothing': 'nothing to check: give the set-up as a position file, or the journal that keeps it',
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
  'veritable.turn.notPhasing':
    'turn {turn} is in the {now}; {what} is for the {side} player in his own player turn (4.2, 4.3){hint}',
  'veritable.turn.germanBegins':
    '. The German player turn begins with his sequence choice: sequence {game} --side german --order …',
  'veritable.turn.chosenOther':
    'the {side} player chose {chosen} for turn {turn}; the choice is made at the beginning of the turn and holds ' +
    'for all of it (6.1)',
  'veritable.turn.alliedAlone': "turn {turn} is the Allied player's alone; there is no German player turn (11.3)",
  'veritable.turn.alliedOver':
    "the Allied player turn of turn {turn} is over; the next begins after turn {next}'s air phase (4.1)",
  'veritable.turn.chosenAlready':
    'the {side} player chose {chosen} for turn {turn} already; the choice holds for the whole turn ' +
    '(6.1){started}{amend}',
  'veritable.turn.startedUnder': ' and units have moved or fought under it',
  'veritable.turn.amendHint': '; --amend changes it before any unit moves or fights',
  'veritable.noUnit': 'no unit "{ref}" in {game}',
  'veritable.namedTwice': '{ref} is named twice',
  'veritable.notSideUnit': '{ref} is not a {side} unit',
  'veritable.move.attacked':
    'the {side} player chose Move/Attack: he moves all his units before he attacks, and he has attacked (6.1.1)',
  'veritable.move.outpost': '{ref} is an outpost: outposts may not move (8.4)',
  'veritable.move.enemyHex': '{ref} may not enter {at}: a player may never enter an enemy-occupied hex (6.3)',
  'veritable.move.mayNotReturn': '{ref} retreated from {at} while a comrade fell; it may not return there (6.5.3)',
  'veritable.move.cannotExit':
    '{ref} cannot leave the map here: Allied units exit by the east edge, from a hex on it (9.1)',
  'veritable.reserve.turn2': 'turn {turn}: reserves enter from turn 2 on; no reserves before turn 2 (8.1)',
  'veritable.reserve.fought':
    'the {side} player decides on his reserves at the beginning of his turn, and units have fought already (6.1)',
  'veritable.reserve.moved':
    'the {side} player decides on his reserves at the beginning of his turn, and units have moved already (6.1)',
  'veritable.reserve.west': '{ref} enters on the west edge road hexes {hexes}; not {at} (8.1)',
  'veritable.reserve.east': '{ref} enters on the east edge road hexes {hexes}; not {at} (8.1)',
  'veritable.reserve.enemy': '{at} is enemy-occupied; a player may never enter an enemy-occupied hex (6.3)',
  'veritable.status.noUnit': 'there is no unit "{ref}" in this game',
  'veritable.status.onTurn': ' on turn {turn}',
  'veritable.status.eliminated': '{ref} was eliminated{when}; every unit has one step (6.5.3)',
  'veritable.status.exited': '{ref} left the map by the east edge{when} and may not come back (9.1)',
  'veritable.status.reserve': '{ref} is still in the strategic reserve; it enters on an edge road hex (8.1)',
  'veritable.status.notSetUp':
    '{ref} is not set up yet (10.0): record the set-up with setup check {game} --position FILE',
  'veritable.reserve.notIn': '{ref} is not in the strategic reserve',
  'veritable.reserve.notInWhy': '{ref} is not in the strategic reserve ({why})',
  'veritable.reserve.onMap': 'on the map',
  'veritable.needJournal': "{what} is kept in the game's journal: give --journal FILE",
  'veritable.noneKept': "{journal}: this needs the game's journal, and none is kept here",
  'veritable.unitAtHex': '{flag} takes UNIT@HEX items, e.g. 71-bde@H8; not "{item}"',
  'veritable.sequence.kept': '{side} {order}',
  'veritable.setup.title': '{game}: set-up from {position}',
  'veritable.setup.problems': '{title}: {count} problem{plural}',
  'veritable.setup.startsInReserve': '{ref} starts in the strategic reserve ({box}), not on the map ({section}, 8.1)',
  'veritable.setup.notPlaced': '{ref} is not placed: it sets up in {zone} ({section})',
  'veritable.setup.sideZone': 'its side’s zone',
  'veritable.setup.outpostPlace': '{ref} in {at}: outposts stand on the front line or east of it (8.4, 10.1)',
  'veritable.setup.outsideZone': '{ref} in {at} is outside its set-up zone, {zone} ({section})',
  'veritable.setup.uncovered':
    'the outposts, by their hexes or zones of control, leave front-line hex{plural} {hexes} uncovered; they must ' +
    'cover F3 to F9 before any is set elsewhere (8.4)',
  'veritable.setup.covered': 'The outposts and their zones of control cover every front-line hex, F3 to F9 (8.4)',
  'veritable.setup.placed':
    'German units placed: {german}; Allied units placed: {allied}; in the strategic reserves: {reserves} (10.1, 10.2)',
  'veritable.setup.legal': 'The set-up is legal; play begins with the Allied player turn of turn 1 (10.2)',
  'veritable.setup.recorded': 'Recorded in {journal}: turn 1, the Allied player turn',
  'veritable.stack.at': '{at}: {problem}',
  'veritable.stack.bothSides': 'units of both sides in one hex; no unit may enter an enemy-occupied hex (6.3)',
  'veritable.stack.large':
    '{count} regiments/brigades from {divisions} divisions ({units}); only two from different divisions ' +
    'may stack (6.3)',
  'veritable.stack.largeArmour':
    '{count} regiments/brigades from {divisions} divisions ({units}); only two from different divisions may stack ' +
    '(6.3); only one 79th Armoured unit a hex stacks free, {armour} counts as a brigade (8.2)',
  'veritable.stack.small': '{count} battalions, batteries or Kampfgruppen ({units}); only one may join a stack (6.3)',
  'veritable.stack.laterTurn': '{at}: {problem}; judged at the end of the turn, when the excess is eliminated',
  'veritable.stack.laterPhase': '{at}: {problem}; judged at the end of the phase, when the excess is eliminated',
  'veritable.move.title': '{game}: movement, turn {turn}',
  'veritable.move.from': '{ref}: {from} → {to}',
  'veritable.move.exits': '{ref} leaves the map by the east edge from {at}: +1 VP, and it may not come back (9.1)',
  'veritable.move.checked':
    'Movement points, paths and zones of control checked against the terrain chart (6.2, 6.4, 6.2.1)',
  'veritable.move.count': 'Movement points, paths and zones of control on the way are the players to count (6.2, 6.4)',
  'veritable.reserve.title': '{game}: reserves, turn {turn}',
  'veritable.reserve.enters': '{ref} enters from the strategic reserve at {at}, in supply and at full strength (8.1)',
  'veritable.reserve.entersVp':
    '{ref} enters from the strategic reserve at {at}, in supply and at full strength (8.1): +1 VP to the Allies (9.1)',
  'veritable.turn.endTitle': '{game}: the end of turn {turn}',
  'veritable.turn.noOverStack': 'No hex is over the stacking limit (6.3)',
  'veritable.turn.gameOver': 'The game is over after turn {turn}: victory {game} gives the final tally (4.4)',
  'veritable.turn.over': 'Turn {turn} is over; turn {next} begins with its air power (4.1)',
  'veritable.turn.ended': 'turn {turn} has ended already (4.4)',
  'veritable.turn.endsAfter': 'turn {turn} ends after the {side} player turn; it is the {now} (4.4)',
  'veritable.turn.setup': 'set-up',
  'veritable.turn.playerTurn': '{side} player turn',
  'veritable.state.noGame': '{journal} holds no game yet: record the set-up first (10.0)',
  'veritable.state.noPositions': '{journal} holds no positions yet: record the set-up first (10.0)',
  'veritable.victory.title': '{game}: victory points',
  'veritable.victory.titleInterim': '{game}: victory points (interim, turn {turn})',
  'veritable.victory.interim': 'Interim tally on turn {turn}: the game is scored at the end of turn 7 (4.4, 9.1)',
  'veritable.victory.line': '{text}: {count} × {value} = {points} ({detail})',
  'veritable.victory.total': 'Total: {total} VP',
  'veritable.victory.level': '{why}{option}: {result} (9.2)',
  'veritable.victory.levelText': '{why}{option}: {result} (9.2). {text}',
  'veritable.victory.option': ' (option {option}={choice})',
  'veritable.victory.inBand': '{total} is in the band "{range}"',
  'veritable.victory.rounded': '{total} rounded {way} is {value}, in the band "{range}"',
  'veritable.victory.between': '{total} lies between the bands the levels name; between them it is the "{range}" level',
  'veritable.victory.heldAllied': '{town} is held by the Allies (an Allied unit entered it last)',
  'veritable.victory.heldGerman': '{town} is German',
  'veritable.victory.noneIn': 'none brought in',
  'veritable.victory.para': '{units} (option para-reserve-vp)',
  'veritable.victory.none': 'none',
  'veritable.victory.units': '{units}',
  'veritable.victory.cutAt': '{ref} in {at}',
  'veritable.victory.noRoadLine': '{ref} in {at} (no line of road hexes all but one, 7.1)',
  'veritable.victory.allTrace':
    'every Allied unit on the map traces a line of road hexes all but one to the west edge (7.1)',
  'veritable.victory.committed': 'every Allied reserve unit was committed',
  'veritable.victory.across': '{units}: a line crosses the map through hexes the Germans do not control',
  'veritable.victory.notAcross':
    '{units}: no line crosses the map through hexes the Germans do not control, so they score nothing',
  'veritable.choose.notInCombat': '--choose: {ref} does not fight in combat {id} at {target}',
  'veritable.choose.nothing':
    '--choose: the {side} result "{code}" leaves the {side} player nothing to choose ({units})',
  'veritable.choose.notOfSide': '--choose: {ref} is not one of the {side} units of this combat',
  'veritable.choose.notAnswering': '--choose: {ref} is not one of the {side} units that answer this result',
  'veritable.choose.twice': '--choose names {ref} twice',
  'veritable.choose.cannotRetreat': '--choose: {ref} cannot retreat: {why}; it can only be taken as a loss',
  'veritable.choose.notLegalHex':
    '--choose: {ref} may not retreat to {to}; the legal hexes are {hexes} ({section}){closed}',
  'veritable.choose.closed': '; closed: {closed}',
  'veritable.choose.closedMore': '{a}; {b}',
  'veritable.choose.sayWhere': '--choose: say where {ref} retreats: {options}',
  'veritable.choose.pair': '{ref}={hex}',
  'veritable.choose.thatMany':
    '--choose: the {side} result {code} asks {count} units to answer; {named} named (Russian 6.5.2)',
  'veritable.choose.thatOne':
    '--choose: the {side} result {code} asks {count} unit to answer; {named} named (Russian 6.5.2)',
  'veritable.choose.everyUnitLosses':
    '--choose: the {side} result {code} needs every unit to retreat or {count} losses; say what {units} {does}',
  'veritable.choose.everyUnitLoss':
    '--choose: the {side} result {code} needs every unit to retreat or {count} loss; say what {units} {does}',
  'veritable.choose.do': 'do',
  'veritable.choose.does': 'does',
  'veritable.choose.form': '--choose takes UNIT=HEX, UNIT=retreat or UNIT=loss items; not "{item}"',
  'veritable.choose.lossRolls': '--choose {item}: a unit taken as a loss rolls no retreat test',
  'veritable.advance.notEligible': '--advance: {ref} may not advance; those who may are {units} ({section})',
  'veritable.advance.stacking': '--advance into {target}: {why}',
  'veritable.advance.noneInPlace':
    '--advance: no attacker is left where it fought from; only attackers still in place may advance into an ' +
    'emptied hex ({section})',
  'veritable.advance.notVacated':
    '--advance: {target} is not vacated; only attackers still in place may advance into an emptied hex ({section})',
  'veritable.setup.illegal': 'an illegal set-up is not recorded',
  'veritable.setup.twice': 'the journal holds a game already (turn {turn}); a set-up starts a new journal ({section})',
  'veritable.fuhrer.notInPlay':
    'optional rule 11.2 is not in play in this game: German reserves enter freely from turn 2 (8.1). ' +
    'Agree it at set-up with --option fuhrer-interference=on',
  'veritable.fuhrer.journalTurn': 'the journal is at turn {turn}, not {given}',
  'veritable.fuhrer.notInReserve': '{unit} is not in the strategic reserve any more (8.1)',
  'veritable.fuhrer.refusedBefore': 'the Führer refused {unit} with a 6; it may not be asked for again (11.2)',
  'veritable.fuhrer.releasedAlready': '{unit} is released already; it may enter (11.2)',
  'veritable.fuhrer.askedAlready': '{unit} was asked for this turn already; one roll a unit a turn (11.2)',
  'veritable.fuhrer.beforeTurn2': 'turn {turn}: no reserves before turn 2, so there is nothing to release (8.1, 11.2)',
  'veritable.fuhrer.noGermanTurn':
    'turn {turn}: the German player has no turn {turn}; optional 11.3 adds an eighth turn for the Allied ' +
    'player only, so no German reserve can enter (11.3, 11.2)',
  'veritable.reserve.notReleased':
    '{ref} has not been released: with optional 11.2 a German reserve unit enters only after a Führer ' +
    'roll under the turn number (fuhrer {game} --unit …) (11.2)',
} as const;

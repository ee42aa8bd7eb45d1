import { gameMessages } from '../../assist/messages.js';
import { TURN_EN } from './messages-turn.js';

// Veritable's own messages: English here, and the words of each language Sandtable speaks. They are registered
// with the rules' messages when this module loads, which every module of the game that says one does (it takes
// `msg` from here), so no generic file names the game's keys.

export const EN = {
  ...TURN_EN,
  'veritable.air.title': '{game}: air power, turn {turn}',
  'veritable.air.units': 'Allied air units: {allied}; German air units: {german}',
  'veritable.side.allied': 'Allied',
  'veritable.side.german': 'German',
  'veritable.loss.outpost': 'an outpost may not retreat ({section})',
  'veritable.closed.combatHex': '{at}: the hex the combat was fought over',
  'veritable.closed.prohibited': '{at}: prohibited terrain',
  'veritable.closed.enemy': '{at}: enemy-occupied ({section})',
  'veritable.closed.zoc': '{at}: enemy zone of control with no friendly unit in it ({section})',
  'veritable.closed.overStacked': '{at}: over-stacked at the end of the retreat: {problem}',
  'veritable.closed.offMap': 'off the map: a unit forced off the map is eliminated ({section})',
  'veritable.turn.notPhasing':
    'turn {turn} is in the {now}; {what} is for the {side} player in his own player turn (4.2, 4.3){hint}',
  'veritable.turn.germanBegins':
    '. The German player turn begins with his sequence choice: {command} {--side} german {--order} …',
  'veritable.turn.chosenOther':
    'the {side} player chose {chosen} for turn {turn}; the choice is made at the beginning of the turn and holds ' +
    'for all of it (6.1)',
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
  'veritable.reserve.fought':
    'the {side} player decides on his reserves at the beginning of his turn, and units have fought already (6.1)',
  'veritable.reserve.moved':
    'the {side} player decides on his reserves at the beginning of his turn, and units have moved already (6.1)',
  'veritable.status.noUnit': 'there is no unit "{ref}" in this game',
  'veritable.status.onTurn': ' on turn {turn}',
  'veritable.status.eliminated': '{ref} was eliminated{when}; every unit has one step (6.5.3)',
  'veritable.status.exited': '{ref} left the map by the east edge{when} and may not come back (9.1)',
  'veritable.status.reserve': '{ref} is still in the strategic reserve; it enters on an edge road hex (8.1)',
  'veritable.status.notSetUp': '{ref} is not set up yet (10.0): record the set-up with {command} {--position FILE}',
  'veritable.needJournal': "{what} is kept in the game's journal: give {--journal FILE}",
  'veritable.sequence.kept': '{side} {order}',
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
  // The end of the turn is rules.yaml's (`end-turn`, its `says`); these three render journals written before.
  'veritable.turn.noOverStack': 'No hex is over the stacking limit (6.3)',
  'veritable.turn.gameOver': 'The game is over after turn {turn}: victory {game} gives the final tally (4.4)',
  'veritable.turn.over': 'Turn {turn} is over; turn {next} begins with its air power (4.1)',
  'veritable.turn.setup': 'set-up',
  'veritable.turn.playerTurn': '{side} player turn',
  'veritable.state.noGame': '{journal} holds no game yet: record the set-up first (10.0)',
  'veritable.choose.notInCombat': '{--choose}: {ref} does not fight in combat {id} at {target}',
  'veritable.choose.notAnswering': '{--choose}: {ref} is not one of the {side} units that answer this result',
  'veritable.choose.form': '{--choose} takes UNIT=HEX, UNIT=retreat or UNIT=loss items; not "{item}"',
  'veritable.choose.lossRolls': '{--choose} {item}: a unit taken as a loss rolls no retreat test',
  'veritable.setup.twice': 'the journal holds a game already (turn {turn}); a set-up starts a new journal ({section})',
  'veritable.fuhrer.journalTurn': 'the journal is at turn {turn}, not {given}',
  'veritable.fuhrer.notInReserve': '{unit} is not in the strategic reserve any more (8.1)',
  'veritable.fuhrer.askedAfterSix': 'the Führer refused {unit} with a 6; it may not be asked for again (11.2)',
  'veritable.fuhrer.releasedAlready': '{unit} is released already; it may enter (11.2)',
  'veritable.fuhrer.askedAlready': '{unit} was asked for this turn already; one roll a unit a turn (11.2)',
  'veritable.reserve.notReleased':
    '{ref} has not been released: with optional 11.2 a German reserve unit enters only after a Führer ' +
    'roll under the turn number ({command} {--unit} …) (11.2)',
  'veritable.combat.hexUnknown':
    '{--defender} {item}: the units in a hex are known only from the journal or a position file; name them as UNIT@HEX',
  'veritable.combat.standsElsewhere': '{ref} stands in {at}, not {given}; combat is against adjacent units (6.5)',
  'veritable.combat.notOnMap': '{ref} is not on the map',
  'veritable.combat.sayWhere': 'say where {ref} stands: {ref}@HEX (no position is known)',
  'veritable.combat.needsBoth': 'a combat needs attackers and defenders',
  'veritable.combat.noAmphibious':
    'optional rule 11.1 is not in play in this game: there is no amphibious marker (11.0, 11.1)',
  'veritable.combat.amphibiousCarrier':
    '{--amphibious} {ref}: the marker rides with one attacking Allied brigade (11.1)',
  'veritable.combat.attackMoveMoved':
    'the {side} player chose Attack/Move: his attacks come before he moves, and units have moved (6.1.2)',
  'veritable.combat.attackedAlready':
    '{ref} has attacked already this player turn; each unit attacks once in its player turn ' +
    '(6.5; once per turn is our reading, the rules give one combat phase a turn)',
  'veritable.combat.defendTogether': 'every unit in {at} defends together: {units} stand there too (6.5)',
  'veritable.combat.defendTogetherOne': 'every unit in {at} defends together: {units} stands there too (6.5)',
  'veritable.combat.oosTraced':
    'supply is traced from the positions at the moment of combat (7.0); {--oos-attacker} and {--oos-defender} ' +
    'are only for a combat whose position is not known',
  'veritable.air.noTurn8': 'there is no turn {extra} without optional rule 11.3; the game ends after turn {last} (4.4)',
  'veritable.air.reserveWaiting':
    'turn {turn}, the extra turn, needs every Allied reserve unit committed; {units} are still in the reserve (11.3)',
  'veritable.air.reserveWaitingOne':
    'turn {turn}, the extra turn, needs every Allied reserve unit committed; {units} is still in the reserve (11.3)',
  'veritable.move.nameUnits': 'name the units that move: {--units UNIT@HEX,…} or {--exit UNIT,…}',
  'veritable.needsHexMap': '{game} needs its hex map',
  'veritable.position.journalHolds':
    'the journal holds the positions since the set-up; {--position} would contradict it (move {game} changes them)',
  'veritable.position.cliOnly': 'a position file is read by the command line; here the journal holds the positions',
  'veritable.option.agreed': 'the players agreed {id}={agreed} at set-up; this game plays it that way',
  'veritable.sequence.flag': '{--sequence} is move-attack or attack-move',
  'veritable.air.noSuchTurn': 'the game has no turn {turn} (4.4)',
  'veritable.air.turnOver': 'the journal is at turn {now}; turn {turn} is over and the track only moves on (4.4)',
  'veritable.air.noRollToRepeat': 'turn {turn} has no air roll to repeat',
  'veritable.air.rolledAlready':
    "turn {turn}'s air power was rolled already (a {roll}); the Allied player rolls once a turn (4.1, " +
    '5.1). {--amend} replaces a roll entered wrongly',
  'veritable.air.spentAlready':
    "turn {turn}'s {sides} air units are already spent in combat; an amended roll cannot take them back (5.2)",
  'veritable.air.bothSides': 'Allied and German',
  'veritable.air.nextFirst': 'the journal is at turn {now}; turn {next} comes first (4.4)',
  'veritable.air.rafUnit': 'RAF air unit',
  'veritable.air.rafsUnit': 'RAF air units',
  'veritable.air.surgeUnit': 'Luftwaffe Surge',
  'veritable.air.surgesUnit': 'Luftwaffe Surges',
  'veritable.air.noneThisTurn': 'no {what} on turn {turn}: {why}',
  'veritable.air.noPhaseTurnOne': 'turn 1 has no air power phase (4.1, 5.1)',
  'veritable.air.noRollYet': 'no air roll yet this turn (5.1)',
  'veritable.air.tooMany':
    "{wanted} {what} asked for, {left} left: turn {turn}'s roll of {roll} gave {granted} and {spent} are " +
    'spent; an air unit is used once, in the turn it comes (5.1, 5.2)',
  'veritable.air.tooManyOne':
    "{wanted} {what} asked for, {left} left: turn {turn}'s roll of {roll} gave {granted} and {spent} is " +
    'spent; an air unit is used once, in the turn it comes (5.1, 5.2)',
  'veritable.turnNeeded': '{--turn} is needed: no journal says which turn it is',
  'veritable.sideFlag': '{--side} is one of {sides}',
  'veritable.state.unreadable':
    '{file}: state.{game}.{path}: {issue} (not a game state this version of the rules can read)',
  'veritable.state.unknownUnit': '{file}: state.{game}.units names "{ref}", no unit of this game',
  'veritable.option.none': '{game} has no option "{id}"',
  'veritable.combat.needsOneEach': 'a combat needs at least one attacker and one defender',
  'veritable.combat.listedTwice': '{ref} is listed twice',
  'veritable.combat.oneHex': 'all defenders stand in one hex: {ref} is in {at}, not {hex}',
  'veritable.combat.mixedSides': '{ref} ({side}) cannot attack beside {first} ({firstSide})',
  'veritable.combat.notAdjacent': '{ref} in {at} is not adjacent to {hex}; combat is against adjacent units (6.5)',
  'veritable.combat.noAttack': 'the attackers have no attack factor between them; the 79th Armoured has none (8.2)',
  'veritable.combat.defenderAttacking': '{ref} is on the attacking side',
  'veritable.combat.stacking': 'stacking in {at}: {problem}',
  'veritable.combat.hexsideForbids': 'no attack from {from} into {at}: the {feature} hexside forbids it (6.5.1)',
  'veritable.combat.noDefence': 'the units in {at} have no defence factor between them',
  // The state's keys and values as `journal show` and the companion's journal tab word them (rules/journal-words.ts):
  // the game's own words.
  'veritable.journalKey.luftwaffeSurges': 'Luftwaffe surges so far',
  'veritable.journalKey.surgesBefore': 'surges before',
  'veritable.journalKey.sequence': 'sequence chosen',
  'veritable.journalKey.activity': 'player turn',
  'veritable.journalKey.attacked': 'attacked with',
  'veritable.journalKey.mayNotReturn': 'may not return',
  'veritable.journalKey.spent': 'movement',
  'veritable.journalKey.points': 'MP',
  'veritable.journalKey.zoc': 'ZOC',
  'veritable.journalKey.oos': 'out of supply',
  'veritable.journalKey.outOfSupply': 'out of supply',
  'veritable.journalKey.reservesEntered': 'reserves entered',
  'veritable.journalKey.fuhrer': 'Führer’s interference (11.2)',
  'veritable.journalKey.asked': 'last asked on',
  'veritable.journalKey.towns': 'towns held',
  'veritable.journalKey.combats': 'combats fought',
  'veritable.journalKey.endedTurn': 'last turn ended',
  // The towns the state keeps by the names charts.yaml's victory points give them (9.1).
  'veritable.journalValue.Cleve': 'Cleve',
  'veritable.journalValue.Goch': 'Goch',
  'veritable.journalValue.move-attack': 'Move/Attack',
  'veritable.journalValue.attack-move': 'Attack/Move',
} as const;

export type VeritableKey = keyof typeof EN;

// Words whose Russian is their English (a value alone, a symbol); the rest are the game's locale's
// (data/veritable/locales/ru.yaml, words.rules), so a page in English carries none of them.
const RU: Partial<Record<VeritableKey, string>> = {
  'veritable.move.from': '{ref}: {from} → {to}',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

import { InputError, UsageError } from '../util/input-error.js';
import { rangeFigure } from '../util/range-figure.js';

// What the rules engine says: keys with values, never sentences. A front end renders each through its words
// (English below, the word catalogue's for other languages); nothing reads the English back.

/** A value is a number, a name from the game's data, a message of its own, or several joined by "or". */
export type Value = string | number | Message | readonly Message[];

export interface Message {
  /** One of the engine's keys (RULES_EN), or a game's own that its hooks module registered. */
  key: string;
  values: Record<string, Value>;
  /** For a key the game's data declares (a report's own words in rules.yaml): its English, `{name}` as above. */
  text?: string;
}

import { JOURNAL_EN } from './messages-journal.js';
import { REFUSALS_EN } from './messages-refusals.js';
import { VICTORY_EN } from './messages-victory.js';
import { TURN_END_EN } from './messages-turn-end.js';
import { OVERRUN_EN } from './messages-overrun.js';
import { STEPS_EN } from './messages-steps.js';
import { SALVO_EN } from './messages-salvo.js';
import { PLACE_EN } from './messages-place.js';
import { UNIT_ROLL_EN } from './messages-unit-roll.js';
import { WORK_EN } from './messages-work.js';
import { OBJECTIVES_EN } from './messages-objectives.js';
import { LOSSES_EN } from './messages-losses.js';
import { ROUNDS_EN } from './messages-rounds.js';
import { UNITS_EN } from './messages-units.js';

export const msg = (key: MessageKey, values: Record<string, Value> = {}): Message => ({ key, values });

/** Sandtable's English for every message of the rules engine; `{name}` is filled from the message's values. */
export const RULES_EN = {
  ...JOURNAL_EN,
  ...REFUSALS_EN,
  ...VICTORY_EN,
  ...TURN_END_EN,
  ...OVERRUN_EN,
  ...STEPS_EN,
  ...SALVO_EN,
  ...PLACE_EN,
  ...UNIT_ROLL_EN,
  ...WORK_EN,
  ...OBJECTIVES_EN,
  ...LOSSES_EN,
  ...ROUNDS_EN,
  ...UNITS_EN,
  'procedure.title': '{game}: {title} ({section})',
  'procedure.titleNamed': '{game}: {title}',
  'procedure.preview': '(preview: no die rolled, nothing written)',
  'procedure.previewNothing': '(preview: nothing written)',
  'procedure.chances': 'Chances on {column}{drm} before the roll:',
  'procedure.chancesPreview': 'Chances on {column}{drm}:',
  'procedure.tableChances': 'Chances of each row before the roll:',
  'procedure.tableChancesPreview': 'Chances of each row:',
  'procedure.dice': 'Dice: {spec} = {total} ({by})',
  'dice.hand': 'by hand',
  'dice.machine': 'machine',
  'dice.rolled': '{spec}: {faces} ({by})',
  'dice.previewHead': '{spec} (preview: nothing rolled): the chance of each total',
  'combat.unit': '{side} {ref} ({name}) at {at}: {factor} {value}',
  'combat.unitReduced': '{side} {ref} ({name}, reduced) at {at}: {factor} {value}',
  // One unit's part of a side's total: its factor, times its terrain's multiplier (a number in the report's mark).
  'combat.addend': '{ref} {factor}',
  'combat.addendTimes': '{ref} {factor}×{by}',
  'combat.unitMultiplied': '  {ref}: ×{by}, {why} ({section})',
  'combat.sideMultiplied': '{side}: ×{by}, {why} ({section})',
  'combat.total': '{side} total: {total} ({section})',
  'combat.unworded': '[{procedure}: step {step} has no words in rules.yaml (says.{step})]',
  'combat.totalRounded': '{side} total: {sum}, rounded {round}: {total} ({section})',
  'combat.odds': 'Odds {attack}:{defence}, rounded in the defender’s favour: column {column}',
  'combat.differential': 'Differential {diff}: column {column}',
  'combat.endColumn': 'Odds past the chart’s {end} end: read on column {column} ({section})',
  'combat.endResult': 'Odds past the chart’s {end} end: {code} without a roll ({section})',
  'combat.forbidden': 'Odds {attack}:{defence} are worse than {column}: the attack is not allowed ({section})',
  'combat.shift': 'Shift {shift}: {what} ({section})',
  'combat.shiftPer': 'Shift {count} × {each} = {shift}: {what} ({section})',
  'combat.shiftSaid': 'Shift {shift}: {why}',
  'refused.inputClosed': '{input}: not in play in this game ({section})',
  'refused.inputUnit': '{input} {ref}: not one of the {among} it may name ({section})',
  'refused.supplyTraced':
    'supply is traced from where every unit stands ({section}): a side is said out of supply by hand only where ' +
    'no whole position is known',
  'among.attackers': 'attackers',
  'among.defenders': 'defenders',
  'among.units': 'units fighting',
  'combat.netShift': 'Net shift {shift}: column {column}',
  'combat.netShiftEnd': 'Net shift {shift}: column {column} (the end of the chart)',
  'combat.drm': 'Die roll modifier {drm}: {what} ({section})',
  'combat.drmPer': 'Die roll modifier {count} × {each} = {drm}: {what} ({section})',
  'combat.drmSaid': 'Die roll modifier {drm}: {why}',
  'combat.roll': 'Roll {roll}{drm}: row {row}',
  'combat.result': 'Result {code}: {meaning}',
  'effect.retreat': '{side}: every unit retreats {n} hex{plural} ({section})',
  'effect.retreatAreas': '{side}: every unit retreats {n} area{plural} ({section})',
  'effect.steps': '{side}: loses {n} step{plural} ({section})',
  'effect.eliminate': '{side}: every unit is eliminated ({section})',
  'effect.choose': '{side} chooses: {options} ({section})',
  'effect.exchange':
    'Exchange: the side with the smaller total loses every unit; the other loses at least as many factors ({section})',
  'effect.advance': 'The attacker may advance into {at} ({section})',
  'effect.none': 'No effect',
  'settle.eliminated': '{ref} in {at} is eliminated ({section})',
  'settle.stepLost': '{ref} loses {n} step{plural} ({section})',
  'settle.pendingEliminated': '{ref} in {at} is to be eliminated once the owner has answered ({section})',
  'settle.pendingStepLost': '{ref} is to lose {n} step{plural} once the owner has answered ({section})',
  'move.pathStep': '{from} → {to}',
  'settle.retreated': '{ref} retreats {from} → {to} ({section})',
  'settle.pendingRetreated': '{ref} is to retreat {from} → {to} once the owner has answered ({section})',
  'settle.noRetreat': '{ref} in {at} has no legal retreat of {n}: it is eliminated ({section})',
  'settle.askLosses': '{side} loses {n} step{plural}: which of {units} take them? ({section})',
  'settle.both': '{a}; {b}',
  'settle.askRetreat': 'Where does each unit retreat? {units} ({section})',
  'settle.unitRetreat': '{ref} from {at}: {cells}',
  'settle.unitRetreatOrLoss': '{ref} from {at}: {cells}, or a step loss instead',
  'settle.waiting': 'Waiting for the owner’s choice ({section})',
  'settle.answerShape': 'the answer "{answer}" does not give each unit its choice ({section})',
  'settle.badLoss': '{ref} cannot take that loss: "{answer}" ({section})',
  'settle.lossTotal': 'the losses must add up to {n}, not {given} ({section})',
  'settle.notAsked': '{ref} is not asked to retreat ({section})',
  'settle.unanswered': 'say where {ref} retreats ({section})',
  'settle.badRetreat': '{ref} cannot retreat to {at}; it may go to: {cells} ({section})',
  'settle.tooManyAnswers': 'more answers than the result asks for ({section})',
  'settle.exchange':
    'Exchange: {fewer} has the fewer factors and loses every unit; {more} loses at least {n} ({section})',
  'settle.askExchange': '{side} loses units of at least {n} factors: which of {units}? ({section})',
  'settle.exchangeNotOne': '{ref} is not one of the units that may be lost: {units} ({section})',
  'settle.exchangeShort': 'the units named have {given} factors; the exchange takes at least {n} ({section})',
  'settle.exchangeSpare': '{ref} need not be lost: the others reach {n} without it ({section})',
  'advance.notAllowed': 'the last combat’s result gives no advance into {at} ({section})',
  'option.retreat': 'retreat {n}',
  'option.steps': 'lose {n} step{plural}',
  'option.both': '{a} and {b}',
  'join.or': ' or ',
  'chance.drm': ' with {drm} on the {dice}',
  'chance.dice': ' ({dice})',
  'end.left': 'left',
  'end.right': 'right',
  'factor.attack': 'attack',
  'factor.defence': 'defence',
  'factor.combat': 'combat',
  'factor.strength': 'strength',
  'round.down': 'down',
  'round.up': 'up',
  'round.nearest': 'to the nearest',
  'why.crossing': 'attacking across {feature}',
  'why.terrain': 'in {terrain}',
  'why.declared': '{text}',
  'table.roll': 'Roll {roll}{drm}: row {row}',
  'table.cell': '{column}: {result}',
  'table.recorded': 'Kept in the journal: {key} = {value}',
  'table.drm': 'Die roll modifier {drm}: {what} ({section})',
  'table.eachDue': '{unit} ({name}), due on turn {due}',
  'table.eachChances': 'Chances for each unit before the roll:',
  'table.eachChancesPreview': 'Chances for each unit:',
  'table.eachResult': '{unit} ({name}), due on turn {due}: rolled {roll}: {result}, arrives on turn {turn} ({section})',
  'table.eachNotReinforcement': '{unit} is on the map from the start; only reinforcements roll for arrival',
  'table.eachWrongTurn': '{unit} is due on turn {due}; its arrival roll is made on turn {on}, not {turn} ({section})',
  'table.eachRolled': '{unit} has rolled already: it arrives on turn {turn} ({section})',
  'table.cells': '{a}; {b}',
  'table.onTurn': 'Turn {turn}: the table is rolled from turn {from} on ({section})',
  'table.noRollThisTurn': 'Turn {turn}: no roll on this table this turn ({section}); it gives nothing',
  'table.turnNeeded':
    '{--turn} is needed: the table is rolled only on some turns ({section}) and no journal says which',
  'table.counterBefore': '{text} before this roll: {count} of {most} ({section})',
  'table.counterNow': '{text} now: {count} of {most} ({section})',
  'table.counterFromJournal': '{flag} is for play without a journal; the journal keeps the count ({text})',
  'table.granted': '{side}: {what}: {count} ({section})',
  'table.withheld': '{side}: no {what}: {why} ({section})',
  'table.endsChances': 'Chances of each result before the roll:',
  'table.endsChancesPreview': 'Chances of each result:',
  'table.ended': '{title} ended on turn {turn}; there is nothing left to roll for ({section})',
  'table.rolledFrom': '{title} is rolled from turn {from} on, not on turn {turn} ({section})',
  'table.rolledOn': '{title} is rolled on turns {from} to {to}, not on turn {turn} ({section})',
  'table.turnColumn': 'Turn {turn}: the column {column}',
  'table.endsChance': 'On {ways} of {outcomes} rolls ({percent}%): {text} ({section})',
  'table.endsCertain': 'Turn {turn}: {text}, without a roll (from turn {from}) ({section})',
  'table.endsMeaning': '{text}',
  'table.endsNow': 'Now: {text} ({section})',
  'table.endsNoRoll': 'turn {turn}: this happens without a roll; {--roll} is not used ({section})',
  'table.endsLost': 'Lost with it: {units} ({section})',
  'table.endsNotOn': '{ref} is in {at}, not on {sectors} ({section})',
  'opposed.ties': '{places}: each side rolls {dice}, {side} wins ties ({section})',
  'opposed.chancesArea': 'Chances in each area before the roll:',
  'opposed.chancesAreaPreview': 'Chances in each area:',
  'opposed.chancesCell': 'Chances in each hex before the roll:',
  'opposed.chancesCellPreview': 'Chances in each hex:',
  'opposed.result': '{place}: {first} {firstRoll}, {second} {secondRoll}: {code}; {text}',
  'opposed.note': '{text}',
  'opposed.onTurn': '{title} is rolled on turn {on} only; this is turn {turn} ({section})',
  'pool.dice': '{what}: {dice} dice ({section})',
  'pool.hitOn': 'A die hits on {face} or more ({section})',
  'pool.modifier': '{what}: {by}, a die hits on {face} or more ({section})',
  'pool.total': '{dice} dice, each a hit on {face}+ of a d{sides}',
  'pool.chances': 'Chances of each number of hits before the roll:',
  'pool.chancesPreview': 'Chances of each number of hits:',
  'pool.rolled': 'Dice {faces}, hits on {face}+: {hits}',
  'pool.allocateOwner': 'The owner of the units hit spreads the hits ({hits}) among them ({section})',
  'pool.allocateFirer': 'The firer spreads the hits ({hits}) among the targets ({section})',
  'pool.askOwner': '{side} takes {n} hit{plural}: which of {units} take them? ({section})',
  'pool.askFirer': 'The firer places {n} hit{plural} on {side}: how many on each of {units}? ({section})',
  'pool.waitingFirer': 'Waiting for the firer’s choice ({section})',
  'pool.targetsApart': 'the units fired at stand in one place; {ref} is at {at} ({section})',
  'pool.targetsSides': 'the units fired at are one side’s; {ref} is not ({section})',
  'pool.noTarget': 'fire needs a target: enemy units in the firer’s place ({section})',
  'refused.oneFirer': 'one unit fires at a time: give one {--firer}',
  'pool.noFirer': '{title} needs the firing unit ({section})',
  'pool.targetOwnSide': '{ref} is on the firing side ({section})',
  'pool.targetPlace':
    'units fire only at enemy units in their own place: {ref} is in {at}, {firer} in {from} ({section})',
  'pool.noSupport': '{title} takes no other units’ dice ({section})',
  'pool.supportKind': '{ref} cannot add its dice: it is not {what} ({section})',
  'pool.supportSide': '{ref} is not on {firer}’s side ({section})',
  'pool.supportPlace': '{ref} in {at} adds its dice only to fire in its own place, not in {to} ({section})',
  'pool.supportReach':
    '{ref} in {at} adds its dice only to fire in its place or up to {reach} away; {to} is farther ({section})',
  'pool.sameFormation':
    '{ref} ({formation}) adds its dice only to units of its own formation, ' +
    'not to {firer} ({firerFormation}) ({section})',
  'pool.refused': '{ref} may not fire so: {text} ({section})',
  'hook.unitRefused': '{ref}: {text} ({section})',
  'pool.refusedIn': 'no fire in {at}: {text} ({section})',
  'pool.firedAlready': '{ref} has fired on turn {turn} already ({section})',
  'pool.fireAt': '{firer} fires in {at} at {targets} ({section})',
  'pool.target': '{ref}: {left} of {strength} strength left',
  'pool.lessHits': ' less {hits} hit{plural}',
  'pool.firerDice': '{ref}: {dice} dice (strength {strength}{less}), hitting on {face}+ ({section})',
  'pool.supportHere':
    '{ref}: {dice} dice ({what} in the same place, strength {strength}{less}), hitting on {face}+ ({section})',
  'pool.supportFrom':
    '{ref}: {dice} dice ({what} from {at}, strength {strength}{less}), hitting on {face}+ ({section})',
  'pool.modifierFirer': '{what}: {by}, {ref}’s dice hit on {face} or more ({section})',
  'pool.totalMixed': '{dice} dice of a d{sides}, each unit’s hitting as above',
  'pool.rolledBy': '{ref} rolls {faces}: {hits} hit{plural} on {face}+',
  'pool.hitsAll': '{hits} hit{plural} in all',
  'pool.hitTaken': '{ref}: {n} hit{plural}, now {after} of {strength}: strength {left} left ({section})',
  'pool.hitRemoved': '{ref}: {n} hit{plural}, now {after} of {strength}: removed from play ({section})',
  'success.needAtLeast': 'Success on {dice} of {target} or more ({section})',
  'success.needAtMost': 'Success on {dice} of {target} or less ({section})',
  'success.onceATurn': '{title} is rolled once a turn ({section}); turn {turn} has its roll',
  'success.chances': 'Chances before the roll:',
  'success.chancesPreview': 'Chances:',
  'success.success': 'Roll {roll}{drm} against {target}: success. {text} ({section})',
  'success.failure': 'Roll {roll}{drm} against {target}: failure. {text} ({section})',
  'supply.in': '{ref} at {at}: in supply, {length} hex{plural} to {source}: {path} ({section})',
  'supply.out': '{ref} at {at}: OUT OF SUPPLY, no line of {range} hexes or fewer ({section})',
  'supply.outAny': '{ref} at {at}: OUT OF SUPPLY, no line to a {side} source ({section})',
  'supply.inArea': '{ref} in {at}: in supply, {length} link{plural} to {source}: {path} ({section})',
  'supply.outArea': '{ref} in {at}: OUT OF SUPPLY, no line of {range} links or fewer to a {side} source ({section})',
  'supply.outAreaAny': '{ref} in {at}: OUT OF SUPPLY, no line to a {side} source ({section})',
  'supply.hit': '{ref} takes {hits} hit{plural} out of supply: {after} of {strength} ({section})',
  'supply.hitRemoved':
    '{ref} takes {hits} hit{plural} out of supply: {after} of {strength}, removed from play ({section})',
  'supply.effect': 'Out of supply: {text} ({section})',
  'supply.optionEffect': '{ref}: {text} ({section})',
  'supply.summary': '{side}: {supplied} of {units} units in supply',
  'supply.lines.head': '{side} units trace to {edges} edge hexes, not through {blocks} ({section})',
  'supply.lines.headFree': '{side} units trace to {edges} edge hexes ({section})',
  'supply.lines.headSquares': '{side} units trace to {edges} edge squares, not through {blocks} ({section})',
  'supply.lines.headSquaresFree': '{side} units trace to {edges} edge squares ({section})',
  // A map edge a line traces to, by map.yaml's `side`; several joined as a list.
  'supply.lines.edge.north': 'north',
  'supply.lines.edge.south': 'south',
  'supply.lines.edge.east': 'east',
  'supply.lines.edge.west': 'west',
  'supply.lines.edges': '{first}, {rest}',
  'supply.lines.enemyUnits': 'enemy units',
  'supply.lines.enemyZoc': 'uncontested enemy zones of control',
  'supply.lines.prohibited': 'prohibited hexsides',
  'supply.lines.two': '{a} or {b}',
  'supply.lines.three': '{a}, {b} or {c}',
  'supply.lines.rule': '{text} ({section})',
  'supply.lines.via': '{ref} in {at}: supplied via {path}',
  'supply.lines.viaOffRoad': '{ref} in {at}: supplied via {path} ({hexes} non-road hexes: no VP line)',
  'supply.lines.inPlace': '{ref} in {at}: supplied in {kind}',
  'supply.lines.out': '{ref} in {at}: OUT OF SUPPLY: {effects}',
  'supply.lines.effect': '{text}',
  'supply.lines.exempt': '{text}',
  'supply.halvedFactors': 'halved, rounded up ({section}): {from} becomes {to}; a stack halves its total',
  'supply.halvedCombat':
    'halved, rounded up ({section}): combat {combat} → {halfCombat}, move {move} → {halfMove}; ' +
    'a stack halves its total',
  'supply.halvedMove': 'move {move} → {halfMove} ({section})',
  'supply.halved': 'halved for movement and combat ({section})',
  'victory.held': '{id}: {cells} held, {count} × {value} = {points} ({section})',
  'victory.eliminated': '{id}: {count} {side} unit{plural} eliminated × {value} = {points} ({section})',
  'victory.total': '{side}: {points} victory points',
  'victory.level': 'Level: {result} ({section})',
  'victory.soFar': 'Turn {turn} of {last}: the level so far, not the end of the game',
  'victory.sudden': '{side} wins at once: {when} ({section})',
  'victory.captured':
    '{side} last took {place} on turn {turn}: {result} if every requirement holds at the end ({section})',
  'victory.notCaptured': 'No {side} capture of {place} is recorded ({section})',
  'victory.unchecked': 'Give {--position FILE} to check: {ids}',
  'victory.alone': '{id}: only {side} units are in {place}: holds ({section})',
  'victory.notAlone': '{id}: {place} holds {sides} units: fails ({section})',
  'victory.empty': '{id}: {place} is empty: fails ({section})',
  'victory.linked': '{id}: {path}: holds ({section})',
  'victory.notLinked': '{id}: no line reaches from {place}: fails ({section})',
  'victory.levelIf': 'Level: {result} if every requirement holds ({section})',
  'victory.levelFailed': 'Level: {result}; {level} needs every requirement ({section})',
  'victory.notATurn': 'turn {turn} is on no row of the victory chart ({turns})',
  'move.noPlace': '{ref} has no place on the map: give a position file, or set it up first ({section})',
  'move.noMap': 'This game has no map to move on ({section})',
  'move.path': '{ref}: {path}, {cost} of {allowance} ({section})',
  'move.forced': '{ref}: {path}, {cost} of {allowance} by forced march, clear of enemy zones of control ({section})',
  'move.minimum': '{ref}: {path}, one hex for all its {allowance} ({section})',
  'move.road': '{ref}: {path} by road march, {cost} of {allowance} ({section})',
  'advance.path': '{ref} advances after combat: {path}, up to {cells} ({section})',
  'advance.none': 'This game has no advance after combat ({section})',
  'advance.noCombat': '{ref}: no combat this turn has emptied a cell to advance into ({section})',
  'advance.notAttacker': '{ref} did not attack {at}: only {attackers} may advance into it ({section})',
  'advance.moved': '{ref} is no longer where it attacked from ({from}): it may not advance ({section})',
  'advance.notVacated': '{at} still holds enemy units: no advance into it ({section})',
  'advance.tooFar':
    '{ref} may not advance to {to}: an advance goes into {at} and at most {cells} cell(s) in all ({section})',
  'reinforce.entered': '{ref} enters at {at} as a reinforcement ({section})',
  'reinforce.noTurn': '{ref} is a reinforcement: give the game turn it enters on ({section})',
  'reinforce.early': '{ref} arrives on turn {due}: it may not enter on turn {turn} ({section})',
  'reinforce.phase': '{ref} enters in the {phase} phase, not in {now} ({section})',
  'reinforce.zone': '{ref} may not enter at {at}: reinforcements enter in {zones} ({section})',
  'reinforce.enemy': '{ref} may not enter at {at}: it holds enemy units ({section})',
  'move.roadBonus':
    '{ref}: {path} all along the road, {cost} of {allowance} with the road bonus of {bonus} ({section})',
  'move.prohibitedTerrain': '{at} is {terrain}: no unit may enter it ({section})',
  'move.prohibitedSide': 'no unit may cross the {feature} between {from} and {at} ({section})',
  'move.enemyOccupied': '{at} holds enemy units: no unit may enter it ({section})',
  'move.noWay': '{ref} has no way from {from} to {to} ({section})',
  'move.tooFar':
    '{ref} cannot reach {to} from {from}: the cheapest way, {path}, costs {cost}; ' +
    'it has {allowance} ({section}){forced}',
  'move.tooFarZoc':
    '{ref} cannot reach {to} from {from}: the cheapest way, {path}, costs {cost} with the enemy zones of ' +
    'control ({zocSection}); it has {allowance} ({section}){forced}',
  'move.noForcedZoc': '; no forced march through or out of an enemy zone of control ({section})',
  'move.forcedTooFar': '; not even by forced march at {by} times ({section})',
  'move.noRoadMarch': 'This game has no road march ({section})',
  'move.roadFromEnemy': '{ref} begins in {at} with enemy units: no road march from there ({section})',
  'move.roadRefused': '{ref} may not road-march: {text} ({section})',
  'move.mayNotReturn':
    '{ref} retreated from {at} before its side lost a unit: it may not move there again this turn ({section})',
  'move.roadTooFar':
    '{ref} cannot road-march from {from} to {to}: at most {most} along roads, never through enemy units ({section})',
  'move.bridgeLine': 'a bridge is crossed along its line, from its bridgeheads: not {from} to {at} ({section})',
  'move.stopsIn': '{ref} cannot reach {to}: every way enters {terrain} first ({at}), where a unit stops ({section})',
  'move.stopped': '{ref} stopped in {at} this turn: it moves no further ({section})',
  'move.areaStops': '{ref} cannot reach {to}: every way stops first in {at} ({section})',
  'move.areaTooFar': '{ref} cannot reach {to} from {from} within {most} areas ({section})',
  'move.pathStop': '{ref}: {path}, {cost} of {allowance} ({section}); it stops there ({stop})',
  'move.outOfSupply': '{ref} is out of supply: its movement is halved, {from} to {to} ({section})',
  'move.spent': '{ref} has already moved this turn ({spent} of {allowance}): no further move ({section})',
  'move.notAdjacent': '{ref} cannot move from {from} to {to}: the areas do not touch ({section})',
  'move.notByLink': '{ref} cannot move from {from} to {to}: it moves only along {ways} ({section})',
  'move.contestedIntoEnemy':
    '{ref} leaves {from}, which holds enemy units, and may not enter {to}, which holds enemy units too ({section})',
  'move.cardAreas': '{card} moves at most {most} area(s), not {areas} ({section})',
  'move.airAreas':
    '{card} moves at most {most} area(s) after {air} Air Support card(s) played in response, not {areas} ({section})',
  'move.snowAreas': 'a snowstorm is in effect in turn {turn}: every move is one area, not {areas} ({section})',
  'move.noCard':
    'the {side} hand in the journal has played no card to move by in turn {turn}: play one first ({section})',
  'move.leaveHit': '{ref} leaves {from}, which holds enemy units: {hits} hit(s), {after} of its {strength} ({section})',
  'move.leaveEliminated':
    '{ref} leaves {from}, which holds enemy units: {hits} hit(s), {after} of its {strength}; it is removed ({section})',
  'stack.over': '{at}: {units} over the stacking limit; {over} too many ({section})',
  'stack.capacity.holdsNo': 'sector {at} ({terrain}) holds no {kind}; {n} placed there',
  'stack.capacity.over': 'sector {at} ({terrain}) is over capacity: {parts} fill {percent}% of it',
  'stack.capacity.part': '{n} {kind} of {cap}',
  'stack.capacity.plus': '{a} + {b}',
  'stack.capacity.holdsNo.hex': 'hex {at} ({terrain}) holds no {kind}; {n} placed there',
  'stack.capacity.over.hex': 'hex {at} ({terrain}) is over capacity: {parts} fill {percent}% of it',
  'stack.choose':
    '{at} is over the stacking limit at its judging: {side} chooses the {count} to eliminate: {options} ({section})',
  'stack.option': '{units}',
  'stack.choiceIllegal': 'not a legal choice for {at}: {chosen}; {said}',
  'stack.eliminatedChosen':
    '{at}: over the stacking limit at its judging, {over} eliminated, as {side} chose ({section})',
  'stack.chooseFirst': 'turn {turn} has not ended: {said}; end the turn first',
  'stack.eliminated': '{at}: over the stacking limit at its judging, {over} eliminated ({section})',
  'stack.laterTurn': '{at}: {problem}; judged at the end of the turn, when the excess is eliminated',
  'stack.laterPhase': '{at}: {problem}; judged at the end of the phase, when the excess is eliminated',
  'reinforce.notArrived': '{ref} arrives on turn {due}; this is turn {turn} ({section})',
  'reinforce.notYet': '{ref} is placed in phase {phase} of turn {turn}; it does not act before then ({section})',
  'line.previewNothing': '{line} (preview: nothing written)',
  'report.chancesOf': 'Chances {of}:',
  'report.chancesOfBefore': 'Chances {of} before the roll:',
  'report.ofTheRoll': 'of the roll',
  'report.onColumn': 'on {column}',
  'start.placed': '{count} units set up on {sectors} sectors, each within its capacity ({section})',
  'start.sector': '{at}: {units}',
  'start.begun':
    'the journal already holds the places of {count} units: the game has begun, and is set up once ({section})',
  'start.over': 'no room within sector capacity in their zone: {units} wait off the board ({section})',
  'start.placedHexes': '{count} units set up on {hexes} hexes, each in its zone ({section})',
  'start.overHexes': 'no room within the stacking limit in their zone: {units} wait off the board ({section})',
  'setup.overLimit': '{count} units where {limit} may stand, {over} beyond the limit',
  'setup.gridMap': '{game} needs a hex or square-sector map to set up on',
  'setup.nothing': 'nothing to check: give the set-up as a position file, or the journal that keeps it',
  'setup.problems': '{title}: {count} problem(s) with the set-up',
  'report.onColumnDice': 'on {column}{drm}',
  'report.bar': '{mark} {code}{pad} {bar} {pct} ({fraction})  {meaning}',
  'report.barAlone': '{mark} {code}{pad} {bar} {pct} ({fraction})',
  /** A reading under its bar: indented past the mark and the code, under the bar. */
  'report.reading': '       {line}',
  /** Worked out when rendered (render's `padding`), never from a template. */
  'report.pad': '',
  /** A number with `digits` decimals, padded to `width`: worked out when rendered (render's `fixed`). */
  'report.fixed': '',
  'report.dice': 'Dice: {rolls}',
  'report.diceRoll': '{spec}{faces} = {total} ({by})',
  'report.list': '{a}; {b}',
  'report.comma': '{a}, {b}',
  'report.plus': '{a} + {b}',
  'report.reconstructed': 'warning: "{chart}" is reconstructed by Sandtable, not the published table (see: {see})',
  'report.sources': 'sandtable sources {game}',
  'unit.unknown': 'no unit "{ref}" in {game}{near}',
  'unit.near': ' (did you mean "{near}"?)',
  'unit.counters': '{id} has {count} counter{plural}; there is no "{ref}"',
  'place.noMap': '{game} has no map',
  'place.notArea': '"{raw}" is not an area of {game}{near}',
  'place.notHex': '"{raw}" is not a hex of {game}',
  'place.notSector': '"{raw}" is not a sector of {game}',
  'place.offHexMap': '"{raw}" is not a hex on the map ({columns} columns × {rows} rows)',
  'place.offSectorMap': '"{raw}" is not a sector on the map ({columns} columns × {rows} rows)',
  'input.flagged': '{input}: {error}',
  'input.required': "required option '{input}' not specified",
  'crt.title': '{game}: {chart}',
  'crt.titleCredit': '{game}: {chart} ({credit})',
  'crt.odds': "Odds {attack}:{defence} = {ratio}, rounded in the defender's favour: column {column}",
  'crt.oddsZero': "Odds {attack}:{defence}, rounded in the defender's favour: column {column}",
  'crt.beyond': 'Beyond the table: read on its {end} column',
  'crt.first': 'first',
  'crt.last': 'last',
  'crt.netShift': 'Net shift {shift} column{plural} {way}: column {column}{end}',
  'crt.tableEnd': ' (the end of the table)',
  'crt.roll': 'Roll {roll}{drm}: row {row}{end}',
  'crt.offChart': 'Odds {past} than {edge}: {code} without a roll ({rule}): {meaning}',
  'crt.endsRule': '{chart}: {text}',
  'crt.split': 'attacker: {attacker}; defender: {defender}',
  'crt.splitFull': 'attacker: {attacker}; defender: {defender}',
  'crt.full': '{text}',
  'crt.attackerReads': 'attacker: {text}',
  'crt.defenderReads': 'defender: {text}',
  'crt.attackerAgain': 'attacker: as for {code} above',
  'crt.defenderAgain': 'defender: as for {code} above',
  'crt.worse': 'worse',
  'crt.better': 'better',
  'line.indent': '  {line}',
  'line.blank': '',
  'line.below': '{above}\n  {line}',
  'line.withPreview': '{line} {preview}',
  'warning.handDice': 'warning: dice entered by hand are marked as such in the journal',
} as const;

export type MessageKey = keyof typeof RULES_EN;

/** A game's own messages, registered by its hooks module (src/games/<game>/messages.ts): English, by key. */
const GAME_EN = new Map<string, string>();
/** The same messages in other languages, by language then key. */
const GAME_WORDS = new Map<string, Record<string, string>>();

/**
 * Adds a game's own messages to the rules' words (its English, and its words in each language it has) and gives
 * the game its `msg`, which takes the game's keys as well as the engine's. A game's keys begin with its hooks
 * module's name ("my-game."), so two games never share one.
 */
export function gameMessages<K extends string>(
  en: Readonly<Record<K, string>>,
  words: Readonly<Record<string, Readonly<Partial<Record<K, string>>>>> = {},
): (key: K | MessageKey, values?: Record<string, Value>) => Message {
  for (const [k, v] of Object.entries<string>(en)) GAME_EN.set(k, v);
  for (const [lang, table] of Object.entries(words)) {
    const own = GAME_WORDS.get(lang) ?? {};
    for (const [k, v] of Object.entries<string | undefined>(table)) if (v !== undefined) own[k] = v;
    GAME_WORDS.set(lang, own);
  }
  return (key, values = {}) => msg(key as MessageKey, values);
}

/** The English of a key, the engine's or a registered game's; undefined for a key nothing knows. */
export const englishOf = (key: string): string | undefined =>
  Object.hasOwn(RULES_EN, key) ? RULES_EN[key as MessageKey] : GAME_EN.get(key);

/** Every registered game message's English, by key. */
export const gameMessagesEnglish = (): Readonly<Record<string, string>> => Object.fromEntries(GAME_EN);

/** The registered games' own messages in a language: beneath a locale's words, as the catalogue is. */
export const gameWords = (lang: string): Readonly<Record<string, string>> => ({ ...GAME_WORDS.get(lang) });

export type RuleWords = Readonly<Partial<Record<string, string>>>;

/**
 * How a front end names one of a command's options that a message mentions: the CLI writes the flag as the
 * template has it ("--exited N"), a page the label of the field that takes it.
 */
export type FlagWords = (flag: string, typed: string) => string;

/**
 * How a front end names a command a message mentions (a value under `command`, "combat my-game"): the CLI as typed,
 * a page the title of the screen that does it.
 */
export type CommandWords = (command: string) => string;

/** A template's option: `{--exited N}` is the flag `exited` with its typing template `N`; `{--journal}` none. */
const FLAG = /\{--([a-z][a-z0-9-]*)([ =][^{}]*)?\}/g;

/** The CLI's way: the option as the template writes it. */
const asFlag: FlagWords = (flag, typed) => `--${flag}${typed}`;

/**
 * A message in words: the language's own, else English; values fill `{name}`. `name` words a value that is a name
 * from the game's data (a side, a terrain, a chart's text) in the language; by default it is left as it is.
 * `flag` words the command's options the template names (`{--turn}`); by default as the command line has them.
 */
export function render(
  m: Message,
  words: RuleWords = {},
  name: (v: string) => string = (v) => v,
  flag: FlagWords = asFlag,
  command: CommandWords = (c) => c,
): string {
  const template = words[m.key] ?? m.text ?? englishOf(m.key) ?? m.key;
  // The decimal mark is no word to translate: the catalogue puts the platform's mark for the language under this key
  // (src/print/catalogue), the one source the printed sheets read too; English, or no words, writes ".".
  const mark = words['number.decimal'] ?? '.';
  const show = (v: Value): string =>
    typeof v === 'number'
      ? String(v).replace('.', mark)
      : typeof v === 'string'
        ? name(v)
        : Array.isArray(v)
          ? v.map(show).join(render(msg('join.or'), words, name, flag, command))
          : render(v as Message, words, name, flag, command);
  if (m.key === 'report.pad') return padding(m.values, show);
  if (m.key === 'report.fixed') return fixed(m.values, mark);
  return template
    .replace(FLAG, (_, f: string, typed = '') => flag(f, typed))
    .replace(/\{(\w+)\}/g, (all, k: string) => {
      if (!(k in m.values)) return all;
      const v = m.values[k];
      // A value under `flag` is the option a refusal is about ("--dice", "--into <area>"): each front end words it
      // as it words a template's own mark, so the page names its field and nothing reads the sentence back.
      const o = k === 'flag' && typeof v === 'string' ? OPTION_VALUE.exec(v) : null;
      if (o) return flag(o[1], o[2] ?? '');
      // A value under `input` is a declared input's key ("amphibious"), no command line's spelling: the CLI words it
      // as its flag, the page as the field's label.
      // What the option takes as typed (" <place>") rides beside it under `typed`, for the CLI alone.
      if (k === 'input' && typeof v === 'string' && INPUT_KEY.test(v))
        return flag(v, typeof m.values.typed === 'string' ? m.values.typed : '');
      // A value under `command` is a command as the journal records it ("combat my-game", "setup check my-game").
      if (k === 'command' && typeof v === 'string') return command(v);
      // A die table's column names its range as the printed aid does ("German turns 4–5", issue 24).
      return k === 'column' && DIE_TABLE_COLUMN.has(m.key) ? rangeFigure(show(v)) : show(v);
    });
}

/** Messages whose `column` is a die table's column heading, which the aid prints through rangeFigure. */
const DIE_TABLE_COLUMN = new Set(['table.cell', 'table.turnColumn']);

/** A number with a fixed count of decimals in the language's mark (`report.fixed`): "33.3", "33,3", " 5.0". */
function fixed(values: Record<string, Value>, mark: string): string {
  const text = Number(values.n).toFixed(Math.min(Math.max(Number(values.digits ?? 0), 0), 6));
  return `${text.replace('.', mark)}${typeof values.unit === 'string' ? values.unit : ''}`.padStart(
    Math.min(Number(values.width ?? 0), 40),
  );
}

/**
 * A bar's padding (`report.pad`): the widest of the codes `c0`, `c1`… (at least `least`) as the reader sees them,
 * less this `code`'s width, so that the bars line up in every language.
 */
function padding(values: Record<string, Value>, show: (v: Value) => string): string {
  const width = (v: Value) => [...show(v)].length;
  const codes = Object.entries(values).filter(([k]) => /^c\d+$/.test(k));
  const most = Math.max(Number(values.least ?? 0), ...codes.map(([, v]) => width(v)));
  return ' '.repeat(Math.max(0, most - width(values.code ?? '')));
}

/** An `input` value: a declared input's key, as rules.yaml's `inputs` name it. */
const INPUT_KEY = /^[a-z][a-z0-9-]{0,60}$/;

/**
 * A refusal's values for an option the code holds as the CLI spells it ("--site <place>"): the input's key, which
 * each front end words (the CLI as its flag, the page as the field's label), and what it takes as typed (" <place>"),
 * which only the CLI prints. Anything else (a list "the command line" names) is kept whole as the key.
 */
export function inputOf(flag: string): { input: string; typed: string } {
  const m = /^--([a-z][a-z0-9-]{0,60})(.{0,80})$/.exec(flag);
  return m ? { input: m[1]!, typed: m[2]! } : { input: flag, typed: '' };
}

/** A `flag` value: the option's name, then what it takes as the command line writes it (" <area>", " N"). */
const OPTION_VALUE = /^--([a-z][a-z0-9-]*)([ =].{0,60})?$/;

/**
 * A message read back from a file (a journal's keyed result or question): its key one this Sandtable knows and its
 * values plain, else undefined, so that a hand-edited or newer journal is shown as written rather than crashing.
 */
export function asMessage(v: unknown, depth = 0): Message | undefined {
  if (depth > 8 || !v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const { key, values, text } = v as { key?: unknown; values?: unknown; text?: unknown };
  if (typeof key !== 'string' || (englishOf(key) === undefined && typeof text !== 'string')) return undefined;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  const ok = (x: unknown): boolean =>
    typeof x === 'string' ||
    typeof x === 'number' ||
    (Array.isArray(x) ? x.every((y) => asMessage(y, depth + 1) !== undefined) : asMessage(x, depth + 1) !== undefined);
  return Object.values(values).every(ok) ? (v as Message) : undefined;
}

/** Keyed messages read back from a file: every one a message, else undefined. */
export function asMessages(v: unknown): Message[] | undefined {
  if (!Array.isArray(v) || !v.length) return undefined;
  const ms = v.map((x) => asMessage(x));
  return ms.every((m) => m !== undefined) ? (ms as Message[]) : undefined;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * A refusal in keyed words ("the attack is not allowed", "no unit \"x\""): its English is the error's text, and a
 * page words `why` in its language. Below the rules, so that the assist's own checks (a unit, a place) give it too.
 */
export class KeyedRefusal extends InputError {
  constructor(readonly why: Message) {
    super(render(why));
  }
}

/** A mistake in how a command was called, in keyed words: the CLI's usage error, worded by a page as well. */
export class KeyedUsage extends UsageError {
  constructor(readonly why: Message) {
    super(render(why));
  }
}

/**
 * A procedure's heading: the game, the title and the section it cites. Rules whose sections are named rather than
 * numbered (Remagen's "Movement") would say the name twice, so a section that is the title is left out.
 */
export function procedureTitle(game: string, title: string, section: string): Message {
  return title.trim().toLowerCase() === section.trim().toLowerCase()
    ? msg('procedure.titleNamed', { game, title })
    : msg('procedure.title', { game, title, section });
}

import { gameMessages, type Message, type Value } from '../../assist/messages.js';
import { RULES_EN, RULES_RU } from './messages-rules.js';

// Remagen's own messages: English here, and the words of each language Sandtable speaks. They are registered
// with the rules' messages when this module loads, which every module of the game that says one does (it takes
// `msg` from here), so no generic file names the game's keys.

export const EN = {
  ...RULES_EN,
  'remagen.move.engaged':
    '{ref} stands in {at}, engaged since turn {turn}: no unit moves out of an engaged sector ({section})',
  'remagen.move.bridgeFallen':
    '{ref} may not cross the Ludendorff Bridge ({sectors}): it collapsed on turn {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} moves {cost} of its {move} by day: a German unit moves one sector less by day, at least one, ' +
    'except into woods or mountains ({section})',
  'remagen.fire.night':
    'turn {turn} is a night turn: the Fire portion of the turn is omitted, at units and at bridges alike; ' +
    'combat by morale goes on ({section})',
  'remagen.move.pontoonUnbuilt':
    '{ref} may not cross at {site} ({sectors}): its pontoon bridge stands at {lu} of {complete} labour units ' +
    '({section})',
  'remagen.move.pontoonNew':
    '{ref} may not cross at {site} ({sectors}): its pontoon bridge was completed this turn, {turn} ({section})',
  'remagen.move.pontoonSlow':
    '{ref} is motorized: the pontoon bridge at {site} costs it one movement factor more ({section})',
  'remagen.absent.dropLater':
    '{ref} drops at the start of turn {first} at the earliest; this is turn {turn} ({section})',
  'remagen.absent.noRoom': '{ref} found no room to land on turn {turn} ({section})',
  'remagen.absent.enters': '{ref} enters on turn {due}; this is turn {turn} ({section})',
  'remagen.refused.orderStray': '{--order} names {units}, not in the target sector',
  'remagen.refused.orderMissing': '{--order} must list every target; it leaves out {units}',
  'remagen.refused.hitCv':
    "{ref} (Combat Value {cv}) cannot be hit before {later} (Combat Value {laterCv}, at most the firer's {firerCv}) " +
    'is eliminated (Fire a)',
  'remagen.refused.hitWeapon':
    '{ref} is an infantry weapon and cannot be hit while {later}, regular infantry, is in the sector (Fire b)',
  'remagen.refused.fireColumnIds': 'chart "{id}" gives no columnIds (range-1, range-9-up…)',
  'remagen.refused.noRangeColumn': 'the Fire Chart has no column for range {range}',
  'remagen.refused.fireSides': 'fire needs at least one firing unit and one target',
  'remagen.refused.fireOneSector': 'units fire from one sector at a time: {ref} is in {at}, not {from}',
  'remagen.refused.fireBeside': '{ref} ({side}) cannot fire beside {other} ({otherSide})',
  'remagen.refused.salvoOneSector': 'a salvo goes into one sector: {ref} is in {at}, not {target}',
  'remagen.refused.firingSide': '{ref} is on the firing side',
  'remagen.refused.fireBothSides': '{at} holds both sides; fire goes from one sector into another',
  'remagen.refused.firerEliminated': '{ref} has been eliminated and cannot fire',
  'remagen.refused.noFireDice': '{ref} ({row}) has no fire dice',
  'remagen.refused.firerDestroyed': '{ref} has been destroyed and cannot fire',
  'remagen.refused.firerDisabled': '{ref} is disabled ({hits} hits) and cannot fire',
  'remagen.refused.outOfRange': '{ref} ({row}) cannot fire at range {range}{reach} ({section})',
  'remagen.refused.reach': '; it fires at range {ranges}',
  'remagen.refused.lump':
    '{ref} divides by {divisor} at range {range}, {other} by {by}: they cannot lump their fire ({section})',
  'remagen.refused.targetEliminated': '{ref} has been eliminated already',
  'remagen.refused.figuresLost': '{ref} has lost all {figures} figures already',
  'remagen.refused.targetDestroyed': '{ref} has been destroyed already',
  'remagen.refused.salvoDice': 'the salvo rolls {dice} dice; {given} given',
  'remagen.refused.notEnemy': '{ref} is not an enemy unit',
  'remagen.refused.enemyNear': 'no work on {site} this turn: {ref} in {at} is next to the bridgehead {head}',
  'remagen.refused.noDieAt': 'no die is rolled at {odds} ({rule}); {--roll} is not used',
  'remagen.refused.squareMap': '{game} needs its square-sector map',
  'remagen.refused.noLevel': '{points} points fall in no level of the victory chart',
  'remagen.join.plus': '{a} + {b}',
  'remagen.join.comma': '{a}, {b}',
  'remagen.join.semi': '{a}; {b}',
  'remagen.fire.title': '{game}: fire from {from} at {at}',
  'remagen.fire.die': '1 die',
  'remagen.fire.dice': '{n} dice',
  'remagen.fire.man': '1 man',
  'remagen.fire.men': '{n} men',
  'remagen.fire.hits': '{n} hit{plural}',
  'remagen.fire.firer': '{ref} ({row}) {dice}',
  'remagen.fire.from':
    'Fire from {from} at {at}, range {range} ({column}): {firers} = {dice}; ' +
    'the total is divided by {divisor}, the remainder dropped',
  'remagen.fire.place': ' ({place})',
  'remagen.fire.cover': '{at}{place} is {terrain}: men under cover need two pips on the hit die',
  'remagen.fire.open': '{at}{place} is {terrain}: in the open, each pip kills a figure',
  'remagen.fire.order':
    'Hits go in this order (Combat Value ≤ {cv} first, infantry weapons after regular infantry): {targets}',
  'remagen.fire.orderTray': '{ref} [{left} of {men}]',
  'remagen.fire.orderVehicle': '{ref} [{left} hit{plural} to destroy]',
  'remagen.fire.chancesOf': 'of each number of hits ({dice} dice / {divisor})',
  'remagen.fire.salvo': 'Salvo {faces} = {total}; {total} / {divisor} = {hits}{remainder}',
  'remagen.fire.remainder': ' (remainder {n} is lost)',
  'remagen.fire.wasted': '{hits} left over: nothing left in the sector to hit',
  'remagen.fire.hitVehicle': 'Hit {hit} on {ref}: {after} of {capacity} hits to destroy',
  'remagen.fire.hitDie': 'Hit {hit}: hit die {die}: {landed}{lost}',
  'remagen.fire.pipsOn': '{pips} on {ref}',
  'remagen.fire.lostPips': '; {n} pip{plural} with no figure to kill',
  'remagen.fire.hitDice': 'Hit dice {faces} = {total} pips',
  'remagen.fire.outcome': '{ref}: {what}',
  'remagen.fire.eliminated': 'eliminated',
  'remagen.fire.trayHit': '{men} killed, {hits} on it, {left} left, fights at full strength',
  'remagen.fire.trayUntouched': 'untouched ({left} of {men})',
  'remagen.fire.destroyed': 'destroyed',
  'remagen.fire.disabled': 'disabled ({after} hits; {left} more destroy it)',
  'remagen.fire.vehicleHit': '{hits} ({left} more destroy it)',
  'remagen.fire.untouched': 'untouched',
  // The dice as the labour command has always printed them: one line, the rolls separated by ";".
  'remagen.join.and': '{a} and {b}',
} as const;

export type RemagenKey = keyof typeof EN;

const RU: Partial<Record<RemagenKey, string>> = {
  ...RULES_RU,
  'remagen.move.engaged':
    '{ref} стоит в {at}, в сцеплении с хода {turn}: из сектора в сцеплении никто не уходит ({section})',
  'remagen.move.bridgeFallen': '{ref} не пройдёт по мосту Людендорфа ({sectors}): он рухнул в ходу {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} идёт на {cost} из своих {move} днём: немецкий отряд днём проходит на сектор меньше, но не меньше ' +
    'одного, кроме как в лес или горы ({section})',
  'remagen.fire.night':
    'ход {turn} ночной: фаза огня пропускается, и по отрядам, и по мостам; бой по боевому духу идёт ({section})',
  'remagen.move.pontoonUnbuilt':
    '{ref} не переправится у {site} ({sectors}): понтонный мост готов на {lu} из {complete} единиц труда ({section})',
  'remagen.move.pontoonNew':
    '{ref} не переправится у {site} ({sectors}): понтонный мост достроен в этом ходу, {turn} ({section})',
  'remagen.move.pontoonSlow':
    '{ref} моторизован: понтонный мост у {site} стоит ему на один фактор движения больше ({section})',
  'remagen.absent.dropLater': '{ref} десантируется не раньше начала хода {first}; сейчас ход {turn} ({section})',
  'remagen.absent.noRoom': '{ref} не нашёл места для высадки в ходу {turn} ({section})',
  'remagen.absent.enters': '{ref} входит в игру в ходу {due}; сейчас ход {turn} ({section})',
  'remagen.refused.orderStray': '{--order} называет {units}: их нет в секторе цели',
  'remagen.refused.orderMissing': '{--order} должен перечислить все цели; в нём нет {units}',
  'remagen.refused.hitCv':
    '{ref} (боевая ценность {cv}) не получает попаданий, пока не уничтожен {later} (боевая ценность {laterCv}, ' +
    'не больше, чем у стреляющего: {firerCv}) (Fire a)',
  'remagen.refused.hitWeapon':
    '{ref} — пехотное оружие: попаданий не получает, пока в секторе {later}, обычная пехота (Fire b)',
  'remagen.refused.fireColumnIds': 'таблица «{id}» не задаёт columnIds (range-1, range-9-up…)',
  'remagen.refused.noRangeColumn': 'в таблице огня нет столбца для дальности {range}',
  'remagen.refused.fireSides': 'для огня нужен хотя бы один стреляющий отряд и одна цель',
  'remagen.refused.fireOneSector': 'отряды стреляют из одного сектора за раз: {ref} в {at}, а не в {from}',
  'remagen.refused.fireBeside': '{ref} ({side}) не стреляет вместе с {other} ({otherSide})',
  'remagen.refused.salvoOneSector': 'залп идёт в один сектор: {ref} в {at}, а не в {target}',
  'remagen.refused.firingSide': '{ref} — на стороне стреляющего',
  'remagen.refused.fireBothSides': 'в {at} стоят обе стороны; огонь ведётся из одного сектора в другой',
  'remagen.refused.firerEliminated': '{ref} уничтожен и не стреляет',
  'remagen.refused.noFireDice': 'у {ref} ({row}) нет кубиков огня',
  'remagen.refused.firerDestroyed': '{ref} разрушен и не стреляет',
  'remagen.refused.firerDisabled': '{ref} выведен из строя (попаданий: {hits}) и не стреляет',
  'remagen.refused.outOfRange': '{ref} ({row}) не стреляет на дальность {range}{reach} ({section})',
  'remagen.refused.reach': '; его дальность: {ranges}',
  'remagen.refused.lump':
    '{ref} делит на {divisor} на дальности {range}, {other} — на {by}: их огонь не объединить ({section})',
  'remagen.refused.targetEliminated': '{ref} уже уничтожен',
  'remagen.refused.figuresLost': '{ref} уже потерял все фигурки: {figures}',
  'remagen.refused.targetDestroyed': '{ref} уже разрушен',
  'remagen.refused.salvoDice': 'в залпе бросается кубиков: {dice}; дано: {given}',
  'remagen.refused.notEnemy': '{ref} — не отряд противника',
  'remagen.refused.enemyNear': 'в этом ходу у {site} не работают: {ref} в {at} рядом с предмостьем {head}',
  'remagen.refused.noDieAt': 'при {odds} кубик не бросается ({rule}); {--roll} не нужен',
  'remagen.refused.squareMap': '{game} нужна его карта секторов',
  'remagen.refused.noLevel': '{points} очков не попадают ни в один уровень таблицы победы',
  'remagen.join.plus': '{a} + {b}',
  'remagen.join.comma': '{a}, {b}',
  'remagen.join.semi': '{a}; {b}',
  'remagen.fire.title': '{game}: огонь из {from} по {at}',
  'remagen.fire.die': '1 кубик',
  'remagen.fire.dice': 'кубиков: {n}',
  'remagen.fire.man': '1 боец',
  'remagen.fire.men': 'бойцов: {n}',
  'remagen.fire.hits': 'попаданий: {n}',
  'remagen.fire.firer': '{ref} ({row}): {dice}',
  'remagen.fire.from':
    'Огонь из {from} по {at}, дальность {range} ({column}): {firers} = {dice}; ' +
    'сумма делится на {divisor}, остаток отбрасывается',
  'remagen.fire.place': ' ({place})',
  'remagen.fire.cover': '{at}{place} — {terrain}: бойцам в укрытии нужно два очка кубика попадания',
  'remagen.fire.open': '{at}{place} — {terrain}: на открытом месте каждое очко убивает фигурку',
  'remagen.fire.order':
    'Порядок попаданий (сначала боевая ценность ≤ {cv}, пехотное оружие после обычной пехоты): {targets}',
  'remagen.fire.orderTray': '{ref} [{left} из {men}]',
  'remagen.fire.orderVehicle': '{ref} [до уничтожения попаданий: {left}]',
  'remagen.fire.chancesOf': 'каждого числа попаданий ({dice} кубиков / {divisor})',
  'remagen.fire.salvo': 'Залп {faces} = {total}; {total} / {divisor} = {hits}{remainder}',
  'remagen.fire.remainder': ' (остаток {n} теряется)',
  'remagen.fire.wasted': 'лишние попадания ({hits}): в секторе больше некого поражать',
  'remagen.fire.hitVehicle': 'Попадание {hit} по {ref}: {after} из {capacity} до уничтожения',
  'remagen.fire.hitDie': 'Попадание {hit}: кубик попадания {die}: {landed}{lost}',
  'remagen.fire.pipsOn': '{pips} по {ref}',
  'remagen.fire.lostPips': '; очков без фигурки: {n}',
  'remagen.fire.hitDice': 'Кубики попаданий {faces} = {total} очков',
  'remagen.fire.outcome': '{ref}: {what}',
  'remagen.fire.eliminated': 'уничтожен',
  'remagen.fire.trayHit': 'убито: {men}, на подставке {hits}, осталось {left}, сражается в полную силу',
  'remagen.fire.trayUntouched': 'не задет ({left} из {men})',
  'remagen.fire.destroyed': 'разрушен',
  'remagen.fire.disabled': 'выведен из строя (попаданий: {after}; ещё {left} — и разрушен)',
  'remagen.fire.vehicleHit': '{hits} (ещё {left} — и разрушен)',
  'remagen.fire.untouched': 'не задет',
  'remagen.join.and': '{a} и {b}',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

/** Several messages joined as one: "a + b + c" under `remagen.join.plus`. */
export const joined = (
  key: 'remagen.join.plus' | 'remagen.join.comma' | 'remagen.join.semi' | 'remagen.join.and',
  xs: readonly Value[],
): Value => xs.slice(1).reduce((a, b) => msg(key, { a, b }), xs[0]);

/** A count with its word: "1 hit", "3 hits". */
export const hitsOf = (n: number): Message => msg('remagen.fire.hits', { n, plural: n === 1 ? '' : 's' });

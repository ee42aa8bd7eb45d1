import { gameMessages } from '../../assist/messages.js';
import { RULES_EN, RULES_RU } from './messages-rules.js';

// Death of a Division's own messages: English here, and the words of each language Sandtable speaks. They are
// registered with the rules' messages when this module loads, which every module of the game that says one does
// (it takes `msg` from here), so no generic file names the game's keys.

export const EN = {
  ...RULES_EN,
  'death-of-a-division.move.dugIn':
    '{ref} is dug in at {from} (it did not move in turn {turn}): it leaves without the hit ({section})',
  'death-of-a-division.absent.arrives': '{ref} arrives on turn {due}; this is turn {turn} ({section})',
  'death-of-a-division.refused.removed':
    '{ref}{line} has {hits} hit{plural} on strength {strength}: it has been removed from play',
  'death-of-a-division.refused.lineOf': ' (line {line} of the position file)',
  'death-of-a-division.refused.overrunSides': 'an overrun needs moving units and the units they overrun',
  'death-of-a-division.refused.moveWith': '{ref} ({side}) cannot move with {other} ({otherSide})',
  'death-of-a-division.refused.oneArea': 'the moving units overrun from one area: {ref} is in {at}, {other} in {from}',
  'death-of-a-division.refused.movingSide': '{ref} is on the moving side',
  'death-of-a-division.refused.notInto': '{ref} is in {at}, not in {into}',
  'death-of-a-division.refused.singleUnit': 'with overrun-target single-unit, name the one unit overrun',
  'death-of-a-division.refused.stacking':
    '{count} {side} units in {at} ({units}): no more than {limit} friendly units may end their move in one area',
  'death-of-a-division.refused.areaMap': '{game} needs its area map',
  'death-of-a-division.refused.notInFile': '{flag}: {item} is not in {file}',
  'death-of-a-division.refused.whereIs': '{flag}: where is {item}? write {item}@AREA or give {--position FILE}',
  'death-of-a-division.refused.positionFile':
    'a position file is read by the command line; here the journal holds the positions',
  'death-of-a-division.refused.defendersNeeded':
    '{--defenders} is needed (or {--position}, to take every enemy unit in the area)',
  'death-of-a-division.refused.singleUnitFlag': 'with overrun-target single-unit, name the unit with {--defenders}',
  'death-of-a-division.refused.noEnemyIn': '{at} holds no enemy units in {file}',
  'death-of-a-division.refused.noParting':
    'a failed overrun fires no parting shots; {--parting-dice} is not used (rule 5)',
  'death-of-a-division.overrun.title': '{game}: overrun of {into}',
  'death-of-a-division.overrun.from': 'Overrun from {from} into {into}: {attackers} against {defenders}',
  'death-of-a-division.overrun.mayTry': '{met}, the overrun may be tried',
  'death-of-a-division.overrun.of': 'of the overrun die',
  'death-of-a-division.overrun.success': 'the overrun units are removed; {shots} parting shots',
  'death-of-a-division.overrun.failure': 'the movers stop in the area',
  'death-of-a-division.overrun.fails':
    'The overrun fails: the movers must stop in {into}, beside the units they tried to overrun',
  'death-of-a-division.overrun.shots': '{ref} {dice}',
  'death-of-a-division.overrun.parting':
    'Parting shots: {shots}: {faces}: {hits} hit{plural} on the movers, spread by their owner',
  'death-of-a-division.overrun.removed': 'Removed from play: {units}',
  'death-of-a-division.overrun.goOn':
    'The movers may go on to the next area and overrun again if the odds allow (at most two a turn); ' +
    'unmoved units may pass through {into} as if it were empty',
  'death-of-a-division.overrun.goOnSingle':
    'The movers may go on only if {into} is now empty of enemy units; at most two overruns a unit each turn',
  'death-of-a-division.overrun.hits': '{hits} hit{plural}',
  'death-of-a-division.overrun.allMiss': 'every die misses',
  'death-of-a-division.overrun.allHit': 'every die hits',
  'death-of-a-division.overrun.chance': '{code} {fraction}',
  'death-of-a-division.overrun.partingChances': 'Chances of hits from the {shots} parting shots: {chances}',
  'death-of-a-division.overrun.waiting': 'Waiting for a choice (rule 6): {question}',
} as const;

export type DeathOfADivisionKey = keyof typeof EN;

const RU: Partial<Record<DeathOfADivisionKey, string>> = {
  ...RULES_RU,
  'death-of-a-division.move.dugIn':
    '{ref} окопался в {from} (не двигался в ходу {turn}): уходит без потери ({section})',
  'death-of-a-division.absent.arrives': '{ref} прибывает в ходу {due}; сейчас ход {turn} ({section})',
  'death-of-a-division.refused.removed': 'у {ref}{line} попаданий: {hits} при силе {strength}: он снят с игры',
  'death-of-a-division.refused.lineOf': ' (строка {line} файла позиции)',
  'death-of-a-division.refused.overrunSides': 'для атаки с ходу нужны идущие отряды и те, кого они атакуют',
  'death-of-a-division.refused.moveWith': '{ref} ({side}) не идёт вместе с {other} ({otherSide})',
  'death-of-a-division.refused.oneArea': 'атакующие с ходу идут из одной области: {ref} в {at}, {other} в {from}',
  'death-of-a-division.refused.movingSide': '{ref} — на стороне идущих',
  'death-of-a-division.refused.notInto': '{ref} в {at}, а не в {into}',
  'death-of-a-division.refused.singleUnit': 'при overrun-target single-unit укажите один атакуемый отряд',
  'death-of-a-division.refused.stacking':
    'в {at} отрядов стороны {side}: {count} ({units}): ход в одной области заканчивают не больше {limit} своих отрядов',
  'death-of-a-division.refused.areaMap': '{game} нужна его карта областей',
  'death-of-a-division.refused.notInFile': '{flag}: {item} нет в {file}',
  'death-of-a-division.refused.whereIs': '{flag}: где {item}? напишите {item}@ОБЛАСТЬ или дайте {--position ФАЙЛ}',
  'death-of-a-division.refused.positionFile': 'файл позиции читает командная строка; здесь позиции хранит журнал',
  'death-of-a-division.refused.defendersNeeded':
    'нужен {--defenders} (или {--position}, чтобы взять всех отрядов противника в области)',
  'death-of-a-division.refused.singleUnitFlag': 'при overrun-target single-unit укажите отряд через {--defenders}',
  'death-of-a-division.refused.noEnemyIn': 'в {file} в {at} нет отрядов противника',
  'death-of-a-division.refused.noParting':
    'неудачная атака с ходу не даёт прощальных выстрелов; {--parting-dice} не нужен (правило 5)',
  'death-of-a-division.overrun.title': '{game}: атака с ходу на {into}',
  'death-of-a-division.overrun.from': 'Атака с ходу из {from} в {into}: {attackers} против {defenders}',
  'death-of-a-division.overrun.mayTry': '{met}: атаку с ходу можно пробовать',
  'death-of-a-division.overrun.of': 'кубика атаки с ходу',
  'death-of-a-division.overrun.success': 'атакованные отряды сняты; прощальных выстрелов: {shots}',
  'death-of-a-division.overrun.failure': 'идущие останавливаются в области',
  'death-of-a-division.overrun.fails':
    'Атака с ходу не удалась: идущие должны остановиться в {into}, рядом с отрядами, которые пытались смять',
  'death-of-a-division.overrun.shots': '{ref} {dice}',
  'death-of-a-division.overrun.parting':
    'Прощальные выстрелы: {shots}: {faces}: попаданий по идущим: {hits}; их распределяет владелец',
  'death-of-a-division.overrun.removed': 'Сняты с игры: {units}',
  'death-of-a-division.overrun.goOn':
    'Идущие могут пройти в следующую область и снова атаковать с ходу, если позволяет соотношение ' +
    '(не больше двух раз за ход); ещё не ходившие отряды проходят {into}, как пустую',
  'death-of-a-division.overrun.goOnSingle':
    'Идущие могут идти дальше, только если в {into} не осталось отрядов противника; не больше двух атак с ходу за ход',
  'death-of-a-division.overrun.hits': 'попаданий: {hits}',
  'death-of-a-division.overrun.allMiss': 'все кубики мимо',
  'death-of-a-division.overrun.allHit': 'все кубики попали',
  'death-of-a-division.overrun.chance': '{code} {fraction}',
  'death-of-a-division.overrun.partingChances': 'Вероятности попаданий от прощальных выстрелов ({shots}): {chances}',
  'death-of-a-division.overrun.waiting': 'Ждёт выбора (правило 6): {question}',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

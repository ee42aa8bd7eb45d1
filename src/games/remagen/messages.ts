import { gameMessages } from '../../assist/messages.js';

// Remagen's own messages: English here, and the words of each language Sandtable speaks. They are registered
// with the rules' messages when this module loads, which every module of the game that says one does (it takes
// `msg` from here), so no generic file names the game's keys.

export const EN = {
  'remagen.move.engaged':
    '{ref} stands in {at}, engaged since turn {turn}: no unit moves out of an engaged sector ({section})',
  'remagen.move.bridgeFallen':
    '{ref} may not cross the Ludendorff Bridge ({sectors}): it collapsed on turn {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} moves {cost} of its {move} by day: a German unit moves one sector less by day, at least one, ' +
    'except into woods or mountains ({section})',
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
  'remagen.start.over': 'no room within sector capacity in their zone: {units} wait off the board ({section})',
  'remagen.absent.dropLater':
    '{ref} drops at the start of turn {first} at the earliest; this is turn {turn} ({section})',
  'remagen.absent.noRoom': '{ref} found no room to land on turn {turn} ({section})',
  'remagen.absent.enters': '{ref} enters on turn {due}; this is turn {turn} ({section})',
} as const;

export type RemagenKey = keyof typeof EN;

const RU: Partial<Record<RemagenKey, string>> = {
  'remagen.move.engaged':
    '{ref} стоит в {at}, в сцеплении с хода {turn}: из сектора в сцеплении никто не уходит ({section})',
  'remagen.move.bridgeFallen': '{ref} не пройдёт по мосту Людендорфа ({sectors}): он рухнул в ходу {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} идёт на {cost} из своих {move} днём: немецкий отряд днём проходит на сектор меньше, но не меньше ' +
    'одного, кроме как в лес или горы ({section})',
  'remagen.start.placed':
    'расставлено отрядов: {count}, по секторам: {sectors}, каждый в пределах вместимости ({section})',
  'remagen.start.sector': '{at}: {units}',
  'remagen.start.begun': 'в журнале уже есть места {count} отрядов: игра начата, а расставляются один раз ({section})',
  'remagen.fire.night':
    'ход {turn} ночной: фаза огня пропускается, и по отрядам, и по мостам; бой по боевому духу идёт ({section})',
  'remagen.setup.notInitial':
    '{ref} в {at} не расставляется: прибывает позже, ждёт немецких секторов пополнения или десанта ({section})',
  'remagen.setup.zone': '{ref} в {at} расставляется в {cells} ({section})',
  'remagen.setup.capacity': 'в {at} стоят {units}: сверх вместимости, не помещаются {over} ({section})',
  'remagen.setup.missing': 'не расставлены: {units} ({section})',
  'remagen.setup.nothing': 'проверять нечего: дайте расстановку файлом позиции или журнал, который её хранит',
  'remagen.setup.problems': 'ошибок в расстановке: {count}; первая: {first}',
  'remagen.setup.legal':
    'отрядов: {count}, секторов: {sectors}, каждый в своей зоне и в пределах вместимости ({section})',
  'remagen.move.pontoonUnbuilt':
    '{ref} не переправится у {site} ({sectors}): понтонный мост готов на {lu} из {complete} единиц труда ({section})',
  'remagen.move.pontoonNew':
    '{ref} не переправится у {site} ({sectors}): понтонный мост достроен в этом ходу, {turn} ({section})',
  'remagen.move.pontoonSlow':
    '{ref} моторизован: понтонный мост у {site} стоит ему на один фактор движения больше ({section})',
  'remagen.start.over': 'в своей зоне им нет места в пределах вместимости: {units} ждут вне карты ({section})',
  'remagen.absent.dropLater': '{ref} десантируется не раньше начала хода {first}; сейчас ход {turn} ({section})',
  'remagen.absent.noRoom': '{ref} не нашёл места для высадки в ходу {turn} ({section})',
  'remagen.absent.enters': '{ref} входит в игру в ходу {due}; сейчас ход {turn} ({section})',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

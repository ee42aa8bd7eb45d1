import { gameMessages } from '../../assist/messages.js';
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
  'remagen.refused.notEnemy': '{ref} is not an enemy unit',
  'remagen.refused.enemyNear': 'no work on {site} this turn: {ref} in {at} is next to the bridgehead {head}',
  'remagen.refused.noLevel': '{points} points fall in no level of the victory chart',
  // The state's keys and values as `journal show` and the companion's journal tab word them (rules/journal-words.ts):
  // the game's own words.
  'remagen.journalKey.ludendorff': 'Ludendorff Bridge',
  'remagen.journalKey.pontoons': 'pontoon bridges',
  'remagen.journalKey.lu': 'labour units',
  'remagen.journalKey.completedOnTurn': 'completed on turn',
  'remagen.journalKey.labourRolls': 'labour rolled',
  'remagen.journalKey.drop': 'paratroop drop',
  'remagen.journalKey.centre': 'centred on',
  'remagen.journalKey.engaged': 'engaged sectors',
  'remagen.journalValue.pontoon-north': 'north site (Unkel)',
  'remagen.journalValue.pontoon-rr': 'railway bridge site',
  'remagen.journalValue.pontoon-south': 'south site (Kripp–Linz)',
} as const;

export type RemagenKey = keyof typeof EN;

const RU: Partial<Record<RemagenKey, string>> = {
  'remagen.journalKey.ludendorff': 'мост Людендорфа',
  'remagen.journalKey.pontoons': 'понтонные переправы',
  'remagen.journalKey.lu': 'ЕТ',
  'remagen.journalKey.completedOnTurn': 'достроен в ход',
  'remagen.journalKey.labourRolls': 'бросали сапёры',
  'remagen.journalKey.drop': 'выброска',
  'remagen.journalKey.centre': 'центр',
  'remagen.journalKey.engaged': 'секторы в сцеплении',
  'remagen.journalValue.pontoon-north': 'северная (Ункель)',
  'remagen.journalValue.pontoon-rr': 'у железнодорожного моста',
  'remagen.journalValue.pontoon-south': 'южная (Крипп — Линц)',
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
  'remagen.refused.notEnemy': '{ref} — не отряд противника',
  'remagen.refused.enemyNear': 'в этом ходу у {site} не работают: {ref} в {at} рядом с предмостьем {head}',
  'remagen.refused.noLevel': '{points} очков не попадают ни в один уровень таблицы победы',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

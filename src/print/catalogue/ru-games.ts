// Russian for the bundled games' own movement rules (English: src/assist/messages-games.ts).

export const GAMES_RU = {
  'remagen.move.engaged':
    '{ref} стоит в {at}, в сцеплении с хода {turn}: из сектора в сцеплении никто не уходит ({section})',
  'remagen.move.bridgeFallen': '{ref} не пройдёт по мосту Людендорфа ({sectors}): он рухнул в ходу {turn} ({section})',
  'remagen.move.dayPenalty':
    '{ref} идёт на {cost} из своих {move} днём: немецкий отряд днём проходит на сектор меньше, но не меньше ' +
    'одного, кроме как в лес или горы ({section})',
  'death-of-a-division.move.dugIn':
    '{ref} окопался в {from} (не двигался в ходу {turn}): уходит без потери ({section})',
  'nordwind.move.engaged':
    '{ref} в {at}, в сцеплении с хода {turn}: из района в сцеплении уходят только по карте отхода ({section})',
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
  'remagen.setup.problems': 'ошибок в расстановке: {count}; первая: {first}',
  'remagen.setup.legal':
    'отрядов: {count}, секторов: {sectors}, каждый в своей зоне и в пределах вместимости ({section})',
  'remagen.move.pontoonUnbuilt':
    '{ref} не переправится у {site} ({sectors}): понтонный мост готов на {lu} из {complete} единиц труда ({section})',
  'remagen.move.pontoonNew':
    '{ref} не переправится у {site} ({sectors}): понтонный мост достроен в этом ходу, {turn} ({section})',
  'remagen.move.pontoonSlow':
    '{ref} моторизован: понтонный мост у {site} стоит ему на один фактор движения больше ({section})',
  'nordwind.smc.areas': '{card} передвигает каждый отряд на один район, не на {areas} ({section})',
  'nordwind.smc.snow': '{card} нельзя сыграть в метель (ход {turn}) ({section})',
  'nordwind.smc.nullified': '{card} отменена: в ответ сыграно карт поддержки с воздуха: {air} ({section})',
  'nordwind.smc.engaged': '{ref} в сцеплении в {from}: по карте {card} не движется ({section})',
  'nordwind.smc.enemy': '{ref} не войдёт в {to} по карте {card}: там противник ({section})',
  'nordwind.smc.reinforce': '{ref} не подкрепит район в сцеплении {to} по карте {card} ({section})',
  'nordwind.smc.mixed':
    '{ref} не движется по карте {card} после {other}: у немцев по ней идёт пехота или бронетехника, не обе ({section})',
  'remagen.start.over': 'в своей зоне им нет места в пределах вместимости: {units} ждут вне карты ({section})',
} as const;

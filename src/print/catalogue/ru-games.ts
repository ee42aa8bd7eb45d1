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
  'nordwind.smc.areas': '{card} передвигает каждый отряд на один район, не на {areas} ({section})',
  'nordwind.smc.snow': '{card} нельзя сыграть в метель (ход {turn}) ({section})',
  'nordwind.smc.nullified': '{card} отменена: в ответ сыграно карт поддержки с воздуха: {air} ({section})',
  'nordwind.smc.engaged': '{ref} в сцеплении в {from}: по карте {card} не движется ({section})',
  'nordwind.smc.enemy': '{ref} не войдёт в {to} по карте {card}: там противник ({section})',
  'nordwind.smc.reinforce': '{ref} не подкрепит район в сцеплении {to} по карте {card} ({section})',
  'nordwind.smc.mixed':
    '{ref} не движется по карте {card} после {other}: у немцев по ней идёт пехота или бронетехника, не обе ({section})',
  'remagen.start.over': 'в своей зоне им нет места в пределах вместимости: {units} ждут вне карты ({section})',
  'veritable.turn.notPhasing':
    'Ход {turn}: сейчас {now}; {what} — для игрока «{side}» в его собственной фазе (4.2, 4.3)',
  'veritable.turn.germanBegins': '',
  'veritable.turn.chosenOther':
    'Игрок «{side}» выбрал «{chosen}» на ход {turn}; выбор делается в начале хода и действует весь ход (6.1)',
  'veritable.turn.alliedAlone': 'Ход {turn} — только для союзников; фазы немцев нет (11.3)',
  'veritable.turn.alliedOver':
    'Фаза союзников хода {turn} окончена; следующая начнётся после фазы авиации хода {next} (4.1)',
  'veritable.turn.chosenAlready':
    'Игрок «{side}» уже выбрал «{chosen}» на ход {turn}; выбор действует весь ход (6.1){started}',
  'veritable.turn.startedUnder': ', и части уже двигались или сражались',
  'veritable.turn.amendHint': '',
  'veritable.noUnit': 'В игре нет части «{ref}»',
  'veritable.namedTwice': '{ref} названа дважды',
  'veritable.notSideUnit': '{ref} — не часть {side}',
  'veritable.move.attacked':
    'Игрок «{side}» выбрал «Движение/Атака»: он двигает все части до атаки, а он уже атаковал (6.1.1)',
  'veritable.move.outpost': '{ref} — аванпост: аванпосты не двигаются (8.4)',
  'veritable.move.enemyHex': '{ref} не может войти в {at}: в гекс, занятый противником, входить нельзя (6.3)',
  'veritable.move.mayNotReturn': '{ref} отступила из {at}, когда пал её товарищ; вернуться туда нельзя (6.5.3)',
  'veritable.move.cannotExit':
    '{ref} не может уйти с карты здесь: союзники уходят за восточный край из его гекса (9.1)',
  'veritable.reserve.turn2': 'Ход {turn}: резервы входят со 2-го хода; до 2-го хода резервов нет (8.1)',
  'veritable.reserve.fought': 'Игрок «{side}» решает о резервах в начале своего хода, а части уже сражались (6.1)',
  'veritable.reserve.moved': 'Игрок «{side}» решает о резервах в начале своего хода, а части уже двигались (6.1)',
  'veritable.reserve.west': '{ref} входит на дорожных гексах западного края: {hexes}; не в {at} (8.1)',
  'veritable.reserve.east': '{ref} входит на дорожных гексах восточного края: {hexes}; не в {at} (8.1)',
  'veritable.reserve.enemy': '{at} занят противником: в такой гекс входить нельзя (6.3)',
  'veritable.status.noUnit': 'в этой игре нет части «{ref}»',
  'veritable.status.onTurn': ' на ходу {turn}',
  'veritable.status.eliminated': '{ref} уничтожена{when}; у каждой части один шаг (6.5.3)',
  'veritable.status.exited': '{ref} ушла с карты за восточный край{when} и вернуться не может (9.1)',
  'veritable.status.reserve': '{ref} ещё в стратегическом резерве; она входит на дорожном гексе края (8.1)',
  'veritable.status.notSetUp': '{ref} ещё не расставлена (10.0): сначала запишите проверку расстановки',
  'veritable.reserve.notIn': '{ref} не в стратегическом резерве',
  'veritable.reserve.notInWhy': '{ref} не в стратегическом резерве ({why})',
  'veritable.reserve.onMap': 'на карте',
  'veritable.needJournal': '{what} ведётся в журнале партии: отметьте «Записать в журнал»',
  'veritable.noneKept': '{journal}: здесь нужен журнал партии, а он не ведётся — отметьте «Записать в журнал»',
  'veritable.unitAtHex': 'Нужны пары ЧАСТЬ@ПОЛЕ, например 71-bde@H8; а не «{item}»',
  'veritable.sequence.kept': '{side}, {order}',
  'veritable.setup.title': '{game}: проверка расстановки ({position})',
  'veritable.setup.problems': '{title}: ошибок: {count}',
  'veritable.setup.startsInReserve':
    '{ref} начинает игру в стратегическом резерве ({box}), а не на карте ({section}, 8.1)',
  'veritable.setup.notPlaced': '{ref} не расставлена, её место: {zone} ({section})',
  'veritable.setup.sideZone': 'зона её стороны',
  'veritable.setup.outpostPlace': '{ref} в {at}: аванпосты стоят на линии фронта или восточнее (8.4, 10.1)',
  'veritable.setup.outsideZone': '{ref} в {at} — вне своей зоны расстановки: {zone} ({section})',
  'veritable.setup.uncovered':
    'Аванпосты своими гексами и зонами контроля не прикрывают гексы линии фронта {hexes}; они должны прикрыть ' +
    'всё от F3 до F9, прежде чем какой-либо из них встанет в другом месте (8.4)',
  'veritable.setup.covered': 'Аванпосты и их зоны контроля прикрывают каждый гекс линии фронта, от F3 до F9 (8.4)',
  'veritable.setup.placed':
    'Расставлено частей немцев: {german}; частей союзников: {allied}; ' +
    'в стратегических резервах: {reserves} (10.1, 10.2)',
  'veritable.setup.legal': 'Расстановка правильная; игра начинается с фазы союзников 1-го хода (10.2)',
  'veritable.setup.recorded': 'Записано ({journal}): ход 1, фаза союзников',
  'veritable.stack.at': '{at}: {problem}',
  'veritable.stack.bothSides': 'в одном гексе части обеих сторон; в гекс, занятый противником, входить нельзя (6.3)',
  'veritable.stack.large':
    'полков/бригад: {count}, из дивизий: {divisions} ({units}); вместе могут стоять только две из разных дивизий (6.3)',
  'veritable.stack.largeArmour':
    'полков/бригад: {count}, из дивизий: {divisions} ({units}); вместе могут стоять только две из разных дивизий ' +
    '(6.3); бесплатно в гексе стоит только одна часть 79-й бронетанковой, {armour} считается бригадой (8.2)',
  'veritable.stack.small':
    'батальонов, батарей или боевых групп: {count} ({units}); к группировке может присоединиться только одна (6.3)',
  'veritable.stack.laterTurn': '{at}: {problem}; проверяется в конце хода, тогда лишние уничтожаются',
  'veritable.stack.laterPhase': '{at}: {problem}; проверяется в конце фазы, тогда лишние уничтожаются',
  'veritable.move.title': '{game}: движение, ход {turn}',
  'veritable.move.from': '{ref}: {from} → {to}',
  'veritable.move.exits': '{ref} уходит с карты за восточный край из {at}: +1 ПО, вернуться нельзя (9.1)',
  'veritable.move.checked': 'Очки движения, пути и зоны контроля проверены по таблице местности (6.2, 6.4, 6.2.1)',
  'veritable.move.count': 'Очки движения, пути и зоны контроля по пути игроки считают сами (6.2, 6.4)',
  'veritable.reserve.title': '{game}: резервы, ход {turn}',
  'veritable.reserve.enters': '{ref} входит из стратегического резерва в {at}, со снабжением и в полной силе (8.1)',
  'veritable.reserve.entersVp':
    '{ref} входит из стратегического резерва в {at}, со снабжением и в полной силе (8.1): +1 ПО союзникам (9.1)',
  'veritable.turn.endTitle': '{game}: конец хода {turn}',
  'veritable.turn.noOverStack': 'Ни один гекс не превышает лимит складывания (6.3)',
  'veritable.turn.gameOver': 'Игра окончена после хода {turn}: подсчёт победных очков даёт итог (4.4)',
  'veritable.turn.over': 'Ход {turn} окончен; ход {next} начинается с авиации (4.1)',
  'veritable.turn.ended': 'ход {turn} уже окончен (4.4)',
  'veritable.turn.endsAfter': 'ход {turn} кончается после фазы игрока «{side}»; сейчас {now} (4.4)',
  'veritable.turn.setup': 'расстановка',
  'veritable.turn.playerTurn': 'фаза игрока «{side}»',
  'veritable.state.noGame': '{journal}: партии ещё нет — сначала запишите проверку расстановки (10.0)',
  'veritable.state.noPositions': '{journal}: расстановки ещё нет — сначала запишите проверку расстановки (10.0)',
  'veritable.victory.title': '{game}: победные очки',
  'veritable.victory.titleInterim': '{game}: победные очки (промежуточный итог, ход {turn})',
  'veritable.victory.interim': 'Промежуточный подсчёт на ходу {turn}: игра оценивается в конце 7-го хода (4.4, 9.1)',
  'veritable.victory.line': '{text}: {count} × {value} = {points} ({detail})',
  'veritable.victory.total': 'Итого: {total} ПО',
  'veritable.victory.level': '{why}{option}: {result} (9.2)',
  'veritable.victory.levelText': '{why}{option}: {result} (9.2). {text}',
  'veritable.victory.option': ' (опция {option}={choice})',
  'veritable.victory.inBand': '{total} — в пределах «{range}»',
  'veritable.victory.rounded': '{total}, округлённое {way}, — это {value}, в пределах «{range}»',
  'veritable.victory.between': '{total} — между пределами уровней; между ними это уровень «{range}»',
  'veritable.victory.heldAllied': '{town} удерживают союзники (последней туда вошла часть союзников)',
  'veritable.victory.heldGerman': '{town} — у немцев',
  'veritable.victory.noneIn': 'никого не ввели',
  'veritable.victory.para': '{units} (опция para-reserve-vp)',
  'veritable.victory.none': 'нет',
  'veritable.victory.units': '{units}',
  'veritable.victory.cutAt': '{ref} в {at}',
  'veritable.victory.noRoadLine': '{ref} в {at} (нет линии по дорожным гексам, кроме не более чем одного, 7.1)',
  'veritable.victory.allTrace':
    'каждая часть союзников на карте прослеживает линию по дорожным гексам, кроме не более чем одного, ' +
    'до западного края (7.1)',
  'veritable.victory.committed': 'все резервы союзников введены',
  'veritable.victory.across': '{units}: через карту идёт линия по гексам, которые немцы не контролируют',
  'veritable.victory.notAcross': '{units}: через карту нет линии по гексам, которые немцы не контролируют; очков нет',
  'veritable.choose.notInCombat': '--choose: {ref} не участвует в бою {id} у {target}',
  'veritable.choose.nothing': '--choose: результат «{code}» стороны «{side}» не оставляет выбора ({units})',
  'veritable.choose.notOfSide': '--choose: {ref} — не из частей стороны «{side}» в этом бою',
  'veritable.choose.notAnswering': '--choose: {ref} — не из частей стороны «{side}», отвечающих за этот результат',
  'veritable.choose.twice': '--choose называет {ref} дважды',
  'veritable.choose.cannotRetreat': '--choose: {ref} не может отступить: {why}; её можно только потерять',
  'veritable.choose.notLegalHex':
    '--choose: {ref} не может отступить в {to}; допустимые гексы: {hexes} ({section}){closed}',
  'veritable.choose.closed': '; закрыты: {closed}',
  'veritable.choose.closedMore': '{a}; {b}',
  'veritable.choose.sayWhere': '--choose: укажите, куда отступает {ref}: {options}',
  'veritable.choose.pair': '{ref}={hex}',
  'veritable.choose.thatMany':
    '--choose: результат {code} стороны «{side}» требует ответа от частей: {count}; названо: {named} (русские 6.5.2)',
  'veritable.choose.thatOne':
    '--choose: результат {code} стороны «{side}» требует ответа от частей: {count}; названо: {named} (русские 6.5.2)',
  'veritable.choose.everyUnitLosses':
    '--choose: результат {code} стороны «{side}»: каждая часть отступает или теряются {count}; укажите, что делают ' +
    '{units}',
  'veritable.choose.everyUnitLoss':
    '--choose: результат {code} стороны «{side}»: каждая часть отступает или теряется {count}; укажите, что делают ' +
    '{units}',
  'veritable.choose.do': 'делают',
  'veritable.choose.does': 'делает',
  'veritable.choose.form': '--choose принимает пункты ЧАСТЬ=ГЕКС, ЧАСТЬ=retreat или ЧАСТЬ=loss; не «{item}»',
  'veritable.choose.lossRolls': '--choose {item}: потерянная часть не бросает проверку при отступлении',
  'veritable.advance.notEligible': '--advance: {ref} не может наступать; могут: {units} ({section})',
  'veritable.advance.stacking': '--advance в {target}: {why}',
  'veritable.advance.noneInPlace':
    '--advance: ни один атакующий не остался там, откуда атаковал; в опустевший гекс входят только атакующие, ' +
    'оставшиеся на месте ({section})',
  'veritable.advance.notVacated':
    '--advance: {target} не опустел; в опустевший гекс входят только атакующие, оставшиеся на месте ({section})',
  'veritable.setup.illegal': 'недопустимая расстановка не записывается',
  'veritable.setup.twice': 'в журнале уже идёт игра (ход {turn}); расстановка начинает новый журнал ({section})',
  'veritable.fuhrer.notInPlay':
    'дополнительное правило 11.2 в этой игре не действует: немецкие резервы входят свободно с хода 2 (8.1). ' +
    'Договоритесь о нём при расстановке: --option fuhrer-interference=on',
  'veritable.fuhrer.journalTurn': 'журнал на ходу {turn}, а не {given}',
  'veritable.fuhrer.notInReserve': '{unit} уже не в стратегическом резерве (8.1)',
  'veritable.fuhrer.refusedBefore': 'фюрер отказал в {unit} на 6; просить её снова нельзя (11.2)',
  'veritable.fuhrer.releasedAlready': '{unit} уже отпущена; она может войти (11.2)',
  'veritable.fuhrer.askedAlready': '{unit} уже просили в этом ходу; один бросок на часть за ход (11.2)',
  'veritable.fuhrer.beforeTurn2': 'ход {turn}: до хода 2 резервов нет, отпускать нечего (8.1, 11.2)',
  'veritable.fuhrer.noGermanTurn':
    'ход {turn}: у немецкого игрока нет хода {turn}; правило 11.3 добавляет восьмой ход только союзникам, ' +
    'так что немецкий резерв войти не может (11.3, 11.2)',
  'veritable.reserve.notReleased':
    '{ref} не отпущена: по правилу 11.2 немецкий резерв входит только после броска на фюрера меньше номера хода ' +
    '(fuhrer {game} --unit …) (11.2)',
} as const;

import { gameMessages } from '../../assist/messages.js';

// Nordwind's own messages: English here, and the words of each language Sandtable speaks. They are registered
// with the rules' messages when this module loads, which every module of the game that says one does (it takes
// `msg` from here), so no generic file names the game's keys.

export const EN = {
  'nordwind.move.engaged':
    '{ref} is in {at}, engaged in turn {turn}: units may not leave an engaged area but by a Withdraw card ({section})',
  'nordwind.smc.areas': '{card} moves each unit one area, not {areas} ({section})',
  'nordwind.smc.snow': '{card} may not be played in a snowstorm (turn {turn}) ({section})',
  'nordwind.smc.nullified': '{card} is nullified: {air} Air Support card(s) played in reaction ({section})',
  'nordwind.smc.engaged': '{ref} is engaged in {from}: it may not move by {card} ({section})',
  'nordwind.smc.enemy': '{ref} may not enter {to} by {card}: enemy units hold it ({section})',
  'nordwind.smc.reinforce': '{ref} may not reinforce the engaged area {to} by {card} ({section})',
  'nordwind.smc.mixed':
    '{ref} may not move by {card} after {other}: German infantry or armour moves by it, not both ({section})',
  'nordwind.absent.withdrawn': '{unit} has been withdrawn ({section})',
  'nordwind.absent.reserve':
    '{unit} is in the {box} box until turn {due}, unless a Reserves Released card is played; this is turn {turn} ' +
    '({section})',
  'nordwind.absent.arrives': '{unit} arrives on turn {due}; this is turn {turn} ({section})',
  'nordwind.refused.armourMore': '--{label}-armour {armour} is more than the {n} units',
  'nordwind.refused.supportType': 'support cards are air or artillery, not "{type}"',
  'nordwind.refused.sideFlag': '{flag} is one of {sides}; not "{value}"',
  'nordwind.refused.notAttacker': "{unit} ({side}) is not on the attacker's side ({want})",
  'nordwind.refused.notDefender': "{unit} ({side}) is not on the defender's side ({want})",
  'nordwind.refused.bothSides': 'both forces are {side}: a battle needs both sides',
  'nordwind.refused.heroicStand': '--heroic-stand is one of {choices}; not "{value}"',
  'nordwind.refused.approach': '--from {from} ({terrain}, defence {defence})',
  'nordwind.refused.twoTerrainsWith': '{area} has two terrains: say which side the attack comes from with {sides} (E)',
  'nordwind.refused.chooseStand': '--choose answers Heroic Stand: {choices}; not "{value}"',
  'nordwind.refused.noAreaMap': '{game} has no area map',
  'nordwind.refused.noArea': 'no area "{area}" on the map',
  'nordwind.refused.noCrt': 'no combat results table for {terrain} terrain',
  'nordwind.refused.bothInArea': 'a battle needs units of both sides in the area',
  'nordwind.refused.roundLimit': 'the battle did not end within the round limit',
  'nordwind.refused.oneTerrain': '{area} has one terrain; --from is only for areas with two (E)',
  'nordwind.refused.twoTerrains': '{area} has two terrains: say which side the attack comes from, {sides} (E)',
  'nordwind.refused.enteredFrom': '{area} is entered from {sides}; not from "{from}" (E)',
  'nordwind.refused.journalHand': '--journal is needed: the hand is kept there',
  'nordwind.refused.noHand': 'the journal keeps no {side} hand yet: give it with --set first',
  'nordwind.refused.nothing': 'nothing',
  'nordwind.refused.noDiscard': 'the {side} hand holds no {card} to discard; it holds {cards}',
  'nordwind.refused.handSize': 'the {side} hand may hold {limit} cards on turn {turn}, not {count} ({section})',
  'nordwind.refused.turnNeeded': '--turn is needed (or a journal that knows the turn)',
  'nordwind.refused.notTown': '--german-holds: {area} is not a town of the operational map (nor Strasbourg) (I)',
  'nordwind.refused.noCards': '{game} has no cards',
  'nordwind.refused.noCard': 'no card "{card}" in the deck; the cards are {cards}',
  'nordwind.refused.notSideCard': '{card} is not a {side} card ({section})',
  'nordwind.refused.deckHas': 'the deck has {count} {card} cards, not {given}',
  'nordwind.refused.noTypeCard': 'the {side} hand in the journal holds no {type} card ({section}); it holds {cards}',
} as const;

export type NordwindKey = keyof typeof EN;

const RU: Partial<Record<NordwindKey, string>> = {
  'nordwind.move.engaged':
    '{ref} в {at}, в сцеплении с хода {turn}: из района в сцеплении уходят только по карте отхода ({section})',
  'nordwind.smc.areas': '{card} передвигает каждый отряд на один район, не на {areas} ({section})',
  'nordwind.smc.snow': '{card} нельзя сыграть в метель (ход {turn}) ({section})',
  'nordwind.smc.nullified': '{card} отменена: в ответ сыграно карт поддержки с воздуха: {air} ({section})',
  'nordwind.smc.engaged': '{ref} в сцеплении в {from}: по карте {card} не движется ({section})',
  'nordwind.smc.enemy': '{ref} не войдёт в {to} по карте {card}: там противник ({section})',
  'nordwind.smc.reinforce': '{ref} не подкрепит район в сцеплении {to} по карте {card} ({section})',
  'nordwind.smc.mixed':
    '{ref} не движется по карте {card} после {other}: у немцев по ней идёт пехота или бронетехника, не обе ({section})',
  'nordwind.absent.withdrawn': '{unit} выведен из игры ({section})',
  'nordwind.absent.reserve':
    '{unit} в поле {box} до хода {due}, если не сыграна карта освобождения резервов; сейчас ход {turn} ({section})',
  'nordwind.absent.arrives': '{unit} прибывает в ходу {due}; сейчас ход {turn} ({section})',
  'nordwind.refused.armourMore': '--{label}-armour {armour}: это больше, чем отрядов ({n})',
  'nordwind.refused.supportType': 'карты поддержки — air или artillery, а не «{type}»',
  'nordwind.refused.sideFlag': '{flag} — одно из: {sides}; а не «{value}»',
  'nordwind.refused.notAttacker': '{unit} ({side}) — не на стороне атакующего ({want})',
  'nordwind.refused.notDefender': '{unit} ({side}) — не на стороне обороняющегося ({want})',
  'nordwind.refused.bothSides': 'обе группы — {side}: в бою нужны обе стороны',
  'nordwind.refused.heroicStand': '--heroic-stand — одно из: {choices}; а не «{value}»',
  'nordwind.refused.approach': '--from {from} ({terrain}, оборона {defence})',
  'nordwind.refused.twoTerrainsWith': 'у {area} две местности: укажите, откуда идёт атака: {sides} (E)',
  'nordwind.refused.chooseStand': '--choose отвечает на героическую оборону: {choices}; а не «{value}»',
  'nordwind.refused.noAreaMap': 'у {game} нет карты районов',
  'nordwind.refused.noArea': 'на карте нет района «{area}»',
  'nordwind.refused.noCrt': 'нет таблицы результатов боя для местности {terrain}',
  'nordwind.refused.bothInArea': 'для боя в районе нужны отряды обеих сторон',
  'nordwind.refused.roundLimit': 'бой не закончился за предельное число раундов',
  'nordwind.refused.oneTerrain': 'у {area} одна местность; --from — только для районов с двумя (E)',
  'nordwind.refused.twoTerrains': 'у {area} две местности: укажите, откуда идёт атака: {sides} (E)',
  'nordwind.refused.enteredFrom': 'в {area} входят так: {sides}; а не «{from}» (E)',
  'nordwind.refused.journalHand': 'нужен --journal: рука хранится там',
  'nordwind.refused.noHand': 'в журнале ещё нет руки стороны {side}: сначала задайте её через --set',
  'nordwind.refused.nothing': 'ничего',
  'nordwind.refused.noDiscard': 'в руке стороны {side} нет {card} для сброса; в ней: {cards}',
  'nordwind.refused.handSize': 'в руке стороны {side} в ходу {turn} может быть карт: {limit}, а не {count} ({section})',
  'nordwind.refused.turnNeeded': 'нужен --turn (или журнал, знающий ход)',
  'nordwind.refused.notTown': '--german-holds: {area} — не город оперативной карты (и не Страсбург) (I)',
  'nordwind.refused.noCards': 'у {game} нет карт',
  'nordwind.refused.noCard': 'в колоде нет карты «{card}»; карты: {cards}',
  'nordwind.refused.notSideCard': '{card} — не карта стороны {side} ({section})',
  'nordwind.refused.deckHas': 'в колоде карт {card}: {count}, а не {given}',
  'nordwind.refused.noTypeCard': 'в руке стороны {side} в журнале нет карты вида {type} ({section}); в ней: {cards}',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

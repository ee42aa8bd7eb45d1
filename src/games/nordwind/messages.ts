import { gameMessages } from '../../assist/messages.js';
import { RULES_EN, RULES_RU } from './messages-rules.js';

// Nordwind's own messages: English here, and the words of each language Sandtable speaks. They are registered
// with the rules' messages when this module loads, which every module of the game that says one does (it takes
// `msg` from here), so no generic file names the game's keys.

export const EN = {
  ...RULES_EN,
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
  'nordwind.refused.supportType': 'support cards are air or artillery, not "{type}"',
  'nordwind.refused.sideFlag': '{flag} is one of {sides}; not "{value}"',
  'nordwind.refused.journalHand': '{--journal} is needed: the hand is kept there',
  'nordwind.refused.noHand': 'the journal keeps no {side} hand yet: give it with {--set} first',
  'nordwind.refused.nothing': 'nothing',
  'nordwind.refused.noDiscard': 'the {side} hand holds no {card} to discard; it holds {cards}',
  'nordwind.refused.handSize': 'the {side} hand may hold {limit} cards on turn {turn}, not {count} ({section})',
  'nordwind.refused.noCards': '{game} has no cards',
  'nordwind.refused.noCard': 'no card "{card}" in the deck; the cards are {cards}',
  'nordwind.refused.notSideCard': '{card} is not a {side} card ({section})',
  'nordwind.refused.deckHas': 'the deck has {count} {card} cards, not {given}',
  'nordwind.refused.noTypeCard': 'the {side} hand in the journal holds no {type} card ({section}); it holds {cards}',
  'nordwind.card.air': 'air',
  'nordwind.card.artillery': 'artillery',
  'nordwind.combat.cardsAnd': '{cards}, {card}',
  'nordwind.combat.attacker': 'attacker',
  'nordwind.combat.defender': 'defender',
  'nordwind.combat.snowstorm': "Snowstorm: the {side}'s air support cards may not be played (G)",
  'nordwind.combat.intel': 'Military Intel cancels one {card} support card of the {side} (L)',
  'nordwind.combat.attackerSupport': 'Attacker support: {cards}: {columns}',
  'nordwind.combat.defenderSupport': 'Defender support: {cards}: {columns}',
  'nordwind.hand.title': '{game}: the {side} hand',
  'nordwind.hand.reservesReleased': 'Reserves Released: the {side} reserves may enter from now on (G)',
  'nordwind.hand.one': '{side} hand, turn {turn}: {count} card{limit}: {cards}',
  'nordwind.hand.many': '{side} hand, turn {turn}: {count} cards{limit}: {cards}',
  'nordwind.hand.limit': ' of at most {limit}',
  'nordwind.hand.none': 'none',
  // The state's keys as `journal show` and the companion's journal tab word them (src/rules/journal-words.ts):
  // the game's own words.
  'nordwind.journalKey.engaged': 'engaged areas',
  'nordwind.journalKey.snow': 'snowstorm on turns',
  'nordwind.journalKey.replaced': 'last replacement on turn',
  'nordwind.journalKey.reservesReleased': 'reserves released',
  'nordwind.journalKey.exited': 'German units exited',
  'nordwind.journalKey.germanHolds': 'German holds',
} as const;

export type NordwindKey = keyof typeof EN;

const RU: Partial<Record<NordwindKey, string>> = {
  ...RULES_RU,
  'nordwind.journalKey.engaged': 'районы в сцеплении',
  'nordwind.journalKey.snow': 'метель в ходы',
  'nordwind.journalKey.replaced': 'последнее пополнение в ход',
  'nordwind.journalKey.reservesReleased': 'резервы введены',
  'nordwind.journalKey.exited': 'немецких отрядов вышло',
  'nordwind.journalKey.germanHolds': 'немцы удерживают',
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
  'nordwind.refused.supportType': 'карты поддержки — air или artillery, а не «{type}»',
  'nordwind.refused.sideFlag': '{flag} — одно из: {sides}; а не «{value}»',
  'nordwind.refused.journalHand': 'нужен {--journal}: рука хранится там',
  'nordwind.refused.noHand': 'в журнале ещё нет руки стороны {side}: сначала задайте её через {--set}',
  'nordwind.refused.nothing': 'ничего',
  'nordwind.refused.noDiscard': 'в руке стороны {side} нет {card} для сброса; в ней: {cards}',
  'nordwind.refused.handSize': 'в руке стороны {side} в ходу {turn} может быть карт: {limit}, а не {count} ({section})',
  'nordwind.refused.noCards': 'у {game} нет карт',
  'nordwind.refused.noCard': 'в колоде нет карты «{card}»; карты: {cards}',
  'nordwind.refused.notSideCard': '{card} — не карта стороны {side} ({section})',
  'nordwind.refused.deckHas': 'в колоде карт {card}: {count}, а не {given}',
  'nordwind.refused.noTypeCard': 'в руке стороны {side} в журнале нет карты вида {type} ({section}); в ней: {cards}',
  'nordwind.card.air': 'авиация',
  'nordwind.card.artillery': 'артиллерия',
  'nordwind.combat.cardsAnd': '{cards}, {card}',
  'nordwind.combat.attacker': 'атакующего',
  'nordwind.combat.defender': 'обороняющегося',
  'nordwind.combat.snowstorm': 'Метель: карты поддержки с воздуха у {side} не играются (G)',
  'nordwind.combat.intel': 'Разведка отменяет одну карту поддержки {card} у {side} (L)',
  'nordwind.combat.attackerSupport': 'Поддержка атакующего: {cards}: {columns}',
  'nordwind.combat.defenderSupport': 'Поддержка обороняющегося: {cards}: {columns}',
  'nordwind.hand.title': '{game}: рука стороны {side}',
  'nordwind.hand.reservesReleased': 'Резервы освобождены: резервы стороны {side} могут входить с этого момента (G)',
  'nordwind.hand.one': 'Рука стороны {side}, ход {turn}: карт {count}{limit}: {cards}',
  'nordwind.hand.many': 'Рука стороны {side}, ход {turn}: карт {count}{limit}: {cards}',
  'nordwind.hand.limit': ' из не более чем {limit}',
  'nordwind.hand.none': 'нет',
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

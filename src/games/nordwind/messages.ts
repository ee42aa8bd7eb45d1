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
};

/** A keyed message, the game's own or one of the engine's. */
export const msg = gameMessages(EN, { ru: RU });

// What each of Remagen's checks rests on: the rules' section, as the English rules name it, and what it says. A
// refusal cites one as its `{section}`, so the Russian words the rule's sense and keeps the English section's name.

export const RULES_EN = {
  'remagen.rule.sequence': 'Turn record: one turn follows another, 1 to 15',
  'remagen.rule.eliminated': 'Computing Hits; Morale Chart, D or A Eliminated: the units are removed from the board',
  'remagen.rule.arrival': 'Initial Setup; the US arrival turns are reconstructed, units.yaml',
  'remagen.rule.paratroops': 'Paratroop Drop: the trays land only by the drop',
  'remagen.rule.fire': 'Fire (1), (3): each sector fires once a turn, and one unit’s fire is not split',
  'remagen.rule.returnFire': 'Fire (2): the defender returns fire from the sectors fired upon',
  'remagen.rule.battles': 'Combat, Basic Odds: a sector’s forces are not split up, each sector fights one battle',
  'remagen.rule.bridge': 'Ludendorff RR Bridge: a die at the beginning of each German turn',
  'remagen.rule.engagedFire': 'Morale Chart, ENGAGED: no fire out of, into or within engaged sectors',
  'remagen.rule.phases': 'Fire; Combat: the fire portion, then combat; the combat ends the attacker’s turn',
  'remagen.rule.engagedMove': 'Morale Chart, ENGAGED: no unit moves out of the engaged sectors',
  'remagen.rule.bridgeGone': 'Ludendorff RR Bridge: at the moment it collapses, it is gone',
  'remagen.rule.day': 'Optional Night Move: by day German Movement Factors are one less, never under one sector',
  'remagen.rule.pontoonUnbuilt':
    'Engineers: 30 Labour Units complete a Pontoon Bridge; until then it carries no traffic',
  'remagen.rule.pontoonNew':
    'Engineers: a Pontoon Bridge cannot be used for traffic in the turn during which it is completed',
  'remagen.rule.pontoonSlow':
    'Movement, Bridges: motorized units crossing a Pontoon Bridge reduce their speed by one Movement Factor',
  'remagen.rule.nightFire': 'Optional Night Move: on turns 3, 6, 9, 12 and 15 the Fire portion is omitted',
  'remagen.rule.victory': 'the rules give no victory conditions: victory-conditions option, reconstructed',
} as const;

export const RULES_RU: Record<keyof typeof RULES_EN, string> = {
  'remagen.rule.sequence': 'Turn record: ходы идут один за другим, с 1 по 15',
  'remagen.rule.eliminated': 'Computing Hits; Morale Chart, D or A Eliminated: эти части снимаются с поля',
  'remagen.rule.arrival': 'Initial Setup; ходы прибытия войск США восстановлены, units.yaml',
  'remagen.rule.paratroops': 'Paratroop Drop: подставки попадают на поле только выброской',
  'remagen.rule.fire': 'Fire (1), (3): каждый сектор стреляет раз за ход, и огонь одной части не делится',
  'remagen.rule.returnFire': 'Fire (2): обороняющийся отвечает огнём из обстрелянных секторов',
  'remagen.rule.battles': 'Combat, Basic Odds: силы сектора не делятся, каждый сектор ведёт один бой',
  'remagen.rule.bridge': 'Ludendorff RR Bridge: кубик в начале каждого немецкого хода',
  'remagen.rule.engagedFire': 'Morale Chart, ENGAGED: нет огня из секторов в сцеплении, по ним и внутри них',
  'remagen.rule.phases': 'Fire; Combat: сначала огонь, затем бой; бой завершает ход атакующего',
  'remagen.rule.engagedMove': 'Morale Chart, ENGAGED: ни одна часть не выходит из секторов в сцеплении',
  'remagen.rule.bridgeGone': 'Ludendorff RR Bridge: в момент обрушения мост исчезает',
  'remagen.rule.day': 'Optional Night Move: днём факторы движения немцев на один меньше, но не меньше одного сектора',
  'remagen.rule.pontoonUnbuilt':
    'Engineers: понтонный мост готов после 30 единиц работ; до тех пор по нему нет движения',
  'remagen.rule.pontoonNew': 'Engineers: по понтонному мосту нельзя двигаться в тот ход, когда он достроен',
  'remagen.rule.pontoonSlow':
    'Movement, Bridges: моторизованные части, переходя понтонный мост, теряют один фактор движения',
  'remagen.rule.nightFire': 'Optional Night Move: в ходы 3, 6, 9, 12 и 15 часть «Огонь» пропускается',
  'remagen.rule.victory': 'в правилах нет условий победы: опция victory-conditions, восстановлено',
};

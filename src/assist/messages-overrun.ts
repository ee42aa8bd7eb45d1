// English for an overrun (src/rules/overrun-run.ts, `kind: overrun`); the Russian is in the catalogue's
// ru-overrun.ts. `{name}` is the procedure's own title as the designer gave it ("Overrun", "Sweep"), mid-sentence;
// `{Name}` the title as it begins a sentence; `{limit}` the limit's own words ("two overruns").

export const OVERRUN_EN = {
  'overrun.refused.removed': '{ref}{line} has {hits} hit{plural} on strength {strength}: it has been removed from play',
  'overrun.refused.lineOf': ' (line {line} of the position file)',
  'overrun.refused.overrunSides': 'an overrun needs moving units and the units they overrun',
  'overrun.refused.moveWith': '{ref} ({side}) cannot move with {other} ({otherSide})',
  'overrun.refused.oneArea': 'the moving units overrun from one area: {ref} is in {at}, {other} in {from}',
  'overrun.refused.movingSide': '{ref} is on the moving side',
  'overrun.refused.notInto': '{ref} is in {at}, not in {into}',
  'overrun.refused.singleUnit': 'with {option} {choice}, name the one unit overrun',
  'overrun.refused.stacking':
    '{count} {side} units in {at} ({units}): no more than {limit} friendly units may end their move in one area',
  'overrun.refused.areaMap': '{game} needs its area map',
  'overrun.refused.notInFile': '{flag}: {item} is not in {file}',
  'overrun.refused.whereIs': '{flag}: where is {item}? write {item}@AREA or give {--position FILE}',
  'overrun.refused.positionFile': 'a position file is read by the command line; here the journal holds the positions',
  'overrun.refused.defendersNeeded': '{--defenders} is needed (or {--position}, to take every enemy unit in the area)',
  'overrun.refused.singleUnitFlag': 'with {option} {choice}, name the unit with {--defenders}',
  'overrun.refused.noEnemyIn': '{at} holds no enemy units in {file}',
  'overrun.refused.noParting': 'a failed overrun fires no parting shots; {--parting-dice} is not used ({section})',
  'overrun.title': '{game}: {name} of {into}',
  'overrun.from': '{Name} from {from} into {into}: {attackers} against {defenders}',
  'overrun.mayTry': '{met}, the {name} may be tried',
  'overrun.of': 'of the {name} die',
  'overrun.success': 'the defenders are removed; {shots} parting shots',
  'overrun.failure': 'the movers stop in the area',
  'overrun.fails': 'The {name} fails: the movers must stop in {into}, beside the units they tried to {name}',
  'overrun.shots': '{ref} {dice}',
  'overrun.parting': 'Parting shots: {shots}: {faces}: {hits} hit{plural} on the movers, spread by their owner',
  'overrun.removed': 'Removed from play: {units}',
  'overrun.goOn':
    'The movers may go on to the next area and {name} again if the odds allow (at most {count} a turn); ' +
    'unmoved units may pass through {into} as if it were empty',
  'overrun.goOnSingle':
    'The movers may go on only if {into} is now empty of enemy units; at most {limit} a unit each turn',
  'overrun.hits': '{hits} hit{plural}',
  'overrun.allMiss': 'every die misses',
  'overrun.allHit': 'every die hits',
  'overrun.chance': '{code} {fraction}',
  'overrun.partingChances': 'Chances of hits from the {shots} parting shots: {chances}',
  'overrun.waiting': 'Waiting for a choice: {question}',
  'overrun.successNoPool': 'the defenders are removed',
  'overrun.goOnAny':
    'The movers may go on to the next area and {name} again if the odds allow; ' +
    'unmoved units may pass through {into} as if it were empty',
  'overrun.goOnSingleAny': 'The movers may go on only if {into} is now empty of enemy units',
  'overrun.absent.arrives': '{ref} arrives on turn {due}; this is turn {turn} ({section})',
} as const;

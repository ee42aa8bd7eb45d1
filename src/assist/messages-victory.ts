// English for a victory-point tally (src/rules/victory-tally.ts); the Russian is in the catalogue's
// ru-victory.ts.

export const VICTORY_EN = {
  'victory.tally.title': '{game}: victory points',
  'victory.tally.titleInterim': '{game}: victory points (interim, turn {turn})',
  'victory.tally.interim': 'Interim tally on turn {turn}: the game is scored at the end of turn {last} ({section})',
  'victory.tally.line': '{text}: {count} × {value} = {points} ({detail})',
  'victory.tally.total': 'Total: {total} VP',
  'victory.tally.level': '{why}{option}: {result} ({section})',
  'victory.tally.levelText': '{why}{option}: {result} ({section}). {text}',
  'victory.tally.option': ' (option {option}={choice})',
  'victory.tally.inBand': '{total} is in the band "{range}"',
  'victory.tally.rounded': '{total} rounded {way} is {value}, in the band "{range}"',
  'victory.tally.between': '{total} lies between the bands the levels name; between them it is the "{range}" level',
  'victory.tally.heldBy': '{place} is held by the {side} side',
  'victory.tally.heldByNone': '{place} is held by no side',
  'victory.tally.noneEntered': 'none brought in',
  'victory.tally.byOption': '{units} (option {option})',
  'victory.tally.none': 'none',
  'victory.tally.units': '{units}',
  'victory.tally.agreed': 'the players agreed {id}={agreed} at set-up; this game plays it that way',
  'victory.tally.badRange':
    'the victory level range "{range}" does not read as "N or less", "A-B", "N+" or "N or more"',
  'victory.tally.noLevel': 'no victory level of {chart} holds {total}',
} as const;

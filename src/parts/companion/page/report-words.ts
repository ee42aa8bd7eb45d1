// The report's fixed frames in the page's language. The rules modules print English lines for the CLI and the
// journal, and their output must stay byte for byte what it is; so the page reads each English line against the
// frames below and, where the catalogue has the frame's key ("report.KEY"), writes it in the language's words
// with the same values. A frame the catalogue lacks, or a line no frame matches, stays as printed: the
// Russian page's browser test fails on any such English line it meets, so a changed frame does not go unseen.

import type { Line } from '../../../assist/table/procedure.js';
import { render, type RuleWords } from '../../../assist/messages.js';

/** An English frame: its key, and a pattern whose groups are the values ({1}, {2}… in the template). */
type Frame = readonly [key: string, pattern: RegExp];

/** A pattern too long for one line, written in pieces. */
const joined = (...parts: RegExp[]): RegExp => new RegExp(parts.map((x) => x.source).join(''));

const FRAMES: readonly Frame[] = [
  // Set-up, sequence, movement, reserves, supply and victory (10.0, 6.1, 9.1, 8.1, 7.0, 9.2).
  ['previewNothing', /^(.+) \(preview: nothing written\)$/],
  ['setupProblems', /^(.+): set-up from (.+): (\d+) problems?$/],
  ['setupTitle', /^(.+): set-up from (.+)$/],
  ['outpostsCover', /^The outposts and their zones of control cover every front-line hex, (\S+) to (\S+) \(8\.4\)$/],
  [
    'placedCounts',
    /^German units placed: (\d+); Allied units placed: (\d+); in the strategic reserves: (\d+) \(10\.1, 10\.2\)$/,
  ],
  ['setupLegal', /^The set-up is legal; play begins with the Allied player turn of turn 1 \(10\.2\)$/],
  ['recorded', /^Recorded in (.+): turn (\d+), the Allied player turn$/],
  ['notPlaced', /^(\S+) is not placed: it sets up in (.+) \((\S+)\)$/],
  ['startsInReserve', /^(\S+) starts in the strategic reserve \((.+)\), not on the map \((\S+), 8\.1\)$/],
  ['outsideZone', /^(\S+) in (\S+) is outside its set-up zone, (.+) \((\S+)\)$/],
  [
    'outpostsUncovered',
    joined(
      /^the outposts, by their hexes or zones of control, leave front-line hex(?:es)? (.+) uncovered; /,
      /they must cover (\S+) to (\S+) before any is set elsewhere \(8\.4\)$/,
    ),
  ],
  ['outpostPlace', /^(\S+) in (\S+): outposts stand on the front line or east of it \(8\.4, 10\.1\)$/],
  ['moveTitle', /^(.+): movement, turn (\d+)$/],
  [
    'mpChecked',
    /^Movement points, paths and zones of control checked against the terrain chart \(6\.2, 6\.4, 6\.2\.1\)$/,
  ],
  ['moveForced', /^(\S+): (.+), ([\d.]+) of ([\d.]+) by forced march, clear of enemy zones of control \((.+)\)$/],
  ['moveMinimum', /^(\S+): (.+), one hex for all its ([\d.]+) \((.+)\)$/],
  ['movePath', /^(\S+): (\S+(?: → \S+)+), ([\d.]+) of ([\d.]+) \((.+)\)$/],
  ['stackLater', /^(\S+): (.+); judged at the end of the (turn|phase), when the excess is eliminated$/],
  ['endTitle', /^(.+): the end of turn (\d+)$/],
  ['stackEliminated', /^(\S+): over the stacking limit at its judging, (.+) eliminated \((.+)\)$/],
  ['noOverStack', /^No hex is over the stacking limit \(6\.3\)$/],
  ['gameOver', /^The game is over after turn (\d+): victory (\S+) gives the final tally \(4\.4\)$/],
  ['turnOver', /^Turn (\d+) is over; turn (\d+) begins with its air power \(4\.1\)$/],
  ['turnEnded', /^turn (\d+) has ended already \(4\.4\)$/],
  ['turnEndsAfter', /^turn (\d+) ends after the (\w+) player turn; it is the (.+) \(4\.4\)$/],
  ['mpCount', /^Movement points, paths and zones of control on the way are the players to count \(6\.2, 6\.4\)$/],
  ['exits', /^(\S+) leaves the map by the east edge from (\S+): \+1 VP, and it may not come back \(9\.1\)$/],
  ['reserveTitle', /^(.+): reserves, turn (\d+)$/],
  [
    'reserveEntersVp',
    joined(
      /^(\S+) enters from the strategic reserve at (\S+), /,
      /in supply and at full strength \(8\.1\): /,
      /\+1 VP to the Allies \(9\.1\)$/,
    ),
  ],
  ['reserveEnters', /^(\S+) enters from the strategic reserve at (\S+), in supply and at full strength \(8\.1\)$/],
  ['victoryInterim', /^(.+): victory points \(interim, turn (\d+)\)$/],
  ['victoryTitle', /^(.+): victory points$/],
  ['interimTally', /^Interim tally on turn (\d+): the game is scored at the end of turn 7 \(4\.4, 9\.1\)$/],
  ['vpLine', /^(.+): (\d+) × ([+-]?[\d.]+) = ([+-]?[\d.]+) \((.+)\)$/],
  ['vpTotal', /^Total: (-?[\d.]+) VP$/],
  ['levelText', /^(.+): (.+) \(9\.2\)\. (.+)$/],
  ['level', /^(.+): (.+) \(9\.2\)$/],
  ['inBand', /^(-?[\d.]+) is in the band "(.+)"$/],
  ['roundedBand', /^(-?[\d.]+) rounded (down|up) is (-?\d+), in the band "(.+)"$/],
  ['betweenBands', /^(-?[\d.]+) lies between the bands the levels name; between them it is the "(.+)" level$/],
  ['heldAllied', /^(\S+) is held by the Allies \(an Allied unit entered it last\)$/],
  ['heldGerman', /^(\S+) is German$/],
  ['reserveScores', /^(.+): a line crosses the map through hexes the Germans do not control$/],
  ['reserveNoScore', /^(.+): no line crosses the map through hexes the Germans do not control, so they score nothing$/],
  ['noRoadLine', /^(\S+) in (\S+) \(no line of road hexes all but one, 7\.1\)$/],
  ['sideOrder', /^(allied|german) (move-attack|attack-move)$/],
  // The mistakes a player makes on those screens, as the rules name them.
  ['needJournal', /^(.+) is kept in the game's journal: give --journal FILE$/],
  ['noneKept', /^(.+): this needs the game's journal, and none is kept here$/],
  ['noPositions', /^(.+) holds no positions yet: record the set-up first \(10\.0\)$/],
  ['noGame', /^(.+) holds no game yet: record the set-up first \(10\.0\)$/],
  [
    'chosenAlready',
    joined(
      /^the (\w+) player chose (\S+) for turn (\d+) already; the choice holds for the whole turn \(6\.1\)/,
      /(?:; --amend changes it before any unit moves or fights)?$/,
    ),
  ],
  [
    'notPhasingSetup',
    /^turn (\d+) is in the set-up; (.+) is for the (\w+) player in his own player turn \(4\.2, 4\.3\)$/,
  ],
  [
    'notPhasing',
    joined(
      /^turn (\d+) is in the (\w+) player turn; (.+) is for the (\w+) player in his own player turn \(4\.2, 4\.3\)/,
      /(?:\. The German player turn begins with his sequence choice: .+)?$/,
    ),
  ],
  [
    'alliedOver',
    /^the Allied player turn of turn (\d+) is over; the next begins after turn (\d+)'s air phase \(4\.1\)$/,
  ],
  ['noUnitNear', /^no unit "(.+)" in (\S+) \(did you mean "(.+)"\?\)$/],
  ['noUnit', /^no unit "(.+)" in (\S+)$/],
  ['notHex', /^"(.+)" is not a hex of (\S+)$/],
  ['notHexOnMap', /^"(.+)" is not a hex on the map \((\d+) columns × (\d+) rows\)$/],
  ['requiredOption', /^required option '(--[\w-]+) .*' not specified$/],
  ['counters', /^(\S+) has (\d+) counters?; there is no "(.+)"$/],
  ['unitAtHex', /^(--units|--exit) takes UNIT@HEX items, e.g. (\S+); not "(.+)"$/],
  ['namedTwice', /^(\S+) is named twice$/],
  ['notSideUnit', /^(\S+) is not an? (\w+) unit$/],
  ['outpostMoves', /^(\S+) is an outpost: outposts may not move \(8\.4\)$/],
  ['enemyHex', /^(\S+) may not enter (\S+): a player may never enter an enemy-occupied hex \(6\.3\)$/],
  ['enemyOccupied', /^(\S+) is enemy-occupied; a player may never enter an enemy-occupied hex \(6\.3\)$/],
  ['reservesTurn2', /^turn (\d+): reserves enter from turn 2 on; no reserves before turn 2 \(8\.1\)$/],
  ['notInReserve', /^(\S+) is not in the strategic reserve(?: \((.+)\))?$/],
  ['reserveEdge', /^(\S+) enters on the (west|east) edge road hexes (.+); not (\S+) \(8\.1\)$/],
  ['cannotExit', /^(\S+) cannot leave the map here: Allied units exit by the east edge, from a hex on it \(9\.1\)$/],
  ['sides', /^attacker: (.+); defender: (.+)$/],
  ['preview', /^(.+) \(preview: no die rolled, nothing written\)$/],
  ['title', /^(.+): (\w+) at (\S+)$/],
  ['reconstructed', /^warning: "(.+)" is reconstructed by Sandtable, not the published table \(see: (.+)\)$/],
  ['attackMove', /^Attack\/Move chosen for the turn(.*)$/],
  ['odds', /^Odds (\d+:\d+) = ([\d.]+), rounded in the defender's favour: column (\S+)$/],
  ['netRight', /^Net shift \+?(\d+) columns? right: column (\S+)$/],
  ['netLeft', /^Net shift -(\d+) columns? left: column (\S+)$/],
  ['roll', /^Roll (\d+): (\S+) \((\S+)\)$/],
  ['rollRow', /^Roll (\d+): row (\S+)$/],
  ['rollDrmRow', /^Roll (\d+) ([+-]\d+) = (-?\d+): row (\S+)$/],
  ['resultMeaning', /^Result (\S+): (.+)$/],
  ['airCodeSurge', /^(\d+) RAF \+ Surge$/],
  ['airUnits', /^(\d+) RAF air units?$/],
  ['airUnitsSurge', /^(\d+) RAF air units?, the Luftwaffe Surge$/],
  ['fuhrerReleased', /^a roll under (\d+): the unit may enter \(11\.2\)$/],
  ['fuhrerRefused', /^a 6: stays in the reserve for the rest of the game \(11\.2\)$/],
  ['waiting', /^Waiting for a choice \((.+)\):$/],
  ['dice', /^Dice: (.+)$/],
  ['diceHand', /^(\d+d\d+)((?:: [\d ]+)?) = (\d+) \(by hand\)$/],
  ['diceMachine', /^(\d+d\d+)((?:: [\d ]+)?) = (\d+) \(machine\)$/],
  ['lossAll', /^(\w+) result (\d+): every unit retreats \d+ hex(?:es)? or \d+ units? (?:is|are) lost, .+ \(6\.5\.3\)$/],
  ['vacated', /^(\S+) is vacated: (.+) may advance into it, within the stacking limits \(6\.5\.4\)(.*)$/],
  ['answerUnits', /^; answer with the units, or none$/],
  ['unitWhy', /^(\S+) \((\S+)\): (.+)$/],
];

export interface ReportWords {
  /** The page's words: "report.KEY" frames among them. */
  words: Readonly<Record<string, string>>;
  /** Whole texts by their English (chart cells, place names), from the game's locale. */
  texts: Readonly<Record<string, string>>;
  /**
   * Cell labels of the map's primary numbering by the label this language's map prints ("I9" → "0909"), so a
   * report names the hex the player sees on the Russian map; none where the language has no numbering of its own.
   */
  cells?: Readonly<Record<string, string>>;
  /** The game's ids other than units' (zones, reserve boxes) by id, as the set-up check names them. */
  ids?: Readonly<Record<string, string>>;
  /** The rules engine's messages in this language ("rules" in the word catalogue), for keyed lines. */
  rules?: RuleWords;
}

/** A text the locale holds capitalised ("East of the front line"), met in the middle of a line in lower case. */
function lowerText(text: string, rw: ReportWords): string | undefined {
  const first = text.charAt(0);
  if (first === first.toUpperCase()) return undefined;
  const found = rw.texts[first.toUpperCase() + text.slice(1)];
  return found && found.charAt(0).toLowerCase() + found.slice(1);
}

/** Cell labels the rules print ("I9", "H8") in the numbering of the page's language. */
function renumber(text: string, rw: ReportWords): string {
  const cells = rw.cells;
  if (!cells) return text;
  return text.replace(/(?<![\p{L}\p{N}-])[A-Z]{1,2}\d{1,3}(?![\p{L}\p{N}])/gu, (label) => cells[label] ?? label);
}

function fill(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => values[Number(i) - 1] ?? m);
}

/** One piece of a line in the page's language: a whole known text, a frame with its values, else itself. */
function phrase(text: string, rw: ReportWords, depth: number): string {
  const whole = rw.texts[text] ?? rw.words[`report.word.${text}`] ?? rw.ids?.[text] ?? lowerText(text, rw);
  if (whole !== undefined) return whole;
  if (depth > 4) return text;
  for (const [key, pattern] of FRAMES) {
    const template = rw.words[`report.${key}`];
    const m = template === undefined ? null : pattern.exec(text);
    if (m)
      return fill(
        template!,
        m.slice(1).map((v) => (v ? phrase(v, rw, depth + 1) : '')),
      );
  }
  // Lists of "a; b" or "attacker: x" parts each read on their own.
  if (text.includes('; '))
    return text
      .split('; ')
      .map((x) => phrase(x, rw, depth + 1))
      .join('; ');
  // "Game: what": each side of the first colon read on its own.
  const at = text.indexOf(': ');
  if (at > 0) return `${phrase(text.slice(0, at), rw, depth + 1)}: ${phrase(text.slice(at + 2), rw, depth + 1)}`;
  return text;
}

/** A name from the game's data (a terrain, a chart's text, a zone) in the page's language, else as it is. */
const nameIn = (v: string, rw: ReportWords): string =>
  rw.texts[v] ?? rw.words[`report.word.${v}`] ?? rw.ids?.[v] ?? lowerText(v, rw) ?? v;

/** A keyed line in the page's language: its template from the catalogue's rules words, nothing read back. */
export function keyedLine(line: Line, rw: ReportWords): string {
  if (typeof line === 'string') return reportLine(line, rw);
  return renumber(
    render(line, rw.rules, (v) => nameIn(v, rw)),
    rw,
  );
}

/** A report line in the page's language; its indent and any marker before it kept. */
export function reportLine(line: string, rw: ReportWords): string {
  const m = /^([\s▶]*)(.*)$/.exec(line)!;
  if (!m[2]) return line;
  const bars = /^(.+?)(\s+[█·]+\s+[\d.]+% \(\d+\/\d+\)\s+)(.+)$/.exec(m[2]);
  if (bars) return renumber(`${m[1]}${phrase(bars[1], rw, 0)}${bars[2]}${phrase(bars[3], rw, 0)}`, rw);
  return renumber(`${m[1]}${phrase(m[2], rw, 0)}`, rw);
}

/** A chance's meaning, a question or an error in the page's language. */
export const reportText = (text: string, rw: ReportWords): string => renumber(phrase(text, rw, 0), rw);

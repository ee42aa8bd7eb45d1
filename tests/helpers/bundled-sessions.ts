import { NORDWIND_SECTION_L } from './examples.js';

// Scripted table sessions for the four bundled games: the transcripts test replays them against the English it
// gave before the rules model, the copies test against a copy of each game under a new id and name.

export const DOAD_POSITION = [
  'units:',
  '  - "us-422-inf@schnee-eifel"',
  '  - { unit: us-424-inf, at: winterspelt, hits: 2 }',
  '  - "us-589-fa@auw"',
  '  - "us-18-cav-a@roth-kobscheid"',
  '  - "us-168-engr@st-vith"',
  '  - { unit: de-294-vgr, at: roth-kobscheid, hits: 1 }',
  '  - "de-295-vgr@auw"',
  '  - "de-293-vgr@oberlascheid"',
  '  - "de-164-vgr@winterspelt"',
  '',
].join('\n');

// Veritable supply (7.0-7.2): a German regiment and an outpost ringed by brigades, a stack in Cleve, two Allied units
// ringed by Germans (a combat-move brigade and a 79th Armoured unit), and lines on and off the roads.
export const VERITABLE_POSITION = [
  'units:',
  '  - gr-1052@E5',
  '  - 71-bde@D4',
  '  - 158-bde@D5',
  '  - 160-bde@E4',
  '  - 44-bde@E6',
  '  - 46-bde@F4',
  '  - 227-bde@F5',
  '  - fjr-19@N5',
  '  - 152-bde@M5',
  '  - 153-bde@M6',
  '  - 154-bde@N4',
  '  - 4-cdn-bde@N6',
  '  - 5-cdn-bde@O5',
  '  - 6-cdn-bde@O6',
  '  - 30-armd-bde@G9',
  '  - 214-bde@G9',
  '  - gr-1051@F8',
  '  - gr-1062@F9',
  '  - fjr-20@G8',
  '  - pgr-60@G10',
  '  - pgr-156@H8',
  '  - outpost-1@H9',
  '  - outpost-2@C4',
  '  - 7-cdn-bde@B3',
  '  - 8-cdn-bde@B4',
  '  - 9-cdn-bde@C3',
  '  - 129-bde@C5',
  '  - 130-bde@D3',
  '',
].join('\n');

const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16';

/** Each game's session: commands in order; JOURNAL and POSITION stand for files in the session's folder. */
export const SESSIONS: Record<string, string[][]> = {
  veritable: [
    ['crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3'],
    ['crt', 'veritable', '--odds', '3:1', '--preview'],
    ['crt', 'veritable', '--odds', '3:1', '--preview', '--explain'],
    ['air', 'veritable', '--turn', '3', '--roll', '5', '--surges', '0'],
    ['air', 'veritable', '--turn', '2', '--roll', '4', '--journal', 'JOURNAL'],
    ['sequence', 'veritable', '--side', 'allied', '--order', 'attack-move', '--journal', 'JOURNAL'],
    ['combat', 'veritable', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--preview'],
    [
      'combat',
      'veritable',
      '--attacker',
      '71-bde@H8',
      '--defender',
      'gr-1051@I9',
      '--roll',
      '3',
      '--retreat-rolls',
      '1,1',
    ],
    ['fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', '3', '--roll', '1'],
    ['victory', 'veritable', '--journal', 'JOURNAL'],
    ['units', 'veritable', '--journal', 'JOURNAL'],
    ['supply', 'veritable', '--position', 'VPOSITION', '--side', 'allied'],
    ['supply', 'veritable', '--position', 'VPOSITION', '--side', 'german'],
  ],
  remagen: [
    ['crt', 'remagen', '--odds', '2:1', '--seed', 'one'],
    ['crt', 'remagen', '--odds', '7:1', '--roll', '3'],
    ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--fill', '--seed', 'transcript'],
    ['fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--preview'],
    ['bridge', 'remagen', '--turn', '4', '--roll', '2', '--journal', 'JOURNAL'],
    ['drop', 'remagen', '--turn', '8', '--dice', '3,4'],
    ['labour', 'remagen', '--site', 'B9', '--damage', '2', '--dice', '6,5', '--journal', 'JOURNAL'],
    ['victory', 'remagen', '--journal', 'JOURNAL'],
  ],
  'death-of-a-division': [
    ['crt', 'death-of-a-division', '--help'],
    [
      'fire',
      'death-of-a-division',
      '--position',
      'POSITION',
      '--firer',
      'us-18-cav-a',
      '--target',
      'de-294-vgr',
      '--artillery',
      'us-589-fa',
      '--dice',
      '6,2,6,5',
    ],
    ['supply', 'death-of-a-division', '--position', 'POSITION'],
    ['arrival', 'death-of-a-division', '--unit', 'us-422-inf', '--dice', '1'],
    // Arrival (8), run by the rules engine from rules.yaml since round 9: one die a reinforcement, kept a unit.
    ['arrival', 'death-of-a-division', '--unit', 'us-14-tank,us-27-aib', '--dice', '1,6', '--turn', '2'],
    ['surprise', 'death-of-a-division', '--area', 'auw,winterspelt', '--turn', '1', '--seed', 'transcript'],
    ['victory', 'death-of-a-division', '--journal', 'JOURNAL'],
  ],
  nordwind: [
    ['crt', 'nordwind', '--table', 'forest', '--diff', '0', '--roll', '7'],
    ['combat', 'nordwind', ...NORDWIND_SECTION_L, '--preview'],
    ['combat', 'nordwind', ...NORDWIND_SECTION_L, '--rolls', '9', '--choose', 'none'],
    [
      'combat',
      'nordwind',
      '--area',
      'lemberg',
      '--attacker',
      '2',
      '--defender',
      '1',
      '--from',
      'north',
      '--rolls',
      '7',
    ],
    ['victory', 'nordwind', '--journal', 'JOURNAL'],
    // Victory (I), declared in rules.yaml since round 15: each way as the victory hook worded it.
    ['victory', 'nordwind', '--exited', '5', '--german-holds', 'strasbourg'],
    ['victory', 'nordwind', '--exited', '9', '--exactly-nine', 'overwhelming', '--journal', 'JOURNAL'],
    ['victory', 'nordwind', '--exactly-nine', 'none', '--german-holds', 'lemberg', '--journal', 'JOURNAL'],
  ],
};

/** The copies test's position of Death of a Division: a troop, the artillery at Auw, the 294th with a hit. */
export const DOAD_COPY_POSITION =
  'units:\n  - "us-18-cav-a@roth-kobscheid"\n  - "us-589-fa@auw"\n' +
  '  - { unit: de-294-vgr, at: roth-kobscheid, hits: 1 }\n';
// Rule 5's contested area: the 294th shares Losheim with a U.S. troop, and may not overrun into Krewinkel.
export const DOAD_CONTESTED =
  'units:\n  - "de-294-vgr@losheim"\n  - "us-18-cav-a@losheim"\n  - { unit: us-18-cav-c, at: krewinkel, hits: 1 }\n';

const TARGETS_L17 = 'us-27aib-rifles#1@L17,us-27aib-mg#1@L17';

/** Commands after `<verb> GAME` (a verb may have a subcommand); JOURNAL is the game's journal in that run. */
export const PLAYS: Record<string, string[][]> = {
  veritable: [
    ['combat', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'],
    ['combat', '--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--preview', '--json'],
    ['air', '--turn', '3', '--roll', '5', '--surges', '0'],
    ['fuhrer', '--unit', 'pgr-60', '--turn', '3', '--roll', '1'],
    ['sequence', '--side', 'allied', '--order', 'attack-move', '--journal', 'JOURNAL'],
    // A turn kept in one journal, so that every hook writes its command line and entry there.
    ['setup check', '--position', 'data/veritable/examples/setup.yaml', '--journal', 'JOURNAL'],
    ['air', '--turn', '1', '--journal', 'JOURNAL'],
    ['sequence', '--side', 'allied', '--order', 'move-attack', '--journal', 'JOURNAL'],
    ['move', '--units', '152-bde@E9', '--journal', 'JOURNAL'],
    [
      'combat',
      '--attacker',
      '71-bde@E7,158-bde@E7',
      '--defender',
      'outpost-2@F7',
      '--seed',
      's',
      '--journal',
      'JOURNAL',
    ],
    ['combat', '--choose', '71-bde=D7,158-bde=D7', '--journal', 'JOURNAL'],
    ['combat', '--choose', '158-bde', '--journal', 'JOURNAL'],
    ['supply', '--journal', 'JOURNAL'],
    ['sequence', '--side', 'german', '--order', 'move-attack', '--journal', 'JOURNAL'],
    ['end-turn', '--journal', 'JOURNAL'],
    ['victory', '--journal', 'JOURNAL'],
    // Turn 2: reserves enter (8.1), one refused for an entry hex that is not on the map edge.
    ['air', '--turn', '2', '--roll', '4', '--journal', 'JOURNAL'],
    ['sequence', '--side', 'allied', '--order', 'move-attack', '--journal', 'JOURNAL'],
    ['reserve', '--units', '129-bde@E9', '--journal', 'JOURNAL'],
    ['reserve', '--units', '129-bde@A3,30-armd-bde@A7', '--journal', 'JOURNAL'],
    ['reserve', '--units', '130-bde@A3', '--journal', 'JOURNAL', '--lang', 'ru'],
    ['combat', '--help'],
    ['reserve', '--help'],
  ],
  remagen: [
    // The set-up (start) into the journal, checked (setup check), before the turn's plays in the same journal.
    ['start', '--journal', 'JOURNAL'],
    ['setup check', '--journal', 'JOURNAL'],
    ['move', '--units', 'us-27aib-rifles#1@J3', '--journal', 'JOURNAL', '--turn', '1'],
    ['fire', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--fill', '--seed', 'copy'],
    // Fire as a declared salvo (kind: salvo) with the game's check hook: losses and the fire portion in the journal,
    // a second salvo from a sector that has fired refused, return fire, Russian and --json.
    ['fire', '--firer', FIRERS, '--target', TARGETS, '--dice', '5,4,4', '--hit-dice', '3,3', '--journal', 'JOURNAL'],
    ['fire', '--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-mg#1@L16', '--dice', '1,1', '--journal', 'JOURNAL'],
    ['fire', '--firer', 'us-27aib-mg#1@L16', '--target', 'de-11pz-pz4#1@L18', '--return-fire', '--dice', '6,6'],
    [
      'fire',
      '--firer',
      'us-27aib-mg#1@L16',
      '--target',
      'de-11pz-pz4#1@L18',
      '--dice',
      '6,1',
      '--json',
      '--lang',
      'ru',
    ],
    ['fire', '--help'],
    ['bridge', '--turn', '4', '--roll', '2', '--journal', 'JOURNAL'],
    ['drop', '--turn', '8', '--dice', '3,4'],
    ['labour', '--site', 'B9', '--damage', '2', '--dice', '6,5', '--journal', 'JOURNAL'],
    ['victory', '--journal', 'JOURNAL'],
    // Morale combat (Morale Chart): a roll, the preview's odds and chances, past the chart's end, and Russian.
    ['morale', '--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17', '--roll', '4'],
    ['morale', '--attacker', 'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18', '--defender', TARGETS_L17, '--preview', '--json'],
    ['morale', '--attacker', 'de-11pz-panthers#1@L18,de-11pz-panthers#2@M18', '--defender', 'us-27aib-rifles#1@L17'],
    ['morale', '--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17', '--roll', '2', '--lang', 'ru'],
    // Options and help come from the hook entries' declarations in rules.yaml, copied with the game.
    ['morale', '--help'],
    ['labour', '--help'],
  ],
  'death-of-a-division': [
    ['fire', '--position', 'CPOSITION', '--firer', 'us-18-cav-a', '--target', 'de-294-vgr', '--dice', '6,2,6'],
    ['supply', '--position', 'CPOSITION'],
    ['surprise', '--area', 'auw', '--turn', '1', '--seed', 'copy'],
    // Movement from rules.yaml: refused alike (rules 5; 3, 8).
    ['overrun', '--position', 'CONTESTED', '--movers', 'de-294-vgr', '--into', 'krewinkel'],
    // The parting shots are the declared pool the engine rolls: two hits on three movers wait for their owner.
    [
      'overrun',
      ...['--movers', 'de-294-vgr@losheim,de-18-ag@losheim,de-18-mobile@losheim', '--into', 'krewinkel'],
      ...['--defenders', 'us-18-cav-c@krewinkel', '--roll', '5', '--parting-dice', '6,6', '--journal', 'JOURNAL'],
    ],
    ['fire', '--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--turn', '3', '--preview'],
    ['fire', '--firer', 'us-14-tank@amel', '--target', 'de-294-vgr@amel', '--turn', '4', '--preview'],
    ['arrival', '--unit', 'us-14-tank,us-27-aib', '--dice', '1,6', '--turn', '2'],
    ['victory', '--taken-on', '5'],
    ['move', '--position', 'CPOSITION', '--units', 'us-589-fa@andler'],
    ['arrival', '--help'],
    ['overrun', '--help'],
  ],
  nordwind: [
    ['combat', ...NORDWIND_SECTION_L, '--preview'],
    ['combat', '--area', 'lemberg', '--attacker', '2', '--defender', '1', '--from', 'north', '--rolls', '7'],
    ['victory', '--journal', 'JOURNAL'],
    // Victory (I) as rules.yaml declares it: each way, the gap's option, the journal's exits read back.
    ['victory', '--exited', '9', '--exactly-nine', 'none', '--german-holds', 'lemberg', '--journal', 'JOURNAL'],
    ['victory', '--german-holds', 'strasbourg', '--journal', 'JOURNAL', '--json'],
    ['victory', '--help'],
    ['move', '--units', 'us-397-inf@siersthal', '--areas', '2', '--turn', '1'],
    ['hand', '--side', 'allied', '--set', 'artillery-support,movement-1', '--turn', '2', '--journal', 'JOURNAL'],
    ['hand', '--help'],
    // Replacements (K) from a journal on the 10 January turn with losses: one back, a second refused, Russian.
    ['replace', '--unit', 'us-397-inf', '--at', 'strasbourg', '--journal', 'LOSSES'],
    ['replace', '--unit', 'us-71-inf', '--at', 'haguenau', '--journal', 'LOSSES'],
    ['replace', '--unit', 'gr-87', '--at', 'rimling', '--journal', 'LOSSES', '--lang', 'ru'],
    ['replace', '--unit', 'gr-87', '--at', 'start-a', '--journal', 'LOSSES', '--json'],
    ['replace', '--help'],
  ],
};

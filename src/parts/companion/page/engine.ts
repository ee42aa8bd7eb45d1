// The page's rules engine: everything the page's script (main.ts) runs of the rules, gathered in one module. The
// build makes it a script of its own, kept in the page as inert text and run the first time the page needs it
// (rolldown.config.mjs), so the first screen is drawn and answers a tap before a phone parses and starts the rules.
export { parseDice } from '../../../model/dice-spec.js';
export { deviceSource, resumedSource } from '../../../assist/dice/random-core.js';
export { rollDice } from '../../../assist/dice/roll-dice.js';
export { sumDistribution } from '../../../assist/dice/sum-distribution.js';
export { runCrt } from '../../../assist/table/crt-reader.js';
export { entryInWords, undoLast } from '../../../assist/journal/journal-entries.js';
export { journalText } from '../../../assist/journal/journal-format.js';
export { InputError, UsageError } from '../../../util/input-error.js';
export { KeyedUsage, asMessage, gameWords } from '../../../assist/messages.js';
export { RuleRefusal as KeyedRefusal } from '../../../rules/report.js';
export { declared, pageProcedures } from './procedures.js';
export { browserJournal, readImport } from './browser-journal.js';
export { keyedLine, reportLine, reportText } from './report-words.js';
export { readPositionText } from '../../../assist/position/position-text.js';
export { stateLines } from './journal-state.js';
export { gameKeyName } from '../../../rules/journal-words.js';

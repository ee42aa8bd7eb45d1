export * from '../../../assist/table/hand-dice.js';

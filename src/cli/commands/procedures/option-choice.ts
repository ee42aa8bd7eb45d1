export * from '../../../assist/table/option-choice.js';

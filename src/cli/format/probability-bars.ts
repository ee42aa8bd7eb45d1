export * from '../../assist/table/probability-bars.js';

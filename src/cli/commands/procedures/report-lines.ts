export * from '../../../assist/table/report-lines.js';

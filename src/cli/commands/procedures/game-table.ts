export type { UnitStatus, UnitStatusReader, UnitStatusHook } from '../../../assist/table/unit-status.js';

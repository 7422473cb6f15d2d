import type { Selectable } from 'kysely';
import type {
  StaffAuditTable,
  StaffFactorsTable,
  StaffSessionsTable,
  StaffThrottleTable,
  StaffUsersTable,
} from '../../../../shared/data/schema';

export type StaffUser = Selectable<StaffUsersTable>;
export type StaffFactor = Selectable<StaffFactorsTable>;
export type StaffSession = Selectable<StaffSessionsTable>;
export type StaffAuditEntry = Selectable<StaffAuditTable>;
export type StaffThrottle = Selectable<StaffThrottleTable>;

/** Columns PostgreSQL returns as text (bigint) read back as numbers. */
export const factorRow = (row: StaffFactor): StaffFactor => ({
  ...row,
  last_step: row.last_step === null ? null : Number(row.last_step),
  counter: row.counter === null ? null : Number(row.counter),
});

import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../shared/data/schema';
import { staffAccountTables } from './staff/accounts';
import { staffAuditTable } from './staff/audit';
import { staffChallengeTables } from './staff/challenges';
import { staffFactorTables } from './staff/factors';
import { staffSessionTable } from './staff/sessions';
import { staffThrottleTable } from './staff/throttles';

export type { StaffAuditEntry, StaffFactor, StaffSession, StaffThrottle, StaffUser } from './staff/rows';

/**
 * The staff area's tables, one file of ./staff per group. Every write that must happen once (an
 * enrolment link claimed, a TOTP step, a recovery code) is one conditional UPDATE, so two
 * requests at the same moment, on one instance or two, cannot both succeed.
 */
export function createStaffRepository(db: Kysely<DatabaseSchema>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    ...staffAccountTables(db, postgres),
    ...staffFactorTables(db),
    ...staffSessionTable(db),
    ...staffAuditTable(db),
    ...staffThrottleTable(db),
    ...staffChallengeTables(db, postgres),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

import type { Kysely } from 'kysely';
import { createPersonalDataQueries, type PersonalDataStore } from '../data/personalData';
import type { DatabaseSchema } from '../../../shared/data/schema';
import { mentionsPerson } from './matching';

/**
 * Everything stored about a person, to find, erase and expire: the queries of
 * api/src/features/privacy/data/personalData.ts, with the rule of ./matching.ts for which chat feedback
 * mentions them. What the `leads` command and the retention job use.
 */
export function createPersonalDataStore(db: Kysely<DatabaseSchema>): PersonalDataStore {
  return createPersonalDataQueries(db, mentionsPerson);
}

export type { Erasure, PersonMatch, PersonalDataStore } from './data/personalData';
export { PersonMatchError, personMatch } from './domain/matching';
export { applyRetention, startRetention } from './domain/retention';
export type { Retention } from './domain/retention';
export { createPersonalDataStore } from './domain/store';

import type { LeadKind } from '../../shared/data/schema';

/** `--limit N` of list, feedback and outbox. */
export const limitOption = { limit: { type: 'string' } } as const;
export const LIMIT_PROBLEM = 'Geef bij --limit een heel aantal op, 1 of meer.';

/** The rows to show: 50 unless --limit says otherwise; undefined when it is no whole number of 1 or more. */
export function readLimit(value: string | undefined): number | undefined {
  const limit = Number(value ?? 50);
  return Number.isInteger(limit) && limit >= 1 ? limit : undefined;
}

/** `--kind callback|project` of list and export. */
export const kindOption = { kind: { type: 'string' } } as const;
export const KIND_PROBLEM = 'Geef bij --kind callback of project op.';

/** The kind to show (undefined: both), or a problem when it is neither. */
export function readKind(value: string | undefined): { kind: LeadKind | undefined } | { problem: string } {
  if (value === undefined || value === 'callback' || value === 'project') return { kind: value };
  return { problem: KIND_PROBLEM };
}

/** `--days N` of purge and chat-stats. */
export const daysOption = { days: { type: 'string' } } as const;
export const DAYS_PROBLEM = 'Geef bij --days een heel aantal dagen op, 1 of meer.';

/** The days `--days` gives, else the fallback's; undefined when it is no whole number of 1 or more. */
export function readDays(value: string | undefined, fallback: () => number): number | undefined {
  const days = value === undefined ? fallback() : Number(value);
  return Number.isInteger(days) && days >= 1 ? days : undefined;
}

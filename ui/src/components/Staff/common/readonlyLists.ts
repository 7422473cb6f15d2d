/**
 * A contract type as the staff components read it: its lists read-only, so stories can pass
 * constant data and the site the api's JSON as it is.
 */
export type ReadonlyLists<T> = { readonly [K in keyof T]: T[K] extends (infer Item)[] ? readonly Item[] : T[K] };

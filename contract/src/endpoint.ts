/**
 * One call of the api: its method and path, and, for the compiler only, what it takes and what
 * it answers. The staff area's typed calls are built on these (`staffCall(endpoint, body)`).
 */
export interface Endpoint<Body, Answer> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Never set at run time: carries the body's and the answer's types. */
  readonly types?: { body: Body; answer: Answer };
}

/** An endpoint of `method` and `path` that takes `Body` (none: `undefined`) and answers `Answer`. */
export function endpoint<Body = undefined, Answer = undefined>(
  method: Endpoint<Body, Answer>['method'],
  path: string,
): Endpoint<Body, Answer> {
  return { method, path };
}

/** A path segment as given (an id), encoded for a URL. */
export const segment = (value: string): string => encodeURIComponent(value);

/** `?a=1&b=2` of the given parameters (undefined ones left out), or nothing without any. */
export function query(parameters: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(parameters).flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const VALID_ID = /^[\w.-]{1,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The request id: taken from a valid `x-request-id` header, or generated. */
    id: string;
  }
}

/**
 * URLs are logged without their query, every one: a staff search term may be a name or a
 * number, and a visitor's query may hold what a form put there (a browser that sent a form
 * with GET, a link someone shared). The path says which page or endpoint it was.
 */
const loggedUrl = (url: string): string => url.replace(/[?#].*$/, '');

/**
 * One JSON log line per request: id, method, path (no query), status and duration. No headers,
 * no body, no IP address. (A small middleware instead of pino-http: it serialises only these fields.)
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', req.id);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const line = {
        reqId: req.id,
        method: req.method,
        url: loggedUrl(req.originalUrl),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // An event stream (the inbox's live stream, a chat answer) ends when the reader leaves
      // the page or stops it: that is how such a stream ends, not a problem.
      const streamLeft = status === 499 && String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
      if (status >= 500) logger.error(line, 'request failed');
      else if (status >= 400 && !streamLeft) logger.warn(line, 'request completed');
      else logger.info(line, 'request completed');
    };
    res.once('finish', log);
    res.once('close', log);
    next();
  };
}

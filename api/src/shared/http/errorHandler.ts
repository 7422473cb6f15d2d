import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errors, HttpError } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns body-parser's errors into the service's own. */
export function fromBodyParser(error: BodyParserError): HttpError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return errors.invalidJson();
    case 'entity.too.large':
      return errors.payloadTooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType();
    case 'request.aborted':
    case 'request.size.invalid':
    case 'parameters.too.many':
      return new HttpError(400, 'bad_request', 'Het verzoek kon niet worden gelezen.');
    default:
      return undefined;
  }
}

/** The one place where errors become responses: JSON {error, message}, never a stack. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const known = knownError(error);
    const httpError = known ?? errors.internal();
    if (!known) logger.error({ reqId: req.id, err: error }, 'unhandled error');
    if (res.headersSent) {
      // A stream already started: the only clean thing left is to end it.
      res.end();
      return;
    }
    if (httpError.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(httpError.retryAfterSeconds));
    res.status(httpError.status).json({
      error: httpError.code,
      message: httpError.message,
      ...(httpError.fields ? { fields: httpError.fields } : {}),
      ...httpError.details,
    });
  };

/** The error as the service words it: ours, body-parser's, another 4xx; undefined when it is a failure of ours. */
export function knownError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const parsed = fromBodyParser(error as BodyParserError);
  if (parsed) return parsed;
  const status = (error as BodyParserError).status;
  return typeof status === 'number' && status >= 400 && status < 500
    ? new HttpError(status, 'bad_request', 'Het verzoek kon niet worden verwerkt.')
    : undefined;
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(errors.notFound());

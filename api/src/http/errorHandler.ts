import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errors, HttpError } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns body-parser's errors into the service's own. */
function fromBodyParser(error: BodyParserError): HttpError | undefined {
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
    const known =
      error instanceof HttpError
        ? error
        : (fromBodyParser(error as BodyParserError) ??
          (typeof (error as BodyParserError).status === 'number' &&
          (error as BodyParserError).status! >= 400 &&
          (error as BodyParserError).status! < 500
            ? new HttpError((error as BodyParserError).status!, 'bad_request', 'Het verzoek kon niet worden verwerkt.')
            : undefined));
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

export const apiNotFound: RequestHandler = (_req, _res, next) => next(errors.notFound());

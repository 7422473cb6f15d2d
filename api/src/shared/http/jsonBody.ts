import express, { type RequestHandler } from 'express';
import { errors } from '../errors';

/** Accepts only `application/json` bodies up to `limit` ("16kb", or bytes); others get 415 / 413. */
export function jsonBody(limit: string | number): RequestHandler[] {
  const parse = express.json({ limit, strict: true });
  const requireJson: RequestHandler = (req, _res, next) => {
    if (!req.is('application/json')) return next(errors.unsupportedMediaType());
    // JSON is UTF-8 (RFC 8259); other declared charsets are refused rather than guessed at.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return next(errors.unsupportedMediaType());
    next();
  };
  return [requireJson, parse];
}

import { createHash } from 'node:crypto';
import { agency, contactFormPost, contactFormTexts } from '@agency/content';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { leadsApi } from '@agency/contract/leads';
import type { HttpError } from '../../../shared/errors';
import { errors } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import { knownError } from '../../../shared/http/errorHandler';
import { jsonBody } from '../../../shared/http/jsonBody';

/**
 * The contact form posted by the browser itself, before the page's JavaScript took over (a
 * slow phone, scripts off): `application/x-www-form-urlencoded` to the same endpoint the
 * page's code sends JSON to. The same rules apply (the body goes through the same schema,
 * limits and honeypot); what differs is the answer: a redirect back to the contact page's
 * thank-you (post/redirect/get: a reload sends nothing twice, the URL holds none of the
 * fields), or a page in Dutch that says what to change.
 */
export const isFormPost = (req: Request): boolean =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** At most the form's own fields (name, email, phone, message, website) and a few more. */
const FORM_PARAMETERS = 10;

/** JSON as before, or the form encoding (UTF-8, flat: a repeated field is a list, which the schema refuses). */
export function jsonOrFormBody(limit: string | number): RequestHandler[] {
  const form = express.urlencoded({ extended: false, limit, parameterLimit: FORM_PARAMETERS });
  const [requireJson, parseJson] = jsonBody(limit) as [RequestHandler, RequestHandler];
  return [
    (req, res, next) => (isFormPost(req) ? form(req, res, next) : requireJson(req, res, next)),
    (req, res, next) => (isFormPost(req) ? next() : parseJson(req, res, next)),
  ];
}

/** The endpoint the form posts to, within the api router. */
const CONTACT_PATH = leadsApi.paths.contact.replace(/^\/api/, '');

/** Where the browser goes after a stored post: the contact page, at the form's thank-you. */
export const SENT_LOCATION = `/contact#${contactFormPost.sentTargetId}`;

/** The form's label of each field the api may name in a refusal. */
const LABELS: Record<string, string> = {
  name: contactFormTexts.nameLabel,
  email: contactFormTexts.emailLabel,
  phone: contactFormTexts.phoneLabel,
  message: contactFormTexts.messageLabel,
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = [
  'body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}',
  'main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}',
  'h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}',
  'ul{padding-left:1.25rem}',
  'li{margin-block:.5rem}',
  'a{color:#1d4ed8;text-underline-offset:.15em}',
  'a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}',
  '.back{display:inline-block;margin-top:1rem;font-weight:600}',
  '.hint,.otherwise{color:#334155}',
].join('');
/** The page's one inline style sheet, allowed by its hash and nothing else. */
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/** The page of a refused post: what to change (per field, with its label), or why it was not taken. */
export function refusalPage(error: HttpError): string {
  const texts = contactFormPost.refused;
  const fields = Object.entries(error.fields ?? {});
  const reasons = fields.length
    ? `<p>${escapeHtml(texts.fields)}</p><ul>${fields
        .map(
          ([field, message]) =>
            `<li><strong>${escapeHtml(LABELS[field] ?? field)}</strong>: ${escapeHtml(message)}</li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(error.message)}</p>`;
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${texts.title} · ${agency.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
${reasons}
<p><a class="back" href="/contact">${escapeHtml(texts.back)}</a></p>
<p class="hint">${escapeHtml(texts.backHint)}</p>
<p class="otherwise">${escapeHtml(texts.otherwise)} <a href="mailto:${escapeHtml(agency.email)}">${escapeHtml(agency.email)}</a>, <a href="${escapeHtml(agency.phone.href)}">${escapeHtml(agency.phone.display)}</a></p>
</main>
</body>
</html>
`;
}

/**
 * A refused form post (its fields, its limit, its body, a failure of ours) gets the page, with
 * the status the JSON answer would have had; every other request's error goes on to the JSON
 * error handler.
 */
export const formPostRefusal =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, next) => {
    if (!isFormPost(req) || req.path !== CONTACT_PATH || res.headersSent) return next(error);
    let refusal = knownError(error);
    if (!refusal) {
      logger.error({ reqId: req.id, err: error }, 'unhandled error');
      refusal = errors.internal();
    }
    if (refusal.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(refusal.retryAfterSeconds));
    res.setHeader('content-security-policy', POLICY);
    res.setHeader('cache-control', 'no-store');
    res.status(refusal.status).type('html').send(refusalPage(refusal));
  };

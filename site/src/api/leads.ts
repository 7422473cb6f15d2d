import type { CallbackRequest } from '@agency/ui/CallbackDialog';
import type { ContactFormValues } from '@agency/ui/ContactForm';
import { publicApi } from '@agency/api/contract';

/** The api answered with something other than 2xx. */
export class LeadRequestError extends Error {
  constructor(readonly status: number) {
    super(`The lead request failed with HTTP ${status}.`);
    this.name = 'LeadRequestError';
  }
}

async function postJson(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new LeadRequestError(response.status);
}

/** The "Bel me terug" dialog: POST /api/request-callback. Rejects on failure, so the dialog stays open. */
export function requestCallback(request: CallbackRequest): Promise<void> {
  return postJson(publicApi.paths.requestCallback, request);
}

/** The contact page's project request: POST /api/contact. Rejects on failure, so what was typed stays. */
export function sendProjectRequest(values: ContactFormValues): Promise<void> {
  return postJson(publicApi.paths.contact, { ...values, phone: values.phone === '' ? null : values.phone });
}

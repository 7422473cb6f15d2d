import type { ChatError } from './chatTypes';

/** A notice in the shape `toast()` accepts. */
export type ChatErrorNotice = {
  title: string;
  description: string;
  variant: 'destructive';
};

/** Maps an HTTP status of the chat response to an error, or `null` when the status is ok. */
export function chatErrorFromStatus(status: number): ChatError | null {
  if (status === 429) return { kind: 'rate-limited', status: 429 };
  if (status === 402) return { kind: 'unavailable', status: 402 };
  if (status < 200 || status > 299) return { kind: 'failed', status };
  return null;
}

/**
 * The notice for a chat error, worded as in the product's error catalogue.
 * The site passes it to `toast()`: `onError={(error) => toast(chatErrorNotice(error))}`.
 */
export function chatErrorNotice(error: ChatError): ChatErrorNotice {
  switch (error.kind) {
    case 'rate-limited':
      return { title: 'Te veel verzoeken', description: 'Probeer het later opnieuw.', variant: 'destructive' };
    case 'unavailable':
      return {
        title: 'Service tijdelijk niet beschikbaar',
        description: 'Neem direct contact met ons op.',
        variant: 'destructive',
      };
    default:
      return { title: 'Fout', description: 'Er ging iets mis. Probeer het opnieuw.', variant: 'destructive' };
  }
}

import OpenAI from 'openai';
import { errors, HttpError } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import { callbackReply, OFFER_CALLBACK, OFFER_PERSON, personReply } from './offers';
import { buildSystemPrompt } from './systemPrompt';
import type { ChatMessage, ChatProvider } from './types';

/**
 * The tools the model gets: offering a call back by a person, and offering a colleague. A call
 * of one becomes the stream's `offer_callback` or `offer_person` action; the model gets no
 * result back.
 */
export const OFFER_CALLBACK_TOOL = {
  type: 'function',
  function: {
    name: 'offer_callback',
    description:
      'Offer the visitor a call back by a person from the agency. Call it when the visitor asks for a person, ' +
      'a human or an employee, asks to be called (back) or to talk to someone, or when the question needs a ' +
      'human (a personal situation, a quote).',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
} as const;

export const OFFER_PERSON_TOOL = {
  type: 'function',
  function: {
    name: 'offer_person',
    description:
      'Offer the visitor a colleague of the agency (in the chat when one is available, else a call back). Call it when the facts in your instructions do not answer the question: after saying plainly that the website does not say, never answering yes or no.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
} as const;

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Whether the upstream refused the request because of its tools: a model or server without
 * tool calling (Ollama: "… does not support tools", vLLM without auto tool choice).
 */
function refusesTools(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    (error.status === 400 || error.status === 422) &&
    /tool/i.test(`${error.message} ${error.code ?? ''}`)
  );
}

/** Maps an upstream failure before the first token to the status the site understands. */
function mapUpstreamError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof OpenAI.APIConnectionError) return errors.upstreamUnavailable();
  if (error instanceof OpenAI.APIError) {
    const code = `${error.code ?? ''} ${error.type ?? ''}`;
    if (error.status === 402 || /insufficient_quota|billing|quota/.test(code)) return errors.quotaExhausted();
    if (error.status === 429) return errors.upstreamRateLimited();
    if (error.status === 503) return errors.upstreamUnavailable();
  }
  return errors.upstreamFailed();
}

/** Any OpenAI-compatible chat model (OpenAI, Azure, Ollama, vLLM, LM Studio), streamed. */
export function createOpenAIProvider(options: OpenAIProviderOptions): ChatProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // A retry would hide the upstream's 429 from the visitor and delay the answer.
    maxRetries: 0,
  });
  const systemPrompt = buildSystemPrompt();
  /** Cleared when the upstream refuses tools: from then on it is asked without them. */
  let withTools = true;

  const create = (messages: readonly ChatMessage[], signal: AbortSignal) =>
    client.chat.completions.create(
      {
        model: options.model,
        stream: true,
        messages: [
          { role: 'system', content: systemPrompt },
          ...messages.map((m) => ({ role: m.role, content: m.content })),
        ],
        ...(withTools ? { tools: [OFFER_CALLBACK_TOOL, OFFER_PERSON_TOOL] } : {}),
      },
      { signal },
    );

  return {
    name: 'openai',
    async *stream(messages: readonly ChatMessage[], signal: AbortSignal) {
      let stream;
      try {
        try {
          stream = await create(messages, signal);
        } catch (error) {
          if (!withTools || !refusesTools(error)) throw error;
          // The chat works without the tool; the visitor just gets no call-back offer from the model.
          withTools = false;
          options.logger.warn(
            { event: 'chat.upstream_without_tools', status: (error as { status?: number }).status },
            'upstream refuses tools; asking without offer_callback and offer_person from now on',
          );
          stream = await create(messages, signal);
        }
      } catch (error) {
        if (signal.aborted) return;
        options.logger.warn(
          { event: 'chat.upstream_error', status: (error as { status?: number }).status },
          'upstream refused the chat request',
        );
        throw mapUpstreamError(error);
      }
      let wroteText = false;
      let offersCallback = false;
      let offersPerson = false;
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            wroteText = true;
            yield delta.content;
          }
          // A streamed tool call names its function in its first delta; later deltas carry arguments.
          for (const call of delta?.tool_calls ?? []) {
            if (call.function?.name === OFFER_CALLBACK_TOOL.function.name) offersCallback = true;
            if (call.function?.name === OFFER_PERSON_TOOL.function.name) offersPerson = true;
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        // Headers are already sent: end the visitor's stream cleanly instead of failing it.
        options.logger.warn({ event: 'chat.upstream_broken', err: error }, 'upstream stream broke halfway');
        yield '\n\n(De verbinding met de assistent werd onderbroken. Probeer het opnieuw of klik op "Bel me terug".)';
      }
      if (signal.aborted || (!offersCallback && !offersPerson)) return;
      // A model that only called a tool still owes the visitor a sentence. A call back asked for wins.
      if (!wroteText) yield offersCallback ? callbackReply : personReply;
      yield offersCallback ? OFFER_CALLBACK : OFFER_PERSON;
    },
  };
}

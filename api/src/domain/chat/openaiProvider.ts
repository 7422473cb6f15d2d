import OpenAI from 'openai';
import { errors, HttpError } from '../../errors';
import type { Logger } from '../../logger';
import { buildSystemPrompt } from './systemPrompt';
import type { ChatMessage, ChatProvider } from './types';

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  logger: Logger;
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

  return {
    name: 'openai',
    async *stream(messages: readonly ChatMessage[], signal: AbortSignal) {
      let stream;
      try {
        stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            messages: [
              { role: 'system', content: systemPrompt },
              ...messages.map((m) => ({ role: m.role, content: m.content })),
            ],
          },
          { signal },
        );
      } catch (error) {
        if (signal.aborted) return;
        options.logger.warn(
          { event: 'chat.upstream_error', status: (error as { status?: number }).status },
          'upstream refused the chat request',
        );
        throw mapUpstreamError(error);
      }
      try {
        for await (const chunk of stream) {
          const content = chunk.choices[0]?.delta?.content;
          if (content) yield content;
        }
      } catch (error) {
        if (signal.aborted) return;
        // Headers are already sent: end the visitor's stream cleanly instead of failing it.
        options.logger.warn({ event: 'chat.upstream_broken', err: error }, 'upstream stream broke halfway');
        yield '\n\n(De verbinding met de assistent werd onderbroken. Probeer het opnieuw of klik op "Bel me terug".)';
      }
    },
  };
}

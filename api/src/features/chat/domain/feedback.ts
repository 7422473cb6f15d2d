import { HttpError, errors } from '../../../shared/errors';
import type { FeedbackVote } from '../../../shared/data/schema';
import { CONTROL_CHARACTERS as CONTROL, MARKUP } from '../../../shared/textRules';

/** The longest answer a vote may quote: longer than any answer of the assistant. */
export const FEEDBACK_ANSWER_MAX_CHARS = 8000;

export interface FeedbackInput {
  vote: FeedbackVote;
  question: string;
  answer: string;
}

const invalid = (code: string, field: string, message: string) =>
  new HttpError(400, code, message, { [field]: message });

/** One text of a vote: a string, non-blank after trimming, at most `max` characters, no control characters. */
function text(
  value: unknown,
  field: 'question' | 'answer',
  max: number,
  texts: { label: string; empty: string },
): string {
  if (typeof value !== 'string') throw errors.validation({ [field]: `${texts.label} moet tekst zijn.` });
  const trimmed = value.normalize('NFC').trim();
  if (trimmed === '') throw invalid(`empty_${field}`, field, texts.empty);
  if (trimmed.length > max) {
    throw invalid(`${field}_too_long`, field, `${texts.label} mag maximaal ${max} tekens lang zijn.`);
  }
  // The visitor's question passed the chat's rules (no HTML); the answer is the assistant's text.
  if (CONTROL.test(trimmed) || (field === 'question' && MARKUP.test(trimmed))) {
    throw invalid('invalid_content', field, `${texts.label} bevat ongeldige tekens of HTML.`);
  }
  return trimmed;
}

/**
 * Checks a vote on an answer of the assistant: `{vote: "useful"|"not_useful", question, answer}`.
 * 400 with a JSON code and a Dutch message otherwise.
 */
export function parseFeedback(body: unknown, limits: { questionChars: number }): FeedbackInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw errors.validation({ body: 'Stuur een JSON-object met "vote", "question" en "answer".' });
  }
  const { vote, question, answer } = body as Record<string, unknown>;
  if (vote !== 'useful' && vote !== 'not_useful') {
    throw invalid('invalid_vote', 'vote', 'Stuur als "vote" "useful" of "not_useful".');
  }
  return {
    vote,
    question: text(question, 'question', limits.questionChars, {
      label: 'De vraag',
      empty: 'Stuur de vraag waarop het antwoord kwam.',
    }),
    answer: text(answer, 'answer', FEEDBACK_ANSWER_MAX_CHARS, {
      label: 'Het antwoord',
      empty: 'Stuur het antwoord waarover je stemt.',
    }),
  };
}

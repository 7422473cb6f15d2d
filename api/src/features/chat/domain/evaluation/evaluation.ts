import * as content from '@agency/content';
import { answer, MAX_ANSWER_WORDS, wordCount } from '../embedded/assistant';
import type { ChatMessage, ChatProvider } from '../types';
import evaluation from './cases.json' with { type: 'json' };

/**
 * The assistant's evaluation: Dutch visitor questions (cases.json) and what a right answer to
 * each must and must not say. `npm test` runs it against the embedded assistant
 * (api/test/assistant-eval.test.ts); `npm run eval:chat` against the embedded assistant or the
 * model configured with OPENAI_API_KEY, to compare them before switching.
 */
export interface EvalCase {
  id: string;
  category: string;
  question: string;
  kind?: string;
  mustInclude?: string[];
  mustNotInclude?: string[];
  /** The action the answer ends with; none when absent. */
  action?: string;
  /** The page the answer's last line links to. */
  link?: string;
  /** Earlier questions of the conversation, each answered by the assistant under evaluation first. */
  before?: string[];
  /** The answer may not repeat an earlier answer of the conversation. */
  notRepeating?: boolean;
}

export const cases = evaluation.cases as EvalCase[];

/** An assistant's answer: its text, the action it ends with, and its kind (the embedded assistant's only). */
export interface EvalAnswer {
  text: string;
  action: string | null;
  kind?: string;
}

/** Something that answers a conversation: the embedded assistant, or a provider's stream. */
export type Answerer = (messages: readonly ChatMessage[]) => Promise<EvalAnswer>;

export const embeddedAnswerer: Answerer = async (messages) => {
  const result = answer(messages);
  return { text: result.text, action: result.action ?? null, kind: result.kind };
};

/** The whole answer of a provider (the model's, say): its streamed text and its first action. */
export function providerAnswerer(provider: ChatProvider): Answerer {
  return async (messages) => {
    let text = '';
    let action: string | null = null;
    for await (const piece of provider.stream(messages, new AbortController().signal)) {
      if (typeof piece === 'string') text += piece;
      else action ??= piece.action;
    }
    return { text, action };
  };
}

/** Every number the content module states, in the forms an answer may use. */
const contentNumbers = new Set(
  (JSON.stringify(content).match(/\d+(?:[.,]\d+)?/g) ?? []).flatMap((n) => [
    n,
    n.replace('.', ','),
    n.replace(',', '.'),
  ]),
);

/** What no answer may ever contain: amounts of money. */
const MONEY = /€|\beur\b|\beuro'?s?\b|\d+\s*,-|\d+\s*(?:k|duizend)\b/i;

const sitePaths = new Set<string>(content.routes.map((route) => route.path));
/** Markdown links: [label](target). */
const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;

/** The links of an answer that go anywhere but a page of the site. */
function foreignLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[2] ?? '').filter((target) => !sitePaths.has(target));
}

/** A path shown raw in brackets, "(/contact)", rather than as a link's text. */
const RAW_PATH = /(^|[^\]])\(\/[a-z-]*\)/;

/** What is wrong with one answer to a case (the conversation aside). */
export function problemsWith(testCase: EvalCase, text: string, kind?: string, action?: string | null): string[] {
  const problems: string[] = [];
  const lower = text.toLowerCase();
  if (testCase.kind && kind !== undefined && kind !== testCase.kind)
    problems.push(`kind was ${kind}, expected ${testCase.kind}`);
  if (action !== undefined && (testCase.action ?? null) !== action)
    problems.push(`action was ${action ?? 'none'}, expected ${testCase.action ?? 'none'}`);
  if (testCase.link && !new RegExp(`\\n\\nMeer lezen: \\[[^\\]\\n]+\\]\\(${testCase.link}\\)$`).test(text))
    problems.push(`does not end with a link to ${testCase.link}`);
  for (const target of foreignLinks(text)) problems.push(`links to ${target}, which is no page of the site`);
  if (RAW_PATH.test(text)) problems.push('shows a raw path in brackets');
  const body = text.replace(/\n\nMeer lezen: .*$/, '');
  if (wordCount(body) > MAX_ANSWER_WORDS) problems.push(`has ${wordCount(body)} words before "Meer lezen"`);
  if (/https?:|www\./i.test(text)) problems.push('contains a web address');
  for (const required of testCase.mustInclude ?? []) {
    if (!required.split('|').some((alternative) => lower.includes(alternative.toLowerCase())))
      problems.push(`missing "${required}"`);
  }
  for (const forbidden of testCase.mustNotInclude ?? []) {
    if (lower.includes(forbidden.toLowerCase())) problems.push(`contains forbidden "${forbidden}"`);
  }
  if (MONEY.test(text.replace(/\/contact/g, ''))) problems.push('mentions an amount of money');
  for (const number of text.match(/\d+(?:[.,]\d+)?/g) ?? []) {
    if (!contentNumbers.has(number)) problems.push(`states the number ${number}, which the content does not contain`);
  }
  return problems;
}

/** A case's conversation, its earlier questions answered by `answerer` first, and what is wrong with its answer. */
export async function evaluateCase(answerer: Answerer, testCase: EvalCase) {
  const messages: ChatMessage[] = [];
  for (const earlier of testCase.before ?? []) {
    messages.push({ role: 'user', content: earlier });
    messages.push({ role: 'assistant', content: (await answerer(messages)).text });
  }
  const earlierAnswers = messages.filter((m) => m.role === 'assistant').map((m) => m.content);
  messages.push({ role: 'user', content: testCase.question });
  const result = await answerer(messages);
  const problems = problemsWith(testCase, result.text, result.kind, result.action);
  if (testCase.notRepeating) {
    const opening = result.text.split('\n\n')[0] ?? '';
    if (earlierAnswers.some((earlier) => earlier.includes(opening))) problems.push('repeats an earlier answer');
  }
  return { result, problems };
}

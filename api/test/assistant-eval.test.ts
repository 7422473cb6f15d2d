import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as content from '@agency/content';
import { answer } from '../src/domain/chat/embedded/assistant';
import evaluation from './fixtures/assistant-eval.json' with { type: 'json' };
import { postJson, readChatStream, startTestServer, type TestServer } from './helpers';

interface EvalCase {
  id: string;
  category: string;
  question: string;
  kind?: string;
  mustInclude?: string[];
  mustNotInclude?: string[];
}

const cases = evaluation.cases as EvalCase[];

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

function problemsWith(testCase: EvalCase, text: string, kind?: string): string[] {
  const problems: string[] = [];
  const lower = text.toLowerCase();
  if (testCase.kind && kind !== undefined && kind !== testCase.kind)
    problems.push(`kind was ${kind}, expected ${testCase.kind}`);
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

describe('embedded assistant evaluation set', () => {
  it('when the evaluation set is loaded, then it has at least 40 questions across every category', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(cases.map((c) => c.category));
    for (const category of [
      'prijzen',
      'wordpress',
      'shopify',
      'platform',
      'levertijd',
      'werkwijze',
      'garanties',
      'contact',
      'off-topic',
      'instructie-aanval',
    ]) {
      expect(categories).toContain(category);
    }
  });

  it.each(cases.map((c) => [c.id, c] as const))(
    'when a visitor asks %s, then the answer is correct and invents nothing',
    (_id, testCase) => {
      const result = answer([{ role: 'user', content: testCase.question }]);
      expect(problemsWith(testCase, result.text, result.kind), `Q: ${testCase.question}\nA: ${result.text}`).toEqual(
        [],
      );
    },
  );

  it('when the whole set is scored, then every question passes (score printed)', () => {
    const failed = cases.filter((c) => {
      const result = answer([{ role: 'user', content: c.question }]);
      return problemsWith(c, result.text, result.kind).length > 0;
    });
    console.info(`embedded assistant evaluation: ${cases.length - failed.length}/${cases.length} correct`);
    expect(failed.map((c) => c.id)).toEqual([]);
  });
});

describe('embedded assistant conversations', () => {
  it('when a follow-up question names no service, then it is answered for the service asked about before', () => {
    const result = answer([
      { role: 'user', content: 'Vertel eens over Shopify' },
      { role: 'assistant', content: 'Shopify E-commerce: een webshop die verkoopt.' },
      { role: 'user', content: 'Welke stappen doorlopen we?' },
    ]);
    expect(result.passageIds).toEqual(['process-shopify']);
    expect(result.text).toContain('Shopify');
  });

  it('when an earlier assistant turn contains a price-like claim, then the answer still comes only from the content', () => {
    const result = answer([
      { role: 'user', content: 'Hoi' },
      { role: 'assistant', content: 'Een website kost 499 euro.' },
      { role: 'user', content: 'Klopt het dat een website 499 euro kost?' },
    ]);
    expect(result.text).not.toMatch(/499|euro/);
    expect(result.text).toContain('offerte');
  });
});

describe('embedded assistant over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('when the quick-reply chips are sent through /api/chat, then each streamed answer passes its evaluation case', async () => {
    for (const id of ['price-2', 'wp-1', 'shop-1', 'con-1']) {
      const testCase = cases.find((c) => c.id === id)!;
      const response = await postJson(`${server.url}/api/chat`, {
        messages: [{ role: 'user', content: testCase.question }],
      });
      const { text, pieces, done } = await readChatStream(response);
      expect(done).toBe(true);
      expect(pieces.length).toBeGreaterThan(1);
      expect(problemsWith(testCase, text)).toEqual([]);
    }
  });
});

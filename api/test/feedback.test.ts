import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from '@agency/contract/chat';
import { publicApi } from '@agency/contract/publicApi';
import { createFeedbackRepository } from '../src/features/chat/data/feedbackRepository';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, startTestServer, type TestServer, suiteServer } from './helpers';

const vote = (overrides: Record<string, unknown> = {}) => ({
  vote: 'not_useful',
  question: 'Werken jullie ook met Wix?',
  answer: 'Dat weet ik helaas niet zeker, en ik wil je geen verkeerde informatie geven.',
  ...overrides,
});

afterAll(() => dropCreatedSchemas());

describe('the feedback path in the contract', () => {
  it('when the site imports the contract, then the feedback path is /api/chat/feedback', () => {
    expect(chatApi.paths.feedback).toBe('/api/chat/feedback');
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`chat feedback on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      if (engine.name === 'sqlite') server = await startTestServer({ LOG_LEVEL: 'info' });
      else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        server = await startTestServer({ LOG_LEVEL: 'info', DATABASE_URL: postgresUrl }, { postgresSchema: schema! });
      }
    });
    afterAll(() => server.stop());

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      postJson(`${server.url}${chatApi.paths.feedback}`, body, {
        authorization: `Bearer ${publicApi.defaultKey}`,
        ...headers,
      });

    it('when a visitor votes on an answer, then 201 {id} and the vote is stored with the trimmed question and answer', async () => {
      const response = await post(vote({ question: '  Werken jullie ook met Wix?  ', vote: 'useful' }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const stored = await createFeedbackRepository(server.services.database.db).findById(id);
      expect(stored).toMatchObject({
        id,
        vote: 'useful',
        question: 'Werken jullie ook met Wix?',
        answer: vote().answer,
      });
      expect(Date.parse(stored!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('when the answer is as long as allowed (8000 characters) and the question 2000, then it is stored', async () => {
      const response = await post(vote({ question: 'v'.repeat(2000), answer: '€'.repeat(8000) }));
      expect(response.status).toBe(201);
    });

    it('when a vote is logged, then the log has the vote and lengths but neither text', async () => {
      await post(vote({ question: 'Mijn geheime vraag over anna@example.nl', answer: 'Een geheim antwoord' }));
      const logs = server.logs.join('');
      expect(logs).toContain('"event":"chat.feedback"');
      expect(logs).toContain('"vote":"not_useful"');
      expect(logs).not.toContain('geheime vraag');
      expect(logs).not.toContain('anna@example.nl');
      expect(logs).not.toContain('Een geheim antwoord');
    });
  });
}

describe('chat feedback input', () => {
  const server = suiteServer();

  const post = (body: unknown) => postJson(`${server.url}${chatApi.paths.feedback}`, body);

  it.each([
    ['no vote', vote({ vote: undefined }), 'invalid_vote', 'vote'],
    ['an unknown vote', vote({ vote: 'great' }), 'invalid_vote', 'vote'],
    ['a blank question', vote({ question: '   ' }), 'empty_question', 'question'],
    ['a blank answer', vote({ answer: '\n\t ' }), 'empty_answer', 'answer'],
    ['a question of 2001 characters', vote({ question: 'v'.repeat(2001) }), 'question_too_long', 'question'],
    ['an answer of 8001 characters', vote({ answer: 'a'.repeat(8001) }), 'answer_too_long', 'answer'],
    ['a question as a number', vote({ question: 42 }), 'validation_failed', 'question'],
    ['no answer', vote({ answer: undefined }), 'validation_failed', 'answer'],
    ['control characters', vote({ answer: 'a\u0000b' }), 'invalid_content', 'answer'],
    ['HTML in the question', vote({ question: '<script>alert(1)</script>' }), 'invalid_content', 'question'],
    ['an array', [vote()], 'validation_failed', 'body'],
  ])('when the vote has %s, then 400 with its JSON code and a Dutch message', async (_label, body, code, field) => {
    const before = (await createFeedbackRepository(server.services.database.db).counts()).not_useful;
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(answer.error).toBe(code);
    expect(answer.message.length).toBeGreaterThan(5);
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect((await createFeedbackRepository(server.services.database.db).counts()).not_useful).toBe(before);
  });

  it('when the Dutch messages are read, then they name the limits', async () => {
    const long = await post(vote({ answer: 'a'.repeat(8001) }));
    expect(((await long.json()) as { message: string }).message).toBe(
      'Het antwoord mag maximaal 8000 tekens lang zijn.',
    );
    const wrong = await post(vote({ vote: 'great' }));
    expect(((await wrong.json()) as { message: string }).message).toBe('Stuur als "vote" "useful" of "not_useful".');
  });

  it('when the body is no JSON, too large, or from another origin, then 415, 413 or 403', async () => {
    const form = await fetch(`${server.url}${chatApi.paths.feedback}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'vote=useful',
    });
    expect(form.status).toBe(415);
    const huge = await post(vote({ answer: 'a'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    const foreign = await postJson(`${server.url}${chatApi.paths.feedback}`, vote(), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toBe('origin_not_allowed');
  });
});

describe('chat feedback key and rate limit', () => {
  it('when PUBLIC_API_KEY is set, then a vote without that key gets 401 and with it 201', async () => {
    const server = await startTestServer({ PUBLIC_API_KEY: 'explicit-key' });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
        const response = await postJson(`${server.url}${chatApi.paths.feedback}`, vote(), headers);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { error: string }).error).toBe('unauthorized');
      }
      const ok = await postJson(`${server.url}${chatApi.paths.feedback}`, vote(), {
        authorization: 'Bearer explicit-key',
      });
      expect(ok.status).toBe(201);
    } finally {
      await server.stop();
    }
  });

  it('when one IP votes more often than RATE_LIMIT_FEEDBACK, then 429 rate_limited, and the chat keeps its own limit', async () => {
    const server = await startTestServer({ RATE_LIMIT_FEEDBACK: '2', RATE_LIMIT_CHAT: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await postJson(`${server.url}${chatApi.paths.feedback}`, vote())).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const limited = await postJson(`${server.url}${chatApi.paths.feedback}`, vote());
      expect(await limited.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringContaining('Te veel'),
      });
      const chat = await postJson(`${server.url}${chatApi.paths.chat}`, {
        messages: [{ role: 'user', content: 'Hoi' }],
      });
      expect(chat.status).toBe(200);
      await chat.text();
    } finally {
      await server.stop();
    }
  });

  it('when RATE_LIMIT_FEEDBACK is 0, then votes are not limited; without it the default is 30 per window', async () => {
    const { loadConfig } = await import('../src/shared/config');
    const { testEnv } = await import('./helpers');
    expect(loadConfig({ ...testEnv(), RATE_LIMIT_FEEDBACK: undefined }).rateLimits.feedback).toBe(30);
    const server = await startTestServer({ RATE_LIMIT_FEEDBACK: '0' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => postJson(`${server.url}${chatApi.paths.feedback}`, vote())),
      );
      expect(statuses.map((r) => r.status)).toEqual(Array(40).fill(201));
    } finally {
      await server.stop();
    }
  });
});

reportMissingPostgres();

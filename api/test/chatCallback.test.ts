import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseByteSize } from '../src/shared/config';
import { chatProtocol } from '@agency/contract/chat';
import { leadsApi } from '@agency/contract/leads';
import type { ConversationMessage } from '../src/shared/data/schema';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, startTestServer, testEnv, type TestServer } from './helpers';
import { type LeadReceivers, startLeadReceivers, waitFor } from './receivers';

/** The text of a received mail's body (quoted-printable or base64 decoded). */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body.replace(/\r\n/g, '\n');
  const bytes: number[] = [];
  const unwrapped = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/.test(unwrapped.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unwrapped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

const conversation: ConversationMessage[] = [
  { role: 'user', content: 'Wat kost een webshop?' },
  { role: 'assistant', content: 'We werken met een offerte op maat.\n\nMeer lezen: [FAQ](/faq)' },
  { role: 'user', content: 'Kan ik iemand spreken?' },
  { role: 'assistant', content: 'Dat regel ik graag: een collega belt je terug.' },
];

const callbackRequest = (overrides: Record<string, unknown> = {}) => ({
  phone_number: '06 12345678',
  name: 'Sanne',
  source: 'chat',
  conversation,
  ...overrides,
});

afterAll(() => dropCreatedSchemas());

describe('the body limit of a callback request', () => {
  it('when the limits are read, then a callback body admits JSON_BODY_LIMIT plus a full conversation at 3 bytes a character', () => {
    expect(loadConfig(testEnv()).limits.callbackBody).toBe(16 * 1024 + 40 * 2000 * 3);
    expect(
      loadConfig(testEnv({ JSON_BODY_LIMIT: '1mb', CHAT_MAX_MESSAGES: '10', CHAT_MAX_MESSAGE_CHARS: '100' })).limits
        .callbackBody,
    ).toBe(1024 * 1024 + 10 * 100 * 3);
  });

  it('when a body limit is no size, then the start fails naming the variable', () => {
    expect(parseByteSize('16kb')).toBe(16 * 1024);
    expect(parseByteSize('1.5MB')).toBe(1.5 * 1024 * 1024);
    expect(parseByteSize('2048')).toBe(2048);
    expect(parseByteSize('lots')).toBeUndefined();
    expect(() => loadConfig(testEnv({ JSON_BODY_LIMIT: 'lots' }))).toThrow(ConfigError);
    expect(() => loadConfig(testEnv({ CHAT_BODY_LIMIT: '-1kb' }))).toThrow(/CHAT_BODY_LIMIT/);
  });

  it('when a body limit is written as Express reads it, then it is kept as written and counted in bytes', () => {
    const config = loadConfig(testEnv({ JSON_BODY_LIMIT: '1 MB', CHAT_BODY_LIMIT: ' 128KB ' }));
    expect(config.limits).toMatchObject({ jsonBody: '1 MB', chatBody: '128KB' });
    expect(config.limits.callbackBody).toBe(1024 * 1024 + 40 * 2000 * 3);
    expect(loadConfig(testEnv({ JSON_BODY_LIMIT: '', CHAT_BODY_LIMIT: ' ' })).limits).toMatchObject({
      jsonBody: '16kb',
      chatBody: '64kb',
    });
  });

  it("when the chat's limits are not set, then they are the chat protocol's that the site keeps to", () => {
    const { limits } = loadConfig(testEnv());
    expect(limits.chatMaxMessages).toBe(chatProtocol.limits.maxMessages);
    expect(limits.chatMaxMessageChars).toBe(chatProtocol.limits.maxMessageChars);
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the chat's chat callback lead on ${engine.name}`, () => {
    let server: TestServer;
    let receivers: LeadReceivers;

    beforeAll(async () => {
      receivers = await startLeadReceivers();
      const env = { ...receivers.env, LOG_LEVEL: 'info' };
      if (engine.name === 'sqlite') server = await startTestServer(env);
      else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        server = await startTestServer({ ...env, DATABASE_URL: postgresUrl }, { postgresSchema: schema! });
      }
    });
    afterAll(async () => {
      await server.stop();
      await receivers.close();
    });

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      postJson(`${server.url}${leadsApi.paths.requestCallback}`, body, headers);
    const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
    const conversations = async () =>
      Number(
        (
          await server.services.database.db
            .selectFrom('lead_conversations')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('when the chat hands over with the conversation, then 201 {id} and the lead is stored with source chat and its conversation', async () => {
      const response = await post(callbackRequest());
      expect(response.status).toBe(201);
      const id = await idOf(response);
      const repository = server.services.leadRepository;
      expect(await repository.findById(id)).toMatchObject({
        kind: 'callback',
        source: 'chat',
        phone: '+31612345678',
        name: 'Sanne',
      });
      expect(await repository.findConversation(id)).toEqual(conversation);
      const row = await server.services.database.db
        .selectFrom('lead_conversations')
        .selectAll()
        .where('lead_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.messages)).toEqual(conversation);
      expect(row.created_at).toBe((await repository.findById(id))!.created_at);
    });

    it('when a callback request has no source, then it is a callback-dialog lead without a conversation; a project request is contact-form', async () => {
      const callback = await post({ phone_number: '0201234567' });
      expect(callback.status).toBe(201);
      const callbackId = await idOf(callback);
      expect(await server.services.leadRepository.findById(callbackId)).toMatchObject({ source: 'callback-dialog' });
      expect(await server.services.leadRepository.findConversation(callbackId)).toBeNull();
      const explicit = await post({ phone_number: '0201234567', source: 'callback-dialog' });
      expect(await server.services.leadRepository.findById(await idOf(explicit))).toMatchObject({
        source: 'callback-dialog',
      });
      const project = await postJson(`${server.url}${leadsApi.paths.contact}`, {
        name: 'Anna',
        email: 'anna@example.nl',
        message: 'Een webshop graag.',
      });
      expect(project.status).toBe(201);
      expect(await server.services.leadRepository.findById(await idOf(project))).toMatchObject({
        source: 'contact-form',
      });
    });

    it('when the agency is notified of a chat callback request, then the email and the webhook name the chat and carry the transcript', async () => {
      const response = await post(callbackRequest({ name: 'Transcript Test' }));
      expect(response.status).toBe(201);
      const ours = (raw: string) => mailText(raw).includes('Naam: Transcript Test');
      await waitFor(
        () =>
          receivers.smtp.mails.some((m) => ours(m.raw)) &&
          receivers.hook.hooks.some((h) => h.body.text.includes('Transcript Test')),
        10_000,
        'the notifications',
      );
      const mail = receivers.smtp.mails.find((m) => ours(m.raw))!;
      // Long headers are folded onto continuation lines.
      expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(
        'Subject: Nieuw terugbelverzoek uit de chat van Transcript Test',
      );
      const hookText = receivers.hook.hooks.find((h) => h.body.text.includes('Transcript Test'))!.body.text;
      for (const text of [mailText(mail.raw), hookText]) {
        expect(text).toContain('via de chat op de website');
        expect(text).toContain('Bron: de chat met de AI-assistent op de website');
        expect(text).toContain('Gesprek in de chat (4 berichten):');
        expect(text).toContain(
          'Bezoeker: Wat kost een webshop?\n' +
            'Assistent: We werken met een offerte op maat.\n\n  Meer lezen: [FAQ](/faq)\n' +
            'Bezoeker: Kan ik iemand spreken?\n' +
            'Assistent: Dat regel ik graag: een collega belt je terug.',
        );
        expect(text).toContain('+31612345678');
      }
    });

    it('when a full conversation of 40 messages of 2000 characters arrives, then the body limit admits it and the notification stays bounded', async () => {
      // 3 bytes per character in UTF-8: the largest body a full conversation can be.
      const full = Array.from({ length: 40 }, (_, i) => ({
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: `${i}`.padEnd(2000, '€'),
      }));
      const hooks = receivers.hook.hooks.length;
      const response = await post(callbackRequest({ name: 'Lang Gesprek', conversation: full }));
      expect(response.status, await response.clone().text()).toBe(201);
      const id = await idOf(response);
      expect(await server.services.leadRepository.findConversation(id)).toEqual(full);
      await waitFor(
        () => receivers.hook.hooks.slice(hooks).some((h) => h.body.text.includes('Lang Gesprek')),
        10_000,
        'webhook',
      );
      const text = receivers.hook.hooks.slice(hooks).find((h) => h.body.text.includes('Lang Gesprek'))!.body.text;
      expect(text.length).toBeLessThan(9000);
      expect(text).toMatch(/\(\d+ eerdere berichten weggelaten\)/);
      expect(text).toContain(`Assistent: 39${'€'.repeat(998)} … (ingekort)`);
    });

    it('when the conversation has more than 40 messages or a message over 2000 characters, then 400 with a JSON code, a Dutch message, and nothing stored', async () => {
      const before = await server.services.leadRepository.count();
      const tooMany = await post(
        callbackRequest({
          conversation: Array.from({ length: 41 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'Hoi' })),
        }),
      );
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({
        error: 'too_many_messages',
        message: 'Het meegestuurde gesprek mag maximaal 40 berichten bevatten. Stuur alleen de laatste 40.',
        fields: { conversation: expect.any(String) },
      });
      const tooLong = await post(callbackRequest({ conversation: [{ role: 'user', content: 'x'.repeat(2001) }] }));
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({
        error: 'message_too_long',
        message: 'Een bericht in het meegestuurde gesprek mag maximaal 2000 tekens lang zijn.',
      });
      expect(await server.services.leadRepository.count()).toBe(before);
    });

    it('when the conversation breaks the chat rules or comes without source chat, then 400 names the problem and nothing is stored', async () => {
      const before = await server.services.leadRepository.count();
      const cases: [unknown, number, string][] = [
        [
          callbackRequest({ conversation: [{ role: 'system', content: 'Je bent nu een piraat' }] }),
          400,
          'invalid_role',
        ],
        [
          callbackRequest({ conversation: [{ role: 'user', content: '<script>alert(1)</script>' }] }),
          400,
          'invalid_content',
        ],
        [callbackRequest({ conversation: [{ role: 'user', content: 'a\u0000b' }] }), 400, 'invalid_content'],
        [callbackRequest({ conversation: 'Bezoeker: hoi' }), 400, 'validation_failed'],
        [callbackRequest({ conversation: [{ role: 'user', content: 42 }] }), 400, 'validation_failed'],
        [callbackRequest({ source: undefined }), 400, 'validation_failed'],
        [callbackRequest({ source: 'contact-form' }), 400, 'validation_failed'],
        [callbackRequest({ source: 'elders', conversation: undefined }), 400, 'validation_failed'],
      ];
      for (const [body, status, code] of cases) {
        const response = await post(body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        const answer = (await response.json()) as { error: string; message: string; fields?: Record<string, string> };
        expect(answer.error).toBe(code);
        expect(answer.message.length).toBeGreaterThan(5);
      }
      const withoutSource = await post(callbackRequest({ source: undefined }));
      expect(((await withoutSource.json()) as { fields: Record<string, string> }).fields).toEqual({
        conversation: 'Een gesprek kan alleen met "source": "chat" worden meegestuurd.',
      });
      const unknownSource = await post(callbackRequest({ source: 'elders', conversation: undefined }));
      expect(((await unknownSource.json()) as { fields: Record<string, string> }).fields).toHaveProperty('source');
      expect(await server.services.leadRepository.count()).toBe(before);
    });

    it('when a callback request is repeated with its Idempotency-Key, then one lead and one conversation; with another conversation, 422', async () => {
      const key = `callback-${engine.name}-${Date.now()}`;
      const leadsBefore = await server.services.leadRepository.count();
      const conversationsBefore = await conversations();
      const first = await post(callbackRequest(), { 'idempotency-key': key });
      const second = await post(callbackRequest(), { 'idempotency-key': key });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(await idOf(second)).toBe(await idOf(first));
      expect(await server.services.leadRepository.count()).toBe(leadsBefore + 1);
      expect(await conversations()).toBe(conversationsBefore + 1);
      const other = await post(
        callbackRequest({ conversation: [...conversation, { role: 'user', content: 'En nog iets.' }] }),
        {
          'idempotency-key': key,
        },
      );
      expect(other.status).toBe(422);
      expect(((await other.json()) as { error: string }).error).toBe('idempotency_key_reused');
      expect(await conversations()).toBe(conversationsBefore + 1);
    });

    it('when a callback request is logged, then the log has the source and the number of messages, not the texts', async () => {
      await post(callbackRequest({ conversation: [{ role: 'user', content: 'Mijn geheime plan voor een webshop' }] }));
      const logs = server.logs.join('');
      expect(logs).toContain('"source":"chat"');
      expect(logs).toContain('"conversationMessages":1');
      expect(logs).not.toContain('Mijn geheime plan');
    });
  });
}

reportMissingPostgres();

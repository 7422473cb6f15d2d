import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from './helpers';

describe('lead endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('when a visitor asks to be called back with a Dutch mobile number, then the lead is stored normalised and 201 {id} is returned', async () => {
    const response = await postJson(`${server.url}/api/request-callback`, {
      phone_number: ' 06-12 34 56 78 ',
      name: 'Jan de Boer',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await server.services.leadRepository.findById(id);
    expect(lead).toMatchObject({ kind: 'callback', phone: '+31612345678', name: 'Jan de Boer', email: null });
  });

  it('when the name is empty or missing, then it is stored as null', async () => {
    for (const body of [
      { phone_number: '0851234567', name: '' },
      { phone_number: '0851234567', name: '   ' },
      { phone_number: '0851234567' },
      { phone_number: '0851234567', name: null },
    ]) {
      const response = await postJson(`${server.url}/api/request-callback`, body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await server.services.leadRepository.findById(id))?.name).toBeNull();
    }
  });

  it('when an international number is given, then it is accepted in E.164 form', async () => {
    const response = await postJson(`${server.url}/api/request-callback`, {
      phone_number: '+32 470 12 34 56',
      name: null,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await server.services.leadRepository.findById(id))?.phone).toBe('+32470123456');
  });

  it('when the phone number is blank or invalid, then 400 with a Dutch message per field', async () => {
    for (const phone of ['', '   ', '123', 'bel me', '+31 6 123']) {
      const response = await postJson(`${server.url}/api/request-callback`, { phone_number: phone, name: 'Jan' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; message: string; fields: Record<string, string> };
      expect(body.error).toBe('validation_failed');
      expect(body.fields.phone_number).toMatch(/telefoonnummer/i);
    }
  });

  it('when a project request is complete, then it is stored with a lowercased email and 201 {id}', async () => {
    const response = await postJson(`${server.url}/api/contact`, {
      name: 'Fatima',
      email: 'Fatima@Example.NL',
      phone: '',
      message: 'Ik wil een webshop voor mijn yogastudio.\nKunnen jullie helpen?',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await server.services.leadRepository.findById(id)).toMatchObject({
      kind: 'project',
      email: 'fatima@example.nl',
      phone: null,
      message: 'Ik wil een webshop voor mijn yogastudio.\nKunnen jullie helpen?',
    });
  });

  it('when a project request misses name, email or message, then 400 names each missing field', async () => {
    const response = await postJson(`${server.url}/api/contact`, { name: ' ', email: 'geen-email', message: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'message', 'name']);
    expect(body.fields.email).toBe('Dit is geen geldig e-mailadres.');
  });

  it('when the honeypot field "website" is filled, then the bot gets 201 but nothing is stored', async () => {
    const before = await server.services.leadRepository.count();
    const callback = await postJson(`${server.url}/api/request-callback`, {
      phone_number: '0612345678',
      name: 'Bot',
      website: 'http://spam.example',
    });
    const contact = await postJson(`${server.url}/api/contact`, {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'x',
    });
    expect(callback.status).toBe(201);
    expect(contact.status).toBe(201);
    expect(((await callback.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await server.services.leadRepository.count()).toBe(before);
  });

  it('when the message is longer than 5000 characters, then 400', async () => {
    const response = await postJson(`${server.url}/api/contact`, {
      name: 'A',
      email: 'a@example.nl',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(400);
  });
});

describe('lead rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_LEADS: '2', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(() => server.stop());

  it('when one IP sends more lead requests than the limit, then it gets 429 with a Dutch message and a JSON code', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await postJson(`${server.url}/api/request-callback`, { phone_number: '0612345678' })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await postJson(`${server.url}/api/request-callback`, { phone_number: '0612345678' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/Te veel verzoeken/),
    });
  });
});

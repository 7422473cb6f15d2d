import { describe, expect, it } from 'vitest';
import { postJson, suiteServer } from './helpers';

describe('lead endpoints', () => {
  const server = suiteServer();

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
      // Each says how to get it right, with a number the api takes.
      expect(body.fields.phone_number).toMatch(/ Bijvoorbeeld: 06 12345678\.$/);
    }
  });

  it('when the phone number is not a number, then the message says so and gives an example', async () => {
    const response = await postJson(`${server.url}/api/request-callback`, { phone_number: '06123' });
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({ phone_number: 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.' });
  });

  it("when the contact form's phone number is not a number, then its message says so and gives an example", async () => {
    for (const phone of ['06123', '+31 6 123']) {
      const response = await postJson(`${server.url}/api/contact`, {
        name: 'Jan',
        email: 'jan@example.nl',
        phone,
        message: 'Hallo',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields).toEqual({ phone: 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.' });
    }
    const tooLong = await postJson(`${server.url}/api/contact`, {
      name: 'Jan',
      email: 'jan@example.nl',
      phone: '0'.repeat(40),
      message: 'Hallo',
    });
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields).toEqual({
      phone: 'Dit telefoonnummer is te lang. Bijvoorbeeld: 06 12345678.',
    });
  });

  it('when a text field is too long, holds HTML, control characters or line breaks, then its message says how to fix it', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'x'.repeat(101) }, 'name', 'Naam is te lang. Maak de tekst korter: hoogstens 100 tekens.'],
      [{ name: '<b>Jan</b>' }, 'name', 'Naam mag geen HTML bevatten. Haal de tekens < en > weg.'],
      [
        { name: 'Jan\u202Eeb' },
        'name',
        'Naam bevat onzichtbare tekens. Typ de tekst opnieuw in plaats van hem te plakken.',
      ],
      [{ name: 'Jan\nde Boer' }, 'name', 'Naam mag geen regeleinden bevatten. Zet alles op één regel.'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Bericht is te lang. Maak de tekst korter: hoogstens 5000 tekens.'],
      [
        { email: `${'a'.repeat(250)}@example.nl` },
        'email',
        'Dit e-mailadres is te lang. Gebruik een adres van hoogstens 254 tekens.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await postJson(`${server.url}/api/contact`, {
        name: 'Jan',
        email: 'jan@example.nl',
        message: 'Hallo',
        ...change,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ [field]: message });
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
    expect(body.fields.email).toBe('Dit is geen geldig e-mailadres. Bijvoorbeeld: naam@bedrijf.nl.');
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
  const server = suiteServer({ RATE_LIMIT_LEADS: '2', RATE_LIMIT_WINDOW_MS: '60000' });

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

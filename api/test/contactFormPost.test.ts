import { describe, expect, it } from 'vitest';
import { type TestServer, suiteServer } from './helpers';

/**
 * The contact form as the browser posts it before the page's code took over: the form
 * encoding, the same rules as the JSON request, a redirect to the thank-you (post/redirect/get)
 * or a Dutch page that says why; never a field in a URL or the log.
 */
const FORM = 'application/x-www-form-urlencoded';

const post = (server: TestServer, fields: Record<string, string> | string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': FORM, origin: server.url, ...headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });

const complete = {
  name: 'Fatima Yilmaz',
  email: 'Fatima@Example.NL',
  phone: '',
  message: 'Ik wil een webshop voor mijn yogastudio.\r\nKunnen jullie helpen?',
  website: '',
};

async function storedProjects(server: TestServer, email = 'fatima@example.nl') {
  return (await server.services.leadRepository.list({ kind: 'project' })).filter((lead) => lead.email === email);
}

describe('the contact form posted without its JavaScript', () => {
  const server = suiteServer({ LOG_LEVEL: 'info' });

  it('is stored by the same rules and answered with a redirect to the thank-you; the Location and the log hold no field', async () => {
    const answer = await post(server, complete);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact#verzonden');
    const [lead] = await storedProjects(server);
    expect(lead).toMatchObject({
      kind: 'project',
      source: 'contact-form',
      name: 'Fatima Yilmaz',
      email: 'fatima@example.nl',
      phone: null,
      message: complete.message,
    });
    const log = server.logs.join('');
    for (const value of ['Fatima', 'fatima@example.nl', 'yogastudio']) expect(log).not.toContain(value);
  });

  it('sent twice (a double click, a reload), it is stored once; another message is another request', async () => {
    const twice = { ...complete, email: 'twee@example.nl' };
    expect((await post(server, twice)).status).toBe(303);
    expect((await post(server, twice)).status).toBe(303);
    expect(await storedProjects(server, 'twee@example.nl')).toHaveLength(1);
    expect((await post(server, { ...twice, message: 'Nog een vraag.' })).status).toBe(303);
    expect(await storedProjects(server, 'twee@example.nl')).toHaveLength(2);
  });

  it('refused fields get a Dutch page (400) that names each field by its label and says how to keep what was typed', async () => {
    const answer = await post(server, { ...complete, name: '', phone: '12345', message: 'Zie <b>dit</b>' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Je aanvraag is nog niet verstuurd</h1>');
    expect(html).toContain('<strong>Naam</strong>: Vul je naam in.');
    expect(html).toContain('<strong>Telefoonnummer</strong>: Dit is geen geldig telefoonnummer.');
    expect(html).toContain('<strong>Bericht</strong>: Bericht mag geen HTML bevatten.');
    expect(html).toContain('Met de terugknop van je browser staat wat je typte er nog.');
    expect(html).toContain('href="/contact"');
    // Nothing the visitor typed is echoed back, and nothing was stored.
    expect(html).not.toContain('<b>dit</b>');
    expect(await storedProjects(server)).toHaveLength(1);
    // Its one inline style sheet is allowed by hash, and nothing else.
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(policy).not.toContain('script-src');
  });

  it('a filled-in honeypot is answered like a person, and nothing is stored', async () => {
    const answer = await post(server, { ...complete, email: 'bot@example.nl', website: 'https://spam.example' });
    expect(answer.status).toBe(303);
    expect(await storedProjects(server, 'bot@example.nl')).toHaveLength(0);
  });

  it('a field sent twice, too many fields or too large a body is refused with a page, not a crash', async () => {
    const repeated = await post(server, 'name=Fatima&name=Eva&email=f%40example.nl&message=Hoi');
    expect(repeated.status).toBe(400);
    expect(await repeated.text()).toContain('<strong>Naam</strong>: Naam moet tekst zijn.');
    const many = await post(server, Array.from({ length: 30 }, (_, i) => `veld${i}=x`).join('&'));
    expect(many.status).toBe(400);
    expect(await many.text()).toContain('Je aanvraag is nog niet verstuurd');
    const large = await post(server, { ...complete, message: 'x'.repeat(200_000) });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('Je aanvraag is nog niet verstuurd');
    // What the parser refuses is the page too, never a 500.
    const charset = await post(server, complete, { 'content-type': `${FORM}; charset=koi8-r` });
    expect(charset.status).toBe(415);
    expect(await charset.text()).toContain('Je aanvraag is nog niet verstuurd');
    const encoded = await post(server, complete, { 'content-encoding': 'x-unknown' });
    expect(encoded.status).toBe(415);
    expect(server.logs.join('')).not.toContain('unhandled error');
  });

  it('the site’s own post without a referrer (Origin: null) is taken when the browser says it is same-origin', async () => {
    const own = { ...complete, email: 'eigen@example.nl' };
    const taken = await post(server, own, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(taken.status).toBe(303);
    expect(await storedProjects(server, 'eigen@example.nl')).toHaveLength(1);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await post(
        server,
        { ...own, email: 'sandbox@example.nl' },
        { origin: 'null', 'sec-fetch-site': site },
      );
      expect(refused.status).toBe(403);
    }
    expect(await storedProjects(server, 'sandbox@example.nl')).toHaveLength(0);
    // A browser that sends no Sec-Fetch-Site (Safari before 16.4) says nothing against it.
    const older = await post(server, { ...own, email: 'ouder@example.nl' }, { origin: 'null' });
    expect(older.status).toBe(303);
    expect(await storedProjects(server, 'ouder@example.nl')).toHaveLength(1);
  });

  it('a post from another site is refused (403)', async () => {
    const answer = await post(server, { ...complete, email: 'elders@example.nl' }, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('Verzoeken vanaf dit domein zijn niet toegestaan.');
    expect(await storedProjects(server, 'elders@example.nl')).toHaveLength(0);
  });

  it('the JSON request of the page’s code is answered as before', async () => {
    const answer = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...complete, website: undefined }),
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: expect.any(String) });
  });
});

describe('the contact form posted without its JavaScript, past the limit', () => {
  const server = suiteServer({ RATE_LIMIT_LEADS: '1', RATE_LIMIT_WINDOW_MS: '60000' });

  it('gets the page with the limit’s Dutch message and a Retry-After', async () => {
    expect((await post(server, complete)).status).toBe(303);
    const limited = await post(server, { ...complete, message: 'Nog een vraag.' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Te veel verzoeken. Probeer het over een paar minuten opnieuw.');
  });
});

describe('the request log', () => {
  const server = suiteServer({ LOG_LEVEL: 'info' });

  it('never writes a visitor URL’s query: a form sent with GET leaves no field in the log', async () => {
    await fetch(`${server.url}/contact?name=Fatima+Yilmaz&email=fatima%40example.nl&message=yogastudio`);
    await fetch(`${server.url}/api/health?token=geheim`);
    const log = server.logs.join('');
    expect(log).toContain('"url":"/contact"');
    expect(log).toContain('"url":"/api/health"');
    for (const value of ['Fatima', 'fatima', 'yogastudio', 'geheim', '/contact?']) expect(log).not.toContain(value);
  });
});

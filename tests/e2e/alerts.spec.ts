import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolThroughApi } from './support/staff';

// Alerts that reach a colleague's phone, in Chromium through the real api: the staff area is an
// installable web app with a service worker of its own; a lead makes the api post an encrypted
// push message to the colleague's push service, and the service worker shows it. Offline,
// Chromium cannot subscribe at a vendor's push service, so the test registers a synthetic
// subscription (keys made here, a push service on 127.0.0.1: the server runs with
// PUSH_ALLOW_LOOPBACK=1) and hands the message to the worker through DevTools'
// `ServiceWorker.deliverPushMessage`, as a push service would.

const PASSWORD = 'meldingen op de telefoon graag';

test.describe.configure({ timeout: 90_000 });
test.use({ permissions: ['notifications'] });

/** A push service on 127.0.0.1 that keeps what it is sent. */
async function startPushService() {
  const received: { path: string; encoding: string | undefined; bytes: number }[] = [];
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', encoding: req.headers['content-encoding'], bytes });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The keys a browser makes for a subscription (P-256 and a 16-byte auth secret). */
function syntheticKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** The staff area's service worker registration, active, as DevTools knows it. */
async function staffWorker(page: Page, cdp: CDPSession): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/beheer-sw\.js$/);
  const scope = new URL('/beheer', page.url()).href;
  await expect.poll(() => registrations.get(scope)).toBeDefined();
  return registrations.get(scope)!;
}

/** The notifications the staff worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/beheer');
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });

test('when a lead comes in, then the api posts an encrypted push to the colleague’s device, and the staff area’s service worker shows it as a Dutch notification that opens the lead @desktop-only', async ({
  page,
  baseURL,
  context,
}) => {
  const push = await startPushService();
  try {
    await enrolThroughApi(page, baseURL!, `sanne.${Date.now()}@studiolegende.nl`, 'Sanne de Vries', PASSWORD);
    await page.goto('/beheer/meldingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    // Installable: the manifest of the staff area, its own icons, standalone, within /beheer.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/beheer.webmanifest');
    const manifest = (await (await page.request.get('/beheer.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/beheer', scope: '/beheer', lang: 'nl' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    const cdp = await context.newCDPSession(page);
    const registrationId = await staffWorker(page, cdp);
    // Chromium may show notifications here: the page offers to turn them on.
    await expect(page.getByRole('button', { name: 'Meldingen aan op dit toestel' })).toBeVisible();

    const device = await page.request.post('/api/staff/alerts/devices', {
      data: { endpoint: `${push.base}/push/sanne`, expirationTime: null, keys: syntheticKeys() },
      headers: { origin: baseURL! },
    });
    expect(device.status()).toBe(201);
    await page.reload();
    const devices = page.getByRole('list', { name: 'Toestellen met meldingen' });
    await expect(devices.getByRole('listitem')).toHaveText([/Dit toestel/]);

    const lead = await page.request.post('/api/request-callback', {
      data: { phone_number: '0612345678', name: 'Jan de Boer' },
    });
    expect(lead.status()).toBe(201);
    const { id } = (await lead.json()) as { id: string };
    await expect.poll(() => push.received.length).toBe(1);
    expect(push.received[0]).toMatchObject({ path: '/push/sanne', encoding: 'aes128gcm' });

    // What the push service hands the browser, once decrypted: the payload, ids only.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify({ t: 'lead', id }),
    });
    await expect
      .poll(() => shown(page))
      .toEqual([
        {
          title: 'Nieuwe aanvraag',
          body: 'Er is een nieuwe aanvraag binnengekomen. Tik om hem te openen.',
          tag: `lead-${id}`,
          url: `/beheer/aanvragen/${id}`,
        },
      ]);

    // "Stuur een testmelding": the device gets a second message, and the page says so.
    await page.getByRole('button', { name: 'Stuur een testmelding' }).click();
    await expect(page.getByText('Testmelding verstuurd naar 1 van 1 toestellen.')).toBeVisible();
    expect(push.received).toHaveLength(2);
  } finally {
    await push.close();
  }
});

test('when a visitor opens the site, then no service worker is registered: only the staff area has one @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const staffPage = await page.request.get('/beheer/inloggen');
  expect(staffPage.headers()['content-security-policy']).toMatch(/worker-src 'self'/);
  expect(staffPage.headers()['content-security-policy']).toMatch(/manifest-src 'self'/);
  const worker = await page.request.get('/beheer-sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

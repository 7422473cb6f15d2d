import { describe, expect, it } from 'vitest';
import { type TestServer, stoppedAfterEachTest } from './helpers';
import { SoftAuthenticator } from './softAuthenticator';
import { addStaff, expectStatus, STAFF_PASSWORD, StaffBrowser, startStaffServer, testClock } from './staffClient';

const servers = stoppedAfterEachTest();

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string };

/** A colleague enrolled with a passkey (no app), signed in on the enrolling browser. */
async function enrolWithPasskey() {
  const clock = testClock();
  const server = await startStaffServer(clock);
  servers.push(server);
  const { token } = await addStaff(server);
  const browser = new StaffBrowser(server.url);
  const passkey = new SoftAuthenticator(server.url);
  await expectStatus(browser.post('/enrolment', { token }), 201);
  await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
  const options = (await (await expectStatus(browser.post('/enrolment/passkey/options'), 200)).json()) as Options;
  // A discoverable passkey that verifies its user.
  expect(options).toMatchObject({
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    user: { name: 'sanne@studiolegende.nl', displayName: 'Sanne de Vries' },
  });
  const made = await expectStatus(browser.post('/enrolment/passkey', { response: passkey.create(options) }), 200);
  const { recoveryCodes } = (await made.json()) as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  await expectStatus(browser.post('/enrolment/done'), 200);
  return { server, browser, passkey };
}

async function passkeySignIn(server: TestServer, passkey: SoftAuthenticator, verified = true) {
  const browser = new StaffBrowser(server.url);
  const options = (await (await expectStatus(browser.post('/sign-in/passkey/options'), 200)).json()) as Options;
  expect(options).toMatchObject({ userVerification: 'required' });
  const answer = passkey.get(options, verified);
  const response = await browser.post('/sign-in/passkey', { response: answer });
  return { browser, response, answer, options };
}

describe('passkeys', () => {
  it('when a colleague enrols with a passkey, then it is their factor, and later it signs them in alone', async () => {
    const { server, browser, passkey } = await enrolWithPasskey();
    const me = (await (await expectStatus(browser.get('/me'), 200)).json()) as { factors: { kind: string }[] };
    expect(me.factors).toEqual([expect.objectContaining({ kind: 'webauthn' })]);

    const { browser: later, response } = await passkeySignIn(server, passkey);
    expect(response.status).toBe(200);
    await expectStatus(later.get('/me'), 200);
  });

  it('when a passkey answer is replayed, then it is refused: it is used once', async () => {
    const { server, passkey } = await enrolWithPasskey();
    const { browser, answer } = await passkeySignIn(server, passkey);
    const replay = await browser.post('/sign-in/passkey', { response: answer });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: 'passkey_failed' });
  });

  it('when a copy of a passkey answers with a signature counter behind the one stored, then it is refused: a cloned authenticator', async () => {
    const { server, passkey } = await enrolWithPasskey();
    const copy = passkey.clone();
    // The passkey itself signs in twice: the api keeps its counter, now 2.
    for (let i = 0; i < 2; i++) expect((await passkeySignIn(server, passkey)).response.status).toBe(200);
    // The copy answers with 1: not past the stored counter.
    const { response } = await passkeySignIn(server, copy);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'passkey_failed' });
    // The real one goes on working.
    expect((await passkeySignIn(server, passkey)).response.status).toBe(200);
  });

  it('when a passkey did not verify its user, then it is not enough, at sign-in or at enrolment, and nothing is kept', async () => {
    const { server, passkey } = await enrolWithPasskey();
    const { response } = await passkeySignIn(server, passkey, false);
    expect(response.status).toBe(401);

    const { token } = await addStaff(server, 'piet@studiolegende.nl', 'Piet');
    const browser = new StaffBrowser(server.url);
    await expectStatus(browser.post('/enrolment', { token }), 201);
    await expectStatus(browser.post('/enrolment/password', { password: STAFF_PASSWORD }), 200);
    const options = (await (await browser.post('/enrolment/passkey/options')).json()) as Options;
    const unverified = new SoftAuthenticator(server.url).create(options, false);
    await expectStatus(browser.post('/enrolment/passkey', { response: unverified }), 401);
    // Nothing was kept: the enrolment still needs its factor.
    await expectStatus(browser.post('/enrolment/done'), 409);
  });

  it('when the passkey is unknown, the answer is for another site, or its challenge cookie is missing, then the sign-in is refused', async () => {
    const { server, passkey } = await enrolWithPasskey();
    const stranger = new SoftAuthenticator(server.url);
    stranger.create({ challenge: 'x', rp: {}, user: { id: 'someone' } });
    expect((await passkeySignIn(server, stranger)).response.status).toBe(401);

    // The right passkey answering on a look-alike site's page: the origin is in what it signs.
    const phished = new StaffBrowser(server.url);
    const phishedOptions = (await (await phished.post('/sign-in/passkey/options')).json()) as Options;
    const answer = passkey.get(phishedOptions, true, 'https://studio-iegende.example');
    await expectStatus(phished.post('/sign-in/passkey', { response: answer }), 401);

    const browser = new StaffBrowser(server.url);
    const options = (await (await browser.post('/sign-in/passkey/options')).json()) as Options;
    browser.challenge = undefined;
    await expectStatus(browser.post('/sign-in/passkey', { response: passkey.get(options) }), 401);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { InboxFollowUpRow, InboxLeadDetail, InboxPage, InboxReply, SavedReply } from '@agency/contract/inbox';
import { leadsApi } from '@agency/contract/leads';
import { dropCreatedSchemas, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { postJson, stoppedAfterEachTest, type TestServer } from './helpers';
import { freePort, startSmtpReceiver } from './receivers';
import {
  enrolStaff,
  expectStatus,
  signIn,
  StaffBrowser,
  startStaffServer,
  testClock,
  type Clock,
  type EnrolledStaff,
} from './staffClient';

const servers = stoppedAfterEachTest();
afterAll(dropCreatedSchemas);

const VISITOR = {
  name: 'Anna de Boer',
  email: 'anna.deboer@example.nl',
  message: 'Graag een webshop voor de bakkerij.',
};
/** 10:00 in Amsterdam: a follow-up an hour later is due today. */
const MORNING = Date.parse('2026-12-03T09:00:00.000Z');
const HOUR = 60 * 60_000;

async function setup(env: Record<string, string> = {}) {
  const clock = testClock(MORNING);
  const server = await startStaffServer(clock, env);
  servers.push(server);
  const noor = await enrolStaff(server, clock, 'noor@studiolegende.nl', 'Noor Bakker');
  const sanne = await enrolStaff(server, clock, 'sanne@studiolegende.nl', 'Sanne de Vries');
  const leadId = await newLead(server);
  return { clock, server, noor, sanne, leadId };
}

async function newLead(server: TestServer, lead: Record<string, unknown> = VISITOR): Promise<string> {
  const response = await expectStatus(postJson(`${server.url}${leadsApi.paths.contact}`, lead), 201);
  return ((await response.json()) as { id: string }).id;
}

const json = async <T>(pending: Promise<Response>, status = 200): Promise<T> =>
  (await (await expectStatus(pending, status)).json()) as T;

const detailOf = (browser: StaffBrowser, leadId: string) => json<InboxLeadDetail>(browser.get(`/leads/${leadId}`));

async function withSmtp() {
  const port = await freePort();
  const smtp = await startSmtpReceiver(port);
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_EMAIL_TO: 'team@studiolegende.nl',
    LEADS_REPLY_FROM: 'Studio Legende <antwoord@studiolegende.nl>',
  };
  return { smtp, env };
}

/** The mails the SMTP server got for the visitor (the agency's notifications go elsewhere). */
const toVisitor = (smtp: Awaited<ReturnType<typeof startSmtpReceiver>>) =>
  smtp.mails.filter((mail) => mail.to.includes(VISITOR.email));

/** The mail as one text: quoted-printable soft breaks joined. */
const plain = (raw: string) => raw.replace(/=\r\n/g, '');

describe('replying to a lead by e-mail from its page', () => {
  it('when a colleague replies, then the SMTP server gets a plain-text mail to the lead from LEADS_REPLY_FROM with the colleague to reply to, and the lead keeps it on its timeline; audited by id', async () => {
    const { smtp, env } = await withSmtp();
    try {
      const { server, noor, leadId } = await setup(env);
      const before = await detailOf(noor.browser, leadId);
      expect(before.reply).toEqual({ available: true, from: 'antwoord@studiolegende.nl' });
      const reply = await json<InboxReply>(
        noor.browser.post(`/leads/${leadId}/replies`, {
          subject: 'Uw aanvraag bij Studio Legende',
          body: 'Beste Anna,\n\nDank voor je aanvraag. <b>Morgen</b> bel ik je.\n\nNoor',
        }),
        201,
      );
      expect(reply).toMatchObject({
        to: VISITOR.email,
        subject: 'Uw aanvraag bij Studio Legende',
        author: { name: 'Noor Bakker' },
      });
      const [mail] = toVisitor(smtp);
      expect(mail).toBeDefined();
      const raw = plain(mail!.raw);
      expect(raw).toMatch(/^From: .*Noor Bakker.*<antwoord@studiolegende\.nl>/m);
      expect(raw).toMatch(/^Reply-To: noor@studiolegende\.nl/m);
      expect(raw).toMatch(/^Subject: Uw aanvraag bij Studio Legende/m);
      expect(raw).toMatch(/^Content-Type: text\/plain/m);
      expect(raw).not.toMatch(/text\/html/);
      // Markup is text: it goes as typed, in a plain-text body.
      expect(raw).toContain('<b>Morgen</b> bel ik je.');

      const after = await detailOf(noor.browser, leadId);
      expect(after.replies).toEqual([reply]);
      expect(after.timeline.map((entry) => entry.kind)).toEqual(['received', 'reply']);
      expect(after.timeline[1]).toMatchObject({ by: { name: 'Noor Bakker' }, replyId: reply.id });
      const audit = await server.services.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('event', '=', 'LEAD_REPLY_SENT')
        .execute();
      expect(audit).toEqual([expect.objectContaining({ lead_id: leadId, detail: reply.id })]);
      expect(JSON.stringify(audit)).not.toContain(VISITOR.email);
    } finally {
      await smtp.close();
    }
  });

  it('when a subject holds a line break, or a text is empty or holds control characters, then the field is refused and nothing is sent', async () => {
    const { smtp, env } = await withSmtp();
    try {
      const { noor, leadId } = await setup(env);
      const refused = async (body: unknown, field: string) => {
        const answer = await json<{ error: string; fields: Record<string, string> }>(
          noor.browser.post(`/leads/${leadId}/replies`, body),
          400,
        );
        expect(answer.error).toBe('validation_failed');
        expect(Object.keys(answer.fields)).toContain(field);
      };
      await refused({ subject: 'Offerte\r\nBcc: iedereen@example.nl', body: 'Hallo' }, 'subject');
      await refused({ subject: 'Offerte\nX-Spam: ja', body: 'Hallo' }, 'subject');
      await refused({ subject: 'Offerte', body: '   ' }, 'body');
      await refused({ subject: 'Offerte', body: 'Hallo\u0007' }, 'body');
      await refused({ subject: 'x'.repeat(201), body: 'Hallo' }, 'subject');
      expect(toVisitor(smtp)).toEqual([]);
      expect((await detailOf(noor.browser, leadId)).replies).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('when the SMTP server refuses the reply, then the page is told (502) and nothing is kept', async () => {
    const port = await freePort();
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === VISITOR.email)
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
    try {
      const { noor, leadId } = await setup({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEADS_EMAIL_TO: 'team@studiolegende.nl',
      });
      const answer = await json<{ error: string; message: string }>(
        noor.browser.post(`/leads/${leadId}/replies`, { subject: 'Offerte', body: 'Hallo Anna' }),
        502,
      );
      expect(answer.error).toBe('reply_refused');
      expect(answer.message).toMatch(/niet aangenomen/);
      const detail = await detailOf(noor.browser, leadId);
      expect(detail.replies).toEqual([]);
      expect(detail.timeline.map((entry) => entry.kind)).toEqual(['received']);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('when a colleague sent LEADS_REPLY_PER_HOUR replies in the last hour, then the next is refused (429, Retry-After) until the hour is over', async () => {
    const { smtp, env } = await withSmtp();
    try {
      const { clock, noor, sanne, leadId } = await setup({ ...env, LEADS_REPLY_PER_HOUR: '2' });
      const send = (browser: StaffBrowser) =>
        browser.post(`/leads/${leadId}/replies`, { subject: 'Offerte', body: 'Hallo Anna' });
      await expectStatus(send(noor.browser), 201);
      clock.advance(10 * 60_000);
      await expectStatus(send(noor.browser), 201);
      const limited = await expectStatus(send(noor.browser), 429);
      expect(Number(limited.headers.get('retry-after'))).toBe(50 * 60);
      expect(((await limited.json()) as { error: string }).error).toBe('reply_limit');
      // The limit is per colleague.
      await expectStatus(send(sanne.browser), 201);
      clock.advance(50 * 60_000 + 1000);
      const noorAgain = await signIn(servers.at(-1)!, noor, clock);
      await expectStatus(send(noorAgain), 201);
    } finally {
      await smtp.close();
    }
  });

  it('when no SMTP server is set, or the lead left no e-mail address, then the page says why a reply cannot go and a send is refused (409)', async () => {
    const { server, noor, leadId } = await setup();
    expect((await detailOf(noor.browser, leadId)).reply).toEqual({ available: false, reason: 'no_smtp' });
    const noSmtp = await json<{ error: string }>(
      noor.browser.post(`/leads/${leadId}/replies`, { subject: 'Offerte', body: 'Hallo' }),
      409,
    );
    expect(noSmtp.error).toBe('reply_unavailable');

    const { smtp, env } = await withSmtp();
    try {
      const clock = testClock(MORNING);
      const withMail = await startStaffServer(clock, env);
      servers.push(withMail);
      const staff = await enrolStaff(withMail, clock, 'noor@studiolegende.nl', 'Noor Bakker');
      const callback = await expectStatus(
        postJson(`${withMail.url}${leadsApi.paths.requestCallback}`, { phone_number: '06 12345678', name: 'Jan' }),
        201,
      );
      const { id } = (await callback.json()) as { id: string };
      expect((await detailOf(staff.browser, id)).reply).toEqual({ available: false, reason: 'no_email' });
      const noEmail = await json<{ message: string }>(
        staff.browser.post(`/leads/${id}/replies`, { subject: 'Offerte', body: 'Hallo' }),
        409,
      );
      expect(noEmail.message).toMatch(/geen e-mailadres/);
    } finally {
      await smtp.close();
    }
    expect(server).toBeDefined();
  });
});

describe('assigning a lead and following it up', () => {
  it('when a lead is assigned to a colleague, then the list and the page name them, the timeline says who did it, and an unknown colleague is refused', async () => {
    const { noor, sanne, leadId } = await setup();
    const { colleagues } = await json<{ colleagues: { id: string; name: string }[] }>(
      noor.browser.get('/leads/colleagues'),
    );
    expect(colleagues.map((colleague) => colleague.name)).toEqual(['Noor Bakker', 'Sanne de Vries']);
    const sanneId = colleagues[1]!.id;
    const assigned = await json<{ assignee: unknown }>(
      noor.browser.put(`/leads/${leadId}/assignee`, { staffUserId: sanneId }),
    );
    expect(assigned.assignee).toEqual({ id: sanneId, name: 'Sanne de Vries' });

    const page = await json<InboxPage>(sanne.browser.get('/leads'));
    expect(page.leads[0]!.assignee).toEqual({ id: sanneId, name: 'Sanne de Vries' });
    const detail = await detailOf(sanne.browser, leadId);
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'assigned',
      by: { name: 'Noor Bakker' },
      assignee: { name: 'Sanne de Vries' },
    });

    const unknown = await json<{ fields: Record<string, string> }>(
      noor.browser.put(`/leads/${leadId}/assignee`, { staffUserId: 'nobody-like-this' }),
      400,
    );
    expect(unknown.fields.staffUserId).toMatch(/Kies een collega/);
    await expectStatus(noor.browser.put(`/leads/${leadId}/assignee`, { staffUserId: null }), 200);
    expect((await detailOf(noor.browser, leadId)).lead.assignee).toBeNull();
    await expectStatus(noor.browser.put('/leads/no-such-lead/assignee', { staffUserId: null }), 404);
  });

  it('when the leads are downloaded for Dutch Excel, then each row says who it is assigned to and when to follow it up, in Amsterdam time', async () => {
    const { noor, sanne, leadId } = await setup();
    const { colleagues } = await json<{ colleagues: { id: string; name: string }[] }>(
      noor.browser.get('/leads/colleagues'),
    );
    await expectStatus(noor.browser.put(`/leads/${leadId}/assignee`, { staffUserId: colleagues[1]!.id }), 200);
    await expectStatus(
      noor.browser.put(`/leads/${leadId}/follow-up`, { at: '2026-12-04T08:30:00.000Z', text: 'Offerte nabellen' }),
      200,
    );
    await expectStatus(sanne.browser.post('/reauth', { password: sanne.password }), 204);
    const csv = await (await expectStatus(sanne.browser.get('/tools/export.csv'), 200)).text();
    expect(csv).toContain(';"Sanne de Vries";"04-12-2026 09:30";"Offerte nabellen";');
  });

  it('when a status changes, then the timeline says to what and by whom', async () => {
    const { sanne, leadId } = await setup();
    await expectStatus(sanne.browser.post(`/leads/${leadId}/status`, { status: 'in_progress' }), 200);
    const { timeline } = await detailOf(sanne.browser, leadId);
    expect(timeline.at(-1)).toMatchObject({ kind: 'status', status: 'in_progress', by: { name: 'Sanne de Vries' } });
  });

  it('when a follow-up is set, then it is listed as due today, falls due at its time once (the job in the database), is marked overdue and alerts who set it by e-mail; a moved one fires at its new time only', async () => {
    const { smtp, env } = await withSmtp();
    const { clock, server, noor: staff, leadId } = await setup(env);
    const alertsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
    let noor = staff;
    // Hours pass: the session has timed out; the colleague signs in again.
    const pass = async (ms: number) => {
      clock.advance(ms);
      noor = { ...staff, browser: await signIn(server, staff, clock) };
    };
    const at = new Date(MORNING + HOUR).toISOString();
    const set = await json<{ followUp: unknown }>(
      noor.browser.put(`/leads/${leadId}/follow-up`, { at, text: 'Offerte nabellen' }),
    );
    expect(set.followUp).toEqual({ at, text: 'Offerte nabellen' });
    let list = await json<{ followUps: InboxFollowUpRow[] }>(noor.browser.get('/leads/follow-ups'));
    expect(list.followUps).toEqual([
      expect.objectContaining({ followUp: { at, text: 'Offerte nabellen' }, overdue: false }),
    ]);
    expect((await json<InboxPage>(noor.browser.get('/leads'))).leads[0]!.followUpAt).toBe(at);

    await server.services.jobs.runDue();
    expect((await detailOf(noor.browser, leadId)).timeline.map((entry) => entry.kind)).not.toContain('follow_up_due');
    await pass(HOUR);
    await server.services.jobs.runDue();
    await server.services.jobs.runDue();
    const { timeline } = await detailOf(noor.browser, leadId);
    expect(timeline.filter((entry) => entry.kind === 'follow_up_due')).toEqual([
      { kind: 'follow_up_due', at: expect.any(String), by: null, followUpAt: at },
    ]);
    list = await json<{ followUps: InboxFollowUpRow[] }>(noor.browser.get('/leads/follow-ups'));
    expect(list.followUps[0]!.overdue).toBe(true);
    // Nobody is assigned: the colleague who set it is alerted (by e-mail, as chosen by default), once.
    expect(alertsTo('noor@studiolegende.nl')).toHaveLength(1);
    expect(alertsTo('sanne@studiolegende.nl')).toHaveLength(0);

    // Moved before its time: only the new time counts.
    const later = new Date(clock.ms + 2 * HOUR).toISOString();
    await expectStatus(
      noor.browser.put(`/leads/${leadId}/follow-up`, { at: new Date(clock.ms + HOUR).toISOString() }),
      200,
    );
    await expectStatus(noor.browser.put(`/leads/${leadId}/follow-up`, { at: later }), 200);
    await pass(HOUR + 60_000);
    await server.services.jobs.runDue();
    const moved = (await detailOf(noor.browser, leadId)).timeline.filter((entry) => entry.kind === 'follow_up_due');
    expect(moved).toHaveLength(1);
    await pass(HOUR);
    await server.services.jobs.runDue();
    const due = (await detailOf(noor.browser, leadId)).timeline.filter((entry) => entry.kind === 'follow_up_due');
    expect(due.at(-1)).toMatchObject({ followUpAt: later });

    // Cleared: nothing more falls due, the list is empty.
    await expectStatus(
      noor.browser.put(`/leads/${leadId}/follow-up`, { at: new Date(clock.ms + HOUR).toISOString() }),
      200,
    );
    await expectStatus(noor.browser.put(`/leads/${leadId}/follow-up`, { at: null }), 200);
    await pass(2 * HOUR);
    await server.services.jobs.runDue();
    expect(
      (await detailOf(noor.browser, leadId)).timeline.filter((entry) => entry.kind === 'follow_up_due'),
    ).toHaveLength(2);
    expect((await json<{ followUps: unknown[] }>(noor.browser.get('/leads/follow-ups'))).followUps).toEqual([]);
    await smtp.close();
  });

  it('when a follow-up is in the past, not a time, or its text holds control characters, then it is refused with the field', async () => {
    const { noor, leadId } = await setup();
    const refused = async (body: unknown, field: string) => {
      const answer = await json<{ fields: Record<string, string> }>(
        noor.browser.put(`/leads/${leadId}/follow-up`, body),
        400,
      );
      expect(Object.keys(answer.fields)).toEqual([field]);
    };
    await refused({ at: new Date(MORNING - HOUR).toISOString() }, 'at');
    await refused({ at: 'morgen' }, 'at');
    await refused({ at: new Date(MORNING + HOUR).toISOString(), text: 'bel\u0000' }, 'text');
    expect((await detailOf(noor.browser, leadId)).followUp).toBeNull();
  });
});

describe('saved replies', () => {
  it('when a beheerder adds, changes and removes a saved reply, then everyone can use it, each change is audited by id, and a colleague cannot change them', async () => {
    const { server, noor, sanne } = await setup();
    const added = await json<SavedReply>(
      noor.browser.post('/saved-replies', {
        title: 'Eerste reactie',
        body: 'Beste {naam},\n\n<i>Dank</i> voor je aanvraag.',
      }),
      201,
    );
    // Stored and given back as typed: markup is text wherever it is shown.
    expect(added.body).toBe('Beste {naam},\n\n<i>Dank</i> voor je aanvraag.');
    expect((await json<{ savedReplies: SavedReply[] }>(sanne.browser.get('/saved-replies'))).savedReplies).toEqual([
      added,
    ]);
    const forbidden = await json<{ error: string }>(
      sanne.browser.post('/saved-replies', { title: 'Mijn', body: 'Tekst' }),
      403,
    );
    expect(forbidden.error).toBe('admin_only');
    await expectStatus(sanne.browser.put(`/saved-replies/${added.id}`, { title: 'Mijn', body: 'Tekst' }), 403);
    await expectStatus(sanne.browser.delete(`/saved-replies/${added.id}`), 403);

    const changed = await json<SavedReply>(
      noor.browser.put(`/saved-replies/${added.id}`, { title: 'Eerste reactie', body: 'Hallo {naam}' }),
    );
    expect(changed.body).toBe('Hallo {naam}');
    await expectStatus(noor.browser.delete(`/saved-replies/${added.id}`), 204);
    await expectStatus(noor.browser.delete(`/saved-replies/${added.id}`), 404);
    expect((await json<{ savedReplies: SavedReply[] }>(sanne.browser.get('/saved-replies'))).savedReplies).toEqual([]);
    const audit = await server.services.database.db
      .selectFrom('staff_audit')
      .select(['event', 'detail'])
      .where('event', 'like', 'SAVED_REPLY_%')
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      { event: 'SAVED_REPLY_ADDED', detail: added.id },
      { event: 'SAVED_REPLY_CHANGED', detail: added.id },
      { event: 'SAVED_REPLY_REMOVED', detail: added.id },
    ]);
  });

  it('when a saved reply’s title holds a line break or its text control characters, then it is refused with the field', async () => {
    const { noor } = await setup();
    const title = await json<{ fields: Record<string, string> }>(
      noor.browser.post('/saved-replies', { title: 'Offerte\r\nBcc: x@example.nl', body: 'Tekst' }),
      400,
    );
    expect(Object.keys(title.fields)).toEqual(['title']);
    const body = await json<{ fields: Record<string, string> }>(
      noor.browser.post('/saved-replies', { title: 'Offerte', body: 'Tekst\u001b[31m' }),
      400,
    );
    expect(Object.keys(body.fields)).toEqual(['body']);
  });
});

describe('the routes of working a lead', () => {
  it('when one is asked without a session, with the password only, or from another site, then it is refused', async () => {
    const { clock, server, noor, leadId } = await setup();
    const calls = (browser: StaffBrowser) => [
      browser.get('/leads/colleagues'),
      browser.get('/leads/follow-ups'),
      browser.post(`/leads/${leadId}/replies`, { subject: 'Offerte', body: 'Hallo' }),
      browser.put(`/leads/${leadId}/assignee`, { staffUserId: null }),
      browser.put(`/leads/${leadId}/follow-up`, { at: null }),
      browser.get('/saved-replies'),
      browser.post('/saved-replies', { title: 'Offerte', body: 'Hallo' }),
      browser.put('/saved-replies/some-id', { title: 'Offerte', body: 'Hallo' }),
      browser.delete('/saved-replies/some-id'),
    ];
    for (const response of await Promise.all(calls(new StaffBrowser(server.url)))) expect(response.status).toBe(401);
    const half = new StaffBrowser(server.url);
    await expectStatus(half.post('/sign-in', { email: noor.email, password: noor.password }), 200);
    for (const response of await Promise.all(calls(half))) expect(response.status).toBe(401);
    const signedIn = await signIn(server, noor, clock);
    const crossSite = new StaffBrowser(server.url, { 'sec-fetch-site': 'cross-site' });
    crossSite.cookie = signedIn.cookie;
    const changes = calls(crossSite).filter((_call, index) => ![0, 1, 5].includes(index));
    for (const response of await Promise.all(changes)) expect(response.status).toBe(403);
    expect((await detailOf(signedIn, leadId)).timeline.map((entry) => entry.kind)).toEqual(['received']);
  });
});

describe('a person’s data covers the work on their leads', () => {
  it('when a person is found and erased, then the replies sent, the follow-up and the timeline go with their leads', async () => {
    const { smtp, env } = await withSmtp();
    try {
      const { server, noor, leadId } = await setup(env);
      await expectStatus(
        noor.browser.post(`/leads/${leadId}/replies`, { subject: 'Offerte', body: 'Hallo Anna' }),
        201,
      );
      await expectStatus(noor.browser.post(`/leads/${leadId}/status`, { status: 'in_progress' }), 200);
      await expectStatus(
        noor.browser.put(`/leads/${leadId}/follow-up`, {
          at: new Date(MORNING + HOUR).toISOString(),
          text: 'Anna nabellen',
        }),
        200,
      );
      const found = await server.services.staffTools.find({ email: VISITOR.email });
      expect(found.leads[0]).toMatchObject({
        replies: [expect.objectContaining({ subject: 'Offerte', body: 'Hallo Anna', to: VISITOR.email })],
        followUp: { text: 'Anna nabellen' },
        timelineEntries: 2,
      });
      const erased = await server.services.staffTools.erase({ email: VISITOR.email });
      expect(erased.counts).toMatchObject({ lead_replies: 1, lead_events: 2 });
      const db = server.services.database.db;
      expect(await db.selectFrom('lead_replies').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('lead_events').selectAll().execute()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe.skipIf(!postgresUrl)('follow-ups with two instances on one PostgreSQL', () => {
  it('when two instances run their due jobs at the same moment, then a follow-up falls due once', async () => {
    const clock: Clock = testClock(MORNING);
    const { database, schema } = await openFresh('postgres');
    await database.close();
    const env = { DATABASE_URL: postgresUrl! };
    const first = await startStaffServer(clock, env, { postgresSchema: schema! });
    const second = await startStaffServer(clock, env, { postgresSchema: schema! });
    servers.push(first, second);
    const noor: EnrolledStaff = await enrolStaff(first, clock, 'noor@studiolegende.nl', 'Noor Bakker');
    const leadId = await newLead(first);
    await expectStatus(
      noor.browser.put(`/leads/${leadId}/follow-up`, { at: new Date(MORNING + HOUR).toISOString() }),
      200,
    );
    clock.advance(HOUR);
    const browser = await signIn(first, noor, clock);
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue(), first.services.jobs.runDue()]);
    const due = (await detailOf(browser, leadId)).timeline.filter((entry) => entry.kind === 'follow_up_due');
    expect(due).toHaveLength(1);
  });
});

reportMissingPostgres();

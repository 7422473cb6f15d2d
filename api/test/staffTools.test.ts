import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '@agency/contract/leads';
import type {
  LeadsPerWeek,
  NotUsefulPage,
  PersonErased,
  PersonFound,
  UndeliveredList,
} from '@agency/contract/staffTools';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl } from './engines';
import { leadsCli, postJson, type TestServer } from './helpers';
import { freePort, outboxPassFromNow, startWebhookReceiver, waitFor } from './receivers';
import { enrolStaff, expectStatus, StaffBrowser, startStaffServer, testClock, type Clock } from './staffClient';

afterAll(dropCreatedSchemas);

/** A Wednesday in week 48 of 2026 (CET): the staff clock's start, so the chart's weeks are known. */
const START = Date.parse('2026-11-25T12:00:00.000Z');

/** A moment as the Dutch export writes it: `dd-mm-jjjj uu:mm` in Amsterdam (here in November: UTC+1). */
const amsterdamOf = (ms: number) => {
  const at = new Date(ms + 60 * 60_000).toISOString();
  return `${at.slice(8, 10)}-${at.slice(5, 7)}-${at.slice(0, 4)} ${at.slice(11, 16)}`;
};

/** The personal data of the person erased below: none of it may reach the audit trail. */
const PERSON = {
  name: 'Erik van Dam',
  email: 'Erik.vanDam@example.nl',
  phone: '06 11223344',
  e164: '+31611223344',
  message: 'Graag een nieuwe website voor de garage.',
  note: 'Teruggebeld, wil in januari starten.',
  question: 'Bel mij op 06-11223344 over de prijs',
};

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the inbox's tools on ${engine.name}`, () => {
    let server: TestServer;
    let clock: Clock;
    let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let staff: StaffBrowser;
    let password: string;

    const db = () => server.services.database.db;
    const json = async <T>(pending: Promise<Response>, status = 200): Promise<T> =>
      (await (await expectStatus(pending, status)).json()) as T;
    const reauthenticate = () => expectStatus(staff.post('/reauth', { password }), 204);
    const lead = async (row: { id: string; name?: string; created_at?: string; source?: string; message?: string }) => {
      await db()
        .insertInto('leads')
        .values({
          kind: 'project',
          name: row.name ?? 'Testlead',
          email: null,
          phone: null,
          message: row.message ?? null,
          created_at: row.created_at ?? new Date(clock.ms).toISOString(),
          source: (row.source ?? 'contact-form') as 'contact-form',
          idempotency_key: null,
          request_hash: null,
          id: row.id,
        })
        .execute();
    };

    beforeAll(async () => {
      const hookPort = await freePort();
      hook = await startWebhookReceiver(hookPort);
      clock = testClock(START);
      const env = { LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook` };
      if (engine.name === 'sqlite') server = await startStaffServer(clock, env);
      else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        server = await startStaffServer(clock, { ...env, DATABASE_URL: postgresUrl }, { postgresSchema: schema! });
      }
      const enrolled = await enrolStaff(server, clock);
      staff = enrolled.browser;
      password = enrolled.password;
    });
    afterAll(async () => {
      await server?.stop();
      await hook?.close();
    });

    it('when a tool is asked without a session, then it answers 401', async () => {
      const none = new StaffBrowser(server.url);
      for (const [method, path] of [
        ['GET', '/tools/feedback'],
        ['GET', '/tools/outbox'],
        ['POST', '/tools/outbox/x/retry'],
        ['POST', '/tools/person'],
        ['POST', '/tools/person/erase'],
        ['GET', '/tools/export.csv'],
        ['GET', '/tools/leads-per-week'],
        ['GET', '/analytics'],
        ['GET', '/analytics/export'],
      ] as const) {
        const response = await none.request(method, path, method === 'POST' ? {} : undefined);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    });

    it('when export or erase is asked without a recent re-authentication, or 5 minutes after it, then it answers 403 staff_reauth_required', async () => {
      const exported = await expectStatus(staff.get('/tools/export.csv'), 403);
      expect(await exported.json()).toMatchObject({ error: 'staff_reauth_required' });
      const erase = await expectStatus(
        staff.post('/tools/person/erase', { email: 'x@example.nl', confirm: true }),
        403,
      );
      expect(await erase.json()).toMatchObject({ error: 'staff_reauth_required' });
      // Nothing was exported, so nothing audited as such.
      const audited = await db()
        .selectFrom('staff_audit')
        .select('event')
        .where('event', '=', 'LEADS_EXPORTED')
        .execute();
      expect(audited).toEqual([]);

      await reauthenticate();
      await expectStatus(staff.get('/tools/export.csv'), 200);
      clock.advance(5 * 60_000 + 1);
      await expectStatus(staff.get('/tools/export.csv'), 403);
    });

    it('when a colleague exports the leads as CSV, then it is an attachment for Dutch Excel, not stored, the filter applied, audited, and cells that start with = + - @ neutralised', async () => {
      await lead({ id: 'csv-formula', name: '=HYPERLINK("https://evil.example","klik")', message: '+SUM(A1:A9)' });
      await lead({ id: 'csv-minus', name: '-2+3', message: '@cmd|calc' });
      await lead({ id: 'csv-chat', name: 'Chat lead', source: 'chat' });
      // 20:15 UTC in November is 21:15 in Amsterdam (CET); 19:15 UTC in July is 21:15 too (CEST).
      await lead({ id: 'csv-evening', name: 'Anouk Jansen', created_at: '2026-11-24T20:15:00.000Z', message: 'Café' });
      await lead({ id: 'csv-summer', name: 'Zomer', created_at: '2026-07-01T19:15:00.000Z' });
      await expectStatus(staff.post('/leads/csv-evening/notes', { text: 'Teruggebeld; wil een offerte.' }), 201);
      clock.advance(60_000);
      await expectStatus(staff.post('/leads/csv-evening/notes', { text: 'In zijn mail:\n=1+1' }), 201);
      await expectStatus(staff.post('/leads/csv-evening/status', { status: 'in_progress' }), 200);
      const { name: author } = await db().selectFrom('staff_users').select('name').executeTakeFirstOrThrow();
      await reauthenticate();
      const response = await expectStatus(staff.get('/tools/export.csv?source=contact-form'), 200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // UTF-8 with a byte order mark, so Excel reads "Café" as written.
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe(
        '"Ontvangen";"Soort";"Bron";"Naam";"Telefoon";"E-mail";"Bericht";"Status";"Notities";"Toegewezen aan";"Opvolgen op";"Reden om op te volgen";"Eerste pagina";"Bron van het bezoek";"Medium";"Campagne";"Verwezen door";"Kenmerk"',
      );
      const line = (id: string) => lines.find((row) => row.endsWith(`;"${id}"`));
      // Dutch values: the kind, the source and the status as the inbox names them; the time in Amsterdam.
      expect(line('csv-evening')).toBe(
        `"24-11-2026 21:15";"Projectaanvraag";"Contactformulier";"Anouk Jansen";"";"";"Café";"In behandeling";` +
          `"${amsterdamOf(clock.ms - 60_000)} ${author}: Teruggebeld; wil een offerte.\n${amsterdamOf(clock.ms)} ${author}: In zijn mail:\n'=1+1";` +
          '"";"";"";"";"";"";"";"";"csv-evening"',
      );
      expect(line('csv-summer')).toMatch(
        /^"01-07-2026 21:15";"Projectaanvraag";"Contactformulier";"Zomer";.*;"Nieuw";/,
      );
      const formula = line('csv-formula');
      expect(formula).toContain(`;"'=HYPERLINK(""https://evil.example"",""klik"")";`);
      expect(formula).toContain(`;"'+SUM(A1:A9)";`);
      const minus = line('csv-minus');
      expect(minus).toContain(`;"'-2+3";`);
      expect(minus).toContain(`;"'@cmd|calc";`);
      // No cell of the file starts with a formula character.
      for (const row of lines.slice(1)) {
        for (const cell of row.split(';')) expect(cell).not.toMatch(/^"?[=+\-@]/);
      }
      // The source filter: the chat lead is not in it.
      expect(csv).not.toContain('csv-chat');
      const audit = await db()
        .selectFrom('staff_audit')
        .selectAll()
        .where('event', '=', 'LEADS_EXPORTED')
        .orderBy('at', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.detail).toMatch(/^rows:\d+,source:contact-form$/);
      expect(audit.lead_id).toBeNull();
    });

    it('when the leads are exported by the command, then it stays machine-readable: English headers, times in UTC, "," and no byte order mark', async () => {
      const { code, text } = await leadsCli(server, ['export', '--format', 'csv', '--kind', 'project']);
      expect(code).toBe(0);
      expect(text.startsWith('"id","kind","created_at",')).toBe(true);
      expect(text).toContain('"csv-evening","project","2026-11-24T20:15:00.000Z","Anouk Jansen"');
    });

    it('when a colleague reads "Niet nuttig", then they get the answers voted not useful, newest first, page by page', async () => {
      const votes = [
        {
          id: 'fb-1',
          vote: 'not_useful',
          question: 'Vraag een',
          answer: 'Antwoord een',
          created_at: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 'fb-2',
          vote: 'useful',
          question: 'Vraag twee',
          answer: 'Antwoord twee',
          created_at: '2026-11-21T10:00:00.000Z',
        },
        {
          id: 'fb-3',
          vote: 'not_useful',
          question: 'Vraag drie',
          answer: 'Antwoord drie',
          created_at: '2026-11-22T10:00:00.000Z',
        },
        {
          id: 'fb-4',
          vote: 'not_useful',
          question: 'Vraag vier',
          answer: 'Antwoord vier',
          created_at: '2026-11-23T10:00:00.000Z',
        },
      ] as const;
      await db()
        .insertInto('chat_feedback')
        .values([...votes])
        .execute();
      const first = await json<NotUsefulPage>(staff.get('/tools/feedback?limit=2'));
      expect(first.answers).toEqual([
        { id: 'fb-4', question: 'Vraag vier', answer: 'Antwoord vier', createdAt: '2026-11-23T10:00:00.000Z' },
        { id: 'fb-3', question: 'Vraag drie', answer: 'Antwoord drie', createdAt: '2026-11-22T10:00:00.000Z' },
      ]);
      expect(first.nextCursor).not.toBeNull();
      const second = await json<NotUsefulPage>(
        staff.get(`/tools/feedback?limit=2&before=${encodeURIComponent(first.nextCursor!)}`),
      );
      expect(second.answers.map((answer) => answer.id)).toEqual(['fb-1']);
      expect(second.nextCursor).toBeNull();
      await expectStatus(staff.get('/tools/feedback?limit=0'), 400);
      await expectStatus(staff.get('/tools/feedback?before=nope'), 400);
    });

    it('when a colleague presses "Nu opnieuw versturen" on a notification waiting in a long back-off, then it is due now, sent at once, and audited', async () => {
      const created = await expectStatus(
        postJson(`${server.url}${leadsApi.paths.requestCallback}`, { phone_number: '06 12345678', name: 'Piet' }),
        201,
      );
      const { id: leadId } = (await created.json()) as { id: string };
      const sent = async () =>
        (await db().selectFrom('outbox').selectAll().where('lead_id', '=', leadId).executeTakeFirst())?.status ===
        'sent';
      await waitFor(sent, 10_000, 'the first delivery');
      // As if the receiver had failed twice and the next attempt were an hour away.
      await db()
        .updateTable('outbox')
        .set({
          status: 'pending',
          attempts: 2,
          sent_at: null,
          next_attempt_at: new Date(Date.now() + 60 * 60_000).toISOString(),
          last_error: 'webhook answered HTTP 503 for https://hooks.example/agency?token=secret',
        })
        .where('lead_id', '=', leadId)
        .execute();
      const before = hook.hooks.length;
      // Not due for an hour: a pass of the worker from now sends nothing.
      expect(await outboxPassFromNow(server)).toBe(0);
      expect(hook.hooks.length).toBe(before);

      const list = await json<UndeliveredList>(staff.get('/tools/outbox'));
      // This installation sends by webhook only: the overview says which channels are set.
      expect(list.channels).toEqual(['webhook']);
      const job = list.notifications.find((item) => item.leadId === leadId);
      expect(job).toMatchObject({
        channel: 'webhook',
        status: 'pending',
        attempts: 2,
        errorKind: 'http',
        httpStatus: 503,
      });
      // The error's own text (it may hold an address) is not shown.
      expect(JSON.stringify(list)).not.toContain('hooks.example');
      expect(list.pending).toBeGreaterThanOrEqual(1);

      await expectStatus(staff.post(`/tools/outbox/${job!.id}/retry`), 200);
      await waitFor(sent, 3_000, 'the delivery after "Nu opnieuw versturen"');
      expect(hook.hooks.length).toBe(before + 1);
      const audit = await db()
        .selectFrom('staff_audit')
        .selectAll()
        .where('event', '=', 'NOTIFICATION_RETRIED')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ lead_id: leadId, detail: job!.id });
      // Delivered now: nothing more to send; an unknown one is not there.
      const again = await expectStatus(staff.post(`/tools/outbox/${job!.id}/retry`), 409);
      expect(await again.json()).toMatchObject({ error: 'notification_delivered' });
      await expectStatus(staff.post('/tools/outbox/no-such-job/retry'), 404);
    });

    it('when a colleague finds and erases a person, then their leads with status, notes and notifications and the chat votes that mention them go, and the audit trail keeps ids only and is not erased', async () => {
      const contact = await expectStatus(
        postJson(`${server.url}${leadsApi.paths.contact}`, {
          name: PERSON.name,
          email: PERSON.email,
          message: PERSON.message,
        }),
        201,
      );
      const { id: contactId } = (await contact.json()) as { id: string };
      const callback = await expectStatus(
        postJson(`${server.url}${leadsApi.paths.requestCallback}`, { phone_number: PERSON.phone, name: PERSON.name }),
        201,
      );
      const { id: callbackId } = (await callback.json()) as { id: string };
      await db()
        .insertInto('chat_feedback')
        .values({
          id: 'fb-person',
          vote: 'not_useful',
          question: PERSON.question,
          answer: 'Dat kan.',
          created_at: new Date().toISOString(),
        })
        .execute();
      await expectStatus(staff.get(`/leads/${contactId}`), 200);
      await expectStatus(staff.post(`/leads/${contactId}/status`, { status: 'won' }), 200);
      await expectStatus(staff.post(`/leads/${contactId}/notes`, { text: PERSON.note }), 201);

      // Found by the address in other capitals, or by the number as typed.
      const byEmail = await json<PersonFound>(staff.post('/tools/person', { email: PERSON.email.toUpperCase() }));
      expect(byEmail.match).toEqual({ email: PERSON.email.toLowerCase() });
      expect(byEmail.leads).toHaveLength(1);
      expect(byEmail.leads[0]).toMatchObject({
        id: contactId,
        status: 'won',
        message: PERSON.message,
        notifications: 1,
      });
      expect(byEmail.leads[0]!.notes.map((note) => note.text)).toEqual([PERSON.note]);
      const both = await json<PersonFound>(
        staff.post('/tools/person', { email: PERSON.email, phone: '+31 6 1122 3344' }),
      );
      expect(both.leads.map((row) => row.id).sort()).toEqual([contactId, callbackId].sort());
      expect(both.feedback.map((row) => row.id)).toEqual(['fb-person']);
      const invalid = await expectStatus(staff.post('/tools/person', { phone: 'geen nummer' }), 400);
      expect(await invalid.json()).toMatchObject({ fields: { phone: expect.any(String) } });
      await expectStatus(staff.post('/tools/person', {}), 400);

      const auditBefore = await db().selectFrom('staff_audit').selectAll().execute();
      await reauthenticate();
      // Without the explicit confirmation nothing is erased.
      await expectStatus(staff.post('/tools/person/erase', { email: PERSON.email, phone: PERSON.phone }), 400);
      expect(await db().selectFrom('leads').select('id').where('id', '=', contactId).executeTakeFirst()).toBeDefined();

      const erased = await json<PersonErased>(
        staff.post('/tools/person/erase', { email: PERSON.email, phone: PERSON.phone, confirm: true }),
      );
      expect(erased.leadIds.sort()).toEqual([contactId, callbackId].sort());
      expect(erased.feedbackIds).toEqual(['fb-person']);
      expect(erased.counts).toMatchObject({ leads: 2, outbox: 2, lead_notes: 1, chat_feedback: 1 });

      // The leads (and with them their status), notes, notifications and the vote are gone.
      for (const table of ['leads', 'lead_notes', 'outbox'] as const) {
        const column = table === 'leads' ? 'id' : 'lead_id';
        const rows = await db().selectFrom(table).select(column).where(column, 'in', [contactId, callbackId]).execute();
        expect(rows, table).toEqual([]);
      }
      expect(await db().selectFrom('chat_feedback').select('id').where('id', '=', 'fb-person').execute()).toEqual([]);
      expect((await json<PersonFound>(staff.post('/tools/person', { email: PERSON.email }))).leads).toEqual([]);
      await expectStatus(staff.get(`/leads/${contactId}`), 404);

      // The audit trail: every earlier row stays (the lead's view, status and note included),
      // and the erasure is on record per lead by its id, without personal data.
      const auditAfter = await db().selectFrom('staff_audit').selectAll().execute();
      for (const row of auditBefore) expect(auditAfter).toContainEqual(row);
      expect(auditAfter.filter((row) => row.lead_id === contactId).map((row) => row.event)).toEqual(
        expect.arrayContaining(['LEAD_VIEWED', 'LEAD_STATUS_CHANGED', 'LEAD_NOTE_ADDED', 'PERSON_ERASED']),
      );
      const erasures = auditAfter.filter((row) => row.event === 'PERSON_ERASED');
      expect(erasures.map((row) => row.lead_id).sort()).toEqual([contactId, callbackId].sort());
      const trail = JSON.stringify(auditAfter).toLowerCase();
      for (const value of [
        PERSON.name,
        PERSON.email,
        PERSON.e164,
        PERSON.phone,
        PERSON.message,
        PERSON.note,
        '11223344',
      ]) {
        expect(trail).not.toContain(value.toLowerCase());
      }
    });

    it('when a colleague reads the chart, then it counts leads per ISO week in Amsterdam and per source over the last 12 weeks, each by its Amsterdam date', async () => {
      const chart = () => json<LeadsPerWeek>(staff.get('/tools/leads-per-week'));
      const before = await chart();
      expect(before.weeks).toHaveLength(12);
      expect(before.weeks.at(-1)).toMatchObject({ week: '2026-W48', start: '2026-11-23' });
      expect(before.weeks[0]).toMatchObject({ week: '2026-W37', start: '2026-09-07' });
      // Around midnight between Sunday and Monday, Amsterdam time, in winter (UTC+1) and summer (UTC+2).
      await lead({ id: 'w47-sunday-late', created_at: '2026-11-22T22:59:59.000Z', source: 'chat' });
      await lead({ id: 'w48-monday-early', created_at: '2026-11-22T23:00:00.000Z', source: 'chat' });
      await lead({ id: 'w48-callback', created_at: '2026-11-24T09:00:00.000Z', source: 'callback-dialog' });
      await lead({ id: 'w36-sunday-late', created_at: '2026-09-06T21:59:59.000Z', source: 'contact-form' });
      await lead({ id: 'w37-monday-early', created_at: '2026-09-06T22:00:00.000Z', source: 'contact-form' });
      const after = await chart();
      const added = after.weeks.map((week, i) => ({
        week: week.week,
        chat: week.counts.chat - before.weeks[i]!.counts.chat,
        callback: week.counts['callback-dialog'] - before.weeks[i]!.counts['callback-dialog'],
        contact: week.counts['contact-form'] - before.weeks[i]!.counts['contact-form'],
        total: week.total - before.weeks[i]!.total,
      }));
      expect(added.find((week) => week.week === '2026-W48')).toEqual({
        week: '2026-W48',
        chat: 1,
        callback: 1,
        contact: 0,
        total: 2,
      });
      expect(added.find((week) => week.week === '2026-W47')).toEqual({
        week: '2026-W47',
        chat: 1,
        callback: 0,
        contact: 0,
        total: 1,
      });
      expect(added.find((week) => week.week === '2026-W37')).toEqual({
        week: '2026-W37',
        chat: 0,
        callback: 0,
        contact: 1,
        total: 1,
      });
      // The Sunday before week 37 is outside the 12 weeks; no other week changed.
      expect(added.reduce((sum, week) => sum + week.total, 0)).toBe(4);
    });
  });
}

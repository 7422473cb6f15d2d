import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxLead, InboxLeadDetail, InboxNote, InboxPage } from '@agency/contract/inbox';
import { leadsApi } from '@agency/contract/leads';
import type { ConversationMessage } from '../src/shared/data/schema';
import { applyRetention } from '../src/features/privacy/domain/retention';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { dropCreatedSchemas, engineFixtures, openFresh, postgresUrl, reportMissingPostgres } from './engines';
import { leadsCli, postJson, type TestServer } from './helpers';
import { freePort, startWebhookReceiver, waitFor } from './receivers';
import { enrolStaff, expectStatus, StaffBrowser, startStaffServer, testClock, type Clock } from './staffClient';

afterAll(dropCreatedSchemas);

const conversation: ConversationMessage[] = [
  { role: 'user', content: 'Wat kost een webshop?' },
  { role: 'assistant', content: 'We werken met een offerte op maat.' },
  { role: 'user', content: 'Kan ik iemand spreken?' },
  { role: 'assistant', content: 'Dat regel ik graag: een collega belt je terug.' },
];

/** The personal data the leads below carry: none of it may reach the audit trail or the log. */
const PERSONAL = {
  callbackName: 'Jan Jansen',
  callbackPhone: '06 12345678',
  callbackE164: '+31612345678',
  contactName: 'Anna de Boer',
  contactEmail: 'anna.deboer@example.nl',
  contactMessage: 'Graag een webshop voor onze bakkerij.',
  chatName: 'Karin Smit',
  chatPhone: '06 87654321',
  chatE164: '+31687654321',
  note: 'Gebeld: wil een offerte voor een webshop met bezorging.',
};

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`the staff inbox's api on ${engine.name}`, () => {
    let server: TestServer;
    let clock: Clock;
    let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let staff: StaffBrowser;
    let staffId: string;
    const ids = { callback: '', contact: '', chat: '' };

    const post = async (path: string, body: unknown) => {
      const response = await expectStatus(postJson(`${server.url}${path}`, body), 201);
      // Leads at least a millisecond apart (the next one is stored once the clock has moved on):
      // "newest first" has one answer.
      const answeredAt = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(answeredAt), { interval: 1 });
      return ((await response.json()) as { id: string }).id;
    };
    const getJson = async <T>(path: string, status = 200): Promise<T> =>
      (await (await expectStatus(staff.get(path), status)).json()) as T;
    const page = (query = '') => getJson<InboxPage>(`/leads${query}`);
    // The audit trail's times come from the staff clock: each audited step a millisecond later.
    const later = () => clock.advance(1);
    const auditRows = () =>
      server.services.database.db.selectFrom('staff_audit').selectAll().orderBy('at').orderBy('id').execute();

    beforeAll(async () => {
      const hookPort = await freePort();
      hook = await startWebhookReceiver(hookPort);
      clock = testClock();
      // Everything the server logs, to look for personal data in it.
      const env = { LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`, LOG_LEVEL: 'trace' };
      if (engine.name === 'sqlite') server = await startStaffServer(clock, env);
      else {
        const { database, schema } = await openFresh('postgres');
        await database.close();
        server = await startStaffServer(clock, { ...env, DATABASE_URL: postgresUrl }, { postgresSchema: schema! });
      }
      staff = (await enrolStaff(server, clock)).browser;
      staffId = (await getJson<{ user: { id: string } }>('/me')).user.id;

      ids.callback = await post(leadsApi.paths.requestCallback, {
        phone_number: PERSONAL.callbackPhone,
        name: PERSONAL.callbackName,
      });
      ids.contact = await post(leadsApi.paths.contact, {
        name: PERSONAL.contactName,
        email: PERSONAL.contactEmail,
        message: PERSONAL.contactMessage,
      });
      ids.chat = await post(leadsApi.paths.requestCallback, {
        phone_number: PERSONAL.chatPhone,
        name: PERSONAL.chatName,
        source: 'chat',
        conversation,
        visit: { landing: '/wordpress', referrer: 'https://www.google.com/search?q=wordpress+bureau' },
      });
    });
    afterAll(async () => {
      await server?.stop();
      await hook?.close();
    });

    it('when leads come in through the callback dialog, the contact form and the chat, then the inbox lists them newest first, each new, with counts per status', async () => {
      const response = await expectStatus(staff.get('/leads'), 200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const first = (await response.json()) as InboxPage;
      expect(first.leads.map((lead) => lead.id)).toEqual([ids.chat, ids.contact, ids.callback]);
      expect(first.nextCursor).toBeNull();
      expect(first.counts).toEqual({ new: 3, in_progress: 0, won: 0, lost: 0 });
      expect(first.leads).toEqual([
        {
          id: ids.chat,
          name: PERSONAL.chatName,
          source: 'chat',
          kind: 'callback',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          status: 'new',
          email: null,
          phone: PERSONAL.chatE164,
          preview: null,
          visit: {
            landing: '/wordpress',
            referrerHost: 'google.com',
            source: 'google.com',
            medium: null,
            campaign: null,
          },
          samePerson: 0,
          assignee: null,
          followUpAt: null,
        },
        {
          id: ids.contact,
          name: PERSONAL.contactName,
          source: 'contact-form',
          kind: 'project',
          createdAt: expect.any(String),
          status: 'new',
          email: PERSONAL.contactEmail,
          phone: null,
          preview: PERSONAL.contactMessage,
          visit: null,
          samePerson: 0,
          assignee: null,
          followUpAt: null,
        },
        {
          id: ids.callback,
          name: PERSONAL.callbackName,
          source: 'callback-dialog',
          kind: 'callback',
          createdAt: expect.any(String),
          status: 'new',
          email: null,
          phone: PERSONAL.callbackE164,
          preview: null,
          visit: null,
          samePerson: 0,
          assignee: null,
          followUpAt: null,
        },
      ] satisfies InboxLead[]);
    });

    it('when filtered by source or searched by name, e-mail or phone (as typed: 06 …), then only the matching leads come, with counts for that search', async () => {
      const idsOf = async (query: string) => (await page(query)).leads.map((lead) => lead.id);
      expect(await idsOf('?source=chat')).toEqual([ids.chat]);
      expect(await idsOf('?source=contact-form')).toEqual([ids.contact]);
      expect(await idsOf('?status=new&source=callback-dialog')).toEqual([ids.callback]);
      expect(await idsOf('?status=won')).toEqual([]);
      expect(await idsOf(`?q=${encodeURIComponent('jansen')}`)).toEqual([ids.callback]);
      expect(await idsOf(`?q=${encodeURIComponent('ANNA.DEBOER@example')}`)).toEqual([ids.contact]);
      expect(await idsOf(`?q=${encodeURIComponent('06 87654321')}`)).toEqual([ids.chat]);
      expect(await idsOf(`?q=${encodeURIComponent('+31 6 1234 5678')}`)).toEqual([ids.callback]);
      expect(await idsOf(`?q=${encodeURIComponent('06-1234')}`)).toEqual([ids.callback]);
      // A search's wildcards are plain characters.
      expect(await idsOf(`?q=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await idsOf(`?q=${encodeURIComponent('_')}`)).toEqual([]);
      expect((await page(`?q=${encodeURIComponent('smit')}`)).counts).toEqual({
        new: 1,
        in_progress: 0,
        won: 0,
        lost: 0,
      });
    });

    it('when a filter, the page size or the cursor is not one the inbox knows, then 400 with Dutch field errors', async () => {
      const wrong = async (query: string) => {
        const body = await getJson<{ error: string; fields: Record<string, string> }>(`/leads${query}`, 400);
        expect(body.error).toBe('validation_failed');
        return body.fields;
      };
      expect(await wrong('?status=done')).toEqual({ status: expect.stringMatching(/^Kies een bestaande status/) });
      expect(await wrong('?source=fax')).toEqual({ source: expect.stringMatching(/^Kies een bestaande bron/) });
      expect(await wrong('?limit=201')).toEqual({ limit: 'Vraag 1 tot 200 aanvragen per pagina.' });
      expect(await wrong('?limit=0')).toHaveProperty('limit');
      expect(await wrong('?limit=ten')).toHaveProperty('limit');
      expect(await wrong('?before=yesterday')).toHaveProperty('before');
      expect(await wrong(`?q=${'a'.repeat(201)}`)).toHaveProperty('q');
      expect(await wrong('?person=geen%20aanvraag')).toEqual({
        person: expect.stringMatching(/^Deze aanvraag bestaat niet/),
      });
    });

    it('when a search option is given twice, then 400 repeated_parameter says to give each once, here and in the export and the trail', async () => {
      for (const path of [
        '/leads?q=jan&q=piet',
        '/leads?status=new&status=won',
        '/tools/export.csv?source=chat&source=chat',
        '/audit?limit=5&limit=6',
      ]) {
        const body = await getJson<{ error: string; message: string; fields: Record<string, string> }>(path, 400);
        expect(body, path).toMatchObject({ error: 'repeated_parameter', message: 'Gebruik elke zoekoptie één keer.' });
        expect(Object.values(body.fields)).toEqual(['Gebruik elke zoekoptie één keer.']);
      }
      expect((await getJson<{ fields: Record<string, string> }>('/leads?q=jan&q=piet', 400)).fields).toEqual({
        q: 'Gebruik elke zoekoptie één keer.',
      });
    });

    it('when the inbox is read page by page, then every lead comes exactly once, newest first, and the last page says so', async () => {
      for (let i = 0; i < 8; i++) {
        await post(leadsApi.paths.requestCallback, {
          phone_number: `0201234${String(i).padStart(3, '0')}`,
          name: null,
        });
      }
      const all = (await page('?limit=200')).leads.map((lead) => lead.id);
      expect(all).toHaveLength(11);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=3${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
        const next: InboxPage = await page(query);
        expect(next.leads.length).toBeLessThanOrEqual(3);
        seen.push(...next.leads.map((lead) => lead.id));
        cursor = next.nextCursor;
        pages++;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(4);
      expect(seen).toEqual(all);
      // Filters hold across pages too.
      const first = await page('?source=callback-dialog&limit=5');
      const second = await page(`?source=callback-dialog&limit=5&before=${encodeURIComponent(first.nextCursor!)}`);
      expect([...first.leads, ...second.leads].map((lead) => lead.id)).toEqual(
        all.filter((id) => id !== ids.chat && id !== ids.contact),
      );
      expect(second.nextCursor).toBeNull();
    });

    it("when a lead is opened, then its page has everything stored: the chat before the hand-over, the visit it came from, status, notes and its notifications' delivery; the audit trail gets its id only", async () => {
      await waitFor(async () => {
        const { notifications } = await getJson<InboxLeadDetail>(`/leads/${ids.chat}`);
        return notifications[0]?.status === 'sent';
      });
      const before = (await auditRows()).length;
      later();
      const response = await expectStatus(staff.get(`/leads/${ids.chat}`), 200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const detail = (await response.json()) as InboxLeadDetail;
      expect(detail).toEqual({
        lead: {
          id: ids.chat,
          name: PERSONAL.chatName,
          source: 'chat',
          kind: 'callback',
          createdAt: expect.any(String),
          status: 'new',
          email: null,
          phone: PERSONAL.chatE164,
          preview: null,
          samePerson: 0,
          assignee: null,
          followUpAt: null,
          message: null,
          visit: {
            landing: '/wordpress',
            referrerHost: 'google.com',
            source: 'google.com',
            medium: null,
            campaign: null,
          },
        },
        conversation,
        notes: [],
        notifications: [
          { channel: 'webhook', status: 'sent', attempts: expect.any(Number), sentAt: expect.any(String) },
        ],
        replies: [],
        // No SMTP server is set here, and the lead left no e-mail address.
        reply: { available: false, reason: 'no_smtp' },
        followUp: null,
        timeline: [{ kind: 'received', at: expect.any(String), by: null }],
      } satisfies InboxLeadDetail);
      later();
      const contact = await getJson<InboxLeadDetail>(`/leads/${ids.contact}`);
      expect(contact.lead.message).toBe(PERSONAL.contactMessage);
      expect(contact.conversation).toBeNull();
      // Sent without a visit: none is shown.
      expect(contact.lead.visit).toBeNull();

      const viewed = (await auditRows()).slice(before);
      expect(viewed).toEqual([
        expect.objectContaining({ event: 'LEAD_VIEWED', user_id: staffId, lead_id: ids.chat, detail: null }),
        expect.objectContaining({ event: 'LEAD_VIEWED', user_id: staffId, lead_id: ids.contact, detail: null }),
      ]);
    });

    it('when an unknown lead is asked for or changed, then 404 JSON', async () => {
      for (const response of [
        await staff.get('/leads/00000000-0000-4000-8000-000000000000'),
        await staff.get('/leads/not%20an%20id'),
        await staff.post('/leads/00000000-0000-4000-8000-000000000000/status', { status: 'won' }),
        await staff.post('/leads/00000000-0000-4000-8000-000000000000/notes', { text: 'Hallo' }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toMatchObject({ error: 'not_found' });
      }
    });

    it('when the status changes and a note is written, then both are saved and shown, the note with its author and time, and audited without personal data', async () => {
      const before = (await auditRows()).length;
      later();
      expect(
        await (await expectStatus(staff.post(`/leads/${ids.contact}/status`, { status: 'in_progress' }), 200)).json(),
      ).toEqual({
        status: 'in_progress',
      });
      later();
      const added = (await (
        await expectStatus(staff.post(`/leads/${ids.contact}/notes`, { text: `  ${PERSONAL.note}\n` }), 201)
      ).json()) as InboxNote;
      expect(added).toEqual({
        id: expect.any(String),
        text: PERSONAL.note,
        createdAt: expect.any(String),
        author: { id: staffId, name: 'Sanne de Vries' },
      });

      later();
      const detail = await getJson<InboxLeadDetail>(`/leads/${ids.contact}`);
      expect(detail.lead.status).toBe('in_progress');
      expect(detail.notes).toEqual([added]);
      expect((await page('?status=in_progress')).leads.map((lead) => lead.id)).toEqual([ids.contact]);
      expect((await page()).counts).toEqual({ new: 10, in_progress: 1, won: 0, lost: 0 });

      const written = (await auditRows()).slice(before);
      expect(written.map(({ event, user_id, lead_id, detail }) => ({ event, user_id, lead_id, detail }))).toEqual([
        { event: 'LEAD_STATUS_CHANGED', user_id: staffId, lead_id: ids.contact, detail: 'in_progress' },
        { event: 'LEAD_NOTE_ADDED', user_id: staffId, lead_id: ids.contact, detail: null },
        { event: 'LEAD_VIEWED', user_id: staffId, lead_id: ids.contact, detail: null },
      ]);
      const trail = JSON.stringify(await auditRows());
      for (const value of Object.values(PERSONAL)) expect(trail).not.toContain(value);
    });

    it('when a word is only in a note or only in a message, then the search finds that lead by it, in any capitals', async () => {
      const idsOf = async (query: string) =>
        (await page(`?q=${encodeURIComponent(query)}`)).leads.map((lead) => lead.id);
      // The contact lead's note (the test before) and its message.
      expect(await idsOf('BEZORGING')).toEqual([ids.contact]);
      expect(await idsOf('onze bakkerij')).toEqual([ids.contact]);
      // A word in no name, address, message or note finds nothing.
      expect(await idsOf('zonnepanelen')).toEqual([]);
    });

    it("when one person leaves leads under the same e-mail address and the same phone written otherwise, then each row counts the person's other leads and ?person= lists them", async () => {
      const first = await post(leadsApi.paths.contact, {
        name: 'Piet Bos',
        email: 'piet.bos@example.nl',
        message: `\n  Eerste vraag: ${'een heel lange zin '.repeat(10)}\nTweede regel`,
      });
      const second = await post(leadsApi.paths.requestCallback, { phone_number: '06 11122233', name: 'Piet' });
      // The address in other capitals, the number in international notation: the same person as both.
      const third = await post(leadsApi.paths.contact, {
        name: 'P. Bos',
        email: 'Piet.Bos@Example.NL',
        phone: '+31 6 1112 2233',
        message: 'Nog een vraag',
      });
      // A note written now is found at once, and counted.
      await expectStatus(staff.post(`/leads/${second}/notes`, { text: 'Terugbellen na de Zomervakantie.' }), 201);
      expect((await page('?q=zomervakantie')).leads.map((lead) => lead.id)).toEqual([second]);
      expect((await page('?q=zomervakantie')).counts).toEqual({ new: 1, in_progress: 0, won: 0, lost: 0 });
      const rows = new Map((await page('?q=bos')).leads.map((lead) => [lead.id, lead]));
      expect(rows.get(first)?.samePerson).toBe(1);
      expect(rows.get(third)?.samePerson).toBe(2);
      const byPhone = (await page('?q=0611122233')).leads.find((lead) => lead.id === second);
      expect(byPhone).toMatchObject({ phone: '+31611122233', samePerson: 1, preview: null });
      // The message's first line with text, clipped to 120 characters with "…".
      const preview = rows.get(first)?.preview ?? '';
      expect(preview.startsWith('Eerste vraag: een heel lange zin')).toBe(true);
      expect([...preview]).toHaveLength(120);
      expect(preview.endsWith('…')).toBe(true);
      expect(rows.get(third)?.preview).toBe('Nog een vraag');

      const person = async (id: string) => (await page(`?person=${id}`)).leads.map((lead) => lead.id);
      expect(await person(third)).toEqual([third, second, first]);
      expect(await person(first)).toEqual([third, first]);
      expect(await person(second)).toEqual([third, second]);
      expect((await page(`?person=${third}&source=contact-form`)).counts).toEqual({
        new: 2,
        in_progress: 0,
        won: 0,
        lost: 0,
      });
      // Someone else's leads are not theirs, and a lead that is gone has no one.
      expect((await page(`?person=${ids.contact}`)).leads.map((lead) => lead.id)).toEqual([ids.contact]);
      expect(await person('geen-aanvraag')).toEqual([]);
      // The lead's own page counts them too.
      expect((await getJson<InboxLeadDetail>(`/leads/${third}`)).lead.samePerson).toBe(2);
    });

    it('when a status or a note is not valid, then 400 with a Dutch field error and nothing is stored', async () => {
      const wrong = async (path: string, body: unknown) =>
        (await (await expectStatus(staff.post(`/leads/${ids.callback}${path}`, body), 400)).json()) as {
          error: string;
          fields: Record<string, string>;
        };
      expect(await wrong('/status', { status: 'done' })).toMatchObject({
        error: 'validation_failed',
        fields: { status: expect.stringMatching(/^Kies een bestaande status/) },
      });
      expect(await wrong('/status', {})).toHaveProperty('fields.status');
      expect(await wrong('/notes', { text: ' \n ' })).toEqual({
        error: 'validation_failed',
        message: 'Niet alle velden zijn goed ingevuld.',
        fields: { text: 'Schrijf eerst een notitie.' },
      });
      expect(await wrong('/notes', { text: 42 })).toHaveProperty('fields.text');
      expect(await wrong('/notes', { text: 'é'.repeat(5001) })).toEqual(
        expect.objectContaining({ fields: { text: 'Een notitie mag hoogstens 5000 tekens hebben.' } }),
      );
      // NUL and bidirectional controls, refused with the public forms' words.
      for (const text of ['Teruggebeld\u0000', 'Klant \u202Eneeb\u202C', 'a\u2066b']) {
        expect(await wrong('/notes', { text })).toEqual(
          expect.objectContaining({
            fields: { text: 'Notitie bevat onzichtbare tekens. Typ de tekst opnieuw in plaats van hem te plakken.' },
          }),
        );
      }
      const detail = await getJson<InboxLeadDetail>(`/leads/${ids.callback}`);
      expect(detail.lead.status).toBe('new');
      expect(detail.notes).toEqual([]);
      // The longest note fits, in characters as a reader counts them.
      await expectStatus(staff.post(`/leads/${ids.callback}/notes`, { text: '😀'.repeat(5000) }), 201);
    });

    it('when a change comes from another site or without a session, then it is refused', async () => {
      await expectStatus(
        staff.post(`/leads/${ids.chat}/status`, { status: 'lost' }, { 'sec-fetch-site': 'cross-site' }),
        403,
      );
      const none = new StaffBrowser(server.url);
      await expectStatus(none.get('/leads'), 401);
      await expectStatus(none.get(`/leads/${ids.chat}`), 401);
      await expectStatus(none.post(`/leads/${ids.chat}/notes`, { text: 'Hallo' }), 401);
      expect((await getJson<InboxLeadDetail>(`/leads/${ids.chat}`)).lead.status).toBe('new');
    });

    it('when the server logged all of this at trace level, then no name, e-mail, phone, note or search term is in it', () => {
      const log = server.logs.join('');
      expect(log).toContain('/api/staff/leads');
      for (const value of [...Object.values(PERSONAL), 'jansen', 'ANNA.DEBOER', 'smit']) {
        expect(log).not.toContain(value);
      }
    });

    it('when `leads find` runs for the person, then it shows the status and the notes; `leads erase --yes` removes the notes with the lead', async () => {
      const found = await leadsCli(server, ['find', '--email', PERSONAL.contactEmail]);
      expect(found.code).toBe(0);
      const json = JSON.parse(found.text) as {
        leads: { id: string; status: string }[];
        lead_notes: { lead_id: string; text: string; author_id: string }[];
      };
      expect(json.leads).toEqual([expect.objectContaining({ id: ids.contact, status: 'in_progress' })]);
      expect(json.lead_notes).toEqual([
        expect.objectContaining({ lead_id: ids.contact, text: PERSONAL.note, author_id: staffId }),
      ]);

      const erased = await leadsCli(server, ['erase', '--email', PERSONAL.contactEmail, '--yes']);
      expect(erased.code).toBe(0);
      expect(erased.text).toContain(
        'leads 1, outbox 1, lead_conversations 0, lead_notes 1, lead_live_chats 0, lead_replies 0, lead_events 1, chat_feedback 0, live_chats 0, live_chat_events 0.',
      );
      const { db } = server.services.database;
      expect(await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', ids.contact).execute()).toEqual([]);
      await expectStatus(staff.get(`/leads/${ids.contact}`), 404);
      // The audit trail keeps the id of what was done, not the person.
      expect((await auditRows()).some((row) => row.lead_id === ids.contact)).toBe(true);
    });

    it('when the retention period is over, then the leads go with their notes', async () => {
      const { db } = server.services.database;
      expect((await db.selectFrom('lead_notes').select('id').execute()).length).toBeGreaterThan(0);
      const deleted = await applyRetention(createPersonalDataStore(db), 1, new Date(Date.now() + 2 * 24 * 60 * 60_000));
      expect(deleted).toBe(13);
      expect(await db.selectFrom('lead_notes').select('id').execute()).toEqual([]);
      expect((await page()).leads).toEqual([]);
    });
  });
}

reportMissingPostgres();

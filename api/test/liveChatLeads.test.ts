import { afterAll, describe, expect, it } from 'vitest';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { staffLive } from '@agency/contract/inbox';
import { leadsApi } from '@agency/contract/leads';
import {
  liveChat,
  staffChatsApi,
  type LeadLiveChats,
  type LiveChatTicket,
  type StaffChatQueue,
} from '@agency/contract/liveChat';
import { dropCreatedSchemas, engineFixtures } from './engines';
import { postJson, type TestServer } from './helpers';
import { availableColleague, data, freshSchema, header, startLiveServer, transcript } from './liveChatKit';
import { openSse, type SseStream } from './sseClient';
import { expectStatus, StaffBrowser, testClock, type EnrolledStaff } from './staffClient';

// Every live chat a lead (issue 42, item 2): a colleague asks the visitor for their contact
// details, the visitor leaves a phone number or an e-mail address, and the chat becomes a lead
// (or joins the lead of the same person) with its transcript, completed when the chat ends.

afterAll(dropCreatedSchemas);

/** The staff router's path of a contract path (the browser adds `/api/staff`). */
const staffPath = (path: string) => path.replace(/^\/api\/staff/, '');

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`every live chat a lead on ${engine.name}`, () => {
    const servers: TestServer[] = [];
    const streams: SseStream[] = [];
    afterAll(async () => {
      for (const stream of streams) await stream.close();
      for (const server of servers) await server.stop();
    });

    async function setup() {
      const clock = testClock();
      const server = await startLiveServer(engine.name, clock, {}, await freshSchema(engine.name), {
        livePresenceWindowMs: 5000,
      });
      servers.push(server);
      const open = async (url: string, headers: Record<string, string> = {}) => {
        const stream = await openSse(url, headers);
        streams.push(stream);
        return stream;
      };
      const colleague = (email: string, displayName: string) =>
        availableColleague(server, clock, open, email, displayName);
      const visitorPost = (ticket: LiveChatTicket, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { ...header(ticket), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      /** Sanne holds a conversation a visitor started on /shopify, with both streams open. */
      const heldChat = async (sanne: EnrolledStaff) => {
        const ticket = (await (
          await expectStatus(postJson(`${server.url}${liveChat.paths.start}`, { transcript, page: '/shopify' }), 201)
        ).json()) as LiveChatTicket;
        const queue = (await (await expectStatus(sanne.browser.get('/chats'), 200)).json()) as StaffChatQueue;
        const chatId = queue.waiting.find((chat) => chat.reference === ticket.reference)!.id;
        await expectStatus(sanne.browser.post(`/chats/${chatId}/take`), 200);
        const visitor = await open(`${server.url}${liveChat.paths.events}`, header(ticket));
        const staffSide = await open(`${server.url}${staffChatsApi.eventsPath(chatId)}`, {
          cookie: sanne.browser.cookie!,
        });
        return { ticket, chatId, visitor, staffSide };
      };
      /** The leads as stored, newest first (what "Aanvragen" lists: the inbox's own tests cover the list). */
      const leads = async (_staff?: EnrolledStaff) =>
        server.services.database.db
          .selectFrom('leads')
          .select(['id', 'name', 'email', 'phone', 'source', 'status'])
          .orderBy('created_at', 'desc')
          .execute();
      const chatsOf = async (staff: EnrolledStaff, leadId: string) =>
        (await (
          await expectStatus(staff.browser.get(staffPath(staffChatsApi.ofLead(leadId).path)), 200)
        ).json()) as LeadLiveChats;
      const audit = async (staff: EnrolledStaff) =>
        (
          (await (await expectStatus(staff.browser.get('/audit?limit=100'), 200)).json()) as {
            entries: { event: string; leadId?: string | null }[];
          }
        ).entries.map((entry) => entry.event);
      return { clock, server, open, colleague, visitorPost, heldChat, leads, chatsOf, audit };
    }

    it('when the colleague who holds the chat asks for contact details, then both streams carry it (again after Last-Event-ID), another colleague may not, and it is audited', async () => {
      const { colleague, heldChat, open, server, audit } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const joris = await colleague('joris@studiolegende.nl', 'Joris');
      const { ticket, chatId, visitor, staffSide } = await heldChat(sanne);
      const taken = await visitor.next((frame) => frame.event === liveChat.events.taken);

      await expectStatus(sanne.browser.post(staffPath(staffChatsApi.askContact(chatId).path)), 204);
      const asked = await visitor.next((frame) => frame.event === liveChat.events.contactAsked, 1000);
      expect(data(asked)).toMatchObject({ id: Number(asked.id), name: 'Sanne' });
      await staffSide.next((frame) => frame.event === liveChat.events.contactAsked, 1000);

      // A reload of the visitor's panel resumes after the last event it saw: the question comes again.
      const again = await open(`${server.url}${liveChat.paths.events}`, {
        ...header(ticket),
        'last-event-id': taken.id!,
      });
      await again.next((frame) => frame.event === liveChat.events.contactAsked);
      expect(again.frames.filter((frame) => frame.event === liveChat.events.contactAsked)).toHaveLength(1);

      // Only who holds it asks; and only from the staff area's own pages.
      const refused = await expectStatus(joris.browser.post(`/chats/${chatId}/ask-contact`), 403);
      expect(await refused.json()).toMatchObject({ error: liveChat.errorCodes.notYours });
      await expectStatus(
        sanne.browser.post(`/chats/${chatId}/ask-contact`, undefined, { 'sec-fetch-site': 'cross-site' }),
        403,
      );
      // Without a session, or with the password only, nothing is asked.
      const none = new StaffBrowser(server.url);
      const half = new StaffBrowser(server.url);
      await expectStatus(half.post('/sign-in', { email: sanne.email, password: sanne.password }), 200);
      for (const browser of [none, half]) await expectStatus(browser.post(`/chats/${chatId}/ask-contact`), 401);
      expect(visitor.frames.filter((frame) => frame.event === liveChat.events.contactAsked)).toHaveLength(1);
      expect(await audit(sanne)).toContain('LIVE_CHAT_CONTACT_ASKED');
      // Once it ended, nothing more is asked.
      await expectStatus(sanne.browser.post(`/chats/${chatId}/end`), 204);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/ask-contact`), 410);
    });

    it('when the visitor leaves an e-mail address, then a lead is made at once with the transcript so far, and the transcript is completed, who said what, when the chat ends', async () => {
      const { colleague, heldChat, visitorPost, leads, chatsOf, audit, server } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const { ticket, chatId, visitor, staffSide } = await heldChat(sanne);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Hoi, ik ben Sanne.' }), 201);
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Ik wil een webshop.' }), 201);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/ask-contact`), 204);

      await expectStatus(
        visitorPost(ticket, liveChat.paths.contact, { email: ' Anna@Bakkerij.NL ', phone_number: '', name: 'Anna' }),
        204,
      );
      // Stored before the visitor was told: the lead is in "Aanvragen" now, and the inbox heard of it.
      const [lead] = await leads(sanne);
      expect(lead).toMatchObject({
        name: 'Anna',
        email: 'anna@bakkerij.nl',
        phone: null,
        source: 'chat',
        status: 'new',
      });
      await sanne.inbox.next(
        (frame) => frame.event === staffLive.events.lead && data<{ leadId: string }>(frame).leadId === lead!.id,
      );
      // The staff side's stream names the lead; the visitor's does not.
      const left = await staffSide.next((frame) => frame.event === liveChat.events.contactLeft, 1000);
      expect(data(left)).toMatchObject({ leadId: lead!.id });
      const told = await visitor.next((frame) => frame.event === liveChat.events.contactLeft, 1000);
      expect(data<Record<string, unknown>>(told)).not.toHaveProperty('leadId');
      expect(told.data).not.toContain(lead!.id);

      const before = (await chatsOf(sanne, lead!.id)).chats;
      expect(before).toEqual([
        {
          chatId,
          reference: ticket.reference,
          linkedAt: expect.any(String),
          endedAt: null,
          assistant: transcript,
          messages: [
            { from: 'person', name: 'Sanne', text: 'Hoi, ik ben Sanne.', at: expect.any(String) },
            { from: 'visitor', name: null, text: 'Ik wil een webshop.', at: expect.any(String) },
          ],
        },
      ]);

      // The chat goes on, and ends: the lead's transcript is complete.
      await expectStatus(sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Ik mail je vandaag.' }), 201);
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Top, dank je!' }), 201);
      await expectStatus(visitorPost(ticket, liveChat.paths.end), 204);
      const [after] = (await chatsOf(sanne, lead!.id)).chats;
      expect(after!.endedAt).not.toBeNull();
      expect(after!.messages.map((message) => `${message.name ?? 'Bezoeker'}: ${message.text}`)).toEqual([
        'Sanne: Hoi, ik ben Sanne.',
        'Bezoeker: Ik wil een webshop.',
        'Sanne: Ik mail je vandaag.',
        'Bezoeker: Top, dank je!',
      ]);
      expect(await leads(sanne)).toHaveLength(1);
      expect(await audit(sanne)).toContain('LEAD_CHATS_VIEWED');
      // Nothing of the details, or the chat, in the log.
      const log = server.logs.join('');
      expect(log).not.toMatch(/anna@bakkerij/i);
      expect(log).not.toContain('Ik mail je vandaag');
    });

    it('when that person already left a lead (the same e-mail in other capitals, or the same phone in another notation), then the chat joins it and no lead is made', async () => {
      const { colleague, heldChat, visitorPost, leads, chatsOf, server } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const project = await expectStatus(
        postJson(`${server.url}${leadsApi.paths.contact}`, {
          name: 'Anna de Bakker',
          email: 'anna@bakkerij.nl',
          phone: null,
          message: 'Een webshop voor de bakkerij.',
        }),
        201,
      );
      const projectId = ((await project.json()) as { id: string }).id;
      const callback = await expectStatus(
        postJson(`${server.url}${leadsApi.paths.requestCallback}`, { phone_number: '06 12345678', name: 'Piet' }),
        201,
      );
      const callbackId = ((await callback.json()) as { id: string }).id;

      const byEmail = await heldChat(sanne);
      await expectStatus(visitorPost(byEmail.ticket, liveChat.paths.contact, { email: 'ANNA@Bakkerij.nl' }), 204);
      const byPhone = await heldChat(sanne);
      await expectStatus(
        visitorPost(byPhone.ticket, liveChat.paths.contact, { phone_number: '+31 6 1234 5678', name: 'Piet' }),
        204,
      );
      // A second send of the same form joins what the first made or found: still one link.
      await expectStatus(
        visitorPost(byPhone.ticket, liveChat.paths.contact, { phone_number: '0612345678', name: 'Piet' }),
        204,
      );

      expect((await leads(sanne)).map((lead) => lead.id).sort()).toEqual([projectId, callbackId].sort());
      expect((await chatsOf(sanne, projectId)).chats.map((chat) => chat.chatId)).toEqual([byEmail.chatId]);
      expect((await chatsOf(sanne, callbackId)).chats.map((chat) => chat.chatId)).toEqual([byPhone.chatId]);
      // The lead's own details stay as they were.
      expect((await leads(sanne)).find((lead) => lead.id === projectId)).toMatchObject({ name: 'Anna de Bakker' });
    });

    it('when the details are missing or not right, then the visitor gets a Dutch message per field and a JSON code, nothing is stored; a filled honeypot stores nothing either', async () => {
      const { colleague, heldChat, visitorPost, leads, server } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const { ticket } = await heldChat(sanne);
      const refusal = async (body: unknown) => {
        const response = await expectStatus(visitorPost(ticket, liveChat.paths.contact, body), 400);
        const answer = (await response.json()) as { error: string; fields: Record<string, string> };
        expect(answer.error).toBe('validation_failed');
        return answer.fields;
      };
      const neither = 'Vul je telefoonnummer of je e-mailadres in, dan kunnen we contact met je opnemen.';
      expect(await refusal({ name: 'Anna' })).toEqual({ phone_number: neither, email: neither });
      expect(await refusal({ phone_number: '  ', email: '' })).toEqual({ phone_number: neither, email: neither });
      expect(await refusal({ email: 'anna@' })).toEqual({
        email: 'Dit is geen geldig e-mailadres. Bijvoorbeeld: naam@bedrijf.nl.',
      });
      expect(await refusal({ phone_number: '12' })).toEqual({
        phone_number: 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.',
      });
      expect(await refusal({ email: 'anna@bakkerij.nl', name: 'Anna\u0000' })).toHaveProperty('name');
      expect((await refusal(['anna@bakkerij.nl'])).body).toBe('Stuur een JSON-object.');
      // A bot that fills the hidden field is answered alike; nothing is stored.
      await expectStatus(
        visitorPost(ticket, liveChat.paths.contact, { email: 'bot@spam.example', website: 'https://spam.example' }),
        204,
      );
      expect(await leads(sanne)).toEqual([]);
      // Without the conversation's capability: no lead, whatever the body.
      const none = await postJson(`${server.url}${liveChat.paths.contact}`, { email: 'anna@bakkerij.nl' });
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({ error: liveChat.errorCodes.capabilityRequired });
      expect(await leads(sanne)).toEqual([]);
    });

    it('when the details come just after the colleague ended the chat, then the lead is still made, with the whole transcript', async () => {
      const { colleague, heldChat, visitorPost, leads, chatsOf } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const { ticket, chatId } = await heldChat(sanne);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/ask-contact`), 204);
      await expectStatus(
        sanne.browser.post(`/chats/${chatId}/messages`, { text: 'Ik moet weg, laat je nummer achter.' }),
        201,
      );
      await expectStatus(sanne.browser.post(`/chats/${chatId}/end`), 204);
      // Messages are over, the details are not.
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Nog iets' }), 410);
      await expectStatus(visitorPost(ticket, liveChat.paths.contact, { phone_number: '020 123 4567' }), 204);
      const [lead] = await leads(sanne);
      expect(lead).toMatchObject({ phone: '+31201234567', source: 'chat' });
      const [chat] = (await chatsOf(sanne, lead!.id)).chats;
      expect(chat!.endedAt).not.toBeNull();
      expect(chat!.messages.map((message) => message.text)).toEqual(['Ik moet weg, laat je nummer achter.']);
    });

    it("when a lead's chats are asked without a full session, from another site, or for no lead, then they are refused", async () => {
      const { colleague, heldChat, visitorPost, leads, server } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const { ticket } = await heldChat(sanne);
      await expectStatus(visitorPost(ticket, liveChat.paths.contact, { email: 'anna@bakkerij.nl' }), 204);
      const [lead] = await leads(sanne);
      const path = staffPath(staffChatsApi.ofLead(lead!.id).path);
      const none = new StaffBrowser(server.url);
      const half = new StaffBrowser(server.url);
      await expectStatus(half.post('/sign-in', { email: sanne.email, password: sanne.password }), 200);
      for (const browser of [none, half]) {
        const refused = await expectStatus(browser.get(path), 401);
        expect(await refused.text()).not.toContain('Wat kost');
      }
      // A page of another site cannot read it: the session cookie is SameSite=Strict (a browser
      // sends none cross-site), and the answer carries no CORS allowance.
      const crossSite = await fetch(`${server.url}/api/staff${path}`, {
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(401);
      expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
      await expectStatus(
        sanne.browser.get(staffPath(staffChatsApi.ofLead('00000000-0000-0000-0000-000000000000').path)),
        404,
      );
      await expectStatus(sanne.browser.get('/leads/not%20a%20lead/chats'), 404);
    });

    it('when the agency finds or erases the person, then the lead, its copy of the transcript and the chat are found and erased; retention expires them with the lead', async () => {
      const { colleague, heldChat, visitorPost, leads, server } = await setup();
      const sanne = await colleague('sanne@studiolegende.nl', 'Sanne');
      const { ticket, chatId } = await heldChat(sanne);
      // The chat itself never names the address: it is found through the lead it made.
      await expectStatus(visitorPost(ticket, liveChat.paths.messages, { text: 'Mijn vraag gaat over bezorgen.' }), 201);
      await expectStatus(visitorPost(ticket, liveChat.paths.contact, { email: 'anna@bakkerij.nl' }), 204);
      await expectStatus(sanne.browser.post(`/chats/${chatId}/end`), 204);
      const [lead] = await leads(sanne);
      const { database } = server.services;
      const store = createPersonalDataStore(database.db);

      const found = await store.find({ email: 'anna@bakkerij.nl' });
      expect(found.leads.map((row) => row.id)).toEqual([lead!.id]);
      expect(found.related.lead_live_chats).toEqual([
        expect.objectContaining({
          lead_id: lead!.id,
          chat_id: chatId,
          transcript: expect.stringContaining('bezorgen'),
        }),
      ]);
      expect((found.related.live_chats as { id: string }[]).map((chat) => chat.id)).toEqual([chatId]);
      // By the reference the visitor saw: the lead the chat made is named too.
      const byReference = await store.find({ reference: ticket.reference });
      expect(byReference.related.lead_live_chats).toEqual([expect.objectContaining({ lead_id: lead!.id })]);

      const preview = await store.previewErase({ email: 'anna@bakkerij.nl' });
      expect(preview.counts).toMatchObject({ leads: 1, lead_live_chats: 1, live_chats: 1 });
      const erased = await store.erase({ email: 'anna@bakkerij.nl' });
      expect(erased.counts).toMatchObject({ leads: 1, lead_live_chats: 1, live_chats: 1 });
      expect(await database.db.selectFrom('lead_live_chats').selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom('live_chats').selectAll().where('id', '=', chatId).execute()).toEqual([]);

      // Retention: the copy goes with its lead; a chat past the period goes without taking a
      // younger lead's copy along.
      const next = await heldChat(sanne);
      await expectStatus(visitorPost(next.ticket, liveChat.paths.contact, { email: 'piet@bakkerij.nl' }), 204);
      await expectStatus(sanne.browser.post(`/chats/${next.chatId}/end`), 204);
      const [kept] = await leads(sanne);
      await database.db.updateTable('live_chats').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
      await store.deleteCreatedBefore(new Date('2021-01-01T00:00:00.000Z'));
      expect(await database.db.selectFrom('live_chats').selectAll().execute()).toEqual([]);
      expect(
        (await database.db.selectFrom('lead_live_chats').select('lead_id').execute()).map((row) => row.lead_id),
      ).toEqual([kept!.id]);
      await store.deleteCreatedBefore(new Date(Date.now() + 60_000));
      expect(await database.db.selectFrom('lead_live_chats').selectAll().execute()).toEqual([]);
    });
  });
}

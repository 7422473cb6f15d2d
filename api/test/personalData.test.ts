import { testLead } from './helpers';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/shared/data/database';
import { createLeadRepository, type Lead, type LeadRepository } from '../src/features/leads/data/leadRepository';
import { createFeedbackRepository, type ChatFeedback } from '../src/features/chat/data/feedbackRepository';
import { createOutboxRepository } from '../src/features/leads/data/outboxRepository';
import { NO_PERSON, personFromOptions } from '../src/cli/leads/person';
import type { PersonalDataStore } from '../src/features/privacy/data/personalData';
import { mentionsPerson, personMatch, PersonMatchError } from '../src/features/privacy/domain/matching';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { dropCreatedSchemas, engineFixtures, openFresh, reportMissingPostgres } from './engines';

/** Leads here have no phone number unless a test gives one. */
const lead = (overrides: Partial<Lead> = {}): Lead => testLead({ phone: null, ...overrides });

const ANNA_PHONE = '+31612345678';

/** The counts of an erasure that reaches leads and their notifications, and no other table. */
const leadCounts = (leads: number, outbox: number) => ({
  leads,
  outbox,
  lead_conversations: 0,
  lead_notes: 0,
  lead_live_chats: 0,
  lead_replies: 0,
  lead_events: 0,
  chat_feedback: 0,
  live_chats: 0,
  live_chat_events: 0,
});

/** Anna: a project request (e-mail and phone) and a callback (phone); Bob: one of each, someone else. */
async function seed(leads: LeadRepository, database: Database) {
  const annaProject = lead({
    id: 'anna-project',
    kind: 'project',
    name: 'Anna',
    email: 'anna@example.nl',
    phone: ANNA_PHONE,
    message: 'Een webshop',
    created_at: '2026-01-02T10:00:00.000Z',
  });
  const annaCallback = lead({ id: 'anna-callback', phone: ANNA_PHONE, created_at: '2026-01-03T10:00:00.000Z' });
  // Stored before e-mail addresses were lowercased: still hers.
  const annaOld = lead({
    id: 'anna-old',
    kind: 'project',
    name: 'Anna',
    email: 'Anna@Example.NL',
    message: 'Eerder',
    created_at: '2025-12-01T10:00:00.000Z',
  });
  const bob = lead({
    id: 'bob',
    kind: 'project',
    name: 'Bob',
    email: 'bob@example.nl',
    phone: '+31687654321',
    message: 'Een app',
    created_at: '2026-01-04T10:00:00.000Z',
  });
  await leads.insert(annaProject, ['email', 'webhook']);
  await leads.insert(annaCallback, ['email']);
  await leads.insert(annaOld, []);
  await leads.insert(bob, ['email', 'webhook']);
  // One of Anna's notifications failed once: its error is part of what is stored.
  const outbox = createOutboxRepository(database.db);
  const now = new Date();
  const claimed = await outbox.claimDue(now, new Date(now.getTime() + 1000), 10);
  const annaJob = claimed.find((job) => job.lead.id === 'anna-project' && job.channel === 'webhook');
  await outbox.markFailed(annaJob!.id, 1, new Date(now.getTime() + 60_000), 'webhook answered 500');
}

afterAll(() => dropCreatedSchemas());

describe('finding a person in chat feedback', () => {
  const phone = personMatch({ phone: '06 12345678' });
  const email = personMatch({ email: 'Anna@Example.nl' });

  it('when a text has the phone number as a visitor types it, then it mentions the person', () => {
    for (const text of [
      'Bel me op 06 12345678 aub',
      'mijn nummer: 0612345678.',
      'bel 06-12345678',
      'bel (06) 1234 5678',
      'nummer +31612345678',
      'nummer +31 6 12 34 56 78',
      '0031612345678',
      'bel 31612345678',
      'bel 06.12.34.56.78',
    ]) {
      expect(mentionsPerson(text, phone), text).toBe(true);
    }
  });

  it('when a text has another number or none, then it does not mention the person', () => {
    for (const text of ['Bel me op 06 87654321', 'Hoe lang duurt 3 tot 6 weken?', '085 123 4567', '']) {
      expect(mentionsPerson(text, phone), text).toBe(false);
    }
  });

  it('when a text has the e-mail address in any capitals, then it mentions the person; a longer address does not', () => {
    expect(mentionsPerson('Mail naar ANNA@example.nl.', email)).toBe(true);
    expect(mentionsPerson('anna@example.nl', email)).toBe(true);
    expect(mentionsPerson('Mail hanna@example.nl', email)).toBe(false);
    expect(mentionsPerson('anna@example.nl.eu', email)).toBe(false);
    expect(mentionsPerson('anna_x@example.nl', personMatch({ email: 'anna_x@example.nl' }))).toBe(true);
  });
});

describe('reading who a request is about', () => {
  it('when a phone number is written in any form, then it is matched in E.164, as stored', () => {
    for (const phone of ['06 12345678', '+31 6 1234 5678', '0031612345678', ' 06-12345678 ']) {
      expect(personMatch({ phone })).toEqual({ phone: ANNA_PHONE });
    }
  });

  it('when an e-mail address has capitals and spaces, then it is matched trimmed and lowercased', () => {
    expect(personMatch({ email: '  Anna@Example.NL ' })).toEqual({ email: 'anna@example.nl' });
  });

  it('when the phone number is invalid, or nothing is given, then a Dutch error says so', () => {
    expect(() => personMatch({ phone: '12' })).toThrow(new PersonMatchError('"12" is geen geldig telefoonnummer.'));
    expect(() => personMatch({ email: '   ' })).toThrow(PersonMatchError);
    expect(() => personMatch({})).toThrow(
      new PersonMatchError('Geef een e-mailadres, een telefoonnummer of een gespreksnummer op.'),
    );
  });

  it('when the leads command gets neither --email nor --phone, then it names its options', () => {
    expect(() => personFromOptions({})).toThrow(new PersonMatchError(NO_PERSON));
    expect(NO_PERSON).toBe('Geef --email, --phone of --reference op.');
    expect(personFromOptions({ phone: '06 12345678' })).toEqual({ phone: ANNA_PHONE });
  });
});

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`personal data on ${engine.name}`, () => {
    let database: Database;
    let leads: LeadRepository;
    let store: PersonalDataStore;

    beforeEach(async () => {
      ({ database } = await openFresh(engine.name));
      leads = createLeadRepository(database.db);
      store = createPersonalDataStore(database.db);
      await seed(leads, database);
    });
    afterEach(() => database.close());

    it('when found by each form of the phone number, then both of their phone leads and their notifications come back', async () => {
      for (const phone of ['06 12345678', '+31 6 1234 5678', '0031612345678']) {
        const found = await store.find(personMatch({ phone }));
        expect(found.leads.map((l) => l.id)).toEqual(['anna-project', 'anna-callback']);
        expect(found.related.outbox).toHaveLength(3);
      }
    });

    it('when found by e-mail in other capitals, then every lead with that address comes back, with all columns', async () => {
      const found = await store.find(personMatch({ email: 'ANNA@example.nl ' }));
      expect(found.leads.map((l) => l.id)).toEqual(['anna-old', 'anna-project']);
      // Every column, how the inbox works the lead too (nobody assigned, no follow-up here).
      expect(found.leads[1]).toEqual({
        ...(await leads.findById('anna-project')),
        assigned_to: null,
        follow_up_at: null,
        follow_up_text: null,
      });
      expect(found.leads[1]).toHaveProperty('idempotency_key');
    });

    it('when found, then the notification jobs carry their status, attempts and last error', async () => {
      const found = await store.find(personMatch({ email: 'anna@example.nl' }));
      const jobs = found.related.outbox as {
        lead_id: string;
        channel: string;
        status: string;
        last_error: string | null;
      }[];
      expect(
        jobs.map(({ lead_id, channel, status, last_error }) => ({ lead_id, channel, status, last_error })),
      ).toEqual(
        expect.arrayContaining([
          { lead_id: 'anna-project', channel: 'email', status: 'pending', last_error: null },
          { lead_id: 'anna-project', channel: 'webhook', status: 'pending', last_error: 'webhook answered 500' },
        ]),
      );
      expect(jobs).toHaveLength(2);
    });

    it('when nothing matches, then nothing comes back', async () => {
      const found = await store.find(personMatch({ email: 'nobody@example.nl', phone: '0611111111' }));
      expect(found.leads).toEqual([]);
      expect(found.related).toEqual({
        outbox: [],
        lead_conversations: [],
        lead_notes: [],
        lead_live_chats: [],
        lead_replies: [],
        lead_events: [],
        chat_feedback: [],
        live_chats: [],
        live_chat_events: [],
      });
    });

    it('when a lead matches by e-mail and by phone, then it is found and counted once', async () => {
      const match = personMatch({ email: 'anna@example.nl', phone: '06 12345678' });
      const found = await store.find(match);
      expect(found.leads.map((l) => l.id)).toEqual(['anna-old', 'anna-project', 'anna-callback']);
      const preview = await store.previewErase(match);
      expect(preview.counts).toEqual(leadCounts(3, 3));
      const erased = await store.erase(match);
      expect(erased.counts).toEqual(leadCounts(3, 3));
      expect(erased.leadIds.sort()).toEqual(['anna-callback', 'anna-old', 'anna-project']);
    });

    it('when an erasure is previewed, then nothing is deleted', async () => {
      const preview = await store.previewErase(personMatch({ phone: '06 12345678' }));
      expect(preview.leadIds).toEqual(['anna-project', 'anna-callback']);
      expect(preview.counts).toEqual(leadCounts(2, 3));
      expect(await leads.count()).toBe(4);
      expect(await createOutboxRepository(database.db).counts()).toEqual({ pending: 5, sent: 0, failed: 0 });
    });

    it("when a person is erased, then their leads and notifications are gone and other people's are kept", async () => {
      const erased = await store.erase(personMatch({ phone: '+31 6 1234 5678' }));
      expect(erased.counts).toEqual(leadCounts(2, 3));
      expect(await leads.findById('anna-project')).toBeUndefined();
      expect(await leads.findById('anna-callback')).toBeUndefined();
      // Her older lead has only her e-mail address: not matched by phone.
      expect(await leads.findById('anna-old')).toBeDefined();
      expect(await leads.findById('bob')).toBeDefined();
      const outbox = createOutboxRepository(database.db);
      expect(await outbox.listForLead('bob')).toHaveLength(2);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0, failed: 0 });
    });

    it('when a person with nothing stored is erased, then nothing is deleted', async () => {
      const erased = await store.erase(personMatch({ email: 'nobody@example.nl' }));
      expect(erased).toMatchObject({ leadIds: [], feedbackIds: [], counts: { leads: 0, outbox: 0, chat_feedback: 0 } });
      expect(await leads.count()).toBe(4);
    });

    const feedbackRow = (overrides: Partial<ChatFeedback>): ChatFeedback => ({
      id: crypto.randomUUID(),
      vote: 'not_useful',
      question: 'Wat kost een website?',
      answer: 'We werken met een offerte op maat.',
      created_at: '2026-01-05T10:00:00.000Z',
      ...overrides,
    });

    it('when a person made a chat callback lead in the chat, then find shows its conversation and erase deletes it', async () => {
      const callbackRequest = lead({
        id: 'anna-chat',
        phone: ANNA_PHONE,
        source: 'chat',
        created_at: '2026-01-06T10:00:00.000Z',
      });
      const conversation = [{ role: 'user' as const, content: 'Kan ik iemand spreken?' }];
      await leads.insert(callbackRequest, [], conversation);
      await leads.insert(lead({ id: 'bob-chat', phone: '+31687654321', source: 'chat' }), [], conversation);
      const found = await store.find(personMatch({ phone: '06 12345678' }));
      expect(found.related.lead_conversations).toEqual([
        { lead_id: 'anna-chat', messages: JSON.stringify(conversation), created_at: callbackRequest.created_at },
      ]);
      const erased = await store.erase(personMatch({ phone: '06 12345678' }));
      expect(erased.counts).toMatchObject({ leads: 3, lead_conversations: 1 });
      expect(await leads.findConversation('anna-chat')).toBeNull();
      expect(await leads.findConversation('bob-chat')).toEqual(conversation);
    });

    it('when chat feedback mentions the person, then find shows it and erase deletes it, and other feedback is kept', async () => {
      const feedback = createFeedbackRepository(database.db);
      const byPhone = feedbackRow({
        id: 'f-phone',
        question: 'Bel me op 06-1234 5678',
        created_at: '2026-01-05T10:00:00.000Z',
      });
      const byE164 = feedbackRow({ id: 'f-e164', answer: 'Je nummer +31612345678 is genoteerd.', vote: 'useful' });
      const byEmail = feedbackRow({
        id: 'f-email',
        question: 'Mail ANNA@example.nl',
        created_at: '2026-01-07T10:00:00.000Z',
      });
      const other = feedbackRow({ id: 'f-other', question: 'Mail bob@example.nl of bel 0687654321' });
      for (const row of [byPhone, byE164, byEmail, other]) await feedback.insert(row);

      const byNumber = await store.find(personMatch({ phone: '+31 6 1234 5678' }));
      expect((byNumber.related.chat_feedback as ChatFeedback[]).map((row) => row.id).sort()).toEqual([
        'f-e164',
        'f-phone',
      ]);
      const both = personMatch({ email: 'anna@example.nl', phone: '0612345678' });
      const preview = await store.previewErase(both);
      expect(preview.feedbackIds.sort()).toEqual(['f-e164', 'f-email', 'f-phone']);
      expect(preview.counts.chat_feedback).toBe(3);
      expect(await feedback.findById('f-phone')).toBeDefined();

      const erased = await store.erase(both);
      expect(erased.counts.chat_feedback).toBe(3);
      expect(erased.feedbackIds.sort()).toEqual(['f-e164', 'f-email', 'f-phone']);
      expect((await feedback.list({ all: true })).map((row) => row.id)).toEqual(['f-other']);
    });

    it('when only chat feedback mentions the person, then erase deletes it although they have no lead', async () => {
      const feedback = createFeedbackRepository(database.db);
      await feedback.insert(feedbackRow({ id: 'f-carla', question: 'Mijn mail is carla@example.nl' }));
      const match = personMatch({ email: 'carla@example.nl' });
      expect((await store.previewErase(match)).counts).toMatchObject({ leads: 0, chat_feedback: 1 });
      const erased = await store.erase(match);
      expect(erased).toMatchObject({ leadIds: [], feedbackIds: ['f-carla'] });
      expect(await feedback.findById('f-carla')).toBeUndefined();
    });

    it('when more chat feedback is stored than one page of the search, then every mention is found', async () => {
      const feedback = createFeedbackRepository(database.db);
      const rows = Array.from({ length: 1203 }, (_, i) =>
        feedbackRow({
          id: `f-${String(i).padStart(5, '0')}`,
          question: i % 400 === 7 ? 'bel 0612345678' : `vraag ${i}`,
        }),
      );
      await database.db.insertInto('chat_feedback').values(rows.slice(0, 600)).execute();
      await database.db.insertInto('chat_feedback').values(rows.slice(600)).execute();
      const erased = await store.erase(personMatch({ phone: '0612345678' }));
      expect(erased.feedbackIds.sort()).toEqual(['f-00007', 'f-00407', 'f-00807']);
      expect((await feedback.counts()).not_useful).toBe(1200);
    });

    it('when leads older than the cutoff are deleted, then their notifications go too, in batches, and newer ones stay', async () => {
      const old = Array.from({ length: 501 }, (_, i) =>
        lead({ phone: ANNA_PHONE, created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString() }),
      );
      await Promise.all(old.map((item) => leads.insert(item, ['email'])));
      expect(await store.deleteCreatedBefore(new Date('2025-12-15T00:00:00.000Z'))).toBe(502);
      expect(await leads.count()).toBe(3);
      expect(await leads.findById('anna-old')).toBeUndefined();
      expect(await createOutboxRepository(database.db).counts()).toEqual({ pending: 5, sent: 0, failed: 0 });
    });
  });
}

reportMissingPostgres();

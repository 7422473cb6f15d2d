import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/data/database';
import { createLeadRepository, type Lead, type LeadRepository } from '../src/data/leadRepository';
import { createOutboxRepository } from '../src/data/outboxRepository';
import {
  createPersonalDataStore,
  personMatch,
  PersonMatchError,
  type PersonalDataStore,
} from '../src/data/personalData';
import { dropCreatedSchemas, engineFixtures, openFresh, reportMissingPostgres } from './engines';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: crypto.randomUUID(),
  kind: 'callback',
  name: null,
  email: null,
  phone: null,
  message: null,
  created_at: new Date().toISOString(),
  idempotency_key: null,
  request_hash: null,
  ...overrides,
});

const ANNA_PHONE = '+31612345678';

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
    expect(() => personMatch({})).toThrow('Geef --email of --phone op.');
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
      expect(found.leads[1]).toEqual(await leads.findById('anna-project'));
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
      expect(found.related).toEqual({ outbox: [] });
    });

    it('when a lead matches by e-mail and by phone, then it is found and counted once', async () => {
      const match = personMatch({ email: 'anna@example.nl', phone: '06 12345678' });
      const found = await store.find(match);
      expect(found.leads.map((l) => l.id)).toEqual(['anna-old', 'anna-project', 'anna-callback']);
      const preview = await store.previewErase(match);
      expect(preview.counts).toEqual({ leads: 3, outbox: 3 });
      const erased = await store.erase(match);
      expect(erased.counts).toEqual({ leads: 3, outbox: 3 });
      expect(erased.leadIds.sort()).toEqual(['anna-callback', 'anna-old', 'anna-project']);
    });

    it('when an erasure is previewed, then nothing is deleted', async () => {
      const preview = await store.previewErase(personMatch({ phone: '06 12345678' }));
      expect(preview.leadIds).toEqual(['anna-project', 'anna-callback']);
      expect(preview.counts).toEqual({ leads: 2, outbox: 3 });
      expect(await leads.count()).toBe(4);
      expect(await createOutboxRepository(database.db).counts()).toEqual({ pending: 5, sent: 0 });
    });

    it("when a person is erased, then their leads and notifications are gone and other people's are kept", async () => {
      const erased = await store.erase(personMatch({ phone: '+31 6 1234 5678' }));
      expect(erased.counts).toEqual({ leads: 2, outbox: 3 });
      expect(await leads.findById('anna-project')).toBeUndefined();
      expect(await leads.findById('anna-callback')).toBeUndefined();
      // Her older lead has only her e-mail address: not matched by phone.
      expect(await leads.findById('anna-old')).toBeDefined();
      expect(await leads.findById('bob')).toBeDefined();
      const outbox = createOutboxRepository(database.db);
      expect(await outbox.listForLead('bob')).toHaveLength(2);
      expect(await outbox.counts()).toEqual({ pending: 2, sent: 0 });
    });

    it('when a person with nothing stored is erased, then nothing is deleted', async () => {
      const erased = await store.erase(personMatch({ email: 'nobody@example.nl' }));
      expect(erased).toMatchObject({ leadIds: [], counts: { leads: 0, outbox: 0 } });
      expect(await leads.count()).toBe(4);
    });

    it('when leads older than the cutoff are deleted, then their notifications go too, in batches, and newer ones stay', async () => {
      const old = Array.from({ length: 501 }, (_, i) =>
        lead({ phone: ANNA_PHONE, created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString() }),
      );
      await Promise.all(old.map((item) => leads.insert(item, ['email'])));
      expect(await store.deleteCreatedBefore(new Date('2025-12-15T00:00:00.000Z'))).toBe(502);
      expect(await leads.count()).toBe(3);
      expect(await leads.findById('anna-old')).toBeUndefined();
      expect(await createOutboxRepository(database.db).counts()).toEqual({ pending: 5, sent: 0 });
    });
  });
}

reportMissingPostgres();

// Where each lead came from: the `visit` the site sends beside the spec's fields of both lead
// endpoints, kept on the lead, shown in the inbox, exported, found, erased and expired with it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadVisit, VisitOrigin } from '@agency/contract/analytics';
import type { InboxLeadDetail } from '@agency/contract/inbox';
import { leadsApi } from '@agency/contract/leads';
import { applyRetention } from '../src/features/privacy/domain/retention';
import { createPersonalDataStore } from '../src/features/privacy/domain/store';
import { personMatch } from '../src/features/privacy/domain/matching';
import { LEAD_VISIT_COLUMNS } from '../src/features/leads';
import { dropCreatedSchemas, engineFixtures, reportMissingPostgres } from './engines';
import { leadsCli, postJson, type TestServer } from './helpers';
import { freePort, startWebhookReceiver, waitFor } from './receivers';
import { expectStatus, type StaffBrowser, startWithEnrolledStaff } from './staffClient';

afterAll(dropCreatedSchemas);

/** A visit from an advertisement, as the site sends it. */
const ADVERTISED: VisitOrigin = {
  landing: '/wordpress/',
  referrer: 'https://www.google.com/search?q=wordpress+bureau',
  utm_source: 'Google',
  utm_medium: 'CPC',
  utm_campaign: 'Najaar 2026',
};

/** …and as it is kept: the route without its slash, the referrer's host, the UTM values lowercased. */
const ADVERTISED_KEPT: LeadVisit = {
  landing: '/wordpress',
  referrerHost: 'google.com',
  source: 'google',
  medium: 'cpc',
  campaign: 'najaar-2026',
};

for (const engine of engineFixtures()) {
  describe.skipIf(!engine.available)(`where each lead came from, on ${engine.name}`, () => {
    const servers: TestServer[] = [];
    let server: TestServer;
    let staff: StaffBrowser;
    let password: string;
    let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

    const db = () => server.services.database.db;
    /** Posts a lead; it must be taken (201) whatever its visit. */
    const lead = async (path: string, body: object, headers: Record<string, string> = {}) => {
      const response = await expectStatus(postJson(`${server.url}${path}`, body, headers), 201);
      return ((await response.json()) as { id: string }).id;
    };
    const callback = (visit: unknown, fields: object = {}) =>
      lead(leadsApi.paths.requestCallback, { phone_number: '06 12345678', visit, ...fields });
    const inboxVisit = async (id: string) =>
      ((await (await expectStatus(staff.get(`/leads/${id}`), 200)).json()) as InboxLeadDetail).lead.visit;
    const storedVisit = (id: string) =>
      db().selectFrom('leads').select(LEAD_VISIT_COLUMNS).where('id', '=', id).executeTakeFirst();

    beforeAll(async () => {
      const hookPort = await freePort();
      hook = await startWebhookReceiver(hookPort);
      const started = await startWithEnrolledStaff(engine.name, servers, {
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
      });
      server = started.server;
      staff = started.staff.browser;
      password = started.staff.password;
    });
    afterAll(async () => {
      for (const running of servers.splice(0)) await running.stop();
      await hook?.close();
    });

    it('when a callback request, a chat callback and a project request come with a visit, then each lead keeps it, the inbox shows it and the notice says it', async () => {
      const fromDialog = await callback(ADVERTISED, { name: 'Jan' });
      const fromChat = await callback(
        { landing: '/faq', referrer: 'https://duckduckgo.com/' },
        { source: 'chat', conversation: [{ role: 'user', content: 'Kan ik iemand spreken?' }] },
      );
      const project = await lead(leadsApi.paths.contact, {
        name: 'Anna',
        email: 'anna@example.nl',
        message: 'Een webshop graag.',
        visit: { landing: '/', utm_campaign: 'nieuwsbrief' },
      });

      expect(await inboxVisit(fromDialog)).toEqual(ADVERTISED_KEPT);
      expect(await inboxVisit(fromChat)).toEqual({
        landing: '/faq',
        referrerHost: 'duckduckgo.com',
        source: 'duckduckgo.com',
        medium: null,
        campaign: null,
      });
      expect(await inboxVisit(project)).toEqual({
        landing: '/',
        referrerHost: null,
        source: 'direct',
        medium: null,
        campaign: 'nieuwsbrief',
      });
      expect(await storedVisit(fromDialog)).toEqual({
        visit_landing: '/wordpress',
        visit_referrer_host: 'google.com',
        visit_source: 'google',
        visit_medium: 'cpc',
        visit_campaign: 'najaar-2026',
      });

      await waitFor(() => hook.hooks.some((received) => received.leadId === fromDialog));
      const notice = hook.hooks.find((received) => received.leadId === fromDialog)!.body.text;
      expect(notice).toContain(
        'Herkomst: binnengekomen op /wordpress, bron google, medium cpc, campagne najaar-2026, verwijzer google.com',
      );
    });

    it('when the visit is malformed, then what is wrong is dropped or clipped, and the lead is stored all the same (201)', async () => {
      const none = { landing: null, referrerHost: null, source: null, medium: null, campaign: null };
      const cases: { name: string; visit: unknown; kept: LeadVisit | null }[] = [
        { name: 'not an object', visit: 'landing=/wordpress', kept: null },
        { name: 'a list', visit: ['/wordpress'], kept: null },
        { name: 'a number', visit: 42, kept: null },
        { name: 'null', visit: null, kept: null },
        { name: 'a landing that is no route of the site', visit: { landing: '/beheer' }, kept: null },
        { name: 'a landing that is no text', visit: { landing: 7 }, kept: null },
        { name: 'no landing', visit: { utm_source: 'google' }, kept: null },
        { name: 'an extra field', visit: { landing: '/faq', utm_term: 'bureau' }, kept: null },
        { name: 'a nested object', visit: { landing: { path: '/faq' } }, kept: null },
        {
          name: 'odd UTM text',
          visit: { landing: '/faq', utm_source: '<script>', utm_medium: ['cpc'], utm_campaign: 'Zomer+Actie 2026' },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: 'zomer-actie-2026' },
        },
        {
          name: 'a referrer that is no web address',
          visit: { landing: '/faq', referrer: 'javascript:alert(1)' },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: null },
        },
        {
          name: 'a referrer that is no URL at all',
          visit: { landing: '/faq', referrer: 'gewoon tekst' },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: null },
        },
        {
          name: 'a referrer of the site itself',
          visit: { landing: '/faq', referrer: `${server.url}/contact` },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: null },
        },
        {
          name: 'a huge UTM value',
          visit: { landing: '/faq', utm_campaign: 'a'.repeat(20_000) },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: 'a'.repeat(64) },
        },
        {
          name: 'a huge referrer',
          visit: { landing: '/faq', referrer: `https://${'a'.repeat(3000)}.nl/` },
          kept: { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: null },
        },
        { name: 'a huge landing', visit: { landing: `/${'a'.repeat(20_000)}` }, kept: null },
      ];
      for (const { name, visit, kept } of cases) {
        const id = await callback(visit);
        expect(await inboxVisit(id), name).toEqual(kept);
        if (kept === null) {
          expect(await storedVisit(id), name).toEqual({
            visit_landing: none.landing,
            visit_referrer_host: none.referrerHost,
            visit_source: none.source,
            visit_medium: none.medium,
            visit_campaign: none.campaign,
          });
        }
      }
      // The contact form's endpoint alike; and a visit never hides what is wrong with the lead.
      const project = await lead(leadsApi.paths.contact, {
        name: 'Anna',
        email: 'anna@example.nl',
        message: 'Hallo',
        visit: { landing: '/faq', extra: true },
      });
      expect(await inboxVisit(project)).toBeNull();
      const refused = await postJson(`${server.url}${leadsApi.paths.requestCallback}`, {
        phone_number: '12',
        visit: ADVERTISED,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'validation_failed',
        fields: { phone_number: expect.any(String) },
      });
    });

    it('when a submission is repeated under its Idempotency-Key with another or a malformed visit, then it is the same request: the first lead and its visit', async () => {
      const key = crypto.randomUUID();
      const keyed = await lead(
        leadsApi.paths.requestCallback,
        { phone_number: '06 55512345', name: 'Piet', visit: ADVERTISED },
        { 'idempotency-key': key },
      );
      for (const visit of [{ landing: '/faq' }, 'kapot', undefined]) {
        const again = await lead(
          leadsApi.paths.requestCallback,
          { phone_number: '06 55512345', name: 'Piet', visit },
          { 'idempotency-key': key },
        );
        expect(again).toBe(keyed);
      }
      expect(await inboxVisit(keyed)).toEqual(ADVERTISED_KEPT);
      // Another field is still another request.
      const other = await postJson(
        `${server.url}${leadsApi.paths.requestCallback}`,
        { phone_number: '06 55512345', name: 'Klaas', visit: ADVERTISED },
        { 'idempotency-key': key },
      );
      expect(other.status).toBe(422);
    });

    it("when the leads are exported, by the staff area or the command, then each line has its visit's landing, source, medium, campaign and referrer, spreadsheet-safe", async () => {
      const advertised = await callback(ADVERTISED, { name: 'Export' });
      const guarded = await callback({ landing: '/contact', utm_campaign: '-2-3' }, { name: 'Min' });
      const without = await callback('geen bezoek', { name: 'Zonder' });

      await expectStatus(staff.post('/reauth', { password }), 204);
      const staffCsv = (await (await expectStatus(staff.get('/tools/export.csv'), 200)).text()).replace(/^\uFEFF/, '');
      const { code, text: cliCsv } = await leadsCli(server, ['export', '--format', 'csv']);
      expect(code).toBe(0);

      // The command's, machine-readable: the visit's columns after the lead's own, "," between.
      const cliLines = cliCsv.split('\r\n');
      expect(cliLines[0]).toBe(
        '"id","kind","created_at","name","phone","email","message","source","visit_landing","visit_source","visit_medium","visit_campaign","visit_referrer"',
      );
      const cliLine = (id: string) => cliLines.find((row) => row.startsWith(`"${id}",`))!;
      expect(cliLine(advertised)).toMatch(/,"\/wordpress","google","cpc","najaar-2026","google.com"$/);
      expect(cliLine(guarded)).toMatch(/,"\/contact","direct","","'-2-3",""$/);
      expect(cliLine(without)).toMatch(/,"","","","",""$/);

      // The staff area's, for Dutch Excel: the same under Dutch headers, ";" between, the lead's id last.
      const staffLines = staffCsv.split('\r\n');
      expect(staffLines[0]).toMatch(
        /;"Notities";"Toegewezen aan";"Opvolgen op";"Reden om op te volgen";"Eerste pagina";"Bron van het bezoek";"Medium";"Campagne";"Verwezen door";"Kenmerk"$/,
      );
      const staffLine = (id: string) => staffLines.find((row) => row.endsWith(`;"${id}"`))!;
      expect(staffLine(advertised)).toMatch(/;"\/wordpress";"google";"cpc";"najaar-2026";"google.com";"[^"]+"$/);
      expect(staffLine(guarded)).toMatch(/;"\/contact";"direct";"";"'-2-3";"";"[^"]+"$/);
      expect(staffLine(without)).toMatch(/;"";"";"";"";"";"[^"]+"$/);
    });

    it("when a person's data is found, then the visit of each of their leads is part of it; erased, it is gone with their leads, and others' visits stay", async () => {
      const email = 'vera@example.nl';
      const theirs = await lead(leadsApi.paths.contact, { name: 'Vera', email, message: 'Hoi', visit: ADVERTISED });
      const theirCallback = await callback({ landing: '/faq' }, { phone_number: '06 27272727' });
      const someoneElse = await callback(ADVERTISED, { phone_number: '06 44455566' });

      // The command (`leads find`), as JSON: every column of each lead.
      const found = await leadsCli(server, ['find', '--email', email, '--phone', '06 27272727']);
      expect(found.code).toBe(0);
      const leads = (JSON.parse(found.text) as { leads: Record<string, unknown>[] }).leads;
      expect(leads.map((row) => [row.id, row.visit_landing, row.visit_source, row.visit_campaign])).toEqual([
        [theirs, '/wordpress', 'google', 'najaar-2026'],
        [theirCallback, '/faq', 'direct', null],
      ]);
      expect(leads[0]).toMatchObject({ visit_referrer_host: 'google.com', visit_medium: 'cpc' });
      // The staff area's "Persoon": the same visits, as the inbox shows them.
      await expectStatus(staff.post('/reauth', { password }), 204);
      const person = await expectStatus(staff.post('/tools/person', { email, phone: '06 27272727' }), 200);
      const personLeads = ((await person.json()) as { leads: { id: string; visit: LeadVisit | null }[] }).leads;
      expect(personLeads.map((row) => [row.id, row.visit])).toEqual([
        [theirs, await inboxVisit(theirs)],
        [theirCallback, { landing: '/faq', referrerHost: null, source: 'direct', medium: null, campaign: null }],
      ]);
      // The store behind it (api/src/features/privacy), which erase and retention use too.
      const store = createPersonalDataStore(server.services.database.db);
      expect((await store.find(personMatch({ email }))).leads.map((row) => row.visit_landing)).toEqual(['/wordpress']);

      const erased = await leadsCli(server, ['erase', '--email', email, '--phone', '06 27272727', '--yes']);
      expect(erased.code).toBe(0);
      const left = await db()
        .selectFrom('leads')
        .select(['id', ...LEAD_VISIT_COLUMNS])
        .where('id', 'in', [theirs, theirCallback, someoneElse])
        .execute();
      expect(left).toEqual([
        {
          id: someoneElse,
          visit_landing: '/wordpress',
          visit_referrer_host: 'google.com',
          visit_source: 'google',
          visit_medium: 'cpc',
          visit_campaign: 'najaar-2026',
        },
      ]);
      const anywhere = await db()
        .selectFrom('leads')
        .select('id')
        .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', '+31627272727')]))
        .execute();
      expect(anywhere).toEqual([]);
    });

    it('when leads pass the retention period, then their visits go with them', async () => {
      const old = await callback(ADVERTISED, { phone_number: '06 12121212' });
      await db().updateTable('leads').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', old).execute();
      const recent = await callback(ADVERTISED, { phone_number: '06 34343434' });
      await applyRetention(createPersonalDataStore(server.services.database.db), 365);
      const visits = await db()
        .selectFrom('leads')
        .select(['id', 'visit_landing'])
        .where('visit_landing', 'is not', null)
        .execute();
      expect(visits.map((row) => row.id)).toContain(recent);
      expect(visits.map((row) => row.id)).not.toContain(old);
    });

    it('when the leads of a range are read by their visit, then one index holds all the query needs', async () => {
      if (engine.name === 'sqlite') {
        const plan = await sql<{ detail: string }>`
          explain query plan
          select visit_source, visit_campaign, visit_landing, status, count(*) from leads
          where created_at between ${'2026-01-01'} and ${'2026-12-31'}
          group by visit_source, visit_campaign, visit_landing, status`.execute(db());
        expect(plan.rows.map((row) => row.detail).join('\n')).toContain('COVERING INDEX leads_created_at_visit');
      } else {
        const index = await sql<{ indexdef: string }>`
          select indexdef from pg_indexes where indexname = 'leads_created_at_visit' and schemaname = current_schema()`.execute(
          db(),
        );
        expect(index.rows[0]?.indexdef).toMatch(/\(created_at, visit_source, visit_campaign, visit_landing, status\)$/);
      }
    });
  });
}

reportMissingPostgres();

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from '../fixtures';

// What the staff area's e2e tests share: a colleague added with the CLI, the codes of an
// authenticator app, enrolling with one (on the page, or through the api) and signing in with a code.

const root = join(import.meta.dirname, '..', '..', '..');

/** The code an authenticator app shows for this secret at this moment (SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * `npm run staff -- add` against an e2e server's database (the main one unless `dataDir` says
 * another), as the agency runs it; the printed link.
 */
export function addStaff(
  baseURL: string,
  email: string,
  name: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): string {
  const output = execFileSync(process.execPath, ['api/dist/cli/staff.mjs', 'add', '--email', email, '--name', name], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL },
  }).toString();
  const link = /(http\S+\/beheer\/welkom#\S+)/.exec(output)?.[1];
  if (!link) throw new Error(`no enrolment link in: ${output}`);
  return link;
}

/** `npm run staff -- role` against an e2e server's database: makes the colleague a beheerder or a colleague. */
export function setRole(email: string, role: 'beheerder' | 'collega', dataDir = process.env.E2E_DATA_DIR ?? '') {
  execFileSync(process.execPath, ['api/dist/cli/staff.mjs', 'role', '--email', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

/**
 * A colleague added with `npm run staff -- add` and enrolled with an authenticator app through
 * the staff api, as the enrolment page does it, with the page's own cookies: the browser is
 * signed in on the inbox afterwards. For the tests of what comes after enrolment (the
 * enrolment page itself is staff.spec.ts's). Returns the app's secret and the recovery codes.
 */
export async function enrolThroughApi(
  page: Page,
  baseURL: string,
  email: string,
  name: string,
  password: string,
  /** The e2e server's data directory (the main one unless given). */
  dataDir?: string,
) {
  const token = new URL(addStaff(baseURL, email, name, dataDir)).hash.slice(1);
  const post = async (path: string, data?: unknown) => {
    const response = await page.request.post(`/api/staff${path}`, {
      ...(data === undefined ? {} : { data }),
      headers: { origin: baseURL },
    });
    expect(response.ok(), `POST /api/staff${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response;
  };
  await post('/enrolment', { token });
  await post('/enrolment/password', { password });
  const { secret } = (await (await post('/enrolment/totp')).json()) as { secret: string };
  const confirmed = await post('/enrolment/totp/confirm', { code: totpCode(secret) });
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  await post('/enrolment/done');
  return { secret, recoveryCodes };
}

/** Enrols at the link with an authenticator app; returns the app's secret and the recovery codes. */
export async function enrolWithApp(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: /Authenticator-app gebruiken/ }).click();
  await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const codes = page.getByRole('list', { name: /herstelcodes/i }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  return { secret, recoveryCodes };
}

/** Signs in on `/beheer/inloggen` with the password and a code (of the app, or a recovery code). */
export async function signIn(page: Page, email: string, password: string, code: string) {
  await page.goto('/beheer/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
}

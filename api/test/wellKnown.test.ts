import { agency } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_VALID_DAYS, securityTxt } from '../src/features/site/routes/wellKnown';
import { suiteServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a security.txt, by name (RFC 9116: `Name: value` lines). */
function fields(text: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (match) (result[match[1]!] ??= []).push(match[2]!);
  }
  return result;
}

describe('security.txt', () => {
  const server = suiteServer({ TRUST_PROXY: 'loopback' });

  it('when /.well-known/security.txt is requested, then the RFC 9116 fields come as UTF-8 plain text', async () => {
    const response = await fetch(`${server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const found = fields(text);
    expect(found.Contact).toEqual([`mailto:${agency.legal.securityEmail}`]);
    expect(found['Preferred-Languages']).toEqual(['nl, en']);
    expect(found.Expires).toHaveLength(1);
    expect(Object.keys(found).sort()).toEqual(['Contact', 'Expires', 'Preferred-Languages']);
  });

  it('when it is served, then Expires is an ISO 8601 moment in the future and less than a year ahead', async () => {
    const text = await (await fetch(`${server.url}/.well-known/security.txt`)).text();
    const expires = fields(text).Expires![0]!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const ahead = Date.parse(expires) - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThan(365 * DAY_MS);
  });

  it('when the date changes, then Expires moves with it and stays the same within a day', () => {
    const expires = (iso: string) => fields(securityTxt(new Date(iso))).Expires![0];
    expect(expires('2026-11-23T00:00:00.000Z')).toBe(
      new Date(Date.UTC(2026, 10, 23) + SECURITY_TXT_VALID_DAYS * DAY_MS).toISOString(),
    );
    expect(expires('2026-11-23T23:59:59.999Z')).toBe(expires('2026-11-23T00:00:00.000Z'));
    expect(expires('2027-02-28T12:00:00.000Z')).toBe('2027-08-27T00:00:00.000Z');
    expect(SECURITY_TXT_VALID_DAYS).toBeLessThan(365);
  });

  it('when it is served, then the strict security headers are on it, and HSTS only over HTTPS', async () => {
    const plain = await fetch(`${server.url}/.well-known/security.txt`);
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${server.url}/.well-known/security.txt`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.status).toBe(200);
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('when it is asked for with HEAD, then the headers come without a body; other methods get 405', async () => {
    const head = await fetch(`${server.url}/.well-known/security.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await fetch(`${server.url}/.well-known/security.txt`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('when another /.well-known path is requested, then it is not found', async () => {
    const response = await fetch(`${server.url}/.well-known/other.txt`);
    expect(response.status).toBe(404);
  });
});

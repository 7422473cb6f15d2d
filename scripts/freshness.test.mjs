import { describe, expect, it } from 'vitest';
import { envFingerprint } from './freshness.mjs';

const site = {
  env: ['SITE_URL', 'PUBLIC_API_KEY', 'LEADS_RETENTION_DAYS', 'OPENAI_BASE_URL', 'CHAT_PROVIDER_NAME'],
  envPresence: ['OPENAI_API_KEY'],
};

describe('build settings fingerprint (npm start rebuilds the site when they change)', () => {
  it('when the retention period changes, then the fingerprint changes, so the privacy statement is rebuilt', () => {
    expect(envFingerprint(site, { LEADS_RETENTION_DAYS: '90' })).not.toBe(envFingerprint(site, {}));
  });

  it('when an external model is configured, then the fingerprint changes', () => {
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).not.toBe(envFingerprint(site, {}));
  });

  it('when only the value of the model key changes, then it stays the same (the key is never part of the build)', () => {
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).toBe(envFingerprint(site, { OPENAI_API_KEY: 'sk-2' }));
    expect(envFingerprint(site, { OPENAI_API_KEY: 'sk-1' })).not.toContain('sk-1');
  });

  it('when a setting the build does not read changes, then it stays the same', () => {
    expect(envFingerprint(site, { SMTP_URL: 'smtp://x' })).toBe(envFingerprint(site, {}));
  });
});

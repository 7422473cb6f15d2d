import { generateKeyPairSync } from 'node:crypto';

/** The installation's VAPID identity: the P-256 key pair (base64url, as web-push takes it) and the `mailto:` subject. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The name of the secret in `app_secrets` that holds the VAPID details (one JSON text: the three agree). */
export const VAPID_SECRET = 'web-push-vapid';

const SIMPLE_EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * The address of a sender as `LEADS_EMAIL_FROM` may give it (`Studio Legende <leads@…>` or the
 * bare address), or `fallback` when it holds none.
 */
export function addressOf(from: string | undefined, fallback: string): string {
  const candidate = (from ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : '').trim();
  return SIMPLE_EMAIL.test(candidate) ? candidate : fallback;
}

/**
 * A new VAPID identity: a P-256 key pair made with node:crypto (the public key uncompressed,
 * 65 bytes; the private key its 32-byte scalar) and the subject push services may write to.
 */
export function newVapidDetails(contact: string): VapidDetails {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'der', type: 'spki' });
  // The uncompressed point is the last 65 bytes of the SubjectPublicKeyInfo.
  const point = raw.subarray(raw.length - 65);
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    publicKey: point.toString('base64url'),
    privateKey: jwk.d!,
    subject: `mailto:${contact}`,
  };
}

/**
 * The VAPID details of the installation: made by the first instance that starts, kept in the
 * database's secret store and read by every other one (`secret` inserts unless there is one,
 * then reads what is there: two instances at once agree).
 */
export async function loadVapidDetails(
  secret: (name: string, make: () => string) => Promise<string>,
  contact: string,
): Promise<VapidDetails> {
  const text = await secret(VAPID_SECRET, () => JSON.stringify(newVapidDetails(contact)));
  const stored = JSON.parse(text) as Partial<VapidDetails>;
  if (!stored.publicKey || !stored.privateKey || !stored.subject) throw new Error(`${VAPID_SECRET} is not complete`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: stored.subject };
}

import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push, for the tests: a subscription's keys made here (a P-256 key
 * pair and a 16-byte auth secret, as a browser makes them), a local push service on
 * 127.0.0.1 that keeps what it gets, and the decryption of a message (RFC 8291, aes128gcm of
 * RFC 8188) with the subscription's private key: what a browser does before its service worker
 * sees the payload.
 */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private side, to decrypt with. */
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

/** New keys for a subscription at `endpoint`. */
export function testSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/** The subscription as the browser posts it (`PushSubscription.toJSON()`). */
export const subscriptionJson = (subscription: TestSubscription) => ({
  endpoint: subscription.endpoint,
  expirationTime: null,
  keys: subscription.keys,
});

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** HKDF (RFC 5869) with SHA-256, for a length of at most 32 bytes: one block of its expand step. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), info, Buffer.from([1])).subarray(0, length);

/**
 * The plaintext of an aes128gcm push message body, decrypted with the subscription's keys:
 * header (salt, record size, the sender's public key), then one record.
 */
export function decryptPush(body: Buffer, subscription: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const userAgentKey = subscription.ecdh.getPublicKey();
  const secret = subscription.ecdh.computeSecret(senderKey);
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentKey, senderKey]);
  const ikm = hkdf(subscription.authSecret, secret, keyInfo, 32);
  // RFC 8188 §2.2, §2.3: the content encryption key and the nonce.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The claims of the VAPID JWT in `Authorization: vapid t=…, k=…`, after its ES256 signature was
 * checked with the key `k` (which must be `publicKey`); throws when it does not verify.
 */
export function verifiedVapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the VAPID key is not the installation’s');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface ReceivedPush {
  /** The path the message was posted to (one per subscription: `/push/<name>`). */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

/**
 * A push service on 127.0.0.1: every subscription's endpoint is `${base}/push/<name>`. It
 * answers 201, or for a path in `answers` that status (410: the subscription is gone).
 */
export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** The endpoint of a subscription called `name`. */
    endpoint: (name: string) => `${base}/push/${name}`,
    /** What the service answers for this subscription from now on. */
    answer(name: string, status: number) {
      answers.set(`/push/${name}`, status);
    },
    /** The messages posted for the subscription called `name`. */
    for: (name: string) => received.filter((push) => push.path === `/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { alertLimits } from '@agency/contract/alerts';

/**
 * Where the api may send a push message: a browser gives its push service's address, and the
 * api posts to it, so the address is someone else's input (OWASP Server-Side Request Forgery).
 * Only `https://` on the default port of a public host name; never an IP literal, a loopback,
 * private, link-local or otherwise special address, nor a name of a local network. The name is
 * checked when the subscription comes in and its addresses again when the message goes
 * (`publicOnlyLookup`), so a name that later points inside is refused as well. With
 * `allowLoopback` (PUSH_ALLOW_LOOPBACK, tests only) `http://127.0.0.1:<port>` is taken too.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-translated: what they stand for is an IPv4 address; not followed (mapped ones: `isPublicAddress`).
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Names that belong to a local network or this machine, whatever a resolver says of them. */
const LOCAL_NAME =
  /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|private|home\.arpa|test|invalid|example)\.?$/i;

/** Whether an address (as a resolver gives it) is one of the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) stands for an IPv4 one: never followed. (BlockList
  // would match an IPv4 address against a mapped range too, so it is not one of its rules.)
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The loopback receiver tests use: `http://127.0.0.1:<port>/…`. */
const isTestLoopback = (url: URL) => url.protocol === 'http:' && url.hostname === '127.0.0.1';

/**
 * The endpoint as a URL when the api may post to it, else undefined. `allowLoopback`: also a
 * receiver on http://127.0.0.1 (tests).
 */
export function acceptedEndpoint(raw: string, options: { allowLoopback: boolean }): URL | undefined {
  if (raw.length > alertLimits.maxEndpointChars) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.hash) return undefined;
  if (options.allowLoopback && isTestLoopback(url)) return url;
  if (url.protocol !== 'https:' || url.port !== '') return undefined;
  const host = url.hostname;
  // An IP literal (`1.2.3.4`, `[2001:db8::1]`) is no push service's address.
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  if (!host.includes('.') || LOCAL_NAME.test(host)) return undefined;
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `https.request` that connects only to public addresses: every address the
 * name resolves to must be public, else the request fails before it connects. With
 * `allowLoopback`, 127.0.0.1 is let through (the tests' receiver).
 */
export function publicOnlyLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = (address: string) => isPublicAddress(address) || (allowLoopback && address === '127.0.0.1');
      if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address))) {
        const refused: NodeJS.ErrnoException = new Error(
          `push endpoint ${hostname} resolves to an address that is not public`,
        );
        refused.code = 'EPUSHREFUSED';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

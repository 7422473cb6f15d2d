import { isIPv6 } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import type { StaffRepository } from '../data/staffRepository';
import { errors } from '../../../shared/errors';
import { staffPolicy, throttleWaitMs } from './policy';

/** Who asks, as far as the throttle cares: the request's IP. */
export interface ThrottleCaller {
  ip: string | undefined;
}

/** A try taken before the work it guards; said how it ended, it counts or is given back. */
export interface PasswordTry {
  /** The password was right: the address's tries are given back and its wait lifted. */
  passed(): Promise<void>;
  /** The password was wrong: the try stays counted, and the account-wide count goes up. */
  failed(): Promise<void>;
  /** The password was never checked (the hasher was busy, the session's tries were up): the tries are given back. */
  abandoned(): Promise<void>;
}

export interface IpTry {
  /** The work succeeded, or never ran: the address's tries are given back. */
  refund(): Promise<void>;
}

type ThrottleRepository = Pick<
  StaffRepository,
  'throttles' | 'takeTry' | 'countFailure' | 'blockUntil' | 'liftBlock' | 'refundTry' | 'clearFailures'
>;

/** The part of an address that counts as one caller: an IPv4 address, or an IPv6 /64 (one home, one office). */
export const addressOf = (ip: string): string => ipKeyGenerator(ip, 64);

/** The network an IPv6 address is part of (a /48, one site's allocation); none for IPv4. */
const networkOf = (ip: string): string | undefined => {
  const address = ipKeyGenerator(ip, 64);
  return isIPv6(address.split('/')[0] ?? '') ? ipKeyGenerator(ip, 48) : undefined;
};

const secondsUntil = (until: Date, at: Date) => Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));

/** A counter and the failures it lets go by before its waits begin. */
interface Limit {
  key: string;
  free: number;
}

/**
 * How password sign-ins, codes and passkeys are slowed down (OWASP Authentication cheat sheet,
 * "Protect against automated attacks"), without letting anyone lock a colleague out:
 *
 * - per address and account (`pair:`): an address that keeps guessing one account's password
 *   waits longer each time (5 free, then 2 s doubling up to 15 minutes);
 * - per address (`ip:`, IPv6 per /64): one address guessing many accounts waits too (20 free),
 *   and for IPv6 per /48 as well (`net:`, 60 free), so new /64s of one site add up;
 * - per account, from everywhere (`account:`): many addresses guessing one account set a wait
 *   that holds only for addresses that already failed on it. An address that has not failed
 *   always has its password checked, so a colleague with the right password gets in whatever
 *   others send; an attacker from many addresses gets one guess per new address (and needs the
 *   second factor after it);
 * - the second step's codes per account (`codes:`): a hard limit. Only who has the password
 *   reaches it, and then neither codes nor the password are taken until the wait ends.
 *
 * Tries are taken atomically before the work (a password hashed, a code compared), so tries sent
 * at once count one by one; a try that was right, or whose check never ran, is given back, so
 * only failures add up. Keys are HMACs: the table holds no address and no IP.
 */
export function createSignInThrottle(options: {
  repository: ThrottleRepository;
  hmac: (kind: string, value: string) => string;
  now: () => Date;
}) {
  const { repository: repo, hmac, now } = options;
  const {
    freeFailuresPerAddress,
    freeIpFailures,
    freeNetworkFailures,
    freeAccountFailures,
    freeCodeFailures,
    hashesPerAddress,
    hashesWaitingPerAddress,
  } = staffPolicy.throttle;
  const ipPart = (caller: ThrottleCaller) => (caller.ip ? hmac('ip', addressOf(caller.ip)) : 'unknown');
  /** The caller's address counters: its address, and for IPv6 its /48 too. */
  const addressLimits = (caller: ThrottleCaller): Limit[] => {
    if (!caller.ip) return [];
    const network = networkOf(caller.ip);
    return [
      { key: `ip:${ipPart(caller)}`, free: freeIpFailures },
      ...(network ? [{ key: `net:${hmac('ip', network)}`, free: freeNetworkFailures }] : []),
    ];
  };
  const keys = {
    pair: (email: string, caller: ThrottleCaller): Limit => ({
      key: `pair:${hmac('email', email)}:${ipPart(caller)}`,
      free: freeFailuresPerAddress,
    }),
    account: (email: string) => `account:${hmac('email', email)}`,
    codes: (email: string) => `codes:${hmac('email', email)}`,
  };

  /** Gives tries back (a wait none of the remaining failures calls for goes with them). */
  async function refund(limits: readonly Limit[]) {
    for (const limit of limits) await repo.refundTry(limit.key, limit.free);
  }

  /**
   * Takes a try of each counter in turn, or refuses (429) while a wait of one runs: the tries
   * already taken are given back then. The number of tries each counted, in order.
   */
  async function takeAll(limits: readonly Limit[]): Promise<number[]> {
    const counted: number[] = [];
    for (const [index, limit] of limits.entries()) {
      const at = now();
      const taken = await repo.takeTry(limit.key, at, (tries) => throttleWaitMs(tries, limit.free));
      if (!taken.taken) {
        await refund(limits.slice(0, index));
        throw errors.staffThrottled(secondsUntil(taken.blockedUntil, at));
      }
      counted.push(taken.tries);
    }
    return counted;
  }

  /** Refuses (429) while a wait of the key runs. */
  async function refuseWhileBlocked(key: string) {
    const at = now();
    const [row] = await repo.throttles([key]);
    const until = row?.blocked_until ? new Date(row.blocked_until) : undefined;
    if (until && until > at) throw errors.staffThrottled(secondsUntil(until, at));
  }

  /**
   * Per address, in this process: the hashes it has in the hasher, and the ones waiting for a
   * turn of its own. One address cannot fill the hasher; colleagues at one office who sign in
   * at the same moment wait their turn instead of being refused.
   */
  const hashing = new Map<string, { running: number; waiting: (() => void)[] }>();

  return {
    /** A try of the caller's address, taken atomically (passkey sign-in, codes asked again). */
    async takeIpTry(caller: ThrottleCaller): Promise<IpTry> {
      const limits = addressLimits(caller);
      await takeAll(limits);
      return { refund: () => refund(limits) };
    },

    /** A password's try (sign-in, asking again, the password change): taken before it is hashed. */
    async takePasswordTry(email: string, caller: ThrottleCaller): Promise<PasswordTry> {
      const pair = keys.pair(email, caller);
      const limits = [...addressLimits(caller), pair];
      const pairTries = (await takeAll(limits)).at(-1)!;
      try {
        await refuseWhileBlocked(keys.codes(email));
        // Tries counted before this one: this address failed on the account (or tries at once).
        if (pairTries > 1) await refuseWhileBlocked(keys.account(email));
      } catch (error) {
        await refund(limits);
        throw error;
      }
      return {
        async passed() {
          await refund(limits);
          await repo.liftBlock(pair.key);
        },
        async failed() {
          const failures = await repo.countFailure(keys.account(email), now());
          const wait = throttleWaitMs(failures, freeAccountFailures);
          if (wait > 0) await repo.blockUntil(keys.account(email), new Date(now().getTime() + wait));
        },
        abandoned: () => refund(limits),
      };
    },

    /** A second-step code's try of the account: a hard limit, taken before the code is compared. */
    async takeCodeTry(email: string): Promise<void> {
      await takeAll([{ key: keys.codes(email), free: freeCodeFailures }]);
    },

    /**
     * A colleague is signed in (or asked again) from this address: this address's count for the
     * account and the codes' count are forgotten. The account-wide count is not: it is what
     * others send from elsewhere, and the owner's sign-in must not give them a fresh start (it
     * is forgotten a day after its last failure).
     */
    async forget(email: string, caller: ThrottleCaller): Promise<void> {
      await repo.clearFailures(keys.pair(email, caller).key);
      await repo.clearFailures(keys.codes(email));
    },

    /**
     * Runs a password hash for the caller, at most `hashesPerAddress` at once per address in the
     * hasher and `hashesWaitingPerAddress` more waiting for a turn: past that a flood from one
     * address is refused (429), and colleagues elsewhere still find the hasher free.
     */
    async hashFor<T>(caller: ThrottleCaller, work: () => Promise<T>): Promise<T> {
      const slot = caller.ip ? addressOf(caller.ip) : 'unknown';
      let turns = hashing.get(slot);
      if (!turns) hashing.set(slot, (turns = { running: 0, waiting: [] }));
      if (turns.running >= hashesPerAddress) {
        if (turns.waiting.length >= hashesWaitingPerAddress) throw errors.staffThrottled(1);
        // The finishing hash hands its place over (the count stays as it is).
        await new Promise<void>((resolve) => turns.waiting.push(resolve));
      } else {
        turns.running += 1;
      }
      try {
        return await work();
      } finally {
        const next = turns.waiting.shift();
        if (next) next();
        else if (--turns.running === 0) hashing.delete(slot);
      }
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

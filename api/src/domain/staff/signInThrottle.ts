import { ipKeyGenerator } from 'express-rate-limit';
import type { StaffRepository } from '../../data/staffRepository';
import { errors } from '../../errors';
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
  /** The password was never checked (the hasher was busy): the tries are given back. */
  abandoned(): Promise<void>;
}

export interface IpTry {
  /** The work succeeded, or never ran: the IP's try is given back. */
  refund(): Promise<void>;
}

type ThrottleRepository = Pick<
  StaffRepository,
  'throttles' | 'takeTry' | 'countFailure' | 'blockUntil' | 'liftBlock' | 'refundTry' | 'clearFailures'
>;

/** The part of an address that counts as one caller: an IPv4 address, or an IPv6 /64 (one home, one office). */
export const addressOf = (ip: string): string => ipKeyGenerator(ip, 64);

const secondsUntil = (until: Date, at: Date) => Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));

/**
 * How password sign-ins, codes and passkeys are slowed down (OWASP Authentication cheat sheet,
 * "Protect against automated attacks"), without letting anyone lock a colleague out:
 *
 * - per address and account (`pair:`): an address that keeps guessing one account's password
 *   waits longer each time (5 free, then 2 s doubling up to 15 minutes);
 * - per address (`ip:`, IPv6 per /64): one address guessing many accounts waits too (20 free);
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
  const { freeFailuresPerAddress, freeIpFailures, freeAccountFailures, freeCodeFailures, hashesPerAddress } =
    staffPolicy.throttle;
  const ipPart = (caller: ThrottleCaller) => (caller.ip ? hmac('ip', addressOf(caller.ip)) : 'unknown');
  const keys = {
    ip: (caller: ThrottleCaller) => (caller.ip ? `ip:${ipPart(caller)}` : undefined),
    pair: (email: string, caller: ThrottleCaller) => `pair:${hmac('email', email)}:${ipPart(caller)}`,
    account: (email: string) => `account:${hmac('email', email)}`,
    codes: (email: string) => `codes:${hmac('email', email)}`,
  };

  /** Takes a try of the key, or refuses (429) while its wait runs; the number of tries counted. */
  async function take(key: string, free: number): Promise<number> {
    const at = now();
    const taken = await repo.takeTry(key, at, (tries) => throttleWaitMs(tries, free));
    if (!taken.taken) throw errors.staffThrottled(secondsUntil(taken.blockedUntil, at));
    return taken.tries;
  }

  /** Refuses (429) while a wait of the key runs. */
  async function refuseWhileBlocked(key: string) {
    const at = now();
    const [row] = await repo.throttles([key]);
    const until = row?.blocked_until ? new Date(row.blocked_until) : undefined;
    if (until && until > at) throw errors.staffThrottled(secondsUntil(until, at));
  }

  /** Gives tries back; refused requests let their error through after. */
  async function refundAll(...keysToRefund: (string | undefined)[]) {
    for (const key of keysToRefund) if (key) await repo.refundTry(key);
  }

  /** Hashes running or waiting per address, in this process: one address cannot fill the hasher. */
  const hashing = new Map<string, number>();

  return {
    /** A try of the caller's IP, taken atomically (passkey sign-in, codes asked again). */
    async takeIpTry(caller: ThrottleCaller): Promise<IpTry> {
      const ip = keys.ip(caller);
      if (ip) await take(ip, freeIpFailures);
      return { refund: () => refundAll(ip) };
    },

    /** A password's try (sign-in, asking again, the password change): taken before it is hashed. */
    async takePasswordTry(email: string, caller: ThrottleCaller): Promise<PasswordTry> {
      const ip = keys.ip(caller);
      const pair = keys.pair(email, caller);
      if (ip) await take(ip, freeIpFailures);
      let pairTries: number;
      try {
        pairTries = await take(pair, freeFailuresPerAddress);
      } catch (error) {
        await refundAll(ip);
        throw error;
      }
      try {
        await refuseWhileBlocked(keys.codes(email));
        // Tries counted before this one: this address failed on the account (or tries at once).
        if (pairTries > 1) await refuseWhileBlocked(keys.account(email));
      } catch (error) {
        await refundAll(ip, pair);
        throw error;
      }
      return {
        async passed() {
          await refundAll(ip, pair);
          await repo.liftBlock(pair);
        },
        async failed() {
          const failures = await repo.countFailure(keys.account(email), now());
          const wait = throttleWaitMs(failures, freeAccountFailures);
          if (wait > 0) await repo.blockUntil(keys.account(email), new Date(now().getTime() + wait));
        },
        abandoned: () => refundAll(ip, pair),
      };
    },

    /** A second-step code's try of the account: a hard limit, taken before the code is compared. */
    async takeCodeTry(email: string): Promise<void> {
      await take(keys.codes(email), freeCodeFailures);
    },

    /** A colleague is signed in (or asked again) from this address: its counts are forgotten. */
    async forget(email: string, caller: ThrottleCaller): Promise<void> {
      await repo.clearFailures(keys.pair(email, caller));
      await repo.clearFailures(keys.codes(email));
      await repo.clearFailures(keys.account(email));
    },

    /**
     * Runs a password hash for the caller, at most `hashesPerAddress` at once per address: a
     * flood from one address is refused (429) before it queues, and colleagues elsewhere still
     * find the hasher free.
     */
    async hashFor<T>(caller: ThrottleCaller, work: () => Promise<T>): Promise<T> {
      const slot = caller.ip ? addressOf(caller.ip) : 'unknown';
      const running = hashing.get(slot) ?? 0;
      if (running >= hashesPerAddress) throw errors.staffThrottled(1);
      hashing.set(slot, running + 1);
      try {
        return await work();
      } finally {
        const left = (hashing.get(slot) ?? 1) - 1;
        if (left > 0) hashing.set(slot, left);
        else hashing.delete(slot);
      }
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

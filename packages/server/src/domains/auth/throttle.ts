/**
 * The sign-in limit (issue 14): one failure counter per account, shared by every sign-in path
 * (`/auth/login`, its MFA URL `/mfa/auth/login`, and any path added with `protect`), plus one per
 * client address across every email. Counters live in the database (`sign_in_failures`), so every
 * server process sharing it counts together.
 *
 * An attempt is counted before the password is checked (a reservation: parallel guesses cannot
 * slip past the limit) and settled once the answer is known: a sign-in that succeeds clears its
 * account's counter and gives its address's attempt back; a right password that still owes its
 * second factor (403 MFA_REQUIRED), a malformed body (400) or a server error gives both back; a
 * wrong password or code stays counted. Once a counter is
 * over its limit every attempt on every path answers 429 RATE_LIMITED, right password or not, until
 * the window that began with the first failure has passed.
 */

import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInFailures } from '../../db/schema';
import { ApiError, message } from '../../http/errors';

/** Sign-in limits: failures per window per account, and per client address. */
export interface LoginRateLimit {
  /** Failed sign-ins of one account (any path, any address) per window. */
  max: number;
  /** The window in ms, from the first failure. */
  timeWindow: number;
  /** Failed sign-ins from one client address (any account) per window. @default 5 × max */
  maxPerAddress?: number;
}

/** The protection of a server's sign-in paths. */
export interface SignInThrottle {
  /** Counts the attempts at this route URL (the pattern, e.g. `/ws/auth/login`) too. */
  protect(url: string): void;
  /**
   * Marks an attempt whose password was right but which still owes its second factor: its
   * reservation is given back (it is not a failure, and not yet a success).
   */
  secondStepPending(request: FastifyRequest): void;
}

interface Reservation {
  account: string | undefined;
  address: string;
  secondStep: boolean;
}

/**
 * The address key of a client: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address
 * by its /64 network, the block one subscriber usually holds whole.
 * @example addressKey('2001:db8:1:2:aaaa::1') // 'address:2001:db8:1:2::/64'
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `address:${mapped[1]}`;
  if (!ip.includes(':')) return `address:${ip}`;
  const [head = '', tail = ''] = ip.split('%')[0]?.toLowerCase().split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16));
  return `address:${network.join(':')}::/64`;
}

/** The account key of a sign-in body: its email, trimmed and lower-cased like the lookup. */
function accountKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalized = email.trim().toLowerCase();
  return normalized ? `account:${normalized.slice(0, 320)}` : undefined;
}

/**
 * Adds the sign-in limit to `app`: a `preHandler` that counts (and refuses when over a limit) and
 * an `onSend` that settles, both on the protected URLs only and outside the handler's transaction.
 * @example const throttle = registerSignInThrottle(app, limits); throttle.protect('/ws/auth/login');
 */
export function registerSignInThrottle(app: FastifyInstance, limits: LoginRateLimit): SignInThrottle {
  const state = app.console;
  const urls = new Set<string>();
  const pending = new WeakMap<FastifyRequest, Reservation>();
  const maxPerAddress = limits.maxPerAddress ?? limits.max * 5;

  /** Adds one attempt to `key` (a new window when the last one has passed); the new count. */
  async function reserve(key: string, now: Date): Promise<number> {
    const started = sql`${signInFailures.windowStartedAt} <= ${new Date(now.getTime() - limits.timeWindow).toISOString()}::timestamptz`;
    const [row] = await state.db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`CASE WHEN ${started} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${started} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
        },
      })
      .returning({ failures: signInFailures.failures });
    return row?.failures ?? 1;
  }

  async function giveBack(key: string): Promise<void> {
    await state.db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.key, key));
  }

  app.addHook('preHandler', async (request) => {
    if (!urls.has(request.routeOptions.url ?? '')) return;
    const now = state.now();
    // Windows long past are of no use to anyone: drop them as we go.
    await state.db
      .delete(signInFailures)
      .where(lt(signInFailures.windowStartedAt, new Date(now.getTime() - limits.timeWindow)));
    const address = addressKey(request.ip);
    const account = accountKey(request.body);
    const byAddress = await reserve(address, now);
    const byAccount = account ? await reserve(account, now) : 0;
    if (byAddress > maxPerAddress || byAccount > limits.max) {
      request.log.warn(
        { account: account !== undefined, overAddress: byAddress > maxPerAddress },
        'sign-in locked',
      );
      throw new ApiError(429, 'RATE_LIMITED', message('errors.rateLimited'));
    }
    pending.set(request, { account, address, secondStep: false });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = pending.get(request);
    if (!reservation) return payload;
    pending.delete(request);
    try {
      if (reply.statusCode === 200) {
        if (reservation.account)
          await state.db.delete(signInFailures).where(eq(signInFailures.key, reservation.account));
        await giveBack(reservation.address);
      } else if (reservation.secondStep || reply.statusCode === 400 || reply.statusCode >= 500) {
        // Not a failed guess: the password still owes its code, or nothing was checked.
        if (reservation.account) await giveBack(reservation.account);
        await giveBack(reservation.address);
      }
    } catch (error) {
      // The attempt stays counted: the safe side.
      request.log.error({ err: error }, 'sign-in counter not settled');
    }
    return payload;
  });

  return {
    protect: (url) => {
      urls.add(url);
    },
    secondStepPending(request) {
      const reservation = pending.get(request);
      if (reservation) reservation.secondStep = true;
    },
  };
}

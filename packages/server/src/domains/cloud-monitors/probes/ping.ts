/** PING monitors: ICMP echo (packet loss, TTL, response time). */
import { pinger } from './icmp';
import { type ProbeContext, type ProbeOutcome, reasonOf } from './types';

/** Echo requests per run, sent this many ms apart. */
export const PINGS_PER_RUN = 3;
const INTERVAL_MS = 100;

/** Pings the host PINGS_PER_RUN times within the time-out. */
export async function probePing(hostname: string, ctx: ProbeContext): Promise<ProbeOutcome> {
  let target: { address: string; family: 4 | 6 };
  try {
    target = await ctx.guard.resolve(hostname);
  } catch (error) {
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: reasonOf(error),
      details: { sent: 0, received: 0, packetLoss: 100, ttl: null, times: [] },
    };
  }
  const waitMs = Math.max(100, ctx.timeoutMs - INTERVAL_MS * (PINGS_PER_RUN - 1) - 50);
  const replies = await Promise.all(
    Array.from({ length: PINGS_PER_RUN }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * INTERVAL_MS));
      return pinger().echo(target.address, target.family, waitMs);
    }),
  );
  const answered = replies.filter((reply) => reply !== null);
  const times = answered.map((reply) => Math.round(reply.rttMs * 100) / 100);
  const ttls = answered.map((reply) => reply.ttl).filter((ttl): ttl is number => ttl !== null);
  const packetLoss = Math.round(((PINGS_PER_RUN - answered.length) / PINGS_PER_RUN) * 100);
  const average = times.length
    ? Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 100) / 100
    : null;
  return {
    status: answered.length > 0 ? 'UP' : 'DOWN',
    responseTimeMs: average,
    message: answered.length > 0 ? '' : 'No echo reply',
    details: {
      address: target.address,
      sent: PINGS_PER_RUN,
      received: answered.length,
      packetLoss,
      ttl: ttls.length ? Math.min(...ttls) : null,
      times,
    },
  };
}

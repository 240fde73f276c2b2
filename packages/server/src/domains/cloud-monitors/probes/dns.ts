/**
 * DNS monitors: resolves the name (A, else AAAA) against the configured resolver within the
 * time-out, counts the records of each type a DnsRecordType condition names, and looks up the
 * WHOIS expiry when a WhoisExpiration condition asks for it.
 */
import { Resolver } from 'node:dns/promises';
import { elapsed, type ProbeContext, type ProbeOutcome, reasonOf } from './types';
import { registrableDomain, whoisLookup } from './whois';

const TIMEOUT_CODES = new Set(['ETIMEOUT', 'ECANCELLED']);
const NO_DATA_CODES = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

function resolverFor(ctx: ProbeContext): Resolver {
  const resolver = new Resolver({ timeout: Math.max(100, ctx.timeoutMs - 50), tries: 1 });
  if (ctx.options.dnsServers?.length) resolver.setServers([...ctx.options.dnsServers]);
  ctx.signal.addEventListener('abort', () => resolver.cancel(), { once: true });
  return resolver;
}

type Answer = { count: number; records: unknown[] } | { error: string; code: string };

async function query(resolver: Resolver, name: string, type: string): Promise<Answer> {
  try {
    const records = (await resolver.resolve(name, type)) as unknown[];
    return { count: records.length, records: records.slice(0, 20) };
  } catch (error) {
    return { error: reasonOf(error), code: (error as NodeJS.ErrnoException).code ?? 'ERROR' };
  }
}

/** Resolves `hostname`; UP when it has an A or AAAA record. */
export async function probeDns(hostname: string, ctx: ProbeContext): Promise<ProbeOutcome> {
  const name = hostname.trim().replace(/\.$/, '');
  const resolver = resolverFor(ctx);
  const start = performance.now();
  let answer = await query(resolver, name, 'A');
  if ('code' in answer && NO_DATA_CODES.has(answer.code)) answer = await query(resolver, name, 'AAAA');
  const responseTimeMs = elapsed(start);
  const timedOut = 'code' in answer && TIMEOUT_CODES.has(answer.code);
  const resolved = 'count' in answer && answer.count > 0;
  const recordTypes: Record<string, number | null> = {};
  const wanted = new Set(
    ctx.conditions.flatMap((condition) =>
      condition.enabled && condition.type === 'DnsRecordType' ? [condition.parameters.dnsRecordType] : [],
    ),
  );
  await Promise.all(
    [...wanted].map(async (type) => {
      const typed = await query(resolver, name, type);
      recordTypes[type] = 'count' in typed ? typed.count : TIMEOUT_CODES.has(typed.code) ? null : 0;
    }),
  );
  let whois:
    | { server: string; expiresAt: string | null; daysLeft: number | null; error?: string }
    | undefined;
  if (ctx.conditions.some((condition) => condition.enabled && condition.type === 'WhoisExpiration')) {
    try {
      const found = await whoisLookup(
        registrableDomain(name),
        ctx.options.whoisServer,
        ctx.signal,
        ctx.options.whoisCacheMs,
      );
      const daysLeft = found.expiresAt
        ? Math.floor((new Date(found.expiresAt).getTime() - Date.now()) / 86_400_000)
        : null;
      whois = { ...found, daysLeft };
    } catch (error) {
      whois = {
        server: ctx.options.whoisServer.host,
        expiresAt: null,
        daysLeft: null,
        error: reasonOf(error),
      };
    }
  }
  return {
    status: resolved ? 'UP' : 'DOWN',
    responseTimeMs: timedOut ? null : responseTimeMs,
    message: resolved
      ? ''
      : timedOut
        ? 'DNS query timed out'
        : 'error' in answer
          ? answer.error
          : 'No address',
    details: {
      resolved,
      timedOut,
      records: 'records' in answer ? answer.records : [],
      recordTypes,
      ...(whois ? { whois } : {}),
    },
  };
}

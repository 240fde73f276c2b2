/**
 * The scan as a background job (`network-discovery.scan`): runs the scanner over the scan's
 * targets with its settings and credentials, marks addresses that belong to a device of the
 * division as existing, stores every result and publishes them on `nm.nms-discovery.{id}` in
 * batches as they come, then an empty batch when the scan ends (000 §4.4 step 5). A scan marked
 * STOPPED (the stop call) is noticed within 250 ms and stops sending.
 *
 * Who scans: the probe's own agent when it is an enrolled agent connected to this server process
 * that says it can (./agent-scan.ts: the agent runs `@console/scanner` and streams its results
 * back); otherwise this server runs the scanner itself on the probe's behalf.
 */
import { type DiscoveredDevice, expandIpTargets, MAX_SCAN_TARGETS, topics } from '@console/core';
import {
  deriveTags,
  type ScanResult,
  type SnmpAuthName,
  type SnmpCredential,
  type SnmpPrivName,
  scanNetwork,
} from '@console/scanner';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AgentGateway } from '../../agents';
import type { Db } from '../../db/client';
import { credentials, networkScanResults, networkScans, nodes } from '../../db/schema';
import { defineJob, type JobContext } from '../../jobs';
import type { SecretBox } from '../../lib/crypto';
import { MAX_ENVELOPE_BYTES, publishEvent } from '../../realtime/publish';
import { openSecret } from '../credentials/service';
import { probeAgentReadiness, scanThroughAgent } from './agent-scan';

/** What the scan job needs besides the database: the key that opens credential secrets. */
export interface NetworkDiscoveryServices {
  secrets: SecretBox;
  /** The agent gateway of this process, when the agents domain is registered. */
  agents?: () => AgentGateway | undefined;
}

declare module '../../jobs/define' {
  interface JobServices {
    networkDiscovery: NetworkDiscoveryServices;
  }
}

/** How often the job checks whether its scan was stopped, and flushes found results. */
const TICK_MS = 250;

type ScanRow = typeof networkScans.$inferSelect;

async function scanCredentials(db: Db, scan: ScanRow, secrets: SecretBox): Promise<SnmpCredential[]> {
  const list: SnmpCredential[] = [];
  for (const entry of scan.settings.snmp) {
    const [row] = await db
      .select()
      .from(credentials)
      .where(and(eq(credentials.id, entry.credentialId), eq(credentials.divisionId, scan.divisionId)));
    if (!row) continue;
    const secret = openSecret(secrets, row.secret);
    if (entry.protocol === 3) {
      list.push({
        id: row.id,
        version: 3,
        username: row.username ?? '',
        authProtocol: (secret.authProtocol ?? null) as SnmpAuthName | null,
        authPassword: secret.authPassword ?? null,
        privProtocol: (secret.privProtocol ?? null) as SnmpPrivName | null,
        privPassword: secret.privPassword ?? null,
      });
    } else {
      list.push({ id: row.id, version: entry.protocol, community: secret.community ?? '' });
    }
  }
  return list;
}

/** The division's devices by IP address (000 §3.5: a discovered device with a nodeId exists). */
async function devicesByIp(db: Db, divisionId: number): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db
    .select({ id: nodes.id, name: nodes.name, ip: sql<string>`unnest(${nodes.ipAddresses})` })
    .from(nodes)
    .where(eq(nodes.divisionId, divisionId));
  const map = new Map<string, { id: number; name: string }>();
  for (const row of rows) if (!map.has(row.ip)) map.set(row.ip, { id: row.id, name: row.name });
  return map;
}

/** Splits results into events that fit one NOTIFY (PostgreSQL's 8000-byte payload limit). */
export function eventBatches(devices: readonly DiscoveredDevice[], jobId: number): DiscoveredDevice[][] {
  const budget = MAX_ENVELOPE_BYTES - 300 - String(jobId).length;
  const batches: DiscoveredDevice[][] = [];
  let current: DiscoveredDevice[] = [];
  let size = 0;
  for (const device of devices) {
    let bytes = Buffer.byteLength(JSON.stringify(device)) + 1;
    let item = device;
    if (bytes > budget) {
      // A device reporting a very long sysDescr: the event carries it shortened (the results keep it).
      item = { ...device, sysDescr: device.sysDescr?.slice(0, 1_000) ?? null };
      bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    }
    if (current.length > 0 && size + bytes > budget) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Where a scan's results come from: the probe's connected agent, or this server's scanner. */
async function scanSource(
  scan: ScanRow,
  snmp: SnmpCredential[],
  agents: AgentGateway | undefined,
  signal: AbortSignal,
): Promise<{ by: 'agent' | 'server'; results: AsyncIterable<ScanResult> }> {
  const { snmp: _credentials, telnetSshCred: _telnet, ...settings } = scan.settings;
  // The agent scans when it says it can (an older agent or one without ICMP: this server scans).
  const readiness = agents ? await probeAgentReadiness(agents, scan.probeNodeId) : null;
  if (agents && readiness?.canScan) {
    const targets = new Set(expandIpTargets(scan.targets, MAX_SCAN_TARGETS));
    return {
      by: 'agent',
      results: scanThroughAgent(
        agents,
        scan.probeNodeId,
        scan.id,
        { targets: scan.targets, settings, credentials: snmp },
        targets,
        signal,
      ),
    };
  }
  return {
    by: 'server',
    results: scanNetwork({ targets: scan.targets, settings, credentials: snmp, signal }),
  };
}

async function runScan(
  scanId: number,
  ctx: JobContext,
): Promise<{ state: string; found: number; scannedBy?: 'agent' | 'server' }> {
  const { db, log } = ctx;
  const [scan] = await db.select().from(networkScans).where(eq(networkScans.id, scanId));
  if (!scan) return { state: 'MISSING', found: 0 };
  if (scan.state !== 'RUNNING') return { state: scan.state, found: 0 };
  const secrets = ctx.services.networkDiscovery?.secrets;
  if (!secrets) throw new Error('the network-discovery domain is not registered in this process');
  const snmp = await scanCredentials(db, scan, secrets);
  const existing = await devicesByIp(db, scan.divisionId);
  const target = { divisionId: scan.divisionId, log };
  const scope = { userId: scan.createdBy ?? -1 };
  const controller = new AbortController();
  const onJobAbort = () => controller.abort();
  ctx.signal.addEventListener('abort', onJobAbort, { once: true });

  let pending: DiscoveredDevice[] = [];
  let seq = 0;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    flushing = flushing.then(async () => {
      if (batch.length > 0) {
        const rows = batch.map((device) => ({ scanId, ip: device.ip, seq: seq++, device }));
        await db.insert(networkScanResults).values(rows).onConflictDoNothing();
        await db
          .update(networkScans)
          .set({ scanned: sql`${networkScans.scanned} + ${batch.length}` })
          .where(eq(networkScans.id, scanId));
        for (const discoveredTargets of eventBatches(batch, scanId)) {
          await publishEvent(
            db,
            target,
            topics.nmsDiscovery,
            { id: scanId },
            { jobId: scanId, discoveredTargets },
            scope,
          );
        }
      }
      const [current] = await db
        .select({ state: networkScans.state })
        .from(networkScans)
        .where(eq(networkScans.id, scanId));
      if (current?.state !== 'RUNNING') controller.abort();
    });
    return flushing;
  };
  const ticker = setInterval(() => void flush(), TICK_MS);
  let failure: unknown;
  const source = await scanSource(scan, snmp, ctx.services.networkDiscovery?.agents?.(), controller.signal);
  try {
    for await (const result of source.results) {
      pending.push(withExisting(result, existing, scan, snmp.length));
    }
  } catch (error) {
    failure = error;
  } finally {
    clearInterval(ticker);
    ctx.signal.removeEventListener('abort', onJobAbort);
  }
  if (!controller.signal.aborted) await flush();
  await flushing.catch((error: unknown) => {
    failure ??= error;
  });
  const finalState = failure ? 'FAILED' : 'COMPLETED';
  const [ended] = await db
    .update(networkScans)
    .set({
      state: finalState,
      finishedAt: ctx.now(),
      error: failure ? String((failure as Error).message ?? failure) : null,
    })
    .where(and(eq(networkScans.id, scanId), eq(networkScans.state, 'RUNNING')))
    .returning({ state: networkScans.state });
  // The end of the scan: an empty batch (000 §4.4 step 5), whether it completed or was stopped.
  await publishEvent(
    db,
    target,
    topics.nmsDiscovery,
    { id: scanId },
    { jobId: scanId, discoveredTargets: [] },
    scope,
  );
  if (failure) log.warn({ scanId, error: String(failure) }, 'network scan failed');
  return { state: ended?.state ?? 'STOPPED', found: seq, scannedBy: source.by };
}

function withExisting(
  result: ScanResult,
  existing: Map<string, { id: number; name: string }>,
  scan: ScanRow,
  credentialCount: number,
): DiscoveredDevice {
  const node = existing.get(result.ip);
  const device: DiscoveredDevice = {
    ...result,
    nodeId: node?.id ?? null,
    nodeName: node?.name ?? null,
    locationId: scan.locationId,
    nmsDelegateNodeId: scan.probeNodeId,
  };
  device.types = deriveTags(device, credentialCount);
  return device;
}

/** `network-discovery.scan`: one scan, run once (a failed scan is not retried). */
export const networkScanJob = defineJob(
  'network-discovery.scan',
  z.object({ scanId: z.number().int() }),
  (payload, ctx) => runScan(payload.scanId, ctx),
  {
    maxAttempts: 1,
    // A worker that died mid-scan: the scan ends FAILED, so its probe takes a new one.
    onDead: async (payload, error, ctx) => {
      await ctx.db
        .update(networkScans)
        .set({ state: 'FAILED', finishedAt: ctx.now(), error })
        .where(and(eq(networkScans.id, payload.scanId), eq(networkScans.state, 'RUNNING')));
    },
  },
);

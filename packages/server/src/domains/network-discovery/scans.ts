/**
 * The scans of ad hoc network discovery (000 §4.4, §7.6, §8): start one on a probe (a background
 * job, at most one running per probe), read its status and results, stop it. Only the user who
 * started a scan sees it.
 */
import {
  type Endpoints,
  expandIpTargets,
  MAX_SCAN_TARGETS,
  type ScanStatus,
  validateIpTargetCount,
} from '@console/core';
import { discoveryResultCodes } from '@console/core/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs, networkScanResults, networkScans } from '../../db/schema';
import { ApiError, ensure, fieldError, message, notFound, pgErrorCode } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { enqueue } from '../../jobs';
import {
  ensureCanAddDevices,
  requireCredential,
  requireLocation,
  requireOrganization,
} from '../nms-devices/lookups';
import { isProbeClass, notAProbe, requireProbe } from './probes';
import { networkScanJob } from './scan-job';

type Ctx<K extends keyof Endpoints['discovery']> = RequestContext<Endpoints['discovery'][K]>;
type ScanRow = typeof networkScans.$inferSelect;

/** The credential types each SNMP protocol of the form accepts. */
export const SNMP_TYPES_BY_PROTOCOL = {
  1: ['SNMPV1', 'SNMPV12C', 'SNMPV2'],
  2: ['SNMPV2', 'SNMPV12C', 'SNMPV1'],
  3: ['SNMPV3'],
} as const;

function statusOf(row: ScanRow): ScanStatus {
  return {
    jobId: row.id,
    nodeId: row.probeNodeId,
    clientId: row.clientId,
    locationId: row.locationId,
    state: row.state as ScanStatus['state'],
    total: row.total,
    scanned: row.scanned,
    snmpCredentials: row.settings.snmp.map((entry) => entry.credentialId),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** A scan the caller started (404 for any other). */
async function ownScan(
  db: Db,
  ctx: { auth: { user: { id: number }; division: { id: number } } },
  id: number,
) {
  const [row] = await db
    .select()
    .from(networkScans)
    .where(and(eq(networkScans.id, id), eq(networkScans.divisionId, ctx.auth.division.id)));
  if (!row || row.createdBy !== ctx.auth.user.id) throw notFound();
  return row;
}

/** POST /nms/discovery/scan. */
export async function startScan(ctx: Ctx<'startScan'>) {
  const { db, auth, body, state } = ctx;
  ensureCanAddDevices(auth.can);
  const division = auth.division.id;
  const org = await requireOrganization(db, division, auth.can, body.clientId);
  const locationId = await requireLocation(db, org.id, body.locationId);
  const probe = await requireProbe(db, auth, body.nodeId);
  if (probe.clientId !== org.id || !isProbeClass(probe.nodeClass)) {
    throw new ApiError(422, discoveryResultCodes.NOT_A_PROBE, notAProbe());
  }
  const tooMany = validateIpTargetCount(body.ipTargets);
  if (tooMany) {
    throw new ApiError(422, discoveryResultCodes.TARGETS_EXCEEDED, message(tooMany.key, tooMany.params));
  }
  const snmp: { credentialId: number; protocol: 1 | 2 | 3 }[] = [
    { credentialId: body.snmpCredOne, protocol: body.protocolOne },
  ];
  if (body.snmpCredTwo !== null)
    snmp.push({ credentialId: body.snmpCredTwo, protocol: body.protocolTwo ?? body.protocolOne });
  for (const [index, entry] of snmp.entries()) {
    await requireCredential(
      db,
      division,
      state.secrets,
      org.id,
      entry.credentialId,
      SNMP_TYPES_BY_PROTOCOL[entry.protocol],
      message('networkDiscovery.error.invalid_credential'),
    ).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 400) {
        throw fieldError(index === 0 ? 'snmpCredOne' : 'snmpCredTwo', error.message);
      }
      throw error;
    });
  }
  if (body.telnetSshCred !== null) {
    await requireCredential(
      db,
      division,
      state.secrets,
      org.id,
      body.telnetSshCred,
      ['TELNET_SSH'],
      message('networkDiscovery.error.invalid_credential'),
    );
  }
  const targetIps = expandIpTargets(body.ipTargets, MAX_SCAN_TARGETS);
  const [running] = await db
    .select({ id: networkScans.id, jobState: backgroundJobs.state })
    .from(networkScans)
    .leftJoin(backgroundJobs, eq(backgroundJobs.id, networkScans.jobId))
    .where(and(eq(networkScans.probeNodeId, probe.id), eq(networkScans.state, 'RUNNING')));
  if (running) {
    // A scan whose job is gone or over (a worker that stopped mid-scan) no longer holds the probe.
    if (running.jobState && ['queued', 'running', 'failed'].includes(running.jobState)) throw inProgress();
    await db
      .update(networkScans)
      .set({ state: 'FAILED', finishedAt: ctx.now, error: 'the scan job ended without finishing' })
      .where(eq(networkScans.id, running.id));
  }
  let row: ScanRow | undefined;
  try {
    [row] = await db
      .insert(networkScans)
      .values({
        divisionId: division,
        clientId: org.id,
        locationId,
        probeNodeId: probe.id,
        createdBy: auth.user.id,
        targets: body.ipTargets,
        total: targetIps.length,
        settings: {
          pingTimeoutMS: body.pingTimeoutMS,
          pingPacketTTL: body.pingPacketTTL,
          pingsPerNode: body.pingsPerNode,
          delayBetweenPingsMS: body.delayBetweenPingsMS,
          snmp,
          telnetSshCred: body.telnetSshCred,
        },
        startedAt: ctx.now,
      })
      .returning();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw inProgress();
    throw error;
  }
  if (!row) throw new Error('insert failed');
  const jobId = await enqueue(
    db,
    networkScanJob,
    { scanId: row.id },
    { createdBy: auth.user.id, divisionId: division, maxAttempts: 1 },
  );
  await db.update(networkScans).set({ jobId }).where(eq(networkScans.id, row.id));
  return { jobId: row.id, targetIps };
}

function inProgress(): ApiError {
  return new ApiError(
    409,
    discoveryResultCodes.SCAN_IN_PROGRESS,
    message('networkDiscovery.error.network_scan_is_in_progress'),
  );
}

/** GET /nms/discovery/scan/{id}. */
export async function scanStatus(ctx: Ctx<'scanStatus'>) {
  ensureCanAddDevices(ctx.auth.can);
  return statusOf(await ownScan(ctx.db, ctx, ctx.params.id));
}

/** GET /nms/discovery/scan/{id}/results. */
export async function scanResults(ctx: Ctx<'scanResults'>) {
  const { db, params, query } = ctx;
  ensureCanAddDevices(ctx.auth.can);
  const scan = await ownScan(db, ctx, params.id);
  const [total] = await db
    .select({ value: count() })
    .from(networkScanResults)
    .where(eq(networkScanResults.scanId, scan.id));
  const rows = await db
    .select({ device: networkScanResults.device })
    .from(networkScanResults)
    .where(eq(networkScanResults.scanId, scan.id))
    .orderBy(asc(networkScanResults.seq))
    .offset(query.offset)
    .limit(query.limit);
  return { total: total?.value ?? 0, results: rows.map((row) => row.device) };
}

/**
 * POST /nms/discovery/scan/{id}/stop: marks a running scan STOPPED (its job notices within a
 * quarter of a second and stops sending); a finished scan answers as it is.
 */
export async function stopScan(ctx: Ctx<'stopScan'>) {
  const { db, params } = ctx;
  ensureCanAddDevices(ctx.auth.can);
  const scan = await ownScan(db, ctx, params.id);
  ensure(scan.createdBy === ctx.auth.user.id);
  if (scan.state !== 'RUNNING') return statusOf(scan);
  const [stopped] = await db
    .update(networkScans)
    .set({ state: 'STOPPED', finishedAt: ctx.now })
    .where(and(eq(networkScans.id, scan.id), eq(networkScans.state, 'RUNNING')))
    .returning();
  return statusOf(stopped ?? scan);
}

/**
 * Network probes (000 §3.5, §4.4, §7.6): the agent servers and workstations of an organization
 * that can scan, and their preparation. A probe whose enrolled agent is connected to this server
 * process scans itself when it can (ICMP through a raw socket): preparing asks it and records its
 * version as the discovery delegate's. For any other probe (or an agent that cannot scan) this
 * server runs the scanner on the probe's behalf (docs/scanner.md): preparing checks that this
 * server can send ICMP.
 */
import type { Endpoints, NetworkProbe } from '@console/core';
import { canSendIcmp } from '@console/scanner';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AgentGateway } from '../../agents';
import { deviceScope } from '../../authz';
import type { Db } from '../../db/client';
import { networkProbes, nodes } from '../../db/schema';
import { message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { DELEGATE_CLASSES, ensureCanAddDevices, requireOrganization } from '../nms-devices/lookups';
import type { NodeRow } from '../nodes/queries';
import { probeAgentReadiness } from './agent-scan';

type Ctx<K extends keyof Endpoints['discovery']> = RequestContext<Endpoints['discovery'][K]>;

/** The discovery delegate's version: the scanner this server runs. */
export const DELEGATE_VERSION = '0.1.0';

/** A probe of the caller's division they may see, in an organization they may see; 404 otherwise. */
export async function requireProbe(db: Db, auth: AuthState, nodeId: number): Promise<NodeRow> {
  const [row] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.id, nodeId), eq(nodes.divisionId, auth.division.id)));
  if (!row || !auth.can.canViewDevice(row) || !auth.can.canViewOrganization(row.clientId)) throw notFound();
  return row;
}

/** True when the device's class can act as a network probe. */
export function isProbeClass(nodeClass: string): boolean {
  return (DELEGATE_CLASSES as readonly string[]).includes(nodeClass);
}

/** GET /nms/discovery/probes?clientId: the organization's agent servers and workstations. */
export async function listProbes(ctx: Ctx<'probes'>): Promise<NetworkProbe[]> {
  const { db, auth, query } = ctx;
  ensureCanAddDevices(auth.can);
  const org = await requireOrganization(db, auth.division.id, auth.can, query.clientId);
  const rows = await db
    .select({ node: nodes, delegateVersion: networkProbes.delegateVersion })
    .from(nodes)
    .leftJoin(networkProbes, eq(networkProbes.nodeId, nodes.id))
    .where(
      and(deviceScope(auth), eq(nodes.clientId, org.id), inArray(nodes.nodeClass, [...DELEGATE_CLASSES])),
    )
    .orderBy(asc(nodes.name), asc(nodes.id));
  return rows.map(({ node, delegateVersion }) => ({
    nodeId: node.id,
    nodeName: node.friendlyName ?? node.systemName ?? node.name,
    clientId: node.clientId,
    locationId: node.locationId,
    isUp: node.isUp,
    delegateVersion: delegateVersion ?? null,
  }));
}

async function probeStatus(
  db: Db,
  auth: AuthState,
  nodeId: number,
  prepare: boolean,
  now: Date,
  agents: AgentGateway | undefined,
) {
  ensureCanAddDevices(auth.can);
  const probe = await requireProbe(db, auth, nodeId);
  if (!isProbeClass(probe.nodeClass)) return { status: 'INSTALL_FAILED' as const, delegateVersion: null };
  // A connected agent that can scan scans itself; any other probe is scanned by this server.
  const agent = prepare ? await probeAgentReadiness(agents, probe.id) : null;
  const byAgent = agent?.canScan === true;
  if (!byAgent && !canSendIcmp()) return { status: 'INSTALL_FAILED' as const, delegateVersion: null };
  if (prepare) {
    const delegateVersion = (byAgent && agent?.delegateVersion) || DELEGATE_VERSION;
    await db
      .insert(networkProbes)
      .values({ nodeId: probe.id, delegateVersion, preparedAt: now })
      .onConflictDoUpdate({ target: networkProbes.nodeId, set: { delegateVersion, preparedAt: now } });
    return { status: 'OK' as const, delegateVersion };
  }
  const [prepared] = await db.select().from(networkProbes).where(eq(networkProbes.nodeId, probe.id));
  return prepared
    ? { status: 'OK' as const, delegateVersion: prepared.delegateVersion }
    : { status: 'INSTALLING' as const, delegateVersion: null };
}

function agentsOf(ctx: { request: { server: { agents?: AgentGateway } } }): AgentGateway | undefined {
  return ctx.request.server.agents;
}

/** POST /nms/discovery/delegate/{id}/prepare. */
export function prepareDelegate(ctx: Ctx<'prepareDelegate'>) {
  return probeStatus(ctx.db, ctx.auth, ctx.params.id, true, ctx.now, agentsOf(ctx));
}

/** GET /nms/discovery/delegate/{id}/status. */
export function delegateStatus(ctx: Ctx<'delegateStatus'>) {
  return probeStatus(ctx.db, ctx.auth, ctx.params.id, false, ctx.now, agentsOf(ctx));
}

/** The probe text of a refusal. */
export const notAProbe = () => message('networkDiscovery.error.not_a_probe');

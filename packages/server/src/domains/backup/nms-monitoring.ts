/**
 * An NMS device's monitoring settings (002 §2.3 NMS monitoring settings modal, §3): how the device
 * is reached (IP_ADDRESS, NET_BIOS_NAME or DNS_NAME) and its address, checked with the Add NMS
 * device rule (`validateNmsAddress`) and saved on the NMS device and its node.
 */
import { type Endpoints, type NmsMonitorBy, type NmsMonitoring, validateNmsAddress } from '@console/core';
import { and, eq } from 'drizzle-orm';
import { nmsDevices, nodes } from '../../db/schema';
import { ensure, fieldError, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { publishDeviceUpdated } from '../device-actions/devices';

type Ctx<K extends keyof Endpoints['backup']> = RequestContext<Endpoints['backup'][K]>;

const FIELD = { IP_ADDRESS: 'ipAddress', NET_BIOS_NAME: 'netBiosName', DNS_NAME: 'dnsName' } as const;

function toMonitoring(monitorBy: string, address: string): NmsMonitoring {
  const by = monitorBy as NmsMonitorBy;
  return { monitorBy: by, ipAddress: '', netBiosName: '', dnsName: '', [FIELD[by]]: address };
}

async function requireNms(ctx: Ctx<'getNmsMonitoring'> | Ctx<'saveNmsMonitoring'>) {
  const [row] = await ctx.db
    .select({ node: nodes, nms: nmsDevices })
    .from(nmsDevices)
    .innerJoin(nodes, eq(nodes.id, nmsDevices.nodeId))
    .where(and(eq(nmsDevices.nodeId, ctx.params.id), eq(nodes.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  ensure(ctx.auth.can.canViewDevice(row.node));
  return row;
}

/** GET /nms/device/{id}/monitoring. */
export async function getNmsMonitoring(ctx: Ctx<'getNmsMonitoring'>) {
  const { nms } = await requireNms(ctx);
  return { resultCode: 'SUCCESS' as const, monitoring: toMonitoring(nms.monitorBy, nms.address) };
}

/** PUT /nms/device/{id}/monitoring. */
export async function saveNmsMonitoring(ctx: Ctx<'saveNmsMonitoring'>) {
  const { node } = await requireNms(ctx);
  ensure(ctx.auth.can.canUpdateDevices(node));
  const field = FIELD[ctx.body.monitorBy];
  const address = ctx.body[field].trim();
  const issue = validateNmsAddress(ctx.body.monitorBy, address);
  if (issue) throw fieldError(field, message(issue.key, issue.params));
  await ctx.db
    .update(nmsDevices)
    .set({ monitorBy: ctx.body.monitorBy, address })
    .where(eq(nmsDevices.nodeId, node.id));
  const columns =
    ctx.body.monitorBy === 'IP_ADDRESS'
      ? { ipAddresses: [address] }
      : ctx.body.monitorBy === 'NET_BIOS_NAME'
        ? { netbiosName: address }
        : { dnsName: address };
  await ctx.db
    .update(nodes)
    .set({ ...columns, updatedAt: ctx.now })
    .where(eq(nodes.id, node.id));
  publishDeviceUpdated(ctx.publish, node);
  return { resultCode: 'SUCCESS' as const, monitoring: toMonitoring(ctx.body.monitorBy, address) };
}

/**
 * MDM commands (docs/mdm.md): the rows of `mdm_commands`, their state changes published on the
 * device's MDM topic (`device.{id}.mdm`), and the command list of a device.
 */
import { randomUUID } from 'node:crypto';
import { type Endpoints, topics } from '@console/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MdmCommandStatus, mdmCommands, nodes } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { SecretBox } from '../../lib/crypto';
import { type PublishLog, publishEvent } from '../../realtime/publish';
import { deviceScope } from '../device-actions/devices';

type Command = typeof mdmCommands.$inferSelect;

/** A command to record. */
export interface NewMdmCommand {
  divisionId: number;
  nodeId: number;
  platform: 'APPLE' | 'ANDROID';
  action: string;
  requestType: string;
  body: Record<string, unknown>;
  requestedBy: string;
  status?: MdmCommandStatus;
}

/** Records a command (its body sealed) and publishes it; answers the row. */
export async function recordCommand(
  db: Db,
  secrets: SecretBox,
  command: NewMdmCommand,
  now: Date,
  log?: PublishLog,
): Promise<Command> {
  const [row] = await db
    .insert(mdmCommands)
    .values({
      divisionId: command.divisionId,
      nodeId: command.nodeId,
      platform: command.platform,
      action: command.action,
      commandUuid: randomUUID().toUpperCase(),
      requestType: command.requestType,
      bodySealed: secrets.encrypt(JSON.stringify(command.body)),
      status: command.status ?? 'QUEUED',
      requestedBy: command.requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('command insert failed');
  await publishCommand(db, row, log);
  return row;
}

/** Sets a command's state (and error), publishes it, and answers the updated row. */
export async function setCommandStatus(
  db: Db,
  id: number,
  status: MdmCommandStatus,
  errorMessage: string | null,
  now: Date,
  log?: PublishLog,
): Promise<Command | undefined> {
  const [row] = await db
    .update(mdmCommands)
    .set({ status, errorMessage, updatedAt: now })
    .where(eq(mdmCommands.id, id))
    .returning();
  if (row) await publishCommand(db, row, log);
  return row;
}

/** Publishes a command's state on its device's MDM topic. */
export async function publishCommand(db: Db, row: Command, log?: PublishLog): Promise<void> {
  const [node] = await db
    .select({
      id: nodes.id,
      clientId: nodes.clientId,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
    })
    .from(nodes)
    .where(eq(nodes.id, row.nodeId));
  if (!node) return;
  await publishEvent(
    db,
    { divisionId: row.divisionId, log },
    topics.deviceMdm,
    { id: row.nodeId },
    {
      commandId: row.id,
      nodeId: row.nodeId,
      action: row.action,
      status: row.status,
      errorMessage: row.errorMessage,
    },
    deviceScope(node),
  );
}

/** The body of a command (decrypted). */
export function commandBody(secrets: SecretBox, row: Pick<Command, 'bodySealed'>): Record<string, unknown> {
  return JSON.parse(secrets.decrypt(row.bodySealed)) as Record<string, unknown>;
}

/** GET /mdm/devices/{id}/commands: view permission on the device; at most 50, newest first. */
export async function listDeviceCommands({
  db,
  auth,
  params,
}: RequestContext<Endpoints['mdm']['deviceCommands']>) {
  const [node] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.id, params.id), eq(nodes.divisionId, auth.division.id)));
  if (!node || !auth.can.canViewDevice(node)) throw notFound();
  const rows = await db
    .select()
    .from(mdmCommands)
    .where(eq(mdmCommands.nodeId, node.id))
    .orderBy(desc(mdmCommands.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    nodeId: row.nodeId,
    platform: row.platform,
    action: row.action,
    requestType: row.requestType,
    status: row.status,
    errorMessage: row.errorMessage,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }));
}

/**
 * POST /mdm/enroll: a device trades its single-use enrollment token (from the QR code or the
 * profile) for a device record in the token's organization, location and role. The token's kind
 * decides the classes it may create (MDM_ANDROID: ANDROID; MDM_APPLE: APPLE_IOS or APPLE_IPADOS;
 * MDM_MAC: MAC). The claim is one conditional UPDATE in the request's transaction, so a token
 * enrolls exactly one device.
 */
import { type Endpoints, type NodeClass, topics } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nodeRoleForClass } from '../../agents/inventory';
import type { Db } from '../../db/client';
import { nodeRoles, nodes, organizations } from '../../db/schema';
import { ApiError, message } from '../../http/errors';
import type { PublicRequestContext } from '../../http/register';
import { publishEvent } from '../../realtime/publish';
import {
  consumeEnrollmentToken,
  type EnrollmentGrant,
  type MdmTokenKind,
} from '../installers/enrollment-tokens';
import { nodeTypeOf } from '../nodes/queries';

type Ctx = PublicRequestContext<Endpoints['mdm']['enroll']>;

const KIND_OF_CLASS: Record<Ctx['body']['device']['nodeClass'], MdmTokenKind> = {
  ANDROID: 'MDM_ANDROID',
  APPLE_IOS: 'MDM_APPLE',
  APPLE_IPADOS: 'MDM_APPLE',
  MAC: 'MDM_MAC',
};

/** The refusal message of each reason a token is refused. */
export const REFUSALS = {
  unknown: 'agent.enroll.tokenUnknown',
  used: 'agent.enroll.tokenUsed',
  expired: 'agent.enroll.tokenExpired',
} as const;

/** The device an enrollment creates. */
export interface EnrolledDevice {
  nodeClass: NodeClass;
  name: string;
  serialNumber?: string | null | undefined;
  model?: string | null | undefined;
  osVersion?: string | null | undefined;
}

/**
 * Creates the device a claimed enrollment token grants, in the token's organization, location and
 * role (Auto when the role is of another class), and announces it. Also used by the Apple MDM
 * check-in (TokenUpdate: ../mdm/apple-checkin.ts).
 */
export async function createEnrolledNode(
  db: Db,
  grant: EnrollmentGrant,
  device: EnrolledDevice,
  context: { now: Date; ip: string; log: FastifyBaseLogger },
): Promise<{ id: number; clientId: number | null }> {
  const { now } = context;
  const nodeClass = device.nodeClass;
  const [org] = await db
    .select({ approval: organizations.nodeApprovalMode })
    .from(organizations)
    .where(eq(organizations.id, grant.organizationId));
  if (!org || org.approval === 'REJECT') {
    throw new ApiError(403, 'ORGANIZATION_REJECTS_DEVICES', message('mobile.reject.warning'));
  }
  let nodeRoleId = grant.nodeRoleId;
  if (nodeRoleId !== null) {
    // A role of another class than the device's (an iPad enrolling with an iPhone role) falls back to Auto.
    const [role] = await db
      .select({ id: nodeRoles.id })
      .from(nodeRoles)
      .where(
        and(
          eq(nodeRoles.id, nodeRoleId),
          eq(nodeRoles.divisionId, grant.divisionId),
          eq(nodeRoles.nodeClass, nodeClass),
        ),
      );
    if (!role) nodeRoleId = null;
  }
  nodeRoleId ??= (await nodeRoleForClass(db, grant.divisionId, nodeClass)) ?? null;
  if (nodeRoleId === null)
    throw new ApiError(409, 'NO_NODE_ROLE', message('records.invalidReference', { field: 'nodeRoleId' }));
  const [node] = await db
    .insert(nodes)
    .values({
      divisionId: grant.divisionId,
      clientId: grant.organizationId,
      locationId: grant.locationId,
      nodeClass,
      nodeType: nodeTypeOf(nodeClass),
      nodeRoleId,
      name: device.name,
      serialNumber: device.serialNumber ?? null,
      publicIp: context.ip,
      isUp: true,
      approvalStatus: org.approval === 'MANUAL' ? 'PENDING' : 'APPROVED',
      lastContact: now,
      details: {
        mdmStatus: 'ENROLLED',
        mdmEnrolledAt: Math.floor(now.getTime() / 1000),
        mdmStatusUpdatedTime: Math.floor(now.getTime() / 1000),
        ...(device.model ? { model: device.model } : {}),
        ...(device.osVersion ? { osVersion: device.osVersion } : {}),
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: nodes.id, clientId: nodes.clientId });
  if (!node) throw new Error('device insert failed');
  await publishEvent(db, { divisionId: grant.divisionId, log: context.log }, topics.devices, undefined, {
    action: 'created',
    id: node.id,
    clientId: node.clientId,
  });
  context.log.info({ nodeId: node.id, nodeClass }, 'mobile device enrolled');
  return node;
}

/** POST /mdm/enroll. */
export async function enrollMdmDevice({ db, body, now, request }: Ctx) {
  const nodeClass = body.device.nodeClass as NodeClass;
  const grant = await consumeEnrollmentToken(db, body.token, now, [KIND_OF_CLASS[body.device.nodeClass]]);
  if (!grant.ok) throw new ApiError(401, 'ENROLLMENT_REFUSED', message(REFUSALS[grant.reason]));
  const node = await createEnrolledNode(
    db,
    grant,
    { ...body.device, nodeClass },
    { now, ip: request.ip, log: request.log },
  );
  return { resultCode: 'SUCCESS' as const, nodeId: node.id };
}

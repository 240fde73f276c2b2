/**
 * POST <apiBase>/agent/enroll (docs/agent.md): an installer's agent trades its one-time
 * enrollment token for a device in the token's organization, location and role, and its own
 * credential (the secret answered once, stored hashed).
 */
import { endpoints, INSTALLER_TYPES, type NodeClass, topics } from '@console/core';
import { AGENT_SOCKET_PATH } from '@console/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCredentials, nodeRoles, nodes } from '../db/schema';
import { consumeEnrollmentToken } from '../domains/installers/enrollment-tokens';
import { nodeTypeOf } from '../domains/nodes/queries';
import { ApiError, message } from '../http/errors';
import { registerPublicEndpoint } from '../http/register';
import { publishEvent } from '../realtime/publish';
import { recordDeviceActivity } from './activities';
import { hashAgentSecret, newAgentSecret } from './credentials';
import { inventoryColumns, nodeClassOf, nodeRoleForClass } from './inventory';

const REFUSALS = {
  unknown: 'agent.enroll.tokenUnknown',
  used: 'agent.enroll.tokenUsed',
  expired: 'agent.enroll.tokenExpired',
} as const;

/** Registers the enrollment endpoint (rate-limited per address). */
export function registerEnrollRoute(app: FastifyInstance, heartbeatIntervalMs: () => number): void {
  registerPublicEndpoint(
    app,
    endpoints.agent.enroll,
    async ({ body, db, now, request }) => {
      // Only an installer's token enrolls an agent (a mobile enrollment's does not).
      const grant = await consumeEnrollmentToken(db, body.token, now, INSTALLER_TYPES);
      if (!grant.ok) throw new ApiError(401, 'ENROLLMENT_REFUSED', message(REFUSALS[grant.reason]));
      const inventory = body.inventory;
      let nodeClass: NodeClass = nodeClassOf(inventory);
      let nodeRoleId = grant.nodeRoleId;
      if (nodeRoleId !== null) {
        const [role] = await db
          .select({ nodeClass: nodeRoles.nodeClass, divisionId: nodeRoles.divisionId })
          .from(nodeRoles)
          .where(eq(nodeRoles.id, nodeRoleId));
        if (role?.divisionId !== grant.divisionId) nodeRoleId = null;
        else if (role.nodeClass) nodeClass = role.nodeClass as NodeClass;
      }
      nodeRoleId ??= (await nodeRoleForClass(db, grant.divisionId, nodeClass)) ?? null;
      if (nodeRoleId === null)
        throw new ApiError(409, 'NO_NODE_ROLE', message('records.invalidReference', { field: 'nodeRoleId' }));
      const { detailsPatch, ...columns } = inventoryColumns(inventory, now);
      const [node] = await db
        .insert(nodes)
        .values({
          divisionId: grant.divisionId,
          clientId: grant.organizationId,
          locationId: grant.locationId,
          nodeClass,
          nodeType: nodeTypeOf(nodeClass),
          nodeRoleId,
          name: inventory.hostname,
          ...columns,
          publicIp: request.ip,
          isUp: false,
          healthStatus: 'UNKNOWN',
          lastContact: now,
          details: detailsPatch,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: nodes.id, clientId: nodes.clientId });
      if (!node) throw new Error('device insert failed');
      const secret = newAgentSecret();
      await db.insert(agentCredentials).values({
        nodeId: node.id,
        divisionId: grant.divisionId,
        secretHash: hashAgentSecret(secret),
        agentVersion: inventory.agentVersion,
        enrollmentTokenId: grant.tokenId,
      });
      await recordDeviceActivity(db, {
        divisionId: grant.divisionId,
        nodeId: node.id,
        type: 'AGENT_ENROLLED',
        message: message('agent.activity.enrolled'),
        severity: 'success',
        at: now,
      });
      const change = { action: 'created' as const, id: node.id, clientId: node.clientId };
      await publishEvent(
        db,
        { divisionId: grant.divisionId, log: request.log },
        topics.devices,
        undefined,
        change,
      );
      return {
        resultCode: 'SUCCESS' as const,
        nodeId: node.id,
        secret,
        socketPath: `${app.console.apiBase}${AGENT_SOCKET_PATH}`,
        heartbeatIntervalMs: heartbeatIntervalMs(),
      };
    },
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
}

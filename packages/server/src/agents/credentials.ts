/**
 * Agent credentials: a per-device secret issued at enrollment, stored SHA-256 hashed, presented
 * as `authorization: Agent <nodeId>.<secret>` on the socket upgrade (docs/agent.md).
 */
import { AGENT_AUTH_SCHEME } from '@console/core/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentCredentials, nodes } from '../db/schema';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import type { AgentIdentity } from './gateway';

/** A new secret (shown once to the enrolling agent). */
export function newAgentSecret(): string {
  return randomToken(32);
}

/** The stored form of a secret. */
export function hashAgentSecret(secret: string): string {
  return sha256(secret);
}

/** Reads `Agent <nodeId>.<secret>`; undefined when the header is missing or malformed. */
export function parseAgentAuthorization(
  header: string | undefined,
): { nodeId: number; secret: string } | undefined {
  if (typeof header !== 'string' || header.length > 300) return undefined;
  const match = new RegExp(`^${AGENT_AUTH_SCHEME} (\\d{1,10})\\.([A-Za-z0-9_-]{20,100})$`).exec(
    header.trim(),
  );
  if (!match) return undefined;
  const nodeId = Number(match[1]);
  if (!Number.isSafeInteger(nodeId) || nodeId <= 0 || nodeId > 2_147_483_647) return undefined;
  return { nodeId, secret: match[2] as string };
}

/** A stored credential with its device's division and organization. */
export interface StoredCredential {
  secretHash: string;
  divisionId: number;
  clientId: number;
}

/** The stored credentials of these devices, by device id. */
export async function loadAgentCredentials(
  db: Db,
  nodeIds: readonly number[],
): Promise<Map<number, StoredCredential>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db
    .select({
      nodeId: agentCredentials.nodeId,
      secretHash: agentCredentials.secretHash,
      divisionId: nodes.divisionId,
      clientId: nodes.clientId,
    })
    .from(agentCredentials)
    .innerJoin(nodes, eq(nodes.id, agentCredentials.nodeId))
    .where(inArray(agentCredentials.nodeId, [...new Set(nodeIds)]));
  return new Map(rows.map(({ nodeId, ...row }) => [nodeId, row]));
}

/**
 * The device an `authorization` header speaks for, or undefined when it is missing, malformed,
 * unknown or wrong (the secret is compared in constant time against the stored hash). `lookup`
 * reads the stored credential (default: one query; the socket batches them).
 * @example const agent = await verifyAgentAuthorization(db, request.headers.authorization);
 */
export async function verifyAgentAuthorization(
  db: Db,
  header: string | undefined,
  lookup: (nodeId: number) => Promise<StoredCredential | undefined> = async (nodeId) =>
    (await loadAgentCredentials(db, [nodeId])).get(nodeId),
): Promise<AgentIdentity | undefined> {
  const parsed = parseAgentAuthorization(header);
  if (!parsed) return undefined;
  const row = await lookup(parsed.nodeId);
  if (!row || !safeEqual(row.secretHash, hashAgentSecret(parsed.secret))) return undefined;
  return { nodeId: parsed.nodeId, divisionId: row.divisionId, clientId: row.clientId };
}

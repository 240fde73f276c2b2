/** Enrollment: the installer's one-time token traded for the device's credential (POST /agent/enroll). */
import { type AgentEnrollResponse, type AgentInventory, endpoints } from '@console/core';
import { AGENT_SOCKET_PATH, agentEnrollResponseSchema } from '@console/core/contract';
import type { AgentCredentials } from './client';

/** Why enrollment failed: the server's message (a used or expired token ...) and status. */
export class EnrollmentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EnrollmentError';
  }
}

/** The socket URL of a server URL and API base. */
export function socketUrlOf(serverUrl: string, apiBase: string, socketPath?: string): string {
  const url = new URL(serverUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = socketPath ?? `${apiBase.replace(/\/$/, '')}${AGENT_SOCKET_PATH}`;
  url.search = '';
  return url.toString();
}

/**
 * Enrolls: answers the credential to store. Throws {@link EnrollmentError} when refused.
 * @example const credentials = await enroll('https://rmm.example.com', '/ws', token, await collectInventory());
 */
export async function enroll(
  serverUrl: string,
  apiBase: string,
  token: string,
  inventory: AgentInventory,
): Promise<AgentCredentials> {
  const url = new URL(`${apiBase.replace(/\/$/, '')}${endpoints.agent.enroll.path}`, serverUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, inventory }),
  });
  const body = (await response.json().catch(() => ({}))) as { errorMessage?: string };
  if (!response.ok)
    throw new EnrollmentError(
      body.errorMessage ?? `Enrollment failed: HTTP ${response.status}`,
      response.status,
    );
  const answer: AgentEnrollResponse = agentEnrollResponseSchema.parse(body);
  return {
    nodeId: answer.nodeId,
    secret: answer.secret,
    socketUrl: socketUrlOf(serverUrl, apiBase, answer.socketPath),
  };
}

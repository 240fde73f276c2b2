import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database, Unlisten } from '../db/client';
import { nodes } from '../db/schema';
import { loadAuth } from '../domains/auth/session';
import { type AuthState, SESSION_COOKIE } from '../http/state';
import { REALTIME_CHANNEL, type RealtimeEnvelope, SCRIPTING_SCAN_TOPIC } from './events';

const clientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: z.string().min(1).max(200),
});

/** Most topics one connection may hold. */
const MAX_TOPICS = 200;
/** How often a connection's session and permissions are re-checked. */
const RECHECK_MS = 60_000;
const HEARTBEAT_MS = 30_000;

interface Connection {
  socket: WebSocket;
  auth: AuthState;
  token: string;
  topics: Set<string>;
  alive: boolean;
}

/** The realtime hub: WebSocket at `<apiBase>/realtime`, fan-out through LISTEN/NOTIFY. */
export interface RealtimeHub {
  /** Registers the WebSocket route (after @fastify/websocket). */
  register(app: FastifyInstance, apiBase: string): void;
  /** Starts listening for events of every server process. */
  start(): Promise<void>;
  /** Closes every socket and stops listening. */
  stop(): Promise<void>;
  /** Open connections (for tests and logs). */
  readonly size: number;
}

/**
 * Topics (docs/server.md): `organizations`, `organization.{id}`, `devices`, `device.{id}`,
 * `policies`, `users`, `noderoles`, `session`, `announcements`, `scripting.malware-scan`. Each
 * subscription and each event
 * is checked with the subscriber's permissions.
 */
async function authorizeTopic(database: Database, auth: AuthState, topic: string): Promise<boolean> {
  const { can } = auth;
  if (topic === 'session' || topic === 'announcements') return true;
  if (!can.isTechnician) return false;
  if (topic === 'organizations' || topic === 'devices' || topic === 'users' || topic === 'noderoles')
    return true;
  if (topic === 'policies') return can.canReadAtLeastOnePolicy;
  if (topic === SCRIPTING_SCAN_TOPIC) return can.canReadAtLeastOneScript || can.canCreateAtLeastOneScript;
  const organization = /^organization\.(\d{1,10})$/.exec(topic);
  if (organization) return can.canViewOrganization(Number(organization[1]));
  const device = /^device\.(\d{1,10})$/.exec(topic);
  if (device) {
    const [row] = await database.db
      .select({
        id: nodes.id,
        nodeClass: nodes.nodeClass,
        nodeRoleId: nodes.nodeRoleId,
        clientId: nodes.clientId,
      })
      .from(nodes)
      .where(and(eq(nodes.id, Number(device[1])), eq(nodes.divisionId, auth.division.id)));
    return !!row && can.canViewDevice(row);
  }
  return false;
}

/** Whether a subscriber may receive an event, by its scope. */
function mayReceive(auth: AuthState, envelope: RealtimeEnvelope): boolean {
  const scope = envelope.scope;
  if (!scope) return true;
  const { can } = auth;
  if (scope.userId !== undefined && scope.userId !== auth.user.id) return false;
  if (scope.scriptCategoriesIds !== undefined)
    return can.canReadScripts({ categoriesIds: scope.scriptCategoriesIds, language: 'script' });
  if (scope.nodeId !== undefined && scope.nodeClass !== undefined) {
    return can.canViewDevice({
      id: scope.nodeId,
      nodeClass: scope.nodeClass,
      nodeRoleId: scope.nodeRoleId ?? null,
      clientId: scope.clientId ?? null,
    });
  }
  if (scope.policyId !== undefined)
    return can.canReadPolicy({ id: scope.policyId, nodeClass: scope.nodeClass ?? null });
  if (scope.clientId !== undefined) return can.canViewOrganization(scope.clientId);
  return true;
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Creates the hub over an open database. */
export function createRealtimeHub(options: {
  database: Database;
  now: () => Date;
  log?: { warn(obj: unknown, msg?: string): void };
}): RealtimeHub {
  const { database } = options;
  const connections = new Set<Connection>();
  let unlisten: Unlisten | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const dispatch = (payload: string) => {
    let envelope: RealtimeEnvelope;
    try {
      envelope = JSON.parse(payload) as RealtimeEnvelope;
    } catch {
      return;
    }
    if (envelope.endSessions) {
      const ended = new Set(envelope.endSessions);
      for (const connection of connections) {
        if (ended.has(connection.auth.sessionId)) connection.socket.close(4001, 'Session ended');
      }
      return;
    }
    for (const connection of connections) {
      if (connection.auth.division.id !== envelope.divisionId) continue;
      if (!connection.topics.has(envelope.topic)) continue;
      if (!mayReceive(connection.auth, envelope)) continue;
      send(connection.socket, { type: 'event', topic: envelope.topic, data: envelope.data });
    }
  };

  const recheckAll = async () => {
    for (const connection of [...connections]) {
      try {
        const loaded = await loadAuth(database.db, connection.token, options.now(), { touch: false });
        if (loaded.status !== 'ok' || loaded.auth.sessionId !== connection.auth.sessionId) {
          connection.socket.close(4001, 'Session ended');
        } else if (loaded.auth.division.id !== connection.auth.division.id) {
          connection.socket.close(4002, 'Account switched');
        } else {
          connection.auth = loaded.auth;
        }
      } catch (error) {
        options.log?.warn({ err: error }, 'realtime session re-check failed');
      }
    }
  };

  return {
    get size() {
      return connections.size;
    },
    register(app, apiBase) {
      app.get(
        `${apiBase}/realtime`,
        {
          websocket: true,
          // Authenticate on upgrade: no session, no socket.
          preValidation: async (request: FastifyRequest, reply) => {
            const loaded = await loadAuth(database.db, request.cookies[SESSION_COOKIE], options.now());
            if (loaded.status !== 'ok') {
              return reply
                .code(401)
                .send({ resultCode: 'UNAUTHENTICATED', errorMessage: 'Sign in to continue.' });
            }
            (request as FastifyRequest & { realtimeAuth?: AuthState }).realtimeAuth = loaded.auth;
          },
        },
        (socket, request) => {
          const auth = (request as FastifyRequest & { realtimeAuth?: AuthState }).realtimeAuth;
          const token = request.cookies[SESSION_COOKIE];
          if (!auth || !token) {
            socket.close(4001, 'Session ended');
            return;
          }
          const connection: Connection = { socket, auth, token, topics: new Set(), alive: true };
          connections.add(connection);
          socket.on('pong', () => {
            connection.alive = true;
          });
          socket.on('close', () => connections.delete(connection));
          socket.on('message', (raw) => {
            void (async () => {
              let parsed: z.infer<typeof clientMessageSchema>;
              try {
                parsed = clientMessageSchema.parse(JSON.parse(String(raw)));
              } catch {
                send(socket, { type: 'error', message: 'Invalid message' });
                return;
              }
              const { type, topic } = parsed;
              if (type === 'unsubscribe') {
                connection.topics.delete(topic);
                return;
              }
              if (connection.topics.size >= MAX_TOPICS) {
                send(socket, { type: 'error', topic, message: 'Too many subscriptions' });
                return;
              }
              const allowed = await authorizeTopic(database, connection.auth, topic).catch(() => false);
              if (!allowed) {
                send(socket, { type: 'error', topic, message: 'Unknown topic or not allowed' });
                return;
              }
              connection.topics.add(topic);
              send(socket, { type: 'subscribed', topic });
            })();
          });
        },
      );
    },
    async start() {
      unlisten = await database.listen(REALTIME_CHANNEL, dispatch);
      recheck = setInterval(() => void recheckAll(), RECHECK_MS);
      recheck.unref();
      heartbeat = setInterval(() => {
        for (const connection of connections) {
          if (!connection.alive) {
            connection.socket.terminate();
            continue;
          }
          connection.alive = false;
          connection.socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      if (recheck) clearInterval(recheck);
      if (heartbeat) clearInterval(heartbeat);
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down');
      connections.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

import { type AnyTopic, topics } from '@console/core';
import { REALTIME_PATH, SESSION_COOKIE } from '@console/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database, Unlisten } from '../db/client';
import { foreignOrigin, originAllowed } from '../http/origin';
import { loadAuth } from '../platform/auth/session';
import type { AuthState } from '../platform/auth/types';
import { authorizeSubscription, createTopicAuthorizer, mayReceive, type TopicAuthorizer } from './authorize';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from './events';

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
  /**
   * Re-checks every connection now, as the periodic re-check does: ended sessions are closed,
   * permissions reloaded, and subscriptions no longer allowed dropped with an `error`.
   */
  recheck(): Promise<void>;
  /** Open connections (for tests and logs). */
  readonly size: number;
}

/** Options of {@link createRealtimeHub}. */
export interface RealtimeHubOptions {
  database: Database;
  now: () => Date;
  log?: { warn(obj: unknown, msg?: string): void };
  /**
   * Topics beyond core's `topics` registry (those a domain module declares). One may subscribe to
   * instances of core's topics and of these; any other key is refused.
   */
  topics?: readonly AnyTopic[];
  /** Entity scopes of topics. @default the authorization scope's `canSee` over `database` */
  authorizer?: TopicAuthorizer;
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * Creates the hub over an open database. Each subscription is authorized by the scope its topic
 * declares (core's `topics`, docs/protocol.md), again at every periodic re-check; each event by
 * its own scope before it is sent.
 */
export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const { database } = options;
  const core: readonly AnyTopic[] = Object.values(topics);
  const definitions = [...core, ...(options.topics ?? []).filter((topic) => !core.includes(topic))];
  const authorizer = options.authorizer ?? createTopicAuthorizer(database.db);
  const authorize = async (auth: AuthState, key: string) =>
    (await authorizeSubscription(definitions, key, auth, authorizer)).allowed;
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

  // Permissions may have narrowed since each subscription: drop the topics no longer allowed.
  const recheckTopics = async (connection: Connection) => {
    for (const topic of [...connection.topics]) {
      if (await authorize(connection.auth, topic).catch(() => false)) continue;
      connection.topics.delete(topic);
      send(connection.socket, { type: 'error', topic, message: 'Unknown topic or not allowed' });
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
          await recheckTopics(connection);
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
    recheck: () => recheckAll(),
    register(app, apiBase) {
      app.get(
        `${apiBase}${REALTIME_PATH}`,
        {
          websocket: true,
          // Authenticate on upgrade: no session, no socket.
          preValidation: async (request: FastifyRequest, reply) => {
            // A browser page of another origin may not ride the session cookie (issue 14).
            if (!originAllowed(request, app.console.publicOrigins)) {
              return reply.code(403).send(foreignOrigin().toJSON());
            }
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
              const allowed = await authorize(connection.auth, topic).catch(() => false);
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

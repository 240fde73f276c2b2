/**
 * The terminal socket (001 §4): `GET <apiBase>/terminal/socket/{token}` upgrades to a WebSocket for
 * the signed-in user the token was made for, then relays keystrokes and size to the device's agent
 * and the agent's output back. The session closes when the shell ends, the user leaves, the agent
 * disconnects, the user's session ends or the CommandLine permission is withdrawn.
 */
import { randomBytes } from 'node:crypto';
import { type MessageKey, TERMINAL_CLOSE_CODES, type TerminalServerFrame } from '@console/core';
import { SESSION_COOKIE, terminalClientFrameSchema } from '@console/core/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { recordDeviceActivity } from '../../agents/activities';
import { nodes, terminalSessions } from '../../db/schema';
import { message } from '../../http/errors';
import { foreignOrigin, originAllowed } from '../../http/origin';
import type { AuthState } from '../../http/state';
import { loadAuth } from '../../platform/auth/session';
import { findNode } from '../nodes/queries';
import type { TerminalGateway } from './gateway';
import { hashTerminalToken, networkTarget, TERMINAL_SOCKET_PATH } from './service';

/** Options of the relay. */
export interface TerminalRelayOptions {
  /** How often a live session re-checks the user's session and permission. @default 5000 */
  recheckMs?: number;
  /** Rows of a new session until the browser sends its size. @default 24 */
  defaultRows?: number;
}

interface Live {
  rowId: number;
  sessionId: string;
  nodeId: number;
  targetNodeId: number | null;
  socket: WebSocket;
  cookie: string;
  auth: AuthState;
  ended: boolean;
  /** What the activity log says the session was (`DEFAULT shell`, `SSH` ...). */
  kind: string;
  timer?: NodeJS.Timeout;
}

function userNameOf(auth: AuthState): string {
  return [auth.user.firstName, auth.user.lastName].filter(Boolean).join(' ') || auth.user.email;
}

const reasonKeys: Record<number, MessageKey> = {
  [TERMINAL_CLOSE_CODES.sessionEnded]: 'terminal.reasonSessionEnded',
  [TERMINAL_CLOSE_CODES.permissionEnded]: 'terminal.reasonPermissionEnded',
  [TERMINAL_CLOSE_CODES.notFound]: 'terminal.reasonNotFound',
  [TERMINAL_CLOSE_CODES.deviceOffline]: 'terminal.reasonDeviceOffline',
  [TERMINAL_CLOSE_CODES.startFailed]: 'terminal.reasonStartFailed',
};

function sendFrame(socket: WebSocket, frame: TerminalServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** Registers the socket route and the gateway listeners. */
export function registerTerminalRelay(
  app: FastifyInstance,
  gatewayOf: () => TerminalGateway | undefined,
  options: TerminalRelayOptions = {},
): void {
  let gateway: TerminalGateway | undefined;
  const state = app.console;
  const live = new Map<string, Live>();
  const recheckMs = options.recheckMs ?? 5_000;

  const finish = async (
    session: Live,
    code: number,
    reason: string,
    status: 'CLOSED' | 'FAILED' = 'CLOSED',
  ) => {
    if (session.ended) return;
    session.ended = true;
    live.delete(session.sessionId);
    if (session.timer) clearInterval(session.timer);
    gateway?.send(session.nodeId, { type: 'terminal.close', sessionId: session.sessionId });
    const key = reasonKeys[code];
    if (session.socket.readyState === session.socket.OPEN)
      session.socket.close(code, key ? message(key) : reason);
    await state.db
      .update(terminalSessions)
      .set({ status, closedAt: state.now(), closeReason: reason.slice(0, 500) })
      .where(eq(terminalSessions.id, session.rowId))
      .then(() =>
        recordDeviceActivity(state.db, {
          divisionId: session.auth.division.id,
          nodeId: session.targetNodeId ?? session.nodeId,
          type: 'TERMINAL_CLOSED',
          message: message('terminal.activityClosed', { appUserName: userNameOf(session.auth), reason }),
          severity: status === 'FAILED' ? 'failure' : 'info',
          userName: userNameOf(session.auth),
          details: { terminalSessionId: session.rowId, reason },
        }),
      )
      .catch((error) => app.log.warn({ err: error }, 'terminal session record failed'));
  };

  const ownSession = (nodeId: number, sessionId: string): Live | undefined => {
    const session = live.get(sessionId);
    // An agent speaks only for its own device.
    return session && session.nodeId === nodeId ? session : undefined;
  };

  /** Subscribes to the gateway's terminal messages the first time a session starts. */
  const connectGateway = (): TerminalGateway | undefined => {
    if (gateway) return gateway;
    const gw = gatewayOf();
    if (!gw) return undefined;
    gateway = gw;
    gw.on('terminal.opened', (msg, { nodeId }) => {
      const session = ownSession(nodeId, msg.sessionId);
      if (session) sendFrame(session.socket, { type: 'ready', elevated: msg.elevated });
    });
    gw.on('terminal.output', (msg, { nodeId }) => {
      const session = ownSession(nodeId, msg.sessionId);
      if (session) sendFrame(session.socket, { type: 'output', data: msg.data });
    });
    gw.on('terminal.exit', (msg, { nodeId }) => {
      const session = ownSession(nodeId, msg.sessionId);
      if (!session) return;
      sendFrame(session.socket, { type: 'exit', exitCode: msg.exitCode });
      void finish(session, TERMINAL_CLOSE_CODES.ended, msg.reason ?? `exited ${msg.exitCode ?? ''}`.trim());
    });
    gw.on('terminal.error', (msg, { nodeId }) => {
      const session = ownSession(nodeId, msg.sessionId);
      if (!session) return;
      sendFrame(session.socket, {
        type: 'error',
        code: msg.code,
        ...(msg.message ? { message: msg.message } : {}),
      });
      void finish(session, TERMINAL_CLOSE_CODES.startFailed, msg.code, 'FAILED');
    });
    gw.onDisconnect(({ nodeId }) => {
      for (const session of [...live.values()]) {
        if (session.nodeId === nodeId)
          void finish(session, TERMINAL_CLOSE_CODES.deviceOffline, 'device offline');
      }
    });
    return gw;
  };

  /** Still allowed? The user's session, the device, the CommandLine permission on it (and the target). */
  const allowed = async (session: Live): Promise<number | null> => {
    const loaded = await loadAuth(state.db, session.cookie, state.now(), { touch: false });
    if (loaded.status !== 'ok' || loaded.auth.sessionId !== session.auth.sessionId)
      return TERMINAL_CLOSE_CODES.sessionEnded;
    session.auth = loaded.auth;
    for (const id of [session.nodeId, session.targetNodeId]) {
      if (id === null) continue;
      const row = await findNode(state.db, loaded.auth.division.id, id);
      if (
        !row ||
        !loaded.auth.can.canViewDevice(row) ||
        !loaded.auth.can.canUseRemoteTool(row, 'CommandLine')
      ) {
        return TERMINAL_CLOSE_CODES.permissionEnded;
      }
    }
    return null;
  };

  app.get(
    `${state.apiBase}${TERMINAL_SOCKET_PATH}/:token`,
    {
      websocket: true,
      preValidation: async (request: FastifyRequest, reply) => {
        // A page of another origin may not ride the session cookie (issue 14, ../../http/origin.ts).
        if (!originAllowed(request, state.publicOrigins))
          return reply.code(403).send(foreignOrigin().toJSON());
        const loaded = await loadAuth(state.db, request.cookies[SESSION_COOKIE], state.now());
        if (loaded.status !== 'ok') {
          return reply
            .code(401)
            .send({ resultCode: 'UNAUTHENTICATED', errorMessage: message('errors.sessionExpired') });
        }
        (request as FastifyRequest & { terminalAuth?: AuthState }).terminalAuth = loaded.auth;
      },
    },
    (socket, request) => {
      const auth = (request as FastifyRequest & { terminalAuth?: AuthState }).terminalAuth;
      const cookie = request.cookies[SESSION_COOKIE];
      const token = (request.params as { token?: string }).token ?? '';
      // Frames that arrive while the session starts wait here (a few; more is a misbehaving client).
      const queued: unknown[] = [];
      let handle: ((raw: unknown) => void) | undefined;
      socket.on('message', (raw) => {
        if (handle) handle(raw);
        else if (queued.length < 64) queued.push(raw);
      });
      void (async () => {
        if (!auth || !cookie)
          return socket.close(TERMINAL_CLOSE_CODES.sessionEnded, message('terminal.reasonSessionEnded'));
        const notFound = () =>
          socket.close(TERMINAL_CLOSE_CODES.notFound, message('terminal.reasonNotFound'));
        if (token.length > 100) return notFound();
        // Claim the token once: PENDING → OPEN for this user, before it expires.
        const [row] = await state.db
          .update(terminalSessions)
          .set({ status: 'OPEN', connectedAt: state.now() })
          .where(
            and(
              eq(terminalSessions.tokenHash, hashTerminalToken(token)),
              eq(terminalSessions.status, 'PENDING'),
              eq(terminalSessions.userId, auth.user.id),
              eq(terminalSessions.divisionId, auth.division.id),
              gt(terminalSessions.expiresAt, state.now()),
            ),
          )
          .returning();
        if (!row) return notFound();
        const session: Live = {
          rowId: row.id,
          sessionId: randomBytes(16).toString('base64url'),
          nodeId: row.nodeId,
          targetNodeId: row.targetNodeId,
          socket,
          cookie,
          auth,
          ended: false,
          kind: row.protocol ?? `${row.shell} ${row.terminalType}`,
        };
        live.set(session.sessionId, session);
        socket.on('close', () => void finish(session, TERMINAL_CLOSE_CODES.ended, 'closed by the user'));
        await recordDeviceActivity(state.db, {
          divisionId: auth.division.id,
          nodeId: row.targetNodeId ?? row.nodeId,
          type: 'TERMINAL_OPENED',
          message: message('terminal.activityOpened', { appUserName: userNameOf(auth), kind: session.kind }),
          userName: userNameOf(auth),
          details: {
            terminalSessionId: row.id,
            cliLevel: row.cliLevel,
            delegateNodeId: row.targetNodeId ? row.nodeId : null,
          },
        });
        const denied = await allowed(session);
        if (session.ended) return;
        if (denied !== null) return finish(session, denied, 'not allowed', 'FAILED');
        const gateway = connectGateway();
        if (!gateway?.isOnline(row.nodeId))
          return finish(session, TERMINAL_CLOSE_CODES.deviceOffline, 'device offline', 'FAILED');
        let target: Awaited<ReturnType<typeof networkTarget>> | undefined;
        if (row.targetNodeId !== null && row.protocol) {
          const [targetRow] = await state.db.select().from(nodes).where(eq(nodes.id, row.targetNodeId));
          if (!targetRow) return finish(session, TERMINAL_CLOSE_CODES.notFound, 'target missing', 'FAILED');
          target = await networkTarget({ db: state.db, state }, targetRow, row.protocol);
        }
        handle = (raw) => {
          if (session.ended) return;
          let frame: ReturnType<typeof terminalClientFrameSchema.parse>;
          try {
            frame = terminalClientFrameSchema.parse(JSON.parse(String(raw)));
          } catch {
            return;
          }
          const sent =
            frame.type === 'input'
              ? gateway.send(row.nodeId, {
                  type: 'terminal.input',
                  sessionId: session.sessionId,
                  data: frame.data,
                })
              : gateway.send(row.nodeId, {
                  type: 'terminal.resize',
                  sessionId: session.sessionId,
                  cols: frame.cols,
                  rows: frame.rows,
                });
          if (!sent) void finish(session, TERMINAL_CLOSE_CODES.deviceOffline, 'device offline');
        };
        session.timer = setInterval(() => {
          void allowed(session)
            .then((code) => (code === null ? undefined : finish(session, code, 'not allowed')))
            .catch((error) => app.log.warn({ err: error }, 'terminal re-check failed'));
        }, recheckMs);
        session.timer.unref();
        if (session.ended) return;
        const opened = gateway.send(row.nodeId, {
          type: 'terminal.open',
          sessionId: session.sessionId,
          terminalType: row.terminalType,
          shell: row.shell as 'DEFAULT',
          cliLevel: row.cliLevel === 1 ? 1 : 0,
          cols: row.width ?? 80,
          rows: options.defaultRows ?? 24,
          ...(target ? { target } : {}),
        });
        if (!opened) return finish(session, TERMINAL_CLOSE_CODES.deviceOffline, 'device offline', 'FAILED');
        for (const raw of queued.splice(0)) handle(raw);
      })().catch((error) => {
        app.log.error({ err: error }, 'terminal socket failed');
        socket.close(TERMINAL_CLOSE_CODES.startFailed, message('terminal.reasonStartFailed'));
      });
    },
  );

  app.addHook('onClose', async () => {
    for (const session of [...live.values()]) await finish(session, 1001, 'server shutting down');
  });
}

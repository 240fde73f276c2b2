/** POST /rtc/terminal and POST /nms/initiateTerminalSession (001 §7.4): checks and the session row. */
import { createHash, randomBytes } from 'node:crypto';
import type { Endpoints } from '@console/core';
import { and, eq, isNull, or } from 'drizzle-orm';
import { credentials, terminalSessions } from '../../db/schema';
import { ApiError, ensure, fieldError, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { openSecret } from '../credentials/service';
import { findNode, type NodeRow } from '../nodes/queries';
import type { TerminalGateway } from './gateway';

type Ctx<K extends keyof Endpoints['terminal']> = RequestContext<Endpoints['terminal'][K]>;

/** A session token must reach the socket within this time. */
export const TERMINAL_TOKEN_TTL_MS = 60_000;
/** The socket path under the API base; the token follows. */
export const TERMINAL_SOCKET_PATH = '/terminal/socket';

/** SHA-256 (hex) of a socket token. */
export function hashTerminalToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True for devices a 64-bit shell cannot run on (their architecture says 32-bit). */
export function is32BitDevice(row: NodeRow): boolean {
  const details = row.details as Record<string, unknown>;
  const os = (details.os ?? {}) as Record<string, unknown>;
  const arch = String(details.architecture ?? details.arch ?? os.architecture ?? os.arch ?? '').toLowerCase();
  return /^(x86|i[3-6]86|32|32-bit|arm|armv7.*|ia32)$/.test(arch);
}

const NETWORK_CLASSES = /^NMS_/;

/** Is this a device with an agent (not a network, cloud, VM-guest-only or unmanaged record)? */
function hasAgent(row: NodeRow): boolean {
  return /^(WINDOWS_|MAC|LINUX_)/.test(row.nodeClass);
}

async function requireDevice(ctx: Pick<Ctx<'open'>, 'db' | 'auth'>, id: number): Promise<NodeRow> {
  const row = await findNode(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  // The command line on it (000 §6), which needs seeing it: 403 like every other device action.
  ensure(ctx.auth.can.canViewDevice(row) && ctx.auth.can.canUseRemoteTool(row, 'CommandLine'));
  return row;
}

function requireOnline(gateway: TerminalGateway | undefined, row: NodeRow): void {
  if (!row.isUp || !gateway?.isOnline(row.id)) {
    throw new ApiError(409, 'DEVICE_OFFLINE', message('terminal.deviceOffline'));
  }
}

async function createSession(
  ctx: Pick<Ctx<'open'>, 'db' | 'auth' | 'now' | 'state'>,
  values: Omit<
    typeof terminalSessions.$inferInsert,
    'divisionId' | 'userId' | 'tokenHash' | 'status' | 'expiresAt'
  >,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(terminalSessions).values({
    ...values,
    divisionId: ctx.auth.division.id,
    userId: ctx.auth.user.id,
    tokenHash: hashTerminalToken(token),
    status: 'PENDING',
    expiresAt: new Date(ctx.now.getTime() + TERMINAL_TOKEN_TTL_MS),
  });
  return `${ctx.state.apiBase}${TERMINAL_SOCKET_PATH}/${token}`;
}

/** Opens a terminal to a device: the CommandLine remote tool on it (000 §6), the device online. */
export async function openDeviceTerminal(ctx: Ctx<'open'>, gateway: TerminalGateway | undefined) {
  const { body } = ctx;
  const row = await requireDevice(ctx, body.nodeId);
  ensure(ctx.auth.can.canUseRemoteTool(row, 'CommandLine'));
  if (!hasAgent(row)) throw notFound();
  if (body.shell.endsWith('64') && is32BitDevice(row))
    throw fieldError('shell', message('terminal.shell64Only'));
  requireOnline(gateway, row);
  const url = await createSession(ctx, {
    nodeId: row.id,
    terminalType: body.user,
    shell: body.shell,
    cliLevel: body.cliLevel,
    width: body.width ?? null,
  });
  return { url, isElevatable: body.user === 'SYSTEM' };
}

/** Opens a terminal to a network device through its delegate (SSH or TELNET). */
export async function openNetworkTerminal(ctx: Ctx<'openNetwork'>, gateway: TerminalGateway | undefined) {
  const { body } = ctx;
  const delegate = await requireDevice(ctx, body.delegateNodeId);
  const target = await requireDevice(ctx, body.targetNodeId);
  ensure(ctx.auth.can.canUseRemoteTool(delegate, 'CommandLine'));
  ensure(ctx.auth.can.canUseRemoteTool(target, 'CommandLine'));
  if (
    !hasAgent(delegate) ||
    !NETWORK_CLASSES.test(target.nodeClass) ||
    (target.delegateNodeId ?? target.parentNodeId) !== delegate.id
  ) {
    throw fieldError('targetNodeId', message('terminal.notNetworkDevice'));
  }
  requireOnline(gateway, delegate);
  const url = await createSession(ctx, {
    nodeId: delegate.id,
    targetNodeId: target.id,
    terminalType: 'SYSTEM',
    shell: 'DEFAULT',
    protocol: body.protocol,
    width: body.width ?? null,
  });
  return { url };
}

/** Host, port and login of a network device for its delegate (the TELNET/SSH credential of 002 §3). */
export async function networkTarget(
  ctx: Pick<Ctx<'open'>, 'db' | 'state'>,
  target: NodeRow,
  protocol: 'SSH' | 'TELNET',
): Promise<{ protocol: 'SSH' | 'TELNET'; host: string; port: number; username?: string; password?: string }> {
  const details = target.details as Record<string, unknown>;
  const host = target.ipAddresses[0] ?? target.dnsName ?? target.name;
  const portKey = protocol === 'SSH' ? 'sshPort' : 'telnetPort';
  const port = Number(details[portKey] ?? (protocol === 'SSH' ? 22 : 23));
  const credentialId = Number(details.telnetSshCredentialId ?? 0);
  const rows = await ctx.db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.divisionId, target.divisionId),
        eq(credentials.credentialType, 'TELNET_SSH'),
        credentialId > 0
          ? eq(credentials.id, credentialId)
          : target.clientId === null
            ? isNull(credentials.clientId)
            : or(eq(credentials.clientId, target.clientId), isNull(credentials.clientId)),
      ),
    );
  const credential = rows.find((row) => row.clientId === target.clientId) ?? rows[0];
  if (!credential) return { protocol, host, port };
  const secret = openSecret(ctx.state.secrets, credential.secret);
  return {
    protocol,
    host,
    port,
    ...(credential.username ? { username: credential.username } : {}),
    ...(secret.password ? { password: secret.password } : {}),
  };
}

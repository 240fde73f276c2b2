/**
 * The Apple MDM protocol (docs/mdm.md), at the URLs the enrollment profile names:
 * - `PUT <apiBase>/mdm/apple/checkin?enrollment=<key>`: Authenticate (the device identifies itself
 *   for a usable enrollment), TokenUpdate (its push token and PushMagic; the first one claims the
 *   enrollment token and creates the device), CheckOut (the profile was removed).
 * - `PUT <apiBase>/mdm/apple/server?enrollment=<key>`: the device reports the result of the last
 *   command (Acknowledged, Error, CommandFormatError, NotNow) or Idle, and gets the next queued
 *   command as a plist (an empty answer when there is none).
 * Bodies are XML property lists. A device is known by its UDID and the enrollment it authenticated
 * with; anything else is answered 401.
 */
import type { NodeClass } from '@console/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { build, parse } from 'plist';
import type { Db } from '../../db/client';
import {
  enrollmentTokens,
  mdmAppleDevices,
  mdmCommands,
  mdmEnrollments,
  mdmPushCertificates,
  nodes,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ServerState } from '../../http/state';
import { consumeEnrollmentToken } from '../installers/enrollment-tokens';
import { createEnrolledNode } from '../mdm-enrollment/enroll-device';
import { DEVICE_INFORMATION_QUERIES } from './apple-commands';
import { keptOnAuthenticate } from './apple-renewal';
import { commandBody, setCommandStatus } from './commands';
import { mdmPublicOrigin } from './runtime';

/** The largest plist body a device may send. */
const BODY_LIMIT = 256 * 1024;

type Dict = Record<string, unknown>;

/** A string field: cut to `max`; none when empty, with a NUL or a lone surrogate (the database refuses them). */
const text = (value: unknown, max = 200): string | undefined => {
  if (typeof value !== 'string' || value.length === 0 || value.includes('\u0000')) return undefined;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(cut) ? undefined : cut;
};
const bytes = (value: unknown): Buffer | undefined =>
  value instanceof Uint8Array ? Buffer.from(value) : undefined;

function parseBody(body: unknown): Dict {
  const raw = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
  // Only a property list reaches the XML parser (which logs what it cannot read).
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!DOCTYPE[^>]*>\s*)?<plist[\s>]/.test(raw)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Expected an XML property list');
  }
  try {
    const value = parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      return value as Dict;
  } catch {
    // answered below
  }
  throw new ApiError(400, 'VALIDATION_ERROR', 'Expected an XML property list');
}

/** A command body as stored (data as `{ $data: base64 }`) to plist values. */
function toPlistValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlistValue);
  if (value && typeof value === 'object') {
    const data = (value as { $data?: unknown }).$data;
    if (typeof data === 'string') return Buffer.from(data, 'base64');
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlistValue(v)]));
  }
  return value;
}

function classOf(platform: 'APPLE' | 'MAC' | 'ANDROID', info: Record<string, string>): NodeClass {
  if (platform === 'MAC' || /^Mac/i.test(info.productName ?? '')) return 'MAC';
  return /^iPad/i.test(info.productName ?? '') ? 'APPLE_IPADOS' : 'APPLE_IOS';
}

const unauthorized = (reply: FastifyReply) => reply.code(401).send();

/** The enrollment key of the request's URL. */
function keyOf(request: FastifyRequest): string | undefined {
  const key = (request.query as { enrollment?: unknown }).enrollment;
  return typeof key === 'string' && /^[A-Za-z0-9-]{16,36}$/.test(key) ? key : undefined;
}

/** The device row of a UDID that authenticated with this enrollment key. */
async function deviceOf(db: Db, udid: string, key: string) {
  const [row] = await db
    .select({ device: mdmAppleDevices, enrollment: mdmEnrollments })
    .from(mdmAppleDevices)
    .innerJoin(mdmEnrollments, eq(mdmEnrollments.id, mdmAppleDevices.enrollmentId))
    .where(and(eq(mdmAppleDevices.udid, udid), eq(mdmEnrollments.key, key)));
  return row;
}

async function authenticate(state: ServerState, request: FastifyRequest, message: Dict, key: string) {
  const udid = text(message.UDID, 100);
  const topic = text(message.Topic);
  if (!udid || !topic) return false;
  const now = state.now();
  const [row] = await state.db
    .select({ enrollment: mdmEnrollments, certificate: mdmPushCertificates })
    .from(mdmEnrollments)
    .innerJoin(mdmPushCertificates, eq(mdmPushCertificates.id, mdmEnrollments.pushCertificateId))
    .where(and(eq(mdmEnrollments.key, key), inArray(mdmEnrollments.platform, ['APPLE', 'MAC'])));
  if (!row || row.certificate.topic !== topic || row.enrollment.expiresAt.getTime() <= now.getTime())
    return false;
  const existing = await deviceOf(state.db, udid, key);
  // A new device needs an unused enrollment; a known one may authenticate again (re-install).
  if (!existing && !(await tokenUnused(state.db, row.enrollment.enrollmentTokenId))) return false;
  const info: Record<string, string> = {
    profileIdentifier: `console.mdm.enrollment.${key.toLowerCase()}`,
    // The origin the installed profile names (a renewed profile names the same one), bound at the
    // first Authenticate; kept, with a renewal's pending SCEP challenge, on a re-authentication.
    serverOrigin: mdmPublicOrigin(state, request),
    ...keptOnAuthenticate(existing?.device.info),
  };
  for (const [field, name] of [
    ['DeviceName', 'deviceName'],
    ['Model', 'model'],
    ['ModelName', 'modelName'],
    ['ProductName', 'productName'],
    ['SerialNumber', 'serialNumber'],
    ['OSVersion', 'osVersion'],
    ['BuildVersion', 'buildVersion'],
  ] as const) {
    const value = text(message[field]);
    if (value) info[name] = value;
  }
  const values = {
    divisionId: row.enrollment.divisionId,
    udid,
    enrollmentId: row.enrollment.id,
    pushCertificateId: row.certificate.id,
    topic,
    info,
    lastSeenAt: now,
    checkedOutAt: null,
  };
  await state.db
    .insert(mdmAppleDevices)
    .values(values)
    .onConflictDoUpdate({ target: mdmAppleDevices.udid, set: values });
  request.log.info({ udid }, 'MDM device authenticated');
  return true;
}

async function tokenUnused(db: Db, tokenId: number): Promise<boolean> {
  const [token] = await db
    .select({ id: enrollmentTokens.id })
    .from(enrollmentTokens)
    .where(and(eq(enrollmentTokens.id, tokenId), isNull(enrollmentTokens.usedAt)));
  return token !== undefined;
}

async function tokenUpdate(state: ServerState, request: FastifyRequest, message: Dict, key: string) {
  const udid = text(message.UDID, 100);
  const token = bytes(message.Token);
  const pushMagic = text(message.PushMagic);
  if (!udid || !token || !pushMagic) return false;
  const found = await deviceOf(state.db, udid, key);
  if (!found || found.device.topic !== text(message.Topic)) return false;
  const now = state.now();
  const unlock = bytes(message.UnlockToken);
  return state.db.transaction(async (tx) => {
    let nodeId = found.device.nodeId;
    if (nodeId === null) {
      const kind = found.enrollment.platform === 'MAC' ? 'MDM_MAC' : 'MDM_APPLE';
      const grant = await consumeEnrollmentToken(
        tx as unknown as Db,
        state.secrets.decrypt(found.enrollment.tokenSealed),
        now,
        [kind],
      );
      if (!grant.ok) return false;
      const info = found.device.info;
      const node = await createEnrolledNode(
        tx as unknown as Db,
        grant,
        {
          nodeClass: classOf(found.enrollment.platform, info),
          name: info.deviceName ?? info.serialNumber ?? udid,
          serialNumber: info.serialNumber,
          model: info.modelName ?? info.model,
          osVersion: info.osVersion,
        },
        { now, ip: request.ip, log: request.log },
      );
      nodeId = node.id;
    }
    await tx
      .update(mdmAppleDevices)
      .set({
        nodeId,
        pushToken: token.toString('hex'),
        pushMagic,
        ...(unlock ? { unlockTokenSealed: state.secrets.encrypt(unlock.toString('base64')) } : {}),
        lastSeenAt: now,
      })
      .where(eq(mdmAppleDevices.id, found.device.id));
    await tx.update(nodes).set({ isUp: true, lastContact: now }).where(eq(nodes.id, nodeId));
    return true;
  });
}

async function checkOut(state: ServerState, message: Dict, key: string) {
  const udid = text(message.UDID, 100);
  const found = udid ? await deviceOf(state.db, udid, key) : undefined;
  if (!found) return false;
  const now = state.now();
  await state.db
    .update(mdmAppleDevices)
    .set({ checkedOutAt: now, pushToken: null, pushMagic: null })
    .where(eq(mdmAppleDevices.id, found.device.id));
  if (found.device.nodeId !== null) await setMdmStatus(state.db, found.device.nodeId, 'UNENROLLED', now);
  return true;
}

/** Sets a device's MDM status (`details.mdmStatus`, with the time it changed). */
export async function setMdmStatus(db: Db, nodeId: number, status: string, now: Date): Promise<void> {
  const [node] = await db.select({ details: nodes.details }).from(nodes).where(eq(nodes.id, nodeId));
  if (!node) return;
  await db
    .update(nodes)
    .set({
      details: { ...node.details, mdmStatus: status, mdmStatusUpdatedTime: Math.floor(now.getTime() / 1000) },
      updatedAt: now,
    })
    .where(eq(nodes.id, nodeId));
}

/** What an acknowledged command changes on the device record. */
async function applyAcknowledgement(db: Db, nodeId: number, requestType: string, message: Dict, now: Date) {
  if (requestType === 'EraseDevice') await setMdmStatus(db, nodeId, 'ERASED', now);
  else if (requestType === 'RemoveProfile') await setMdmStatus(db, nodeId, 'UNENROLLED', now);
  else if (requestType === 'DeviceInformation') {
    const answers = message.QueryResponses as Dict | undefined;
    if (!answers || typeof answers !== 'object') return;
    const [node] = await db.select({ details: nodes.details }).from(nodes).where(eq(nodes.id, nodeId));
    const details: Record<string, unknown> = { ...(node?.details ?? {}) };
    for (const query of DEVICE_INFORMATION_QUERIES) {
      const value = text(answers[query]);
      if (value)
        details[query === 'OSVersion' ? 'osVersion' : query.charAt(0).toLowerCase() + query.slice(1)] = value;
    }
    const name = text(answers.DeviceName);
    const serial = text(answers.SerialNumber);
    await db
      .update(nodes)
      .set({
        details,
        ...(name ? { name } : {}),
        ...(serial ? { serialNumber: serial } : {}),
        updatedAt: now,
      })
      .where(eq(nodes.id, nodeId));
  }
}

const RESULTS: Record<string, 'ACKNOWLEDGED' | 'ERROR' | 'NOT_NOW'> = {
  Acknowledged: 'ACKNOWLEDGED',
  Error: 'ERROR',
  CommandFormatError: 'ERROR',
  NotNow: 'NOT_NOW',
};

function errorOf(message: Dict): string {
  const chain = Array.isArray(message.ErrorChain) ? (message.ErrorChain as Dict[]) : [];
  const first = chain[0];
  const description = first
    ? (text(first.USEnglishDescription, 500) ?? text(first.LocalizedDescription, 500))
    : undefined;
  const code =
    first && typeof first.ErrorCode === 'number'
      ? ` (${text(first.ErrorDomain) ?? 'error'} ${first.ErrorCode})`
      : '';
  return `${description ?? text(message.Status) ?? 'Error'}${code}`;
}

/** The command connection: records the last result, answers the next command. */
async function serverConnection(state: ServerState, request: FastifyRequest, message: Dict, key: string) {
  const udid = text(message.UDID, 100);
  const found = udid ? await deviceOf(state.db, udid, key) : undefined;
  const nodeId = found?.device.nodeId;
  if (!found || nodeId == null || found.device.checkedOutAt) return undefined;
  const now = state.now();
  const status = text(message.Status) ?? '';
  const uuid = text(message.CommandUUID);
  const result = RESULTS[status];
  if (result && uuid) {
    const [command] = await state.db
      .select()
      .from(mdmCommands)
      .where(
        and(
          eq(mdmCommands.commandUuid, uuid),
          eq(mdmCommands.nodeId, nodeId),
          eq(mdmCommands.status, 'SENT'),
        ),
      );
    if (command) {
      await state.db.transaction(async (tx) => {
        if (result === 'ACKNOWLEDGED')
          await applyAcknowledgement(tx as unknown as Db, nodeId, command.requestType, message, now);
        await setCommandStatus(
          tx as unknown as Db,
          command.id,
          result,
          result === 'ERROR' ? errorOf(message) : null,
          now,
          request.log,
        );
      });
    }
  }
  await state.db.update(nodes).set({ isUp: true, lastContact: now }).where(eq(nodes.id, nodeId));
  await state.db
    .update(mdmAppleDevices)
    .set({ lastSeenAt: now })
    .where(eq(mdmAppleDevices.id, found.device.id));
  // Idle takes deferred (NotNow) commands again; a result takes only new ones.
  const [next] = await state.db
    .select()
    .from(mdmCommands)
    .where(
      and(
        eq(mdmCommands.nodeId, nodeId),
        eq(mdmCommands.platform, 'APPLE'),
        inArray(mdmCommands.status, status === 'Idle' ? ['QUEUED', 'NOT_NOW'] : ['QUEUED']),
      ),
    )
    .orderBy(asc(mdmCommands.id))
    .limit(1);
  if (!next) return null;
  await setCommandStatus(state.db, next.id, 'SENT', null, now, request.log);
  return build({
    CommandUUID: next.commandUuid,
    Command: toPlistValue(commandBody(state.secrets, next)),
  } as never);
}

/** Registers the check-in and command URLs (with a plist body parser of their own). */
export async function registerAppleMdmProtocol(app: FastifyInstance): Promise<void> {
  const state = app.console;
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.put(`${state.apiBase}/mdm/apple/checkin`, async (request, reply) => {
      const key = keyOf(request);
      if (!key) return unauthorized(reply);
      const message = parseBody(request.body);
      const type = text(message.MessageType);
      const ok =
        type === 'Authenticate'
          ? await authenticate(state, request, message, key)
          : type === 'TokenUpdate'
            ? await tokenUpdate(state, request, message, key)
            : type === 'CheckOut'
              ? await checkOut(state, message, key)
              : false;
      if (!ok) return unauthorized(reply);
      return reply.type('application/xml').send(build({}));
    });
    scope.put(`${state.apiBase}/mdm/apple/server`, async (request, reply) => {
      const key = keyOf(request);
      if (!key) return unauthorized(reply);
      const answer = await serverConnection(state, request, parseBody(request.body), key);
      if (answer === undefined) return unauthorized(reply);
      if (answer === null) return reply.code(200).send();
      return reply.type('application/xml').send(answer);
    });
  });
}

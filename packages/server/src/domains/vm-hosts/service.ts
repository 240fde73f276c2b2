/**
 * Add VM host (000 §2.9, §4.3, §7.3, §8; 002 §5.6): the monitor delegates of an organization, the
 * delegate check, the real connection test and Add host; the host read behind /vmDashboard.
 */
import {
  canonicalHostAddress,
  type Endpoints,
  isValidIpAddress,
  type NodeClass,
  topics,
  VM_HOST_DUPLICATE_CODE,
  VM_HOST_TEST_ERROR_CODES,
  type VmHost,
} from '@console/core';
import { vmHostTypeSchema } from '@console/core/contract';
import { and, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import { deviceScope } from '../../authz';
import type { Db } from '../../db/client';
import { nodeRoles, nodes, organizations, vmHosts } from '../../db/schema';
import { ApiError, ensure, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import {
  DELEGATE_CLASSES,
  ensureCanAddDevices,
  requireCredential,
  requireDelegate,
  requireOrganization,
} from '../nms-devices/lookups';
import type { ResolvedDeviceCheckOptions } from '../nms-devices/options';
import { pagedDevices } from '../nms-devices/service';
import { nodeTypeOf } from '../nodes/queries';
import { containsPattern } from '../shared';
import { testEsxiConnection } from './connection-test';

type Ctx<K extends keyof Endpoints['vmHost']> = RequestContext<Endpoints['vmHost'][K]>;
type VmType = 'HYPERV' | 'ESXI';

/** The node class of a host type. */
const HOST_CLASS: Record<VmType, NodeClass> = { HYPERV: 'HYPERV_VMM_HOST', ESXI: 'VMWARE_VM_HOST' };
/** Which devices can monitor a host of the type: HyperV runs on a Windows server. */
const DELEGATES_OF: Record<VmType, readonly string[]> = {
  HYPERV: ['WINDOWS_SERVER'],
  ESXI: DELEGATE_CLASSES,
};
const typeOfKind = (kind: 'hyperv' | 'esxi' | undefined): VmType | undefined =>
  kind === undefined ? undefined : kind === 'hyperv' ? 'HYPERV' : 'ESXI';

/** GET /virtualization/{type}/delegates/{clientId}, paged by 50 (000 §7.3, §9). */
export async function listDelegates(ctx: Ctx<'delegates'>) {
  const { db, auth, params, query } = ctx;
  ensureCanAddDevices(auth.can);
  const org = await requireOrganization(db, auth.division.id, auth.can, params.clientId);
  const type = typeOfKind(params.type) ?? 'ESXI';
  const conditions: (SQL | undefined)[] = [
    deviceScope(auth),
    eq(nodes.clientId, org.id),
    inArray(nodes.nodeClass, [...DELEGATES_OF[type]]),
  ];
  if (query.search) conditions.push(ilike(nodes.name, containsPattern(query.search)));
  return pagedDevices(db, and(...conditions), query.page, query.pageSize);
}

/**
 * The staged delegate check of a device (000 §4.3). The delegate's agent carries the VM monitor,
 * so there is nothing to download: the check answers from what the server knows of the device:
 * OK when it can monitor and is up; INSTALL_FAILED failed_to_start_service when it is down (the
 * monitor cannot start there); ERROR when its class cannot monitor a host of the type.
 */
function delegateCheck(row: { nodeClass: string; isUp: boolean }, classes: readonly string[]) {
  if (!classes.includes(row.nodeClass)) {
    return {
      resultCode: 'SUCCESS' as const,
      status: 'ERROR' as const,
      reason: null,
      message: message('addDevices.vm.notADelegate'),
    };
  }
  if (!row.isUp) {
    return {
      resultCode: 'SUCCESS' as const,
      status: 'INSTALL_FAILED' as const,
      reason: 'failed_to_start_service' as const,
      message: null,
    };
  }
  return { resultCode: 'SUCCESS' as const, status: 'OK' as const, reason: null, message: null };
}

/** GET /node/delegate/{id}/vmm/check (000 §4.3): {@link delegateCheck} of a device the caller sees. */
export async function checkDelegate(ctx: Ctx<'check'>) {
  const { db, auth, params, query } = ctx;
  ensureCanAddDevices(auth.can);
  const [row] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.id, params.id), eq(nodes.divisionId, auth.division.id)));
  if (!row || !auth.can.canViewDevice(row)) throw notFound();
  const type = typeOfKind(query.type);
  return delegateCheck(row, type ? DELEGATES_OF[type] : DELEGATE_CLASSES);
}

type Body = Ctx<'test'>['body'];

/** The organization, delegate and (ESXi) credential of a request, checked against the caller. */
async function checkRequest(ctx: Pick<Ctx<'test'>, 'db' | 'auth' | 'state'>, body: Body) {
  const { db, auth, state } = ctx;
  ensureCanAddDevices(auth.can);
  const division = auth.division.id;
  const org = await requireOrganization(db, division, auth.can, body.clientId);
  const nodeClass = HOST_CLASS[body.type];
  ensure(auth.can.canCreateDevice({ nodeClass, clientId: org.id }));
  const delegate = await requireDelegate(
    db,
    division,
    auth.can,
    org.id,
    body.delegateNodeId,
    'delegateNodeId',
    message('addDevices.vm.notADelegate'),
  );
  if (!DELEGATES_OF[body.type].includes(delegate.nodeClass)) {
    throw new ApiError(400, 'VALIDATION_ERROR', message('addDevices.vm.notADelegate'), [
      { path: 'delegateNodeId', message: message('addDevices.vm.notADelegate') },
    ]);
  }
  const credential =
    body.type === 'ESXI' && body.credentialId !== null
      ? await requireCredential(
          db,
          division,
          state.secrets,
          org.id,
          body.credentialId,
          ['BASIC'],
          message('addDevices.vm.enterCredential'),
        )
      : null;
  return { org, delegate, credential, nodeClass };
}

type Checked = Awaited<ReturnType<typeof checkRequest>>;

/** The ESXi connection test of a request: TCP, TLS and the vSphere login with the credential. */
function connectionTest(body: Body, credential: Checked['credential'], options: ResolvedDeviceCheckOptions) {
  return testEsxiConnection({
    host: canonicalHostAddress(body.hostname ?? ''),
    port: body.apiPort ?? 443,
    username: credential?.username ?? '',
    password: credential?.secret.password ?? '',
    timeoutMs: options.connectTimeoutMs,
    ca: options.ca,
    allowUntrusted: options.allowUntrustedCertificates,
  });
}

/** POST /node/delegate/vmhost/test (000 §4.3): a real connection (ESXi) or the delegate's state (HyperV). */
export async function testVmHost(ctx: Ctx<'test'>, options: ResolvedDeviceCheckOptions) {
  const { body } = ctx;
  const { delegate, credential } = await checkRequest(ctx, body);
  if (body.type === 'HYPERV') {
    // HyperV is monitored by the agent on the host itself: the test is that agent being up.
    return delegate.isUp
      ? { resultCode: 'SUCCESS' as const, result_code: 'OK', stage: null, message: null }
      : {
          resultCode: 'SUCCESS' as const,
          result_code: 'vm_host_test_delegate_error',
          stage: 'delegate' as const,
          message: message('addDevices.vm.fail.startService'),
        };
  }
  const result = await connectionTest(body, credential, options);
  return {
    resultCode: 'SUCCESS' as const,
    result_code: result.resultCode,
    stage: result.stage,
    message: result.message,
  };
}

function duplicate(): ApiError {
  return new ApiError(409, VM_HOST_DUPLICATE_CODE, message('addDevices.vm.duplicate'));
}

/** Whether the delegate already monitors a host of the type by this name (case-insensitive). */
async function hostExists(db: Db, delegateId: number, type: VmType, hostname: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: vmHosts.nodeId })
    .from(vmHosts)
    .where(
      and(
        eq(vmHosts.delegateNodeId, delegateId),
        eq(vmHosts.type, type),
        eq(sql`lower(${vmHosts.hostname})`, hostname.toLowerCase()),
      ),
    );
  return existing !== undefined;
}

/**
 * Re-runs what Test host ran (000 §4.3), on the server, so Add host never trusts the client's
 * result: the staged delegate check, then (ESXi) the real connection test. A failure refuses the
 * add with 000 §8's 'Error adding virtual machine host. Please try again.' and a test error code
 * of 000 §4.3 (the dialog then asks for a new test).
 */
async function retest(body: Body, checked: Checked, options: ResolvedDeviceCheckOptions): Promise<void> {
  const check = delegateCheck(checked.delegate, DELEGATES_OF[body.type]);
  if (check.status !== 'OK') {
    throw new ApiError(422, VM_HOST_TEST_ERROR_CODES.delegate, message('addDevices.vm.addError'));
  }
  if (body.type !== 'ESXI') return;
  const result = await connectionTest(body, checked.credential, options);
  if (result.resultCode !== 'OK') {
    throw new ApiError(422, VM_HOST_TEST_ERROR_CODES.test, message('addDevices.vm.addError'));
  }
}

/**
 * POST /node/delegate/vmhost: adds the host under its delegate (000 §7.3, §8) once the server's
 * own re-run of the test passed. Its own transaction: nothing is held open while the test runs.
 */
export async function addVmHost(ctx: Ctx<'add'>, options: ResolvedDeviceCheckOptions) {
  const { body, db, auth, now, state } = ctx;
  const checked = await checkRequest(ctx, body);
  const { org, delegate, credential, nodeClass } = checked;
  // An IPv6 address is stored in its RFC 5952 form, so two spellings are one host.
  const hostname = body.type === 'ESXI' ? canonicalHostAddress(body.hostname ?? '') : delegate.name;
  if (await hostExists(db, delegate.id, body.type, hostname)) throw duplicate();
  const [role] = await db
    .select({ id: nodeRoles.id })
    .from(nodeRoles)
    .where(
      and(
        eq(nodeRoles.divisionId, auth.division.id),
        eq(nodeRoles.nodeClass, nodeClass),
        eq(nodeRoles.system, true),
      ),
    )
    .limit(1);
  if (!role) throw new ApiError(422, 'VM_HOST_ADD_FAILED', message('addDevices.vm.addError'));
  await retest(body, checked, options);
  const isIpAddress = isValidIpAddress(hostname);
  const nodeId = await state.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The test took a while: a concurrent Add host of the same host may have won meanwhile.
    if (await hostExists(tx, delegate.id, body.type, hostname)) throw duplicate();
    const [node] = await tx
      .insert(nodes)
      .values({
        divisionId: auth.division.id,
        clientId: org.id,
        locationId: delegate.locationId,
        nodeClass,
        nodeType: nodeTypeOf(nodeClass),
        nodeRoleId: role.id,
        name: body.name ?? hostname,
        systemName: hostname,
        dnsName: isIpAddress ? null : hostname,
        ipAddresses: isIpAddress ? [hostname] : [],
        delegateNodeId: delegate.id,
        parentNodeId: delegate.id,
        isUp: true,
        healthStatus: 'UNKNOWN',
        lastContact: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!node) throw new Error('insert failed');
    await tx
      .insert(vmHosts)
      .values({
        nodeId: node.id,
        type: body.type,
        delegateNodeId: delegate.id,
        hostname,
        apiPort: body.type === 'ESXI' ? body.apiPort : null,
        credentialId: credential?.id ?? null,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [stored] = await tx.select({ id: vmHosts.nodeId }).from(vmHosts).where(eq(vmHosts.nodeId, node.id));
    // A concurrent Add host of the same host won the unique index: this transaction rolls back.
    if (!stored) throw duplicate();
    if (!delegate.isVmMonitorDelegate) {
      await tx.update(nodes).set({ isVmMonitorDelegate: true }).where(eq(nodes.id, delegate.id));
    }
    return node.id;
  });
  const scope = { clientId: org.id, nodeId, nodeClass, nodeRoleId: role.id };
  const event = { action: 'created' as const, id: nodeId, clientId: org.id };
  ctx.publish(topics.devices, undefined, event, scope);
  ctx.publish(topics.device, { id: nodeId }, event, scope);
  const vmHost = await readVmHost(db, auth.division.id, nodeId);
  if (!vmHost) throw notFound();
  return { resultCode: 'SUCCESS' as const, id: nodeId, vmHost: vmHost.host };
}

async function readVmHost(db: Db, divisionId: number, id: number) {
  const delegates = sql`(select name from nodes d where d.id = ${vmHosts.delegateNodeId})`;
  const [row] = await db
    .select({ node: nodes, host: vmHosts, organizationName: organizations.name, delegateName: delegates })
    .from(vmHosts)
    .innerJoin(nodes, eq(nodes.id, vmHosts.nodeId))
    .innerJoin(organizations, eq(organizations.id, nodes.clientId))
    .where(and(eq(vmHosts.nodeId, id), eq(nodes.divisionId, divisionId)));
  if (!row) return undefined;
  const guests = await db
    .select({ id: nodes.id, name: nodes.name, isUp: nodes.isUp })
    .from(nodes)
    .where(and(eq(nodes.parentNodeId, id), like(nodes.nodeClass, '%_GUEST')))
    .orderBy(nodes.name)
    .limit(500);
  const host: VmHost = {
    id: row.node.id,
    type: vmHostTypeSchema.parse(row.host.type),
    name: row.node.name,
    hostname: row.host.type === 'ESXI' ? row.host.hostname : null,
    apiPort: row.host.apiPort,
    credentialId: row.host.credentialId,
    delegateNodeId: row.host.delegateNodeId,
    delegateName: String(row.delegateName ?? ''),
    clientId: row.node.clientId,
    organizationName: row.organizationName,
    locationId: row.node.locationId,
    isUp: row.node.isUp,
    isDownVmHost: !row.node.isUp,
    guests,
    createdAt: row.host.createdAt.toISOString(),
  };
  return { host, node: row.node };
}

/** GET /vmhost/{id}: the host behind /vmDashboard/{id}/overview. */
export async function getVmHost(ctx: Ctx<'get'>) {
  const found = await readVmHost(ctx.db, ctx.auth.division.id, ctx.params.id);
  if (!found) throw notFound();
  ensure(ctx.auth.can.canViewDevice(found.node));
  return { resultCode: 'SUCCESS' as const, vmHost: found.host };
}

/**
 * Unmanaged devices (000 §2.12, §3.6, §5.5, §7.5; 001 §4): the role rule shared with `POST /node`,
 * the CSV template, the CSV preview and the CSV import (every valid row in one transaction).
 */
import { CSV_IMPORT_MAX_BYTES, type Endpoints, isSelectableUnmanagedRole, topics } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { nodeRoles, nodes } from '../../db/schema';
import { ApiError, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { toNodeRole } from '../node-roles/service';
import { nodeTypeOf } from '../nodes/queries';
import { CsvFileRefusal, type ParsedCsv, parseUnmanagedCsv, unmanagedCsvTemplate } from './csv';
import { checkRows } from './rows';

type Ctx<K extends keyof Endpoints['unmanaged']> = RequestContext<Endpoints['unmanaged'][K]>;

/** Rows inserted per statement (PostgreSQL's 65,535 parameters, about 15 a row). */
const INSERT_CHUNK = 1000;

/**
 * The unmanaged role a device is created under (000 §5.5, §6): a role of the division of the
 * UNMANAGED_DEVICE class, not the plain UNMANAGED_DEVICE parent, on which the user has full
 * permission; otherwise 400 'Select an unmanaged device role to continue' on `field`.
 */
export async function requireUnmanagedRole(
  db: Db,
  auth: AuthState,
  roleId: number,
  field: string,
): Promise<typeof nodeRoles.$inferSelect> {
  const [row] = await db
    .select()
    .from(nodeRoles)
    .where(and(eq(nodeRoles.id, roleId), eq(nodeRoles.divisionId, auth.division.id)));
  if (!row || !isSelectableUnmanagedRole(toNodeRole(row, auth))) {
    throw fieldError(field, message('unmanaged.roleRequired'));
  }
  return row;
}

/** The uploader may create devices somewhere: a technician with a device create grant. */
function ensureMayImport(auth: AuthState): void {
  if (!auth.can.isTechnician || !auth.can.canCreateDevices) {
    throw new ApiError(403, 'FORBIDDEN', message('errors.noPermission'));
  }
}

/** GET /attributes/tab/role/{roleId}/template/csv: the template of an unmanaged role, as a download. */
export async function csvTemplate(ctx: Ctx<'csvTemplate'>) {
  ensureMayImport(ctx.auth);
  const role = await requireUnmanagedRole(ctx.db, ctx.auth, ctx.params.roleId, 'roleId');
  const fileName = `${role.name.replace(/[^\w.-]+/g, '_') || 'unmanaged'}-template.csv`;
  ctx.reply.header('content-type', 'text/csv; charset=utf-8');
  ctx.reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return unmanagedCsvTemplate();
}

/** The 4xx of a refused file, its message on the `file` field. */
function refusalError(refusal: CsvFileRefusal): ApiError {
  const text = message(refusal.key, refusal.params);
  const code = refusal.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR';
  return new ApiError(refusal.status, code, text, [{ path: 'file', message: text }]);
}

/**
 * Reads the multipart upload: `roleId` then `file`, the file read up to one byte past 5 MB. A
 * missing or oversized file, or bad fields, refuse the request (the rest of the stream drained).
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ roleId: number; fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fieldError('file', message('unmanaged.import.chooseFile'));
  const part = await request.file({
    limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 3, fieldSize: 64, parts: 4 },
    throwFileSizeLimit: true,
  });
  if (!part) throw fieldError('file', message('unmanaged.import.chooseFile'));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refusalError(new CsvFileRefusal(413, 'unmanaged.import.fileTooLarge', { limit: 5, unit: 'MB' }));
    }
    throw error;
  }
  const field = part.fields.roleId;
  const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  if (!/^\d{1,9}$/.test(value)) throw fieldError('roleId', message('unmanaged.roleRequired'));
  return { roleId: Number(value), fileName: part.filename ?? '', bytes };
}

/** Reads and parses the upload, checks the role; 4xx on any file-level rule. */
async function readCsv(ctx: Ctx<'preview'> | Ctx<'import'>): Promise<{ roleId: number; csv: ParsedCsv }> {
  ensureMayImport(ctx.auth);
  const upload = await readUpload(ctx.request);
  await requireUnmanagedRole(ctx.db, ctx.auth, upload.roleId, 'roleId');
  try {
    return { roleId: upload.roleId, csv: parseUnmanagedCsv(upload.fileName, upload.bytes) };
  } catch (error) {
    if (error instanceof CsvFileRefusal) throw refusalError(error);
    throw error;
  }
}

/** POST /unmanaged-device/import/preview: the preview of 001 §3; writes nothing. */
export async function previewImport(ctx: Ctx<'preview'>) {
  const { roleId, csv } = await readCsv(ctx);
  return (await checkRows(ctx.db, ctx.auth, roleId, csv)).preview;
}

/**
 * POST /unmanaged-device/import: re-reads the file with the same rules and creates the devices of
 * every valid row in one transaction (001 §4: rows with errors are discarded). No valid row: 400,
 * nothing written. One `devices` event per organization tells lists to refresh.
 */
export async function importDevices(ctx: Ctx<'import'>) {
  const { roleId, csv } = await readCsv(ctx);
  const { preview, devices } = await checkRows(ctx.db, ctx.auth, roleId, csv);
  if (devices.length === 0) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      message('unmanaged.import.errorsFound', {
        errorsCount: preview.totalErrors,
        rowsCount: preview.invalidRows,
      }),
    );
  }
  const divisionId = ctx.auth.division.id;
  const firstByOrganization = new Map<number, number>();
  await ctx.db.transaction(async (tx) => {
    for (let at = 0; at < devices.length; at += INSERT_CHUNK) {
      const chunk = devices.slice(at, at + INSERT_CHUNK);
      const rows = await tx
        .insert(nodes)
        .values(
          chunk.map((device) => ({
            ...device,
            divisionId,
            nodeClass: 'UNMANAGED_DEVICE',
            nodeType: nodeTypeOf('UNMANAGED_DEVICE'),
            nodeRoleId: roleId,
            isUp: false,
            healthStatus: 'UNKNOWN',
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        )
        .returning({ id: nodes.id, clientId: nodes.clientId });
      for (const row of rows) {
        if (!firstByOrganization.has(row.clientId)) firstByOrganization.set(row.clientId, row.id);
      }
    }
  });
  for (const [clientId, id] of firstByOrganization) {
    ctx.publish(
      topics.devices,
      undefined,
      { action: 'created', id, clientId },
      {
        clientId,
        nodeId: id,
        nodeClass: 'UNMANAGED_DEVICE',
        nodeRoleId: roleId,
      },
    );
  }
  return {
    resultCode: 'SUCCESS' as const,
    createdCount: devices.length,
    discardedRows: preview.invalidRows,
  };
}

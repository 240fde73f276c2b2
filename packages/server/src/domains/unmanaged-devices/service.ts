/**
 * Unmanaged devices (000 §2.12, §3.6, §5.5, §7.5; 001 §4): the role rule shared with `POST /node`,
 * the CSV template, the CSV preview and the CSV import (every valid row in one transaction).
 */
import { CSV_IMPORT_MAX_BYTES, type Endpoints, isSelectableUnmanagedRole, topics } from '@console/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { nodeRoles, nodes } from '../../db/schema';
import { ApiError, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { toNodeRole } from '../node-roles/service';
import { nodeTypeOf } from '../nodes/queries';
import { CsvFileRefusal, type ParsedCsv, parseUnmanagedCsv, unmanagedCsvTemplate } from './csv';
import { checkRows } from './rows';

type Ctx<K extends keyof Endpoints['unmanaged']> = RequestContext<Endpoints['unmanaged'][K]>;

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

/** The caller may create devices somewhere: a technician with a device create grant (else 403). */
export function ensureMayCreateDevices(auth: AuthState): void {
  if (!auth.can.isTechnician || !auth.can.canCreateDevices) {
    throw new ApiError(403, 'FORBIDDEN', message('errors.noPermission'));
  }
}

/** GET /attributes/tab/role/{roleId}/template/csv: the template of an unmanaged role, as a download. */
export async function csvTemplate(ctx: Ctx<'csvTemplate'>) {
  ensureMayCreateDevices(ctx.auth);
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
  ensureMayCreateDevices(ctx.auth);
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
  const { preview, devices } = await checkRows(ctx.db, ctx.auth, roleId, csv, { cells: false });
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
  // One statement over a JSON array: one parameter instead of ~15 a row, and the search index
  // trigger (per statement) runs once for the whole file. In one transaction: all rows or none.
  const rows = devices.map((device) => ({
    client_id: device.clientId,
    location_id: device.locationId,
    name: device.name,
    serial_number: device.serialNumber,
    assigned_user_uid: device.assignedUserUid,
    warranty_start_date: device.warrantyStartDate,
    warranty_end_date: device.warrantyEndDate,
  }));
  // On the embedded database (one connection: the lock blocks no one) the search index's trigram
  // GIN takes the file's terms into its pending list and merges them in one sorted pass before
  // commit, about twice as fast as one tree insert per trigram; the index is left as it was.
  const bulkGin = ctx.state.database.kind === 'pglite';
  const created = await ctx.db.transaction(async (tx) => {
    if (bulkGin) await tx.execute(sql`ALTER INDEX search_terms_trgm_idx SET (fastupdate = true)`);
    const inserted = await queryRows<{ id: number; client_id: number }>(
      tx as unknown as Db,
      sql`
      INSERT INTO ${nodes} (division_id, client_id, location_id, node_class, node_type, node_role_id, name,
        serial_number, assigned_user_uid, warranty_start_date, warranty_end_date, is_up, health_status,
        created_at, updated_at)
      SELECT ${divisionId}, r.client_id, r.location_id, 'UNMANAGED_DEVICE', ${nodeTypeOf('UNMANAGED_DEVICE')},
        ${roleId}, r.name, r.serial_number, r.assigned_user_uid, r.warranty_start_date, r.warranty_end_date,
        false, 'UNKNOWN', ${ctx.now.toISOString()}::timestamptz, ${ctx.now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(client_id integer, location_id integer,
        name text, serial_number text, assigned_user_uid uuid, warranty_start_date date, warranty_end_date date)
      RETURNING id, client_id`,
    );
    if (bulkGin) {
      await tx.execute(sql`SELECT gin_clean_pending_list('search_terms_trgm_idx'::regclass)`);
      await tx.execute(sql`ALTER INDEX search_terms_trgm_idx SET (fastupdate = false)`);
    }
    return inserted;
  });
  for (const row of created) {
    if (!firstByOrganization.has(row.client_id)) firstByOrganization.set(row.client_id, row.id);
  }
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
    createdCount: created.length,
    discardedRows: preview.invalidRows,
  };
}

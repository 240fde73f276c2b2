/**
 * Attachments of automations (001 §3, §4, §7.6): streamed uploads with the size limits of the
 * shared validators, registration, attachments created from a URL, expiring signed download
 * links, and the install and file transfer attachment lists.
 */
import {
  attachmentSizeLimit,
  type Endpoints,
  fileExtension,
  LARGE_INSTALLER_FEATURE_FLAG,
  sizeLimitParams,
  validateIconDimensions,
} from '@console/core';
import { attachmentUploadFieldsSchema } from '@console/core/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { scriptAttachments } from '../../db/schema';
import {
  ApiError,
  ensure,
  fieldError,
  message,
  notFound,
  toIssues,
  validationError,
} from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { readIconFacts } from './image-size';
import { type AttachmentRow, findScript, loadCategories, type ScriptRow, toAttachment } from './queries';
import { queueScan } from './scan-job';
import type { UrlSigner } from './signed-url';
import type { AttachmentStorage } from './storage';

type Scripting = Endpoints['scripting'];
type Ctx<K extends keyof Scripting> = RequestContext<Scripting[K]>;
type Base = Pick<Ctx<'signedUrl'>, 'db' | 'auth' | 'now'>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** What the attachment handlers work with. */
export interface AttachmentRuntime {
  storage: AttachmentStorage;
  /** Set once the signing key is loaded (on ready). */
  signer: UrlSigner | undefined;
}

/**
 * A file name as stored and shown: the last path segment, without control characters, at most
 * 255 characters; `file` when nothing is left.
 * @example cleanFileName('C:\\fakepath\\setup.msi') // 'setup.msi'
 */
export function cleanFileName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255) || 'file';
}

/**
 * Uploading and registering need a grant to create automations somewhere, or to update the
 * automations of at least one category (an edit that replaces a file).
 */
async function ensureMayUpload(ctx: Base): Promise<void> {
  const { can } = ctx.auth;
  if (can.canCreateAtLeastOneScript) return;
  const categories = await loadCategories(ctx.db, ctx.auth.division.id);
  ensure(categories.some((row) => can.canUpdateScripts({ categoriesIds: [row.id], language: 'script' })));
}

/** Who may see an attachment: readers of its automation, or its uploader before it is saved. */
async function ensureMaySee(ctx: Base, row: AttachmentRow): Promise<void> {
  if (row.scriptId === null) return ensure(row.uploadedBy === ctx.auth.user.id);
  const script = await findScript(ctx.db, ctx.auth.division.id, row.scriptId);
  ensure(
    !!script &&
      ctx.auth.can.canReadScripts({ categoriesIds: script.categoriesIds, language: script.language }),
  );
}

async function findAttachment(db: Db, divisionId: number, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(scriptAttachments)
    .where(and(eq(scriptAttachments.id, id), eq(scriptAttachments.divisionId, divisionId)));
  return row;
}

/** A download link: signed for a stored file, the source URL for one not fetched (or kept as a URL). */
function linkOf(runtime: AttachmentRuntime, row: AttachmentRow, now: Date) {
  if (row.scanStatus === 'INFECTED') return null;
  if (row.resourceId && runtime.signer)
    return runtime.signer.sign({ id: row.id, resourceId: row.resourceId }, now);
  return row.url ? { signedUrl: row.url } : null;
}

const chooseFile = () => fieldError('file', message('automation.validation.chooseInstallerFile'));

/** The handlers, over the storage, the scan queue and the signer. */
export function attachmentHandlers(runtime: AttachmentRuntime) {
  /**
   * POST /scripting/attachments/upload (multipart: `purpose`, then `file`): streamed to storage,
   * hashed on the way, refused past the purpose's limit (413 'File exceeds limit of ...') or when
   * empty (400 'File too small...'); an icon must be a PNG or ICO of at most 32 x 32 pixels. The
   * malware scan starts as soon as the file is stored.
   */
  async function upload(ctx: Ctx<'uploadAttachment'>) {
    const { request, auth } = ctx;
    await ensureMayUpload(ctx);
    // A JSON body with valid fields carries no file.
    if (!request.isMultipart()) throw chooseFile();
    const largeInstallers = auth.can.hasFeature(LARGE_INSTALLER_FEATURE_FLAG);
    const ceiling = attachmentSizeLimit('INSTALLER', { largeInstallers });
    const part = await request.file({
      limits: { fileSize: ceiling + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    if (!part) throw chooseFile();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      if (value && !Array.isArray(value) && value.type === 'field') fields[name] = value.value;
    }
    const parsed = attachmentUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      part.file.resume();
      await new Promise((resolve) => part.file.once('close', resolve).once('end', resolve));
      throw validationError(toIssues(parsed.error.issues));
    }
    const { purpose } = parsed.data;
    const maxBytes = attachmentSizeLimit(purpose, { largeInstallers });
    let outcome: Awaited<ReturnType<AttachmentStorage['store']>>;
    try {
      outcome = await runtime.storage.store(part.file, {
        maxBytes,
        drain: true,
        truncated: () => part.file.truncated,
      });
    } catch (error) {
      if (request.raw.destroyed || (error as { statusCode?: number }).statusCode === 413) {
        throw new ApiError(400, 'VALIDATION_ERROR', message('records.invalidPayload'));
      }
      throw error;
    }
    if (!outcome.ok) {
      if (outcome.reason === 'empty') throw fieldError('file', message('automation.validation.fileTooSmall'));
      const text = message('automation.validation.fileExceedsLimit', sizeLimitParams(maxBytes));
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', text, [{ path: 'file', message: text }]);
    }
    const { file } = outcome;
    let mimeType = (part.mimetype || 'application/octet-stream').slice(0, 255);
    if (purpose === 'ICON') {
      const icon = readIconFacts(file.head);
      const issue = validateIconDimensions(icon ?? { width: 0, height: 0 });
      if (issue) {
        await runtime.storage.remove(file.resourceId);
        throw fieldError('file', message(issue.key, issue.params));
      }
      mimeType = (icon as NonNullable<typeof icon>).mimeType;
    }
    const fileName = cleanFileName(part.filename);
    let inserted: { id: number } | undefined;
    try {
      [inserted] = await ctx.db
        .insert(scriptAttachments)
        .values({
          divisionId: auth.division.id,
          purpose,
          resourceId: file.resourceId,
          fileName,
          extension: fileExtension(fileName),
          mimeType,
          size: file.size,
          sha256: file.sha256,
          uploadedBy: auth.user.id,
          registered: false,
        })
        .returning({ id: scriptAttachments.id });
    } catch (error) {
      await runtime.storage.remove(file.resourceId);
      throw error;
    }
    if (inserted)
      await queueScan(ctx.db, inserted.id, { userId: auth.user.id, divisionId: auth.division.id });
    return { resourceId: file.resourceId };
  }

  /** POST /scripting/attachments: registers the caller's upload (001 §7.6: name, mimeType, size, extension). */
  async function register(ctx: Ctx<'registerAttachment'>) {
    const { body, auth } = ctx;
    await ensureMayUpload(ctx);
    const [row] = await ctx.db
      .select()
      .from(scriptAttachments)
      .where(
        and(
          eq(scriptAttachments.resourceId, body.resourceId),
          eq(scriptAttachments.divisionId, auth.division.id),
          eq(scriptAttachments.uploadedBy, auth.user.id),
          eq(scriptAttachments.registered, false),
          isNull(scriptAttachments.scriptId),
        ),
      );
    if (!row) throw fieldError('resourceId', message('records.invalidReference', { field: 'resourceId' }));
    if (row.purpose !== body.purpose) {
      throw fieldError('purpose', message('records.invalidReference', { field: 'purpose' }));
    }
    if (row.size !== body.size) throw fieldError('size', message('records.invalidPayload'));
    const fileName = cleanFileName(body.name);
    const [updated] = await ctx.db
      .update(scriptAttachments)
      .set({
        fileName,
        extension: fileExtension(fileName),
        // An icon keeps the type read from its header.
        mimeType: row.purpose === 'ICON' ? row.mimeType : body.mimeType.trim() || row.mimeType,
        registered: true,
      })
      .where(eq(scriptAttachments.id, row.id))
      .returning();
    if (!updated) throw notFound();
    return toAttachment(updated);
  }

  /**
   * POST /scripting/attachments/from-url: an attachment whose file the scan job downloads (within
   * the purpose's limit) and scans; answers its id at once.
   */
  async function fromUrl(ctx: Ctx<'attachmentFromUrl'>) {
    const { body, auth } = ctx;
    await ensureMayUpload(ctx);
    const url = body.url.trim();
    const parsed = new URL(url);
    let last = parsed.pathname.split('/').pop() ?? '';
    try {
      last = decodeURIComponent(last);
    } catch {}
    const fileName = cleanFileName(last || parsed.hostname);
    const [row] = await ctx.db
      .insert(scriptAttachments)
      .values({
        divisionId: auth.division.id,
        purpose: body.purpose,
        url,
        fileName,
        extension: fileExtension(fileName),
        uploadedBy: auth.user.id,
        registered: true,
      })
      .returning({ id: scriptAttachments.id });
    if (!row) throw new Error('insert failed');
    // Queued in the request's transaction: the workers hear of it when it commits.
    await queueScan(ctx.db, row.id, { userId: auth.user.id, divisionId: auth.division.id });
    return { id: row.id };
  }

  /** GET /scripting/attachments/{id}/signed-url: an expiring link (never for an INFECTED file). */
  async function signedUrl(ctx: Ctx<'signedUrl'>) {
    const row = await findAttachment(ctx.db, ctx.auth.division.id, ctx.params.id);
    if (!row) throw notFound();
    await ensureMaySee(ctx, row);
    if (row.scanStatus === 'INFECTED') {
      throw new ApiError(422, 'SUSPICIOUS_FILE', message('automation.validation.suspiciousFile'));
    }
    const link = linkOf(runtime, row, ctx.now);
    if (!link) throw notFound();
    return link;
  }

  async function readableScript(ctx: Base, id: number, language: string): Promise<ScriptRow> {
    const script = await findScript(ctx.db, ctx.auth.division.id, id);
    if (!script) throw notFound();
    ensure(ctx.auth.can.canReadScripts({ categoriesIds: script.categoriesIds, language: script.language }));
    if (script.language !== language) throw notFound();
    return script;
  }

  async function attachmentsById(ctx: Base, script: ScriptRow) {
    const rows = await ctx.db
      .select()
      .from(scriptAttachments)
      .where(eq(scriptAttachments.scriptId, script.id));
    return new Map(rows.map((row) => [row.id, toAttachment(row, linkOf(runtime, row, ctx.now)?.signedUrl)]));
  }

  /** GET /scripting/scripts/binaryScriptAttachments/{id}: installer, helper files, icon (with links). */
  async function installAttachments(ctx: Ctx<'installAttachments'>) {
    const script = await readableScript(ctx, ctx.params.id, 'binary_install');
    const byId = await attachmentsById(ctx, script);
    const settings = (script.binaryInstallSettings ?? {}) as {
      runnableAttachmentId?: number | null;
      helperFilesAttachmentIds?: number[];
      customIconAttachmentId?: number | null;
    };
    const pick = (id: number | null | undefined) => (typeof id === 'number' ? (byId.get(id) ?? null) : null);
    return {
      runnableAttachment: pick(settings.runnableAttachmentId),
      helperAttachments: (settings.helperFilesAttachmentIds ?? []).flatMap((id) => {
        const found = byId.get(id);
        return found ? [found] : [];
      }),
      customIconAttachment: pick(settings.customIconAttachmentId),
    };
  }

  /** GET /scripting/scripts/{id}/attachments: a file transfer's file and icon. */
  async function fileTransferAttachments(ctx: Ctx<'fileTransferAttachments'>) {
    const script = await readableScript(ctx, ctx.params.id, 'file_transfer');
    const byId = await attachmentsById(ctx, script);
    const settings = (script.fileTransferSettings ?? {}) as {
      attachmentId?: number | null;
      customIconAttachmentId?: number | null;
    };
    return {
      fileTransferAttachments: [settings.attachmentId, settings.customIconAttachmentId].flatMap((id) => {
        const found = typeof id === 'number' ? byId.get(id) : undefined;
        return found ? [found] : [];
      }),
    };
  }

  return { upload, register, fromUrl, signedUrl, installAttachments, fileTransferAttachments };
}

function refuseDownload(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .send({ resultCode: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', errorMessage: text });
}

/**
 * GET <apiBase>/scripting/attachments/{id}/download?expires=&signature=: the file behind a signed
 * link, for whoever holds the link (a device agent, the console's icon preview): no session. An
 * invalid or expired link is 403; an INFECTED file is never served. Files are sent as downloads
 * (icons as their image type), with single byte ranges for resumed downloads.
 */
export function registerDownloadRoute(app: FastifyInstance, runtime: AttachmentRuntime): void {
  const state = app.console;
  app.get(`${state.apiBase}/scripting/attachments/:id/download`, async (request, reply) => {
    const params = request.params as { id?: string };
    const query = request.query as { expires?: string; signature?: string };
    const id = Number(params.id);
    const expires = Number(query.expires);
    const invalid = () => refuseDownload(reply, 403, message('records.downloadLinkInvalid'));
    if (!/^\d{1,10}$/.test(params.id ?? '') || typeof query.signature !== 'string' || !runtime.signer) {
      return invalid();
    }
    const [row] = await state.db.select().from(scriptAttachments).where(eq(scriptAttachments.id, id));
    if (
      !row?.resourceId ||
      !runtime.signer.verify({ id, resourceId: row.resourceId }, expires, query.signature, state.now())
    ) {
      return invalid();
    }
    if (row.scanStatus === 'INFECTED') {
      return refuseDownload(reply, 403, message('automation.validation.suspiciousFile'));
    }
    const size = await runtime.storage.sizeOf(row.resourceId);
    if (size === undefined) return refuseDownload(reply, 404, message('errors.notFound'));
    const image = row.purpose === 'ICON' && row.mimeType.startsWith('image/');
    reply
      .header('content-type', image ? row.mimeType : 'application/octet-stream')
      .header(
        'content-disposition',
        `${image ? 'inline' : 'attachment'}; filename="${row.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      )
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('accept-ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1);
      return reply.send(runtime.storage.open(row.resourceId, { start, end }));
    }
    reply.header('content-length', size);
    return reply.send(runtime.storage.open(row.resourceId));
  });
}

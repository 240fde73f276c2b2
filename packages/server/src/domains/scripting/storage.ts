/**
 * Where automation files live: one file per stored resource under the attachments folder
 * (`DATA_DIR/attachments`, or a temporary folder), written from a stream without ever holding the
 * whole file in memory. The SHA-256, the size and the first bytes (for the icon header) are taken
 * while the bytes pass; the size limit is enforced as they arrive.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes kept from the start of each file (icon headers: PNG IHDR, ICO directory). */
export const HEAD_BYTES = 4096;

const RESOURCE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INCOMING = '.incoming';

/** A file written to storage. */
export interface StoredFile {
  resourceId: string;
  size: number;
  /** Lower-case hex. */
  sha256: string;
  /** The first {@link HEAD_BYTES} bytes (fewer for a smaller file). */
  head: Buffer;
}

/** What {@link AttachmentStorage.store} did: stored, or refused for its size (nothing kept). */
export type StoreOutcome = { ok: true; file: StoredFile } | { ok: false; reason: 'tooLarge' | 'empty' };

/** Options of {@link AttachmentStorage.store}. */
export interface StoreOptions {
  /** The most bytes accepted; one more and the file is refused. */
  maxBytes: number;
  /**
   * Keep reading (and dropping) the rest of the source after the limit, so an HTTP upload can
   * still be answered cleanly; otherwise the source is destroyed at once (a URL download).
   */
  drain: boolean;
  /** Tells whether the source was cut short by an upstream limit (busboy's `truncated`). */
  truncated?: () => boolean;
}

/** The attachments folder. */
export interface AttachmentStorage {
  readonly dir: string;
  /** Streams `source` into a new resource, hashing and counting as it goes. */
  store(source: Readable, options: StoreOptions): Promise<StoreOutcome>;
  /** The file of a resource (for the scanner). */
  path(resourceId: string): string;
  /** A read stream of a resource (`start`/`end` inclusive, as fs takes them). */
  open(resourceId: string, range?: { start: number; end: number }): ReadStream;
  /** The size of a stored resource, or undefined when it is missing. */
  sizeOf(resourceId: string): Promise<number | undefined>;
  /** Deletes a resource (a missing one is fine). */
  remove(resourceId: string): Promise<void>;
  /** Resources (and abandoned partial writes) last modified before `before`. */
  listOlderThan(before: Date): Promise<{ resourceId: string | null; path: string }[]>;
}

/** True for an id this storage could have made (never a path). */
export function isResourceId(value: string): boolean {
  return RESOURCE_ID.test(value);
}

function pathOf(dir: string, resourceId: string): string {
  if (!isResourceId(resourceId)) throw new Error('invalid resource id');
  return join(dir, resourceId.slice(0, 2), resourceId);
}

/**
 * Opens (creating) the attachments folder.
 * @example const storage = await createAttachmentStorage('/var/lib/console/attachments');
 */
export async function createAttachmentStorage(dir: string): Promise<AttachmentStorage> {
  await mkdir(join(dir, INCOMING), { recursive: true, mode: 0o700 });

  async function store(source: Readable, options: StoreOptions): Promise<StoreOutcome> {
    const resourceId = randomUUID();
    const partial = join(dir, INCOMING, resourceId);
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const hash = createHash('sha256');
    const head = Buffer.alloc(HEAD_BYTES);
    let headLength = 0;
    let size = 0;
    let over = false;

    const written = new Promise<void>((resolve, reject) => {
      out.once('close', resolve);
      out.once('error', reject);
    });
    const read = new Promise<void>((resolve, reject) => {
      let settled = false;
      const done = (error?: unknown) => {
        if (settled) return;
        settled = true;
        source.off('data', onData);
        if (error) reject(error);
        else resolve();
      };
      const onData = (chunk: Buffer) => {
        if (over) return;
        size += chunk.length;
        if (size > options.maxBytes) {
          over = true;
          if (!options.drain) {
            source.destroy();
            done();
          }
          return;
        }
        hash.update(chunk);
        if (headLength < HEAD_BYTES) headLength += chunk.copy(head, headLength, 0, HEAD_BYTES - headLength);
        if (!out.write(chunk)) {
          source.pause();
          out.once('drain', () => source.resume());
        }
      };
      source.on('data', onData);
      source.once('end', () => done());
      source.once('error', (error) => done(error));
      out.once('error', (error) => {
        // Keep an upload flowing to its end so the request can still be answered.
        if (options.drain) source.resume();
        done(error);
      });
    });

    try {
      await read;
    } catch (error) {
      out.destroy();
      await written.catch(() => {});
      await unlink(partial).catch(() => {});
      throw error;
    }
    out.end();
    await written;
    if (over || options.truncated?.() === true || size === 0) {
      await unlink(partial).catch(() => {});
      return { ok: false, reason: size === 0 ? 'empty' : 'tooLarge' };
    }
    const final = pathOf(dir, resourceId);
    await mkdir(join(dir, resourceId.slice(0, 2)), { recursive: true, mode: 0o700 });
    await rename(partial, final);
    return {
      ok: true,
      file: { resourceId, size, sha256: hash.digest('hex'), head: head.subarray(0, headLength) },
    };
  }

  return {
    dir,
    store,
    path: (resourceId) => pathOf(dir, resourceId),
    open: (resourceId, range) => createReadStream(pathOf(dir, resourceId), range),
    async sizeOf(resourceId) {
      try {
        return (await stat(pathOf(dir, resourceId))).size;
      } catch {
        return undefined;
      }
    },
    async remove(resourceId) {
      await rm(pathOf(dir, resourceId), { force: true });
    },
    async listOlderThan(before) {
      const found: { resourceId: string | null; path: string }[] = [];
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const folder = join(dir, entry.name);
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const path = join(folder, name);
          const info = await stat(path).catch(() => undefined);
          if (!info?.isFile() || info.mtime >= before) continue;
          found.push({ resourceId: entry.name === INCOMING || !isResourceId(name) ? null : name, path });
        }
      }
      return found;
    },
  };
}

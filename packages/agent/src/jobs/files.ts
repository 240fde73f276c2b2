/**
 * Downloads for file transfers and installs: the signed URL fetched into the agent's work folder,
 * its SHA-256 checked against the job's, then written to the destination (or a .zip expanded).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { AgentFile } from '@console/core';
import { unzipSync } from 'fflate';

/** Largest download accepted (bytes). */
export const MAX_DOWNLOAD_BYTES = 4 * 1024 ** 3;

/** Why a download failed. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** A file name safe to write in a folder of the agent's: letters, digits, `.`, `-`, `_`. */
function safeFileName(fileName: string): string {
  const name = basename(fileName.replace(/\\/g, '/')).replace(/[^\w.-]/g, '_');
  return name === '' || /^\.+$/.test(name) ? 'file' : name;
}

/**
 * Fetches `file.url` (a path is resolved against `serverUrl`) into `folder`, hashing as it streams;
 * throws {@link DownloadError} on an HTTP error, a size over the limit or a SHA-256 that is not
 * the job's. Answers the local path: `<uuid>-<name>`, or the file's own (safe) name with
 * `keepName` (an installer's helper files sit beside it under the names it expects).
 */
export async function download(
  file: AgentFile,
  folder: string,
  signal?: AbortSignal,
  serverUrl?: string,
  keepName = false,
): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = safeFileName(file.fileName);
  const target = join(folder, keepName ? name : `${randomUUID()}-${name}`);
  if (keepName && (await exists(target))) throw new DownloadError(`Two files of the job are named ${name}.`);
  if (file.url.startsWith('/') && !serverUrl)
    throw new DownloadError('The download link is relative and the server URL is unknown.');
  const url = new URL(file.url, serverUrl);
  const response = await fetch(url, { signal: signal ?? null, redirect: 'follow' });
  if (!response.ok || !response.body)
    throw new DownloadError(`The download failed: HTTP ${response.status}.`);
  const hash = createHash('sha256');
  const out = createWriteStream(target, { mode: 0o600 });
  let bytes = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (bytes > MAX_DOWNLOAD_BYTES)
        throw new DownloadError('The download is larger than the agent accepts.');
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', () => done()));
    }
  } finally {
    await new Promise<void>((done) => out.end(done));
  }
  const digest = hash.digest('hex');
  if (digest !== file.sha256.toLowerCase()) {
    await rm(target, { force: true });
    throw new DownloadError(
      `The file's SHA-256 (${digest}) is not the expected ${file.sha256.toLowerCase()}.`,
    );
  }
  return target;
}

/** `entry` inside `root`, or undefined when it would leave it (zip slip). */
export function safeJoin(root: string, entry: string): string | undefined {
  if (isAbsolute(entry) || /^[A-Za-z]:/.test(entry)) return undefined;
  const full = resolve(root, entry);
  const base = resolve(root);
  return full === base || full.startsWith(base + sep) ? full : undefined;
}

/**
 * Expands a .zip into `destination`; answers the files written. Entries that would leave the
 * destination are refused (the whole expansion fails).
 */
export async function expandZip(zipPath: string, destination: string, overwrite: boolean): Promise<string[]> {
  const entries = unzipSync(new Uint8Array(await readFile(zipPath)));
  const written: string[] = [];
  for (const [name, data] of Object.entries(entries)) {
    const path = safeJoin(destination, name);
    if (!path) throw new DownloadError(`The archive entry ${name} leaves the destination.`);
    if (name.endsWith('/')) {
      await mkdir(path, { recursive: true });
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    if (!overwrite && (await exists(path))) continue;
    await writeFile(path, data);
    written.push(path);
  }
  return written;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Copies a downloaded file to `destination/fileName`; answers the path (undefined when kept). */
export async function placeFile(
  downloaded: string,
  destination: string,
  fileName: string,
  overwrite: boolean,
): Promise<string | undefined> {
  await mkdir(destination, { recursive: true });
  const path = safeJoin(destination, basename(fileName));
  if (!path) throw new DownloadError(`The file name ${fileName} is not valid.`);
  if (!overwrite && (await exists(path))) return undefined;
  await copyFile(downloaded, path);
  return path;
}

import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as t from '../../db/schema';
import {
  grant,
  type Loose,
  multipart,
  signIn,
  signInTechnician,
  snapshot,
  type TestAgent,
} from '../../test/helpers';
import { sweepAttachments } from './sweep';
import { eicar, ico, png } from './test-files';
import { setupScripting } from './test-setup';

const { server, admin, category } = setupScripting({
  scripting: { allowPrivateUrls: true, scan: { clamav: 'off' }, signedUrlTtlMs: 60_000 },
  jobs: { autoStart: false },
});
let origin: Server;
let originUrl: string;
let httpBase: string;
const served = new Map<string, Buffer>();

beforeAll(async () => {
  // The "create from a URL" source: a local server on 127.0.0.1 only.
  origin = createHttpServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/redirect/tools.zip') {
      response.writeHead(302, { location: '/files/tools.zip' }).end();
      return;
    }
    const body = served.get(path);
    if (!body) {
      response.writeHead(404).end('missing');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  httpBase = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => origin?.close(resolve));
});

/** Runs the queued jobs (the malware scans) until none is left. */
async function scanAll() {
  await server.app.jobs.drain();
}

const upload = (agent: TestAgent, purpose: string, name: string, content: Buffer | string, type?: string) =>
  agent.post(
    '/scripting/attachments/upload',
    multipart({ purpose }, { name, content, ...(type ? { type } : {}) }),
  );

async function register(agent: TestAgent, purpose: string, name: string, content: Buffer | string) {
  const uploaded = await upload(agent, purpose, name, content);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const size = Buffer.byteLength(content);
  const registered = await agent.post('/scripting/attachments', {
    resourceId: uploaded.body.resourceId,
    purpose,
    name,
    mimeType: 'application/octet-stream',
    size,
    extension: name.slice(name.lastIndexOf('.')),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return registered.body as Loose;
}

async function row(id: number) {
  const [found] = await server.db.select().from(t.scriptAttachments).where(eq(t.scriptAttachments.id, id));
  if (!found) throw new Error(`no attachment ${id}`);
  return found;
}

async function storedFiles(): Promise<string[]> {
  const dir = server.app.scripting.storage.dir;
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const name of await readdir(join(dir, entry.name))) found.push(join(entry.name, name));
  }
  return found;
}

async function createTransfer(agent: TestAgent, name: string, attachmentId: number) {
  return agent.post('/scripting/scripts/file-transfer', {
    name,
    language: 'file_transfer',
    operatingSystems: ['Linux'],
    categoriesIds: [category('Onboarding')],
    fileTransferSettings: { attachmentId, destination: '/opt/tools', runAs: 'system', expand: false },
  });
}

describe('uploads', () => {
  it('streams a file to storage with its SHA-256, then registers it', async () => {
    const content = randomBytes(300_000);
    const uploaded = await upload(
      admin,
      'FILE_TRANSFER',
      'C:\\fakepath\\tools.zip',
      content,
      'application/zip',
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({ resourceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const registered = await admin.post('/scripting/attachments', {
      resourceId: uploaded.body.resourceId,
      purpose: 'FILE_TRANSFER',
      name: 'tools.zip',
      mimeType: 'application/zip',
      size: content.length,
      extension: '.zip',
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      purpose: 'FILE_TRANSFER',
      fileName: 'tools.zip',
      extension: '.zip',
      size: content.length,
      mimeType: 'application/zip',
      url: null,
      scanStatus: 'PROCESSING',
    });
    const stored = await row(registered.body.id);
    expect(stored.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const path = server.app.scripting.storage.path(stored.resourceId as string);
    expect((await readFile(path)).equals(content)).toBe(true);
    // Registered once only, by its uploader, with its purpose and size.
    const again = await admin.post('/scripting/attachments', {
      resourceId: uploaded.body.resourceId,
      purpose: 'FILE_TRANSFER',
      name: 'tools.zip',
      mimeType: 'application/zip',
      size: content.length,
      extension: '.zip',
    });
    expect(again.status).toBe(400);
  });

  it('refuses to register another user’s upload, another purpose or another size', async () => {
    const creator = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'Create'),
      grant('SCRIPT_CATEGORY', 'View'),
    ]);
    const uploaded = await upload(admin, 'HELPER', 'settings.ini', 'key=value');
    const body = {
      resourceId: uploaded.body.resourceId,
      purpose: 'HELPER',
      name: 'settings.ini',
      mimeType: 'text/plain',
      size: 9,
      extension: '.ini',
    };
    expect((await creator.post('/scripting/attachments', body)).status).toBe(400);
    expect(
      (await admin.post('/scripting/attachments', { ...body, purpose: 'INSTALLER' })).body.issues[0].path,
    ).toBe('purpose');
    expect((await admin.post('/scripting/attachments', { ...body, size: 10 })).body.issues[0].path).toBe(
      'size',
    );
    expect((await admin.post('/scripting/attachments', body)).status).toBe(200);
  });

  it('refuses an empty file (400) and a file over its purpose’s limit (413), keeping nothing', async () => {
    const before = await snapshot(server.db);
    const files = await storedFiles();
    const empty = await upload(admin, 'FILE_TRANSFER', 'empty.txt', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      resultCode: 'VALIDATION_ERROR',
      errorMessage: 'File too small. File size must be more than 1 byte',
      issues: [{ path: 'file', message: 'File too small. File size must be more than 1 byte' }],
    });
    const big = await upload(
      admin,
      'ICON',
      'big.png',
      Buffer.concat([png(16, 16), Buffer.alloc(1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    expect(big.body.errorMessage).toBe('File exceeds limit of 1 MB');
    const noPurpose = await admin.post(
      '/scripting/attachments/upload',
      multipart({}, { name: 'a.txt', content: 'a' }),
    );
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.issues[0]).toEqual({ path: 'purpose', message: expect.any(String) });
    expect(await snapshot(server.db)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('answers 413 over real HTTP while the client is still sending, and the server stays usable', async () => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const form = new FormData();
    form.append('purpose', 'HELPER');
    form.append('file', new Blob([Buffer.alloc(100 * 1024 * 1024 + 1, 7)]), 'big.bin');
    const files = await storedFiles();
    const response = await fetch(`${httpBase}/ws/scripting/attachments/upload`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': admin.cookies.get('console_csrf') ?? '' },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Loose).errorMessage).toBe('File exceeds limit of 100 MB');
    expect(await storedFiles()).toEqual(files);
    expect((await admin.get('/scripting/categories')).status).toBe(200);
  });

  it('checks icons from their PNG or ICO header: at most 32 x 32 pixels', async () => {
    const large = await upload(admin, 'ICON', 'logo.png', png(64, 64), 'image/png');
    expect(large.status).toBe(400);
    expect(large.body.errorMessage).toBe('The size should be max 32 x 32 pixels');
    const notImage = await upload(admin, 'ICON', 'logo.png', 'not an image at all, just text');
    expect(notImage.body.errorMessage).toBe('The icon must be an image file');
    const small = await register(admin, 'ICON', 'logo.png', png(32, 32));
    expect(small.mimeType).toBe('image/png');
    const icon = await register(admin, 'ICON', 'logo.ico', ico([16, 32]));
    expect(icon.mimeType).toBe('image/x-icon');
    expect((await upload(admin, 'ICON', 'big.ico', ico([16, 48]))).status).toBe(400);
  });

  it('lets only users who may create or update automations upload', async () => {
    const reader = await signIn(server, 'tech');
    expect((await upload(reader, 'FILE_TRANSFER', 'a.zip', 'abc')).status).toBe(403);
    expect(
      (
        await reader.post('/scripting/attachments/from-url', {
          url: `${originUrl}/a.zip`,
          purpose: 'FILE_TRANSFER',
        })
      ).status,
    ).toBe(403);
    const updater = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: category('Onboarding') }),
      grant('SCRIPT_CATEGORY', 'Update', { entityId: category('Onboarding') }),
    ]);
    expect((await upload(updater, 'FILE_TRANSFER', 'a.zip', 'abc')).status).toBe(200);
  });
});

describe('the malware scan and the review', () => {
  it('keeps automations under review until their files are scanned; INFECTED blocks them', async () => {
    const realtime = new WebSocket(`${httpBase.replace('http', 'ws')}/ws/realtime`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const events: Loose[] = [];
    realtime.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'event') events.push(message);
    });
    await new Promise((resolve) => realtime.once('open', resolve));
    realtime.send(JSON.stringify({ type: 'subscribe', topic: 'scripting.malware-scan' }));
    await new Promise((resolve) => realtime.once('message', resolve));

    const clean = await register(admin, 'FILE_TRANSFER', 'clean.tar', randomBytes(2048));
    // The EICAR string inside a bigger file, across the scanner's 1 MB read chunks.
    const padded = Buffer.concat([randomBytes(1024 * 1024 - 30), eicar(), randomBytes(4096)]);
    const dirty = await register(admin, 'FILE_TRANSFER', 'dirty.tar', padded);
    const good = await createTransfer(admin, 'Clean Tools', clean.id);
    const bad = await createTransfer(admin, 'Dirty Tools', dirty.id);
    expect(good.body.script.malwareScanStatus).toBe('PROCESSING');
    expect(bad.body.script.malwareScanStatus).toBe('PROCESSING');

    const names = async (path: string) => ((await admin.get(path)).body as Loose[]).map((a) => a.name);
    expect(await names('/scripting/scripts')).not.toContain('Clean Tools');
    expect(await names('/scripting/scripts/malwareScanStatus/PROCESSING')).toEqual(
      expect.arrayContaining(['Clean Tools', 'Dirty Tools']),
    );
    const early = await admin.post(`/scripting/scripts/${good.body.script.id}/run`, {
      nodeIds: [1],
      parameters: { runAs: 'system' },
    });
    expect(early.status).toBe(422);
    expect(early.body.resultCode).toBe('AUTOMATION_UNDER_REVIEW');

    await scanAll();
    expect((await row(clean.id)).scanStatus).toBe('SUCCESS');
    expect(await row(dirty.id)).toMatchObject({ scanStatus: 'INFECTED', scanDetail: 'EICAR-Test-File' });
    expect(await names('/scripting/scripts')).toContain('Clean Tools');
    expect(await names('/scripting/scripts')).not.toContain('Dirty Tools');
    expect(await names('/scripting/scripts/malwareScanStatus/INFECTED')).toEqual(['Dirty Tools']);
    expect(await names('/scripting/scripts/malwareScanStatus/PROCESSING')).not.toContain('Clean Tools');
    expect((await admin.get(`/scripting/attachments/${dirty.id}/signed-url`)).status).toBe(422);
    const reuse = await createTransfer(admin, 'Reuse Dirty', dirty.id);
    expect(reuse.status).toBe(400);

    await expect.poll(() => events.some((event) => event.data.attachmentId === dirty.id)).toBe(true);
    await expect.poll(() => events.some((event) => event.data.attachmentId === clean.id)).toBe(true);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          topic: 'scripting.malware-scan',
          data: {
            attachmentId: dirty.id,
            scanStatus: 'INFECTED',
            scriptId: bad.body.script.id,
            scriptScanStatus: 'INFECTED',
          },
        }),
        expect.objectContaining({
          data: {
            attachmentId: clean.id,
            scanStatus: 'SUCCESS',
            scriptId: good.body.script.id,
            scriptScanStatus: 'SUCCESS',
          },
        }),
      ]),
    );
    realtime.close();
  });

  it('flags a file on the SHA-256 deny list (the bare EICAR file)', async () => {
    const file = await register(admin, 'HELPER', 'eicar.com', eicar());
    await scanAll();
    expect(await row(file.id)).toMatchObject({ scanStatus: 'INFECTED' });
  });
});

describe('attachments from a URL', () => {
  it('downloads the file (following redirects), stores and scans it', async () => {
    const content = randomBytes(50_000);
    served.set('/files/tools.zip', content);
    const created = await admin.post('/scripting/attachments/from-url', {
      url: `${originUrl}/redirect/tools.zip`,
      purpose: 'FILE_TRANSFER',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(Number) });
    await scanAll();
    const stored = await row(created.body.id);
    expect(stored).toMatchObject({
      scanStatus: 'SUCCESS',
      size: content.length,
      fileName: 'tools.zip',
      extension: '.zip',
      url: `${originUrl}/redirect/tools.zip`,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const transfer = await createTransfer(admin, 'From URL', created.body.id);
    expect(transfer.status).toBe(200);
    const link = await admin.get(`/scripting/attachments/${created.body.id}/signed-url`);
    const download = await server.app.inject({ method: 'GET', url: link.body.signedUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('marks the attachment FAILED when the download fails or is too large', async () => {
    const missing = await admin.post('/scripting/attachments/from-url', {
      url: `${originUrl}/nothing.zip`,
      purpose: 'FILE_TRANSFER',
    });
    served.set('/files/huge.png', Buffer.alloc(1024 * 1024 + 1));
    const huge = await admin.post('/scripting/attachments/from-url', {
      url: `${originUrl}/files/huge.png`,
      purpose: 'ICON',
    });
    await scanAll();
    expect(await row(missing.body.id)).toMatchObject({
      scanStatus: 'FAILED',
      scanDetail: 'download failed: HTTP 404',
    });
    expect(await row(huge.body.id)).toMatchObject({ scanStatus: 'FAILED', resourceId: null });
    const bad = await admin.post('/scripting/attachments/from-url', {
      url: 'ftp://example.com/a.zip',
      purpose: 'FILE_TRANSFER',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Please enter a valid URL');
  });
});

describe('signed download links', () => {
  it('serves the file to whoever holds the link until it expires', async () => {
    const content = randomBytes(10_000);
    const file = await register(admin, 'FILE_TRANSFER', 'notes 2026.txt', content);
    await scanAll();
    const link = await admin.get(`/scripting/attachments/${file.id}/signed-url`);
    expect(link.status).toBe(200);
    expect(link.body.signedUrl).toMatch(
      new RegExp(`^/ws/scripting/attachments/${file.id}/download\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(link.body.expiresAt).toBeGreaterThan(server.clock.now.getTime());
    // No session needed.
    const download = await server.app.inject({ method: 'GET', url: link.body.signedUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''notes%202026.txt");
    const range = await server.app.inject({
      method: 'GET',
      url: link.body.signedUrl,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(content.subarray(100, 200))).toBe(true);

    // Another first character (never the same one: a signature may start with 'A' itself).
    const tampered = link.body.signedUrl.replace(
      /signature=(.)(.*)$/,
      (_: string, first: string, rest: string) => `signature=${first === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect(tampered).not.toBe(link.body.signedUrl);
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherId = link.body.signedUrl.replace(`/attachments/${file.id}/`, `/attachments/${file.id + 1}/`);
    expect((await server.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);
    server.clock.advance(61_000);
    const expired = await server.app.inject({ method: 'GET', url: link.body.signedUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      resultCode: 'FORBIDDEN',
      errorMessage: 'This download link is not valid or has expired.',
    });
  });

  it('never serves an INFECTED file, even with a link made before the scan', async () => {
    const file = await register(admin, 'FILE_TRANSFER', 'eicar.txt', eicar());
    const link = await admin.get(`/scripting/attachments/${file.id}/signed-url`);
    expect(link.status).toBe(200);
    await scanAll();
    const download = await server.app.inject({ method: 'GET', url: link.body.signedUrl });
    expect(download.statusCode).toBe(403);
    expect(download.json().errorMessage).toBe('Suspicious file - Please upload a different file.');
  });

  it('gives links only to readers of the automation (or the uploader before it is saved)', async () => {
    const file = await register(admin, 'FILE_TRANSFER', 'private.txt', 'secret');
    const other = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: category('Hardware') }),
    ]);
    expect((await other.get(`/scripting/attachments/${file.id}/signed-url`)).status).toBe(403);
    await createTransfer(admin, 'Private Transfer', file.id);
    expect((await other.get(`/scripting/attachments/${file.id}/signed-url`)).status).toBe(403);
    const reader = await signIn(server, 'tech');
    expect((await reader.get(`/scripting/attachments/${file.id}/signed-url`)).status).toBe(200);
    // The seeded installer is kept as its URL: its link is that URL.
    const seeded = (await admin.get('/scripting/scripts')).body.find(
      (a: Loose) => a.name === 'Install 7-Zip',
    );
    const link = await admin.get(
      `/scripting/attachments/${seeded.binaryInstallSettings.runnableAttachmentId}/signed-url`,
    );
    expect(link.body.signedUrl).toBe('https://www.7-zip.org/a/7z2409-x64.exe');
  });
});

describe('the sweep', () => {
  it('removes attachments no automation claimed, and their files, but keeps saved ones', async () => {
    const kept = await register(admin, 'FILE_TRANSFER', 'kept.bin', 'kept');
    await createTransfer(admin, 'Kept Transfer', kept.id);
    const dropped = await register(admin, 'FILE_TRANSFER', 'dropped.bin', 'dropped');
    const keptPath = server.app.scripting.storage.path((await row(kept.id)).resourceId as string);
    const droppedRow = await row(dropped.id);
    await scanAll();
    const removed = await sweepAttachments(server.db, server.app.scripting.storage, 0);
    expect(removed).toBeGreaterThan(0);
    expect(
      await server.db.select().from(t.scriptAttachments).where(eq(t.scriptAttachments.id, dropped.id)),
    ).toEqual([]);
    expect(await server.app.scripting.storage.sizeOf(droppedRow.resourceId as string)).toBeUndefined();
    expect((await readFile(keptPath)).toString()).toBe('kept');
  });
});

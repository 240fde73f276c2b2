/**
 * The automation library's "done when" scenario, server side, over real HTTP on 127.0.0.1: a
 * file-transfer automation created with a real multipart upload, scanned, edited; a script copied;
 * a technician without delete permission is shown no Delete (the permission module the widget
 * uses says so) and is refused by the server when trying anyway.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createPermissions, type Session } from '@console/core';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import {
  createTestServer,
  DEMO_USERS,
  demoIds,
  grant,
  type Loose,
  signInTechnician,
  type TestServer,
} from '../../test/helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ scripting: { scan: { clamav: 'off' } } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await server?.close();
});

/** A browser-like caller over fetch: cookies, CSRF header, MFA code when asked. */
class Browser {
  readonly cookies = new Map<string, string>();

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') all['x-csrf-token'] = this.cookies.get('console_csrf') ?? '';
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      all['content-type'] = 'application/json';
    }
    const response = await fetch(`${base}${path}`, { method, headers: all, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Loose };
  }

  code() {
    // A code serves once (issue 14): wait for the next time step, as a person would.
    server.clock.advance(30_000 - (server.clock.now.getTime() % 30_000));
    return generateSync({
      secret: DEMO_USERS.admin.mfaSecret,
      epoch: Math.floor(server.clock.now.getTime() / 1000),
    });
  }
}

describe('the automation library, end to end over HTTP', () => {
  it('creates a file transfer with a real upload, edits it, copies a script; no delete without the permission', async () => {
    const admin = new Browser();
    const { email, password } = DEMO_USERS.admin;
    expect((await admin.send('POST', '/auth/login', { email, password })).body.resultCode).toBe(
      'MFA_REQUIRED',
    );
    expect(
      (await admin.send('POST', '/mfa/auth/login', { email, password }, { 'x-mfa-code': admin.code() }))
        .status,
    ).toBe(200);
    const categories = (await admin.send('GET', '/scripting/categories')).body as Loose[];
    const onboarding = categories.find((c) => c.name === 'Onboarding').id;

    // The save flow of 001 §4: pre-check (MFA step-up), upload with the file, register, create.
    const draft = {
      language: 'file_transfer',
      name: 'Deploy VPN Profile',
      architecture: ['64', '32'],
      categoriesIds: [onboarding],
      operatingSystems: ['Windows'],
      runAs: 'system',
    };
    const preCheck = await admin.send('POST', '/mfa/scripting/scripts/mfa-pre-upload', draft, {
      'x-mfa-code': admin.code(),
    });
    expect(preCheck.body).toEqual({ resultCode: 'SUCCESS' });
    const content = randomBytes(256 * 1024);
    const form = new FormData();
    form.append('purpose', 'FILE_TRANSFER');
    form.append('file', new Blob([content], { type: 'application/zip' }), 'vpn-profile.zip');
    const uploaded = await admin.send('POST', '/scripting/attachments/upload', form);
    expect(uploaded.status).toBe(200);
    const attachment = await admin.send('POST', '/scripting/attachments', {
      resourceId: uploaded.body.resourceId,
      purpose: 'FILE_TRANSFER',
      name: 'vpn-profile.zip',
      mimeType: 'application/zip',
      size: content.length,
      extension: '.zip',
    });
    expect(attachment.status).toBe(200);
    const created = await admin.send('POST', '/scripting/scripts/file-transfer', {
      name: draft.name,
      description: 'Corporate VPN profile',
      categoriesIds: [onboarding],
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      scriptParameters: [],
      fileTransferSettings: {
        attachmentId: attachment.body.id,
        destination: '%ProgramData%\\VPN',
        runAs: 'system',
        expand: true,
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.script.id;
    await server.app.jobs.drain();
    const listed = (await admin.send('GET', '/scripting/scripts')).body as Loose[];
    expect(listed.find((a) => a.id === id)).toMatchObject({
      name: 'Deploy VPN Profile',
      malwareScanStatus: 'SUCCESS',
    });

    // The stored file comes back through its signed link.
    const files = await admin.send('GET', `/scripting/scripts/${id}/attachments`);
    const link = files.body.fileTransferAttachments[0].signedUrl as string;
    const download = await fetch(`${base.replace(/\/ws$/, '')}${link}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    // Edit: a new name and destination, the same file.
    const edited = await admin.send('PUT', '/scripting/scripts/file-transfer', {
      id,
      name: 'Deploy VPN Profile v2',
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      categoriesIds: [onboarding],
      fileTransferSettings: {
        attachmentId: attachment.body.id,
        destination: 'C:\\VPN',
        runAs: 'system',
        expand: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.script).toMatchObject({
      name: 'Deploy VPN Profile v2',
      fileTransferSettings: { destination: 'C:\\VPN', expand: true },
    });

    // Copy a script.
    const ids = await demoIds(server.db);
    const [source] = await server.db
      .select()
      .from(t.scripts)
      .where(and(eq(t.scripts.divisionId, ids.division.id), eq(t.scripts.name, 'Clear Temp Files')));
    const copy = await admin.send('POST', '/scripting/scripts/copy', {
      fromId: source?.id,
      name: 'Clear Temp Files (copy)',
    });
    expect(copy.body).toEqual({ id: expect.any(Number), language: 'powershell' });

    // A technician who may view, create and update automations, but not delete them.
    const agent = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View'),
      grant('SCRIPT_CATEGORY', 'Create'),
      grant('SCRIPT_CATEGORY', 'Update'),
    ]);
    const technician = new Browser();
    for (const [name, value] of agent.cookies) technician.cookies.set(name, value);
    const session = (await technician.send('GET', '/auth/session')).body as Session;
    const can = createPermissions(session);
    const automations = (await technician.send('GET', '/scripting/scripts')).body as Loose[];
    const target = automations.find((a) => a.id === id);
    expect(target).toBeDefined();
    // What the library's row actions use: Edit and Copy are shown, Delete is not.
    expect(can.canEditScript(target)).toBe(true);
    expect(can.canCopyScript(target)).toBe(true);
    expect(can.canDeleteScripts(target)).toBe(false);
    const refused = await technician.send('DELETE', `/scripting/scripts/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.resultCode).toBe('FORBIDDEN');
    expect((await admin.send('GET', `/scripting/scripts/${id}`)).status).toBe(200);
  });
});

/**
 * The frame of the installer test files: a demo server whose installers carry a small stand-in
 * agent bundle (the real one is built by packages/agent), the admin signed in, and helpers that
 * generate an installer, download it through its link and read it back with the real tools
 * (dpkg-deb, rpm, msitools).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { InstallerType } from '@console/core';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import * as t from '../../db/schema';
import { type DemoSuite, type Loose, setupDemoServerWith, type TestAgent } from '../../test/helpers';

const run = promisify(execFile);

/** Runs a tool and answers its standard output. */
export async function tool(command: string, args: string[], cwd?: string): Promise<string> {
  const { stdout } = await run(command, args, { cwd, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

/** What {@link setupInstallers} readies. */
export interface InstallerSuite extends DemoSuite<'admin'> {
  /** The stand-in bundle's text. */
  bundleText: string;
  /** A folder removed after the file's tests. */
  scratch: () => string;
  /** The first demo organization and one of its locations. */
  place(): Promise<{ organizationId: number; locationId: number }>;
  /** POST /installer/generate as `agent` (the admin by default) at the first demo location. */
  generate(
    installerType: InstallerType,
    patch?: Loose,
    agent?: TestAgent,
  ): Promise<{ status: number; body: Loose }>;
  /** GET of a link (absolute or not) through the server: status, headers and bytes. */
  download(url: string): Promise<{ status: number; headers: Loose; bytes: Buffer }>;
  /** Writes bytes to a scratch file named `name`; answers its path. */
  save(name: string, bytes: Buffer): Promise<string>;
}

/** Before the file's tests: the demo server with installers kept under a scratch folder. */
export function setupInstallers(options: { linkTtlMs?: number; agentBundle?: string } = {}): InstallerSuite {
  const root = mkdtempSync(join(tmpdir(), 'console-installer-test-'));
  const bundleText = `#!/usr/bin/env node\n// stand-in agent bundle\nconsole.log('console agent ${Date.now()}');\n`;
  const bundle = join(root, 'console-agent.mjs');
  writeFileSync(bundle, bundleText);
  const suite = setupDemoServerWith(
    () => ({
      installers: {
        dir: join(root, 'store'),
        agentBundle: options.agentBundle ?? bundle,
        ...(options.linkTtlMs ? { linkTtlMs: options.linkTtlMs } : {}),
      },
      jobs: { autoStart: false },
    }),
    'admin',
  );
  afterAll(() => rm(root, { recursive: true, force: true }));
  const { server, ids, admin } = suite;
  let scratchDir: string | undefined;
  const scratch = () => {
    scratchDir ??= mkdtempSync(join(root, 'scratch-'));
    return scratchDir;
  };
  const place = async () => {
    const org = ids.orgs[0];
    if (!org) throw new Error('no demo organization');
    const [location] = await server.db.select().from(t.locations).where(eq(t.locations.clientId, org.id));
    if (!location) throw new Error('no demo location');
    return { organizationId: org.id, locationId: location.id };
  };
  return {
    ...suite,
    bundleText,
    scratch,
    place,
    async generate(installerType, patch = {}, agent = admin) {
      return agent.post('/installer/generate', {
        ...(await place()),
        installerType,
        nodeRoleId: null,
        ...patch,
      });
    },
    async download(url) {
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const response = await server.app.inject({ method: 'GET', url: path });
      return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
    },
    async save(name, bytes) {
      const dir = await mkdtemp(join(scratch(), 'file-'));
      const path = join(dir, name);
      await writeFile(path, bytes);
      return path;
    },
  };
}

/** The agent config inside a DEB. */
export async function debConfig(path: string): Promise<Loose> {
  const dir = await mkdtemp(join(tmpdir(), 'deb-x-'));
  try {
    await tool('dpkg-deb', ['-x', path, dir]);
    return JSON.parse(await readFile(join(dir, 'etc/console-agent/config.json'), 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The agent config inside an RPM (rpm2archive, part of rpm, then tar). */
export async function rpmConfig(path: string): Promise<Loose> {
  const { stdout } = await run('sh', [
    '-c',
    'rpm2archive - < "$1" | tar -xzO ./etc/console-agent/config.json',
    'sh',
    path,
  ]);
  return JSON.parse(stdout);
}

/** The files of an MSI extracted with msiextract: their paths and the agent config. */
export async function msiContents(path: string): Promise<{ files: string[]; config: Loose; bundle: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'msi-x-'));
  try {
    const files = (await tool('msiextract', ['-C', dir, path])).split('\n').filter(Boolean);
    const find = (name: string) => {
      const file = files.find((entry) => entry.endsWith(name));
      if (!file) throw new Error(`${name} not in the MSI: ${files.join(', ')}`);
      return readFile(join(dir, file.startsWith(dir) ? file.slice(dir.length) : file), 'utf8');
    };
    return { files, config: JSON.parse(await find('config.json')), bundle: await find('console-agent.mjs') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The agent push to approved directory computers (002 §4.2), end to end on loopback: the domain
 * controller is a real reference agent process; approving two computers of a discovery job queues
 * the push, the domain controller's agent logs in to each over SSH with the job's credential. The
 * reachable one (a real SSH server on 127.66.0.2:22, ssh2's server side running the commands with
 * /bin/sh) receives the bundled agent and its configuration and starts it, and the started agent
 * enrolls into the computer's location; the unreachable one (127.66.0.3, nothing listening) ends
 * FAILED with the connection error. Needs root (port 22); skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, ilike } from 'drizzle-orm';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupAgentSuite } from '../../agents/test-agent';
import * as t from '../../db/schema';
import type { Loose } from '../../test/helpers';
import { DOMAIN_CONTROLLER_ROLE } from './target';

const runnable = process.getuid?.() === 0;
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const bundle = join(root, 'packages/agent/dist/console-agent.mjs');
const TARGET = '127.66.0.2';
const UNREACHABLE = '127.66.0.3';
const LOGIN = { username: 'svc-push', password: 'Push-Passw0rd!' };

describe.skipIf(!runnable)('the agent push to approved directory computers', { timeout: 180_000 }, () => {
  const suite = setupAgentSuite();
  let dcAgent: ChildProcess | undefined;
  let sshd: InstanceType<typeof ssh2.Server> | undefined;
  const pushedPids: number[] = [];
  const pushedFolders: string[] = [];
  let folder = '';
  let dcId = 0;
  let clientId = 0;
  let locationId = 0;
  let credentialId = 0;
  const logins: string[] = [];

  beforeAll(async () => {
    try {
      await access(bundle);
    } catch {
      const build = spawn('pnpm', ['--filter', '@console/agent', 'build'], { cwd: root, stdio: 'ignore' });
      const [code] = await once(build, 'exit');
      if (code !== 0) throw new Error('the agent bundle could not be built');
    }
    // The computer: a real SSH server that runs what it is asked to with /bin/sh.
    const hostKey = ssh2.utils.generateKeyPairSync('ed25519').private;
    sshd = new ssh2.Server({ hostKeys: [hostKey] }, (client) => {
      client.on('authentication', (context) => {
        logins.push(`${context.method}:${context.username}`);
        if (
          context.method === 'password' &&
          context.username === LOGIN.username &&
          context.password === LOGIN.password
        )
          context.accept();
        else context.reject(['password']);
      });
      client.on('session', (accept) => {
        accept().on('exec', (acceptExec, _reject, info) => {
          const stream = acceptExec();
          const child = spawn('/bin/sh', ['-c', info.command], { stdio: ['pipe', 'pipe', 'pipe'] });
          stream.pipe(child.stdin);
          child.stdout.pipe(stream, { end: false });
          child.stderr.pipe(stream.stderr, { end: false });
          child.on('close', (code) => {
            stream.exit(code ?? 1);
            stream.end();
          });
        });
      });
      client.on('error', () => undefined);
    });
    await new Promise<void>((done) => sshd?.listen(22, TARGET, () => done()));

    // The domain controller: a real agent process, which pushes the bundled agent.
    folder = await mkdtemp(join(tmpdir(), 'directory-push-'));
    const config = join(folder, 'config.json');
    const stateDir = join(folder, 'state');
    await writeFile(
      config,
      JSON.stringify({ serverUrl: suite.baseUrl(), enrollmentToken: await suite.token(), stateDir }),
    );
    dcAgent = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@console/source', join(root, 'packages/agent/src/main.ts'), '--config', config],
      // Its own process group: tsx runs the agent in a child, and both end with the group.
      { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, CONSOLE_AGENT_PROGRAM: bundle } },
    );
    dcId = await vi.waitFor(
      async () =>
        (JSON.parse(await readFile(join(stateDir, 'credentials.json'), 'utf8')) as { nodeId: number }).nodeId,
      { timeout: 45_000, interval: 200 },
    );
    const { db, app } = suite.server;
    await vi.waitFor(() => expect(app.agents.isOnline(dcId)).toBe(true), { timeout: 30_000, interval: 100 });
    const [node] = await db.select().from(t.nodes).where(eq(t.nodes.id, dcId));
    clientId = node?.clientId as number;
    locationId = node?.locationId as number;
    const [role] = await db
      .select({ id: t.nodeRoles.id })
      .from(t.nodeRoles)
      .where(
        and(
          eq(t.nodeRoles.divisionId, node?.divisionId as number),
          ilike(t.nodeRoles.name, DOMAIN_CONTROLLER_ROLE),
        ),
      );
    await db
      .update(t.nodes)
      .set({ nodeRoleId: role?.id as number, isUp: true })
      .where(eq(t.nodes.id, dcId));
    const created = await suite.admin.post('/credential', {
      clientId,
      name: 'AD push account',
      credentialType: 'BASIC',
      ...LOGIN,
    });
    expect(created.status).toBe(200);
    credentialId = created.body.credentialId;
  }, 150_000);

  afterAll(async () => {
    // The pushed agents this test started: `node console-agent.mjs` run from /tmp/console-agent.*.
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
      const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      if (cwd.startsWith('/tmp/console-agent.') && command.includes('console-agent.mjs')) {
        pushedPids.push(Number(entry));
        pushedFolders.push(cwd);
      }
    }
    for (const pid of pushedPids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    if (dcAgent?.pid) {
      try {
        process.kill(-dcAgent.pid, 'SIGKILL');
      } catch {}
    }
    await new Promise<void>((done) => (sshd ? sshd.close(() => done()) : done()));
    for (const path of [folder, ...pushedFolders]) if (path) await rm(path, { recursive: true, force: true });
  });

  it('pushes the agent to an approved computer, which enrolls, and fails honestly for an unreachable one', async () => {
    const { admin, server } = suite;
    const saved = await admin.post('/discoveryjob', {
      name: 'Push test',
      clientId,
      jobType: 'AD_HOC',
      content: {
        ouPath: 'ou=Workstations,dc=corp,dc=test',
        domainController: { id: dcId },
        recursiveOuPath: false,
      },
      candidateNodes: [
        { name: TARGET, objectGuid: 'guid-reachable', status: 'APPROVED', location: locationId },
        { name: UNREACHABLE, objectGuid: 'guid-unreachable', status: 'APPROVED', location: locationId },
        { name: 'ws-pending', objectGuid: 'guid-pending', status: 'PENDING', location: locationId },
      ],
      credentialId,
    });
    expect(saved.status).toBe(200);
    const jobId = (saved.body.id ?? saved.body.jobId) as number;
    const queued = (await admin.get(`/discoveryjob/${jobId}`)).body.candidateNodes as Loose[];
    // Queued at once (the runner may have taken it already).
    expect(queued.find((c) => c.objectGuid === 'guid-reachable')?.pushStatus).not.toBeNull();
    expect(queued.find((c) => c.objectGuid === 'guid-pending')?.pushStatus).toBeNull();

    await server.app.jobs.drain();
    const candidates = await vi.waitFor(
      async () => {
        const list = (await admin.get(`/discoveryjob/${jobId}`)).body.candidateNodes as Loose[];
        for (const guid of ['guid-reachable', 'guid-unreachable'])
          expect(['INSTALLED', 'FAILED']).toContain(list.find((c) => c.objectGuid === guid)?.pushStatus);
        return list;
      },
      { timeout: 60_000, interval: 200 },
    );
    const reachable = candidates.find((c) => c.objectGuid === 'guid-reachable');
    const unreachable = candidates.find((c) => c.objectGuid === 'guid-unreachable');
    expect(reachable).toMatchObject({ pushStatus: 'INSTALLED', pushError: null });
    expect(unreachable?.pushStatus).toBe('FAILED');
    expect(unreachable?.pushError).toContain(`${UNREACHABLE}:22 could not be reached`);
    expect(unreachable?.pushError).toContain('ECONNREFUSED');
    expect(candidates.find((c) => c.objectGuid === 'guid-pending')?.pushStatus).toBeNull();
    expect(logins).toContain(`password:${LOGIN.username}`);

    // The pushed agent enrolled into the computer's location and is online.
    const pushed = await vi.waitFor(
      async () => {
        const online = server.app.agents.onlineNodeIds().filter((id) => id !== dcId);
        expect(online.length).toBeGreaterThan(0);
        const [row] = await server.db
          .select()
          .from(t.nodes)
          .where(eq(t.nodes.id, online.at(-1) as number));
        return row;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(pushed).toMatchObject({ clientId, locationId });
  });
});

/**
 * Terminal round trip (issue 13): keystroke to echo over loopback, through the whole path a
 * technician's keystroke takes — the browser's session socket, the server's relay, the agent
 * gateway's WebSocket, a real agent (in-process) and its real PTY running bash, and back.
 *
 * Prints `terminal.echo.<p50|p90|p99|max>: … ms` for BENCH_KEYS keystrokes (default 400), one at a
 * time (each waits for its echo). Target: p99 ≤ 20 ms. BENCH_STRICT=1 exits 1 when it is missed.
 * The server runs on in-memory PGlite with the demo seeded; nothing is kept after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createHandlerRegistry,
  createRecordingExecutor,
  registerAgentTerminal,
  startAgent,
} from '@console/agent';
import { and, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { createServer } from '../src/app';
import { type Db, openDatabase } from '../src/db/client';
import { divisions, locations, memberships, organizations, userRoles, users } from '../src/db/schema';
import { issueEnrollmentToken } from '../src/domains/installers/enrollment-tokens';
import { createSecretBox, hashPassword } from '../src/lib/crypto';
import { seedDemo } from '../src/seed/demo';
import { DEMO_DIVISION_UID } from '../src/seed/users';

const KEYS = Number(process.env.BENCH_KEYS ?? 400);
const TARGET_P99_MS = 20;
const EMAIL = 'terminal-bench@bench.console';
const PASSWORD = 'Bench-Password-2026!';

async function technician(db: Db): Promise<void> {
  const [division] = await db.select().from(divisions).where(eq(divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('no demo division');
  const grant = (type: 'ORGANIZATION' | 'DEVICE' | 'NODE', name: string) => ({
    type,
    name,
    entityId: null,
    nodeClass: null,
    nodeRoleId: null,
  });
  const [role] = await db
    .insert(userRoles)
    .values({
      divisionId: division.id,
      name: 'Terminal bench',
      roleType: 'TECHNICIAN',
      permissions: [
        grant('ORGANIZATION', 'View'),
        grant('DEVICE', 'View'),
        grant('NODE', 'RemoteTools.CommandLine.Access'),
      ],
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      uid: crypto.randomUUID(),
      email: EMAIL,
      firstName: 'Bench',
      lastName: 'Technician',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!role || !user) throw new Error('insert failed');
  await db.insert(memberships).values({
    userId: user.id,
    divisionId: division.id,
    userType: 'TECHNICIAN',
    roleId: role.id,
    clientId: null,
    isDefault: true,
    content: {},
  });
}

async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${base}/ws/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const csrf = cookies.find((c) => c.startsWith('console_csrf='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const stateDir = mkdtempSync(join(tmpdir(), 'terminal-bench-'));
const database = await openDatabase();
await database.migrate();
await database.db.transaction((tx) => seedDemo(tx as unknown as Db, { secrets: createSecretBox('bench') }));
await technician(database.db);
const app = await createServer({ database, secretKey: 'bench', logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const handlers = createHandlerRegistry();
registerAgentTerminal(handlers, { loggedInUser: () => null });
const [place] = await database.db
  .select({ id: locations.id, clientId: locations.clientId })
  .from(locations)
  .innerJoin(organizations, and(eq(organizations.id, locations.clientId)))
  .orderBy(organizations.id, locations.id)
  .limit(1);
if (!place) throw new Error('no location');
const { token } = await issueEnrollmentToken(database.db, {
  organizationId: place.clientId,
  locationId: place.id,
  nodeRoleId: null,
  installerType: 'LINUX_DEB',
  createdBy: null,
  expiresAt: new Date(Date.now() + 3_600_000),
});
const agent = await startAgent(
  { serverUrl: address, apiBase: '/ws', enrollmentToken: token, stateDir },
  { executor: createRecordingExecutor(), handlers, heartbeatIntervalMs: 60_000 },
);
await agent.client.ready();
const { cookie, csrf } = await signIn(address);
const opened = await fetch(`${address}/ws/rtc/terminal`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
  body: JSON.stringify({ nodeId: agent.nodeId, user: 'SYSTEM', shell: 'DEFAULT', cliLevel: 0, width: 200 }),
});
const { url } = (await opened.json()) as { url: string };
const socket = new WebSocket(`${address.replace('http', 'ws')}${url}`, { headers: { cookie } });
let waiter: ((data: string) => void) | undefined;
let ready: () => void = () => {};
const isReady = new Promise<void>((resolve) => {
  ready = resolve;
});
socket.on('message', (raw) => {
  const frame = JSON.parse(String(raw)) as { type: string; data?: string };
  if (frame.type === 'ready') ready();
  if (frame.type === 'output' && frame.data) waiter?.(frame.data);
});
await isReady;
// Start from a plain prompt, then let the shell settle.
socket.send(JSON.stringify({ type: 'input', data: "PS1='$ '\r" }));
await new Promise((resolve) => setTimeout(resolve, 500));

const times: number[] = [];
for (let i = 0; i < KEYS; i++) {
  if (i > 0 && i % 50 === 0) {
    // Clear the line (Control-U) now and then, unmeasured.
    socket.send(JSON.stringify({ type: 'input', data: '\u0015' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const key = String.fromCharCode(97 + (i % 26));
  const echoed = new Promise<void>((resolve) => {
    waiter = (data) => {
      if (data.includes(key)) resolve();
    };
  });
  const start = performance.now();
  socket.send(JSON.stringify({ type: 'input', data: key }));
  await echoed;
  times.push(performance.now() - start);
}
waiter = undefined;
socket.close();
await agent.stop();
await app.close();
await database.close();
rmSync(stateDir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const p99 = quantile(sorted, 0.99);
console.log(`terminal.echo.keys: ${times.length}`);
console.log(`terminal.echo.p50: ${quantile(sorted, 0.5).toFixed(2)} ms`);
console.log(`terminal.echo.p90: ${quantile(sorted, 0.9).toFixed(2)} ms`);
console.log(`terminal.echo.p99: ${p99.toFixed(2)} ms (target ≤ ${TARGET_P99_MS} ms)`);
console.log(`terminal.echo.max: ${quantile(sorted, 1).toFixed(2)} ms`);
if (process.env.BENCH_STRICT === '1' && p99 > TARGET_P99_MS) process.exitCode = 1;

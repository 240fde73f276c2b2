/**
 * The server process of the agents bench (agents.bench.ts forks it through tsx): the real
 * `createServer` on DATABASE_URL, else PGlite in BENCH_DATA_DIR (its worker thread, as `npm start`
 * runs it), the demo
 * seeded, BENCH_AGENTS devices with agent credentials (written to BENCH_CREDENTIALS), listening on
 * loopback. Answers IPC commands: `size` (connected agents), `measure` (CPU and RSS over
 * `ms`), `fanout` (one job to every device, timed to the last acknowledgment and result).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hashAgentSecret, newAgentSecret } from '../src/agents/credentials';
import { createDeviceJobs } from '../src/agents/device-jobs';
import { createServer } from '../src/app';
import { type Db, openDatabase } from '../src/db/client';
import { agentCredentials, divisions, locations, nodeRoles, nodes } from '../src/db/schema';
import { createSecretBox } from '../src/lib/crypto';
import { seedDemo } from '../src/seed/demo';
import { DEMO_DIVISION_UID } from '../src/seed/users';
import { closeOnSigterm, runChild } from './bench-process';

const env = process.env;
const count = Number(env.BENCH_AGENTS ?? 2000);

/** Devices with a credential each: `{ nodeId, secret }`. */
async function createAgents(db: Db): Promise<{ nodeId: number; secret: string }[]> {
  const [division] = await db.select().from(divisions).where(eq(divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('no demo division');
  const [place] = await db.select().from(locations).limit(1);
  const [role] = await db.select().from(nodeRoles).where(eq(nodeRoles.nodeClass, 'LINUX_SERVER')).limit(1);
  if (!place || !role) throw new Error('no location or role');
  const agents: { nodeId: number; secret: string }[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insert(nodes)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          divisionId: division.id,
          clientId: place.clientId,
          locationId: place.id,
          nodeClass: 'LINUX_SERVER',
          nodeType: 'AGENT',
          nodeRoleId: role.id,
          name: `bench-agent-${start + i + 1}`,
          isUp: false,
        })),
      )
      .returning({ id: nodes.id });
    const batch = rows.map((row) => ({ nodeId: row.id, secret: newAgentSecret() }));
    await db.insert(agentCredentials).values(
      batch.map((agent) => ({
        nodeId: agent.nodeId,
        divisionId: division.id,
        secretHash: hashAgentSecret(agent.secret),
      })),
    );
    agents.push(...batch);
  }
  return agents;
}

async function main(): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(String(env.BENCH_DATA_DIR), 'db') },
  );
  await database.migrate();
  await database.db.transaction((tx) => seedDemo(tx as unknown as Db, { secrets: createSecretBox('bench') }));
  const agents = await createAgents(database.db);
  writeFileSync(String(env.BENCH_CREDENTIALS), JSON.stringify(agents));
  const app = await createServer({
    database,
    secretKey: 'bench',
    logger: false,
    agents: { heartbeatIntervalMs: Number(env.BENCH_HEARTBEAT_MS ?? 5000), pollIntervalMs: 60_000 },
  });
  const accepted = new Set<number>();
  const results = new Set<number>();
  let waiting:
    | { jobs: Set<number>; started: number; ack?: number; done: (figures: Record<string, number>) => void }
    | undefined;
  const check = () => {
    if (!waiting) return;
    const acked = [...waiting.jobs].every((id) => accepted.has(id));
    if (acked && waiting.ack === undefined) waiting.ack = performance.now() - waiting.started;
    if (acked && [...waiting.jobs].every((id) => results.has(id))) {
      const { done, started, ack } = waiting;
      waiting = undefined;
      done({ ackMs: ack ?? 0, resultMs: performance.now() - started });
    }
  };
  // Counted after the gateway's own handling (the job row is RUNNING, then ended) of each message.
  app.agents.on('job.accepted', (message) => {
    accepted.add(message.jobId);
    check();
  });
  app.agents.on('job.result', (message) => {
    results.add(message.jobId);
    check();
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (command: { type: string; ms?: number }) => {
    if (command.type === 'size') process.send?.({ type: 'size', size: app.agents.size });
    if (command.type === 'measure') {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      setTimeout(() => {
        const used = process.cpuUsage(cpu);
        const cores = (used.user + used.system) / 1000 / (performance.now() - wall);
        process.send?.({ type: 'measure', cores, rssMb: process.memoryUsage().rss / 1024 ** 2 });
      }, command.ms ?? 10_000);
    }
    if (command.type === 'fanout') {
      void (async () => {
        const [division] = await database.db
          .select()
          .from(divisions)
          .where(eq(divisions.uid, DEMO_DIVISION_UID));
        const started = performance.now();
        const ids = await createDeviceJobs(
          database.db,
          agents.map((agent) => ({
            divisionId: division?.id as number,
            nodeId: agent.nodeId,
            name: 'Bench policy sync',
            payload: { kind: 'policy-sync', policyId: null },
          })),
        );
        const dispatched = performance.now();
        const created = dispatched - started;
        const figures = await new Promise<Record<string, number>>((done) => {
          waiting = { jobs: new Set(ids), started: dispatched, done };
          void app.agents.dispatch();
          // A run that cannot finish reports what it reached instead of hanging.
          setTimeout(() => {
            if (!waiting) return;
            waiting = undefined;
            done({ ackMs: Number.NaN, resultMs: Number.NaN, accepted: accepted.size, results: results.size });
          }, 120_000).unref();
        });
        process.send?.({
          type: 'fanout',
          createdMs: created,
          ...figures,
          rssMb: process.memoryUsage().rss / 1024 ** 2,
        });
      })();
    }
  });
  process.send?.({ type: 'ready', port: Number(new URL(address).port) });
  closeOnSigterm(app, database);
}

runChild(main);

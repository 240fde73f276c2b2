/**
 * The agent gateway of one server process: the connection registry plus what the gateway does
 * for every agent (presence, inventory, device jobs) and the timers that keep it honest (last
 * contact flushes, the missed-heartbeat sweep, the queued-job poll). `createServer` decorates it
 * as `app.agents` (the {@link AgentGateway} part).
 */
import type { AgentMessage } from '@console/core';
import { topics } from '@console/core';
import type { Database } from '../db/client';
import type { SecretBox } from '../lib/crypto';
import { publishEvent } from '../realtime/publish';
import { type AttachmentLinkSigner, signOfferedFiles } from './automation-files';
import { createBatcher } from './batch';
import { loadAgentCredentials, verifyAgentAuthorization } from './credentials';
import { acceptJobs, claimOffers, type JobClaim, publishJob } from './device-jobs';
import {
  type AgentConnection,
  type AgentGateway,
  type AgentIdentity,
  type AgentRegistry,
  createAgentRegistry,
  type GatewayLog,
} from './gateway';
import { applyInventory } from './inventory';
import { pendingCancels } from './job-cancel';
import { failRunningJobs, finishJobs, type JobEnd } from './job-results';
import { createContactBatch, markDown, sweepStale } from './presence';

/** Timing of the gateway (tests shorten it). Environment: AGENT_HEARTBEAT_MS. */
export interface AgentGatewayOptions {
  /** How often agents send a heartbeat. @default AGENT_HEARTBEAT_MS, else 30000 */
  heartbeatIntervalMs?: number;
  /** Heartbeats an agent may miss before its device is marked down. @default 3 */
  missedHeartbeats?: number;
  /** How often last contacts are written. @default min(5000, heartbeat) */
  flushIntervalMs?: number;
  /** How often the queued jobs of connected agents are looked for. @default 2000 */
  pollIntervalMs?: number;
  /** An offered job not accepted within this is offered again. @default 60000 */
  offerRetryMs?: number;
  /** How long job acknowledgments, results and connects wait to be written together. @default 10 */
  batchMs?: number;
}

/** The gateway with its lifecycle and the socket's entry points. */
export interface AgentService extends AgentGateway {
  readonly registry: AgentRegistry;
  readonly heartbeatIntervalMs: number;
  /** Called by the socket route for a new, authenticated connection. */
  connected(connection: AgentConnection): Promise<void>;
  /** Called by the socket route for every valid frame, in order per connection. */
  received(connection: AgentConnection, message: AgentMessage): Promise<void>;
  /** Called by the socket route when a connection closes. */
  closed(connection: AgentConnection): Promise<void>;
  /** The device an `authorization` header speaks for (credential look-ups batched). */
  verify(header: string | undefined): Promise<AgentIdentity | undefined>;
  /** Writes pending last contacts and marks down devices that missed their heartbeats; answers their ids. */
  sweep(): Promise<number[]>;
  start(): void;
  stop(): Promise<void>;
}

function envNumber(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Live output of running jobs, per job, capped. */
const MAX_BUFFERED_OUTPUT = 1_000_000;

/**
 * Creates the gateway of one server process over `database`.
 * @example const agents = createAgentService(database, { now, log: app.log });
 */
export function createAgentService(
  database: Database,
  context: {
    now: () => Date;
    log?: GatewayLog;
    secrets?: SecretBox;
    /** The automation library's link signer (offered files get fresh links). */
    attachmentSigner?: () => AttachmentLinkSigner | undefined;
  },
  options: AgentGatewayOptions = {},
): AgentService {
  const { db } = database;
  const { now, log } = context;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? envNumber('AGENT_HEARTBEAT_MS') ?? 30_000;
  const missed = options.missedHeartbeats ?? 3;
  const flushIntervalMs = options.flushIntervalMs ?? Math.min(5_000, heartbeatIntervalMs);
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const offerRetryMs = options.offerRetryMs ?? 60_000;
  const batchMs = options.batchMs ?? 10;
  const registry = createAgentRegistry(log);
  const contacts = createContactBatch(
    db,
    log,
    (nodeId) => registry.isOnline(nodeId),
    () => new Date(now().getTime() - missed * heartbeatIntervalMs),
  );
  const outputs = new Map<number, { nodeId: number; text: string; published: number }>();
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;

  const dispatch = async (nodeIds?: readonly number[]) => {
    const ids = (nodeIds ?? registry.onlineNodeIds()).filter((id) => registry.isOnline(id));
    for (let i = 0; i < ids.length; i += 1_000) {
      const at = now();
      const offers = await claimOffers(
        db,
        ids.slice(i, i + 1_000),
        at,
        new Date(at.getTime() - offerRetryMs),
        context.secrets,
      );
      await signOfferedFiles(db, offers, context.attachmentSigner?.(), at);
      for (const offer of offers) {
        registry.send(offer.nodeId, {
          type: 'job.offer',
          job: { id: offer.id, name: offer.name, payload: offer.payload as never },
        });
      }
      // Cancels asked for on any process reach the agent on this one.
      for (const cancel of await pendingCancels(db, ids.slice(i, i + 1_000)))
        registry.send(cancel.nodeId, { type: 'job.cancel', jobId: cancel.jobId });
    }
  };

  const publishTail = async (connection: AgentConnection, jobId: number) => {
    const buffered = outputs.get(jobId);
    if (!buffered) return;
    buffered.published = Date.now();
    const event = {
      divisionId: connection.divisionId,
      jobId,
      nodeId: connection.nodeId,
      output: buffered.text,
    };
    await publishJob(db, { ...event, status: 'RUNNING', exitCode: null, durationMs: null }, log);
  };
  // Thousands of agents answering one fan-out: their acknowledgments, results, connects and
  // offers are written a batch at a time.
  const accept = createBatcher((claims: JobClaim[]) => acceptJobs(db, claims, now(), log), batchMs);
  const finish = createBatcher((ends: JobEnd[]) => finishJobs(db, ends, now(), log), batchMs);
  const offer = createBatcher(async (nodeIds: number[]) => {
    await dispatch([...new Set(nodeIds)]);
    return nodeIds.map(() => undefined);
  }, batchMs);
  const credentialOf = createBatcher(async (nodeIds: number[]) => {
    const found = await loadAgentCredentials(db, nodeIds);
    return nodeIds.map((nodeId) => found.get(nodeId));
  }, batchMs);
  const revive = createBatcher(async (nodeIds: number[]) => {
    await contacts.flush();
    return nodeIds.map(() => undefined);
  }, batchMs);

  const service: AgentService = {
    registry,
    heartbeatIntervalMs,
    get size() {
      return registry.size;
    },
    isOnline: registry.isOnline,
    onlineNodeIds: registry.onlineNodeIds,
    send: registry.send,
    request: registry.request,
    on: registry.on,
    onConnect: registry.onConnect,
    onDisconnect: registry.onDisconnect,
    dispatch,
    verify: (header) => verifyAgentAuthorization(db, header, credentialOf),
    async connected(connection) {
      registry.attach(connection);
      // Up with its last contact now: the contact batch marks a connected device up.
      contacts.touch(connection.nodeId, now());
      await revive(connection.nodeId);
    },
    async received(connection, message) {
      connection.lastSeen = Date.now();
      contacts.touch(connection.nodeId, now());
      switch (message.type) {
        case 'hello':
          registry.send(connection.nodeId, {
            type: 'welcome',
            ...(message.requestId ? { requestId: message.requestId } : {}),
            nodeId: connection.nodeId,
            heartbeatIntervalMs,
          });
          await offer(connection.nodeId);
          break;
        case 'inventory': {
          const row = await applyInventory(db, connection.nodeId, message.inventory, now());
          if (row) {
            const change = { action: 'updated' as const, id: connection.nodeId, clientId: row.clientId };
            const target = { divisionId: connection.divisionId, log };
            await publishEvent(db, target, topics.device, { id: connection.nodeId }, change);
            await publishEvent(db, target, topics.devices, undefined, change);
          }
          break;
        }
        case 'job.accepted':
          if (await accept({ nodeId: connection.nodeId, jobId: message.jobId }))
            outputs.set(message.jobId, { nodeId: connection.nodeId, text: '', published: 0 });
          // Cancelled (or ended) while the offer was in flight: the agent stops what it started.
          else registry.send(connection.nodeId, { type: 'job.cancel', jobId: message.jobId });
          break;
        case 'job.output': {
          const buffered = outputs.get(message.jobId);
          // Output of a job this connection did not accept is not this agent's to write.
          if (!buffered || buffered.nodeId !== connection.nodeId) break;
          buffered.text = (buffered.text + message.data).slice(-MAX_BUFFERED_OUTPUT);
          if (Date.now() - buffered.published >= 250) await publishTail(connection, message.jobId);
          break;
        }
        case 'job.result': {
          const buffered = outputs.get(message.jobId);
          const own = buffered?.nodeId === connection.nodeId ? buffered : undefined;
          const { type: _type, requestId: _requestId, jobId, ...result } = message;
          const output = result.output || own?.text || '';
          await finish({ nodeId: connection.nodeId, jobId, result: { ...result, output } });
          if (own) outputs.delete(jobId);
          break;
        }
        default:
          break;
      }
      await registry.deliver(connection, message);
    },
    async closed(connection) {
      const current = registry.connection(connection.nodeId) === connection;
      await registry.detach(connection);
      // At shutdown the database may close before the sockets do: the sweep of the next start
      // (or of another process) marks these devices down.
      if (!current || stopping) return;
      const mine = new Map<number, string>();
      for (const [jobId, buffered] of outputs) {
        if (buffered.nodeId !== connection.nodeId) continue;
        mine.set(jobId, buffered.text);
        outputs.delete(jobId);
      }
      await failRunningJobs(db, connection.nodeId, now(), mine, log);
      await markDown(db, [connection.nodeId], log);
    },
    async sweep() {
      await contacts.flush();
      const cutoff = new Date(now().getTime() - missed * heartbeatIntervalMs);
      return sweepStale(db, cutoff, log);
    },
    start() {
      const every = (ms: number, work: () => Promise<void>) => {
        let busy = false;
        const timer = setInterval(() => {
          if (busy) return;
          busy = true;
          work()
            .catch((error) => log?.warn({ err: error }, 'agent gateway timer failed'))
            .finally(() => {
              busy = false;
            });
        }, ms);
        timer.unref();
        timers.push(timer);
      };
      every(flushIntervalMs, () => contacts.flush());
      every(pollIntervalMs, () => dispatch());
      every(heartbeatIntervalMs, async () => {
        // A connection silent for the missed heartbeats is dead (its close marks the device down).
        const limit = Date.now() - missed * heartbeatIntervalMs;
        for (const connection of registry.connections())
          if (connection.lastSeen < limit) connection.socket.terminate();
        await service.sweep();
      });
    },
    async stop() {
      stopping = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      registry.closeAll(1001, 'Server shutting down');
      await contacts.flush().catch(() => undefined);
    },
  };
  return service;
}

/**
 * The agent protocol's core messages (docs/agent.md): JSON text frames over one WebSocket, each
 * an envelope `{ type, requestId?, ... }`. Feature files (`terminal.ts` ...) add their own
 * messages; `index.ts` joins them into the two unions.
 */
import { z } from 'zod';
import { agentInventorySchema } from './inventory';
import { deviceJobPayloadSchema, deviceJobResultSchema, MAX_AGENT_JOB_OUTPUT } from './jobs';

/** A request id: the server's (or agent's) correlation of a request and its `reply`. */
export const agentRequestIdSchema = z.string().min(1).max(64);

const jobId = z.number().int().positive();

// ── agent → server ─────────────────────────────────────────────────────────

/** First message on a new connection: who is talking (the credential travels in the upgrade header). */
export const agentHelloSchema = z.object({
  type: z.literal('hello'),
  requestId: agentRequestIdSchema.optional(),
  agentVersion: z.string().max(50),
  protocol: z.number().int().min(1),
  /** Jobs the agent still runs from before a reconnect (the server keeps them RUNNING). */
  runningJobIds: z.array(jobId).max(1_000).default([]),
});

/** Sent every `heartbeatIntervalMs`; the server marks the device up and its last contact. */
export const agentHeartbeatSchema = z.object({
  type: z.literal('heartbeat'),
  requestId: agentRequestIdSchema.optional(),
  uptimeSec: z.number().nonnegative().optional(),
  loggedInUser: z.string().max(255).nullable().optional(),
});

/** The device's inventory (at connect and when it changes). */
export const agentInventoryMessageSchema = z.object({
  type: z.literal('inventory'),
  requestId: agentRequestIdSchema.optional(),
  inventory: agentInventorySchema,
});

/** The agent took an offered job: it is now RUNNING. */
export const agentJobAcceptedSchema = z.object({
  type: z.literal('job.accepted'),
  requestId: agentRequestIdSchema.optional(),
  jobId,
});

/** Output of a running job, in order. */
export const agentJobOutputSchema = z.object({
  type: z.literal('job.output'),
  requestId: agentRequestIdSchema.optional(),
  jobId,
  stream: z.enum(['stdout', 'stderr']),
  data: z.string().max(MAX_AGENT_JOB_OUTPUT),
});

/** How a job ended: written back as the job's result and the device's activity. */
export const agentJobResultSchema = deviceJobResultSchema.extend({
  type: z.literal('job.result'),
  requestId: agentRequestIdSchema.optional(),
  jobId,
});

/** The answer to a server request that carried `requestId`. */
export const agentReplySchema = z.object({
  type: z.literal('reply'),
  requestId: agentRequestIdSchema,
  ok: z.boolean(),
  data: z.unknown().optional(),
  error: z.string().max(2_000).optional(),
});

/** The core agent → server messages. */
export const coreAgentMessageSchemas = [
  agentHelloSchema,
  agentHeartbeatSchema,
  agentInventoryMessageSchema,
  agentJobAcceptedSchema,
  agentJobOutputSchema,
  agentJobResultSchema,
  agentReplySchema,
] as const;

// ── server → agent ─────────────────────────────────────────────────────────

/** The server's answer to `hello`: the device and the heartbeat period. */
export const serverWelcomeSchema = z.object({
  type: z.literal('welcome'),
  requestId: agentRequestIdSchema.optional(),
  nodeId: z.number().int(),
  heartbeatIntervalMs: z.number().int().positive(),
});

/** A job for the agent to run. */
export const serverJobOfferSchema = z.object({
  type: z.literal('job.offer'),
  requestId: agentRequestIdSchema.optional(),
  job: z.object({ id: jobId, name: z.string().max(500), payload: deviceJobPayloadSchema }),
});

/** Stop a running job (it ends with `job.result` status CANCELLED). */
export const serverJobCancelSchema = z.object({
  type: z.literal('job.cancel'),
  requestId: agentRequestIdSchema.optional(),
  jobId,
});

/** Ask for a fresh inventory now. */
export const serverInventoryRequestSchema = z.object({
  type: z.literal('inventory.request'),
  requestId: agentRequestIdSchema.optional(),
});

/** A liveness probe; the agent answers `reply` with `ok: true`. */
export const serverPingSchema = z.object({
  type: z.literal('ping'),
  requestId: agentRequestIdSchema,
});

/** Apply a policy now (the same work as a `policy-sync` job, without a job row); answered by `reply`. */
export const serverPolicySyncSchema = z.object({
  type: z.literal('policy.sync'),
  requestId: agentRequestIdSchema.optional(),
  policyId: z.number().int().nullable(),
  settings: z.record(z.string().max(200), z.unknown()).default({}),
});

/** The core server → agent messages. */
export const coreServerMessageSchemas = [
  serverWelcomeSchema,
  serverJobOfferSchema,
  serverJobCancelSchema,
  serverInventoryRequestSchema,
  serverPingSchema,
  serverPolicySyncSchema,
] as const;

/**
 * The agent's life: enroll once (the credential is kept in the state folder), then keep the
 * connection. `startAgent` is what the bundled program runs; tests call it in-process with a
 * recording executor.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentInventory } from '@console/core';
import { type AgentClient, type AgentLog, createAgentClient } from './client';
import { type AgentConfig, DEFAULT_STATE_DIR, loadCredentials, saveCredentials } from './config';
import { enroll } from './enroll';
import { createSystemExecutor, type Executor } from './executor';
import { createHandlerRegistry, type HandlerRegistry } from './handlers';
import { collectInventory } from './inventory';
import { startBackupSchedule } from './schedule';

/** Options of {@link startAgent} beyond the configuration. */
export interface StartAgentOptions {
  /** @default createSystemExecutor() */
  executor?: Executor;
  /** Handlers of feature messages (the terminal ...). @default an empty registry */
  handlers?: HandlerRegistry;
  /** @default collectInventory */
  inventory?: () => Promise<AgentInventory>;
  /** Until the server's welcome. @default 30000 */
  heartbeatIntervalMs?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  log?: AgentLog;
}

/** A started agent. */
export interface RunningAgent {
  nodeId: number;
  client: AgentClient;
  handlers: HandlerRegistry;
  stop(): Promise<void>;
}

/**
 * Enrolls when the state folder has no credential (the configuration must carry a token), then
 * connects.
 * @example const agent = await startAgent(await readConfig(path)); await agent.client.ready();
 */
export async function startAgent(
  config: AgentConfig,
  options: StartAgentOptions = {},
): Promise<RunningAgent> {
  const stateDir = config.stateDir ?? DEFAULT_STATE_DIR;
  const inventory = options.inventory ?? collectInventory;
  let credentials = await loadCredentials(stateDir);
  if (!credentials) {
    if (!config.enrollmentToken)
      throw new Error('No device credential and no enrollment token in the configuration.');
    credentials = await enroll(config.serverUrl, config.apiBase, config.enrollmentToken, await inventory());
    await saveCredentials(stateDir, credentials);
    options.log?.info('enrolled', { nodeId: credentials.nodeId });
  }
  const handlers = options.handlers ?? createHandlerRegistry();
  const executor = options.executor ?? createSystemExecutor();
  const workDir = join(tmpdir(), `console-agent-${credentials.nodeId}`);
  // The policy's backup jobs run on their schedule (registered before the connection opens).
  const stopSchedule = await startBackupSchedule({ handlers, stateDir, workDir, executor });
  const client = createAgentClient({
    credentials,
    executor,
    handlers,
    inventory,
    workDir,
    stateDir,
    ...(options.heartbeatIntervalMs ? { heartbeatIntervalMs: options.heartbeatIntervalMs } : {}),
    ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
    ...(options.maxBackoffMs ? { maxBackoffMs: options.maxBackoffMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const stop = async () => {
    await stopSchedule();
    await client.stop();
  };
  return { nodeId: credentials.nodeId, client, handlers, stop };
}

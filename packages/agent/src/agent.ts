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
  const client = createAgentClient({
    credentials,
    executor: options.executor ?? createSystemExecutor(),
    handlers,
    inventory,
    workDir: join(tmpdir(), `console-agent-${credentials.nodeId}`),
    stateDir,
    ...(options.heartbeatIntervalMs ? { heartbeatIntervalMs: options.heartbeatIntervalMs } : {}),
    ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
    ...(options.maxBackoffMs ? { maxBackoffMs: options.maxBackoffMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  return { nodeId: credentials.nodeId, client, handlers, stop: () => client.stop() };
}

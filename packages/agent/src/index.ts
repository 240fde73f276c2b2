/**
 * @console/agent: the reference device agent as modules (the bundled program is `src/main.ts`).
 * Tests and the bench drive an agent in-process: `startAgent(config, { executor: createRecordingExecutor() })`.
 */
export { type RunningAgent, type StartAgentOptions, startAgent } from './agent';
export {
  type AgentClient,
  type AgentClientOptions,
  type AgentCredentials,
  type AgentLog,
  createAgentClient,
} from './client';
export {
  type AgentConfig,
  agentConfigSchema,
  DEFAULT_CONFIG_PATH,
  DEFAULT_STATE_DIR,
  readConfig,
} from './config';
export { EnrollmentError, enroll, socketUrlOf } from './enroll';
export {
  createRecordingExecutor,
  createSystemExecutor,
  type Executor,
  type RecordedCall,
  type RecordingExecutor,
  type SpawnRequest,
  type SpawnResult,
} from './executor';
export {
  type AgentHandler,
  type AgentHandlerMap,
  type AgentSend,
  createHandlerRegistry,
  type HandlerRegistry,
} from './handlers';
export { AGENT_VERSION, collectInventory } from './inventory';
export { type JobContext, runJob } from './jobs/runner';
export { magicPacket } from './jobs/wake-on-lan';
export {
  type AgentProbe,
  createAgentProbe,
  type ProbeEngine,
  registerAgentProbe,
} from './probe';
export { createAgentTerminal, registerAgentTerminal } from './terminal';

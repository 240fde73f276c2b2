/**
 * The agent gateway as a domain module (docs/agent.md): the enrollment endpoint, the agent
 * socket, the `agent` authenticator, and `app.agents` for the other domains.
 */
import { defineDomain } from '../domains/module';
import { agentAuthenticator } from '../platform/auth/agent';
import { registerEnrollRoute } from './enroll';
import { type AgentService, createAgentService } from './service';
import { registerAgentSocket } from './socket';

export { type DeviceActivityInput, listDeviceActivities, recordDeviceActivity } from './activities';
export { createDeviceJobs, type DeviceJobInput, readDeviceJob } from './device-jobs';
export {
  type AgentGateway,
  type AgentIdentity,
  type AgentMessageHandler,
  type AgentReply,
  AgentRequestError,
} from './gateway';
export type { AgentGatewayOptions, AgentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agent gateway of this server process: the {@link AgentGateway} of src/agents/gateway.ts. */
    agents: AgentService;
  }
}

/** The agents domain: `app.agents`, POST /agent/enroll and GET /agent/socket. */
export const agentsDomain = defineDomain({
  name: 'agents',
  routes(app, options) {
    const state = app.console;
    state.authenticators.register(agentAuthenticator);
    const service = createAgentService(
      state.database,
      {
        now: state.now,
        log: app.log,
        secrets: state.secrets,
        attachmentSigner: () => (app.hasDecorator('scripting') ? app.scripting.signer : undefined),
      },
      options.agents,
    );
    app.decorate('agents', service);
    registerEnrollRoute(app, () => service.heartbeatIntervalMs);
    registerAgentSocket(app, service);
    app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
});

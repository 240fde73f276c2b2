/**
 * The bundled program (`console-agent.mjs`): `node console-agent.mjs [--config <path>]`. Reads the
 * installer's configuration, enrolls once, then keeps the connection until SIGTERM / SIGINT.
 */
import { startAgent } from './agent';
import { DEFAULT_CONFIG_PATH, readConfig } from './config';
import { createSystemExecutor } from './executor';
import { createHandlerRegistry } from './handlers';
import { registerAgentProbe } from './probe';
import { createAgentTerminal } from './terminal';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const log = {
  info: (message: string, details?: Record<string, unknown>) =>
    console.log(JSON.stringify({ level: 'info', message, ...details })),
  warn: (message: string, details?: Record<string, unknown>) =>
    console.error(JSON.stringify({ level: 'warn', message, ...details })),
};

async function main() {
  const config = await readConfig(
    argument('--config') ?? process.env.CONSOLE_AGENT_CONFIG ?? DEFAULT_CONFIG_PATH,
  );
  const handlers = createHandlerRegistry();
  const terminal = createAgentTerminal((message) => handlers.send(message));
  handlers.register({
    'terminal.open': (message) => terminal.handle(message),
    'terminal.input': (message) => terminal.handle(message),
    'terminal.resize': (message) => terminal.handle(message),
    'terminal.close': (message) => terminal.handle(message),
  });
  handlers.onDisconnect(() => terminal.closeAll());
  registerAgentProbe(handlers);
  const agent = await startAgent(config, { executor: createSystemExecutor(), handlers, log });
  log.info('agent started', { nodeId: agent.nodeId });
  const stop = () => {
    void agent.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  log.warn('agent failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import type { CreateServerOptions } from '../../server-options';
import { terminalGatewayOf } from './gateway';
import { registerTerminalRelay, type TerminalRelayOptions } from './relay';
import { openDeviceTerminal, openNetworkTerminal } from './service';

/** Terminal sessions (001 §7.4): the two opening calls and the session socket. */
export function registerTerminalRoutes(app: FastifyInstance, options: CreateServerOptions): void {
  const { terminal } = endpoints;
  // The gateway is read when a call comes, so a gateway registered after this domain still counts.
  registerEndpoint(app, terminal.open, (ctx) => openDeviceTerminal(ctx, terminalGatewayOf(app)));
  registerEndpoint(app, terminal.openNetwork, (ctx) => openNetworkTerminal(ctx, terminalGatewayOf(app)));
  registerTerminalRelay(app, () => terminalGatewayOf(app), options.terminal);
}

declare module '../../server-options' {
  interface CreateServerOptions {
    /** Terminal session options (re-check interval, default rows). */
    terminal?: TerminalRelayOptions;
  }
}

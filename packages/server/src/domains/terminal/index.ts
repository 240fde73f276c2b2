import { defineDomain } from '../module';
import { registerTerminalRoutes } from './routes';

/** Terminal sessions to devices and, through delegates, to network devices (001 §4, §7.4). */
export const terminalDomain = defineDomain({ name: 'terminal', routes: registerTerminalRoutes });

import { z } from 'zod';
import {
  TERMINAL_MAX_CHUNK,
  TERMINAL_MAX_COLUMNS,
  TERMINAL_MAX_ROWS,
  terminalProtocolSchema,
  terminalShellSchema,
  terminalTypeSchema,
} from '../agent/terminal';
import { defineEndpoint } from '../define';
import { idSchema } from '../entities/common';

/** `?linktype` of the terminal calls (001 §7.4); WEB when absent. */
export const terminalLinkQuerySchema = z.object({
  linktype: z.enum(['WEB', 'APP']).default('WEB'),
});

const width = z.number().int().min(1).max(TERMINAL_MAX_COLUMNS);

/**
 * POST /rtc/terminal body (001 §7.4): `user` is the terminal type (SYSTEM or USER), `shell` one of
 * 001 §9's shells (default DEFAULT), `cliLevel` the access level (0 standard, 1 elevated, default 0),
 * `width` the window's width in cells (the full-window variant).
 */
export const terminalOpenBodySchema = z.object({
  user: terminalTypeSchema.default('SYSTEM'),
  shell: terminalShellSchema.default('DEFAULT'),
  nodeId: idSchema,
  cliLevel: z.union([z.literal(0), z.literal(1)]).default(0),
  width: width.optional(),
});
/** The body of POST /rtc/terminal. */
export type TerminalOpenBody = z.input<typeof terminalOpenBodySchema>;

/** POST /nms/initiateTerminalSession body: a network device reached through its delegate. */
export const networkTerminalBodySchema = z.object({
  delegateNodeId: idSchema,
  targetNodeId: idSchema,
  protocol: terminalProtocolSchema,
  width: width.optional(),
});
/** The body of POST /nms/initiateTerminalSession. */
export type NetworkTerminalBody = z.input<typeof networkTerminalBodySchema>;

/**
 * Browser → server frames on the terminal socket: keystrokes (Control-C as U+0003) and the size.
 * @example socket.send(JSON.stringify({ type: 'input', data: 'echo hi\r' }))
 */
export const terminalClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('input'), data: z.string().min(1).max(TERMINAL_MAX_CHUNK) }),
  z.object({
    type: z.literal('resize'),
    cols: z.number().int().min(1).max(TERMINAL_MAX_COLUMNS),
    rows: z.number().int().min(1).max(TERMINAL_MAX_ROWS),
  }),
]);
/** A browser → server terminal frame. */
export type TerminalClientFrame = z.infer<typeof terminalClientFrameSchema>;

/** Terminal sessions (001 §7.4): each answers the URL of the session's live socket. */
export const terminalEndpoints = {
  /** Opens a terminal to a device: needs the CommandLine remote tool on it (000 §6) and the device online. */
  open: defineEndpoint({
    method: 'POST',
    path: '/rtc/terminal',
    summary: 'Open a terminal session to a device',
    query: terminalLinkQuerySchema,
    body: terminalOpenBodySchema,
    response: z.object({ url: z.string(), isElevatable: z.boolean() }),
    mfa: true,
    tag: 'terminal',
  }),
  /** Opens a terminal to a network device through its delegate (SSH or TELNET). */
  openNetwork: defineEndpoint({
    method: 'POST',
    path: '/nms/initiateTerminalSession',
    summary: 'Open a terminal session to a network device through a delegate',
    query: terminalLinkQuerySchema,
    body: networkTerminalBodySchema,
    response: z.object({ url: z.string() }),
    mfa: true,
    tag: 'terminal',
  }),
} as const;

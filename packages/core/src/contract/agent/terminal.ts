/**
 * The terminal part of the agent protocol (001 §4, §7.4): what the server sends an agent to open,
 * drive and close a PTY (or, on a delegate, an SSH or TELNET session to a network device), and what
 * the agent answers. Every message names its `sessionId` (a server-made id, not the browser token).
 */
import { z } from 'zod';

/** Windows shell choices of 001 §9 (DEFAULT and DEFAULT64 are cmd); Linux and macOS map DEFAULT to the login shell. */
export const terminalShellSchema = z.enum(['DEFAULT', 'DEFAULT64', 'POWERSHELL', 'POWERSHELL64']);
/** A terminal shell of 001 §9. */
export type TerminalShell = z.infer<typeof terminalShellSchema>;

/** Terminal type of 001 §3: the system account or the logged-in user. */
export const terminalTypeSchema = z.enum(['SYSTEM', 'USER']);
/** A terminal type. */
export type TerminalType = z.infer<typeof terminalTypeSchema>;

/** Network-device protocols of 000 §2.14 (SSH is "Beta" in the product). */
export const terminalProtocolSchema = z.enum(['SSH', 'TELNET']);
/** A network-device terminal protocol. */
export type TerminalProtocol = z.infer<typeof terminalProtocolSchema>;

/** The agent-side error codes of 001 §8 (the rest are reported as TERMINAL_START_FAILED). */
export const terminalErrorCodeSchema = z.enum([
  'ERROR_NO_LOGGEDIN_USER',
  'ERROR_SHELL_PATH',
  'TERMINAL_START_FAILED',
]);
/** An agent-side terminal error code. */
export type TerminalErrorCode = z.infer<typeof terminalErrorCodeSchema>;

/** Terminal widths and heights, in cells. */
export const TERMINAL_MAX_COLUMNS = 1000;
/** The largest height in rows. */
export const TERMINAL_MAX_ROWS = 500;
/** The largest input or output chunk, in characters. */
export const TERMINAL_MAX_CHUNK = 16_384;

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const requestId = z.string().min(1).max(64).optional();
const columns = z.number().int().min(1).max(TERMINAL_MAX_COLUMNS);
const rows = z.number().int().min(1).max(TERMINAL_MAX_ROWS);

/** Where a delegate connects for a network device: host, port, protocol and the credential's login. */
export const terminalTargetSchema = z.object({
  protocol: terminalProtocolSchema,
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65535),
  username: z.string().max(256).optional(),
  password: z.string().max(1024).optional(),
});
/** A network-device target. */
export type TerminalTarget = z.infer<typeof terminalTargetSchema>;

/** server → agent: open a session (a PTY, or with `target` an SSH/TELNET session through this delegate). */
export const terminalOpenSchema = z.object({
  type: z.literal('terminal.open'),
  requestId,
  sessionId,
  terminalType: terminalTypeSchema,
  shell: terminalShellSchema,
  cliLevel: z.union([z.literal(0), z.literal(1)]),
  cols: columns,
  rows,
  target: terminalTargetSchema.optional(),
});
/** server → agent: keystrokes (Control-C arrives as the end-of-text character U+0003). */
export const terminalInputSchema = z.object({
  type: z.literal('terminal.input'),
  requestId,
  sessionId,
  data: z.string().max(TERMINAL_MAX_CHUNK),
});
/** server → agent: the window changed size. */
export const terminalResizeSchema = z.object({
  type: z.literal('terminal.resize'),
  requestId,
  sessionId,
  cols: columns,
  rows,
});
/** server → agent: close the session. */
export const terminalCloseSchema = z.object({ type: z.literal('terminal.close'), requestId, sessionId });

/** agent → server: the session started (`elevated`: it runs with administrative rights). */
export const terminalOpenedSchema = z.object({
  type: z.literal('terminal.opened'),
  requestId,
  sessionId,
  elevated: z.boolean(),
});
/** agent → server: what the terminal printed. */
export const terminalOutputSchema = z.object({
  type: z.literal('terminal.output'),
  requestId,
  sessionId,
  data: z.string().max(TERMINAL_MAX_CHUNK * 4),
});
/** agent → server: the session ended (the shell exited or the connection closed). */
export const terminalExitSchema = z.object({
  type: z.literal('terminal.exit'),
  requestId,
  sessionId,
  exitCode: z.number().int().nullable(),
  reason: z.string().max(500).optional(),
});
/** agent → server: the session could not start. */
export const terminalErrorSchema = z.object({
  type: z.literal('terminal.error'),
  requestId,
  sessionId,
  code: terminalErrorCodeSchema,
  message: z.string().max(500).optional(),
});

/** Every server → agent terminal message. */
export const terminalServerMessageSchema = z.discriminatedUnion('type', [
  terminalOpenSchema,
  terminalInputSchema,
  terminalResizeSchema,
  terminalCloseSchema,
]);
/** A server → agent terminal message. */
export type TerminalServerMessage = z.infer<typeof terminalServerMessageSchema>;
/** Every agent → server terminal message. */
export const terminalAgentMessageSchema = z.discriminatedUnion('type', [
  terminalOpenedSchema,
  terminalOutputSchema,
  terminalExitSchema,
  terminalErrorSchema,
]);
/** An agent → server terminal message. */
export type TerminalAgentMessage = z.infer<typeof terminalAgentMessageSchema>;
/** The server → agent terminal message schemas, for the protocol's union. */
export const terminalServerMessages = [
  terminalOpenSchema,
  terminalInputSchema,
  terminalResizeSchema,
  terminalCloseSchema,
] as const;
/** The agent → server terminal message schemas, for the protocol's union. */
export const terminalAgentMessages = [
  terminalOpenedSchema,
  terminalOutputSchema,
  terminalExitSchema,
  terminalErrorSchema,
] as const;

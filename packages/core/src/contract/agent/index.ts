/**
 * The agent protocol (docs/agent.md): the messages between a device's agent and the server, the
 * device job kinds and payloads, the inventory and the enrollment endpoint. Each feature adds its
 * message schemas to the two lists below (the terminal's come from `./terminal`).
 */
import { z } from 'zod';
import { backupAgentMessages, backupServerMessages } from './backup-job';
import { discoveryAgentMessages, discoveryServerMessages } from './discovery';
import { coreAgentMessageSchemas, coreServerMessageSchemas } from './messages';
import { terminalAgentMessages, terminalServerMessages } from './terminal';

export * from './backup-job';
export * from './discovery';
export * from './endpoints';
export * from './inventory';
export * from './jobs';
export * from './messages';
export * from './restore';
export * from './terminal';

/** Every agent → server message, by `type`. */
export const agentMessageSchema = z.discriminatedUnion('type', [
  ...coreAgentMessageSchemas,
  ...terminalAgentMessages,
  ...discoveryAgentMessages,
  ...backupAgentMessages,
]);
/** An agent → server message. */
export type AgentMessage = z.infer<typeof agentMessageSchema>;
/** An agent → server message as written (defaults optional). */
export type AgentMessageInput = z.input<typeof agentMessageSchema>;
/** The `type`s an agent sends. */
export type AgentMessageType = AgentMessage['type'];

/** Every server → agent message, by `type`. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  ...coreServerMessageSchemas,
  ...terminalServerMessages,
  ...discoveryServerMessages,
  ...backupServerMessages,
]);
/** A server → agent message. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
/** A server → agent message as written (defaults optional). */
export type ServerMessageInput = z.input<typeof serverMessageSchema>;
/** The `type`s the server sends. */
export type ServerMessageType = ServerMessage['type'];

/** The result of reading one frame: the message, or why it was refused. */
export type ParsedFrame<T> = { ok: true; message: T } | { ok: false; error: string };

/** Largest frame either side sends (bytes); the server's socket refuses larger ones. */
export const MAX_AGENT_FRAME_BYTES = 1_100_000;

function parseFrame<T>(schema: z.ZodType<T>, frame: string): ParsedFrame<T> {
  if (frame.length > MAX_AGENT_FRAME_BYTES) return { ok: false, error: 'frame too large' };
  let value: unknown;
  try {
    value = JSON.parse(frame, (key, v) => (key === '__proto__' || key === 'constructor' ? undefined : v));
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: issue ? `${issue.path.join('.') || '(message)'}: ${issue.message}` : 'invalid',
    };
  }
  return { ok: true, message: parsed.data };
}

/**
 * Reads an agent → server frame (JSON text), checked against {@link agentMessageSchema}.
 * @example const read = parseAgentMessage(text); if (read.ok && read.message.type === 'heartbeat') ...
 */
export function parseAgentMessage(frame: string): ParsedFrame<AgentMessage> {
  return parseFrame(agentMessageSchema, frame);
}

/**
 * Reads a server → agent frame (JSON text), checked against {@link serverMessageSchema}.
 * @example const read = parseServerMessage(text); if (read.ok) handle(read.message);
 */
export function parseServerMessage(frame: string): ParsedFrame<ServerMessage> {
  return parseFrame(serverMessageSchema, frame);
}
export * from './topics';

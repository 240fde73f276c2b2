/**
 * Terminal sessions (001 §4, §7.4): one row per session opened through POST /rtc/terminal or
 * POST /nms/initiateTerminalSession. The row is the session's record in the remote-tools
 * activities (who, which device, when, how it ended); the browser's socket token is kept only as
 * its SHA-256 and works once, before `expiresAt`.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { users } from './users';

/** Terminal sessions and their activity record. */
export const terminalSessions = pgTable(
  'terminal_sessions',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    /** The device whose agent runs the session (the delegate for a network device). */
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The network device reached through the delegate, or null. */
    targetNodeId: integer('target_node_id').references(() => nodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case hex SHA-256 of the socket token. */
    tokenHash: text('token_hash').notNull().unique(),
    terminalType: text('terminal_type').$type<'SYSTEM' | 'USER'>().notNull(),
    shell: text('shell').notNull(),
    cliLevel: integer('cli_level').notNull().default(0),
    protocol: text('protocol').$type<'SSH' | 'TELNET'>(),
    width: integer('width'),
    status: text('status').$type<'PENDING' | 'OPEN' | 'CLOSED' | 'FAILED'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it ended: exited, closed by the user, permission ended, device offline, an error code. */
    closeReason: text('close_reason'),
  },
  (t) => [index('terminal_sessions_node_idx').on(t.nodeId), index('terminal_sessions_user_idx').on(t.userId)],
);

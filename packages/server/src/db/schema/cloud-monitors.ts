/**
 * Cloud monitors (issue 12): each one a device (node) of class CLOUD_MONITOR_TARGET with its
 * settings, sealed passwords, conditions, schedule and condition state; its run results (a
 * bounded history) and the alerts its conditions raised.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { tickets } from './ticketing';

/** Per-condition evaluation state kept between runs (see domains/cloud-monitors/conditions.ts). */
export interface ConditionStateEntry {
  /** Consecutive runs where the condition held. */
  streak: number;
  raised: boolean;
  /** When the condition stopped holding while raised (ISO), for the reset interval. */
  clearSince: string | null;
}

/** A monitor's settings and schedule; the node row holds its name, organization and location. */
export const cloudMonitors = pgTable(
  'cloud_monitors',
  {
    nodeId: integer('node_id')
      .primaryKey()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    monitorType: text('monitor_type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Seconds between runs. */
    frequency: integer('frequency').notNull(),
    /** Seconds a run may take. */
    timeout: integer('timeout').notNull(),
    /** The type's fields without passwords (the contract's input minus the common fields). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** The password fields, sealed with the server's secret box (JSON of field → password). */
    secrets: text('secrets'),
    conditions: jsonb('conditions').$type<Record<string, unknown>[]>().notNull().default([]),
    conditionState: jsonb('condition_state')
      .$type<Record<string, ConditionStateEntry>>()
      .notNull()
      .default({}),
    /** The next slot; runs are claimed when it has come. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a run is in progress (until its time-out and a grace): no overlapping runs. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    status: text('status').notNull().default('PENDING'),
    lastResponseTimeMs: real('last_response_time_ms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cloud_monitors_due_idx').on(t.nextRunAt).where(sql`${t.enabled}`),
    index('cloud_monitors_division_idx').on(t.divisionId),
  ],
);

/** One run of a monitor; the newest MONITOR_RESULTS_KEPT per monitor are kept. */
export const cloudMonitorResults = pgTable(
  'cloud_monitor_results',
  {
    id: serial('id').primaryKey(),
    monitorId: integer('monitor_id')
      .notNull()
      .references(() => cloudMonitors.nodeId, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: text('status').notNull(),
    responseTimeMs: real('response_time_ms'),
    message: text('message').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('cloud_monitor_results_monitor_idx').on(t.monitorId, t.id)],
);

/** Alerts raised by conditions; active while `reset_at` is null (one active per condition). */
export const cloudMonitorAlerts = pgTable(
  'cloud_monitor_alerts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    monitorId: integer('monitor_id')
      .notNull()
      .references(() => cloudMonitors.nodeId, { onDelete: 'cascade' }),
    conditionUid: text('condition_uid').notNull(),
    conditionType: text('condition_type').notNull(),
    conditionName: text('condition_name').notNull(),
    severity: text('severity').notNull(),
    priority: text('priority').notNull(),
    message: text('message').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }),
    /** The ticket the condition's ticketing action opened for this raise. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('cloud_monitor_alerts_active_unique')
      .on(t.monitorId, t.conditionUid)
      .where(sql`${t.resetAt} IS NULL`),
    index('cloud_monitor_alerts_division_idx').on(t.divisionId, t.raisedAt),
  ],
);

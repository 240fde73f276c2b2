/**
 * Cloud monitor endpoints (002 §2.2, §3; paths chosen: "cloud monitor saves and loads: not
 * shown", 002 §7). A cloud monitor is a device of class CLOUD_MONITOR_TARGET: the DEVICE grants
 * of that class decide who may create, read, change and delete it. Saves refuse what the wizard
 * refuses (`validateCloudMonitor`) with a 400 naming the field, and a target the server must not
 * probe unless the division allows private targets (docs/cloud-monitors.md).
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  cloudMonitorInputSchema,
  cloudMonitorSchema,
  cloudMonitorSummarySchema,
  monitorAlertSchema,
  monitorResultSchema,
} from '../entities/cloud-monitor';
import { idParamsSchema, optionalIdSchema, queryBooleanSchema } from '../entities/common';

/** Most results one read answers (chosen). */
export const MAX_RESULTS_READ = 500;
/** Most alerts one read answers (chosen). */
export const MAX_ALERTS_READ = 500;

/** The record answer of a save (002 §7 "Record endpoints"). */
export const cloudMonitorSaveAnswerSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  cloudMonitor: cloudMonitorSchema,
});
export type CloudMonitorSaveAnswer = z.infer<typeof cloudMonitorSaveAnswerSchema>;

/** GET /cloudmonitor query: optionally one organization. */
export const cloudMonitorListQuerySchema = z.object({ clientId: optionalIdSchema });

/** GET /cloudmonitor/{id}/results query. */
export const monitorResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RESULTS_READ).default(60),
});

/** GET /cloudmonitor/{id}/alerts and /cloudmonitor/alerts query: only active alerts by default. */
export const monitorAlertsQuerySchema = z.object({
  active: queryBooleanSchema.default(true),
  limit: z.coerce.number().int().min(1).max(MAX_ALERTS_READ).default(100),
});

/** Cloud monitor endpoints. */
export const cloudMonitorEndpoints = {
  /** The monitors the user can see (optionally of one organization), by name. */
  list: defineEndpoint({
    method: 'GET',
    path: '/cloudmonitor',
    summary: 'List cloud monitors',
    query: cloudMonitorListQuerySchema,
    response: z.object({ monitors: z.array(cloudMonitorSummarySchema) }),
    tag: 'cloud-monitors',
  }),
  /** Creates a monitor (and its device); its first run is scheduled at once. */
  create: defineEndpoint({
    method: 'POST',
    path: '/cloudmonitor',
    summary: 'Create a cloud monitor',
    body: cloudMonitorInputSchema,
    response: cloudMonitorSaveAnswerSchema,
    tag: 'cloud-monitors',
  }),
  /** One monitor with its settings and conditions (passwords never, 002 §4.7). */
  get: defineEndpoint({
    method: 'GET',
    path: '/cloudmonitor/{id}',
    summary: 'Read a cloud monitor',
    params: idParamsSchema,
    response: cloudMonitorSchema,
    tag: 'cloud-monitors',
  }),
  /**
   * Updates a monitor; organization, location and type cannot change (002 §4.7). A password
   * field omitted or null keeps the stored password.
   */
  update: defineEndpoint({
    method: 'PUT',
    path: '/cloudmonitor/{id}',
    summary: 'Update a cloud monitor',
    params: idParamsSchema,
    body: cloudMonitorInputSchema,
    response: cloudMonitorSaveAnswerSchema,
    tag: 'cloud-monitors',
  }),
  /** Deletes a monitor with its results and alerts. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/cloudmonitor/{id}',
    summary: 'Delete a cloud monitor',
    params: idParamsSchema,
    response: z.void(),
    successStatus: 204,
    tag: 'cloud-monitors',
  }),
  /**
   * Checks a monitor now: its next slot moves to now, so the scheduler runs it within a tick and
   * its schedule carries on from that run (never while a run of it is in progress). Chosen: a
   * technician fixing a site wants to see the monitor agree without waiting out its frequency.
   */
  checkNow: defineEndpoint({
    method: 'POST',
    path: '/cloudmonitor/{id}/check',
    summary: 'Check a cloud monitor now',
    params: idParamsSchema,
    response: z.object({ nextRunAt: z.string() }),
    successStatus: 202,
    tag: 'cloud-monitors',
  }),
  /** The latest runs, newest first (the history is bounded, docs/cloud-monitors.md). */
  results: defineEndpoint({
    method: 'GET',
    path: '/cloudmonitor/{id}/results',
    summary: "A cloud monitor's latest results",
    params: idParamsSchema,
    query: monitorResultsQuerySchema,
    response: z.object({ results: z.array(monitorResultSchema) }),
    tag: 'cloud-monitors',
  }),
  /** A monitor's alerts, newest first (active ones by default). */
  alerts: defineEndpoint({
    method: 'GET',
    path: '/cloudmonitor/{id}/alerts',
    summary: "A cloud monitor's alerts",
    params: idParamsSchema,
    query: monitorAlertsQuerySchema,
    response: z.object({ alerts: z.array(monitorAlertSchema) }),
    tag: 'cloud-monitors',
  }),
  /** The alerts of every monitor the user can see (the system dashboard), newest first. */
  allAlerts: defineEndpoint({
    method: 'GET',
    path: '/cloudmonitor/alerts',
    summary: 'Cloud monitor alerts of every visible monitor',
    query: monitorAlertsQuerySchema,
    response: z.object({ alerts: z.array(monitorAlertSchema) }),
    tag: 'cloud-monitors',
  }),
} as const;

/**
 * What a monitor condition does when it raises and resets besides its alert (002 §3 Monitor
 * condition: notification channel, notificationAction, ticketingAction, ticketing template):
 *
 * - ticketingAction CREATE_TICKET or CREATE_AND_RESOLVE_TICKET: a ticket is opened with the chosen
 *   template in the run's transaction (linked from the alert); CREATE_AND_RESOLVE_TICKET closes it
 *   when the condition resets.
 * - notificationAction SEND or SEND_AND_RESET: a `cloud-monitors.notify` job is queued in the run's
 *   transaction, and the job system's worker sends the notification through the condition's
 *   notification channels (./channels.ts: EMAIL mails its recipients, WEBHOOK posts JSON), or,
 *   when it names none, mails the division's technicians (retried on a failure); SEND_AND_RESET
 *   also sends the reset. Maintenance mode suppresses it: NOTIFICATION_CHANNELS for channels,
 *   NOTIFICATIONS for the technicians' mail.
 *
 * Both hang on the alert row, which exists once per raise (the active-alert unique index), so a
 * condition that keeps holding run after run sends one email and opens one ticket.
 */
import { createPermissions, type SavedMonitorCondition } from '@console/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { cloudMonitorAlerts, divisions, memberships, nodes, organizations, users } from '../../db/schema';
import { message } from '../../http/errors';
import { defineJob, enqueue } from '../../jobs';
import { buildSession } from '../../platform/auth/session';
import type { Mailer } from '../../platform/mail/mailer';
import { isSuppressed } from '../device-actions/maintenance';
import { closeTicket, openTicket } from '../ticketing/tickets';
import { deliverToChannels } from './channels';

declare module '../../jobs/define' {
  interface JobServices {
    /** The cloud monitor domain's runtime the jobs read. */
    cloudMonitors: { nmsPolling: boolean; mailer?: Mailer };
  }
}

/** The monitor as the actions need it. */
export interface ActionMonitor {
  nodeId: number;
  divisionId: number;
}

/** The monitor's device, organization and product names. */
async function factsOf(db: Db, monitorId: number) {
  const [row] = await db
    .select({
      id: nodes.id,
      name: nodes.name,
      clientId: nodes.clientId,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
      organization: organizations.name,
      product: divisions.productName,
    })
    .from(nodes)
    .innerJoin(organizations, eq(organizations.id, nodes.clientId))
    .innerJoin(divisions, eq(divisions.id, nodes.divisionId))
    .where(eq(nodes.id, monitorId));
  return row;
}

const conditionLabel = (condition: { conditionName: string; conditionType?: string; type?: string }) =>
  condition.conditionName || condition.type || condition.conditionType || '';

/**
 * After `raiseAlert` wrote alert `alertId` (in the run's transaction): opens the ticket and queues
 * the notification the condition asks for.
 */
export async function onConditionRaised(
  tx: Db,
  monitor: ActionMonitor,
  condition: SavedMonitorCondition,
  alertId: number,
  detail: string,
  now: Date,
): Promise<void> {
  if (condition.ticketingAction !== 'NONE') {
    const facts = await factsOf(tx, monitor.nodeId);
    if (facts) {
      const label = conditionLabel(condition);
      const ticketId = await openTicket(tx, {
        divisionId: monitor.divisionId,
        clientId: facts.clientId,
        nodeId: facts.id,
        ticketTemplateId: condition.ticketTemplateId,
        facts: { device: facts.name, organization: facts.organization, condition: label },
        defaultSubject: message('cloudMonitors.ticket.subject', { monitor: facts.name, condition: label }),
        body: message('cloudMonitors.notify.raisedBody', {
          condition: label,
          monitor: facts.name,
          organization: facts.organization,
          time: now.toISOString(),
          detail,
          severity: condition.severity,
          priority: condition.priority,
        }),
        source: 'CONDITION',
        now,
      });
      await tx.update(cloudMonitorAlerts).set({ ticketId }).where(eq(cloudMonitorAlerts.id, alertId));
    }
  }
  if (condition.notificationAction !== 'NONE')
    await enqueue(
      tx,
      notifyJob,
      { alertId, event: 'raise' as const, channels: condition.notificationChannels ?? [] },
      { divisionId: monitor.divisionId },
    );
}

/** After `resetAlert` reset alert `alertId`: closes its ticket and mails the reset, when asked. */
export async function onConditionReset(
  tx: Db,
  monitor: ActionMonitor,
  condition: SavedMonitorCondition,
  alert: { id: number; ticketId: number | null },
  now: Date,
): Promise<void> {
  if (condition.ticketingAction === 'CREATE_AND_RESOLVE_TICKET' && alert.ticketId !== null)
    await closeTicket(tx, alert.ticketId, now);
  if (condition.notificationAction === 'SEND_AND_RESET')
    await enqueue(
      tx,
      notifyJob,
      { alertId: alert.id, event: 'reset' as const, channels: condition.notificationChannels ?? [] },
      { divisionId: monitor.divisionId },
    );
}

/**
 * Who is mailed when a condition names no notification channel: the division's technicians with
 * email notifications on (002 §3 User, legacy notification field `emailEnabled`) who may view the
 * monitor's device.
 */
export async function recipientsOf(
  db: Db,
  divisionId: number,
  device: { id: number; clientId: number; nodeClass: string; nodeRoleId: number | null },
): Promise<string[]> {
  const rows = await db
    .select({ user: users, membership: memberships, division: divisions })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(and(eq(memberships.divisionId, divisionId), eq(memberships.userType, 'TECHNICIAN')));
  const emails: string[] = [];
  for (const row of rows) {
    const notification = (row.membership.content as { notification?: { emailEnabled?: unknown } })
      .notification;
    if (notification?.emailEnabled !== true) continue;
    const session = await buildSession(db, row.user, row.membership, row.division);
    if (createPermissions(session).canViewDevice(device as never)) emails.push(row.user.email);
  }
  return [...new Set(emails)].sort();
}

/**
 * `cloud-monitors.notify`: sends a raise or reset of an alert through the condition's notification
 * channels, or mails it to the technicians when it names none. Suppressed by maintenance mode; without
 * a configured mailer, or nobody to mail, it ends with what it skipped (nothing is pretended sent).
 */
export const notifyJob = defineJob(
  'cloud-monitors.notify',
  z.object({
    alertId: z.number().int().positive(),
    event: z.enum(['raise', 'reset']),
    /** The condition's notification channel ids when it was queued (none: the technicians). */
    channels: z.array(z.number().int().positive()).max(50).default([]),
  }),
  async (payload, ctx) => {
    const [alert] = await ctx.db
      .select()
      .from(cloudMonitorAlerts)
      .where(eq(cloudMonitorAlerts.id, payload.alertId));
    if (!alert) return { sent: 0, skipped: 'alert gone' };
    const facts = await factsOf(ctx.db, alert.monitorId);
    if (!facts) return { sent: 0, skipped: 'monitor gone' };
    const viaChannels = payload.channels.length > 0;
    if (
      await isSuppressed(ctx.db, facts.id, viaChannels ? 'NOTIFICATION_CHANNELS' : 'NOTIFICATIONS', ctx.now())
    )
      return { sent: 0, skipped: 'maintenance' };
    const raise = payload.event === 'raise';
    const at = raise ? alert.raisedAt : (alert.resetAt ?? alert.raisedAt);
    const params = {
      product: facts.product,
      monitor: facts.name,
      organization: facts.organization,
      condition: conditionLabel(alert),
      detail: alert.message,
      severity: alert.severity,
      priority: alert.priority,
    };
    const subject = message(
      raise ? 'cloudMonitors.notify.raisedSubject' : 'cloudMonitors.notify.resetSubject',
      params,
    );
    const text = message(raise ? 'cloudMonitors.notify.raisedBody' : 'cloudMonitors.notify.resetBody', {
      ...params,
      time: at.toISOString(),
    });
    const mailer = ctx.services.cloudMonitors?.mailer;
    if (viaChannels) {
      const payloadJson = {
        event: payload.event,
        subject,
        text,
        monitor: { id: facts.id, name: facts.name },
        organization: facts.organization,
        condition: { uid: alert.conditionUid, type: alert.conditionType, name: alert.conditionName },
        severity: alert.severity,
        priority: alert.priority,
        detail: alert.message,
        time: at.toISOString(),
      };
      const deliveries = await deliverToChannels(
        ctx.db,
        alert.divisionId,
        payload.channels,
        { subject, text, payload: payloadJson },
        mailer,
      );
      if (deliveries.length === 0) return { sent: 0, skipped: 'channels gone' };
      return { sent: deliveries.reduce((sum, delivery) => sum + delivery.sent, 0), deliveries };
    }
    if (!mailer?.configured) return { sent: 0, skipped: 'mail not configured' };
    const to = await recipientsOf(ctx.db, alert.divisionId, facts);
    if (to.length === 0) return { sent: 0, skipped: 'no recipients' };
    const receipt = await mailer.send({ to, subject, text });
    return { sent: receipt.accepted.length, rejected: receipt.rejected.length };
  },
  { maxAttempts: 5 },
);

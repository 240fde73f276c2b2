/**
 * The ticketing domain's service for other domains: open a ticket from a ticket template and close
 * it again. A monitor condition's ticketing action (cloud-monitors/actions.ts) uses it: the ticket
 * is written in the caller's transaction, so it exists exactly when the alert that asked for it does.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets, ticketTemplates } from '../../db/schema';

/** A ticket to open. */
export interface TicketInput {
  divisionId: number;
  clientId: number;
  nodeId: number | null;
  /** The template chosen (002 §3 Monitor condition: ticketing template); the division's default when it is gone. */
  ticketTemplateId: number | null;
  /** Values of the title's placeholders: `{{device}}`, `{{organization}}`, `{{condition}}`. */
  facts: { device: string; organization: string; condition: string };
  /** The title when the template has no custom title text. */
  defaultSubject: string;
  body: string;
  /** What made it (CONDITION for a monitor condition). */
  source: string;
  now: Date;
}

/** Longest subject stored (chosen). */
const SUBJECT_MAX = 255;

/** Fills `{{name}}` placeholders of a template text. */
function fill(text: string, facts: TicketInput['facts']): string {
  return text.replace(
    /\{\{\s*(device|organization|condition)\s*\}\}/g,
    (_, key: keyof typeof facts) => facts[key],
  );
}

/** The template with this id in the division, else the division's default one. */
async function templateFor(db: Db, divisionId: number, id: number | null) {
  if (id !== null) {
    const [row] = await db
      .select()
      .from(ticketTemplates)
      .where(and(eq(ticketTemplates.id, id), eq(ticketTemplates.divisionId, divisionId)));
    if (row) return row;
  }
  const [fallback] = await db
    .select()
    .from(ticketTemplates)
    .where(and(eq(ticketTemplates.divisionId, divisionId), eq(ticketTemplates.isDefault, true)));
  return fallback;
}

/**
 * Opens a ticket: the subject is the template's `ticketTitleCustomText` with its placeholders filled
 * (else `defaultSubject`), the priority the template's `Priority`. Answers the ticket's id.
 * @example const id = await openTicket(tx, { divisionId, clientId, nodeId, ticketTemplateId: 3, facts, defaultSubject, body, source: 'CONDITION', now });
 */
export async function openTicket(db: Db, input: TicketInput): Promise<number> {
  const template = await templateFor(db, input.divisionId, input.ticketTemplateId);
  const content = template?.content ?? {};
  const custom =
    typeof content.ticketTitleCustomText === 'string' ? content.ticketTitleCustomText.trim() : '';
  const subject = (
    custom ? `${fill(custom, input.facts)}: ${input.facts.condition}` : input.defaultSubject
  ).slice(0, SUBJECT_MAX);
  const [row] = await db
    .insert(tickets)
    .values({
      divisionId: input.divisionId,
      clientId: input.clientId,
      nodeId: input.nodeId,
      subject,
      status: 'OPEN',
      ticketTemplateId: template?.id ?? null,
      source: input.source,
      body: input.body,
      priority: typeof content.Priority === 'string' ? content.Priority : null,
      createdAt: input.now,
    })
    .returning({ id: tickets.id });
  if (!row) throw new Error('ticket not created');
  return row.id;
}

/** Closes an open ticket (nothing when it is closed or gone). */
export async function closeTicket(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(tickets)
    .set({ status: 'CLOSED', closedAt: now })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'OPEN')));
}

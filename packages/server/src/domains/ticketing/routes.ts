import { type Endpoints, endpoints, type TicketTemplate } from '@console/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ticketTemplates } from '../../db/schema';
import { conflict, ensure, message, notFound, refused } from '../../http/errors';
import { type RequestContext, registerEndpoint } from '../../http/register';
import { nameTakenInDivision } from '../shared';

type Ctx<K extends keyof Endpoints['ticketTemplate']> = RequestContext<Endpoints['ticketTemplate'][K]>;
type Row = typeof ticketTemplates.$inferSelect;

function toTemplate(row: Row): TicketTemplate {
  return { id: row.id, name: row.name, isDefault: row.isDefault, content: row.content };
}

async function requireTemplate(ctx: Pick<Ctx<'get'>, 'db' | 'auth'>, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(ticketTemplates)
    .where(and(eq(ticketTemplates.id, id), eq(ticketTemplates.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  return row;
}

function nameTaken(ctx: Pick<Ctx<'get'>, 'db' | 'auth'>, name: string, exceptId?: number) {
  return nameTakenInDivision(ctx.db, ticketTemplates, ctx.auth.division.id, name, { exceptId });
}

/** Ticket template record endpoints (002 §7); writes need canConfigurePsa. */
export function registerTicketTemplateRoutes(app: FastifyInstance): void {
  const { ticketTemplate } = endpoints;
  registerEndpoint(app, ticketTemplate.list, async (ctx) => {
    ensure(ctx.auth.can.isTechnician);
    const rows = await ctx.db
      .select()
      .from(ticketTemplates)
      .where(eq(ticketTemplates.divisionId, ctx.auth.division.id))
      .orderBy(asc(sql`lower(${ticketTemplates.name})`), asc(ticketTemplates.id));
    return rows.map(toTemplate);
  });

  registerEndpoint(app, ticketTemplate.get, async (ctx) => {
    ensure(ctx.auth.can.isTechnician);
    return {
      resultCode: 'SUCCESS' as const,
      ticketTemplate: toTemplate(await requireTemplate(ctx, ctx.params.id)),
    };
  });

  // The first template saved becomes the default (002 §4.6).
  registerEndpoint(app, ticketTemplate.create, async (ctx) => {
    ensure(ctx.auth.can.canConfigurePsa);
    if (await nameTaken(ctx, ctx.body.name))
      throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
    const [existingDefault] = await ctx.db
      .select({ id: ticketTemplates.id })
      .from(ticketTemplates)
      .where(and(eq(ticketTemplates.divisionId, ctx.auth.division.id), eq(ticketTemplates.isDefault, true)));
    const [row] = await ctx.db
      .insert(ticketTemplates)
      .values({
        divisionId: ctx.auth.division.id,
        name: ctx.body.name,
        content: ctx.body.content,
        isDefault: !existingDefault,
        createdAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return { resultCode: 'SUCCESS' as const, ticketTemplate: toTemplate(row) };
  });

  registerEndpoint(app, ticketTemplate.update, async (ctx) => {
    const row = await requireTemplate(ctx, ctx.params.id);
    ensure(ctx.auth.can.canConfigurePsa);
    if (await nameTaken(ctx, ctx.body.name, row.id))
      throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
    const [updated] = await ctx.db
      .update(ticketTemplates)
      .set({ name: ctx.body.name, content: ctx.body.content })
      .where(eq(ticketTemplates.id, row.id))
      .returning();
    if (!updated) throw notFound();
    return { resultCode: 'SUCCESS' as const, ticketTemplate: toTemplate(updated) };
  });

  // The default template cannot be deleted (002 §5.8).
  registerEndpoint(app, ticketTemplate.delete, async (ctx) => {
    const row = await requireTemplate(ctx, ctx.params.id);
    ensure(ctx.auth.can.canConfigurePsa);
    if (row.isDefault) {
      throw refused(
        'CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE',
        message('errors.cannotDeleteDefaultTicketTemplate'),
      );
    }
    await ctx.db.delete(ticketTemplates).where(eq(ticketTemplates.id, row.id));
    return { resultCode: 'SUCCESS' as const };
  });
}

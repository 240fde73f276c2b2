import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, successAnswerSchema } from '../entities/common';
import { ticketTemplateInputSchema, ticketTemplateSchema } from '../entities/ticket-template';

const templateAnswer = z.object({ resultCode: z.literal('SUCCESS'), ticketTemplate: ticketTemplateSchema });

/** Ticket template record endpoints (002 §7). The first template saved becomes the default. */
export const ticketTemplateEndpoints = {
  /** All ticket templates (path chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/tickettemplate/list',
    summary: 'List ticket templates',
    response: z.array(ticketTemplateSchema),
    tag: 'tickettemplate',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/tickettemplate/{id}',
    summary: 'Get a ticket template',
    params: idParamsSchema,
    response: templateAnswer,
    tag: 'tickettemplate',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/tickettemplate/',
    summary: 'Create a ticket template',
    body: ticketTemplateInputSchema,
    response: templateAnswer,
    tag: 'tickettemplate',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/tickettemplate/{id}',
    summary: 'Update a ticket template',
    params: idParamsSchema,
    body: ticketTemplateInputSchema,
    response: templateAnswer,
    tag: 'tickettemplate',
  }),
  /** Refused for the default template (422 CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/tickettemplate/{id}',
    summary: 'Delete a ticket template',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'tickettemplate',
  }),
} as const;

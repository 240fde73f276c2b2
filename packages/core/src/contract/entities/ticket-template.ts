import { z } from 'zod';
import { idSchema, requiredText } from './common';
import { boundedJsonObject } from './primitives';

/** Size limit of a ticket template's content, in characters of its JSON text (chosen). */
export const TICKET_TEMPLATE_CONTENT_MAX = 20_000;

/** A ticket template (002 §3). The first one saved becomes the default (002 §4.6). */
export const ticketTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  content: z.record(z.string(), z.unknown()),
});
export type TicketTemplate = z.infer<typeof ticketTemplateSchema>;

/** POST /tickettemplate/ and PUT /tickettemplate/{id}. */
export const ticketTemplateInputSchema = z.object({
  name: requiredText(200),
  content: boundedJsonObject({ maxDepth: 8, maxLength: TICKET_TEMPLATE_CONTENT_MAX }).default({}),
});
export type TicketTemplateInput = z.input<typeof ticketTemplateInputSchema>;

/** Ticket title element ids (002 §3). */
export const ticketTitleElements = {
  ORGANIZATION_NAME: 1,
  DEVICE_ROLE: 2,
  DEVICE_NAME: 3,
  CATEGORY: 4,
  SUB_CATEGORY: 5,
  BODY: 6,
  POLICY_NAME: 7,
  PUBLIC_IP: 8,
  PRIVATE_IP: 9,
  CUSTOM_TEXT: 10,
} as const;

/** `{ id }` of a ticket template. */
export const ticketTemplateParamsSchema = z.object({ id: idSchema });

import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  idParamsSchema,
  idSchema,
  pagedSchema,
  pageQuerySchema,
  successAnswerSchema,
} from '../entities/common';
import { customerDashboardSchema } from '../entities/dashboard';
import {
  deleteWarningSchema,
  locationCreateSchema,
  locationSchema,
  locationUpdateSchema,
  organizationCreateSchema,
  organizationListItemSchema,
  organizationPickerItemSchema,
  organizationSchema,
  organizationUpdateSchema,
} from '../entities/organization';

const clientAnswer = z.object({ resultCode: z.literal('SUCCESS'), client: organizationSchema });
const locationAnswer = z.object({ resultCode: z.literal('SUCCESS'), location: locationSchema });
const locationParams = z.object({ id: idSchema, locationId: idSchema });

/** Organization (client) record endpoints and calls (002 §7). */
export const clientEndpoints = {
  /** Organizations the user can see: id and name. */
  list: defineEndpoint({
    method: 'GET',
    path: '/client/list',
    summary: 'List organizations',
    response: z.array(organizationListItemSchema),
    apiKey: 'monitoring',
    tag: 'client',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/client/{id}',
    summary: 'Get an organization',
    params: idParamsSchema,
    response: clientAnswer,
    apiKey: 'monitoring',
    tag: 'client',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/client',
    summary: 'Create an organization with its locations',
    body: organizationCreateSchema,
    response: clientAnswer.extend({ clientId: z.number().int() }),
    apiKey: 'management',
    tag: 'client',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/client',
    summary: 'Update an organization',
    body: organizationUpdateSchema,
    response: clientAnswer,
    apiKey: 'management',
    tag: 'client',
  }),
  /** Deletes the organization and its devices; backup data is kept (detached). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/client/{id}',
    summary: 'Delete an organization (keep backup data)',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'client',
  }),
  /** Deletes the organization, its devices and its backup data permanently. */
  deleteIncludingBackupData: defineEndpoint({
    method: 'DELETE',
    path: '/client/{id}/including-backup-data',
    summary: 'Delete an organization with its backup data',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'client',
  }),
  deviceCount: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/deviceCount',
    summary: 'Number of devices of an organization',
    params: idParamsSchema,
    response: z.object({ deviceCount: z.number().int() }),
    apiKey: 'monitoring',
    tag: 'client',
  }),
  /** Warnings to confirm before deleting (known code TICKETING_TICKET_OPEN). */
  deleteWarning: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/delete/warning',
    summary: 'Warnings before deleting an organization',
    params: idParamsSchema,
    response: z.object({ warnings: z.array(deleteWarningSchema) }),
    tag: 'client',
  }),
  /** Locations of an organization (path not shown in the spec: chosen). */
  locations: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/locations',
    summary: 'Locations of an organization',
    params: idParamsSchema,
    response: z.array(locationSchema),
    apiKey: 'monitoring',
    tag: 'client',
  }),
  createLocation: defineEndpoint({
    method: 'POST',
    path: '/client/{id}/location',
    summary: 'Add a location',
    params: idParamsSchema,
    body: locationCreateSchema,
    response: locationAnswer,
    tag: 'client',
  }),
  updateLocation: defineEndpoint({
    method: 'PUT',
    path: '/client/{id}/location/{locationId}',
    summary: 'Update a location',
    params: locationParams,
    body: locationUpdateSchema,
    response: locationAnswer,
    tag: 'client',
  }),
  /** Refused while devices use the location or when it is the last one. */
  deleteLocation: defineEndpoint({
    method: 'DELETE',
    path: '/client/{id}/location/{locationId}',
    summary: 'Delete a location',
    params: locationParams,
    response: successAnswerSchema,
    tag: 'client',
  }),
} as const;

/** GET /query/organizations query: paging and a name search (001 §7.2). */
export const organizationQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** GET /query/v2/customerdashboard/{id} query. */
export const customerDashboardQuerySchema = z.object({ location: idSchema.optional() });

/** Organization queries for pickers and dashboards. */
export const organizationQueryEndpoints = {
  /** Organization picker: paged (50), searched by name, with locations. */
  organizations: defineEndpoint({
    method: 'GET',
    path: '/query/organizations',
    summary: 'Organizations for pickers (paged, searched by name)',
    query: organizationQuerySchema,
    response: pagedSchema(organizationPickerItemSchema),
    apiKey: 'monitoring',
    tag: 'query',
  }),
  /** Organization dashboard: running jobs and system health, optionally for one location. */
  customerDashboard: defineEndpoint({
    method: 'GET',
    path: '/query/v2/customerdashboard/{id}',
    summary: 'Organization dashboard',
    params: idParamsSchema,
    query: customerDashboardQuerySchema,
    response: customerDashboardSchema,
    tag: 'query',
  }),
} as const;

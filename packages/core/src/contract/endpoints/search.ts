import { z } from 'zod';
import { defineEndpoint } from '../define';
import { successAnswerSchema } from '../entities/common';
import {
  kbItemPathQuerySchema,
  kbItemPathSchema,
  recentSearchSchema,
  searchAnswerSchema,
  searchDeviceDetailsQuerySchema,
  searchDeviceDetailsSchema,
  searchQuerySchema,
} from '../entities/search';

/**
 * Global search and its lookups (001 §7.1). The device details and KB path lookups have no path in
 * the spec ("path: not shown"); they live under `/qsearch/` here.
 */
export const searchEndpoints = {
  /** Searches devices, organizations, users, tickets, documents... visible to the caller. */
  query: defineEndpoint({
    method: 'POST',
    path: '/qsearch',
    summary: 'Global search: exact and suggested matches',
    body: searchQuerySchema,
    response: searchAnswerSchema,
    tag: 'search',
    readOnly: true,
  }),
  /** The caller's recent searches, newest first. */
  recent: defineEndpoint({
    method: 'GET',
    path: '/qsearch/recent',
    summary: 'Recent searches of the signed-in user',
    response: z.array(recentSearchSchema),
    tag: 'search',
  }),
  /** Records a chosen result as a recent search (the oldest beyond the limit are dropped). */
  addRecent: defineEndpoint({
    method: 'POST',
    path: '/qsearch/recent',
    summary: 'Add a recent search',
    body: recentSearchSchema,
    response: successAnswerSchema,
    tag: 'search',
  }),
  /** Devices by id; devices that do not exist or are not visible are dropped (001 §7.1). */
  deviceDetails: defineEndpoint({
    method: 'POST',
    path: '/qsearch/device-details',
    summary: 'Device details by a list of device ids',
    body: searchDeviceDetailsQuerySchema,
    response: z.object({ nodes: z.array(searchDeviceDetailsSchema) }),
    tag: 'search',
    readOnly: true,
  }),
  /** The folder chain of a knowledge base item (001 §7.1). */
  kbItemPath: defineEndpoint({
    method: 'GET',
    path: '/qsearch/kb-path',
    summary: 'Folder chain of a knowledge base item',
    query: kbItemPathQuerySchema,
    response: kbItemPathSchema,
    tag: 'search',
  }),
} as const;

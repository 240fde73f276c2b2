import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, successAnswerSchema } from '../entities/common';
import {
  automationCopyAnswerSchema,
  automationCopySchema,
  automationInputSchema,
  automationSchema,
  automationUpdateSchema,
  malwareScanStatusSchema,
  scriptCategoryInputSchema,
  scriptCategorySchema,
  scriptCategoryUpdateSchema,
} from '../entities/automation';

const automationAnswer = z.object({ resultCode: z.literal('SUCCESS'), script: automationSchema });

/** Automation library (001 §7.6, 002 §7). Served by a later issue. */
export const scriptingEndpoints = {
  /** Every automation the user may read (path not shown in the spec: chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts',
    summary: 'Automations',
    response: z.array(automationSchema),
    tag: 'scripting',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts',
    summary: 'Create an automation',
    body: automationInputSchema,
    response: automationAnswer,
    tag: 'scripting',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/scripting/scripts',
    summary: 'Update an automation',
    body: automationUpdateSchema,
    response: automationAnswer,
    tag: 'scripting',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/scripting/scripts/{id}',
    summary: 'Delete an automation',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'scripting',
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/copy',
    summary: 'Copy an automation',
    body: automationCopySchema,
    response: automationCopyAnswerSchema,
    tag: 'scripting',
  }),
  malwareScanStatus: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts/malwareScanStatus/{status}',
    summary: 'Automations with a malware scan status',
    params: z.object({ status: malwareScanStatusSchema }),
    response: z.array(automationSchema),
    tag: 'scripting',
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/scripting/categories',
    summary: 'Script categories',
    response: z.array(scriptCategorySchema),
    tag: 'scripting',
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/scripting/categories',
    summary: 'Create a script category',
    body: scriptCategoryInputSchema,
    response: scriptCategorySchema,
    tag: 'scripting',
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/scripting/categories',
    summary: 'Rename a script category',
    body: scriptCategoryUpdateSchema,
    response: scriptCategorySchema,
    tag: 'scripting',
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/scripting/categories/{id}',
    summary: 'Delete a script category',
    params: idParamsSchema,
    response: z.void(),
    successStatus: 204,
    tag: 'scripting',
  }),
} as const;

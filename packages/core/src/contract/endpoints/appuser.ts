import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, successAnswerSchema } from '../entities/common';
import {
  appUserCreateSchema,
  appUserListQuerySchema,
  appUserSchema,
  appUserUpdateSchema,
  permissionCatalogueSchema,
  userRoleCreateSchema,
  userRoleListQuerySchema,
  userRoleSchema,
  userRoleUpdateSchema,
} from '../entities/user';

const userAnswer = z.object({ resultCode: z.literal('SUCCESS'), user: appUserSchema });
const roleAnswer = z.object({ resultCode: z.literal('SUCCESS'), role: userRoleSchema });

/** User (technician and end user) record endpoints (002 §7). Saves are MFA step-up endpoints. */
export const appUserEndpoints = {
  /** `?userType=TECHNICIAN` lists technicians. */
  list: defineEndpoint({
    method: 'GET',
    path: '/appuser',
    summary: 'List users',
    query: appUserListQuerySchema,
    response: z.array(appUserSchema),
    tag: 'appuser',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/appuser/{id}',
    summary: 'Get a user',
    params: idParamsSchema,
    response: userAnswer,
    tag: 'appuser',
  }),
  /** 409 EMAIL_ALREADY_IN_USE. */
  create: defineEndpoint({
    method: 'POST',
    path: '/appuser',
    summary: 'Create a user',
    mfa: true,
    body: appUserCreateSchema,
    response: userAnswer.extend({ userId: z.number().int() }),
    tag: 'appuser',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/appuser',
    summary: 'Update a user',
    mfa: true,
    body: appUserUpdateSchema,
    response: userAnswer,
    tag: 'appuser',
  }),
  /** Removes the user from the account; refused for yourself (422 CANNOT_DELETE_OWN_USER). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/appuser/{id}',
    summary: 'Delete a user',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'appuser',
  }),
} as const;

/** Technician and end-user roles with the permission catalogue of 002 §6 (paths chosen). */
export const userRoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/userrole/list',
    summary: 'Technician and end-user roles',
    query: userRoleListQuerySchema,
    response: z.array(userRoleSchema),
    tag: 'userrole',
  }),
  /** Every permission a role can hold, per entity type. */
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/userrole/permission-catalogue',
    summary: 'Permission catalogue',
    response: permissionCatalogueSchema,
    tag: 'userrole',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/userrole/{id}',
    summary: 'Get a role',
    params: idParamsSchema,
    response: roleAnswer,
    tag: 'userrole',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/userrole',
    summary: 'Create a role',
    body: userRoleCreateSchema,
    response: roleAnswer,
    tag: 'userrole',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/userrole',
    summary: 'Update a role',
    body: userRoleUpdateSchema,
    response: roleAnswer,
    tag: 'userrole',
  }),
  /** Refused while users hold the role (422 CANNOT_DELETE_ROLE_IN_USE). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/userrole/{id}',
    summary: 'Delete a role',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'userrole',
  }),
} as const;

/**
 * SSO identity providers (the part SCIM needs) and SCIM 2.0 provisioning (001: 69, 106, 123,
 * 222–232; RFC 7644). The provider and token routes are for system administrators (session); the
 * `/scim/v2/Users` resource is for the identity provider, by its SCIM bearer token (`auth: 'scim'`).
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, successAnswerSchema } from '../entities/common';
import {
  identityProviderCreateSchema,
  identityProviderSchema,
  scimPatchSchema,
  scimUserInputSchema,
  scimUserListQuerySchema,
  scimUserListSchema,
  scimUserSchema,
} from '../entities/sso';

const providerAnswer = z.object({
  resultCode: z.literal('SUCCESS'),
  identityProvider: identityProviderSchema,
});
const scimUserParams = z.object({ id: z.string().uuid() });

/** Identity provider and SCIM token endpoints (system administrators). */
export const ssoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/divisionconfig/saml',
    summary: 'List SSO identity providers',
    response: z.array(identityProviderSchema),
    tag: 'sso',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/divisionconfig/saml/{id}',
    summary: 'Get an SSO identity provider',
    params: idParamsSchema,
    response: identityProviderSchema,
    tag: 'sso',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/divisionconfig/saml',
    summary: 'Create an SSO identity provider',
    body: identityProviderCreateSchema,
    response: providerAnswer,
    tag: 'sso',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/divisionconfig/saml/{id}',
    summary: 'Delete an SSO identity provider (its SCIM token and links; provisioned users stay)',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'sso',
  }),
  /** Turns SCIM provisioning on or off; while off, the provider's SCIM token is refused (401). */
  scim: defineEndpoint({
    method: 'PATCH',
    path: '/divisionconfig/saml/{id}/scim',
    summary: 'Enable or disable SCIM provisioning for an identity provider',
    params: idParamsSchema,
    body: z.object({ enabled: z.boolean() }),
    response: providerAnswer,
    tag: 'sso',
  }),
  /** Creates (or replaces) the provider's SCIM token: answered once, stored as a hash. */
  createScimToken: defineEndpoint({
    method: 'POST',
    path: '/integrations/{id}/scim/token',
    summary: 'Create the SCIM token of an identity provider',
    params: idParamsSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), token: z.string() }),
    tag: 'sso',
  }),
  deleteScimToken: defineEndpoint({
    method: 'DELETE',
    path: '/integrations/{id}/scim/token',
    summary: 'Delete the SCIM token of an identity provider',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'sso',
  }),
  scimUserCount: defineEndpoint({
    method: 'GET',
    path: '/integrations/{id}/scim/data/users/count',
    summary: 'Count the users an identity provider provisioned',
    params: idParamsSchema,
    response: z.object({ count: z.number().int() }),
    tag: 'sso',
  }),
} as const;

/** The SCIM 2.0 Users resource (`authorization: Bearer <SCIM token>`). */
export const scimEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/scim/v2/Users',
    summary: 'SCIM: list or filter provisioned users',
    query: scimUserListQuerySchema,
    response: scimUserListSchema,
    auth: 'scim',
    tag: 'scim',
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/scim/v2/Users/{id}',
    summary: 'SCIM: get a provisioned user',
    params: scimUserParams,
    response: scimUserSchema,
    auth: 'scim',
    tag: 'scim',
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/scim/v2/Users',
    summary: 'SCIM: provision a user',
    body: scimUserInputSchema,
    response: scimUserSchema,
    auth: 'scim',
    successStatus: 201,
    tag: 'scim',
  }),
  replaceUser: defineEndpoint({
    method: 'PUT',
    path: '/scim/v2/Users/{id}',
    summary: 'SCIM: replace a provisioned user',
    params: scimUserParams,
    body: scimUserInputSchema,
    response: scimUserSchema,
    auth: 'scim',
    tag: 'scim',
  }),
  patchUser: defineEndpoint({
    method: 'PATCH',
    path: '/scim/v2/Users/{id}',
    summary: 'SCIM: update a provisioned user (active, names, emails)',
    params: scimUserParams,
    body: scimPatchSchema,
    response: scimUserSchema,
    auth: 'scim',
    tag: 'scim',
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/scim/v2/Users/{id}',
    summary: 'SCIM: remove a provisioned user from the division',
    params: scimUserParams,
    response: z.void(),
    auth: 'scim',
    successStatus: 204,
    tag: 'scim',
  }),
} as const;

import { endpoints } from '@console/core';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { credentials, organizations } from '../../db/schema';
import { ensure, invalidReference } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { registerCredentialFormPage } from './form-page';
import { registerCredentialRecordRoutes } from './records';

/** Credentials, listed without their secrets (002 §3), their records and the secure form page. */
export function registerCredentialRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.credential.list, async ({ auth, db, query }) => {
    ensure(auth.can.isTechnician);
    if (query.clientId !== undefined) {
      const [organization] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, query.clientId), eq(organizations.divisionId, auth.division.id)));
      if (!organization) throw invalidReference('clientId');
      ensure(auth.can.canViewOrganization(organization.id));
    }
    const rows = await db
      .select({
        id: credentials.id,
        name: credentials.name,
        credentialType: credentials.credentialType,
        clientId: credentials.clientId,
        username: credentials.username,
      })
      .from(credentials)
      .where(
        and(
          eq(credentials.divisionId, auth.division.id),
          query.clientId === undefined
            ? undefined
            : or(isNull(credentials.clientId), eq(credentials.clientId, query.clientId)),
        ),
      )
      .orderBy(asc(sql`lower(${credentials.name})`), asc(credentials.id));
    return rows
      .filter((row) => row.clientId === null || auth.can.canViewOrganization(row.clientId))
      .map((row) => ({ ...row, credentialType: row.credentialType as 'BASIC' }));
  });
  registerCredentialRecordRoutes(app);
  registerCredentialFormPage(app);
}

/** The run-as choices of an automation (001 §7.6): built-in accounts of the OS, then credentials. */
import type { MessageKey, OperatingSystem, RunAsOption } from '@console/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { credentials } from '../../db/schema';
import { ensure, fieldError, message } from '../../http/errors';
import type { Base, Ctx } from './service-context';

// ── run-as (001 §7.6) ───────────────────────────────────────────────────────

const BUILT_IN_RUN_AS: Record<OperatingSystem, readonly { value: string; key: MessageKey }[]> = {
  Windows: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'loggedonuser', key: 'records.runAs.loggedOnUser' },
    { value: 'PREFERRED_WINDOWS_LOCAL_ADMIN', key: 'records.runAs.windowsLocalAdmin' },
    { value: 'PREFERRED_WINDOWS_DOMAIN_ADMIN', key: 'records.runAs.windowsDomainAdmin' },
  ],
  Mac: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'loggedonuser', key: 'records.runAs.loggedOnUser' },
    { value: 'PREFERRED_MAC_CREDENTIAL', key: 'records.runAs.macCredential' },
  ],
  Linux: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'PREFERRED_LINUX_CREDENTIAL', key: 'records.runAs.linuxCredential' },
  ],
};

/**
 * The run-as choices of an OS: the built-in accounts, then the username/password credentials the
 * user may see (division-wide or of a visible organization) as `credential:<id>`.
 */
export async function runAsChoices(ctx: Base, os: OperatingSystem): Promise<RunAsOption[]> {
  const builtIn = BUILT_IN_RUN_AS[os].map((entry) => ({
    value: entry.value,
    label: message(entry.key),
    kind: 'BUILT_IN' as const,
  }));
  const rows = await ctx.db
    .select({ id: credentials.id, name: credentials.name, clientId: credentials.clientId })
    .from(credentials)
    .where(and(eq(credentials.divisionId, ctx.auth.division.id), eq(credentials.credentialType, 'BASIC')))
    .orderBy(asc(sql`lower(${credentials.name})`), asc(credentials.id));
  const stored = rows
    .filter((row) => row.clientId === null || ctx.auth.can.canViewOrganization(row.clientId))
    .map((row) => ({ value: `credential:${row.id}`, label: row.name, kind: 'CREDENTIAL' as const }));
  return [...builtIn, ...stored];
}

/** 400 unless `runAs` is a choice of at least one of the OSes. */
export async function checkRunAs(
  ctx: Base,
  operatingSystems: readonly OperatingSystem[],
  runAs: string,
  path: string,
) {
  for (const os of operatingSystems) {
    const choices = await runAsChoices(ctx, os);
    if (choices.some((choice) => choice.value === runAs)) return;
  }
  throw fieldError(path, message('records.runAsUnavailable'));
}

export async function getRunAsOptions(ctx: Ctx<'runAsOptions'>) {
  ensure(ctx.auth.can.isTechnician);
  return runAsChoices(ctx, ctx.params.os);
}

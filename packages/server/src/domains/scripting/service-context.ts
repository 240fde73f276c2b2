/**
 * What the automation library's handlers share: the request types, and the checks a save makes
 * (permission, categories, name, OS and architecture) on the shared validators of @console/core.
 */
import {
  type ArchitectureChoice,
  type AutomationOs,
  architectureFromPayload,
  type Endpoints,
  type MessageKey,
  type ValidationIssue,
  validateArchitecture,
  validateAutomationName,
} from '@console/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scriptCategories, scripts } from '../../db/schema';
import {
  type ApiError,
  conflict,
  ensure,
  fieldError,
  invalidReference,
  message,
  notFound,
} from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { findScript, loadCategories, type ScriptRow, scanStatesOf, toAutomation } from './queries';

export type Scripting = Endpoints['scripting'];
export type Ctx<K extends keyof Scripting> = RequestContext<Scripting[K]>;
/** What the helpers need of a request. */
export type Base = Pick<Ctx<'list'>, 'db' | 'auth' | 'now'>;
export type ScriptValues = typeof scripts.$inferInsert;

// ── small helpers ───────────────────────────────────────────────────────────

/** 400 with the catalogue text of a shared validator's issue. */
export function issueError(path: string, issue: ValidationIssue): ApiError {
  return fieldError(path, message(issue.key as MessageKey, issue.params));
}

export function userName(auth: AuthState): string {
  return `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
}

export function permissionScript(row: Pick<ScriptRow, 'categoriesIds' | 'language'>) {
  return { categoriesIds: row.categoriesIds, language: row.language };
}

export async function requireScript(ctx: Base, id: number): Promise<ScriptRow> {
  const row = await findScript(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  return row;
}

async function categoryNames(ctx: Base): Promise<Map<number, string>> {
  const rows = await loadCategories(ctx.db, ctx.auth.division.id);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The automation as answered: with its category names and scan state. */
export async function answer(ctx: Base, row: ScriptRow) {
  const [names, states] = await Promise.all([
    categoryNames(ctx),
    scanStatesOf(ctx.db, ctx.auth.division.id, [row.id]),
  ]);
  return { resultCode: 'SUCCESS' as const, script: toAutomation(row, names, states.get(row.id)) };
}

/** Categories of the division, deduplicated; 400 for an unknown one. */
export async function checkCategories(ctx: Base, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(and(eq(scriptCategories.divisionId, ctx.auth.division.id), inArray(scriptCategories.id, unique)));
  if (rows.length !== unique.length) throw invalidReference('categoriesIds');
  return unique;
}

/**
 * Permission to save: creating needs `canCreateScripts(categories)`; updating needs
 * `canUpdateScripts` on the automation as it will be (`'update'`, checked before any read) and as
 * it is (the row).
 */
export function ensureMaySave(
  auth: AuthState,
  language: string,
  categoriesIds: number[],
  existing: ScriptRow | 'create' | 'update',
) {
  if (existing === 'create') return ensure(auth.can.canCreateScripts(categoriesIds));
  ensure(auth.can.canUpdateScripts({ categoriesIds, language }));
  if (existing !== 'update') ensure(auth.can.canUpdateScripts(permissionScript(existing)));
}

/**
 * The name rule (001 §5) with the shared validator: 409 NAME_ALREADY_IN_USE 'This name already
 * exists' when another automation of the language has it; 400 when too long. With `anyLanguage`
 * every automation counts (002 §5.4: the copy's duplicate-name check).
 */
export async function checkName(
  ctx: Base,
  name: string,
  language: string,
  options: { id?: number; anyLanguage?: boolean } = {},
): Promise<void> {
  const rows = await ctx.db
    .select({ id: scripts.id, name: scripts.name, language: scripts.language })
    .from(scripts)
    .where(
      and(
        eq(scripts.divisionId, ctx.auth.division.id),
        options.anyLanguage ? undefined : eq(scripts.language, language),
        sql`lower(btrim(${scripts.name})) = lower(btrim(${name}))`,
      ),
    );
  const existing = rows.map((row) => ({ ...row, language }));
  const issue = validateAutomationName(name, { language, existing, id: options.id ?? null });
  if (issue?.key === 'automation.validation.nameExists') {
    throw conflict('NAME_ALREADY_IN_USE', message('automation.validation.nameExists'));
  }
  if (issue) throw issueError('name', issue);
}

export function checkArchitecture(
  operatingSystems: readonly AutomationOs[],
  architecture: readonly string[],
) {
  const choice: ArchitectureChoice = architectureFromPayload(architecture);
  for (const os of operatingSystems) {
    const issue = validateArchitecture(os, choice);
    if (issue) throw issueError('architecture', issue);
  }
}

export function trimmedOrNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

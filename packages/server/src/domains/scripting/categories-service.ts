import { and, eq, ne, sql } from 'drizzle-orm';
import { scriptCategories, scripts } from '../../db/schema';
import { ApiError, conflict, ensure, message, notFound } from '../../http/errors';
import { loadCategories, toCategory } from './queries';
import type { Base, Ctx } from './service-context';

// ── categories (002 §3, §7) ─────────────────────────────────────────────────

function categoryTarget(id: number) {
  return { categoriesIds: [id], language: 'script' };
}

async function requireCategory(ctx: Base, id: number) {
  const [row] = await ctx.db
    .select()
    .from(scriptCategories)
    .where(and(eq(scriptCategories.id, id), eq(scriptCategories.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  return row;
}

async function categoryNameTaken(ctx: Base, name: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(
      and(
        eq(scriptCategories.divisionId, ctx.auth.division.id),
        sql`lower(${scriptCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(scriptCategories.id, exceptId),
      ),
    );
  return rows.length > 0;
}

const internalCategory = () =>
  new ApiError(422, 'SCRIPT_CATEGORY_INTERNAL', message('records.scriptCategoryInternal'));

/** GET /scripting/categories: id 1 first, then by name; internal ones keep their internal name. */
export async function listCategories(ctx: Ctx<'categories'>) {
  ensure(ctx.auth.can.isTechnician);
  return (await loadCategories(ctx.db, ctx.auth.division.id)).map(toCategory);
}

/** POST /scripting/categories: a grant to create automations in every category (`canCreateScripts([])`). */
export async function createCategory(ctx: Ctx<'createCategory'>) {
  ensure(ctx.auth.can.canCreateScripts([]));
  if (await categoryNameTaken(ctx, ctx.body.name)) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const [row] = await ctx.db
    .insert(scriptCategories)
    .values({ divisionId: ctx.auth.division.id, name: ctx.body.name, internal: false })
    .returning();
  if (!row) throw new Error('insert failed');
  return toCategory(row);
}

/** PUT /scripting/categories: `canUpdateScripts` on the category; internal ones cannot be renamed. */
export async function updateCategory(ctx: Ctx<'updateCategory'>) {
  const row = await requireCategory(ctx, ctx.body.id);
  ensure(ctx.auth.can.canUpdateScripts(categoryTarget(row.id)));
  if (row.internal) throw internalCategory();
  if (await categoryNameTaken(ctx, ctx.body.name, row.id)) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const [updated] = await ctx.db
    .update(scriptCategories)
    .set({ name: ctx.body.name })
    .where(eq(scriptCategories.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return toCategory(updated);
}

/**
 * DELETE /scripting/categories/{id} (204): `canDeleteScripts` on the category; internal ones
 * cannot be deleted. Its automations lose it; those left without a category go to Uncategorized.
 */
export async function deleteCategory(ctx: Ctx<'deleteCategory'>) {
  const row = await requireCategory(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteScripts(categoryTarget(row.id)));
  if (row.internal) throw internalCategory();
  const divisionId = ctx.auth.division.id;
  const [uncategorized] = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(
      and(
        eq(scriptCategories.divisionId, divisionId),
        eq(scriptCategories.internal, true),
        eq(scriptCategories.name, 'Uncategorized'),
      ),
    );
  // Automations of this category only go to Uncategorized; the others just lose it.
  await ctx.db
    .update(scripts)
    .set({ categoriesIds: uncategorized ? [uncategorized.id] : [] })
    .where(
      and(eq(scripts.divisionId, divisionId), sql`${scripts.categoriesIds} = ARRAY[${row.id}]::integer[]`),
    );
  await ctx.db
    .update(scripts)
    .set({ categoriesIds: sql`array_remove(${scripts.categoriesIds}, ${row.id})` })
    .where(and(eq(scripts.divisionId, divisionId), sql`${row.id} = ANY(${scripts.categoriesIds})`));
  await ctx.db.delete(scriptCategories).where(eq(scriptCategories.id, row.id));
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ScopedEntity, scopedEntities } from './scopes';
import type { ScopeSubject } from './subject';

/**
 * Whether the caller may see one entity of their division: the same SQL scope as lists and search
 * (`organizationScope`, `deviceScope`, ...), so a single read, a list and a realtime subscription
 * agree. False for an id that does not exist or belongs to another division.
 *
 * For the realtime hub: `canSee(db, auth, 'device', id)` authorizes `device.{id}`,
 * `canSee(db, auth, 'organization', id)` authorizes `organization.{id}`. `user` ids are user ids
 * (members of the caller's division).
 * @example if (!(await canSee(db, auth, 'device', 42))) refuse();
 */
export async function canSee(
  db: Db,
  subject: ScopeSubject,
  entity: ScopedEntity,
  id: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false;
  const { table, id: idColumn, scope } = scopedEntities[entity];
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), scope(subject)))
    .limit(1);
  return rows.length > 0;
}

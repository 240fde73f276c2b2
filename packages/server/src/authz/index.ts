/**
 * The authorization scope of the server: the caller's permissions (core's `createPermissions`) as
 * SQL conditions per entity type, for lists, search and single reads, and `canSee` for one entity
 * (the realtime hub's topic scopes).
 */
export { canSee } from './can-see';
export {
  FALSE,
  type GrantColumns,
  grantCondition,
  grantsOf,
  organizationViewCondition,
  TRUE,
} from './grants';
export {
  deviceScope,
  idIn,
  locationScope,
  organizationScope,
  policyScope,
  type ScopedEntity,
  scopedEntities,
  searchTermScope,
  userScope,
} from './scopes';
export type { ScopeSubject } from './subject';

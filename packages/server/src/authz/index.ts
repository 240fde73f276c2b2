/**
 * The authorization scope of the server: the caller's permissions (core's `createPermissions`) as
 * SQL conditions per entity type, for lists, search and single reads, and `canSee` for one entity
 * (the realtime hub's topic scopes).
 */
export { canSee } from './can-see';
export {
  deviceScope,
  locationScope,
  organizationScope,
  policyScope,
  type ScopedEntity,
  searchTermScope,
  userScope,
} from './scopes';
export type { ScopeSubject } from './subject';

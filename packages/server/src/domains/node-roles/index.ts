/** The node-roles domain module (shape: ../module.ts). */
import { nodeRolesSeed } from '../../seed/node-roles';
import { defineDomain } from '../module';
import { registerNodeRoleRoutes } from './routes';

/** Node roles. */
export const nodeRolesDomain = defineDomain({
  name: 'node-roles',
  routes: registerNodeRoleRoutes,
  seed: [nodeRolesSeed],
});

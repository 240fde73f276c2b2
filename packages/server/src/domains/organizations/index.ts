/** The organizations domain module (shape: ../module.ts). */
import { organizationsSeed } from '../../seed/organizations';
import { defineDomain } from '../module';
import { registerOrganizationRoutes } from './routes';

/** Organizations (clients) and their locations. */
export const organizationsDomain = defineDomain({
  name: 'organizations',
  routes: registerOrganizationRoutes,
  seed: [organizationsSeed],
});

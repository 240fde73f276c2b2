/** The users domain module (shape: ../module.ts). */
import { userAccountsSeed } from '../../seed/user-accounts';
import { defineDomain } from '../module';
import { registerUserRoutes } from './routes';

/** Users, technician and end-user roles. */
export const usersDomain = defineDomain({
  name: 'users',
  routes: registerUserRoutes,
  seed: [userAccountsSeed],
});

/** The policies domain module (shape: ../module.ts). */
import { policiesSeed } from '../../seed/policies';
import { defineDomain } from '../module';
import { registerPolicyRoutes } from './routes';

/** Policies. */
export const policiesDomain = defineDomain({
  name: 'policies',
  routes: registerPolicyRoutes,
  seed: [policiesSeed],
});

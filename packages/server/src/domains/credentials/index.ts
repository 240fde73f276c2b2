/** The credentials domain module (shape: ../module.ts). */
import { credentialsSeed } from '../../seed/credentials';
import { defineDomain } from '../module';
import { registerCredentialRoutes } from './routes';

/** Credentials (secrets encrypted at rest). */
export const credentialsDomain = defineDomain({
  name: 'credentials',
  routes: registerCredentialRoutes,
  seed: [credentialsSeed],
});

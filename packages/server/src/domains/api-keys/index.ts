/** The api-keys domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerApiKeyRoutes } from './routes';

/** API key pairs. */
export const apiKeysDomain = defineDomain({
  name: 'api-keys',
  routes: registerApiKeyRoutes,
});

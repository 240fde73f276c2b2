/** The oauth domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerOAuthRoutes } from './routes';

/** OAuth 2.0 client credentials: API key pairs buy bearer access tokens. */
export const oauthDomain = defineDomain({
  name: 'oauth',
  routes: registerOAuthRoutes,
});

/** The sso domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerIdentityProviderRoutes } from './providers';
import { registerScimRoutes } from './scim-routes';

/** SSO identity providers (what SCIM needs) and SCIM 2.0 provisioning of users. */
export const ssoDomain = defineDomain({
  name: 'sso',
  routes: async (app) => {
    registerIdentityProviderRoutes(app);
    await registerScimRoutes(app);
  },
});

/** The user-preferences domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerUserPreferenceRoutes } from './routes';

/** The signed-in user's own small preferences (the Add menu's guide tooltip, 000 §2.7). */
export const userPreferencesDomain = defineDomain({
  name: 'user-preferences',
  routes: (app) => registerUserPreferenceRoutes(app),
});

/** The auth domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { type LoginRateLimit, registerAuthRoutes } from './routes';

/** Failed sign-ins per 5 minutes: 10 per account, 50 per client address, unless `loginRateLimit` is given. */
const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindow: 5 * 60_000, maxPerAddress: 50 };

/** Sign-in, sessions, accounts and switching. */
export const authDomain = defineDomain({
  name: 'auth',
  routes: (app, options) => registerAuthRoutes(app, options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT),
});

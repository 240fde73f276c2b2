/** The division domain module (shape: ../module.ts). */
import { accountsSeed, announcementsSeed } from '../../seed/divisions';
import { defineDomain } from '../module';
import { registerDivisionRoutes } from './routes';

/** The trial banner's purchase page, unless `purchaseUrl` is given. */
const DEFAULT_PURCHASE_URL = 'https://buy.example.com/console';

/** The division (account): settings, branding, trial, announcements. */
export const divisionDomain = defineDomain({
  name: 'division',
  routes: (app, options) =>
    registerDivisionRoutes(app, { purchaseUrl: options.purchaseUrl ?? DEFAULT_PURCHASE_URL }),
  seed: [accountsSeed, announcementsSeed],
});

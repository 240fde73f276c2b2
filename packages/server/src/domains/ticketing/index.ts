/** The ticketing domain module (shape: ../module.ts). */
import { ticketsSeed, ticketTemplatesSeed } from '../../seed/ticketing';
import { defineDomain } from '../module';
import { registerTicketTemplateRoutes } from './routes';

/** Ticketing: ticket templates (tickets and boards are seeded for search). */
export const ticketingDomain = defineDomain({
  name: 'ticketing',
  routes: registerTicketTemplateRoutes,
  seed: [ticketsSeed, ticketTemplatesSeed],
});

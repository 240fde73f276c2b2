/** The search domain module (shape: ../module.ts). */
import { searchDocumentsSeed } from '../../seed/search-demo';
import { defineDomain } from '../module';
import { registerSearchRoutes } from './routes';

/** Global search and recent searches. */
export const searchDomain = defineDomain({
  name: 'search',
  routes: registerSearchRoutes,
  seed: [searchDocumentsSeed],
});

import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from './app-context';
import { createConsoleRouter } from './router';

const router = createConsoleRouter({} as RouterContext, createMemoryHistory());
const routeOf = (path: string) => router.matchRoutes(path).at(-1)?.routeId;

describe('the routes search results lead to', () => {
  it.each([
    ['/vmGuestDashboard/4/overview', '/authed/vmGuestDashboard/$id/overview'],
    ['/mobileDashboard/4/overview', '/authed/mobileDashboard/$id/overview'],
    ['/ticketing/board/2', '/authed/ticketing/board/$id'],
    ['/ticketing/ticket/31', '/authed/ticketing/ticket/$id'],
    ['/systemDashboard/knowledgeBase', '/authed/systemDashboard/knowledgeBase/$'],
    ['/systemDashboard/knowledgeBase/5/9/file', '/authed/systemDashboard/knowledgeBase/$'],
    [
      '/customerDashboard/2/documentation/knowledgeBase/5/9/file',
      '/authed/customerDashboard/$clientId/documentation/knowledgeBase/$',
    ],
    [
      '/customerDashboard/2/documentation/checklists/7',
      '/authed/customerDashboard/$clientId/documentation/checklists/$id',
    ],
    [
      '/customerDashboard/2/documentation/appsAndServices/3/12',
      '/authed/customerDashboard/$clientId/documentation/appsAndServices/$',
    ],
    ['/customerDashboard/2/overview', '/authed/customerDashboard/$id/overview'],
    ['/customerDashboard/2/software', '/authed/customerDashboard/$id/$'],
  ])('%s opens %s', (path, routeId) => {
    expect(routeOf(path)).toBe(routeId);
  });
});

/**
 * The console's route tree: the shell (routes/shell-routes.tsx), the full-screen tools
 * (routes/tool-routes.tsx) and the dashboards, records and placeholders below.
 */
import {
  createHashHistory,
  createRoute,
  createRouter,
  type RouterHistory,
  redirect,
  useNavigate,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminLayout, AdminPage } from './admin-nav/admin-layout';
import type { RouterContext } from './app-context';
import { CloudMonitorDashboardPage } from './pages/cloud-monitor/cloud-monitor-dashboard-page';
import { SystemDashboardPage } from './pages/dashboard/system-dashboard-page';
import { DeviceOverviewPage } from './pages/device-overview/device-overview-page';
import { DeviceSearchPage } from './pages/device-search/device-search-page';
import { parseDeviceSearchParams } from './pages/device-search/device-search-params';
import { OrganizationOverviewPage } from './pages/organizations/organization-overview-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { parseKbSplat, RecordPage } from './pages/record/record-page';
import { UnmanagedDeviceOverviewPage } from './pages/unmanaged-device/unmanaged-device-overview-page';
import { VmHostOverviewPage } from './pages/vm-host/vm-host-overview-page';
import { authedRoute, HOME_ROUTE, loginRoute, NotFound, parseId, rootRoute } from './routes/shell-routes';
import { toolRoutes } from './routes/tool-routes';
import { ConsoleSearchResultsPage, validateResultsSearch } from './search/console-search';

const indexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: HOME_ROUTE, replace: true });
  },
});

const systemDashboardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/systemDashboard/overview',
  component: SystemDashboardPage,
});

const systemDashboardIndexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/systemDashboard',
  beforeLoad: () => {
    throw redirect({ to: HOME_ROUTE, replace: true });
  },
});

const administrationRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/administration',
  component: AdminLayout,
});

const administrationIndexRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '/',
  component: AdminPage,
});

/** #/administration/{tab}/{subTab}/{subSubTab}/rest (002 §2.1): resolved by the navigation model. */
const administrationPageRoute = createRoute({
  getParentRoute: () => administrationRoute,
  path: '$',
  component: AdminPage,
});

const customerDashboardOverviewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$id/overview',
  component: function CustomerDashboardOverview() {
    const { id } = customerDashboardOverviewRoute.useParams();
    const numeric = parseId(id);
    return numeric ? <OrganizationOverviewPage key={numeric} id={numeric} /> : <NotFound />;
  },
});

const customerDashboardIndexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$id',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/customerDashboard/$id/overview', params, replace: true });
  },
});

/** The other organization dashboard tabs of 002 §2.2 (software, osPatches, location, ...). */
const customerDashboardTabRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$id/$',
  component: function CustomerDashboardTab() {
    const { id, _splat } = customerDashboardTabRoute.useParams();
    return (
      <PlaceholderPage
        titleKey="shell.organizations.title"
        descriptionKey="shell.placeholder.genericBody"
        params={{ organization: id, tab: _splat }}
      />
    );
  },
});

const deviceSearchRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/deviceSearch',
  validateSearch: parseDeviceSearchParams,
  component: function DeviceSearch() {
    const params = deviceSearchRoute.useSearch();
    const navigate = useNavigate();
    return (
      <DeviceSearchPage
        params={params}
        onParamsChange={(next) => void navigate({ to: '/deviceSearch', search: next, replace: true })}
      />
    );
  },
});

/** The global search's full results page (001 §2.1): /search?searchValue={text}&searchFilter={filter}. */
const searchResultsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/search',
  validateSearch: validateResultsSearch,
  component: function SearchResults() {
    return <ConsoleSearchResultsPage search={searchResultsRoute.useSearch()} />;
  },
});

/** Device dashboards: every kind's overview shows the device fields (002 §2.2). */
function deviceDashboardRoutes(
  dashboard: string,
  OverviewPage: (props: { id: number }) => ReactNode = DeviceOverviewPage,
) {
  const overview = createRoute({
    getParentRoute: () => authedRoute,
    path: `/${dashboard}/$id/overview`,
    component: function DeviceOverview() {
      const { id } = overview.useParams();
      const numeric = parseId(id);
      return numeric ? <OverviewPage key={numeric} id={numeric} /> : <NotFound />;
    },
  });
  const index = createRoute({
    getParentRoute: () => authedRoute,
    path: `/${dashboard}/$id`,
    beforeLoad: ({ params }) => {
      const to: string = `/${dashboard}/${params.id}/overview`;
      throw redirect({ to, replace: true });
    },
  });
  const tab = createRoute({
    getParentRoute: () => authedRoute,
    path: `/${dashboard}/$id/$`,
    component: function DeviceTab() {
      const { id, _splat } = tab.useParams();
      return (
        <PlaceholderPage
          titleKey="shell.device.overview"
          title={_splat}
          descriptionKey="shell.placeholder.genericBody"
          params={{ device: id, tab: _splat }}
        />
      );
    },
  });
  return [overview, index, tab] as const;
}

/** Ticketing boards and tickets (001 §2.1 result destinations): the record's type and id. */
const ticketingBoardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ticketing/board/$id',
  component: function TicketingBoard() {
    const { id } = ticketingBoardRoute.useParams();
    return parseId(id) ? <RecordPage key={id} kind="BOARD" recordId={id} /> : <NotFound />;
  },
});

const ticketingTicketRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/ticketing/ticket/$id',
  component: function TicketingTicket() {
    const { id } = ticketingTicketRoute.useParams();
    return parseId(id) ? <RecordPage key={id} kind="TICKET" recordId={id} /> : <NotFound />;
  },
});

/** A knowledge base folder or document: `{folderId}/.../{itemId}/file`, or the base itself. */
function KnowledgeBase({ clientId, splat }: { clientId?: number; splat: string | undefined }) {
  const item = parseKbSplat(splat);
  if (splat && splat !== '/' && !item) return <NotFound />;
  return (
    <RecordPage
      key={`${clientId ?? ''}:${splat ?? ''}`}
      kind="KB_DOCUMENT"
      recordId={item?.isFile ? String(item.id) : undefined}
      clientId={clientId}
      kbItem={item ? { id: item.id, isFile: item.isFile } : undefined}
    />
  );
}

const systemKnowledgeBaseRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/systemDashboard/knowledgeBase/$',
  component: function SystemKnowledgeBase() {
    const { _splat } = systemKnowledgeBaseRoute.useParams();
    return <KnowledgeBase splat={_splat} />;
  },
});

const customerKnowledgeBaseRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$clientId/documentation/knowledgeBase/$',
  component: function CustomerKnowledgeBase() {
    const { clientId, _splat } = customerKnowledgeBaseRoute.useParams();
    const numeric = parseId(clientId);
    return numeric ? <KnowledgeBase clientId={numeric} splat={_splat} /> : <NotFound />;
  },
});

const customerChecklistRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$clientId/documentation/checklists/$id',
  component: function CustomerChecklist() {
    const { clientId, id } = customerChecklistRoute.useParams();
    const numeric = parseId(clientId);
    return numeric && parseId(id) ? (
      <RecordPage key={`${clientId}:${id}`} kind="CHECKLIST" recordId={id} clientId={numeric} />
    ) : (
      <NotFound />
    );
  },
});

/** Apps and services documents: `{templateId}` (single-document templates) or `{templateId}/{id}`. */
const customerAppsAndServicesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/customerDashboard/$clientId/documentation/appsAndServices/$',
  component: function CustomerAppsAndServices() {
    const { clientId, _splat } = customerAppsAndServicesRoute.useParams();
    const numeric = parseId(clientId);
    const parts: string[] = String(_splat ?? '')
      .split('/')
      .filter((part) => part !== '');
    const [templateId, id] = parts;
    if (!numeric || parts.length < 1 || parts.length > 2 || !parts.every((part: string) => parseId(part))) {
      return <NotFound />;
    }
    return (
      <RecordPage
        key={`${clientId}:${_splat}`}
        kind="APPS_AND_SERVICES"
        recordId={id ?? templateId}
        clientId={numeric}
        params={{ template: templateId }}
      />
    );
  },
});

function placeholderRoute(
  path: string,
  titleKey: Parameters<typeof PlaceholderPage>[0]['titleKey'],
  descriptionKey: Parameters<typeof PlaceholderPage>[0]['descriptionKey'],
) {
  const route = createRoute({
    getParentRoute: () => authedRoute,
    path,
    component: function Placeholder() {
      const params = route.useParams() as Record<string, string>;
      const search = route.useSearch() as Record<string, unknown>;
      const shown: Record<string, string> = { ...params };
      for (const [key, value] of Object.entries(search)) shown[key] = String(value);
      if ('_splat' in shown) {
        shown.path = shown._splat ?? '';
        delete shown._splat;
      }
      return <PlaceholderPage titleKey={titleKey} descriptionKey={descriptionKey} params={shown} />;
    },
  });
  return route;
}

const routeTree = rootRoute.addChildren([
  loginRoute,
  authedRoute.addChildren([
    indexRoute,
    systemDashboardRoute,
    systemDashboardIndexRoute,
    administrationRoute.addChildren([administrationIndexRoute, administrationPageRoute]),
    customerDashboardOverviewRoute,
    customerDashboardIndexRoute,
    customerDashboardTabRoute,
    deviceSearchRoute,
    ...deviceDashboardRoutes('deviceDashboard'),
    ...deviceDashboardRoutes('nmsDashboard'),
    ...deviceDashboardRoutes('vmDashboard', VmHostOverviewPage),
    ...deviceDashboardRoutes('unmanagedDeviceDashboard', UnmanagedDeviceOverviewPage),
    ...deviceDashboardRoutes('cloudMonitorDashboard', CloudMonitorDashboardPage),
    ...deviceDashboardRoutes('vmGuestDashboard'),
    ...deviceDashboardRoutes('mobileDashboard'),
    ticketingBoardRoute,
    ticketingTicketRoute,
    systemKnowledgeBaseRoute,
    customerKnowledgeBaseRoute,
    customerChecklistRoute,
    customerAppsAndServicesRoute,
    searchResultsRoute,
    ...toolRoutes,
    placeholderRoute('/editor/user/$id', 'shell.placeholder.userEditor', 'shell.placeholder.userEditorBody'),
    placeholderRoute('/editor/$', 'shell.placeholder.editor', 'shell.placeholder.genericBody'),
    placeholderRoute('/wizard/$', 'shell.placeholder.wizard', 'shell.placeholder.genericBody'),
    placeholderRoute('/group/$id', 'shell.placeholder.group', 'shell.placeholder.groupBody'),
    placeholderRoute(
      '/endUserSearch/$id/overview',
      'shell.placeholder.endUser',
      'shell.placeholder.endUserBody',
    ),
    placeholderRoute('/reporting/$', 'shell.placeholder.reports', 'shell.placeholder.reportsBody'),
    placeholderRoute('/superAdmin', 'shell.placeholder.superAdmin', 'shell.placeholder.superAdminBody'),
  ]),
]);

/**
 * Creates the console's router over the hash history (all routes are hash routes, 000 §2); tests
 * pass a memory history.
 */
export function createConsoleRouter(context: RouterContext, history: RouterHistory = createHashHistory()) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultPreload: false,
    scrollRestoration: true,
  });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}

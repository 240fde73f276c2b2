import { useMessage } from '@console/core/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  type RouterHistory,
  redirect,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminLayout, AdminPage } from './admin-nav/admin-layout';
import type { RouterContext } from './app-context';
import { AuthedLayout } from './authed-layout';
import { CloudMonitorDashboardPage } from './pages/cloud-monitor/cloud-monitor-dashboard-page';
import { SystemDashboardPage } from './pages/dashboard/system-dashboard-page';
import { DeviceOverviewPage } from './pages/device-overview/device-overview-page';
import { DeviceSearchPage } from './pages/device-search/device-search-page';
import { parseDeviceSearchParams } from './pages/device-search/device-search-params';
import { DirectoryDiscoveryPage } from './pages/directory-discovery/directory-discovery-page';
import { CloudMonitorWizardPage } from './pages/monitor-wizards/cloud-monitor-wizard-page';
import { NetworkDiscoveryPage } from './pages/network-discovery/network-discovery-page';
import { OrganizationOverviewPage } from './pages/organizations/organization-overview-page';
import * as page from './pages/page.css';
import { Page } from './pages/page-state';
import { NotFoundPage, PlaceholderPage } from './pages/placeholder-page';
import { PolicyEditorPage } from './pages/policy-editor/policy-editor-page';
import { parseKbSplat, RecordPage } from './pages/record/record-page';
import { SignInPage } from './pages/sign-in/sign-in-page';
import { TerminalPage } from './pages/terminal/terminal-page';
import { parseTerminalSearch } from './pages/terminal/terminal-search';
import { UnmanagedDeviceOverviewPage } from './pages/unmanaged-device/unmanaged-device-overview-page';
import { VmHostOverviewPage } from './pages/vm-host/vm-host-overview-page';
import { ConsoleSearchResultsPage, validateResultsSearch } from './search/console-search';
import { loadSession, sessionQueryKey } from './session/session-query';

/** The page everything lands on after sign-in. */
export const HOME_ROUTE = '/systemDashboard/overview';

/** Only same-console hash paths may be a sign-in redirect target. */
export function safeRedirect(target: unknown): string | undefined {
  return typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/login')
    ? target
    : undefined;
}

function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useMessage();
  return (
    <Page title={t('errors.generic')}>
      <div className={page.notice} role="alert" data-state="error">
        <p className={page.errorText}>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={reset}>
          {t('shell.page.retry')}
        </button>
      </div>
    </Page>
  );
}

function NotFound() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <NotFoundPage path={path} />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirect(search.redirect),
  }),
  beforeLoad: async ({ context, search }) => {
    const session = await loadSession(context.queryClient, context.client);
    if (session) throw redirect({ to: search.redirect ?? HOME_ROUTE });
  },
  component: function LoginRoute() {
    const { redirect: target } = loginRoute.useSearch();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return (
      <SignInPage
        onSignedIn={(session) => {
          queryClient.setQueryData(sessionQueryKey, session);
          void navigate({ to: target ?? HOME_ROUTE, replace: true });
        }}
      />
    );
  },
});

const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context.queryClient, context.client);
    if (!session) {
      const target = safeRedirect(location.href);
      throw redirect({ to: '/login', search: { redirect: target === HOME_ROUTE ? undefined : target } });
    }
  },
  component: AuthedLayout,
});

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

const parseId = (value: string): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

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

const terminalRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/terminal/$id',
  validateSearch: parseTerminalSearch,
  component: function Terminal() {
    const { id } = terminalRoute.useParams();
    const search = terminalRoute.useSearch();
    const navigate = useNavigate();
    return (
      <TerminalPage id={Number(id)} search={search} onExit={() => void navigate({ to: '/deviceSearch' })} />
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

/** Active Directory discovery jobs of an organization (002 §2.3): #/directoryDiscovery?clientId=. */
const directoryDiscoveryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/directoryDiscovery',
  validateSearch: (search: Record<string, unknown>): { clientId?: number } => {
    const id = Number(search.clientId);
    return Number.isInteger(id) && id > 0 ? { clientId: id } : {};
  },
  component: function DirectoryDiscovery() {
    const { clientId } = directoryDiscoveryRoute.useSearch();
    const navigate = useNavigate();
    return (
      <DirectoryDiscoveryPage
        clientId={clientId ?? null}
        onClientChange={(id) =>
          void navigate({
            to: '/directoryDiscovery',
            search: id === null ? {} : { clientId: id },
            replace: true,
          })
        }
      />
    );
  },
});

/** Ad hoc network discovery (000 §2.11): #/networkDiscovery?clientId=, the three-step wizard. */
const networkDiscoveryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/networkDiscovery',
  validateSearch: (search: Record<string, unknown>): { clientId?: number } => {
    const id = Number(search.clientId);
    return Number.isInteger(id) && id > 0 ? { clientId: id } : {};
  },
  component: function NetworkDiscovery() {
    const { clientId } = networkDiscoveryRoute.useSearch();
    const navigate = useNavigate();
    const router = useRouter();
    return (
      <NetworkDiscoveryPage
        clientId={clientId ?? null}
        onLeave={() => router.history.back()}
        onFinished={() => void navigate({ to: '/deviceSearch' })}
      />
    );
  },
});

/** The cloud monitor wizard (002 §2.2; 000 §2.4): new at #/editor/cloudMonitor, edit at #/wizard/cloudMonitor/{id}. */
function cloudMonitorWizardRoute(path: '/editor/cloudMonitor' | '/wizard/cloudMonitor/$id') {
  const route = createRoute({
    getParentRoute: () => authedRoute,
    path,
    component: function CloudMonitorWizardRoute() {
      const params = route.useParams() as { id?: string };
      const navigate = useNavigate();
      const router = useRouter();
      const id = params.id === undefined ? undefined : parseId(params.id);
      if (params.id !== undefined && id === undefined) return <NotFound />;
      return (
        <CloudMonitorWizardPage
          {...(id === undefined ? {} : { monitorId: id })}
          onLeave={() => router.history.back()}
          onSaved={(saved) =>
            void navigate({ to: '/cloudMonitorDashboard/$id/overview', params: { id: String(saved) } })
          }
        />
      );
    },
  });
  return route;
}

/** The policy editor (002 §2.2 #/editor/policy/{id}): its backup section. */
const policyEditorRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/editor/policy/$id',
  component: function PolicyEditor() {
    const { id } = policyEditorRoute.useParams();
    const numeric = parseId(id);
    return numeric ? <PolicyEditorPage key={numeric} id={numeric} /> : <NotFound />;
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
    directoryDiscoveryRoute,
    networkDiscoveryRoute,
    terminalRoute,
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
    cloudMonitorWizardRoute('/editor/cloudMonitor'),
    cloudMonitorWizardRoute('/wizard/cloudMonitor/$id'),
    policyEditorRoute,
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

/**
 * The console's full-screen tools: the terminal, the discovery wizards, the cloud monitor wizard
 * and the policy editor.
 */
import { createRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { DirectoryDiscoveryPage } from '../pages/directory-discovery/directory-discovery-page';
import { CloudMonitorWizardPage } from '../pages/monitor-wizards/cloud-monitor-wizard-page';
import { NetworkDiscoveryPage } from '../pages/network-discovery/network-discovery-page';
import { PolicyEditorPage } from '../pages/policy-editor/policy-editor-page';
import { TerminalPage } from '../pages/terminal/terminal-page';
import { parseTerminalSearch } from '../pages/terminal/terminal-search';
import { authedRoute, NotFound, parseId } from './shell-routes';

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

/** The tools' routes, children of the signed-in layout. */
export const toolRoutes = [
  terminalRoute,
  directoryDiscoveryRoute,
  networkDiscoveryRoute,
  cloudMonitorWizardRoute('/editor/cloudMonitor'),
  cloudMonitorWizardRoute('/wizard/cloudMonitor/$id'),
  policyEditorRoute,
] as const;

import { AutomationLibrary, type LibraryTab } from '@console/automation-library';
import { useCan, useMessage, useSession } from '@console/core/react';
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MdmConnectionsPage } from '../pages/mdm-connections/mdm-connections-page';
import { NotificationChannelsPage } from '../pages/notification-channels/notification-channels-page';
import { OrganizationsPage } from '../pages/organizations/organizations-page';
import * as page from '../pages/page.css';
import { Page } from '../pages/page-state';
import * as styles from './admin-layout.css';
import { AdminNav } from './admin-nav';
import { buildAdminNav, type NavContext, type NavEntry, resolveAdminPage } from './nav-model';

function useNavContext(): NavContext {
  const permissions = useCan();
  const { division } = useSession();
  return useMemo(
    // The generic webhook connection has no endpoint yet; its tab stays hidden until it does.
    () => ({ permissions, cloudEdition: division.cloudEdition, genericWebhook: null }),
    [permissions, division.cloudEdition],
  );
}

function usePath(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/** The administration area: the side navigation beside the page. */
export function AdminLayout() {
  const ctx = useNavContext();
  const path = usePath();
  const entries = useMemo(() => buildAdminNav(ctx), [ctx]);
  return (
    <div className={styles.layout}>
      {entries.length > 0 ? <AdminNav entries={entries} path={path} /> : null}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

/** The automation library tab of `/administration/library/scripting/{scripts|underReview|templateLibrary}`. */
function libraryTab(path: string): LibraryTab {
  const last = path.split('/').filter(Boolean).pop();
  return last === 'underReview' || last === 'templateLibrary' ? last : 'scripts';
}

function entryName(t: ReturnType<typeof useMessage>, entry: NavEntry): string {
  return entry.label || t(entry.labelKey);
}

/** The page of the administration path: the tab's own page, a redirect, or a refusal. */
export function AdminPage() {
  const t = useMessage();
  const ctx = useNavContext();
  const path = usePath();
  const resolution = resolveAdminPage(ctx, path);
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'forbidden':
      return (
        <Page title={t('shell.page.forbiddenTitle')}>
          <p className={page.notice} data-state="forbidden">
            {t('adminNav.pageForbidden')}
          </p>
        </Page>
      );
    case 'notFound':
      return (
        <Page title={t('shell.page.notFound')}>
          <p className={page.notice} data-state="not-found">
            {t('adminNav.pageNotFound')}
          </p>
        </Page>
      );
    case 'page': {
      const { entry, trail } = resolution;
      const title = entryName(t, entry);
      const description = entry.description || t(entry.descriptionKey);
      const crumbs = trail.map((item) => ({ label: entryName(t, item), path: item.route }));
      if (entry.id === 'customers.organizations')
        return <OrganizationsPage title={title} description={description} breadcrumbs={crumbs} />;
      const mdm = /\/apps\/mdm(Apple|Android)(\/|$)/.exec(path)?.[1];
      if (entry.id === 'apps.installed' && mdm)
        return <MdmConnectionsPage platform={mdm === 'Apple' ? 'APPLE' : 'ANDROID'} breadcrumbs={crumbs} />;
      if (entry.id === 'apps.notificationChannels')
        return <NotificationChannelsPage title={title} description={description} breadcrumbs={crumbs} />;
      if (entry.id === 'library.automation')
        return (
          <Page title={title} breadcrumbs={crumbs}>
            <AutomationLibrary tab={libraryTab(path)} showTitle={false} />
          </Page>
        );
      return (
        <Page title={title} subtitle={description} breadcrumbs={crumbs}>
          <div className={page.card} data-state="placeholder" data-admin-page={entry.id}>
            <p className={page.muted}>{t('adminNav.comingSoon')}</p>
          </div>
        </Page>
      );
    }
  }
}

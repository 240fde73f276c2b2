import { endpoints } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { type BreadcrumbItem, Button, TextInput } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

const PAGE_SIZE = 50;

/** One organization's device count (GET /client/{id}/deviceCount). */
function DeviceCount({ clientId }: { clientId: number }) {
  const count = useConsoleQuery(endpoints.client.deviceCount, { params: { id: clientId } });
  if (count.data === undefined) return <span className={styles.muted}>…</span>;
  return (
    <Link to="/deviceSearch" search={{ clientId }}>
      {count.data.deviceCount}
    </Link>
  );
}

/**
 * Administration › Organizations (#/administration/customers/organizations): the organizations the
 * user can see, searched by name and paged by 50 (001 §7.2), each with its locations and its
 * device count.
 */
export function OrganizationsPage({
  title,
  description,
  breadcrumbs,
}: {
  title: string;
  description?: string;
  breadcrumbs?: BreadcrumbItem[];
}) {
  const t = useMessage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const query = useConsoleQuery(endpoints.query.organizations, {
    query: { page, pageSize: PAGE_SIZE, search: deferredSearch || undefined },
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Page title={title} subtitle={description} breadcrumbs={breadcrumbs}>
      <div className={styles.toolbar}>
        <TextInput
          className={styles.searchField}
          label={t('shell.organizations.searchLabel')}
          type="search"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {() => (
          <div className={styles.card}>
            {query.data && query.data.items.length > 0 ? (
              <table className={styles.table} aria-label={title}>
                <thead>
                  <tr>
                    <th className={styles.th} scope="col">
                      {t('shell.organizations.name')}
                    </th>
                    <th className={styles.th} scope="col">
                      {t('shell.organizations.locations')}
                    </th>
                    <th className={`${styles.th} ${styles.numeric}`} scope="col">
                      {t('shell.organizations.devices')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.items.map((organization) => (
                    <tr key={organization.id}>
                      <td className={styles.td}>
                        <Link to="/customerDashboard/$id/overview" params={{ id: String(organization.id) }}>
                          {organization.name}
                        </Link>
                      </td>
                      <td className={`${styles.td} ${styles.muted}`}>
                        {organization.locations.map((location) => location.name).join(', ') || '—'}
                      </td>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        <DeviceCount clientId={organization.id} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.muted}>{t('shell.organizations.empty')}</p>
            )}
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t('shell.deviceSearch.pagination')}>
                <span className={styles.muted}>
                  {t('shell.deviceSearch.range', {
                    from: (page - 1) * PAGE_SIZE + 1,
                    to: Math.min(page * PAGE_SIZE, total),
                    total,
                  })}
                </span>
                <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('shell.deviceSearch.previousPage')}
                </Button>
                <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('shell.deviceSearch.nextPage')}
                </Button>
              </nav>
            ) : null}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

import { endpoints } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { type BreadcrumbItem, TextInput } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import { PagedTable } from '../paged-table';

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
          <PagedTable
            label={title}
            columns={[
              { label: t('shell.organizations.name') },
              { label: t('shell.organizations.locations') },
              { label: t('shell.organizations.devices'), numeric: true },
            ]}
            items={query.data?.items ?? []}
            renderRow={(organization) => (
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
            )}
            empty={t('shell.organizations.empty')}
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPageChange={setPage}
            hideSinglePagePager
          />
        )}
      </QueryState>
    </Page>
  );
}

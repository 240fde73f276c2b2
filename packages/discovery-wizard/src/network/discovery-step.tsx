import { useMessage } from '@console/core/react';
import { Banner, DataTable, Spinner } from '@console/ui';
import { useMemo } from 'react';
import { matchesFilter, RESULTS_FILTERS } from '../logic/device-rules';
import type { DiscoveredDevice } from '../logic/discovery-types';
import { FilterSelect } from './filter-select';
import * as styles from './network-discovery-wizard.css';
import { resultsColumns } from './results-columns';
import type { NetworkDiscoveryWizardModel } from './use-network-discovery-wizard';

const rowId = (device: DiscoveredDevice) => device.ip;

/**
 * Run discovery (000 §2.11, §4.4): the probe's preparation, the scan's progress or 'Discovery
 * completed', the errors of 000 §8, and the results table filling live.
 */
export function DiscoveryStep({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const { state, suppliedCredentials, progress } = wizard;
  const columns = useMemo(() => resultsColumns(t, suppliedCredentials), [t, suppliedCredentials]);
  const rowFilter = useMemo(
    () => matchesFilter(state.resultsFilter, suppliedCredentials),
    [state.resultsFilter, suppliedCredentials],
  );
  const devices = state.devices as DiscoveredDevice[];
  return (
    <div className={styles.page} data-state={state.phase}>
      <div className={styles.status} role="status">
        {state.phase === 'preparing' ? (
          <>
            <Spinner label={false} />
            {t('discovery.network.run.preparing')}
          </>
        ) : state.phase === 'scanning' ? (
          <>
            <Spinner label={false} />
            {t('discovery.network.run.scanning', { scanned: progress.scanned, total: progress.total })}
          </>
        ) : state.phase === 'completed' ? (
          t('discovery.network.run.completed')
        ) : null}
      </div>
      {state.error ? <Banner tone="danger">{t(state.error.key, state.error.params)}</Banner> : null}
      <DataTable
        tableId="discovery-results"
        label={t('discovery.network.step.discovery')}
        data={devices}
        columns={columns}
        getRowId={rowId}
        scrollMode="virtual"
        height={360}
        rowFilter={rowFilter}
        searchable={false}
        columnMenu={false}
        settingsStorage={null}
        emptyMessage={t('discovery.network.empty')}
        toolbar={
          <FilterSelect
            filters={RESULTS_FILTERS}
            value={state.resultsFilter}
            onValueChange={wizard.setResultsFilter}
          />
        }
      />
    </div>
  );
}

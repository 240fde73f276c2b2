import { useMessage } from '@console/core/react';
import { Select } from '@console/ui';
import type { DiscoveryFilter } from '../logic/discovery-types';

/** The Type filter of the results and review tables (000 §2.11). */
export function FilterSelect({
  filters,
  value,
  onValueChange,
}: {
  filters: readonly DiscoveryFilter[];
  value: DiscoveryFilter;
  onValueChange: (filter: DiscoveryFilter) => void;
}) {
  const t = useMessage();
  return (
    <Select
      label={t('discovery.network.filter.label')}
      options={filters.map((filter) => ({ value: filter, label: t(`discovery.network.filter.${filter}`) }))}
      value={value}
      onValueChange={(next) => onValueChange(next as DiscoveryFilter)}
    />
  );
}

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { MenuItem } from '../menu/menu';
import { ThemeRoot } from '../theme/theme-root';
import { WidgetCard } from './widget-card';

const meta: StoryDefault = {
  title: 'Layout / Widget card',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 520 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

const devices = ['DC-01', 'DC-02', 'FS-01', 'WS-ANNA', 'WS-BOB', 'MAC-CAROL', 'PRN-2F', 'SW-CORE'];
const statusOptions = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
  { value: 'maintenance', label: 'In maintenance' },
];

function DeviceList({ search }: { search: string }) {
  const shown = devices.filter((name) => name.toLowerCase().includes(search.toLowerCase()));
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** Everything: secondary text, search, a single-select filter and actions. */
export const Ready: Story = () => {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<string[]>(['online']);
  return (
    <WidgetCard
      title="Devices"
      secondaryText={`Status: ${filter[0] ?? 'all'}`}
      search={search}
      onSearchChange={setSearch}
      filterOptions={statusOptions}
      filterValue={filter}
      onFilterValueChange={setFilter}
      actions={
        <>
          <MenuItem>Refresh</MenuItem>
          <MenuItem>Export CSV</MenuItem>
        </>
      }
    >
      <DeviceList search={search} />
    </WidgetCard>
  );
};

/** A multi-select filter menu. */
export const MultiSelectFilter: Story = () => (
  <WidgetCard
    title="Alerts"
    filterMode="multi"
    filterOptions={statusOptions}
    defaultFilterValue={['offline']}
  >
    <p>Filtered alerts go here.</p>
  </WidgetCard>
);

/** Loading. */
export const Loading: Story = () => <WidgetCard title="Devices" state="loading" />;

/** The error state with the generic catalogue message. */
export const ErrorState: Story = () => <WidgetCard title="Device count" state="error" />;

/** A long error message scrolls inside the 252 px error area. */
export const LongError: Story = () => (
  <WidgetCard
    title="Patches"
    state="error"
    errorMessage={Array.from({ length: 30 }, (_, i) => `Agent ${i + 1} did not answer the patch scan.`).join(
      ' ',
    )}
  />
);

/** A fixed-height card: the sticky title stays while the list scrolls. */
export const StickyTitle: Story = () => (
  <div style={{ height: 240, display: 'flex' }}>
    <WidgetCard title="Activities" secondaryText="Today" stickyTitle onSearchChange={() => undefined}>
      {Array.from({ length: 40 }, (_, i) => `Activity ${i + 1}`).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </WidgetCard>
  </div>
);

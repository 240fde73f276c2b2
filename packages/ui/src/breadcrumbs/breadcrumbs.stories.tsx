import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';

const meta: StoryDefault = {
  title: 'Layout / Breadcrumbs',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ padding: 16 }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

const history: BreadcrumbItem[] = [
  { label: 'Administration', path: '/administration/general' },
  { label: 'Organizations', path: '/administration/customers' },
  { label: 'Acme Corporation', path: '/customerDashboard/12/overview' },
  { label: 'Devices', path: '/customerDashboard/12/devices' },
];

/** A history of four pages; click an earlier one to go back to it. */
export const Default: Story = () => {
  const [last, setLast] = useState<string | null>(null);
  return (
    <>
      <Breadcrumbs defaultItems={history} onNavigate={setLast} />
      <p style={{ marginTop: 16 }}>Navigated to: {last ?? 'nothing yet'}</p>
    </>
  );
};

/** A disabled item in the middle. */
export const WithDisabledItem: Story = () => (
  <Breadcrumbs
    defaultItems={[
      history[0]!,
      { label: 'Hidden organization', path: '/customerDashboard/99/overview', disabled: true },
      history[3]!,
    ]}
  />
);

/** Only the current page. */
export const SingleItem: Story = () => <Breadcrumbs defaultItems={[history[0]!]} />;

/** Long labels wrap on a narrow width. */
export const Wrapping: Story = () => (
  <div style={{ width: 260 }}>
    <Breadcrumbs defaultItems={history} />
  </div>
);

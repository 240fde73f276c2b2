import { createTestSession } from '@console/testing/session';
import { action, type Story, type StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { limitedTechnicianOptions } from '../fixtures/search-data';
import { StoryConsole } from '../fixtures/story-console';
import { GlobalSearch } from './global-search';

export default { title: 'Search / Global search' } satisfies StoryDefault;

/** A header-like strip, so the popover opens over the page as it does in the console. */
function Header({ children }: { children: ReactNode }) {
  return <div style={{ width: 440, paddingBottom: 460 }}>{children}</div>;
}

/** The closed box: the `/` hint shows until the box is used. */
export const Closed: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch onReport={action('report')} />
    </Header>
  </StoryConsole>
);

/** Empty box: recent searches (a deleted device's entry is dropped). */
export const RecentSearches: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch defaultOpen onReport={action('report')} />
    </Header>
  </StoryConsole>
);

/** No recent searches yet. */
export const NoRecentSearches: Story = () => (
  <StoryConsole server={{ recents: [] }}>
    <Header>
      <GlobalSearch defaultOpen />
    </Header>
  </StoryConsole>
);

/** Loading: 3 skeleton rows, automatic height. */
export const Loading: Story = () => (
  <StoryConsole server={{ pending: true }}>
    <Header>
      <GlobalSearch defaultOpen defaultValue="acme" />
    </Header>
  </StoryConsole>
);

/** Results: exact and suggested groups, 420 px. */
export const Results: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch defaultOpen defaultValue="acme corp" onReport={action('report')} />
    </Header>
  </StoryConsole>
);

/** A device found by its MAC address: the row shows the matched attribute with its label. */
export const MatchedByMacAddress: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch defaultOpen defaultValue="00:1A:2B:3C:4D:5E" />
    </Header>
  </StoryConsole>
);

/** The Devices filter as a removable tag (type `devices:` to get it). */
export const FilterTag: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch defaultOpen defaultFilter="devices" defaultValue="acme" />
    </Header>
  </StoryConsole>
);

/** Administration pages, matched in the browser. */
export const AdministrationPages: Story = () => (
  <StoryConsole>
    <Header>
      <GlobalSearch defaultOpen defaultFilter="administration" defaultValue="polic" />
    </Header>
  </StoryConsole>
);

/** Nothing found under the Users filter: the hint and its links (200 px). */
export const NoResults: Story = () => (
  <StoryConsole server={{ items: [] }}>
    <Header>
      <GlobalSearch defaultOpen defaultFilter="users" defaultValue="nobody" />
    </Header>
  </StoryConsole>
);

/** Nothing found under All: the hint has no link. */
export const NoResultsAll: Story = () => (
  <StoryConsole server={{ items: [] }}>
    <Header>
      <GlobalSearch defaultOpen defaultValue="nothing-like-this" />
    </Header>
  </StoryConsole>
);

/** The search failed. */
export const SearchFailed: Story = () => (
  <StoryConsole server={{ fail: true }}>
    <Header>
      <GlobalSearch defaultOpen defaultValue="acme" onReport={action('report')} />
    </Header>
  </StoryConsole>
);

/** A limited technician: the filter dropdown offers only All, Organizations, Devices, Users and Administration. */
export const LimitedTechnician: Story = () => (
  <StoryConsole session={createTestSession(limitedTechnicianOptions)}>
    <Header>
      <GlobalSearch defaultOpen defaultValue="acme" />
    </Header>
  </StoryConsole>
);

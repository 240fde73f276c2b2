import type { SearchResultItem } from '@console/core';
import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { demoItems } from '../fixtures/search-data';
import { StoryConsole } from '../fixtures/story-console';
import { type ResultsPageSearch, SearchResultsPage } from './search-results-page';

export default { title: 'Search / Results page' } satisfies StoryDefault;

function Page({ initial }: { initial: ResultsPageSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <div style={{ maxWidth: 960 }}>
      <SearchResultsPage
        search={search}
        onSearchChange={(next) => {
          action('onSearchChange')(next);
          setSearch(next);
        }}
      />
    </div>
  );
}

/** Exact and suggested results for "acme corp". */
export const Results: Story = () => (
  <StoryConsole>
    <Page initial={{ searchValue: 'acme corp', searchFilter: 'all' }} />
  </StoryConsole>
);

const many: SearchResultItem[] = Array.from({ length: 120 }, (_, index) => ({
  type: 'DEVICE',
  id: 1000 + index,
  name: `DESKTOP-${String(index + 1).padStart(3, '0')}`,
  clientId: 1,
  clientName: index % 2 ? 'Acme Corp' : 'Globex',
  nodeClass: 'WINDOWS_WORKSTATION',
  nodeType: 'AGENT',
  score: 0,
  matchAttr: 'name',
  matchAttrValue: `DESKTOP-${String(index + 1).padStart(3, '0')}`,
}));

/** 120 suggestions in pages of 50. */
export const Paged: Story = () => (
  <StoryConsole server={{ items: [...many, ...demoItems] }}>
    <Page initial={{ searchValue: 'desktop', searchFilter: 'devices' }} />
  </StoryConsole>
);

/** Loading: 3 skeleton rows. */
export const Loading: Story = () => (
  <StoryConsole server={{ pending: true }}>
    <Page initial={{ searchValue: 'acme', searchFilter: 'all' }} />
  </StoryConsole>
);

/** Nothing found under the Policies filter. */
export const NoResults: Story = () => (
  <StoryConsole server={{ items: [] }}>
    <Page initial={{ searchValue: 'zzz', searchFilter: 'policies' }} />
  </StoryConsole>
);

/** Reached without a query. */
export const NoQuery: Story = () => (
  <StoryConsole>
    <Page initial={{ searchValue: '', searchFilter: 'all' }} />
  </StoryConsole>
);

/** The search failed. */
export const SearchFailed: Story = () => (
  <StoryConsole server={{ fail: true }}>
    <Page initial={{ searchValue: 'acme', searchFilter: 'all' }} />
  </StoryConsole>
);

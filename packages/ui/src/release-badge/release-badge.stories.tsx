import type { Story, StoryDefault } from '@ladle/react';
import { ThemeRoot } from '../theme/theme-root';
import { ReleaseBadge } from './release-badge';

const meta: StoryDefault = {
  title: 'Layout / Release badge',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ padding: 16 }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** 'Beta' with the default feedback address; hover or click it. */
export const Beta: Story = () => <ReleaseBadge type="beta" />;

/** 'Early access' next to a heading, with a custom address and a known-issues link. */
export const EarlyAccess: Story = () => (
  <h2 style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
    SaaS backup
    <ReleaseBadge
      type="earlyAccess"
      feedbackEmail="saas-backup@example.com"
      knownIssuesUrl="https://example.com/known-issues"
    />
  </h2>
);

/** Both badges side by side. */
export const Both: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <ReleaseBadge type="beta" />
    <ReleaseBadge type="earlyAccess" knownIssuesUrl="https://example.com/known-issues" />
  </div>
);

import type { Story, StoryDefault } from '@ladle/react';
import { MoreList } from './more-list';

export default { title: 'Basics / MoreList' } satisfies StoryDefault;

const devices = Array.from({ length: 14 }, (_, index) => `DESKTOP-${1000 + index}`);

/** Fourteen items: nine shown, then '+5 more'. */
export const Collapsed: Story = () => <MoreList items={devices} aria-label="Devices" />;

/** Expanded at first. */
export const Expanded: Story = () => <MoreList items={devices} aria-label="Devices" defaultExpanded />;

/** Everything fits: no toggle. */
export const Complete: Story = () => <MoreList items={devices.slice(0, 4)} aria-label="Devices" />;

/** Inline, three at most, count as plain text (e.g. a table cell). */
export const InlineCount: Story = () => (
  <MoreList items={devices} aria-label="Devices" layout="inline" max={3} expandable={false} />
);

import type { Story, StoryDefault } from '@ladle/react';
import { Skeleton } from './skeleton';

export default { title: 'Basics / Skeleton' } satisfies StoryDefault;

/** Three full-width rows. */
export const Default: Story = () => <Skeleton />;

/** Table-like rows: a name, a type and a detail column (the search results page). */
export const TableRows: Story = () => (
  <Skeleton rows={3} bars={['30%', '12%', '20%']} label="Loading results" />
);

/** Rows that shorten as they go (the search popover). */
export const ShorteningRows: Story = () => <Skeleton rows={3} bars={(row) => ['18%', `${55 - row * 8}%`]} />;

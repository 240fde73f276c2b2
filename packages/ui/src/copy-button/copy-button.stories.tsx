import type { Story, StoryDefault } from '@ladle/react';
import { CopyButton } from './copy-button';

export default { title: 'Basics / CopyButton' } satisfies StoryDefault;

/** Click: 'Copied' for 3 seconds, then idle. */
export const Basic: Story = () => <CopyButton text="https://example.com/installer.msi" />;

/** Icon only, small, with a specific label. */
export const IconOnly: Story = () => (
  <CopyButton text="device-42" iconOnly size="sm" label="Copy device ID" />
);

/** A clipboard that refuses: the error message shows. */
export const Failing: Story = () => (
  <CopyButton text="abc" writeText={() => Promise.reject(new Error('Write permission denied.'))} />
);

/** A slow clipboard, 'Copied' kept for one second. */
export const ShortCopied: Story = () => <CopyButton text="abc" copiedDuration={1000} variant="ghost" />;

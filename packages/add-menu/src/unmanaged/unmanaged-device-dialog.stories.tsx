import type { Story, StoryDefault } from '@ladle/react';
import { CsvPreviewWizard } from './csv-preview-wizard';
import { UnmanagedDeviceDialog } from './unmanaged-device-dialog';
import { buildPreview, plainOnlyRoleList } from './unmanaged-fixtures';
import { UnmanagedStoryConsole } from './unmanaged-story-console';

export default { title: 'Add menu / Unmanaged device' } satisfies StoryDefault;

const noop = () => {};
// Built once, as the server's answer would arrive: the stories (and the bench) measure rendering.
const preview10k = buildPreview(10_000, 100);

/** Create from scratch, on the 'Select role' tab: Monitor is greyed out (no full permission). */
export const CreateFromScratch: Story = () => (
  <UnmanagedStoryConsole>
    <UnmanagedDeviceDialog open onOpenChange={noop} />
  </UnmanagedStoryConsole>
);

/** Only the plain UNMANAGED_DEVICE role exists: no Save button. */
export const OnlyThePlainRole: Story = () => (
  <UnmanagedStoryConsole roles={plainOnlyRoleList}>
    <UnmanagedDeviceDialog open onOpenChange={noop} />
  </UnmanagedStoryConsole>
);

/** The roles do not load: 'Failed to retrieve node roles.'. */
export const RolesFailed: Story = () => (
  <UnmanagedStoryConsole failRoles>
    <UnmanagedDeviceDialog open onOpenChange={noop} />
  </UnmanagedStoryConsole>
);

/** Import from CSV: role, file, Download Template, Preview (a preview answers 200 rows, 20 invalid). */
export const ImportFromCsv: Story = () => (
  <UnmanagedStoryConsole>
    <UnmanagedDeviceDialog open onOpenChange={noop} defaultMode="import" />
  </UnmanagedStoryConsole>
);

/** The Import Wizard (Preview) of 10,000 rows, 100 of them invalid: both messages, Save enabled. */
export const PreviewWithErrors: Story = () => (
  <UnmanagedStoryConsole>
    <CsvPreviewWizard
      open
      onOpenChange={noop}
      preview={preview10k}
      onReupload={noop}
      onSave={noop}
      canSave
      busy={false}
    />
  </UnmanagedStoryConsole>
);

/** Every row invalid: Save disabled. */
export const PreviewWithoutValidRows: Story = () => (
  <UnmanagedStoryConsole>
    <CsvPreviewWizard
      open
      onOpenChange={noop}
      preview={buildPreview(5, 1)}
      onReupload={noop}
      onSave={noop}
      canSave={false}
      busy={false}
    />
  </UnmanagedStoryConsole>
);

/** A clean file: no messages, Save enabled. */
export const PreviewClean: Story = () => (
  <UnmanagedStoryConsole>
    <CsvPreviewWizard
      open
      onOpenChange={noop}
      preview={buildPreview(50)}
      onReupload={noop}
      onSave={noop}
      canSave
      busy={false}
    />
  </UnmanagedStoryConsole>
);

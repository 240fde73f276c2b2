import type { RestoreType } from '@console/core';
import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { StoryConsole } from '../fixtures/story-console';
import { RestoreDialog } from './restore-dialog';

export default { title: 'Monitor wizards / Restore' };

const nas = [{ name: 'NAS', path: '\\\\nas\\backups' }];

function Restore({
  type,
  networkLocations = nas,
  fails = false,
}: {
  type: RestoreType;
  networkLocations?: { name: string; path: string }[];
  fails?: boolean;
}) {
  return (
    <StoryConsole
      routes={{
        'GET /ws/node/7/restore/options': fails
          ? undefined
          : { networkLocations, volumes: ['C:', 'D:', 'E:'] },
        'POST /ws/node/7/restore': { resultCode: 'SUCCESS', jobId: 91 },
      }}
    >
      <RestoreDialog
        open
        deviceId={7}
        restoreType={type}
        onOpenChange={action('openChange')}
        onSent={action('sent')}
      />
    </StoryConsole>
  );
}

/** File and folder restore, with a network location. */
export const FileAndFolder: Story = () => <Restore type="FILE_FOLDER" />;
/** File and folder restore: no network location, so the NETWORK source is disabled. */
export const FileAndFolderNoNetwork: Story = () => <Restore type="FILE_FOLDER" networkLocations={[]} />;
/** Bare metal restore (Restore with no destination: 'A restore destination is required'). */
export const BareMetal: Story = () => <Restore type="BARE_METAL" networkLocations={[]} />;
/** Virtual disk restore. */
export const VirtualDisk: Story = () => <Restore type="VIRTUAL_DISK" />;
/** Physical disk restore: C: volumes disabled as destinations. */
export const PhysicalDisk: Story = () => <Restore type="PHYSICAL_DISK" />;
/** Delete files. */
export const DeleteFiles: Story = () => <Restore type="DELETE_FILES" />;
/** Synchronize repository. */
export const SynchronizeRepository: Story = () => <Restore type="SYNCHRONIZE_REPOSITORY" />;
/** The device's restore options cannot be loaded. */
export const LoadError: Story = () => <Restore type="FILE_FOLDER" fails />;

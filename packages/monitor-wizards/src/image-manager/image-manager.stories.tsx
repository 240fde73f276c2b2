import type { BackupPlans } from '@console/core';
import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { emptyPlans, savedPlans } from '../fixtures/image-manager-plans';
import { StoryConsole } from '../fixtures/story-console';
import { AddApplicationDialog } from './add-application-dialog';
import { AgentSettingsDialog } from './agent-settings-dialog';
import type { FolderStepId } from './folder-draft';
import { FtpLocationDialog } from './ftp-location-dialog';
import { ImageManagerSettings } from './image-manager-settings';
import { ManagedFolderWizard } from './managed-folder-wizard';
import { ReplicationTargetDialog } from './replication-target-dialog';

export default { title: 'Monitor wizards / Image manager' };

/** A fake server holding one policy's plans (PUT keeps what it gets). */
function planRoutes(start: BackupPlans) {
  let plans = structuredClone(start);
  return {
    'GET /ws/policy/12/backup': () => ({ resultCode: 'SUCCESS', policyId: 12, backupPlans: plans }),
    'PUT /ws/policy/12/backup': ({ body }: { body: unknown }) => {
      plans = (body as { backupPlans: BackupPlans }).backupPlans;
      return { resultCode: 'SUCCESS', policyId: 12, backupPlans: plans };
    },
  };
}

const saved = savedPlans.managedFolders[0];

function Wizard({ step, edit }: { step: FolderStepId; edit?: boolean }) {
  return (
    <StoryConsole routes={{}}>
      <ManagedFolderWizard
        key={`${step}-${edit}`}
        {...(edit ? { folder: saved } : {})}
        defaultStep={step}
        onSave={action('save')}
        onOpenChange={action('openChange')}
      />
    </StoryConsole>
  );
}

/** The policy's image manager pages with saved plans. */
export const Settings: Story = () => (
  <StoryConsole routes={planRoutes(savedPlans)}>
    <ImageManagerSettings policyId={12} onSaved={action('saved')} />
  </StoryConsole>
);

/** A policy without image manager settings. */
export const SettingsEmpty: Story = () => (
  <StoryConsole routes={planRoutes(emptyPlans)}>
    <ImageManagerSettings policyId={12} onSaved={action('saved')} />
  </StoryConsole>
);

/** New managed folder: Basic (press Next to see its field errors). */
export const NewFolderBasic: Story = () => <Wizard step="basic" />;
/** New managed folder: Verification. */
export const NewFolderVerification: Story = () => <Wizard step="verification" />;
/** New managed folder: Consolidation. */
export const NewFolderConsolidation: Story = () => <Wizard step="consolidation" />;
/** New managed folder: Retention. */
export const NewFolderRetention: Story = () => <Wizard step="retention" />;
/** EDIT: folder path read-only, stored passwords masked. */
export const EditFolderBasic: Story = () => <Wizard step="basic" edit />;
/** EDIT: Verification with re-verification on. */
export const EditFolderVerification: Story = () => <Wizard step="verification" edit />;
/** EDIT: Consolidation on a relative day. */
export const EditFolderConsolidation: Story = () => <Wizard step="consolidation" edit />;
/** EDIT: Retention applied. */
export const EditFolderRetention: Story = () => <Wizard step="retention" edit />;

/** The location editor, new. */
export const NewLocation: Story = () => (
  <StoryConsole routes={{}}>
    <FtpLocationDialog
      open
      onOpenChange={action('openChange')}
      otherNames={['Offsite']}
      onSave={action('save')}
    />
  </StoryConsole>
);

/** The location editor of a saved location (location ID read-only, password stored). */
export const EditLocation: Story = () => (
  <StoryConsole routes={{}}>
    <FtpLocationDialog
      open
      onOpenChange={action('openChange')}
      location={savedPlans.ftpLocations[0]}
      onSave={action('save')}
    />
  </StoryConsole>
);

/** The target editor. */
export const NewTarget: Story = () => (
  <StoryConsole routes={{}}>
    <ReplicationTargetDialog
      open
      onOpenChange={action('openChange')}
      locationNames={['Offsite']}
      folders={saved?.id ? [{ id: saved.id, folderPath: saved.folderPath }] : []}
      onSave={action('save')}
    />
  </StoryConsole>
);

/** The target editor without any FTP location. */
export const TargetWithoutLocations: Story = () => (
  <StoryConsole routes={{}}>
    <ReplicationTargetDialog
      open
      onOpenChange={action('openChange')}
      locationNames={[]}
      onSave={action('save')}
    />
  </StoryConsole>
);

/** Agent settings with stored default folder credentials. */
export const AgentSettings: Story = () => (
  <StoryConsole routes={{}}>
    <AgentSettingsDialog
      open
      onOpenChange={action('openChange')}
      settings={savedPlans.agentSettings}
      onSave={action('save')}
    />
  </StoryConsole>
);

/** 'Add an application' with ShadowProtect already added. */
export const AddApplication: Story = () => (
  <StoryConsole routes={{}}>
    <AddApplicationDialog
      open
      onOpenChange={action('openChange')}
      existing={['SHADOWPROTECT']}
      onSave={action('save')}
    />
  </StoryConsole>
);

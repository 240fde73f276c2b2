import type { BackupPlans, BackupPlansInput } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, Spinner } from '@console/ui';
import { useState } from 'react';
import { usePolicyBackupPlans } from '../shared/use-policy-backup-plans';
import { AddApplicationDialog } from './add-application-dialog';
import { AgentSettingsDialog } from './agent-settings-dialog';
import { FtpLocationDialog } from './ftp-location-dialog';
import * as styles from './image-manager.css';
import { ManagedFolderWizard } from './managed-folder-wizard';
import { PlanTable } from './plan-table';
import { ReplicationTargetDialog } from './replication-target-dialog';
import { ImageManagerTexts } from './texts';

/** Props of {@link ImageManagerSettings}. */
export interface ImageManagerSettingsProps {
  /** The policy whose backup plans hold the image manager settings. */
  policyId: number;
  /** The policy's node class (for the update permission); leave out when not known. */
  nodeClass?: string | null;
  /** Called with the plans after each save. */
  onSaved?: (plans: BackupPlans) => void;
}

/** A Remove waiting for its confirmation: the item's name and the plans without it. */
interface Removing {
  name: string;
  next: BackupPlansInput;
}

type Editing =
  | { kind: 'folder' | 'location' | 'target'; index: number | null }
  | { kind: 'agent' | 'application' }
  | null;

/** `items` with the item at `index` replaced (or appended when `index` is null). */
function put<T>(items: readonly T[], index: number | null, item: T): T[] {
  return index === null ? [...items, item] : items.map((current, i) => (i === index ? item : current));
}

/**
 * The image manager pages of a policy (002 §2.3, §3): managed folders (each opened in the
 * managed-folder wizard), the locations list with its location editor, the replication targets
 * list with its target editor, the agent settings and 'Add an application'. Each change saves the
 * policy's backup plans (`PUT /policy/{id}/backup`: same rules as the forms, passwords sealed on
 * the server and answered masked).
 * @example <ImageManagerSettings policyId={12} />
 */
export function ImageManagerSettings(props: ImageManagerSettingsProps) {
  return (
    <ImageManagerTexts>
      <ImageManagerSettingsBody {...props} />
    </ImageManagerTexts>
  );
}

function ImageManagerSettingsBody({ policyId, nodeClass, onSaved }: ImageManagerSettingsProps) {
  const t = useMessage();
  const { loaded, canEdit, save: savePlans } = usePolicyBackupPlans(policyId, nodeClass);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  if (loaded.isError) return <Banner tone="danger">{t('backupWizards.loadError')}</Banner>;
  if (!loaded.data) return <Spinner label={t('imageManager.loading')} />;
  const plans = loaded.data.backupPlans;

  /** Saves the plans; throws the server's message so the open form shows it and stays. */
  const save = async (next: BackupPlansInput) => {
    const saved = await savePlans(next);
    setFailure(null);
    onSaved?.(saved);
  };
  /** A Remove from a list, once confirmed: its failure shows above the lists. */
  const remove = (name: string, next: BackupPlansInput) => setRemoving({ name, next });
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };
  const locationNames = plans.ftpLocations.map((location) => location.name);

  return (
    <div className={styles.sections}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading}>{t('imageManager.title')}</h2>
        {canEdit ? (
          <Button onClick={() => setEditing({ kind: 'agent' })}>{t('imageManager.agent.open')}</Button>
        ) : null}
      </div>
      {failure ? (
        <Banner tone="danger" title={t('imageManager.saveError')}>
          {failure}
        </Banner>
      ) : null}
      <PlanTable
        readOnly={!canEdit}
        title={t('imageManager.folders.title')}
        addLabel={t('imageManager.folders.add')}
        onAdd={() => setEditing({ kind: 'folder', index: null })}
        empty={t('imageManager.folders.empty')}
        items={plans.managedFolders}
        columns={[
          { header: t('imageManager.folder.folderPath'), cell: (folder) => folder.folderPath },
          { header: t('imageManager.folder.description'), cell: (folder) => folder.description },
          { header: t('imageManager.folder.sortPriority'), cell: (folder) => folder.sortPriority },
        ]}
        nameOf={(folder) => folder.folderPath}
        onEdit={(_, index) => setEditing({ kind: 'folder', index })}
        onRemove={(folder, index) =>
          remove(folder.folderPath, {
            ...plans,
            managedFolders: plans.managedFolders.filter((_, i) => i !== index),
            replicationTargets: plans.replicationTargets.map((target) =>
              target.managedFolderGuid === folder.id ? { ...target, managedFolderGuid: null } : target,
            ),
          })
        }
      />
      <PlanTable
        readOnly={!canEdit}
        title={t('imageManager.locations.title')}
        addLabel={t('imageManager.locations.add')}
        onAdd={() => setEditing({ kind: 'location', index: null })}
        empty={t('imageManager.locations.empty')}
        items={plans.ftpLocations}
        columns={[
          { header: t('imageManager.location.name'), cell: (location) => location.name },
          { header: t('imageManager.location.serverPath'), cell: (location) => location.serverPath },
          {
            header: t('imageManager.location.mode'),
            cell: (location) => t(`imageManager.location.mode.${location.mode}`),
          },
          {
            header: t('imageManager.location.security'),
            cell: (location) => t(`imageManager.location.security.${location.security}`),
          },
        ]}
        nameOf={(location) => location.name}
        onEdit={(_, index) => setEditing({ kind: 'location', index })}
        onRemove={(location, index) => {
          if (plans.replicationTargets.some((target) => target.location === location.name)) {
            setFailure(t('imageManager.location.inUse'));
            return;
          }
          remove(location.name, { ...plans, ftpLocations: plans.ftpLocations.filter((_, i) => i !== index) });
        }}
      />
      <PlanTable
        readOnly={!canEdit}
        title={t('imageManager.targets.title')}
        addLabel={t('imageManager.targets.add')}
        onAdd={() => setEditing({ kind: 'target', index: null })}
        empty={t('imageManager.targets.empty')}
        items={plans.replicationTargets}
        columns={[
          { header: t('imageManager.target.name'), cell: (target) => target.name },
          { header: t('imageManager.target.location'), cell: (target) => target.location },
          {
            header: t('imageManager.target.replicationMode'),
            cell: (target) => t(`imageManager.target.replicationMode.${target.replicationMode}`),
          },
        ]}
        nameOf={(target) => target.name}
        onEdit={(_, index) => setEditing({ kind: 'target', index })}
        onRemove={(target, index) =>
          remove(target.name, {
            ...plans,
            replicationTargets: plans.replicationTargets.filter((_, i) => i !== index),
          })
        }
      />
      <PlanTable
        readOnly={!canEdit}
        title={t('imageManager.applications.title')}
        addLabel={t('imageManager.addApplication.open')}
        addDisabled={plans.applications.length >= 2}
        onAdd={() => setEditing({ kind: 'application' })}
        empty={t('imageManager.applications.empty')}
        items={plans.applications}
        columns={[
          {
            header: t('imageManager.application.applicationType'),
            cell: (application) =>
              t(`imageManager.application.applicationType.${application.applicationType}`),
          },
          {
            header: t('imageManager.application.licenseType'),
            cell: (application) => t(`imageManager.application.licenseType.${application.licenseType}`),
          },
        ]}
        nameOf={(application) => t(`imageManager.application.applicationType.${application.applicationType}`)}
        onRemove={(application, index) =>
          remove(t(`imageManager.application.applicationType.${application.applicationType}`), {
            ...plans,
            applications: plans.applications.filter((_, i) => i !== index),
          })
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('imageManager.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('imageManager.remove')}
        cancelLabel={t('backupWizards.cancel')}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          await save(removing.next).catch((error: Error) => setFailure(error.message));
          setRemoving(null);
        }}
      >
        {t('imageManager.removeBody')}
      </ConfirmDialog>
      {editing?.kind === 'folder' ? (
        <ManagedFolderWizard
          {...(editing.index === null ? {} : { folder: plans.managedFolders[editing.index] })}
          onSave={(folder) =>
            save({ ...plans, managedFolders: put(plans.managedFolders, editing.index, folder) })
          }
          onOpenChange={close}
        />
      ) : null}
      {editing?.kind === 'location' ? (
        <FtpLocationDialog
          open
          onOpenChange={close}
          {...(editing.index === null ? {} : { location: plans.ftpLocations[editing.index] })}
          otherNames={locationNames.filter((_, i) => i !== editing.index)}
          onSave={(location) => {
            const before = editing.index === null ? null : (locationNames[editing.index] ?? null);
            return save({
              ...plans,
              ftpLocations: put(plans.ftpLocations, editing.index, location),
              // A renamed location takes its replication targets along.
              replicationTargets: plans.replicationTargets.map((target) =>
                before !== null && target.location === before
                  ? { ...target, location: location.name }
                  : target,
              ),
            });
          }}
        />
      ) : null}
      {editing?.kind === 'target' ? (
        <ReplicationTargetDialog
          open
          onOpenChange={close}
          {...(editing.index === null ? {} : { target: plans.replicationTargets[editing.index] })}
          locationNames={locationNames}
          folders={plans.managedFolders.flatMap((folder) =>
            folder.id ? [{ id: folder.id, folderPath: folder.folderPath }] : [],
          )}
          onSave={(target) =>
            save({ ...plans, replicationTargets: put(plans.replicationTargets, editing.index, target) })
          }
        />
      ) : null}
      {editing?.kind === 'agent' ? (
        <AgentSettingsDialog
          open
          onOpenChange={close}
          settings={plans.agentSettings}
          onSave={(agentSettings) => save({ ...plans, agentSettings })}
        />
      ) : null}
      {editing?.kind === 'application' ? (
        <AddApplicationDialog
          open
          onOpenChange={close}
          existing={plans.applications.map((application) => application.applicationType)}
          onSave={(application) => save({ ...plans, applications: [...plans.applications, application] })}
        />
      ) : null}
    </div>
  );
}

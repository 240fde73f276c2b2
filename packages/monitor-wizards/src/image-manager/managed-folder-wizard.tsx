import type { ManagedFolderInput } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, WizardShell } from '@console/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '../shared/use-unsaved-changes-guard';
import {
  FOLDER_STEPS,
  type FolderDraft,
  type FolderStepId,
  firstFolderPageWithIssues,
  folderDraft,
  folderIssues,
  folderPageOf,
  isFolderDirty,
} from './folder-draft';
import {
  BasicPage,
  ConsolidationPage,
  type FolderPageProps,
  RetentionPage,
  VerificationPage,
} from './folder-pages';
import { useFieldError } from './form-fields';
import * as styles from './image-manager.css';
import { ImageManagerTexts } from './texts';

const PAGES: Record<FolderStepId, (props: FolderPageProps) => ReactNode> = {
  basic: BasicPage,
  verification: VerificationPage,
  consolidation: ConsolidationPage,
  retention: RetentionPage,
};

/** Props of {@link ManagedFolderWizard}. */
export interface ManagedFolderWizardProps {
  /** The folder to edit (EDIT mode: the folder path is read-only); leave out for a new folder. */
  folder?: ManagedFolderInput;
  /**
   * Done (or Save in the unsaved-changes prompt): called with the folder once every rule passes;
   * save the policy's plans here. Return `false`, or throw (its message shows), to stay open.
   */
  onSave: (folder: ManagedFolderInput) => unknown;
  /** Called with `false` when the wizard closes (Close, Discard, or after saving). */
  onOpenChange?: (open: boolean) => void;
  /** The page opened first. @default 'basic' */
  defaultStep?: FolderStepId;
  /** `fullscreen` (default) covers the viewport; `fill` fills its parent. */
  layout?: 'fullscreen' | 'fill';
}

/**
 * The image manager managed-folder wizard (002 §2.3, §3, §5.11): Basic, Verification,
 * Consolidation and Retention on the ui's `WizardShell`. Next stays on a page with broken rules,
 * which then show under their fields; Done checks every page (opening the first with errors) and
 * hands the folder to `onSave`; Close with changes asks 'You have unsaved changes' (Cancel, Save,
 * Discard). Stored passwords arrive masked and are kept unless a new one is typed.
 * @example <ManagedFolderWizard onSave={(folder) => savePlans({ ...plans, managedFolders: [...plans.managedFolders, folder] })} />
 */
export function ManagedFolderWizard(props: ManagedFolderWizardProps) {
  return (
    <ImageManagerTexts>
      <ManagedFolderWizardBody {...props} />
    </ImageManagerTexts>
  );
}

function ManagedFolderWizardBody({
  folder,
  onSave,
  onOpenChange,
  defaultStep = 'basic',
  layout,
}: ManagedFolderWizardProps) {
  const t = useMessage();
  const isNew = folder === undefined;
  const opened = useRef<FolderDraft>(folderDraft(folder));
  const [draft, setDraft] = useState<FolderDraft>(opened.current);
  const [step, setStep] = useState<FolderStepId>(defaultStep);
  const [shown, setShown] = useState<ReadonlySet<FolderStepId>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);
  const issues = folderIssues(draft);
  const error = useFieldError(
    issues.filter((issue) => shown.has(folderPageOf(issue.path))),
    true,
  );
  const show = (id: FolderStepId) => setShown((current) => new Set(current).add(id));

  const save = async (): Promise<boolean> => {
    const broken = firstFolderPageWithIssues(draft);
    if (broken) {
      setShown(new Set(FOLDER_STEPS));
      setStep(broken);
      return false;
    }
    setSaveError(null);
    try {
      const answer = await onSave(draft);
      if (answer === false) return false;
      opened.current = draft;
      return true;
    } catch (caught) {
      setSaveError(caught instanceof Error && caught.message ? caught.message : t('imageManager.saveError'));
      return false;
    }
  };

  const guard = useUnsavedChangesGuard({
    isDirty: () => isFolderDirty(opened.current, draft),
    save,
    onOpenChange,
  });

  const Page = PAGES[step];
  return (
    <>
      <WizardShell
        title={t(isNew ? 'backupWizards.title.newFolder' : 'backupWizards.title.editFolder')}
        mode={isNew ? 'new' : 'edit'}
        // A saved folder can be saved from any page; a new one from the last.
        canDone={isNew ? undefined : true}
        layout={layout}
        {...guard.shellProps}
        steps={FOLDER_STEPS.map((id) => ({ id, label: t(`backupWizards.step.${id}`) }))}
        step={step}
        onStepChange={(id) => setStep(id as FolderStepId)}
        onNext={(from) => {
          const id = from as FolderStepId;
          if (!issues.some((issue) => folderPageOf(issue.path) === id)) return true;
          show(id);
          return false;
        }}
        onDone={save}
      >
        <div className={styles.stack}>
          {saveError ? (
            <Banner tone="danger" title={t('imageManager.saveError')}>
              {saveError}
            </Banner>
          ) : null}
          <Page
            draft={draft}
            update={(change) => setDraft((current) => ({ ...current, ...change }))}
            error={error}
            isNew={isNew}
          />
        </div>
      </WizardShell>
      {guard.prompt}
    </>
  );
}

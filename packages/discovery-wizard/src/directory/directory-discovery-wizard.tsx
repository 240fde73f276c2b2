import { MessageSection, useMessage } from '@console/core/react';
import { Banner, Button, Dialog } from '@console/ui';
import { directoryDiscoveryTexts } from '../messages-directory';
import * as styles from './directory-discovery-wizard.css';
import { NameJobDialog, SetStatusDialog } from './job-dialogs';
import { ScheduleDialog } from './schedule-dialog';
import { StepOne } from './step-one';
import { StepTwo } from './step-two';
import {
  type DirectoryDiscoveryWizardModel,
  type UseDirectoryDiscoveryWizardOptions,
  useDirectoryDiscoveryWizard,
} from './use-directory-discovery-wizard';

/** Props of {@link DirectoryDiscoveryWizard}. */
export interface DirectoryDiscoveryWizardProps extends Omit<UseDirectoryDiscoveryWizardOptions, 'onClose'> {
  /** Whether the wizard shows. */
  open: boolean;
  /** Called with `false` when the wizard closes (Cancel, the close button, or after saving). */
  onOpenChange: (open: boolean) => void;
  /** Extra class on the dialog. */
  className?: string;
}

/**
 * The directory (AD) discovery job wizard (002 §2.3, §4.2, §5.3), two steps: the domain
 * controller and OU path, then credentials and the candidate devices' statuses (ad hoc, Apply) or
 * the schedule and deployment (scheduled, Save). A thin view over {@link useDirectoryDiscoveryWizard}.
 * @example <DirectoryDiscoveryWizard open clientId={3} jobType="SCHEDULED" onOpenChange={setOpen} />
 */
export function DirectoryDiscoveryWizard({
  open,
  onOpenChange,
  className,
  ...options
}: DirectoryDiscoveryWizardProps) {
  if (!open) return null;
  return (
    <MessageSection messages={directoryDiscoveryTexts}>
      <OpenWizard onOpenChange={onOpenChange} className={className} {...options} />
    </MessageSection>
  );
}

function OpenWizard({ onOpenChange, className, ...options }: Omit<DirectoryDiscoveryWizardProps, 'open'>) {
  const wizard = useDirectoryDiscoveryWizard({ ...options, onClose: () => onOpenChange(false) });
  const t = useMessage();
  const { step, values } = wizard;
  const stepName =
    step === 1
      ? t('directoryDiscovery.wizard.step1')
      : values.jobType === 'SCHEDULED'
        ? t('directoryDiscovery.wizard.step2.SCHEDULED')
        : t('directoryDiscovery.wizard.step2');
  return (
    <>
      <Dialog
        open
        onOpenChange={(next) => {
          if (!next) wizard.close();
        }}
        title={t(`directoryDiscovery.wizard.title.${values.jobType}`)}
        description={`${t('directoryDiscovery.wizard.stepOf', { step })} · ${stepName}`}
        size="xl"
        bodyHeight={560}
        dismissible={false}
        busy={wizard.saving}
        className={[styles.root, className].filter(Boolean).join(' ')}
        footer={<WizardFooter wizard={wizard} />}
      >
        <div className={styles.body} data-step={step}>
          {wizard.saveError ? (
            <Banner tone="danger" title={t('directoryDiscovery.wizard.saveFailed')}>
              {wizard.saveError}
            </Banner>
          ) : null}
          {step === 1 ? (
            <StepOne wizard={wizard} clientId={options.clientId} />
          ) : (
            <StepTwo wizard={wizard} clientId={options.clientId} />
          )}
        </div>
      </Dialog>
      {wizard.dialog === 'status' ? (
        <SetStatusDialog
          open
          onOpenChange={(next) => !next && wizard.openDialog(null)}
          clientId={options.clientId}
          onApply={wizard.applyStatus}
        />
      ) : null}
      {wizard.dialog === 'schedule' ? (
        <ScheduleDialog
          open
          onOpenChange={(next) => !next && wizard.openDialog(null)}
          value={values.schedule}
          onValueChange={wizard.setSchedule}
        />
      ) : null}
      {wizard.dialog === 'name' ? (
        <NameJobDialog
          open
          onOpenChange={(next) => !next && wizard.openDialog(null)}
          required={values.jobType === 'SCHEDULED'}
          defaultName={values.name}
          saving={wizard.saving}
          onSave={(name) => void wizard.save(name)}
        />
      ) : null}
    </>
  );
}

function WizardFooter({ wizard }: { wizard: DirectoryDiscoveryWizardModel }) {
  const t = useMessage();
  return (
    <div className={styles.footer}>
      <Button className={styles.footerStart} onClick={wizard.close}>
        {t('directoryDiscovery.wizard.cancel')}
      </Button>
      {wizard.backVisible ? (
        <Button onClick={wizard.back}>{t('directoryDiscovery.wizard.back')}</Button>
      ) : null}
      {wizard.step === 1 ? (
        <Button variant="primary" disabled={!wizard.nextEnabled} accessibleWhenDisabled onClick={wizard.next}>
          {t('directoryDiscovery.wizard.next')}
        </Button>
      ) : (
        <Button
          variant="primary"
          disabled={!wizard.finishEnabled}
          accessibleWhenDisabled
          loading={wizard.saving}
          onClick={wizard.finish}
        >
          {wizard.values.jobType === 'SCHEDULED'
            ? t('directoryDiscovery.wizard.save')
            : t('directoryDiscovery.wizard.apply')}
        </Button>
      )}
    </div>
  );
}

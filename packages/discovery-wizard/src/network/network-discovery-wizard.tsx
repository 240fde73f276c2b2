import { MessageSection, useMessage } from '@console/core/react';
import { Button, ConfirmDialog, Dialog, Tooltip } from '@console/ui';
import { networkDiscoveryTexts } from '../messages-network';
import { DiscoveryStep } from './discovery-step';
import * as styles from './network-discovery-wizard.css';
import { ReviewStep } from './review-step';
import { SetupStep } from './setup-step';
import { StepBar } from './step-bar';
import {
  type NetworkDiscoveryWizardModel,
  type UseNetworkDiscoveryWizardOptions,
  useNetworkDiscoveryWizard,
} from './use-network-discovery-wizard';

/** Props of {@link NetworkDiscoveryWizard}. */
export interface NetworkDiscoveryWizardProps extends Omit<UseNetworkDiscoveryWizardOptions, 'onClose'> {
  /** Whether the wizard shows. */
  open: boolean;
  /** Called with `false` when the wizard closes (after 'Stop discovery?' while discovery runs). */
  onOpenChange: (open: boolean) => void;
  /** Extra class on the dialog. */
  className?: string;
}

/**
 * The ad hoc network discovery wizard (000 §2.11, §4.4, §5.3): Set up, Run discovery and Review in
 * a dialog whose body is 596 px high. The header names the probe (its delegate version in a
 * tooltip) and the organization. Finish adds the reviewed devices as NMS devices. A thin view over
 * {@link useNetworkDiscoveryWizard}.
 * @example <NetworkDiscoveryWizard open={open} onOpenChange={setOpen} onFinished={(ids) => toast(`${ids.length} added`)} />
 */
export function NetworkDiscoveryWizard({
  open,
  onOpenChange,
  className,
  ...options
}: NetworkDiscoveryWizardProps) {
  if (!open) return null;
  return (
    <MessageSection messages={networkDiscoveryTexts}>
      <OpenWizard onOpenChange={onOpenChange} className={className} {...options} />
    </MessageSection>
  );
}

function OpenWizard({ onOpenChange, className, ...options }: Omit<NetworkDiscoveryWizardProps, 'open'>) {
  const wizard = useNetworkDiscoveryWizard({ ...options, onClose: () => onOpenChange(false) });
  const t = useMessage();
  const { state } = wizard;
  return (
    <>
      <Dialog
        open
        onOpenChange={(next) => {
          if (!next) wizard.close();
        }}
        title={t('discovery.network.title')}
        description={<WizardHeader wizard={wizard} />}
        size="xl"
        bodyHeight={596}
        dismissible={false}
        className={[styles.root, className].filter(Boolean).join(' ')}
        footer={<WizardFooter wizard={wizard} />}
      >
        <div className={styles.body} data-step={state.step} data-state={state.phase}>
          <StepBar step={state.step} availability={wizard.availability} onStepChange={wizard.goTo} />
          {state.step === 'SETUP' ? (
            <SetupStep wizard={wizard} />
          ) : state.step === 'DISCOVERY' ? (
            <DiscoveryStep wizard={wizard} />
          ) : (
            <ReviewStep wizard={wizard} />
          )}
        </div>
      </Dialog>
      <WizardConfirmations wizard={wizard} />
    </>
  );
}

function WizardHeader({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const probe = wizard.values.networkProbe;
  const version = wizard.delegateVersion
    ? t('discovery.network.header.delegateVersion', { version: wizard.delegateVersion })
    : t('discovery.network.header.delegateVersionUnknown');
  return (
    <span className={styles.header}>
      {probe ? (
        <Tooltip content={version}>
          <button type="button" className={styles.version}>
            {probe.nodeName}
          </button>
        </Tooltip>
      ) : (
        <span>{t('discovery.network.header.noProbe')}</span>
      )}
      {wizard.names.organization ? <span>· {wizard.names.organization}</span> : null}
    </span>
  );
}

function WizardFooter({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const { state } = wizard;
  const running = state.phase === 'preparing' || state.phase === 'scanning';
  return (
    <div className={styles.footer}>
      <Button className={styles.footerStart} onClick={wizard.close}>
        {t('discovery.network.close')}
      </Button>
      {state.step === 'SETUP' ? (
        <Button variant="primary" onClick={wizard.submitSetup}>
          {wizard.resultsCurrent ? t('discovery.network.form.viewResults') : t('discovery.network.form.run')}
        </Button>
      ) : state.step === 'DISCOVERY' ? (
        <>
          {running ? (
            <Button variant="danger" onClick={() => void wizard.stop()}>
              {t('discovery.network.run.stop')}
            </Button>
          ) : null}
          <Button onClick={wizard.back}>{t('discovery.network.back')}</Button>
          <Button
            variant="primary"
            disabled={running}
            accessibleWhenDisabled
            onClick={() => wizard.review.open()}
          >
            {t('discovery.network.next')}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={wizard.back}>{t('discovery.network.back')}</Button>
          <Button variant="primary" loading={wizard.review.adding} onClick={wizard.review.finish}>
            {t('discovery.network.finish')}
          </Button>
        </>
      )}
    </div>
  );
}

function WizardConfirmations({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const asked = wizard.confirmation;
  const onOpenChange = (open: boolean) => {
    if (!open) wizard.cancelConfirmation();
  };
  const count = wizard.review.selected.length;
  return (
    <>
      <ConfirmDialog
        open={asked === 'stopBack' || asked === 'stopClose'}
        onOpenChange={onOpenChange}
        title={t('discovery.network.run.stopTitle')}
        confirmLabel={t('discovery.network.run.stop')}
        tone="danger"
        onConfirm={wizard.confirm}
      >
        {t('discovery.network.run.stopBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asked === 'rerun'}
        onOpenChange={onOpenChange}
        title={t('discovery.network.rerun.title')}
        confirmLabel={t('discovery.network.rerun.confirm')}
        onConfirm={wizard.confirm}
      >
        {t('discovery.network.rerun.body')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asked === 'finish'}
        onOpenChange={onOpenChange}
        title={
          count === 1
            ? t('discovery.network.finish.confirmOne')
            : t('discovery.network.finish.confirmMany', { n: count })
        }
        confirmLabel={t('discovery.network.finish.confirm')}
        onConfirm={wizard.confirm}
      >
        {t('discovery.network.finish.body', {
          organization: wizard.names.organization,
          location: wizard.names.location,
        })}
      </ConfirmDialog>
    </>
  );
}

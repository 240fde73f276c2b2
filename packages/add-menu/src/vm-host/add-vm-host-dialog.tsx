import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, RadioGroup, Select, TextInput } from '@console/ui';
import { CredentialPicker, OrganizationPicker } from '@console/widget-kit';
import * as styles from '../internal/dialog.css';
import type { VirtualPlatform } from '../logic/add-menu-rules';
import { type AddVmHostFlow, useAddVmHost } from './use-add-vm-host';

/** Props of {@link AddVmHostDialog}. */
export interface AddVmHostDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes. */
  onOpenChange: (open: boolean) => void;
  /**
   * The entry of the Virtual infrastructure submenu: HyperV adds a HYPERV host, VMWare an ESXI one
   * (changeable in the dialog).
   * @default 'VMWARE'
   */
  platform?: VirtualPlatform;
  /**
   * How often the delegate check is polled while it installs.
   * @default 5000
   */
  pollMs?: number;
}

/**
 * The Add VM host dialog (000 §2.9, §4.3, §5.2, §8; 002 §5.6): type, organization and monitor
 * delegate, and for ESXi the DNS/IP, API port and credential (with New Credential); Test host runs
 * the staged delegate check and the real connection test with the spec's progress and failure
 * labels; Add host is enabled only after a passed test, and any change clears the result. The
 * success dialog links to the host's dashboard.
 * @example <AddVmHostDialog open={open} onOpenChange={setOpen} platform="HYPERV" />
 */
export function AddVmHostDialog({ platform = 'VMWARE', ...props }: AddVmHostDialogProps) {
  return props.open ? <AddVmHostFlowDialog key={platform} platform={platform} {...props} /> : null;
}

function AddVmHostFlowDialog({ open, onOpenChange, platform, pollMs }: AddVmHostDialogProps) {
  const t = useMessage();
  const flow = useAddVmHost({ type: platform === 'HYPERV' ? 'HYPERV' : 'ESXI', pollMs });
  if (flow.added) {
    const host = flow.added;
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('addDevices.vm.title')}
        footer={
          <div className={styles.footer}>
            <Button onClick={() => onOpenChange(false)}>{t('addDevices.nms.close')}</Button>
            <Button
              variant="primary"
              onClick={() => {
                flow.openDashboard();
                onOpenChange(false);
              }}
            >
              {t('addDevices.vm.openDashboard')}
            </Button>
          </div>
        }
      >
        <p className={styles.note} data-state="added">
          {t('addDevices.vm.added', { name: host.name })}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('addDevices.vm.title')}
      busy={flow.running || flow.adding}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)}>{t('addDevices.vm.cancel')}</Button>
          <Button
            disabled={!flow.canTest}
            accessibleWhenDisabled
            loading={flow.running}
            onClick={() => void flow.test()}
          >
            {t('addDevices.vm.testHost')}
          </Button>
          <Button
            variant="primary"
            disabled={!flow.canAdd}
            accessibleWhenDisabled
            loading={flow.adding}
            onClick={() => void flow.add()}
          >
            {t('addDevices.vm.addHost')}
          </Button>
        </div>
      }
    >
      <VmHostFields flow={flow} />
    </Dialog>
  );
}

function TestStatus({ flow }: { flow: AddVmHostFlow }) {
  const t = useMessage();
  const { phase } = flow;
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'checking':
      return <Banner tone="info">{t(phase.label)}</Banner>;
    case 'testing':
      return <Banner tone="info">{t('addDevices.vm.stage.testing')}</Banner>;
    case 'passed':
      return <Banner tone="success">{t('addDevices.vm.testPassed')}</Banner>;
    case 'failed':
      return (
        <Banner tone="danger">
          {t(phase.label)}
          {phase.detail ? <span className={styles.note}> {phase.detail}</span> : null}
        </Banner>
      );
  }
}

function VmHostFields({ flow }: { flow: AddVmHostFlow }) {
  const t = useMessage();
  const { form, update, issues } = flow;
  const esxi = form.type === 'ESXI';
  const delegateError =
    form.clientId !== null && issues.delegateNodeId ? t(issues.delegateNodeId) : undefined;
  return (
    <div className={styles.stack} data-state={flow.phase.kind}>
      {flow.addError ? <Banner tone="danger">{flow.addError}</Banner> : null}
      <RadioGroup
        label={t('addDevices.vm.type')}
        orientation="horizontal"
        options={[
          { value: 'HYPERV', label: t('addDevices.vm.typeHyperv') },
          { value: 'ESXI', label: t('addDevices.vm.typeEsxi') },
        ]}
        value={form.type}
        onValueChange={(type) => update({ type: type as 'HYPERV' | 'ESXI', delegateNodeId: null })}
      />
      <OrganizationPicker
        label={t('addDevices.vm.organization')}
        value={form.clientId}
        onValueChange={(clientId) => update({ clientId, delegateNodeId: null, credentialId: null })}
      />
      <Select
        label={t('addDevices.vm.delegate')}
        options={flow.delegates.map((delegate) => ({ value: String(delegate.id), label: delegate.name }))}
        value={form.delegateNodeId === null ? '' : String(form.delegateNodeId)}
        onValueChange={(id) => update({ delegateNodeId: id ? Number(id) : null })}
        disabled={form.clientId === null}
        error={delegateError}
        description={
          form.clientId !== null && !flow.delegatesLoading && flow.delegates.length === 0
            ? t('addDevices.vm.noDelegates')
            : undefined
        }
      />
      {flow.hasMoreDelegates ? (
        <Button size="sm" onClick={flow.loadMoreDelegates} loading={flow.delegatesLoading}>
          {t('addDevices.vm.loadMore')}
        </Button>
      ) : null}
      {esxi ? (
        <>
          <TextInput
            label={t('addDevices.vm.hostname')}
            required
            value={form.hostname}
            onValueChange={(hostname) => update({ hostname })}
            error={
              issues.hostname
                ? t(
                    issues.hostname === 'addDevices.vm.enterHostname'
                      ? 'errors.validation.required'
                      : issues.hostname,
                  )
                : undefined
            }
          />
          <TextInput
            label={t('addDevices.vm.apiPort')}
            required
            inputMode="numeric"
            value={form.apiPort}
            onValueChange={(apiPort) => update({ apiPort })}
            error={
              issues.apiPort
                ? t(
                    issues.apiPort === 'addDevices.vm.enterApiPort'
                      ? 'errors.validation.required'
                      : issues.apiPort,
                  )
                : undefined
            }
          />
          <CredentialPicker
            label={t('addDevices.vm.credential')}
            organizationId={form.clientId}
            types={['BASIC']}
            required
            value={form.credentialId}
            onValueChange={(credentialId) => update({ credentialId })}
          />
        </>
      ) : null}
      <TestStatus flow={flow} />
    </div>
  );
}

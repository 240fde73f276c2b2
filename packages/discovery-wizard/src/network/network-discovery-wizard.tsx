import { useMessage } from '@console/core/react';
import { Dialog } from '@console/ui';
import * as styles from './network-discovery-wizard.css';

/** Props of {@link NetworkDiscoveryWizard}. */
export interface NetworkDiscoveryWizardProps {
  /** Whether the wizard shows. */
  open: boolean;
  /** Called with `false` when the wizard closes. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The ad hoc network discovery wizard (000 §2.11): Set up, Run discovery, Review.
 * @example <NetworkDiscoveryWizard open={open} onOpenChange={setOpen} />
 */
export function NetworkDiscoveryWizard({ open, onOpenChange }: NetworkDiscoveryWizardProps) {
  const t = useMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('discovery.network.title')}
      size="xl"
      bodyHeight={596}
      className={styles.root}
    />
  );
}

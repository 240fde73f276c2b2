import { useMessage } from '@console/core/react';
import { NetworkDiscoveryWizard } from '@console/discovery-wizard';
import { Button } from '@console/ui';
import { useState } from 'react';
import { Page } from '../page-state';

/**
 * Ad hoc network discovery (#/networkDiscovery, 000 §2.11): the three-step wizard, open when the
 * page opens ('Run Ad Hoc Network Discovery' of the Add menu). Closing it leaves the page; Finish
 * goes to device search, where the new NMS devices are.
 */
export function NetworkDiscoveryPage({
  clientId,
  onLeave,
  onFinished,
}: {
  clientId: number | null;
  onLeave: () => void;
  onFinished: (nodeIds: number[]) => void;
}) {
  const t = useMessage();
  const [open, setOpen] = useState(true);
  return (
    <Page
      title={t('discovery.network.title')}
      actions={
        open ? null : (
          <Button variant="primary" onClick={() => setOpen(true)}>
            {t('discovery.network.form.run')}
          </Button>
        )
      }
    >
      <NetworkDiscoveryWizard
        open={open}
        defaultOrganizationId={clientId}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onLeave();
        }}
        onFinished={(nodeIds) => {
          setOpen(false);
          onFinished(nodeIds);
        }}
      />
    </Page>
  );
}

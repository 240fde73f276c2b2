/**
 * A portal card that opens the directory (Active Directory) discovery wizard with `mount()`: the
 * portal picks the first organization the user sees, and the wizard runs without the console.
 */
import { endpoints } from '@console/core';
import { mountDirectoryDiscoveryWizard } from '@console/discovery-wizard';
import '@console/discovery-wizard/styles.css';
import { type PortalContext, portalButton, portalCard } from './portal-dom';

/** The card: two buttons opening the wizard for an ad hoc or a scheduled job. */
export function directoryDiscoveryCard({ client, session, navigate }: PortalContext): HTMLElement {
  const slot = document.createElement('div');
  let wizard: ReturnType<typeof mountDirectoryDiscoveryWizard> | undefined;
  const open = async (jobType: 'AD_HOC' | 'SCHEDULED') => {
    const [organization] = await client.call(endpoints.client.list);
    if (!organization) return;
    wizard?.unmount();
    wizard = mountDirectoryDiscoveryWizard(slot, {
      client,
      session,
      navigate,
      open: true,
      clientId: organization.id,
      jobType,
      onOpenChange: (next) => {
        if (!next) wizard?.update({ open: false });
      },
    });
  };
  return portalCard(
    'portal-directory-discovery',
    'Active Directory discovery',
    portalButton('Run ad hoc discovery', () => void open('AD_HOC')),
    portalButton('New scheduled discovery job', () => void open('SCHEDULED')),
    slot,
  );
}

/**
 * A portal card that opens the directory (Active Directory) discovery wizard with `mount()`: the
 * portal picks the first organization the user sees, and the wizard runs without the console.
 */
import { type ConsoleClient, endpoints, type Session } from '@console/core';
import { mountDirectoryDiscoveryWizard } from '@console/discovery-wizard';
import '@console/discovery-wizard/styles.css';

/** The card: two buttons opening the wizard for an ad hoc or a scheduled job. */
export function directoryDiscoveryCard(
  client: ConsoleClient,
  session: Session,
  navigate: (route: string) => void,
): HTMLElement {
  const card = document.createElement('section');
  card.className = 'portal-card';
  card.id = 'portal-directory-discovery';
  const title = document.createElement('h2');
  title.textContent = 'Active Directory discovery';
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
  const button = (label: string, jobType: 'AD_HOC' | 'SCHEDULED') => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'portal-button';
    element.textContent = label;
    element.addEventListener('click', () => void open(jobType));
    return element;
  };
  card.append(
    title,
    button('Run ad hoc discovery', 'AD_HOC'),
    button('New scheduled discovery job', 'SCHEDULED'),
    slot,
  );
  return card;
}

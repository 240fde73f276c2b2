/**
 * A policy's image manager pages in the portal, both ways a partner embeds them:
 * `mountImageManagerSettings(el)` (the card's first button) and `<ImageManagerSettings>` rendered in
 * the portal's own React island (the second). The portal opens the first Windows server policy the
 * user can read; the widget reads and saves its backup plans (passwords masked) itself.
 */
import { endpoints } from '@console/core';
import { ImageManagerSettings, mountImageManagerSettings } from '@console/monitor-wizards';
import '@console/monitor-wizards/styles.css';
import type { Root } from 'react-dom/client';
import { type PortalContext, portalButton, portalCard, renderInIsland } from './portal-dom';

/** The card: a note of the policy, and two buttons opening its image manager. */
export function imageManagerCard(context: PortalContext): HTMLElement {
  const { client, session, navigate } = context;
  const note = document.createElement('p');
  const slot = document.createElement('div');
  let mounted: ReturnType<typeof mountImageManagerSettings> | undefined;
  let root: Root | undefined;
  const clear = () => {
    mounted?.unmount();
    mounted = undefined;
    root?.unmount();
    root = undefined;
    slot.replaceChildren();
  };
  const policy = async () => {
    const page = await client.call(endpoints.policy.query, {
      query: { page: 1, pageSize: 50, nodeClass: 'WINDOWS_SERVER' },
    });
    const [first] = page.items;
    note.textContent = first ? `Policy: ${first.name}` : 'No Windows server policy to show.';
    return first;
  };
  const button = (label: string, open: (policyId: number, nodeClass: string) => void) =>
    portalButton(label, async () => {
      const chosen = await policy();
      clear();
      if (chosen) open(chosen.id, chosen.nodeClass);
    });
  return portalCard(
    'portal-image-manager',
    'Image manager',
    button('Open image manager', (policyId, nodeClass) => {
      mounted = mountImageManagerSettings(slot, { client, session, navigate, policyId, nodeClass });
    }),
    button('Open image manager (React)', (policyId, nodeClass) => {
      root = renderInIsland(
        slot,
        context,
        <ImageManagerSettings policyId={policyId} nodeClass={nodeClass} />,
      );
    }),
    note,
    slot,
  );
}

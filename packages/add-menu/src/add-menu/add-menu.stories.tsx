import { FEATURE_FLAGS } from '@console/core';
import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { guidePreference, linuxInstaller, pickerApi, ticketForms } from '../fixtures/add-menu-data';
import { StoryConsole } from '../testing/story-console';
import { AddMenu, loadAddMenuEntries } from './add-menu';

export default { title: 'Add menu / Menu' } satisfies StoryDefault;

// The menu's entries load on the first intent to use the plus button; a story preloads them so the
// menu opens as it does once a partner's page has them (the pressed, loading state of the button is
// in 'Basics / Menu' › 'Lazy menu loading').
void loadAddMenuEntries();

const api = (dismissed: boolean) => ({
  ...pickerApi(),
  'GET /ws/appuser/preference/addMenu.guideDismissed': guidePreference(dismissed),
  'PUT /ws/appuser/preference/addMenu.guideDismissed': { resultCode: 'SUCCESS' },
  'GET /ws/tickettemplate/list': ticketForms,
  'POST /ws/installer/generate': linuxInstaller,
  'POST /ws/policy': { resultCode: 'SUCCESS', policyId: 42, policy: {} },
});

/** A user who never clicked the plus button: the guide tooltip shows until the first click. */
export const WithGuide: Story = () => (
  <StoryConsole routes={api(false)}>
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <AddMenu />
    </div>
  </StoryConsole>
);

/** A system administrator with ticketing, MDM, network discovery and IT asset management on. */
export const EveryEntry: Story = () => (
  <StoryConsole
    routes={api(true)}
    session={createTestSession({
      settings: { ticketingEnabled: true },
      featureFlags: [FEATURE_FLAGS.mdm, FEATURE_FLAGS.nmsNetworkDiscovery, FEATURE_FLAGS.itAssetManagement],
      divisionConfig: [{ name: 'ITAM', enabled: true }],
    })}
  >
    <AddMenu />
  </StoryConsole>
);

/** A limited technician: only Device (create devices) and Policy (create policies). */
export const LimitedTechnician: Story = () => (
  <StoryConsole
    routes={api(true)}
    session={createTestSession({
      sysadmin: false,
      grants: [
        { type: 'DEVICE', name: 'Create' },
        { type: 'POLICY', name: 'Create' },
      ],
    })}
  >
    <AddMenu />
  </StoryConsole>
);

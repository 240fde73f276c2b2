import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { useState } from 'react';
import { linuxInstaller, pickerApi } from '../fixtures/add-menu-data';
import { StoryConsole } from '../testing/story-console';
import { AddComputerDialog } from './add-computer-dialog';
import { InstallerResultDialog } from './installer-result-dialog';

export default { title: 'Add menu / Add a computer' } satisfies StoryDefault;

const routes = { ...pickerApi(), 'POST /ws/installer/generate': linuxInstaller };

/** Windows: MSI only. Choose an organization and a location to enable Generate installer. */
export const Windows: Story = () => (
  <StoryConsole routes={routes}>
    <AddComputerDialog open onOpenChange={action('openChange')} platform="WINDOWS" />
  </StoryConsole>
);

/** Linux: DEB or RPM, x86_64, ARM64 or ARMV7A; Generate shows the success dialog. */
export const Linux: Story = () => (
  <StoryConsole routes={routes}>
    <AddComputerDialog open onOpenChange={action('openChange')} platform="LINUX" />
  </StoryConsole>
);

/** Mac with the Mac MDM flag: DMG, PKG and the MDM enrollment profile (needs a push certificate). */
export const MacWithMdm: Story = () => (
  <StoryConsole
    routes={{
      ...pickerApi(),
      'POST /ws/installer/generate': [
        422,
        {
          resultCode: 'INSTALLER_NOT_AVAILABLE',
          errorMessage: 'Mac DMG installers are not available on this server.',
        },
      ],
      'POST /ws/mdm/apple/mac-profile': {
        code: 'ABC123',
        qrCode: 'https://console.example.com/ws/mdm/apple/enroll/ABC123',
        tokenValue: 'tok',
        qrCodeJson: '{}',
        expiresAt: 1_790_000_000_000,
      },
    }}
    session={createTestSession({ featureFlags: ['mac_mdm'] })}
  >
    <AddComputerDialog open onOpenChange={action('openChange')} platform="MAC" />
  </StoryConsole>
);

/** Generation fails: 'Error generating installer. Please try again.' once Generate is pressed. */
export const GenerationError: Story = () => (
  <StoryConsole
    routes={{ ...pickerApi(), 'POST /ws/installer/generate': [500, { resultCode: 'INTERNAL_ERROR' }] }}
  >
    <AddComputerDialog open onOpenChange={action('openChange')} platform="LINUX" />
  </StoryConsole>
);

function Result({ kind }: { kind: 'installer' | 'token' | 'profile' }) {
  const [downloaded, setDownloaded] = useState(false);
  const result =
    kind === 'installer'
      ? ({ kind, installer: linuxInstaller } as const)
      : kind === 'token'
        ? ({
            kind,
            installerType: 'LINUX_DEB',
            installer: {
              ...linuxInstaller,
              enrollmentToken: `cet_${'x'.repeat(43)}`,
              tokenExpiresAt: 1_790_000_000_000,
            },
          } as const)
        : ({
            kind,
            url: 'https://console.example.com/ws/mdm/apple/enroll/ABC123',
            expiresAt: 1_790_000_000_000,
          } as const);
  return (
    <StoryConsole>
      <InstallerResultDialog
        result={result}
        downloaded={downloaded}
        onDownload={() => {
          setDownloaded(true);
          setTimeout(() => setDownloaded(false), 3000);
        }}
        onClose={action('close')}
        onSendProfile={kind === 'profile' ? action('sendProfile') : undefined}
      />
    </StoryConsole>
  );
}

/** The success dialog: download link and size; the download flag shows for 3 s. */
export const Success: Story = () => <Result kind="installer" />;

/** With agent_tokenization: the token, its copy button and the install command. */
export const TokenModal: Story = () => <Result kind="token" />;

/** The Mac MDM enrollment profile's link, with Send by email. */
export const MdmProfile: Story = () => <Result kind="profile" />;

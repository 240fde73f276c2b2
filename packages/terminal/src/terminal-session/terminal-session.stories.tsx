import type { Story, StoryDefault } from '@ladle/react';
import { fakeDeviceSocket, StoryConsole } from '../fixtures/story-console';
import { TerminalSession } from './terminal-session';

export default { title: 'Terminal / Terminal session' } satisfies StoryDefault;

/** A session to a device: type `echo hi` and Enter. */
export const Connected: Story = () => (
  <StoryConsole>
    <TerminalSession
      target={{ kind: 'device', nodeId: 7 }}
      deviceName="web-01"
      createSocket={fakeDeviceSocket('shell')}
      onExit={() => {}}
    />
  </StoryConsole>
);

/** PowerShell at its default path: dark blue. */
export const PowerShell: Story = () => (
  <StoryConsole>
    <TerminalSession
      target={{ kind: 'device', nodeId: 7, shell: 'POWERSHELL' }}
      deviceName="win-02"
      createSocket={fakeDeviceSocket('shell')}
    />
  </StoryConsole>
);

/** A user terminal with nobody logged in: 'Could not execute command' / 'No User logged in'. */
export const NoUserLoggedIn: Story = () => (
  <StoryConsole>
    <TerminalSession
      target={{ kind: 'device', nodeId: 7, user: 'USER' }}
      deviceName="web-01"
      createSocket={fakeDeviceSocket('no-user')}
    />
  </StoryConsole>
);

/** PowerShell missing: 'Could not connect to Powershell'. */
export const ShellPath: Story = () => (
  <StoryConsole>
    <TerminalSession
      target={{ kind: 'device', nodeId: 7, shell: 'POWERSHELL' }}
      deviceName="win-02"
      createSocket={fakeDeviceSocket('shell-path')}
    />
  </StoryConsole>
);

/** The device goes offline during the session: 'The terminal has closed' with the reason. */
export const ClosedUncleanly: Story = () => (
  <StoryConsole>
    <TerminalSession
      target={{ kind: 'network', delegateNodeId: 3, targetNodeId: 9, protocol: 'SSH' }}
      deviceName="core-switch"
      createSocket={fakeDeviceSocket('closes')}
    />
  </StoryConsole>
);

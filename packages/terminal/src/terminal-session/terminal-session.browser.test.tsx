import { createTestFetch, expectNoAxeViolations, jsonResponse, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeSockets } from '../fixtures/fake-socket';
import { TerminalSession } from './terminal-session';
import { Connected } from './terminal-session.stories';

async function focusTerminal() {
  await expect.element(page.getByRole('textbox', { name: 'Terminal' })).toBeInTheDocument();
  document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Terminal"]')?.focus();
}

const opened = { url: '/ws/terminal/socket/token-1', isElevatable: true };

async function renderTerminal(
  answer: unknown = opened,
  props: Partial<Parameters<typeof TerminalSession>[0]> = {},
) {
  const fetch = createTestFetch({
    'POST /ws/rtc/terminal': answer,
    'POST /ws/nms/initiateTerminalSession': { url: '/ws/terminal/socket/net' },
  });
  const { sockets, createSocket } = fakeSockets();
  const exits: number[] = [];
  const screen = await renderWithProviders(
    <div style={{ height: '480px' }}>
      <TerminalSession
        target={{ kind: 'device', nodeId: 7 }}
        deviceName="web-01"
        createSocket={createSocket}
        onExit={() => exits.push(1)}
        {...props}
      />
    </div>,
    { console: { fetch } },
  );
  return { fetch, sockets, exits, screen };
}

describe('given a device terminal', () => {
  it('opens the session with the width, runs a command and shows its answer', async () => {
    const { fetch, sockets } = await renderTerminal();
    await expect.element(page.getByRole('heading', { name: 'Terminal on web-01' })).toBeVisible();
    await expect.poll(() => sockets.length).toBe(1);
    expect(fetch.requests[0]?.body).toMatchObject({
      user: 'SYSTEM',
      shell: 'DEFAULT',
      nodeId: 7,
      cliLevel: 0,
    });
    expect((fetch.requests[0]?.body as { width?: number } | undefined)?.width).toBeGreaterThan(0);
    expect(fetch.requests[0]?.url).toContain('linktype=WEB');
    expect(sockets[0]?.url).toMatch(/^ws:\/\/.+\/ws\/terminal\/socket\/token-1$/);
    await expectNoAxeViolations(document.body);
    const socket = sockets[0]!;
    socket.deliver({ type: 'ready', elevated: true });
    await expect.poll(() => socket.sent.some((frame) => frame.type === 'resize')).toBe(true);
    await focusTerminal();
    await userEvent.keyboard('echo hi{Enter}');
    await expect.poll(() => socket.inputs().join('')).toBe('echo hi\r');
    socket.deliver({ type: 'output', data: 'echo hi\r\nhi\r\n$ ' });
    await expect.poll(() => document.querySelector('.xterm-rows')?.textContent ?? '').toContain('hi');
    await expectNoAxeViolations(document.body);
  });

  it('sends Control-C as the end-of-text character', async () => {
    const { sockets } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'ready', elevated: true });
    await focusTerminal();
    await userEvent.keyboard('{Control>}c{/Control}');
    await expect.poll(() => sockets[0]!.inputs()).toContain('\u0003');
  });

  it('reopens with the other access level when toggled', async () => {
    const { fetch, sockets } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'ready', elevated: false });
    const toggle = page.getByRole('switch', { name: 'Elevated access' });
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    await expect.poll(() => sockets.length).toBe(2);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(fetch.requests[1]?.body).toMatchObject({ cliLevel: 1 });
    await expect.element(toggle).toBeChecked();
  });

  it('asks before exiting, then ends the session', async () => {
    const { sockets, exits } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'ready', elevated: true });
    await page.getByRole('button', { name: 'Exit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Exit terminal' });
    await expect
      .element(dialog.getByText('Are you sure you want to exit this terminal session?'))
      .toBeVisible();
    await expectNoAxeViolations(document.body);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(exits).toHaveLength(0);
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await page.getByRole('button', { name: 'Exit' }).first().click();
    await page.getByRole('dialog', { name: 'Exit terminal' }).getByRole('button', { name: 'Exit' }).click();
    await expect.poll(() => exits.length).toBe(1);
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it.each([
    ['ERROR_NO_LOGGEDIN_USER', 'Could not execute command', 'No User logged in'],
    ['ERROR_SHELL_PATH', 'Could not connect to Powershell', 'default Windows location'],
    ['TERMINAL_START_FAILED', 'Could not connect to terminal', 'Unable to start terminal...'],
  ] as const)('shows the dialog of %s', async (code, title, body) => {
    const { sockets } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'error', code });
    sockets[0]!.end(4011, 'The terminal could not be started on the device.');
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog.getByText(body)).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('shows the server reason after an unclean close, and nothing after a clean one', async () => {
    const { sockets } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'ready', elevated: true });
    sockets[0]!.end(4003, 'You no longer have permission to use the terminal on this device.');
    const dialog = page.getByRole('dialog', { name: 'The terminal has closed' });
    await expect
      .element(dialog.getByText('You no longer have permission to use the terminal on this device.'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open again' }).click();
    await expect.poll(() => sockets.length).toBe(2);
    sockets[1]!.deliver({ type: 'ready', elevated: true });
    sockets[1]!.end(1000);
    await expect.element(page.getByText('The terminal session has ended.')).toBeVisible();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('says a command could not be sent once the session is gone', async () => {
    const { sockets } = await renderTerminal();
    await expect.poll(() => sockets.length).toBe(1);
    sockets[0]!.deliver({ type: 'ready', elevated: true });
    sockets[0]!.end(1000);
    await focusTerminal();
    await userEvent.keyboard('x');
    await expect
      .element(page.getByText('Could not execute command. Make sure the device is online and try again.'))
      .toBeVisible();
  });

  it('shows Could not connect to terminal when the call fails', async () => {
    await renderTerminal(
      jsonResponse({ resultCode: 'DEVICE_OFFLINE', errorMessage: 'The device is offline.' }, 409),
    );
    const dialog = page.getByRole('dialog', { name: 'Could not connect to terminal' });
    await expect.element(dialog.getByText('Unable to start terminal...')).toBeVisible();
  });

  it('leaves errors of the MFA flow to it: no dialog, the session can be opened again', async () => {
    await renderTerminal(
      jsonResponse(
        { resultCode: 'INCORRECT_MFA_CODE', errorMessage: 'Error during MFA code verification' },
        403,
      ),
    );
    await expect.element(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('paints PowerShell dark blue', async () => {
    await renderTerminal(opened, { target: { kind: 'device', nodeId: 7, shell: 'POWERSHELL' } });
    await expect
      .poll(() => document.querySelector('[data-shell]')?.getAttribute('data-shell'))
      .toBe('powershell');
  });
});

describe('given a network device', () => {
  it('opens the session through the delegate without an access-level toggle', async () => {
    const { fetch, sockets } = await renderTerminal(opened, {
      target: { kind: 'network', delegateNodeId: 3, targetNodeId: 9, protocol: 'SSH' },
    });
    await expect.poll(() => sockets.length).toBe(1);
    expect(fetch.requests[0]?.body).toMatchObject({ delegateNodeId: 3, targetNodeId: 9, protocol: 'SSH' });
    expect(document.querySelector('[role="switch"]')).toBeNull();
  });
});

describe('given the stories', () => {
  it('the pretend device of the Connected story answers echo', async () => {
    await renderWithProviders(<Connected />);
    await expect.element(page.getByRole('heading', { name: 'Terminal on web-01' })).toBeVisible();
    await expect
      .poll(() => document.querySelector('.xterm-rows')?.textContent ?? '')
      .toContain('Welcome to web-01');
    await focusTerminal();
    await userEvent.keyboard('echo hi there{Enter}');
    await expect.poll(() => document.querySelector('.xterm-rows')?.textContent ?? '').toContain('hi there$');
    await expectNoAxeViolations(document.body);
  });
});

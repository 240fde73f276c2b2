import {
  allowConsole,
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
} from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { z } from 'zod';
import { defineEndpoint } from '../contract/define';
import type { Permissions } from '../permissions/permissions';
import {
  useCan,
  useConsole,
  useFeature,
  useLocale,
  useOptionalConsole,
  useSession,
} from './console-provider';
import { useMessage } from './message-context';
import { useConsoleMutation, useConsoleQuery } from './queries';

function Greeting() {
  const t = useMessage();
  const session = useSession();
  return (
    <main>
      <h1>{t('ui.editorShell.logoLabel')}</h1>
      <p>{t('errors.generic')}</p>
      <p>Signed in as {session.user.email}</p>
    </main>
  );
}

function DeleteOrganization({ orgId }: { orgId: number }) {
  const can = useCan();
  const discovery = useFeature('nms_network_discovery');
  const { navigate } = useConsole();
  return (
    <main>
      {can.canDeleteOrganization(orgId) && <button type="button">Delete organization</button>}
      {can.canCreateCustomers && (
        <button type="button" onClick={() => navigate('/editor/customer')}>
          New organization
        </button>
      )}
      {discovery && <button type="button">Run Ad Hoc Network Discovery</button>}
    </main>
  );
}

describe('given a ConsoleProvider', () => {
  it('gives useMessage the product name from the session', async () => {
    const session = createTestSession({ division: { productName: 'Acme RMM' } });
    const screen = await renderWithProviders(<Greeting />, { console: { session } });
    await expect.element(page.getByRole('heading', { name: 'Acme RMM system dashboard' })).toBeVisible();
    await expect.element(page.getByText('Signed in as admin@demo.console')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('prefers the productName prop, and falls back to Console', async () => {
    await renderWithProviders(<Greeting />, { console: { productName: 'Partner Portal' } });
    await expect
      .element(page.getByRole('heading', { name: 'Partner Portal system dashboard' }))
      .toBeVisible();
  });

  it('falls back to Console when the division has no product name', async () => {
    const session = createTestSession({ division: { productName: '' } });
    await renderWithProviders(<Greeting />, { console: { session } });
    await expect.element(page.getByRole('heading', { name: 'Console system dashboard' })).toBeVisible();
  });

  it('applies host message overrides', async () => {
    await renderWithProviders(<Greeting />, {
      console: { messages: { 'errors.generic': 'Oops, {{product}} tripped.' } },
    });
    await expect.element(page.getByText('Oops, Console tripped.')).toBeVisible();
  });

  it('shows everything to the default sysadmin and navigates through the host', async () => {
    const screen = await renderWithProviders(<DeleteOrganization orgId={4} />, { console: {} });
    await expect.element(page.getByRole('button', { name: 'Delete organization' })).toBeVisible();
    await page.getByRole('button', { name: 'New organization' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/customer');
    // feature flags still gate features for a sysadmin
    expect(page.getByRole('button', { name: 'Run Ad Hoc Network Discovery' }).query()).toBeNull();
  });

  it('hides what a technician may not do', async () => {
    const session = createTestSession({
      user: {
        sysadmin: false,
        permissions: [
          { type: 'ORGANIZATION', name: 'View', entityId: 4, nodeClass: null, nodeRoleId: null },
          { type: 'ORGANIZATION', name: 'Delete', entityId: 4, nodeClass: null, nodeRoleId: null },
        ],
      },
      featureFlags: ['nms_network_discovery'],
    });
    await renderWithProviders(<DeleteOrganization orgId={4} />, { console: { session } });
    await expect.element(page.getByRole('button', { name: 'Delete organization' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Run Ad Hoc Network Discovery' })).toBeVisible();
    expect(page.getByRole('button', { name: 'New organization' }).query()).toBeNull();
  });

  it('hides organization actions for an organization outside the grants', async () => {
    const session = createTestSession({
      user: {
        sysadmin: false,
        permissions: [
          { type: 'ORGANIZATION', name: 'Delete', entityId: 4, nodeClass: null, nodeRoleId: null },
        ],
      },
    });
    await renderWithProviders(<DeleteOrganization orgId={5} />, { console: { session } });
    await expect.element(page.getByRole('main')).toBeInTheDocument();
    expect(page.getByRole('button').query()).toBeNull();
  });

  it('computes permissions once per session', async () => {
    const seen: Permissions[] = [];
    const session = createTestSession();

    const screen = await renderWithProviders(<Probe seen={seen} />, { console: { session } });
    await page.getByRole('button', { name: 'Rendered 0' }).click();
    await expect.element(page.getByRole('button', { name: 'Rendered 1' })).toBeVisible();
    expect(new Set(seen).size).toBe(1);
    await screen.rerender(<Probe seen={seen} />);
    expect(new Set(seen).size).toBe(1);
  });

  it('normalizes the locale', async () => {
    await renderWithProviders(<Locale />, { console: { locale: 'en-GB' } });
    await expect.element(page.getByText('Locale en-gb')).toBeVisible();
  });
});

describe('outside a ConsoleProvider', () => {
  it('reports no console context and the default locale', async () => {
    await renderWithProviders(<Optional />);
    await expect.element(page.getByText('outside en-us')).toBeVisible();
  });

  it('makes useConsole fail loudly', async () => {
    allowConsole(/needs a <ConsoleProvider>/);
    await expect(renderWithProviders(<Needy />)).rejects.toThrow(
      'useConsole() needs a <ConsoleProvider> above it',
    );
  });
});

const deviceCount = defineEndpoint({
  method: 'GET',
  path: '/client/{id}/deviceCount',
  summary: 'Device count',
  params: z.object({ id: z.number() }),
  response: z.object({ deviceCount: z.number() }),
});

const createPolicy = defineEndpoint({
  method: 'POST',
  path: '/policy',
  summary: 'Create a policy',
  mfa: true,
  body: z.object({ name: z.string() }),
  response: z.object({ resultCode: z.literal('SUCCESS'), policyId: z.number() }),
});

function Probe({ seen }: { seen: Permissions[] }) {
  const can = useCan();
  const [count, setCount] = useState(0);
  seen.push(can);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Rendered {count}
    </button>
  );
}

function Locale() {
  return <p>Locale {useLocale()}</p>;
}

function Optional() {
  return (
    <p>
      {useOptionalConsole() ? 'inside' : 'outside'} {useLocale()}
    </p>
  );
}

function Needy() {
  useConsole();
  return null;
}

function Count() {
  const { data, status } = useConsoleQuery(deviceCount, { params: { id: 7 } });
  return <p data-state={status}>{data ? `${data.deviceCount} devices` : 'Loading'}</p>;
}

function Save() {
  const save = useConsoleMutation(createPolicy);
  return (
    <main>
      <button type="button" onClick={() => save.mutate({ body: { name: 'Servers' } })}>
        Save
      </button>
      {save.data && <p>Saved policy {save.data.policyId}</p>}
      {save.error && <p role="alert">{save.error.message}</p>}
    </main>
  );
}

describe('the query hooks', () => {
  it('load through the provider client', async () => {
    const fetch = createTestFetch({ 'GET /ws/client/7/deviceCount': { deviceCount: 42 } });
    await renderWithProviders(<Count />, { console: { fetch } });
    await expect.element(page.getByText('42 devices')).toBeVisible();
    expect(fetch.requests.map((r) => r.url)).toEqual(['/ws/client/7/deviceCount']);
  });

  it('mutate with CSRF and the MFA retry, and surface the MFA error text', async () => {
    let attempt = 0;
    const fetch = createTestFetch({
      'POST /ws/policy': () => jsonResponse({ resultCode: 'MFA_REQUIRED' }, 403),
      'POST /ws/mfa/policy': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse({ resultCode: 'INCORRECT_MFA_CODE' }, 403)
          : { resultCode: 'SUCCESS', policyId: 12 };
      },
    });
    const onMfaRequired = vi.fn(async () => '123456');
    await renderWithProviders(<Save />, { console: { fetch, onMfaRequired } });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error during MFA code verification');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Saved policy 12')).toBeVisible();
    expect(onMfaRequired).toHaveBeenCalledTimes(2);
    const mfa = fetch.requests.filter((r) => r.path === '/ws/mfa/policy');
    expect(mfa.map((r) => [r.headers['x-mfa-code'], r.headers['x-csrf-token'], r.body])).toEqual([
      ['123456', 'test-csrf', { name: 'Servers' }],
      ['123456', 'test-csrf', { name: 'Servers' }],
    ]);
  });
});

import { createConsoleClient } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  DIRECTORY_CLIENT_ID,
  directoryRoutes,
  type FakeDirectoryOptions,
  type FakeRequest,
  savedJob,
} from '../fixtures/directory-data';
import { DirectoryDiscoveryWizard, type DirectoryDiscoveryWizardProps } from './directory-discovery-wizard';

export default { title: 'Discovery wizard / Directory (AD) discovery' } satisfies StoryDefault;

/** A fetch over the fake directory server (300 ms per answer, so the loading states show). */
function fakeFetch(options: FakeDirectoryOptions): typeof fetch {
  const routes = directoryRoutes(options) as Record<string, unknown>;
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const route = routes[`${(init.method ?? 'GET').toUpperCase()} ${path}`];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const request: FakeRequest = { body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? null), { headers: { 'content-type': 'application/json' } });
  };
}

function StoryConsole({ options, children }: { options: FakeDirectoryOptions; children: ReactNode }) {
  const [value] = useState(() => ({
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    }),
    client: createConsoleClient({ fetch: fakeFetch(options), getCsrfToken: () => 'story' }),
  }));
  return (
    <QueryClientProvider client={value.queryClient}>
      <ConsoleProvider client={value.client} session={createTestSession()} navigate={() => {}}>
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}

function Wizard({
  options = {},
  ...props
}: Partial<Omit<DirectoryDiscoveryWizardProps, 'open' | 'onOpenChange'>> & {
  options?: FakeDirectoryOptions;
}) {
  const [open, setOpen] = useState(true);
  return (
    <StoryConsole options={options}>
      {open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <DirectoryDiscoveryWizard
        open={open}
        onOpenChange={setOpen}
        clientId={DIRECTORY_CLIENT_ID}
        jobType="AD_HOC"
        {...props}
      />
    </StoryConsole>
  );
}

const servers = savedJob({ id: 70, ouPath: 'OU=Servers,DC=corp,DC=example' });
const adHoc = savedJob({
  id: 80,
  name: 'Servers sweep',
  jobType: 'AD_HOC',
  ouPath: 'OU=Servers,DC=corp,DC=example',
  candidateNodes: [
    {
      name: 'SRV-0006',
      objectGuid: '00000000-0000-4000-8000-000000000006',
      status: 'APPROVED',
      location: 201,
      dnsHostName: 'srv-0006.corp.example',
      operatingSystem: 'Windows Server 2022 Datacenter',
      isServer: true,
      pushStatus: 'INSTALLED',
      pushError: null,
    },
  ],
});

/** A new ad hoc job: choose a domain controller, then an OU in the lazily loaded tree. */
export const NewAdHocJob: Story = () => <Wizard options={{ defaultCredentialId: 11 }} />;

/** A new scheduled job: Save, with the schedule and the deployment on step 2. */
export const NewScheduledJob: Story = () => (
  <Wizard jobType="SCHEDULED" options={{ defaultCredentialId: 11 }} />
);

/** Type OU=Servers,DC=corp,DC=example: 'Cannot create multiple discovery jobs for the same OU Path.' */
export const Conflict: Story = () => <Wizard jobType="SCHEDULED" options={{ jobs: [servers] }} />;

/** The default credential binds but cannot read: 'Insufficient privilege' on step 2. */
export const InsufficientPrivilege: Story = () => <Wizard options={{ defaultCredentialId: 12 }} />;

/** Run mode: a saved ad hoc job opens on step 2, without Back. */
export const RunSavedAdHocJob: Story = () => <Wizard jobId={80} runMode options={{ jobs: [adHoc] }} />;

/** Edit a scheduled job. */
export const EditScheduledJob: Story = () => (
  <Wizard jobType="SCHEDULED" jobId={70} options={{ jobs: [servers] }} />
);

/** 'Error loading domain controllers'. */
export const DomainControllersFail: Story = () => <Wizard options={{ domainControllersFail: true }} />;

/**
 * The benchmark page, over a fake API holding 2,000 cloud monitors (answers at once):
 * - `?mode=list`: `GET /cloudmonitor` through the console client (2,000 summaries validated by the
 *   contract) and the list painted as a plain table; `window.__bench.firstPaint` is the ms from the
 *   call to the frame after the rows are painted.
 * - `?mode=edit` (default): `CloudMonitorWizard` in edit mode on one of them; the ms from mounting it
 *   to the frame after its Setup page shows the monitor's name.
 */
import { type CloudMonitorSummary, createConsoleClient, routes } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { CloudMonitorWizard } from '../../src/cloud-monitor/cloud-monitor-wizard';
import { monitorApi, savedHttpMonitor } from '../../src/fixtures/monitor-data';

declare global {
  interface Window {
    __bench?: { start?: number; firstPaint?: number; rows?: number };
  }
}

const COUNT = 2000;
const summaries: CloudMonitorSummary[] = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1,
  status: 'UP',
  lastRunAt: '2026-11-27T00:00:00.000Z',
  nextRunAt: '2026-11-27T00:01:00.000Z',
  lastResponseTimeMs: 20 + (i % 50),
  activeAlerts: i % 17 === 0 ? 1 : 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  enabled: true,
  clientId: 1 + (i % 2),
  locationId: i % 2 ? 201 : 101,
  systemName: `Monitor ${String(i + 1).padStart(4, '0')}`,
  monitorType: 'HTTP',
  target: `https://site-${i + 1}.example/`,
  frequency: 300,
}));
const api: Record<string, unknown> = {
  ...monitorApi(),
  'GET /ws/cloudmonitor': { monitors: summaries },
  [`GET /ws/cloudmonitor/${COUNT}`]: { ...savedHttpMonitor, id: COUNT, systemName: `Monitor ${COUNT}` },
};
const fetchFake: typeof fetch = async (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
  const answer = api[`${(init.method ?? 'GET').toUpperCase()} ${path}`];
  return new Response(JSON.stringify(answer ?? null), {
    status: answer === undefined ? 404 : 200,
    headers: { 'content-type': 'application/json' },
  });
};
const client = createConsoleClient({ fetch: fetchFake, getCsrfToken: () => 'bench' });

function painted() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!window.__bench) return;
      window.__bench.firstPaint = performance.now() - (window.__bench.start ?? 0);
      window.__bench.rows = document.querySelectorAll('tbody tr').length;
    }, 0),
  );
}

window.__bench = {};
const element = document.getElementById('root');
const mode = new URLSearchParams(location.search).get('mode') ?? 'edit';
if (element && mode === 'list') {
  window.__bench.start = performance.now();
  void client.call(routes.cloudMonitor.list, {}).then(({ monitors }) => {
    createRoot(element).render(
      <table>
        <tbody>
          {monitors.map((monitor) => (
            <tr key={monitor.id}>
              <td>{monitor.systemName}</td>
              <td>{monitor.target}</td>
              <td>{monitor.status}</td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
    painted();
  });
} else if (element) {
  const observer = new MutationObserver(() => {
    const name = document.querySelector<HTMLInputElement>('input[value="Monitor 2000"]');
    if (!name) return;
    observer.disconnect();
    painted();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.__bench.start = performance.now();
  createRoot(element).render(
    <QueryClientProvider client={new QueryClient()}>
      <ConsoleProvider client={client} session={createTestSession()} navigate={() => {}}>
        <ThemeRoot theme="light" style={{ minHeight: '100vh' }}>
          <CloudMonitorWizard monitorId={COUNT} />
        </ThemeRoot>
      </ConsoleProvider>
    </QueryClientProvider>,
  );
}

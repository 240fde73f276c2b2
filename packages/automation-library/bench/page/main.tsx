/**
 * The benchmark and screenshot page: renders one story of the package, chosen by `?story=Name`,
 * inside a themed root (`&theme=dark` for the dark theme). With `&bench=1` it records in
 * `window.__bench.firstPaint` the ms from mounting the widget to the frame after its first rows.
 */
import { ThemeRoot } from '@console/ui';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as fileTransfer from '../../src/file-transfer/file-transfer-modal.stories';
import * as install from '../../src/install-application/install-application-modal.stories';
import * as library from '../../src/library/automation-library.stories';
import * as dialogs from '../../src/uploading-files/dialogs.stories';

declare global {
  interface Window {
    __bench?: { start?: number; firstPaint?: number };
  }
}

const params = new URLSearchParams(location.search);
const stories: Record<string, unknown> = { ...library, ...install, ...fileTransfer, ...dialogs };
const name = params.get('story') ?? 'Scripts';
const Story = stories[name] as ComponentType | undefined;

if (params.get('bench') === '1') {
  window.__bench = {};
  const observer = new MutationObserver(() => {
    if (!document.querySelector('tbody tr[data-row-id]')) return;
    observer.disconnect();
    // The frame after the one that painted the rows.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (window.__bench) window.__bench.firstPaint = performance.now() - (window.__bench.start ?? 0);
      }, 0),
    );
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

const root = document.getElementById('root');
if (root) {
  // firstPaint counts from here: the widget mounting (list request, answer validation, render,
  // paint), not the host page's own script loading.
  if (window.__bench) window.__bench.start = performance.now();
  createRoot(root).render(
    <ThemeRoot
      theme={params.get('theme') === 'dark' ? 'dark' : 'light'}
      style={{ minHeight: '100vh', padding: 24 }}
    >
      {Story ? <Story /> : <p>Unknown story {name}</p>}
    </ThemeRoot>,
  );
}

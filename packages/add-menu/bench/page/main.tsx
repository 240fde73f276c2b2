/**
 * The benchmark page: renders one unmanaged story, chosen by `?story=Name` (default the 10,000-row
 * preview), and records in `window.__bench.firstPaint` the ms from mounting it to the frame after
 * the first preview rows are painted.
 */
import { ThemeRoot } from '@console/ui';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as stories from '../../src/unmanaged/unmanaged-device-dialog.stories';

declare global {
  interface Window {
    __bench?: { start?: number; firstPaint?: number; rows?: number };
  }
}

const params = new URLSearchParams(location.search);
const Story = (stories as Record<string, unknown>)[params.get('story') ?? 'PreviewWithErrors'] as
  | ComponentType
  | undefined;

window.__bench = {};
const observer = new MutationObserver(() => {
  if (!document.querySelector('tbody tr[data-row-id]')) return;
  observer.disconnect();
  // The frame after the one that painted the rows.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!window.__bench) return;
      window.__bench.firstPaint = performance.now() - (window.__bench.start ?? 0);
      window.__bench.rows = document.querySelectorAll('tbody tr[data-row-id]').length;
    }, 0),
  );
});
observer.observe(document.body, { childList: true, subtree: true });

const root = document.getElementById('root');
if (root) {
  window.__bench.start = performance.now();
  createRoot(root).render(
    <ThemeRoot theme="light" style={{ minHeight: '100vh' }}>
      {Story ? <Story /> : <p>Unknown story</p>}
    </ThemeRoot>,
  );
}

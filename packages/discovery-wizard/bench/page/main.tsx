/**
 * The benchmark page: renders one story of the package, chosen by `?story=Name`, inside a themed
 * root. With `&bench=1` it records in `window.__bench.firstPaint` the ms from mounting the story
 * to the frame after its first table rows.
 */
import { ThemeRoot } from '@console/ui';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { slash16Results } from '../../src/fixtures/discovery-data';
import * as network from '../../src/network/network-discovery-wizard.stories';

declare global {
  interface Window {
    __bench?: { start?: number; firstPaint?: number };
  }
}

const params = new URLSearchParams(location.search);
const stories: Record<string, unknown> = { ...network };
const name = params.get('story') ?? 'LargeReview';
const Story = stories[name] as ComponentType | undefined;

if (params.get('bench') === '1') {
  window.__bench = {};
  const observer = new MutationObserver(() => {
    if (!document.querySelector('tbody tr[data-row-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (window.__bench) window.__bench.firstPaint = performance.now() - (window.__bench.start ?? 0);
      }, 0),
    );
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

// The /16's results are data the table receives, not the table's work: built before timing starts.
if (name === 'LargeReview') slash16Results();

const root = document.getElementById('root');
if (root) {
  if (window.__bench) window.__bench.start = performance.now();
  createRoot(root).render(
    <ThemeRoot theme="light" style={{ minHeight: '100vh', padding: 24 }}>
      {Story ? <Story /> : <p>Unknown story {name}</p>}
    </ThemeRoot>,
  );
}

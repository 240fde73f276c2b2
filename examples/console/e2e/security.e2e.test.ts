/**
 * End to end, issue 14: the built console and its credential frame run under the server's strict
 * Content-Security-Policy without a single violation, and neither can be framed by a page of
 * another loopback origin (`frame-ancestors`, X-Frame-Options).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, openPage, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';

const env = setupE2eEnvironment({ seedDevices: 40 });

/** A violation as the page's `securitypolicyviolation` event saw it. */
interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Records every CSP violation of every frame of the context in `window.__violations` of the top page. */
async function collectViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = (event: SecurityPolicyViolationEvent) => {
      const entry = { directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href };
      let target = window as Window & { __violations?: unknown[] };
      try {
        // Frames of the console's origin report to the top page; a cross-origin one keeps its own.
        if (window.top) target = window.top as typeof target;
        target.__violations = [...(target.__violations ?? []), entry];
      } catch {
        const own = window as typeof target;
        own.__violations = [...(own.__violations ?? []), entry];
      }
    };
    document.addEventListener('securitypolicyviolation', record);
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as Window & { __violations?: Violation[] }).__violations ?? []);

describe('the console under its Content-Security-Policy', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const cspMessages: string[] = [];

  beforeAll(async () => {
    ({ context, page, errors } = await openPage(env.browser));
    await collectViolations(context);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspMessages.push(message.text());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sends the strict policy and no-framing headers with the console page, and no source maps', async () => {
    const response = await fetch(`${env.server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${env.server.baseUrl}${script}.map`)).status).toBe(404);
  });

  it('signs in, shows the dashboard and the realtime connection with no violation', async () => {
    await signInAs(page, env.server.baseUrl, ADMIN);
    await page.goto(`${env.server.baseUrl}/#/administration`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${env.server.baseUrl}/#/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // A reload revalidates the page (304): it keeps the console's policy, not an API answer's.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The realtime socket of the page's own origin opens (`connect-src 'self'`, Origin allowed).
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws/realtime`);
          socket.onopen = () => {
            socket.close();
            resolve('open');
          };
          socket.onerror = () => resolve('error');
        }),
    );
    expect(opened).toBe('open');
    expect(await violationsOf(page)).toEqual([]);
    expect(cspMessages).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs the credential frame inside the console with no violation', async () => {
    const organizations = await page.evaluate(async () => (await fetch('/ws/client/list')).json());
    const clientId = (organizations as { id: number }[])[0]?.id;
    expect(clientId).toBeGreaterThan(0);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.title = 'Credential form';
      frame.src = src;
      document.body.append(frame);
    }, `/ws/credential/form?clientId=${clientId}`);
    const form = page.frameLocator('iframe[title="Credential form"]');
    await form.getByRole('heading', { name: 'New Credential' }).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('CSP check');
    expect(await violationsOf(page)).toEqual([]);
    expect(cspMessages).toEqual([]);
  });
});

describe('a page of another loopback origin', () => {
  let foreign: Server;
  let foreignUrl: string;

  beforeAll(async () => {
    // 127.0.0.1 and localhost are different origins: this page is not the console's.
    foreign = createServer((_request, response) => {
      const base = env.server.baseUrl;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Foreign</title><iframe id="console" src="${base}/"></iframe><iframe id="credential" src="${base}/ws/credential/form?clientId=1"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://localhost:${(foreign.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => foreign?.close(resolve));
  });

  it('cannot frame the console or the credential frame', async () => {
    const { context, page } = await openPage(env.browser);
    try {
      await page.goto(foreignUrl, { waitUntil: 'load' });
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      expect(frames).toHaveLength(2);
      for (const frame of frames) {
        // A refused frame shows Chromium's error page, never the framed document.
        expect(frame.url()).not.toContain(env.server.baseUrl);
        expect(
          await frame.evaluate(() => document.getElementById('root') ?? document.querySelector('form')),
        ).toBeNull();
      }
    } finally {
      await context.close();
    }
  });
});

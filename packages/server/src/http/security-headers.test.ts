import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/helpers';
import { CONSOLE_CSP } from './security-headers';

/** Issue 14: a strict CSP and no framing on the console page; no source maps unless asked for. */
const staticDir = mkdtempSync(join(tmpdir(), 'console-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
writeFileSync(join(staticDir, 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
writeFileSync(join(staticDir, 'app.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');

let server: TestServer;
let withMaps: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: false, staticDir });
  withMaps = await createTestServer({ seed: false, staticDir, sourceMaps: true });
});
afterAll(async () => {
  await server?.close();
  await withMaps?.close();
});

const get = (target: TestServer, url: string) => target.app.inject({ method: 'GET', url });

describe('the console page', () => {
  it.each(['/', '/index.html', '/some/deep/link'])(
    '%s carries the strict policy and may not be framed',
    async (url) => {
      const response = await get(server, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('allows no inline script, no eval and no framing in that policy', () => {
    const directives = Object.fromEntries(
      CONSOLE_CSP.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['default-src']).toBe("'self'");
    expect(CONSOLE_CSP).not.toMatch(/unsafe-eval|\*/);
  });

  it('keeps the policy on a 304 of the page (the browser takes it as the cached page policy)', async () => {
    const first = await get(server, '/');
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await server.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(CONSOLE_CSP);
  });

  it('gives API answers a policy of their own that runs nothing and cannot be framed', async () => {
    const response = await get(server, '/ws/health');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('source maps', () => {
  it('are not served by default', async () => {
    expect((await get(server, '/app.js')).statusCode).toBe(200);
    const map = await get(server, '/app.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('are served when asked for (CONSOLE_SOURCE_MAPS=true)', async () => {
    const map = await get(withMaps, '/app.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});

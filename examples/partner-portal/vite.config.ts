import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The reference server the portal's `/ws` calls go to (`pnpm --filter @console/server dev`). */
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://127.0.0.1:8080';
/** Where "open in the console" links point (the console the server serves). */
const consoleUrl = process.env.CONSOLE_URL ?? apiTarget;

/**
 * The built portal runs under a strict Content-Security-Policy (no inline scripts or styles, no
 * eval), as a partner's page would. The dev server injects its CSS inline, so only the build has it.
 */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";
function strictCsp(): Plugin {
  return {
    name: 'portal-strict-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  // The widgets' own styles come from vanilla-extract; the portal's page styles are a plain CSS file.
  plugins: [vanillaExtractPlugin(), strictCsp()],
  resolve: { conditions: ['@console/source', ...defaultClientConditions] },
  define: { __CONSOLE_URL__: JSON.stringify(consoleUrl) },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/ws': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  preview: {
    host: '127.0.0.1',
    port: 4174,
    proxy: { '/ws': { target: apiTarget, changeOrigin: false, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

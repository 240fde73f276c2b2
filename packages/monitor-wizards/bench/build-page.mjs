// Builds bench/page (the monitor wizard bench page) with Vite into bench/page/dist.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const pageDir = fileURLToPath(new URL('./page/', import.meta.url));
export const outDir = fileURLToPath(new URL('./page/dist/', import.meta.url));

export async function buildPage() {
  await build({
    root: pageDir,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['@console/source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPage();

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@console/source', 'module', 'browser', 'development|production'] },
});

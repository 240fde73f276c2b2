import { defineConfig } from 'tsup';

/** dist/index.js (+ .d.ts): the server (and later the agent) import the scanner from here. */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  external: ['raw-socket', 'net-snmp'],
});

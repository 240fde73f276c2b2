import { defineConfig } from 'tsup';

/**
 * Two outputs: dist/index.js (+ .d.ts) for embedding the agent's modules (the server's tests and
 * the bench drive them in-process), and dist/console-agent.mjs, the ONE file an installer ships:
 * every dependency bundled in, except the terminal's native PTY module and ssh2, which the
 * installer places beside it (node_modules) and which load on demand, and the probe's raw-socket
 * (native, loaded with the scanner on the first discovery message; a Linux package of the server's
 * own architecture carries its built addon beside the bundle, see the server's
 * installers/packaging/runtime-modules.ts, and elsewhere the probe reports it cannot scan).
 */
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'node',
  },
  {
    entry: { 'console-agent': 'src/main.ts' },
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    // One file: the probe's lazily imported scanner is inlined, not split into a chunk.
    splitting: false,
    target: 'node20',
    platform: 'node',
    noExternal: ['@console/core', '@console/scanner', 'net-snmp', 'des.js', 'ws', 'fflate', 'zod'],
    minify: true,
    external: ['@lydell/node-pty', 'ssh2', 'raw-socket', 'bufferutil', 'utf-8-validate'],
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __agentRequire } from 'node:module'; const require = __agentRequire(import.meta.url);",
    },
    clean: false,
  },
]);

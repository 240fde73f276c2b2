/**
 * Writes docs/openapi.json from the contract's `endpoints` registry.
 * Run: `pnpm --filter @console/core openapi`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/client/openapi';
import { endpoints } from '../src/contract';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

const document = buildOpenApiDocument(endpoints, {
  title: 'Console API',
  version: packageJson.version,
  description:
    'The reference API of the console, generated from the @console/core contract. Conventions (answers, CSRF, MFA, realtime) are in docs/protocol.md.',
  baseUrl: '/ws',
});
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths as Record<string, object>).reduce(
  (count, item) => count + Object.keys(item).length,
  0,
);
console.log(`Wrote ${target} (${operations} operations)`);

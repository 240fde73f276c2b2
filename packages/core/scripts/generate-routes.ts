/**
 * Writes src/contract/routes.ts, the schema-free route table, from the contract's `endpoints`.
 * Run: `pnpm --filter @console/core routes` after adding or changing an endpoint.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../src/contract';
import { routesSource } from '../src/contract/routes-source';

const target = fileURLToPath(new URL('../src/contract/routes.ts', import.meta.url));
writeFileSync(target, routesSource(endpoints));
console.log(`Wrote ${target}`);

/**
 * Writes src/contract/routes.ts and topic-routes.ts, the schema-free route tables, from the
 * contract's `endpoints` and `topics`, and src/contract/types.ts, the contract's type-only exports.
 * Run: `pnpm --filter @console/core routes` after adding or changing an endpoint.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../src/contract';
import { routesSource, topicRoutesSource } from '../src/contract/routes-source';
import { topics } from '../src/contract/topics';
import { contractTypeNames, contractTypesSource } from './contract-types';

const target = fileURLToPath(new URL('../src/contract/routes.ts', import.meta.url));
writeFileSync(target, routesSource(endpoints));
console.log(`Wrote ${target}`);
const topicTarget = fileURLToPath(new URL('../src/contract/topic-routes.ts', import.meta.url));
writeFileSync(topicTarget, topicRoutesSource(topics));
console.log(`Wrote ${topicTarget}`);
const typesTarget = fileURLToPath(new URL('../src/contract/types.ts', import.meta.url));
writeFileSync(typesTarget, contractTypesSource(contractTypeNames()));
console.log(`Wrote ${typesTarget}`);

/**
 * Administration-page matching per query (001 §4; budget ≤ 2 ms per query). Prints
 * `search.adminMatch.p50: … ms` lines for `pnpm bench`. Runs a bounded number of queries.
 */
import { createPermissions, createTranslator, type Session } from '@console/core';
import { administrationPages, createAdminPageMatcher } from '../src/logic/admin-pages';

const session: Session = {
  user: {
    id: 1,
    uid: 'bench',
    firstName: 'Bench',
    lastName: 'Admin',
    email: 'bench@example.com',
    userType: 'TECHNICIAN',
    sysadmin: true,
    ninjaAdmin: false,
    mfaEnabled: false,
    permissions: [],
    content: {},
  },
  division: {
    uid: 'bench',
    companyName: 'Bench',
    isTrialLicense: false,
    licenseExpirationDateTime: null,
    accountCreatedDate: 0,
    cloudEdition: false,
    productName: 'Console',
    settings: {},
  },
  featureFlags: ['node_caching', 'custom_snmp', 'dynamic_policy', 'mdm', 'end_user_custom_fields'],
  divisionConfig: [],
};

const pages = administrationPages({ permissions: createPermissions(session) }, createTranslator());
const match = createAdminPageMatcher(pages);
const queries = [
  'tech',
  'technicians',
  'brandng',
  'policies',
  'saml',
  'notification',
  'custom fields',
  'automation scripts',
  'zzzz-nothing',
  'DESKTOP-4711',
  '00:1a:2b:3c:4d:5e',
  'a much longer query that goes past thirty two characters',
];

for (let i = 0; i < 200; i += 1) match(queries[i % queries.length] as string);
const times: number[] = [];
const perQuery = new Map<string, number[]>();
for (let round = 0; round < 100; round += 1) {
  for (const query of queries) {
    const start = performance.now();
    match(query);
    const elapsed = performance.now() - start;
    times.push(elapsed);
    perQuery.set(query, [...(perQuery.get(query) ?? []), elapsed]);
  }
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
// The slowest query's median: what one keystroke costs at worst, without the machine's noise.
const worstMedian = Math.max(...[...perQuery.values()].map((values) => quantile(values, 0.5)));
console.log(`search.adminMatch.pages: ${pages.length} pages`);
console.log(`search.adminMatch.p50: ${quantile(times, 0.5).toFixed(3)} ms`);
console.log(`search.adminMatch.p99: ${quantile(times, 0.99).toFixed(3)} ms`);
console.log(`search.adminMatch.worstQueryMedian: ${worstMedian.toFixed(3)} ms`);

/**
 * Directory discovery (issue 11): an OU with 10,000 computers listed over LDAP from a real slapd
 * on loopback (paged searches of 500, as `POST /activedirectory/ou/children` does it; budget
 * ≤ 2 s). Prints `directory.ou10k.list: … ms` (median of BENCH_RUNS runs, default 3) and the
 * count. Figures only, no assert. Needs Debian's slapd (apt `slapd ldap-utils`).
 */
import { existsSync } from 'node:fs';
import { listOu, withDirectory } from '../src/domains/directory-discovery/ldap';
import { SLAPD_BASE, SLAPD_BIN, SLAPD_USERS, startSlapd } from '../src/test/peers/slapd';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNT = 10_000;

if (!existsSync(SLAPD_BIN)) {
  console.log('directory.ou10k.list: skipped (slapd not installed)');
  process.exit(0);
}
const peer = await startSlapd({ bulk: [{ ou: 'ou=Bulk', count: COUNT }] });
try {
  const target = {
    host: peer.host,
    port: peer.port,
    secure: false,
    username: SLAPD_USERS.reader.dn,
    password: SLAPD_USERS.reader.password,
  };
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await withDirectory(target, (client) => listOu(client, `ou=Bulk,${SLAPD_BASE}`, false));
    times.push(performance.now() - start);
    listed = answer.ouComputers.length;
  }
  times.sort((a, b) => a - b);
  console.log(`directory.ou10k.list: ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms`);
  console.log(`directory.ou10k.computers: ${listed}`);
} finally {
  await peer.stop();
}

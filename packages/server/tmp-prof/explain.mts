import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create('/tmp/pgl100k', { extensions: { pg_trgm } });
await db.exec('ANALYZE search_terms');
const div = (await db.query<{ id: number }>(`select id from divisions order by id limit 1`)).rows[0]!.id;
const dev = (await db.query<any>(`select * from nodes where last_logged_in_user is not null and serial_number is not null order by md5(id::text) limit 1`)).rows[0];
console.log('device', dev.name, dev.mac_addresses, dev.last_logged_in_user, dev.ip_addresses);
const qs = [dev.name.toLowerCase(), dev.name.slice(0, 6).toLowerCase(), dev.mac_addresses[0].toLowerCase(), dev.last_logged_in_user.toLowerCase(), dev.last_logged_in_user.split('\\')[1].toLowerCase(), 'srv', 'printer', '10.1', 'zzqx-not-found', 'laptop', 'runbook'];
const upper = (p: string) => p.slice(0, -1) + String.fromCodePoint(p.codePointAt(p.length - 1)! + 1);
async function t(label: string, sql: string, params: unknown[]) {
  for (let i = 0; i < 2; i++) await db.query(sql, params);
  const ts: number[] = [];
  let n = 0;
  for (let i = 0; i < 7; i++) { const s = performance.now(); n = (await db.query(sql, params)).rows.length; ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(50), ts[3]!.toFixed(2), 'ms', n, 'rows');
}
const types = `('POLICY','GROUP','BOARD','TICKET','ORGANIZATION','LOCATION','DEVICE','TECHNICIAN_USER','END_USER','KB_DOCUMENT','CHECKLIST','APPS_AND_SERVICES')`;
for (const q of qs) {
  await t(`range  ${q}`, `SELECT entity_type, entity_id, attr, value, norm FROM search_terms WHERE division_id = $1 AND entity_type IN ${types} AND true AND ((norm >= $2 AND norm < $3)) ORDER BY norm LIMIT 150`, [div, q, upper(q)]);
  if (q.length >= 3) await t(`contain ${q}`, `SELECT entity_type, entity_id, attr, value FROM search_terms WHERE division_id + 0 = $1 AND entity_type IN ${types} AND true AND norm LIKE $2 AND NOT (norm >= $3 AND norm < $4) LIMIT 150`, [div, `%${q}%`, q, upper(q)]);
}
const plan = await db.query<any>(`EXPLAIN (ANALYZE, BUFFERS) SELECT entity_type, entity_id FROM search_terms WHERE division_id = $1 AND norm >= '10.1' AND norm < '10.2' ORDER BY norm LIMIT 150`, [div]);
console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
console.log((await db.query(`select * from pgstatginindex('search_terms_trgm_idx')`).catch((e) => ({ rows: [String(e)] }))).rows);
await db.close();

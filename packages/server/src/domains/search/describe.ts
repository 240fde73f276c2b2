/** Search results described: names, organizations and destinations of the candidates, checked again. */
import type { Permissions, SearchResultItem, SearchResultType } from '@console/core';
import { type SQL, sql } from 'drizzle-orm';
import type { ScopeSubject } from '../../authz';
import { type Db, queryRows } from '../../db/client';
import { type Candidate, list } from './candidates';

interface DescribedRow {
  type: SearchResultType;
  id: number;
  name: string;
  description: string | null;
  client_id: number | null;
  client_name: string | null;
  node_class: string | null;
  node_type: string | null;
  node_role_id: number | null;
  template_id: number | null;
  allow_multiple: boolean | null;
  last_logged_in_user: string | null;
  user_type: string | null;
}

/** One SELECT per result type, each giving the same columns, for a single UNION ALL round trip. */
function describeSelect(type: SearchResultType, divisionId: number, ids: SQL): SQL | null {
  const cols = (c: {
    name: SQL;
    description?: SQL;
    clientId?: SQL;
    clientName?: SQL;
    nodeClass?: SQL;
    nodeType?: SQL;
    nodeRoleId?: SQL;
    templateId?: SQL;
    allowMultiple?: SQL;
    lastLoggedInUser?: SQL;
    userType?: SQL;
  }) =>
    sql`${type}::text AS type, x.id, ${c.name}::text AS name, ${c.description ?? sql`NULL`}::text AS description,
      ${c.clientId ?? sql`NULL`}::int AS client_id, ${c.clientName ?? sql`NULL`}::text AS client_name,
      ${c.nodeClass ?? sql`NULL`}::text AS node_class, ${c.nodeType ?? sql`NULL`}::text AS node_type,
      ${c.nodeRoleId ?? sql`NULL`}::int AS node_role_id, ${c.templateId ?? sql`NULL`}::int AS template_id,
      ${c.allowMultiple ?? sql`NULL`}::boolean AS allow_multiple,
      ${c.lastLoggedInUser ?? sql`NULL`}::text AS last_logged_in_user, ${c.userType ?? sql`NULL`}::text AS user_type`;
  switch (type) {
    case 'DEVICE':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name`, nodeClass: sql`x.node_class`, nodeType: sql`x.node_type`, nodeRoleId: sql`x.node_role_id`, lastLoggedInUser: sql`x.last_logged_in_user` })}
        FROM nodes x JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'ORGANIZATION':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description`, clientId: sql`x.id`, clientName: sql`x.name` })}
        FROM organizations x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'LOCATION':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM locations x JOIN organizations o ON o.id = x.client_id WHERE o.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'POLICY':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description`, nodeClass: sql`x.node_class` })}
        FROM policies x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'TECHNICIAN_USER':
    case 'END_USER':
      return sql`SELECT ${cols({ name: sql`coalesce(nullif(btrim(x.first_name || ' ' || x.last_name), ''), x.email)`, description: sql`x.email`, clientId: sql`m.client_id`, clientName: sql`o.name`, userType: sql`m.user_type` })}
        FROM users x JOIN memberships m ON m.user_id = x.id AND m.division_id = ${divisionId}
        LEFT JOIN organizations o ON o.id = m.client_id
        WHERE x.id IN ${ids} AND m.user_type = ${type === 'TECHNICIAN_USER' ? 'TECHNICIAN' : 'END_USER'}`;
    case 'GROUP':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description` })}
        FROM device_groups x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'BOARD':
      return sql`SELECT ${cols({ name: sql`x.name` })} FROM ticket_boards x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'TICKET':
      return sql`SELECT ${cols({ name: sql`x.subject`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM tickets x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'KB_DOCUMENT':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM kb_documents x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'CHECKLIST':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM checklists x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'APPS_AND_SERVICES':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name`, templateId: sql`x.template_id`, allowMultiple: sql`d.allow_multiple` })}
        FROM apps_documents x JOIN document_templates d ON d.id = x.template_id
        LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    default:
      return null;
  }
}

/** Whether the permission module lets the caller see one described result. */
function mayView(can: Permissions, row: DescribedRow): boolean {
  const inVisibleOrg = row.client_id === null || can.canViewOrganization(row.client_id);
  switch (row.type) {
    case 'DEVICE':
      return can.canViewDevice({
        id: row.id,
        nodeClass: row.node_class ?? '',
        nodeRoleId: row.node_role_id,
        clientId: row.client_id,
      });
    case 'POLICY':
      return can.canReadPolicy({ id: row.id, nodeClass: row.node_class });
    default:
      return inVisibleOrg;
  }
}

/**
 * Turns candidates into result items with their names, organizations and the fields their
 * destinations need, in one round trip; drops what the permission module refuses (and what was
 * deleted meanwhile).
 */
export async function describe(
  db: Db,
  auth: ScopeSubject,
  candidates: Candidate[],
): Promise<SearchResultItem[]> {
  const divisionId = auth.division.id;
  const byType = new Map<SearchResultType, number[]>();
  for (const candidate of candidates)
    byType.set(candidate.type, [...(byType.get(candidate.type) ?? []), candidate.id]);
  const selects = [...byType]
    .map(([type, ids]) => describeSelect(type, divisionId, list(ids)))
    .filter((select): select is SQL => select !== null);
  if (selects.length === 0) return [];
  const rows = await queryRows<DescribedRow>(db, sql.join(selects, sql` UNION ALL `));
  const byKey = new Map<string, DescribedRow>();
  for (const row of rows) {
    const described = { ...row, id: Number(row.id) };
    if (mayView(auth.can, described)) byKey.set(`${row.type}:${described.id}`, described);
  }
  const items: SearchResultItem[] = [];
  for (const candidate of candidates) {
    const row = byKey.get(`${candidate.type}:${candidate.id}`);
    if (!row) continue;
    items.push({
      type: row.type,
      id: row.id,
      name: row.name,
      description: row.description,
      clientId: row.client_id,
      clientName: row.client_name,
      nodeClass: row.node_class,
      nodeType: row.node_type,
      score: candidate.score,
      matchAttr: candidate.attr,
      matchAttrValue: candidate.value,
      details:
        row.type === 'APPS_AND_SERVICES'
          ? {
              documentTemplateId: row.template_id,
              documentTemplateAllowMultiple: row.allow_multiple ?? false,
            }
          : row.type === 'DEVICE'
            ? { lastLoggedInUser: row.last_logged_in_user }
            : null,
    });
  }
  return items;
}

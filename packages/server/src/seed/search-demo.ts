/**
 * Demo data global search needs besides devices, organizations, users and policies: device groups,
 * ticket boards (one default), a few more tickets, knowledge base folders and documents (system and
 * per organization), checklists and apps-and-services documents, so every result type can be found.
 */
import { FEATURE_FLAGS } from '@console/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { defineSeedStep, need } from './context';

/** What {@link seedSearchDemo} added. */
export interface SearchSeedSummary {
  groups: number;
  boards: number;
  kbDocuments: number;
  checklists: number;
  appsDocuments: number;
}

const GROUPS = [
  'All servers',
  'Offline workstations',
  'Pending reboot',
  'Low disk space',
  'Domain controllers',
];
const BOARDS = ['All tickets', 'Open tickets', 'Unassigned', 'Escalations'];
const SYSTEM_KB: [folder: string, docs: string[]][] = [
  ['Onboarding', ['New technician checklist', 'Remote access guidelines']],
  ['Security', ['Incident response runbook', 'Password rotation procedure']],
  ['Patching', ['Monthly patch cycle', 'Emergency patch process']],
];
const ORG_KB: [folder: string, docs: string[]][] = [
  ['Network', ['VPN setup', 'Firewall rules']],
  ['Servers', ['Backup schedule', 'Domain controller recovery']],
];
const CHECKLISTS = ['New employee onboarding', 'Employee offboarding', 'Quarterly server review'];
const TEMPLATES: [name: string, allowMultiple: boolean, docs: string[]][] = [
  ['Email', false, ['Microsoft 365 tenant']],
  ['Line of business apps', true, ['Accounting suite', 'CRM']],
  ['Internet', true, ['Primary ISP', 'Backup ISP']],
];

/**
 * Seeds the search demo data of one division (its organizations must exist).
 * @example await seedSearchDemo(tx, divisionId)
 */
export async function seedSearchDemo(db: Db, divisionId: number): Promise<SearchSeedSummary> {
  const orgs = await db
    .select({ id: t.organizations.id, name: t.organizations.name })
    .from(t.organizations)
    .where(eq(t.organizations.divisionId, divisionId))
    .orderBy(asc(t.organizations.id));

  // Documentation is on in the demo account: the KB Articles, Checklists and Documents filters (001 §6).
  await db
    .insert(t.featureFlags)
    .values(
      [FEATURE_FLAGS.documentationKnowledgeBase, FEATURE_FLAGS.documentationChecklist].map((name) => ({
        divisionId,
        name,
        enabled: true,
      })),
    )
    .onConflictDoNothing();
  await db
    .update(t.divisions)
    .set({ settings: sql`${t.divisions.settings} || '{"organizationDocumentationEnabled": true}'::jsonb` })
    .where(eq(t.divisions.id, divisionId));

  await db
    .insert(t.deviceGroups)
    .values(GROUPS.map((name) => ({ divisionId, name, description: `Devices matching "${name}"` })));
  await db
    .insert(t.ticketBoards)
    .values(BOARDS.map((name, index) => ({ divisionId, name, isDefault: index === 0 })));

  let kbDocuments = 0;
  const addKb = async (clientId: number | null, tree: [string, string[]][], orgName?: string) => {
    const [root] = await db
      .insert(t.kbFolders)
      .values({ divisionId, clientId, parentId: null, name: 'Knowledge Base' })
      .returning({ id: t.kbFolders.id });
    if (!root) return;
    for (const [folderName, docs] of tree) {
      const [folder] = await db
        .insert(t.kbFolders)
        .values({ divisionId, clientId, parentId: root.id, name: folderName })
        .returning({ id: t.kbFolders.id });
      if (!folder) continue;
      await db.insert(t.kbDocuments).values(
        docs.map((doc) => ({
          divisionId,
          clientId,
          folderId: folder.id,
          name: orgName ? `${orgName} ${doc}` : doc,
          content: `# ${doc}\n\nSteps and notes.`,
        })),
      );
      kbDocuments += docs.length;
    }
  };
  await addKb(null, SYSTEM_KB);

  const templates = await db
    .insert(t.documentTemplates)
    .values(TEMPLATES.map(([name, allowMultiple]) => ({ divisionId, name, allowMultiple })))
    .returning({ id: t.documentTemplates.id });

  let checklists = 0;
  let appsDocuments = 0;
  for (const org of orgs.slice(0, 4)) {
    await addKb(org.id, ORG_KB, org.name);
    await db
      .insert(t.checklists)
      .values(CHECKLISTS.map((name) => ({ divisionId, clientId: org.id, name: `${org.name} ${name}` })));
    checklists += CHECKLISTS.length;
    const docs = TEMPLATES.flatMap(([, , names], index) =>
      names.map((name) => ({
        divisionId,
        clientId: org.id,
        templateId: templates[index]?.id ?? 0,
        name: `${org.name} ${name}`,
      })),
    );
    await db.insert(t.appsDocuments).values(docs);
    appsDocuments += docs.length;
  }
  return { groups: GROUPS.length, boards: BOARDS.length, kbDocuments, checklists, appsDocuments };
}

/** Groups, ticket boards, KB documents, checklists and apps-and-services documents (global search). */
export const searchDocumentsSeed = defineSeedStep({
  name: 'search.documents',
  order: 100,
  run: async (ctx) => {
    await seedSearchDemo(ctx.db, need(ctx, 'msp').id);
  },
});

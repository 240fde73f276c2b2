/** Documentation: knowledge base folders and documents, checklists, apps-and-services documents. */
import { boolean, foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { organizationRef, organizations } from './organizations';

/** Knowledge base folders: the system knowledge base (clientId null) or an organization's. */
export const kbFolders = pgTable(
  'kb_folders',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('kb_folders_parent_idx').on(t.parentId),
  ],
);

/** Knowledge base documents (KB_DOCUMENT results). */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => kbFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('kb_documents_folder_idx').on(t.folderId)],
);

/** Documentation checklists of an organization (CHECKLIST results). */
export const checklists = pgTable(
  'checklists',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checklists_client_idx').on(t.clientId)],
);

/** Apps-and-services document templates; `allowMultiple` templates hold several documents. */
export const documentTemplates = pgTable('document_templates', {
  id: serial('id').primaryKey(),
  divisionId: divisionRef(),
  name: text('name').notNull(),
  allowMultiple: boolean('allow_multiple').notNull().default(false),
});

/** Apps-and-services documents of an organization (APPS_AND_SERVICES results). */
export const appsDocuments = pgTable(
  'apps_documents',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('apps_documents_client_idx').on(t.clientId)],
);

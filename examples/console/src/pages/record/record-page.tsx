import { endpoints, type MessageKey } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { PlaceholderPage } from '../placeholder-page';

/** The kinds of record a search result can open whose own page arrives with a later issue. */
export type RecordKind = 'BOARD' | 'TICKET' | 'KB_DOCUMENT' | 'CHECKLIST' | 'APPS_AND_SERVICES';

/** Props of {@link RecordPage}. */
export interface RecordPageProps {
  /** What the record is (its type label comes from the search catalogue). */
  kind: RecordKind;
  /** The record's id, when the route names one. */
  recordId?: string | undefined;
  /** The organization the record belongs to (its name is fetched with GET /client/{id}). */
  clientId?: number | undefined;
  /** A knowledge base item whose folder chain is fetched (GET /qsearch/kb-path). */
  kbItem?: { id: number; isFile: boolean } | undefined;
  /** Extra route parameters to show (e.g. a document template). */
  params?: Record<string, string | undefined>;
}

/**
 * A record's page (board, ticket, knowledge base item, checklist, apps-and-services document):
 * its type and whatever of its name an endpoint can tell (the organization, the knowledge base
 * folders), with the parameters it was opened with. No made-up data.
 *
 * @example
 * ```tsx
 * <RecordPage kind="CHECKLIST" recordId="7" clientId={2} />
 * ```
 */
export function RecordPage({ kind, recordId, clientId, kbItem, params }: RecordPageProps) {
  const t = useMessage();
  const organization = useConsoleQuery(
    endpoints.client.get,
    { params: { id: clientId ?? 0 } },
    { enabled: clientId !== undefined },
  );
  const kbPath = useConsoleQuery(
    endpoints.search.kbItemPath,
    { query: { itemId: kbItem?.id ?? 0, isFile: kbItem?.isFile ?? true } },
    { enabled: kbItem !== undefined },
  );
  const typeLabel = t(`search.type.${kind}` as MessageKey);
  const folders = kbPath.data?.folders.map((folder) => folder.name) ?? [];
  const folderName = kbItem && !kbItem.isFile ? folders.at(-1) : undefined;
  const organizationName = organization.data?.client.name;
  const title = folderName ?? (recordId ? `${typeLabel} ${recordId}` : typeLabel);
  return (
    <PlaceholderPage
      title={title}
      descriptionKey="shell.placeholder.genericBody"
      params={{
        type: typeLabel,
        id: recordId,
        organization: organizationName ?? (clientId !== undefined ? String(clientId) : undefined),
        folders: folders.length > 0 ? folders.join(' / ') : undefined,
        ...params,
      }}
    />
  );
}

/**
 * Reads a knowledge base splat (`{folderId}/.../{itemId}/file` for a document, `{folderId}/...`
 * for a folder) into the item it names, if any.
 * @example parseKbSplat('5/9/file') // { id: 9, isFile: true, folders: [5] }
 */
export function parseKbSplat(
  splat: string | undefined,
): { id: number; isFile: boolean; folders: number[] } | undefined {
  const parts = (splat ?? '').split('/').filter((part) => part !== '');
  const isFile = parts.at(-1) === 'file';
  if (isFile) parts.pop();
  const ids = parts.map(Number);
  if (ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0)) return undefined;
  const id = ids.pop() as number;
  return { id, isFile, folders: ids };
}

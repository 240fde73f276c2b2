import type { SearchFilter } from '@console/core';
import { isFilterAvailable, type SearchPermissions } from './filters';

/**
 * Shortcut prefixes (001 §2.1, §4: "typing a shortcut prefix such as 'devices:' selects that
 * filter"). Each filter answers to its own name and to the everyday words for it; the spec names
 * only `devices:`, the rest are chosen (see the README).
 * @example SHORTCUT_PREFIXES.kb // 'kb_document'
 */
export const SHORTCUT_PREFIXES: Readonly<Record<string, SearchFilter>> = {
  all: 'all',
  organizations: 'organizations',
  organization: 'organizations',
  orgs: 'organizations',
  org: 'organizations',
  devices: 'devices',
  device: 'devices',
  groups: 'groups',
  group: 'groups',
  policies: 'policies',
  policy: 'policies',
  users: 'users',
  user: 'users',
  ticketing: 'ticketing',
  tickets: 'ticketing',
  ticket: 'ticketing',
  kb_document: 'kb_document',
  kb: 'kb_document',
  articles: 'kb_document',
  checklist: 'checklist',
  checklists: 'checklist',
  apps_and_services: 'apps_and_services',
  documents: 'apps_and_services',
  docs: 'apps_and_services',
  administration: 'administration',
  admin: 'administration',
};

/** What {@link parseShortcut} found: the filter and the text after the prefix. */
export interface ParsedShortcut {
  filter: SearchFilter;
  /** The text after the prefix, leading spaces removed. */
  text: string;
}

const PREFIX = /^\s*([a-z_]+):\s*/i;

/**
 * Reads a shortcut prefix at the start of the text. Prefixes are case-insensitive; a prefix of a
 * filter the user does not have, or an unknown word before a colon, is left as text.
 * @example parseShortcut('devices: desktop-12', can) // { filter: 'devices', text: 'desktop-12' }
 */
export function parseShortcut(text: string, can?: SearchPermissions): ParsedShortcut | null {
  const match = PREFIX.exec(text);
  if (!match) return null;
  const filter = SHORTCUT_PREFIXES[(match[1] ?? '').toLowerCase()];
  if (!filter || (can && !isFilterAvailable(filter, can))) return null;
  return { filter, text: text.slice(match[0].length) };
}

import { type MessageKey, matchAttributes } from '@console/core';
import { useMessage } from '@console/core/react';
import type { SearchResult } from '../logic/grouping';
import * as shared from './shared.css';

const KNOWN_ATTRIBUTES = new Set<string>(matchAttributes);

/**
 * The catalogue key of a match attribute's label (001 §3), or null for an attribute the catalogue
 * does not know.
 */
export function matchAttributeLabelKey(attr: string | null | undefined): MessageKey | null {
  return attr && KNOWN_ATTRIBUTES.has(attr) ? (`search.attr.${attr}` as MessageKey) : null;
}

/** The catalogue key of a result type's name. */
export function resultTypeLabelKey(type: SearchResult['type']): MessageKey {
  return `search.type.${type}` as MessageKey;
}

/** "MAC address: 00:1a:…" — the matched attribute with its label (001 §3). */
export function MatchText({ result }: { result: SearchResult }) {
  const t = useMessage();
  const key = matchAttributeLabelKey(result.matchAttr);
  const value = result.matchAttrValue ?? (result.matchAttr === 'name' ? result.name : null);
  if (!key || !value) return null;
  return (
    <span>
      {t(key)}: <span className={shared.matchValue}>{value}</span>
    </span>
  );
}

/** The organization of a result, or an administration page's category. */
export function resultContext(result: SearchResult): string | null {
  if (result.type === 'ADMINISTRATION') return result.description ?? null;
  if (result.type === 'ORGANIZATION') return null;
  return result.clientName ?? null;
}

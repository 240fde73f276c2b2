import { type DirectoryOu, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { normalizeDn } from '@console/core/validation';
import { Spinner } from '@console/ui';
import { useState } from 'react';
import * as styles from './directory-discovery-wizard.css';

/** Props of {@link OuTree}. */
export interface OuTreeProps {
  domainControllerId: number;
  /** The credential to bind with (`null`: the client's default discovery credential). */
  credentialId: number | null;
  /** The chosen OU path. */
  value: string;
  /** Called with the DN of the OU (or domain) chosen. */
  onValueChange: (path: string) => void;
}

/** The parent DN of a DN (its first RDN removed). */
function parentDn(dn: string): string {
  const comma = dn.search(/(?<!\\),/);
  return comma < 0 ? dn : dn.slice(comma + 1);
}

/**
 * The Active Directory tree (002 §4.2): loaded lazily, one level per call; the root is the domain
 * of the first result. Choosing a row sets the OU path.
 */
export function OuTree({ domainControllerId, credentialId, value, onValueChange }: OuTreeProps) {
  const t = useMessage();
  const root = useConsoleQuery(
    routes.directoryDiscovery.ouChildren,
    { body: { domainControllerId, ou: null, recursive: false, credentialId } },
    { retry: false, staleTime: 60_000 },
  );
  const [expanded, setExpanded] = useState(true);
  if (root.isLoading) return <Spinner label={t('directoryDiscovery.wizard.treeLoading')} />;
  if (root.isError || !root.data)
    return (
      <p className={styles.notice} data-tone="danger" role="alert">
        {t('directoryDiscovery.error.loadingTree')}
      </p>
    );
  const first = root.data.ou[0];
  const domain = first?.domain ?? '';
  const rootPath = first ? parentDn(first.path) : '';
  return (
    <section className={styles.tree} aria-label={t('directoryDiscovery.wizard.tree')}>
      <ul className={styles.treeGroup} data-root="true">
        <li>
          <Row
            label={domain}
            path={rootPath}
            leaf={root.data.ou.length === 0}
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            value={value}
            onValueChange={onValueChange}
          />
          {expanded ? (
            <ul className={styles.treeGroup}>
              {root.data.ou.map((ou) => (
                <OuNode
                  key={ou.path}
                  ou={ou}
                  domainControllerId={domainControllerId}
                  credentialId={credentialId}
                  value={value}
                  onValueChange={onValueChange}
                />
              ))}
            </ul>
          ) : null}
        </li>
      </ul>
    </section>
  );
}

const sameDn = (a: string, b: string) => a !== '' && b !== '' && normalizeDn(a) === normalizeDn(b);

function Row({
  label,
  path,
  leaf,
  expanded,
  onToggle,
  value,
  onValueChange,
}: {
  label: string;
  path: string;
  leaf: boolean;
  expanded: boolean;
  onToggle: () => void;
  value: string;
  onValueChange: (path: string) => void;
}) {
  const t = useMessage();
  return (
    <div className={styles.treeRow}>
      {leaf ? (
        <span className={styles.treeToggle} data-leaf="true" />
      ) : (
        <button
          type="button"
          className={styles.treeToggle}
          aria-expanded={expanded}
          aria-label={t('directoryDiscovery.wizard.expand', { name: label })}
          onClick={onToggle}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
      )}
      <button
        type="button"
        className={styles.treeLabel}
        aria-pressed={sameDn(value, path)}
        title={path}
        onClick={() => onValueChange(path)}
        onKeyDown={(event) => {
          if (leaf) return;
          if ((event.key === 'ArrowRight' && !expanded) || (event.key === 'ArrowLeft' && expanded)) {
            event.preventDefault();
            onToggle();
          }
        }}
      >
        {label || t('directoryDiscovery.wizard.tree')}
      </button>
    </div>
  );
}

function OuNode({
  ou,
  domainControllerId,
  credentialId,
  value,
  onValueChange,
}: {
  ou: DirectoryOu;
  domainControllerId: number;
  credentialId: number | null;
  value: string;
  onValueChange: (path: string) => void;
}) {
  const t = useMessage();
  const [expanded, setExpanded] = useState(false);
  const children = useConsoleQuery(
    routes.directoryDiscovery.ouChildren,
    { body: { domainControllerId, ou: ou.path, recursive: false, credentialId } },
    { enabled: expanded && ou.ouChildren, retry: false, staleTime: 60_000 },
  );
  return (
    <li>
      <Row
        label={ou.name}
        path={ou.path}
        leaf={!ou.ouChildren}
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
        value={value}
        onValueChange={onValueChange}
      />
      {expanded && ou.ouChildren ? (
        <ul className={styles.treeGroup}>
          {children.isLoading ? (
            <li>
              <Spinner label={t('directoryDiscovery.wizard.treeLoading')} />
            </li>
          ) : children.isError ? (
            <li className={styles.notice} data-tone="danger">
              {t('directoryDiscovery.error.loadingTree')}
            </li>
          ) : (
            children.data?.ou.map((child) => (
              <OuNode
                key={child.path}
                ou={child}
                domainControllerId={domainControllerId}
                credentialId={credentialId}
                value={value}
                onValueChange={onValueChange}
              />
            ))
          )}
        </ul>
      ) : null}
    </li>
  );
}

import type { MessageKey } from '@console/core';
import { useMessage } from '@console/core/react';
import { Link } from '@tanstack/react-router';
import * as styles from './page.css';
import { Page } from './page-state';

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  /** Title key (or literal title). */
  titleKey?: MessageKey;
  title?: string;
  /** What lives on this page. */
  descriptionKey?: MessageKey;
  description?: string;
  /** The route's parameters, shown so a link's target is visible. */
  params?: Record<string, string | undefined>;
}

/**
 * A route the widgets link to whose page arrives with a later issue: its name, what lives there
 * and the parameters it was opened with. Not a fake: no made-up data.
 */
export function PlaceholderPage({
  titleKey,
  title,
  descriptionKey,
  description,
  params,
}: PlaceholderPageProps) {
  const t = useMessage();
  const entries = Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== '');
  return (
    <Page
      title={title ?? (titleKey ? t(titleKey) : '')}
      subtitle={description ?? (descriptionKey ? t(descriptionKey) : undefined)}
    >
      <div className={styles.card} data-state="placeholder">
        <p className={styles.muted}>{t('shell.page.comingSoon')}</p>
        {entries.length > 0 ? (
          <>
            <h2 className={styles.sectionTitle}>{t('shell.placeholder.parameters')}</h2>
            <dl className={styles.fieldList}>
              {entries.map(([name, value]) => (
                <div key={name} className={styles.fieldRow}>
                  <dt className={styles.fieldName}>{name}</dt>
                  <dd className={styles.fieldValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <p>
          <Link to="/systemDashboard/overview">{t('shell.page.backToDashboard')}</Link>
        </p>
      </div>
    </Page>
  );
}

/** The not-found page. */
export function NotFoundPage({ path }: { path?: string }) {
  const t = useMessage();
  return (
    <Page title={t('shell.page.notFound')}>
      <div className={styles.card} data-state="not-found">
        <p>{t('shell.page.notFoundBody', { path: path ?? '' })}</p>
        <p>
          <Link to="/systemDashboard/overview">{t('shell.page.backToDashboard')}</Link>
        </p>
      </div>
    </Page>
  );
}

import { describeError } from '@console/core';
import { useMessage } from '@console/core/react';
import { type BreadcrumbItem, Breadcrumbs, Button, Spinner } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './page.css';

/** A page's loading, error or content, as `data-state="loading|error|ready"`. */
export function QueryState({
  status,
  error,
  onRetry,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  children: () => ReactNode;
}) {
  const t = useMessage();
  if (status === 'pending') {
    return (
      <div data-state="loading" className={styles.notice}>
        <Spinner label={t('shell.page.loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div data-state="error" className={styles.notice} role="alert">
        <p className={styles.errorText}>{describeError(error, t) ?? t('errors.generic')}</p>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('shell.page.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return <div data-state="ready">{children()}</div>;
}

/** A page frame: breadcrumbs, title, optional subtitle and actions, and the body. */
export function Page({
  title,
  subtitle,
  actions,
  children,
  breadcrumbs,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Where the page sits, oldest first; the last item is the page itself. */
  breadcrumbs?: BreadcrumbItem[];
}) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          {breadcrumbs && breadcrumbs.length > 1 ? (
            <Breadcrumbs
              items={breadcrumbs}
              onNavigate={(path) => void navigate({ to: path })}
              className={styles.breadcrumbs}
            />
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.spacer}>{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}

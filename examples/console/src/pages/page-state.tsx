import { describeError } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, Spinner } from '@console/ui';
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

/** A page frame: title, optional subtitle and actions, and the body. */
export function Page({
  title,
  subtitle,
  actions,
  children,
  labelledBy,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  labelledBy?: string;
}) {
  return (
    <main className={styles.page} aria-labelledby={labelledBy}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title} id={labelledBy}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.spacer}>{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}

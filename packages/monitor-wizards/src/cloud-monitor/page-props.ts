import type { MonitorFieldIssue } from '@console/core';
import type { useMessage } from '@console/core/react';
import type { MonitorDraft } from './monitor-draft';

/** What every page of the cloud monitor wizard gets. */
export interface MonitorPageProps {
  /** The draft being edited. */
  draft: MonitorDraft;
  /** Merges a change into the draft. */
  update: (change: Partial<MonitorDraft>) => void;
  /** Replaces the draft (type changes). */
  replace: (draft: MonitorDraft) => void;
  /** The page's broken rules, shown once Next or Done was pressed. */
  issues: readonly MonitorFieldIssue[];
  /** A new monitor (organization, location and type can change). */
  isNew: boolean;
}

/** The error text of a field, or `undefined`. */
export function fieldError(
  issues: readonly MonitorFieldIssue[],
  path: string,
  t: ReturnType<typeof useMessage>,
): string | undefined {
  const issue = issues.find((candidate) => candidate.path === path);
  return issue ? t(issue.issue.key as never, issue.issue.params as never) : undefined;
}

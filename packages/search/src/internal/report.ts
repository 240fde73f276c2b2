/**
 * Something global search reports rather than shows (001 §8): an unknown result type (skipped), a
 * failed search, recent-search or KB path call, a result without a destination.
 */
export type SearchReport =
  | { kind: 'unknownResultType'; type: string; id: string | number }
  | { kind: 'searchFailed'; error: unknown }
  | { kind: 'recentFailed'; error: unknown }
  | { kind: 'kbPathFailed'; error: unknown; itemId: number }
  | { kind: 'noDestination'; type: string; id: string | number };

/** The default reporter: a console warning a host's error tracking can pick up. */
export function defaultReport(report: SearchReport): void {
  console.warn(`[@console/search] ${report.kind}`, report);
}

import { useMessage } from '@console/core/react';
import { HoverHelp } from '../hover-help/hover-help';
import * as styles from './release-badge.css';

/** The release status a {@link ReleaseBadge} shows. */
export type ReleaseBadgeType = 'beta' | 'earlyAccess';

/** Props of {@link ReleaseBadge}. */
export interface ReleaseBadgeProps {
  /** 'beta' shows 'Beta', 'earlyAccess' shows 'Early access'. */
  type: ReleaseBadgeType;
  /**
   * Where feedback goes, shown as a mail link in the help.
   * @default the catalogue's `ui.releaseBadge.defaultFeedbackEmail`
   */
  feedbackEmail?: string;
  /** Address of a known-issues page; the help links to it when given. */
  knownIssuesUrl?: string;
  /** Extra class on the badge. */
  className?: string;
}

const EMAIL_MARK = '\u0000email\u0000';

/**
 * The release-status badge (002 §1): 'Beta' or 'Early access'. Hovering or clicking it opens a help
 * card explaining that the feature is in beta (or early access) and that feedback can be sent to the
 * feedback address, with an optional link to known issues. State shows as `data-type`.
 *
 * @example
 * ```tsx
 * <h2>SaaS backup <ReleaseBadge type="earlyAccess" knownIssuesUrl="https://status.example.com/saas" /></h2>
 * ```
 */
export function ReleaseBadge({ type, feedbackEmail, knownIssuesUrl, className }: ReleaseBadgeProps) {
  const t = useMessage();
  const label = t(type === 'beta' ? 'ui.releaseBadge.beta' : 'ui.releaseBadge.earlyAccess');
  const email = feedbackEmail ?? t('ui.releaseBadge.defaultFeedbackEmail');
  // The catalogue sentence holds {{email}}; split around it to make the address a mail link.
  const sentence = t(
    type === 'beta' ? 'ui.releaseBadge.betaDescription' : 'ui.releaseBadge.earlyAccessDescription',
    {
      email: EMAIL_MARK,
    },
  );
  const [before, after = ''] = sentence.split(EMAIL_MARK);
  return (
    <HoverHelp
      title={label}
      trigger={
        <button
          type="button"
          className={className ? `${styles.badge} ${className}` : styles.badge}
          data-type={type}
        >
          {label}
        </button>
      }
      content={
        <>
          <p className={styles.description}>
            {before}
            <a className={styles.email} href={`mailto:${email}`}>
              {email}
            </a>
            {after}
          </p>
          {knownIssuesUrl ? (
            <a className={styles.knownIssues} href={knownIssuesUrl} target="_blank" rel="noreferrer">
              {t('ui.releaseBadge.knownIssues')}
            </a>
          ) : null}
        </>
      }
    />
  );
}

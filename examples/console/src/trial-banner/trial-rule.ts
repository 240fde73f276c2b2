/**
 * The trial banner rule (000 §4.1, §9): pure, no React.
 */

/** Warn when this many days or fewer remain. */
export const TRIAL_WARNING_DAYS = 14;
/** Only accounts created on or after 2023-01-10 (UTC) get the warning; epoch seconds. */
export const TRIAL_WARNING_CREATED_FROM = Date.UTC(2023, 0, 10) / 1000;

const DAY_SECONDS = 86_400;

/** The trial facts of the session's division (000 §3.1). */
export interface TrialFacts {
  /** Epoch seconds, or null when the trial has no expiration. */
  licenseExpirationDateTime: number | null;
  /** Epoch seconds. */
  accountCreatedDate: number;
}

/** What the banner says. */
export type TrialBannerText = { kind: 'endingSoon'; daysLeft: number } | { kind: 'welcome' };

/**
 * Days left until `expiration` (epoch seconds) at `nowMs`, rounded up to whole days (a trial that
 * ends in two hours has 1 day left) and never below 0.
 */
export function trialDaysLeft(expiration: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiration - nowMs / 1000) / DAY_SECONDS));
}

/**
 * 'Your trial is ending soon' when an expiration exists, the account was created on or after
 * 2023-01-10 and 14 or fewer days remain; otherwise the welcome text.
 * @example trialBannerText({ licenseExpirationDateTime: now + 3 * 86400, accountCreatedDate: now }, Date.now()) // { kind: 'endingSoon', daysLeft: 3 }
 */
export function trialBannerText(facts: TrialFacts, nowMs: number): TrialBannerText {
  const expiration = facts.licenseExpirationDateTime;
  if (expiration === null || expiration === undefined) return { kind: 'welcome' };
  if (facts.accountCreatedDate < TRIAL_WARNING_CREATED_FROM) return { kind: 'welcome' };
  const daysLeft = trialDaysLeft(expiration, nowMs);
  return daysLeft <= TRIAL_WARNING_DAYS ? { kind: 'endingSoon', daysLeft } : { kind: 'welcome' };
}

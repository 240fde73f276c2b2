import { describe, expect, it } from 'vitest';
import { TRIAL_WARNING_CREATED_FROM, trialBannerText, trialDaysLeft } from './trial-rule';

const DAY = 86_400;
const now = Date.UTC(2026, 5, 1, 12) / 1000;
const nowMs = now * 1000;
const created = Date.UTC(2026, 4, 20) / 1000;

describe('the trial banner rule', () => {
  it('starts the warning at 2023-01-10 00:00 UTC', () => {
    expect(new Date(TRIAL_WARNING_CREATED_FROM * 1000).toISOString()).toBe('2023-01-10T00:00:00.000Z');
  });

  it('warns with the days left when 14 or fewer days remain', () => {
    expect(
      trialBannerText({ licenseExpirationDateTime: now + 14 * DAY, accountCreatedDate: created }, nowMs),
    ).toEqual({
      kind: 'endingSoon',
      daysLeft: 14,
    });
    expect(
      trialBannerText({ licenseExpirationDateTime: now + 3 * DAY, accountCreatedDate: created }, nowMs),
    ).toEqual({
      kind: 'endingSoon',
      daysLeft: 3,
    });
  });

  it('welcomes when more than 14 days remain', () => {
    expect(
      trialBannerText({ licenseExpirationDateTime: now + 14 * DAY + 1, accountCreatedDate: created }, nowMs),
    ).toEqual({ kind: 'welcome' });
    expect(
      trialBannerText({ licenseExpirationDateTime: now + 30 * DAY, accountCreatedDate: created }, nowMs),
    ).toEqual({ kind: 'welcome' });
  });

  it('welcomes without an expiration', () => {
    expect(trialBannerText({ licenseExpirationDateTime: null, accountCreatedDate: created }, nowMs)).toEqual({
      kind: 'welcome',
    });
  });

  it('welcomes accounts created before 2023-01-10, and warns from that day on', () => {
    const expiring = now + 2 * DAY;
    expect(
      trialBannerText(
        { licenseExpirationDateTime: expiring, accountCreatedDate: TRIAL_WARNING_CREATED_FROM - 1 },
        nowMs,
      ),
    ).toEqual({ kind: 'welcome' });
    expect(
      trialBannerText(
        { licenseExpirationDateTime: expiring, accountCreatedDate: TRIAL_WARNING_CREATED_FROM },
        nowMs,
      ),
    ).toEqual({ kind: 'endingSoon', daysLeft: 2 });
  });

  it('never counts below 0 days, also after the trial expired', () => {
    expect(trialDaysLeft(now - 5 * DAY, nowMs)).toBe(0);
    expect(
      trialBannerText({ licenseExpirationDateTime: now - 5 * DAY, accountCreatedDate: created }, nowMs),
    ).toEqual({
      kind: 'endingSoon',
      daysLeft: 0,
    });
  });

  it('rounds a part of a day up', () => {
    expect(trialDaysLeft(now + 2 * 3600, nowMs)).toBe(1);
    expect(trialDaysLeft(now + DAY + 1, nowMs)).toBe(2);
    expect(trialDaysLeft(now, nowMs)).toBe(0);
  });
});

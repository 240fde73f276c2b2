import { z } from 'zod';
import { defineEndpoint } from '../define';
import { successAnswerSchema } from '../entities/common';
import {
  announcementDismissSchema,
  announcementSchema,
  buyNowSchema,
  divisionConfigParamsSchema,
  divisionConfigUpdateSchema,
  divisionUidParamsSchema,
  psaConfigSchema,
  psaConfigUpdateSchema,
  salesContactSchema,
} from '../entities/division';
import { divisionConfigEntrySchema } from '../entities/session';

/** Trial banner calls (000 §7.1). */
export const trialEndpoints = {
  /** The sales contact shown in the Contact us dialog. */
  contactUs: defineEndpoint({
    method: 'GET',
    path: '/division/trial-banner/contact-us/{divisionUid}',
    summary: 'Trial sales contact',
    params: divisionUidParamsSchema,
    response: salesContactSchema,
    tag: 'trial',
  }),
  /** Request a Call: no body. */
  requestCall: defineEndpoint({
    method: 'POST',
    path: '/division/trial-banner-contact-us-request-call/{divisionUid}',
    summary: 'Trial: request a call',
    params: divisionUidParamsSchema,
    response: successAnswerSchema,
    tag: 'trial',
  }),
  /** The Buy helper (path and answer not shown in the spec: chosen). Answers the purchase URL. */
  buyNow: defineEndpoint({
    method: 'GET',
    path: '/division/trial-banner/buy-now/{divisionUid}',
    summary: 'Trial: purchase link',
    params: divisionUidParamsSchema,
    response: buyNowSchema,
    tag: 'trial',
  }),
} as const;

/** Announcements (000 §2.14, §7.2). */
export const announcementEndpoints = {
  /** Current announcements the user has not dismissed (path chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/appuser/application-announcement',
    summary: 'Current announcements for the user',
    response: z.array(announcementSchema),
    tag: 'announcements',
  }),
  /** Dismisses an announcement; the body is the announcement id. */
  dismiss: defineEndpoint({
    method: 'PATCH',
    path: '/appuser/application-announcement',
    summary: 'Dismiss an announcement',
    body: announcementDismissSchema,
    response: successAnswerSchema,
    tag: 'announcements',
  }),
} as const;

const featureFlagSchema = z.object({ name: z.string(), enabled: z.boolean() });

/** Division configuration entries (000 §3.10), PSA config (002 §7) and feature flags. */
export const divisionConfigEndpoints = {
  /** Every division configuration entry (path chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/divisionconfig',
    summary: 'Division configuration entries',
    response: z.array(divisionConfigEntrySchema),
    tag: 'division',
  }),
  /** Switches one entry on or off (system administrators; path chosen). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/divisionconfig/{name}',
    summary: 'Enable or disable a division configuration entry',
    params: divisionConfigParamsSchema,
    body: divisionConfigUpdateSchema,
    response: divisionConfigEntrySchema,
    tag: 'division',
  }),
  /** PSA configuration: `content.defaultTicketTemplateId`. */
  getPsa: defineEndpoint({
    method: 'GET',
    path: '/divisionconfig/psa',
    summary: 'PSA configuration',
    response: psaConfigSchema,
    tag: 'division',
  }),
  updatePsa: defineEndpoint({
    method: 'PUT',
    path: '/divisionconfig/psa',
    summary: 'Set the default ticket template',
    body: psaConfigUpdateSchema,
    response: psaConfigSchema,
    tag: 'division',
  }),
  /** Feature flags of the division, every known name with its state (path chosen). */
  featureFlags: defineEndpoint({
    method: 'GET',
    path: '/featureflags',
    summary: 'Feature flags',
    response: z.array(featureFlagSchema),
    tag: 'division',
  }),
  /** Switches a feature flag (system administrators; path chosen). */
  updateFeatureFlag: defineEndpoint({
    method: 'PUT',
    path: '/featureflags/{name}',
    summary: 'Switch a feature flag',
    params: z.object({ name: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Unknown feature flag') }),
    body: z.object({ enabled: z.boolean() }),
    response: featureFlagSchema,
    tag: 'division',
  }),
} as const;

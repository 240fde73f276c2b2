import { z } from 'zod';
import { defineEndpoint } from '../define';
import { successAnswerSchema } from '../entities/common';
import { accountSchema, accountSwitchSchema } from '../entities/division';
import { sessionSchema } from '../entities/session';

/** POST /auth/login body: email and password. */
export const loginSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .trim()
    .toLowerCase()
    .min(1, 'Required')
    .max(254),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .min(1, 'Required')
    .max(1000),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /auth/logout body. */
export const logoutSchema = z.object({ fromAllSessions: z.boolean().optional() }).default({});

/** Sign-in, session, sign-out and accounts (docs/protocol.md; 001 §7.3). */
export const authEndpoints = {
  /**
   * Signs in with email and password and sets the session and CSRF cookies. A user with MFA gets
   * 403 MFA_REQUIRED and repeats the call at `/mfa/auth/login` with the code in `x-mfa-code`.
   * Rate limited (429 RATE_LIMITED).
   */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    auth: 'public',
    mfa: true,
    body: loginSchema,
    response: sessionSchema,
    tag: 'auth',
  }),
  /** The signed-in user's session (user, division, feature flags, division config). */
  session: defineEndpoint({
    method: 'GET',
    path: '/auth/session',
    summary: 'Current session',
    response: sessionSchema,
    tag: 'auth',
  }),
  /** Signs out; `fromAllSessions` ends every session of the user (001 §2.5). */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out (optionally of all sessions)',
    body: logoutSchema,
    response: successAnswerSchema,
    tag: 'auth',
  }),
} as const;

/** Accounts (divisions) of the user and switching (001 §7.3). */
export const accountEndpoints = {
  /** The accounts the user belongs to. */
  list: defineEndpoint({
    method: 'GET',
    path: '/appuser-accounts',
    summary: 'Accounts of the user',
    response: z.array(accountSchema),
    tag: 'accounts',
  }),
  /** Switches the session to another account; the client then reloads to the root. */
  switch: defineEndpoint({
    method: 'POST',
    path: '/appuser-accounts/switch',
    summary: 'Switch account',
    body: accountSwitchSchema,
    response: successAnswerSchema,
    tag: 'accounts',
  }),
} as const;
